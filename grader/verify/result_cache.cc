#include "verify/result_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "batch/students.h"
#include "common/fnv1a.h"
#include "export/atomic_file.h"
#include "export/class_results.h"
#include "report/json_report.h"

namespace grader {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr int kEntryFormat = 1;
// An entry is a few suites' results; anything near this is not one of ours.
constexpr off_t kMaxEntryBytes = 64 << 20;

std::string_view grading_name(CachedGrading grading) {
  switch (grading) {
    case CachedGrading::one_suite: return "one suite";
    case CachedGrading::until_time_limit: return "each suite until a time limit";
  }
  return "?";
}

// "file <relative path> <content hash>" for `submission` (a file) or every file under it
// (a folder), sorted by path; nullopt when something there is neither a file nor a
// folder, or cannot be read (grading says what is wrong with it).
std::optional<std::vector<std::string>> file_lines(const fs::path& submission) try {
  const fs::file_status kind = fs::symlink_status(submission);
  if (fs::is_regular_file(kind)) {
    return std::vector<std::string>{
        fmt::format("file {} {}", submission.filename().string(), content_hash(submission))};
  }
  if (!fs::is_directory(kind)) return std::nullopt;
  const fs::path& folder = submission;
  std::vector<std::string> lines;
  for (const fs::directory_entry& item : fs::recursive_directory_iterator(folder)) {
    const fs::file_status status = item.symlink_status();
    if (fs::is_directory(status)) continue;
    if (!fs::is_regular_file(status)) return std::nullopt;
    lines.push_back(fmt::format("file {} {}",
                                item.path().lexically_relative(folder).generic_string(),
                                content_hash(item.path())));
  }
  std::sort(lines.begin(), lines.end());
  return lines;
} catch (const std::exception&) {  // fs::filesystem_error, or content_hash's runtime_error
  return std::nullopt;
}

// Why `info` (of `what`) cannot be trusted, or "" when it can.
std::string untrusted_because(const struct stat& info, const std::string& what) {
  if (info.st_uid != ::geteuid()) return fmt::format("{} belongs to another user", what);
  if ((info.st_mode & (S_IWGRP | S_IWOTH)) != 0) {
    return fmt::format("{} can be written by other users", what);
  }
  return "";
}

// The entry's bytes, read without following a link, or nullopt when it is absent or
// cannot be trusted.
std::optional<std::string> read_entry(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  struct stat info {};
  std::optional<std::string> text;
  if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_size <= kMaxEntryBytes &&
      untrusted_because(info, "entry").empty()) {
    text.emplace(static_cast<std::size_t>(info.st_size), '\0');
    if (::read(fd, text->data(), text->size()) != static_cast<ssize_t>(text->size())) {
      text.reset();
    }
  }
  ::close(fd);
  return text;
}

bool can_be_trusted_again(const std::vector<SuiteResult>& results) {
  return std::none_of(results.begin(), results.end(), [](const SuiteResult& suite) {
    return std::any_of(suite.tests.begin(), suite.tests.end(), [](const TestResult& test) {
      return test.verdict == Verdict::grader_error;
    });
  });
}

}  // namespace

std::optional<std::string> verify_cache_key(const CacheKeyParts& parts) {
  std::optional<std::vector<std::string>> files = file_lines(parts.submission);
  if (!files) return std::nullopt;
  std::string key = fmt::format("puzzle-grader verify result {}\ngrader {}\nisolation {}\n"
                                "grading {}\n",
                                kEntryFormat, parts.grader_build, to_string(parts.isolation),
                                grading_name(parts.grading));
  for (const std::string& hash : parts.suite_hashes) key += fmt::format("suite {}\n", hash);
  for (const std::string& line : *files) key += line + "\n";
  return key;
}

std::optional<fs::path> default_verify_cache_folder() {
  for (const char* variable : {"XDG_CACHE_HOME", "HOME"}) {
    const char* value = std::getenv(variable);
    if (value == nullptr || !fs::path(value).is_absolute()) continue;
    fs::path base = std::string_view(variable) == "HOME" ? fs::path(value) / ".cache" : value;
    return base / "puzzle-grader" / "verify";
  }
  return std::nullopt;
}

puzzle::Expected<ResultCache, std::string> ResultCache::open(const fs::path& folder) {
  std::error_code error;
  // Only a folder made just now is made private: an existing one that others could
  // write to may already hold their entries, so it is refused below, not repaired.
  if (fs::create_directories(folder, error)) ::chmod(folder.c_str(), 0700);
  struct stat info {};
  if (::lstat(folder.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) {
    return puzzle::unexpected(fmt::format("{} is not a folder that can be made", folder.string()));
  }
  std::string why = untrusted_because(info, folder.string());
  if (!why.empty()) return puzzle::unexpected(why);
  return ResultCache(folder);
}

fs::path ResultCache::entry_path(const std::string& key) const {
  return folder_ / fmt::format("{:016x}.json", puzzle::fnv1a(key));
}

std::optional<std::vector<SuiteResult>> ResultCache::find(const std::string& key) const {
  std::optional<std::string> text = read_entry(entry_path(key));
  if (!text) return std::nullopt;
  const json entry = json::parse(*text, nullptr, false);
  if (!entry.is_object() || entry.value("key", "") != key || !entry.contains("results") ||
      !entry["results"].is_array()) {
    return std::nullopt;
  }
  // Used now: the last to go when trim() makes room.
  std::error_code ignored;
  fs::last_write_time(entry_path(key), fs::file_time_type::clock::now(), ignored);
  std::vector<SuiteResult> results;
  try {
    for (const json& result : entry["results"]) results.push_back(suite_result_from_json(result));
  } catch (const json::exception&) {
    return std::nullopt;  // a field of the wrong type: not an entry we wrote
  }
  return results;
}

void ResultCache::store(const std::string& key, const std::vector<SuiteResult>& results) const {
  if (!can_be_trusted_again(results)) return;
  json entry = {{"key", key}, {"results", json::array()}};
  for (const SuiteResult& result : results) entry["results"].push_back(json_of(result));
  try {
    write_file_atomically(entry_path(key),
                          entry.dump(-1, ' ', false, json::error_handler_t::replace));
  } catch (const std::runtime_error&) {
    // A full disk or a folder gone: the result is still good, only not kept.
  }
}

void ResultCache::trim(std::uintmax_t max_bytes) const {
  remove_dead_temporaries(folder_);
  struct Entry {
    fs::file_time_type used;
    std::uintmax_t bytes;
    fs::path path;
  };
  std::vector<Entry> entries;
  std::uintmax_t total = 0;
  std::error_code error;
  for (const fs::directory_entry& item : fs::directory_iterator(folder_, error)) {
    if (item.path().extension() != ".json" || !item.is_regular_file(error)) continue;
    Entry entry{item.last_write_time(error), item.file_size(error), item.path()};
    if (error) continue;
    total += entry.bytes;
    entries.push_back(std::move(entry));
  }
  std::sort(entries.begin(), entries.end(),
            [](const Entry& a, const Entry& b) { return a.used < b.used; });
  for (const Entry& entry : entries) {
    if (total <= max_bytes) break;
    if (fs::remove(entry.path, error)) total -= entry.bytes;
  }
}

}  // namespace grader

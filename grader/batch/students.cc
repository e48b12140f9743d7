#include "batch/students.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <stdexcept>

#include <stdlib.h>

#include "common/fnv1a.h"
#include "run/workspace.h"

namespace grader {
namespace {

std::string stem_or_name(const std::filesystem::path& path,
                         const std::map<std::string, int>& stem_counts) {
  std::string stem = path.stem().string();
  if (std::filesystem::is_directory(path) || stem_counts.at(stem) > 1)
    return path.filename().string();
  return stem;
}

}  // namespace

std::vector<Student> find_students(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> entries;
  std::map<std::string, int> stem_counts;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.empty() || name.front() == '.') continue;
    const auto status = entry.symlink_status();  // a link is not followed
    if (!std::filesystem::is_directory(status) && !std::filesystem::is_regular_file(status))
      continue;
    entries.push_back(entry.path());
    // A folder "alice" and a file "alice.py" must not share a result file either.
    ++stem_counts[std::filesystem::is_directory(status) ? name : entry.path().stem().string()];
  }
  std::vector<Student> students;
  for (const auto& path : entries) students.push_back({stem_or_name(path, stem_counts), path});
  std::sort(students.begin(), students.end(),
            [](const Student& a, const Student& b) { return a.name < b.name; });
  return students;
}

StagedSubmission::StagedSubmission(const Student& student,
                                   const std::optional<std::string>& file_name)
    : path_(student.submission) {
  std::error_code error;
  // Only a plain file of a size a test folder may hold is copied: a link, or a file the
  // workspace will refuse anyway, is left for the workspace to judge.
  if (!file_name ||
      !std::filesystem::is_regular_file(
          std::filesystem::symlink_status(student.submission, error)) ||
      std::filesystem::file_size(student.submission, error) > WorkspaceLimits{}.max_bytes ||
      student.submission.filename() == std::filesystem::path(*file_name).filename()) {
    return;
  }
  std::string folder =
      (std::filesystem::temp_directory_path() / "puzzle-submission-XXXXXX").string();
  if (::mkdtemp(folder.data()) == nullptr) {
    throw std::runtime_error(fmt::format("cannot make a folder in {}: {}",
                                         std::filesystem::temp_directory_path().string(),
                                         std::strerror(errno)));
  }
  folder_ = folder;
  path_ = folder_ / *file_name;
  std::filesystem::create_directories(path_.parent_path(), error);
  if (!error) std::filesystem::copy_file(student.submission, path_, error);
  if (error) {
    std::filesystem::remove_all(folder_, error);
    throw std::runtime_error(fmt::format("cannot copy {} to {}: {}", student.submission.string(),
                                         path_.string(), error.message()));
  }
  path_ = folder_;
}

StagedSubmission::~StagedSubmission() {
  std::error_code ignored;
  if (!folder_.empty()) std::filesystem::remove_all(folder_, ignored);
}

std::vector<std::string> refused_entries(const std::filesystem::path& dir) {
  std::vector<std::string> refused;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name.front() == '.') continue;
    const auto status = entry.symlink_status();
    if (std::filesystem::is_symlink(status)) {
      refused.push_back(fmt::format(
          "{}: it is a symbolic link, and links are not graded (the grader would copy what it "
          "points to into the test folder); put the submission itself in {}",
          name, dir.string()));
    } else if (!std::filesystem::is_directory(status) &&
               !std::filesystem::is_regular_file(status)) {
      refused.push_back(
          fmt::format("{}: it is neither a file nor a folder, so it was not graded", name));
    }
  }
  std::sort(refused.begin(), refused.end());
  return refused;
}

std::string content_hash(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read {}", file.string()));
  std::uint64_t hash = puzzle::kFnv1aOffsetBasis;
  char buffer[1 << 14];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    hash = puzzle::fnv1a(std::string_view(buffer, static_cast<std::size_t>(in.gcount())), hash);
  }
  return fmt::format("fnv1a64:{:016x}", hash);
}

}  // namespace grader

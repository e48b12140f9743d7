#include "batch/shard.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <map>
#include <set>

#include "common/fnv1a.h"

namespace grader {
namespace {

// The whole of `text` as a decimal integer (no sign, no spaces), or nullopt.
std::optional<long long> whole_number(std::string_view text) {
  long long value = 0;
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || stop != end || value < 0) return std::nullopt;
  return value;
}

std::uint64_t fmix64(std::uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdULL;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ULL;
  k ^= k >> 33;
  return k;
}

// A Slurm variable as a number, or why not.
puzzle::Expected<long long, std::string> slurm_number(const EnvironmentLookup& lookup,
                                                      const char* name, long long fallback) {
  std::optional<std::string> text = lookup(name);
  if (!text) return fallback;
  if (auto value = whole_number(*text)) return *value;
  return puzzle::unexpected(fmt::format("{}='{}' is not a whole number", name, *text));
}

puzzle::Expected<std::optional<Shard>, std::string> slurm_shard(const EnvironmentLookup& lookup,
                                                                long long id) {
  auto count = slurm_number(lookup, "SLURM_ARRAY_TASK_COUNT", -1);
  auto min = slurm_number(lookup, "SLURM_ARRAY_TASK_MIN", 0);
  auto step = slurm_number(lookup, "SLURM_ARRAY_TASK_STEP", 1);
  for (const auto* part : {&count, &min, &step}) {
    if (!*part) return puzzle::unexpected(part->error());
  }
  if (*count < 1) {
    return puzzle::unexpected(std::string(
        "SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not: pass --shard K/N"));
  }
  auto max = slurm_number(lookup, "SLURM_ARRAY_TASK_MAX",
                          *min + (*count - 1) * std::max(1LL, *step));
  if (!max) return puzzle::unexpected(max.error());
  const bool one_range = *step >= 1 && *max >= *min && (*max - *min) % *step == 0 &&
                         (*max - *min) / *step + 1 == *count;
  if (!one_range || id < *min || id > *max || (id - *min) % *step != 0) {
    return puzzle::unexpected(fmt::format(
        "SLURM_ARRAY_TASK_ID={} does not tell its share: the array's task ids ({} of them, "
        "{} to {}) are not one range such as --array=0-{}; submit it so, or pass --shard K/N",
        id, *count, *min, *max, *count - 1));
  }
  if (*count > kMaxShards) {
    return puzzle::unexpected(
        fmt::format("SLURM_ARRAY_TASK_COUNT={}: at most {} shares", *count, kMaxShards));
  }
  return std::optional<Shard>(
      Shard{static_cast<int>((id - *min) / *step + 1), static_cast<int>(*count)});
}

puzzle::Expected<std::optional<Shard>, std::string> kubernetes_shard(
    const EnvironmentLookup& lookup, const std::string& index_text) {
  auto index = whole_number(index_text);
  if (!index) {
    return puzzle::unexpected(
        fmt::format("JOB_COMPLETION_INDEX='{}' is not a whole number", index_text));
  }
  std::optional<std::string> count_text = lookup("PUZZLE_SHARD_COUNT");
  if (!count_text) {
    return puzzle::unexpected(std::string(
        "JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job) but PUZZLE_SHARD_COUNT is "
        "not: set it to the Job's completions, or pass --shard K/N"));
  }
  auto count = whole_number(*count_text);
  if (!count || *count < 1 || *count > kMaxShards) {
    return puzzle::unexpected(fmt::format(
        "PUZZLE_SHARD_COUNT='{}' is not a number of shares from 1 to {}", *count_text, kMaxShards));
  }
  if (*index >= *count) {
    return puzzle::unexpected(fmt::format(
        "JOB_COMPLETION_INDEX={} is not below PUZZLE_SHARD_COUNT={}: set PUZZLE_SHARD_COUNT "
        "to the Job's completions",
        *index, *count));
  }
  return std::optional<Shard>(Shard{static_cast<int>(*index + 1), static_cast<int>(*count)});
}

}  // namespace

puzzle::Expected<Shard, std::string> parse_shard(std::string_view text) {
  const auto slash = text.find('/');
  std::optional<long long> index = whole_number(text.substr(0, slash));
  std::optional<long long> count;
  if (slash != std::string_view::npos) count = whole_number(text.substr(slash + 1));
  if (!index.has_value() || !count.has_value()) {
    return puzzle::unexpected(fmt::format(
        "'{}' is not K/N: give the share and the number of shares, e.g. 2/4 for the second "
        "of four",
        text));
  }
  const long long k = *index, n = *count;
  if (n < 1 || n > kMaxShards) {
    return puzzle::unexpected(
        fmt::format("'{}': the number of shares must be from 1 to {}", text, kMaxShards));
  }
  if (k < 1 || k > n) {
    return puzzle::unexpected(fmt::format("'{}': the share must be from 1 to {}", text, n));
  }
  return Shard{static_cast<int>(k), static_cast<int>(n)};
}

std::optional<std::string> process_environment(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? std::optional<std::string>(value) : std::nullopt;
}

puzzle::Expected<std::optional<Shard>, std::string> shard_from_environment(
    const EnvironmentLookup& lookup) {
  if (std::optional<std::string> id = lookup("SLURM_ARRAY_TASK_ID")) {
    auto value = whole_number(*id);
    if (!value)
      return puzzle::unexpected(fmt::format("SLURM_ARRAY_TASK_ID='{}' is not a whole number", *id));
    return slurm_shard(lookup, *value);
  }
  if (std::optional<std::string> index = lookup("JOB_COMPLETION_INDEX")) {
    return kubernetes_shard(lookup, *index);
  }
  return std::optional<Shard>();
}

puzzle::Expected<std::optional<Shard>, std::string> choose_shard(std::string_view option,
                                                                 const EnvironmentLookup& lookup) {
  if (option.empty()) return shard_from_environment(lookup);
  auto shard = parse_shard(option);
  if (!shard) return puzzle::unexpected("--shard " + shard.error());
  return std::optional<Shard>(*shard);
}

int shard_of(std::string_view name, int count) {
  const auto shares = static_cast<std::uint64_t>(std::max(1, count));
  return static_cast<int>(fmix64(puzzle::fnv1a(name)) % shares) + 1;
}

std::vector<Student> share_of(const std::vector<Student>& students, const Shard& shard) {
  std::vector<Student> share;
  std::copy_if(students.begin(), students.end(), std::back_inserter(share),
               [&](const Student& s) { return shard_of(s.name, shard.count) == shard.index; });
  return share;
}

ClassResults merge_class_results(const std::vector<Student>& students,
                                 std::vector<StudentResult> stored) {
  std::set<std::string> names;
  for (const Student& student : students) names.insert(student.name);
  std::erase_if(stored, [&](const StudentResult& r) { return !names.contains(r.student); });
  for (const StudentResult& result : stored) names.erase(result.student);
  ClassResults merged{std::move(stored), {names.begin(), names.end()}};
  for (const std::string& name : merged.without_result) {
    StudentResult missing;
    missing.student = name;
    missing.status = GradingStatus::grader_error;
    missing.error = std::string(kNoResultReason);
    merged.results.push_back(std::move(missing));
  }
  std::sort(merged.results.begin(), merged.results.end(),
            [](const StudentResult& a, const StudentResult& b) { return a.student < b.student; });
  // What the download says now (its late rule as stated now) over what was stored.
  std::map<std::string, const Student*> by_name;
  for (const Student& student : students) by_name[student.name] = &student;
  for (StudentResult& result : merged.results) {
    const Student& student = *by_name.at(result.student);
    if (student.handin) result.handin = student.handin;
  }
  return merged;
}

}  // namespace grader

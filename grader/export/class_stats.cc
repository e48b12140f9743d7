#include "export/class_stats.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace grader {
namespace {

TestStats& stats_for(std::vector<TestStats>& stats, const std::string& name) {
  auto it = std::find_if(stats.begin(), stats.end(), [&](const TestStats& s) { return s.name == name; });
  return *it;
}

bool is_limit(Verdict verdict) {
  return verdict == Verdict::time_limit || verdict == Verdict::memory_limit ||
         verdict == Verdict::output_limit;
}

std::string describe_lines(const Check& check, const CheckResult& result) {
  if (result.line > 0) return fmt::format("line {} ({})", result.line, to_string(check.kind));
  return fmt::format("output ({})", to_string(check.kind));
}

struct Tally {
  WrongValue value;
  int order = 0;  // first seen, to break ties stably
};

using TallyKey = std::tuple<std::string, int, std::string>;  // test, check, actual

void count_test(const TestResult& test, std::map<TallyKey, Tally>& tallies) {
  if (is_limit(test.verdict)) return;
  for (std::size_t i = 0; i < test.check_results.size() && i < test.checks.size(); ++i) {
    const CheckResult& result = test.check_results[i];
    if (result.outcome == CheckOutcome::passed) continue;
    std::string actual = result.actual_state == LineState::missing ? "(missing)" : result.actual;
    Tally& tally = tallies[{test.name, static_cast<int>(i), actual}];
    if (tally.value.count == 0) {
      tally.order = static_cast<int>(tallies.size());
      tally.value = {test.name, static_cast<int>(i), describe_lines(test.checks[i], result),
                     result.expected, actual, 0, result.matching_variants};
    }
    ++tally.value.count;
  }
}

}  // namespace

std::vector<TestStats> test_stats(const std::vector<StudentResult>& students) {
  std::vector<TestStats> stats;
  for (const std::string& name : test_names(students)) stats.push_back({name});
  for (const StudentResult& student : students) {
    if (!has_grade(student)) continue;
    for (const TestResult& test : student.result.tests) {
      TestStats& s = stats_for(stats, test.name);
      s.visibility = test.visibility;
      s.max_score = std::max(s.max_score, test.max_score);
      s.mean_score += test.score;
      s.passed += test.verdict == Verdict::passed;
      ++s.graded;
    }
  }
  for (TestStats& s : stats) s.mean_score = s.graded == 0 ? 0 : s.mean_score / s.graded;
  return stats;
}

std::vector<WrongValue> common_wrong_values(const std::vector<StudentResult>& students,
                                            int per_check) {
  std::map<TallyKey, Tally> tallies;
  for (const StudentResult& student : students) {
    for (const TestResult& test : student.result.tests) count_test(test, tallies);
  }
  std::vector<Tally> sorted;
  for (auto& [key, tally] : tallies) sorted.push_back(tally);
  std::sort(sorted.begin(), sorted.end(), [](const Tally& a, const Tally& b) {
    if (a.value.count != b.value.count) return a.value.count > b.value.count;
    return a.order < b.order;
  });
  std::map<std::pair<std::string, int>, int> shown;
  std::vector<WrongValue> values;
  for (const Tally& tally : sorted) {
    int& n = shown[{tally.value.test, tally.value.check}];
    if (n++ < per_check) values.push_back(tally.value);
  }
  return values;
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

std::vector<double> grading_seconds(const std::vector<StudentResult>& students) {
  std::vector<double> seconds;
  for (const StudentResult& student : students) {
    if (has_grade(student)) seconds.push_back(student.grading_time.count() / 1000.0);
  }
  return seconds;
}

}  // namespace grader

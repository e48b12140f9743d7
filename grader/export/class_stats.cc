#include "export/class_stats.h"

#include <fmt/format.h>

#include <algorithm>

namespace grader {
namespace {

TestStats& stats_for(std::vector<TestStats>& stats, const std::string& name) {
  auto it = std::find_if(stats.begin(), stats.end(),
                         [&](const TestStats& s) { return s.name == name; });
  return *it;
}

// What identifies a group: the deviation names of each alternative.
std::vector<DeviationSet> group_key(const std::vector<Explanation>& explanations) {
  std::vector<DeviationSet> key;
  for (const Explanation& explanation : explanations) {
    DeviationSet set;
    for (const Deviation& deviation : explanation.deviations) set.push_back(deviation.name);
    std::sort(set.begin(), set.end());
    key.push_back(std::move(set));
  }
  return key;
}

}  // namespace

bool counted_in_figures(const StudentResult& student) {
  return student.status == GradingStatus::graded;
}

std::vector<TestStats> test_stats(const std::vector<StudentResult>& students) {
  std::vector<TestStats> stats;
  for (const std::string& name : test_names(students)) stats.push_back({name});
  for (const StudentResult& student : students) {
    if (!counted_in_figures(student)) continue;
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

std::vector<ExplanationGroup> explanation_groups(const std::vector<StudentResult>& students) {
  std::vector<ExplanationGroup> groups;
  std::vector<std::vector<DeviationSet>> keys;
  for (const StudentResult& student : students) {
    if (!has_grade(student) || student.result.explanations.empty()) continue;
    std::vector<DeviationSet> key = group_key(student.result.explanations);
    auto it = std::find(keys.begin(), keys.end(), key);
    if (it == keys.end()) {
      keys.push_back(key);
      groups.push_back({student.result.explanations, {}});
      it = keys.end() - 1;
    }
    groups[static_cast<std::size_t>(it - keys.begin())].students.push_back(student.student);
  }
  std::stable_sort(groups.begin(), groups.end(), [](const auto& a, const auto& b) {
    return a.students.size() > b.students.size();
  });
  return groups;
}

std::vector<std::string> unexplained_students(const std::vector<StudentResult>& students) {
  std::vector<std::string> names;
  for (const StudentResult& student : students) {
    const SuiteResult& result = student.result;
    bool wrong = std::any_of(result.tests.begin(), result.tests.end(), [](const TestResult& t) {
      return t.verdict == Verdict::wrong_answer;
    });
    if (has_grade(student) && wrong && result.explanations.empty())
      names.push_back(student.student);
  }
  return names;
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
    if (has_grade(student)) {
      seconds.push_back(std::chrono::duration<double>(student.grading_time).count());
    }
  }
  return seconds;
}

}  // namespace grader

#include "export/summary.h"

#include <algorithm>
#include <numeric>
#include <set>

#include "export/class_stats.h"

namespace grader {
namespace {

using nlohmann::json;

// The written questions (manual/manual_grades.h): per question its state, and its
// points where they count (graded, no_answer); a pending one has none.
json written_json(const std::vector<ManualScore>& scores) {
  json out = json::array();
  for (const ManualScore& score : scores) {
    json row = {{"question", score.question},
                {"state", to_string(score.state)},
                {"max_points", score.max_points}};
    if (score.state != ManualState::pending) row["points"] = score.points;
    out.push_back(row);
  }
  return out;
}

json student_json(const StudentResult& student) {
  const SuiteResult& result = student.result;
  auto passed = std::count_if(result.tests.begin(), result.tests.end(),
                              [](const TestResult& t) { return t.verdict == Verdict::passed; });
  json out = {{"student", student.student},
              {"status", to_string(student.status)},
              {"grading_time_ms", student.grading_time.count()}};
  if (student.status != GradingStatus::graded) out["reason"] = status_message(student);
  if (!has_grade(student)) return out;
  out["score"] = total_score(student);
  out["max_score"] = total_max_score(student);
  out["tests_passed"] = passed;
  out["tests"] = result.tests.size();
  if (!student.manual.empty()) {
    out["tests_score"] = result.score();
    out["tests_max_score"] = result.max_score();
    out["written"] = written_json(student.manual);
    out["final"] = !has_pending(student.manual);
  }
  return out;
}

json test_json(const TestStats& stats) {
  return {{"name", stats.name},
          {"visibility", to_string(stats.visibility)},
          {"graded", stats.graded},
          {"passed", stats.passed},
          {"pass_rate", stats.pass_rate()},
          {"mean_score", stats.mean_score},
          {"max_score", stats.max_score}};
}

json timings_json(const std::vector<StudentResult>& students) {
  std::vector<double> seconds = grading_seconds(students);
  double total = std::accumulate(seconds.begin(), seconds.end(), 0.0);
  double longest = seconds.empty() ? 0 : *std::max_element(seconds.begin(), seconds.end());
  auto ms = [](double s) { return static_cast<std::int64_t>(s * 1000 + 0.5); };
  return {{"students_graded", seconds.size()},
          {"total_grading_ms", ms(total)},
          {"mean_grading_ms",
           seconds.empty() ? 0 : ms(total / static_cast<double>(seconds.size()))},
          {"median_grading_ms", ms(median(seconds))},
          {"max_grading_ms", ms(longest)}};
}

// How many students have each status, every status listed (0 included).
json status_counts(const std::vector<StudentResult>& students) {
  json counts = json::object();
  for (const GradingStatusName& row : kGradingStatusTable) {
    counts[std::string(row.name)] =
        std::count_if(students.begin(), students.end(),
                      [&](const StudentResult& s) { return s.status == row.status; });
  }
  return counts;
}

// The class view of the explanations: who got which (class_stats.h).
json explanations_json(const std::vector<StudentResult>& students) {
  json groups = json::array();
  for (const ExplanationGroup& group : explanation_groups(students)) {
    json alternatives = json::array();
    for (const Explanation& explanation : group.explanations) {
      std::vector<std::string> names;
      for (const Deviation& deviation : explanation.deviations) names.push_back(deviation.name);
      alternatives.push_back(names);
    }
    groups.push_back({{"deviations", alternatives}, {"students", group.students}});
  }
  return {{"groups", groups}, {"unexplained", unexplained_students(students)}};
}

}  // namespace

json summary_json(const std::vector<StudentResult>& students) {
  std::set<std::string> suites;
  json rows = json::array();
  for (const StudentResult& student : students) {
    if (has_grade(student)) suites.insert(student.result.suite_name);
    rows.push_back(student_json(student));
  }
  json tests = json::array();
  for (const TestStats& stats : test_stats(students)) tests.push_back(test_json(stats));
  return {{"suites", suites},
          {"statuses", status_counts(students)},
          {"students", rows},
          {"tests", tests},
          {"timings", timings_json(students)},
          {"explanations", explanations_json(students)}};
}

}  // namespace grader

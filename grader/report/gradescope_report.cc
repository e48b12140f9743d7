#include "report/gradescope_report.h"

#include <fmt/format.h>

#include "grade/status.h"
#include "report/json_report.h"
#include "report/report.h"
#include "report/text_report.h"

namespace grader {
namespace {

using nlohmann::json;

// Hidden tests stay listed so students see their name and score; their details are
// withheld by test_details(), not by Gradescope.
std::string_view gradescope_visibility(Visibility visibility) {
  switch (visibility) {
    case Visibility::visible:
    case Visibility::hidden: return "visible";
    case Visibility::after_due_date: return "after_due_date";
    case Visibility::after_published: return "after_published";
  }
  return "visible";
}

json test_entry(const TestResult& test, const SuiteResult& result) {
  // A hidden test's figures are the program's to choose (report/student_view.h).
  // A test that never ran has no figures, and says so rather than "time limit".
  std::string figures = shows_details(test.visibility) && !test.not_run
                            ? fmt::format("  ({:.2f} s CPU, {:.2f} s wall)",
                                          static_cast<double>(test.cpu_time.count()) / 1000.0,
                                          static_cast<double>(test.wall_time.count()) / 1000.0)
                            : "";
  std::string output = fmt::format("{}{}\n{}", test.not_run ? "Not run" : label(test.verdict),
                                   figures, test_details(test, result, Color::off));
  return {{"name", test.name},
          {"score", test.score},
          {"max_score", test.max_score},
          {"status", test.verdict == Verdict::passed ? "passed" : "failed"},
          {"output", output},
          {"visibility", gradescope_visibility(test.visibility)}};
}

json bonus_entry(const TotalTimeBonus& bonus) {
  bool earned = bonus.points >= bonus.max_points;
  return {{"name", "Total time bonus"},
          {"score", bonus.points},
          {"max_score", bonus.max_points},
          {"status", earned ? "passed" : "failed"},
          {"output", std::string(bonus_sentence(bonus))},
          {"visibility", "visible"}};
}

// The top-level output: why there is no real grade, when there is none, then the count.
// What it says of hidden tests is report/student_view.h's.
std::string summary_output(const SuiteResult& result, std::size_t passed) {
  std::string count = fmt::format("{} of {} tests passed.", passed, result.tests.size());
  if (const std::string note = hidden_tests_note(result); !note.empty()) count += " " + note;
  for (const std::string& paragraph : explanation_paragraphs(result)) count += "\n\n" + paragraph;
  if (const std::string note = grader_error_note(result); !note.empty()) count += "\n" + note;
  GradingStatus status = status_of(result);
  if (status == GradingStatus::graded) {
    if (!result.submission_issue) return count;
    return student_issue_sentence(result) + "\n\n" + count;
  }
  std::string reason = student_status_reason(result);
  return fmt::format("{}{}{}.\n\n{}", label(status), reason.empty() ? "" : ": ", reason, count);
}

}  // namespace

std::string gradescope_report(const SuiteResult& result) {
  json tests = json::array();
  std::size_t passed = 0;
  for (const TestResult& test : result.tests) {
    tests.push_back(test_entry(test, result));
    passed += test.verdict == Verdict::passed;
  }
  if (result.bonus.max_points > 0) tests.push_back(bonus_entry(result.bonus));
  return dump_json({{"score", result.score()},
                    {"execution_time", std::chrono::duration<double>(result.wall_time).count()},
                    {"output", summary_output(result, passed)},
                    {"output_format", "text"},
                    // Stored by Gradescope, not shown to students.
                    {"extra_data",
                     {{"sandbox", to_string(result.isolation)},
                      {"sandbox_note", isolation_entry(result.isolation).note}}},
                    {"test_output_format", "text"},
                    {"tests", tests}});
}

std::string gradescope_report(const SuiteResult& result,
                              const std::vector<ManualQuestion>& manual) {
  json report = json::parse(gradescope_report(result));
  if (manual.empty()) return dump_json(report);
  std::string names;
  double points = 0;
  json pending = json::array();
  for (const ManualQuestion& question : manual) {
    names += (names.empty() ? "" : ", ") + question.name;
    points += question.points;
    pending.push_back({{"name", question.name}, {"points", question.points}});
  }
  report["output"] = report["output"].get<std::string>() +
                     fmt::format("\n\nYour written answers ({}: {} points) are graded by hand, "
                                 "separately; they are not in this score yet.",
                                 names, format_points(points));
  report["extra_data"]["manual_pending"] = pending;
  return dump_json(report);
}

}  // namespace grader

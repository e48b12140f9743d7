#include "report/report.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

#include "report/github_classroom_report.h"
#include "report/gradescope_report.h"
#include "report/json_report.h"
#include "report/junit_report.h"
#include "report/text_report.h"

namespace grader {

std::optional<ReportFormat> parse_report_format(std::string_view name) {
  if (name == "text") return ReportFormat::text;
  if (name == "json") return ReportFormat::json;
  if (name == "gradescope") return ReportFormat::gradescope;
  if (name == "junit") return ReportFormat::junit;
  if (name == "github-classroom") return ReportFormat::github_classroom;
  return std::nullopt;
}

std::string render_report(const SuiteResult& result, ReportFormat format, Color color) {
  switch (format) {
    case ReportFormat::text: return text_report(result, color);
    case ReportFormat::json: return json_report(result);
    case ReportFormat::gradescope: return gradescope_report(result);
    case ReportFormat::junit: return junit_report(result);
    case ReportFormat::github_classroom: return github_classroom_report(result);
  }
  return "";
}

std::string format_points(double points) {
  return fmt::format("{:g}", std::round(points * 100) / 100);
}

std::string submission_issue_sentence(const SubmissionIssue& issue) {
  return fmt::format("Your submission could not be run: {}.", issue.reason);
}

std::string hidden_submission_error_sentence(const TestResult& test) {
  return fmt::format("Your program could not run this test: {}.", test.reason);
}

std::string grader_error_note(const SuiteResult& result) {
  const auto count = std::count_if(result.tests.begin(), result.tests.end(), [](const TestResult& t) {
    return t.verdict == Verdict::grader_error;
  });
  if (count == 0) return "";
  return fmt::format("{} {} could not be run because of a problem with the grader, not with "
                     "your program. Please tell your instructor; the points of {} are not a "
                     "judgement of your work.", count, count == 1 ? "test" : "tests",
                     count == 1 ? "that test" : "those tests");
}

bool shows_details(Visibility visibility) {
  switch (visibility) {
    case Visibility::visible: case Visibility::after_due_date: case Visibility::after_published:
      return true;
    case Visibility::hidden:
      return false;
  }
  return false;
}

}  // namespace grader

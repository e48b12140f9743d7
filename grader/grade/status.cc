#include "grade/status.h"

#include <algorithm>

#include "common/name_table.h"

namespace grader {
namespace {

const GradingStatusName& entry(GradingStatus status) {
  return puzzle::row_of(kGradingStatusTable, &GradingStatusName::status, status);
}

bool every_test(const SuiteResult& result, auto predicate) {
  return std::all_of(result.tests.begin(), result.tests.end(), predicate);
}

}  // namespace

std::optional<Verdict> telling_verdict(GradingStatus status) {
  switch (status) {
    case GradingStatus::graded: return std::nullopt;
    case GradingStatus::no_submission:
    case GradingStatus::wrong_file_name:
    case GradingStatus::submission_error: return Verdict::submission_error;
    case GradingStatus::timed_out: return Verdict::time_limit;
    case GradingStatus::grader_error: return Verdict::grader_error;
  }
  return std::nullopt;
}

std::string_view to_string(GradingStatus status) { return entry(status).name; }

std::string_view label(GradingStatus status) { return entry(status).label; }

std::optional<GradingStatus> parse_grading_status(std::string_view name) {
  return puzzle::value_named(kGradingStatusTable, &GradingStatusName::status, name);
}

GradingStatus status_of(const SuiteResult& result) {
  const auto& tests = result.tests;
  if (std::any_of(tests.begin(), tests.end(),
                  [](const TestResult& t) { return t.verdict == Verdict::grader_error; })) {
    return GradingStatus::grader_error;
  }
  if (tests.empty()) return GradingStatus::graded;
  // A submission issue is set only when no test could run or every test stopped with
  // the same error (grade/submission_issue.h): either way nothing was graded.
  if (result.submission_issue) {
    switch (result.submission_issue->problem) {
      case SubmissionProblem::missing_file: return GradingStatus::no_submission;
      case SubmissionProblem::wrong_file_name: return GradingStatus::wrong_file_name;
      case SubmissionProblem::unreadable_file:
      case SubmissionProblem::syntax_error:
      case SubmissionProblem::missing_function:
      case SubmissionProblem::missing_package:
      case SubmissionProblem::import_error:
      case SubmissionProblem::same_crash:
      case SubmissionProblem::too_large: return GradingStatus::submission_error;
    }
  }
  if (every_test(result,
                 [](const TestResult& t) { return t.verdict == Verdict::submission_error; })) {
    return GradingStatus::submission_error;
  }
  if (every_test(result, [](const TestResult& t) { return t.verdict == Verdict::time_limit; })) {
    return GradingStatus::timed_out;
  }
  return GradingStatus::graded;
}

std::string status_reason(const SuiteResult& result) {
  std::optional<Verdict> verdict = telling_verdict(status_of(result));
  if (!verdict) return "";
  if (*verdict == Verdict::submission_error && result.submission_issue) {
    return result.submission_issue->reason;
  }
  for (const TestResult& test : result.tests) {
    if (test.verdict == *verdict) return test.reason;
  }
  return "";
}

}  // namespace grader

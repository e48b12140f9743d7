// One word per graded submission: did it get a grade, or why not. Derived from the tests'
// verdicts and submission problems (grade/result.h), so the gradebook, summary, class
// report, feedback and Gradescope all say the same; see docs/grader.md "Status".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "grade/result.h"

namespace grader {

// Closed set. Every status but grader_error is a grade (possibly 0).
enum class GradingStatus {
  graded,            // it ran: its score is its grade
  no_submission,     // nothing that could be the required files was handed in
  wrong_file_name,   // a required file is missing but one of its type is there (Driver.py)
  submission_error,  // no test could load the program (syntax error, missing function, ...)
                     // or it stopped with the same error on every test
  timed_out,         // every test ran out of time
  grader_error,      // the grader's own problem: not a grade, graded again next time
};

// The one table of status names: every printing and parsing goes through it.
struct GradingStatusName {
  GradingStatus status;
  std::string_view name;   // as written in the gradebook, summary.json and result files
  std::string_view label;  // for people, e.g. "Wrong file name"
};
inline constexpr GradingStatusName kGradingStatusTable[] = {
    {GradingStatus::graded, "graded", "Graded"},
    {GradingStatus::no_submission, "no_submission", "No submission"},
    {GradingStatus::wrong_file_name, "wrong_file_name", "Wrong file name"},
    {GradingStatus::submission_error, "submission_error", "Could not run the program"},
    {GradingStatus::timed_out, "timed_out", "Every test ran out of time"},
    {GradingStatus::grader_error, "grader_error", "Grader error (not your program)"},
};

std::string_view to_string(GradingStatus status);
std::string_view label(GradingStatus status);
// The status named `name` as written by to_string, or nullopt.
std::optional<GradingStatus> parse_grading_status(std::string_view name);

// The status of a graded suite, first rule that holds:
//   grader_error      some test has Verdict::grader_error (one wrong verdict spoils the score)
//   no_submission     the result's submission issue is SubmissionProblem::missing_file
//   wrong_file_name   ... is SubmissionProblem::wrong_file_name
//   submission_error  every test is a submission error (of any kind), or the result has
//                     another submission issue (e.g. the same crash on every test)
//   timed_out         every test has Verdict::time_limit
//   graded            otherwise, including a suite without tests
GradingStatus status_of(const SuiteResult& result);

// The verdict of the tests that give `status` (submission_error for the three statuses
// of a submission that could not run); nullopt for graded.
std::optional<Verdict> telling_verdict(GradingStatus status);

// The sentence behind status_of(result): the reason of the first test that shows it
// (e.g. "the submission has no driver.py; it must contain driver.py"); "" when graded.
// Says nothing about any test's data, so it may be shown for hidden tests too.
std::string status_reason(const SuiteResult& result);

}  // namespace grader

#include "grade/status.h"

#include <gtest/gtest.h>

#include <set>

namespace grader {
namespace {

constexpr int kLastStatus = static_cast<int>(GradingStatus::grader_error);

TestResult test(Verdict verdict, std::string reason = "") {
  TestResult t;
  t.verdict = verdict;
  t.reason = std::move(reason);
  return t;
}

SuiteResult suite_of(std::vector<TestResult> tests,
                     std::optional<SubmissionIssue> issue = std::nullopt) {
  SuiteResult result;
  result.tests = std::move(tests);
  result.submission_issue = std::move(issue);
  return result;
}

TEST(GradingStatusTable, every_status_has_one_row_and_parses_back) {
  for (int value = 0; value <= kLastStatus; ++value) {
    int rows = 0;
    for (const GradingStatusName& row : kGradingStatusTable)
      rows += static_cast<int>(row.status) == value;
    EXPECT_EQ(rows, 1) << "status #" << value;
  }
  EXPECT_EQ(std::size(kGradingStatusTable), static_cast<std::size_t>(kLastStatus + 1));
  std::set<std::string_view> names;
  for (const GradingStatusName& row : kGradingStatusTable) {
    EXPECT_TRUE(names.insert(row.name).second) << row.name;
    EXPECT_EQ(parse_grading_status(row.name), row.status);
  }
}

TEST(GradingStatusTable, names_are_the_documented_spellings) {
  EXPECT_EQ(to_string(GradingStatus::no_submission), "no_submission");
  EXPECT_EQ(to_string(GradingStatus::timed_out), "timed_out");
  EXPECT_EQ(label(GradingStatus::wrong_file_name), "Wrong file name");
  EXPECT_EQ(parse_grading_status("No submission"), std::nullopt);
}

TEST(StatusOf, an_empty_folder_is_no_submission) {
  const char* reason = "the submission has no driver.py; it must contain driver.py";
  SuiteResult result =
      suite_of({test(Verdict::submission_error, reason), test(Verdict::submission_error, reason)},
               SubmissionIssue{SubmissionProblem::missing_file, reason});
  EXPECT_EQ(status_of(result), GradingStatus::no_submission);
  EXPECT_EQ(status_reason(result), reason);
}

TEST(StatusOf, a_misnamed_file_is_a_wrong_file_name) {
  SuiteResult result =
      suite_of({test(Verdict::submission_error, "no driver.py")},
               SubmissionIssue{SubmissionProblem::wrong_file_name, "no driver.py"});
  EXPECT_EQ(status_of(result), GradingStatus::wrong_file_name);
  EXPECT_EQ(status_reason(result), "no driver.py");
}

TEST(StatusOf, a_program_that_cannot_be_loaded_anywhere_is_a_submission_error) {
  SuiteResult result = suite_of({test(Verdict::submission_error, "syntax error"),
                                 test(Verdict::submission_error, "syntax error")},
                                SubmissionIssue{SubmissionProblem::syntax_error, "syntax error"});
  EXPECT_EQ(status_of(result), GradingStatus::submission_error);
  EXPECT_EQ(status_reason(result), "syntax error");
}

TEST(StatusOf, one_missing_function_among_working_ones_is_graded) {
  SuiteResult result = suite_of(
      {test(Verdict::passed), test(Verdict::submission_error, "no function dfs")});
  EXPECT_EQ(status_of(result), GradingStatus::graded);
  EXPECT_EQ(status_reason(result), "");
}

TEST(StatusOf, every_test_out_of_time_is_timed_out_but_one_finishing_is_graded) {
  SuiteResult looping = suite_of(
      {test(Verdict::time_limit, "it ran longer than the time limit of 2 s"),
       test(Verdict::time_limit, "it was not started")});
  EXPECT_EQ(status_of(looping), GradingStatus::timed_out);
  EXPECT_EQ(status_reason(looping), "it ran longer than the time limit of 2 s");
  SuiteResult slow = suite_of({test(Verdict::time_limit), test(Verdict::wrong_answer)});
  EXPECT_EQ(status_of(slow), GradingStatus::graded);
}

TEST(StatusOf, crashes_and_wrong_answers_are_graded) {
  EXPECT_EQ(status_of(suite_of({test(Verdict::runtime_error), test(Verdict::runtime_error)})),
            GradingStatus::graded);
  EXPECT_EQ(status_of(suite_of({test(Verdict::wrong_answer)})), GradingStatus::graded);
  EXPECT_EQ(status_of(suite_of({})), GradingStatus::graded);
}

// Issue 25: the class report said "Graded" for a program that crashed alike on every
// test, while its reason said so.
TEST(StatusOf, the_same_crash_on_every_test_is_a_submission_error_with_its_reason) {
  const char* reason =
      "it stops with the same error on every test: driver.py, line 34: IndexError: list index "
      "out of range";
  SuiteResult result = suite_of({test(Verdict::runtime_error, "it exited with code 1"),
                                 test(Verdict::runtime_error, "it exited with code 1")},
                                SubmissionIssue{SubmissionProblem::same_crash, reason});
  EXPECT_EQ(status_of(result), GradingStatus::submission_error);
  EXPECT_EQ(status_reason(result), reason);
}

TEST(StatusOf, one_grader_error_outweighs_everything) {
  SuiteResult result = suite_of({test(Verdict::time_limit),
                                 test(Verdict::grader_error, "no disk space"),
                                 test(Verdict::time_limit)});
  EXPECT_EQ(status_of(result), GradingStatus::grader_error);
  EXPECT_EQ(status_reason(result), "no disk space");
}

}  // namespace
}  // namespace grader

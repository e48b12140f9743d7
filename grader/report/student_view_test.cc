#include "report/student_view.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <set>

#include "grade/status.h"

namespace grader {
namespace {

constexpr std::string_view kBoard = "0,3,1,6,4,2,7,8,5";

TestResult test(std::string name, Visibility visibility, Verdict verdict, std::string reason,
                std::string stderr_tail = "") {
  TestResult result;
  result.name = std::move(name);
  result.visibility = visibility;
  result.verdict = verdict;
  result.reason = std::move(reason);
  result.stderr_tail = std::move(stderr_tail);
  return result;
}

SuiteResult suite_of(std::vector<TestResult> tests) {
  SuiteResult result;
  result.tests = std::move(tests);
  return result;
}

const std::string kLeak = "driver.py imports LEAK_bfs_0_3_1_6_4_2_7_8_5, which is not installed";

TEST(StudentView, a_hidden_crash_gives_a_closed_sentence_never_its_exit_code_or_stderr) {
  SuiteResult result = suite_of({test("h", Visibility::hidden, Verdict::runtime_error,
                                      "it exited with code 42", std::string(kBoard) + "\n")});
  EXPECT_EQ(hidden_verdict(result.tests[0], result).reason, HiddenReason::crashed);
  const std::string shown = student_reason(result.tests[0], result);
  EXPECT_EQ(shown,
            "it stopped with an error (a hidden test does not show your program's own messages)");
}

TEST(StudentView, a_visible_test_shows_the_graders_reason) {
  SuiteResult result = suite_of(
      {test("p", Visibility::visible, Verdict::runtime_error, "it exited with code 42")});
  EXPECT_EQ(student_reason(result.tests[0], result), "it exited with code 42");
  EXPECT_EQ(hidden_verdict(result.tests[0], result).reason, HiddenReason::none);
}

TEST(StudentView, a_hidden_failure_points_to_the_first_public_test_with_its_verdict) {
  const std::string tail = "  File \"/tmp/puzzle-ws-1/driver.py\", line 2\nValueError: x\n";
  SuiteResult result = suite_of(
      {test("public-0", Visibility::visible, Verdict::passed, ""),
       test("public-1", Visibility::visible, Verdict::runtime_error, "it exited with code 1", tail),
       test("public-2", Visibility::visible, Verdict::runtime_error, "it exited with code 2"),
       test("hidden-1", Visibility::hidden, Verdict::runtime_error, "it exited with code 2"),
       test("hidden-2", Visibility::hidden, Verdict::time_limit, "it ran longer than 10 s")});
  EXPECT_EQ(student_reason(result.tests[3], result),
            "it stopped as the public test public-1 did: that test's details may show why (a "
            "hidden test does not show your program's own messages)");
  // A limit is the grader's own sentence: no public test needed.
  EXPECT_EQ(hidden_verdict(result.tests[4], result).reason, HiddenReason::time_limit);
}

// The attack of issue 38: nine public tests crash nine ways, and a hidden run copies the
// one whose index is where the blank is. Whichever it copies, the student reads the same.
TEST(StudentView, which_public_failure_a_hidden_run_copies_changes_nothing_a_student_reads) {
  std::vector<TestResult> tests;
  for (int i = 0; i < 9; ++i) {
    tests.push_back(test(fmt::format("public-{}", i), Visibility::visible, Verdict::runtime_error,
                         fmt::format("it exited with code {}", i + 1),
                         fmt::format("ValueError: {}\n", i)));
  }
  std::set<std::string> read;
  for (int blank = 0; blank < 9; ++blank) {
    SuiteResult result = suite_of(tests);
    result.tests.push_back(test("hidden", Visibility::hidden, Verdict::runtime_error,
                                result.tests[blank].reason, result.tests[blank].stderr_tail));
    read.insert(student_reason(result.tests.back(), result));
  }
  EXPECT_EQ(read.size(), 1u);
}

// The module name a program raises is its own text: on a hidden test, never shown.
TEST(StudentView, a_hidden_submission_error_with_words_of_the_run_is_withheld) {
  SuiteResult result = suite_of({test("p", Visibility::visible, Verdict::submission_error,
                                      "driver.py imports LEAK_bfs_1_2, which is not installed"),
                                 test("h", Visibility::hidden, Verdict::submission_error, kLeak)});
  result.submission_issue = SubmissionIssue{SubmissionProblem::missing_package, kLeak};
  EXPECT_FALSE(shows_submission_issue(result));
  EXPECT_EQ(hidden_verdict(result.tests[1], result).reason, HiddenReason::like_public);
  EXPECT_EQ(hidden_verdict(result.tests[1], result).variable, "p");
  EXPECT_EQ(student_reason(result.tests[1], result), "");  // the issue says why, once
  EXPECT_EQ(student_issue_sentence(result),
            "Your submission could not be run: missing Python package (a hidden test does not "
            "show your program's own messages).");
  EXPECT_EQ(student_status_reason(result).find("LEAK"), std::string::npos);
}

TEST(StudentView, an_issue_every_hidden_test_shares_with_a_public_test_is_shown) {
  const std::string why = "syntax error in driver.py line 3: invalid syntax";
  SuiteResult result = suite_of({test("p", Visibility::visible, Verdict::submission_error, why),
                                 test("h", Visibility::hidden, Verdict::submission_error, why)});
  result.submission_issue = SubmissionIssue{SubmissionProblem::syntax_error, why};
  EXPECT_TRUE(shows_submission_issue(result));
  EXPECT_EQ(student_issue_sentence(result), "Your submission could not be run: " + why + ".");
  EXPECT_EQ(student_status_reason(result), why);
}

TEST(StudentView, an_issue_of_the_runs_is_withheld_when_no_public_test_shows_it) {
  const std::string why = "syntax error in driver.py line 3: invalid syntax";
  SuiteResult result = suite_of({test("h", Visibility::hidden, Verdict::submission_error, why)});
  result.submission_issue = SubmissionIssue{SubmissionProblem::syntax_error, why};
  EXPECT_FALSE(shows_submission_issue(result));
}

// Found from the file list before anything ran: the grader's own knowledge.
TEST(StudentView, an_issue_found_from_the_files_handed_in_is_shown_on_hidden_tests) {
  const std::string why = "found Driver.py; the grader looks for driver.py";
  for (SubmissionProblem problem :
       {SubmissionProblem::missing_file, SubmissionProblem::wrong_file_name,
        SubmissionProblem::too_large}) {
    SuiteResult result = suite_of({test("h", Visibility::hidden, Verdict::submission_error, why)});
    result.submission_issue = SubmissionIssue{problem, why};
    EXPECT_TRUE(shows_submission_issue(result)) << to_string(problem);
  }
}

TEST(StudentView, hidden_limits_and_grader_errors_use_the_graders_own_sentences) {
  SuiteResult result = suite_of(
      {test("t", Visibility::hidden, Verdict::time_limit, "it ran longer than 10 s"),
       test("m", Visibility::hidden, Verdict::memory_limit, "more than 1024 MB"),
       test("g", Visibility::hidden, Verdict::grader_error, "could not install")});
  EXPECT_EQ(student_reason(result.tests[0], result), "it ran longer than its time limit");
  EXPECT_EQ(student_reason(result.tests[1], result), "it used more memory than the limit allows");
  EXPECT_EQ(hidden_verdict(result.tests[2], result).reason, HiddenReason::grader_error);
}

// The platform's deadline stopped it, within its own limit: saying "it ran longer than
// its time limit" would blame the program for the course's set-up.
TEST(StudentView, a_hidden_test_stopped_at_the_deadline_says_so_not_that_it_ran_too_long) {
  TestResult stopped = test("h", Visibility::hidden, Verdict::time_limit,
                            std::string(kStoppedAtDeadline));
  stopped.stopped_at_deadline = true;
  SuiteResult result = suite_of({stopped});
  EXPECT_EQ(hidden_verdict(result.tests[0], result).reason, HiddenReason::stopped_at_deadline);
  EXPECT_EQ(student_reason(result.tests[0], result),
            "it was stopped unfinished: grading had to end before the time the course's platform "
            "allows ran out");
}
// The variable parts: a public test's name, a module the files import, a problem kind.
TEST(HiddenReasonTable, only_three_sentences_have_a_variable_part) {
  for (const HiddenReasonSentence& row : kHiddenReasonTable) {
    const bool variable = row.sentence.find('{') != std::string_view::npos;
    EXPECT_EQ(variable, row.reason == HiddenReason::like_public ||
                            row.reason == HiddenReason::missing_module ||
                            row.reason == HiddenReason::issue_withheld)
        << row.name;
  }
}

// The module a public test failed to import: chosen where no hidden input was known.
TEST(StudentView, a_hidden_test_names_the_module_a_public_test_failed_to_import) {
  TestResult shown = test("p", Visibility::visible, Verdict::submission_error,
                          "driver.py imports pandas, which is not installed");
  shown.imported_module = "pandas";
  TestResult hidden = test("h", Visibility::hidden, Verdict::submission_error,
                           "LEAK_9_8_7.py imports pandas, which is not installed");
  hidden.imported_module = "pandas";
  SuiteResult result = suite_of({shown, hidden});
  result.submission_issue = SubmissionIssue{SubmissionProblem::missing_package, hidden.reason};
  const std::string sentence =
      "your program imports pandas, which is not installed on the grader: use Python's "
      "standard library and the packages your assignment lists (if pandas is a file of your "
      "own, hand it in too)";
  EXPECT_EQ(hidden_verdict(result.tests[1], result).variable, "pandas");
  EXPECT_EQ(student_reason(result.tests[1], result), "");  // the issue says why, once
  EXPECT_EQ(student_issue_sentence(result), "Your submission could not be run: " + sentence + ".");
}

// The other attack of issue 38: thirty imports in dead code, and a hidden run fails on the
// one its input picks. The static read trusts each name, so only the public tests may name
// one: with none failing on a module, no module is named; with one, always that one.
TEST(StudentView, which_import_a_hidden_run_fails_on_changes_nothing_a_student_reads) {
  for (const std::string public_module : {"", "numpy"}) {
    std::set<std::string> read;
    std::set<std::string> issue;
    for (int pick = 0; pick < 30; ++pick) {
      TestResult shown = test("p", Visibility::visible, Verdict::submission_error, "no numpy");
      shown.imported_module = public_module;
      TestResult hidden = test("h", Visibility::hidden, Verdict::submission_error,
                               fmt::format("driver.py imports m{}, which is not installed", pick));
      hidden.imported_module = fmt::format("m{}", pick);
      SuiteResult result = suite_of({shown, hidden});
      read.insert(student_reason(result.tests[1], result));
      SuiteResult alone = suite_of({hidden});
      alone.submission_issue = SubmissionIssue{SubmissionProblem::missing_package, hidden.reason};
      issue.insert(student_issue_sentence(alone));
    }
    EXPECT_EQ(read.size(), 1u) << public_module;
    EXPECT_EQ(read.begin()->find("m1"), std::string::npos);
    ASSERT_EQ(issue.size(), 1u);
    EXPECT_EQ(*issue.begin(),
              "Your submission could not be run: your program imports a module that is not "
              "installed on the grader (a hidden test does not name it): use Python's standard "
              "library and the packages your assignment lists, and hand in every file of your "
              "own that it imports.");
  }
}

// A hidden suite graded alone (the final grading) whose every test stops on one import:
// the runs, each knowing only its own board, agreed on the name, so it is said.
TEST(StudentView, a_module_every_hidden_test_failed_on_is_named) {
  std::vector<TestResult> tests;
  for (const char* name : {"h1", "h2"}) {
    TestResult hidden = test(name, Visibility::hidden, Verdict::submission_error,
                             "driver.py imports pandas, which is not installed");
    hidden.imported_module = "pandas";
    tests.push_back(hidden);
  }
  SuiteResult result = suite_of(tests);
  result.submission_issue = SubmissionIssue{SubmissionProblem::missing_package, "x"};
  EXPECT_NE(student_issue_sentence(result).find("your program imports pandas,"), std::string::npos);
  result.tests[1].imported_module = "numpy";  // not the same: the kind only
  EXPECT_EQ(student_issue_sentence(result).find("pandas"), std::string::npos);
}

// Whatever a hidden run prints, raises or exits with, its sentence depends on its verdict
// and on the public tests alone (and, for a submission error, on whether it was a module).
TEST(StudentView, a_hidden_tests_sentence_follows_its_verdict_not_its_words) {
  const Verdict verdicts[] = {Verdict::runtime_error, Verdict::submission_error,
                              Verdict::time_limit, Verdict::missing_output};
  for (Verdict verdict : verdicts) {
    std::set<std::string> read;
    for (const std::string words : {"a", "LEAK_1_2_3", "it exited with code 7"}) {
      SuiteResult result = suite_of(
          {test("p", Visibility::visible, Verdict::runtime_error, "a", "a\n"),
           test("h", Visibility::hidden, verdict, words, words + "\n")});
      read.insert(student_reason(result.tests[1], result));
    }
    EXPECT_EQ(read.size(), 1u) << to_string(verdict);
  }
}

// Issue 37: the same five-line traceback under every test of a syntax error.
TEST(StudentView, a_traceback_every_test_shares_is_shown_once_when_the_issue_says_why) {
  const std::string tail = "  File \"driver.py\", line 2\nSyntaxError: invalid syntax\n";
  SuiteResult result = suite_of(
      {test("a", Visibility::visible, Verdict::submission_error, "x", tail),
       test("b", Visibility::visible, Verdict::submission_error, "x", tail),
       test("c", Visibility::visible, Verdict::submission_error, "x", "other\n")});
  EXPECT_FALSE(stderr_shown_above(result.tests[1], result));  // no issue: each test says it
  result.submission_issue = SubmissionIssue{SubmissionProblem::syntax_error, "x"};
  EXPECT_FALSE(stderr_shown_above(result.tests[0], result));
  EXPECT_TRUE(stderr_shown_above(result.tests[1], result));
  EXPECT_FALSE(stderr_shown_above(result.tests[2], result));
}

// failed_lines, worked by hand: what each verdict with which lines written shows.
CheckResult check(CheckOutcome outcome, LineState state, std::string expected) {
  CheckResult result;
  result.outcome = outcome;
  result.actual_state = state;
  result.expected = std::move(expected);
  return result;
}

TEST(FailedLines, follow_the_verdict_and_the_lines_the_program_wrote) {
  TestResult test;
  const CheckResult missing = check(CheckOutcome::failed, LineState::missing, "a");
  const CheckResult wrong = check(CheckOutcome::failed, LineState::present, "b");
  const CheckResult right = check(CheckOutcome::passed, LineState::present, "c");
  test.check_results = {missing, missing};
  test.verdict = Verdict::runtime_error;
  EXPECT_EQ(to_string(failed_lines(test)), "nothing_to_compare");
  test.verdict = Verdict::time_limit;
  EXPECT_EQ(to_string(failed_lines(test)), "nothing_to_compare");
  test.verdict = Verdict::wrong_answer;  // it ran to its end: each line
  EXPECT_EQ(to_string(failed_lines(test)), "each");
  test.verdict = Verdict::missing_output;  // a starter
  EXPECT_EQ(to_string(failed_lines(test)), "expected_block");
  EXPECT_EQ(expected_lines(test), (std::vector<std::string>{"a", "a"}));
  test.check_results = {right, missing};  // wrote a line the test reads
  EXPECT_EQ(to_string(failed_lines(test)), "each");
  test.verdict = Verdict::runtime_error;  // crashed after a right line: nothing failed was written
  EXPECT_EQ(to_string(failed_lines(test)), "nothing_to_compare");
  test.check_results = {wrong, missing};  // crashed after a wrong line: show it
  EXPECT_EQ(to_string(failed_lines(test)), "each");
  test.check_results = {right};  // nothing failed
  EXPECT_EQ(to_string(failed_lines(test)), "each");
}

}  // namespace
}  // namespace grader

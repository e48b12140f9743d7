#include "report/text_report.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "report/report.h"
#include "report/sample_result_test.h"

namespace grader {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(TextReport, shows_verdict_score_time_and_memory_per_test) {
  std::string text = text_report(testing::sample_result(), Color::off);
  EXPECT_TRUE(contains(
      text, "Passed                bfs-a  1.5/1.5 points  1.10 s CPU, 1.25 s wall  10.0 MB\n"))
      << text;
  EXPECT_TRUE(contains(text, "Wrong answer          dfs-a  0.75/1.5 points")) << text;
  EXPECT_TRUE(contains(text, "\nTotal: 3/6 points, 1 of 4 tests passed.\n")) << text;
}

// Issue 37: lecture's 25 public points over 9 tests, shared out in hundredths by largest
// remainder (25/9 = 2.777...: seven tests of 2.78 and two of 2.77, worked by hand), read as
// a mistake where they stood without a word.
TEST(TextReport, an_assignments_parts_add_up_where_rounded_points_appear) {
  SuiteResult result;
  for (int i = 0; i < 9; ++i) {
    TestResult test;
    test.name = "public: t" + std::to_string(i);
    test.verdict = Verdict::passed;
    test.max_score = test.score = i < 7 ? 2.78 : 2.77;
    result.tests.push_back(test);
  }
  TestResult hidden;
  hidden.name = "hidden: h";
  hidden.verdict = Verdict::wrong_answer;
  hidden.max_score = 75;
  result.tests.push_back(hidden);
  result.parts = {{"public", 25, 25}, {"hidden", 0, 75}};
  const std::string text = text_report(result, Color::off);
  EXPECT_TRUE(contains(text, "\npublic: 25/25 points over 9 tests (2.78 or 2.77 each: 25 points "
                             "shared out in hundredths)\nhidden: 0/75 points over 1 test\n"))
      << text;
  result.parts.clear();  // a suite on its own: no such lines
  EXPECT_FALSE(contains(text_report(result, Color::off), "over 9 tests"));
}

// The student's sentence (issue #23): limits approximate here, exact on the course's
// grader; said once, and nothing when a control group made them exact.
TEST(TextReport, tells_a_student_once_that_limits_are_only_approximate_here) {
  SuiteResult weak = testing::sample_result();
  weak.resource_control = ResourceControl::rlimits;
  const std::string text = text_report(weak, Color::off);
  const std::string sentence =  // wrapped at 88 columns like every paragraph
      "Time and memory limits are only approximate on this computer; the course's grader\n"
      "applies them exactly.\n";
  const auto at = text.find(sentence);
  ASSERT_NE(at, std::string::npos) << text;
  EXPECT_EQ(text.find("approximate", at + sentence.size()), std::string::npos) << text;  // once
  SuiteResult strong = testing::sample_result();
  strong.resource_control = ResourceControl::cgroup_v1;
  EXPECT_FALSE(contains(text_report(strong, Color::off), "approximate"));
}

TEST(TextReport, tells_the_instructor_once_what_rlimits_guarantee) {
  SuiteResult weak = testing::sample_result();
  weak.resource_control = ResourceControl::rlimits;
  const std::string text = text_report(weak, Color::off, TextDetail::instructor);
  const auto at = text.find("Limits: no control groups here");
  EXPECT_NE(at, std::string::npos) << text;
  EXPECT_EQ(text.find("Limits:", at + 1), std::string::npos) << text;  // once
  SuiteResult strong = testing::sample_result();
  strong.resource_control = ResourceControl::cgroup_v1;
  EXPECT_FALSE(contains(text_report(strong, Color::off, TextDetail::instructor), "Limits:"));
}

// Words that mean nothing to a student (how the grader fences runs off and caps them)
// never reach the student's report, whatever the machine offered.
TEST(TextReport, a_student_report_has_no_sandbox_or_limits_jargon_in_any_mode) {
  const std::vector<std::string> jargon = {"rlimit",   "control group", "cgroup",  "bubblewrap",
                                           "seccomp",  "sandbox",       "Sandbox", "variant",
                                           "fallback", "namespace"};
  for (Isolation isolation : {Isolation::sandbox, Isolation::fallback, Isolation::rlimits}) {
    for (ResourceControl control :
         {ResourceControl::cgroup_v2, ResourceControl::cgroup_v1, ResourceControl::rlimits}) {
      SuiteResult result = testing::sample_result();
      result.isolation = isolation;
      result.resource_control = control;
      const std::string text = text_report(result, Color::off);
      for (const std::string& word : jargon) {
        EXPECT_FALSE(contains(text, word)) << word << " in:\n" << text;
      }
    }
  }
}

TEST(TextReport, marks_the_first_differing_column_under_the_actual_line) {
  std::string text = text_report(testing::sample_result(), Color::off);
  EXPECT_TRUE(contains(text,
                       "    line 3 (exact, 0.75 points): the line differs from the expected one\n"
                       "      expected: nodes_expanded: 10\n"
                       "      actual:   nodes_expanded: 12 <&>\n"
                       "                                 ^\n"))
      << text;
}

// A student reads how a line is compared and its points, not the suite's identifiers:
// before, "(produced_output, 2 points)" and "(python, 1 points)".
TEST(CheckTerms, name_the_comparison_in_words_and_one_point_in_the_singular) {
  Check exact;
  exact.kind = CheckKind::exact;
  exact.points = 0.75;
  EXPECT_EQ(check_terms(exact), "exact, 0.75 points");
  Check one_of;
  one_of.kind = CheckKind::one_of;
  one_of.points = 2;
  EXPECT_EQ(check_terms(one_of), "one of, 2 points");
  Check produced;
  produced.kind = CheckKind::produced_output;
  produced.points = 2;
  EXPECT_EQ(check_terms(produced), "2 points");
  Check python;
  python.kind = CheckKind::python;
  python.points = 1;
  EXPECT_EQ(check_terms(python), "1 point");
}

TEST(TextReport, never_shows_the_data_of_a_hidden_test) {
  std::string text = text_report(testing::sample_result(), Color::off);
  EXPECT_TRUE(contains(text, "secret  0.75/1.5 points")) << text;
  EXPECT_FALSE(contains(text, "SECRET")) << text;
}

// Issue 25: said once for the report, not under each hidden test.
TEST(TextReport, says_once_that_hidden_tests_show_no_data) {
  const SuiteResult result = testing::sample_result();
  std::string text = text_report(result, Color::off);
  const std::string note =
      "Hidden tests show only their result and points: their input and output are not shown.";
  EXPECT_EQ(text.find(note), text.rfind(note)) << text;
  EXPECT_NE(text.find(note), std::string::npos) << text;
  for (const TestResult& test : result.tests) {
    if (test.visibility != Visibility::hidden || test.verdict == Verdict::passed) continue;
    EXPECT_FALSE(contains(test_details(test, result, Color::off), "Hidden tests show only"));
  }
}

// Never a silent zero: why the submission could not run, when found from the files
// handed in, says nothing about the test. Words a run produced are not shown on a hidden
// test (report/student_view.h).
TEST(TextReport, shows_why_a_submission_could_not_run_on_hidden_tests_too) {
  SuiteResult result;
  result.suite_name = "s";
  TestResult hidden;
  hidden.name = "hidden-01 (bfs)";
  hidden.visibility = Visibility::hidden;
  hidden.verdict = Verdict::submission_error;
  hidden.reason = "the submission is empty; it must contain a.py";
  result.tests = {hidden};
  // On some tests only (a module missing in one function): the run's words stay hidden.
  std::string without = text_report(result, Color::off);
  EXPECT_TRUE(contains(without, "    it could not be run (a hidden test does not show your "
                                "program's own messages).\nHidden tests show only"))
      << without;
  EXPECT_FALSE(contains(without, "a.py")) << without;
  result.submission_issue = SubmissionIssue{SubmissionProblem::missing_file, hidden.reason};
  std::string text = text_report(result, Color::off);
  const std::string sentence =
      "Your submission could not be run: the submission is empty; it must contain a.py.\n";
  EXPECT_EQ(text.rfind("s\n\n" + sentence, 0), 0u) << text;  // at the top, said once
  EXPECT_EQ(text.find("could not be run"), text.rfind("could not be run")) << text;
  EXPECT_FALSE(contains(text, "Hidden tests show only")) << text;  // the reason says why
}

TEST(TextReport, shows_the_reason_and_stderr_of_a_crash) {
  std::string text = text_report(testing::sample_result(), Color::off);
  EXPECT_TRUE(contains(text, "    it exited with code 1.\n")) << text;
  EXPECT_TRUE(contains(text, "      ZeroDivisionError: division by zero\n")) << text;
}

// A crash after printing some checked lines still shows them (the sample's crash test
// printed lines 1 and 3, wrongly); one that printed none gets one sentence instead of a
// "line N is missing" block per check.
TEST(TextReport, a_program_that_stopped_before_any_checked_line_gets_one_sentence) {
  SuiteResult result = testing::sample_result();
  EXPECT_FALSE(contains(text_report(result, Color::off), "nothing to compare"));
  TestResult& crash = result.tests.back();
  for (CheckResult& check : crash.check_results) check.actual_state = LineState::missing;
  const std::string text = text_report(result, Color::off);
  EXPECT_TRUE(contains(text, "    It stopped before printing any line this test checks, so "
                             "there is nothing to compare yet.\n"))
      << text;
  EXPECT_FALSE(contains(text, "expected: a")) << text;
  EXPECT_TRUE(contains(text, "      ZeroDivisionError: division by zero\n")) << text;
  // A wrong answer that printed nothing is still shown line by line: it ran to its end.
  crash.verdict = Verdict::wrong_answer;
  EXPECT_FALSE(contains(text_report(result, Color::off), "nothing to compare"));
}

// A program that ended without writing its output (a starter) is shown the lines the test
// expects, once, as a block: not one "line N is missing" per check.
TEST(TextReport, a_program_that_wrote_nothing_is_shown_the_lines_the_test_expects) {
  SuiteResult result = testing::sample_result();
  TestResult& starter = result.tests.back();
  starter.verdict = Verdict::missing_output;
  starter.reason = "it did not write output.txt";
  for (CheckResult& check : starter.check_results) check.actual_state = LineState::missing;
  const std::string text = text_report(result, Color::off);
  EXPECT_TRUE(contains(text, "    it did not write output.txt.\n")) << text;
  EXPECT_TRUE(contains(text, "    The test expects these lines:\n      a\n      b\n")) << text;
  EXPECT_FALSE(contains(text, "(no such line)")) << text;
  EXPECT_FALSE(contains(text, "nothing to compare")) << text;
}

// Before, the driver's starter read "running_time: 0.00000000" among the lines the test
// expects, as if it had to print 0: that line's check looks at its format only.
TEST(TextReport, an_expected_line_checked_for_its_format_only_says_so) {
  SuiteResult result = testing::sample_result();
  TestResult& starter = result.tests.back();
  starter.verdict = Verdict::missing_output;
  starter.checks[1].kind = CheckKind::format;
  for (CheckResult& check : starter.check_results) check.actual_state = LineState::missing;
  const std::string text = text_report(result, Color::off);
  EXPECT_TRUE(contains(text, "    The test expects these lines:\n      a\n"
                             "      b   (only its format is checked)\n"))
      << text;
}

TEST(TextReport, uses_ansi_colour_only_when_asked) {
  SuiteResult result = testing::sample_result();
  EXPECT_FALSE(contains(text_report(result, Color::off), "\x1b["));
  EXPECT_TRUE(contains(text_report(result, Color::ansi), "\x1b[31mWrong answer"));
}

TEST(TextReport, says_something_kind_when_everything_passes) {
  SuiteResult result;
  result.suite_name = "s";
  result.tests.push_back(testing::test_result("a", Verdict::passed, 1.5));
  std::string text = text_report(result, Color::off);
  EXPECT_TRUE(contains(text, "Total: 1.5/1.5 points, 1 of 1 tests passed.\n"
                             "Every test passed. Well done!\n"))
      << text;
}

TEST(TextReport, names_the_sandbox_under_the_suite_name_for_the_instructor) {
  SuiteResult result = testing::sample_result();
  constexpr TextDetail kInstructor = TextDetail::instructor;
  EXPECT_EQ(text_report(result, Color::off, kInstructor)
                .rfind("driver-public\nSandbox: bubblewrap\n\n", 0),
            0u);
  EXPECT_EQ(text_report(result, Color::off).rfind("driver-public\n\n", 0), 0u);  // student
  result.isolation = Isolation::fallback;
  std::string text = text_report(result, Color::off, kInstructor);
  EXPECT_EQ(text.rfind("driver-public\nSandbox: fallback\n  bubblewrap could not start", 0), 0u)
      << text;
  result.isolation = Isolation::rlimits;
  text = text_report(result, Color::off, kInstructor);
  EXPECT_EQ(text.rfind("driver-public\nSandbox: none\n  --no-sandbox: each test ran with resource "
                       "limits only",
                       0),
            0u)
      << text;
}

TEST(TextReport, says_once_that_grader_errors_are_not_the_students_fault) {
  SuiteResult result = testing::sample_result();
  result.tests.push_back(testing::test_result("one", Verdict::grader_error, 0));
  result.tests.push_back(testing::test_result("two", Verdict::grader_error, 0));
  std::string text = text_report(result, Color::off);
  const std::string note = "2 tests could not be run because of a problem with the grader, not";
  const auto at = text.find(note);
  EXPECT_NE(at, std::string::npos) << text;
  EXPECT_EQ(text.find(note, at + 1), std::string::npos) << text;
  EXPECT_EQ(text_report(testing::sample_result(), Color::off).find("problem with the grader"),
            std::string::npos);
}

const char* kExplained =
    "Your A* breaks ties by the smaller g. The assignment breaks them by insertion order. "
    "Your distance counts the blank. The assignment counts only the tiles. Together, these "
    "differences give exactly what your program printed on 2 tests: dfs-a and secret.";

TEST(ExplanationParagraphs, say_each_deviation_then_the_tests_it_explains) {
  EXPECT_TRUE(explanation_paragraphs(testing::sample_result()).empty());
  EXPECT_EQ(explanation_paragraphs(testing::explained_result()),
            (std::vector<std::string>{"Why some of your numbers differ:", kExplained}));
}

TEST(ExplanationParagraphs, a_tie_says_both_as_either_or) {
  SuiteResult result = testing::explained_result();
  Explanation one = result.explanations[0];
  one.deviations.pop_back();
  result.explanations.push_back(one);
  std::vector<std::string> paragraphs = explanation_paragraphs(result);
  ASSERT_EQ(paragraphs.size(), 4u);
  EXPECT_EQ(paragraphs[0], "Why some of your numbers differ:");
  EXPECT_EQ(paragraphs[1], "2 explanations fit them equally well.");
  EXPECT_EQ(paragraphs[2], std::string("Either: ") + kExplained);
  EXPECT_EQ(paragraphs[3],
            "Or: Your A* breaks ties by the smaller g. The assignment breaks them by insertion "
            "order. This difference gives exactly what your program printed on 2 tests: dfs-a "
            "and secret.");
}

TEST(TextReport, says_the_explanation_once_before_the_tests) {
  std::string text = text_report(testing::explained_result(), Color::off);
  const auto at = text.find("Why some of your numbers differ:\n  Your A* breaks ties");
  ASSERT_NE(at, std::string::npos) << text;
  EXPECT_LT(at, text.find("bfs-a"));
  EXPECT_EQ(text.find("Why some", at + 1), std::string::npos) << text;
  EXPECT_FALSE(contains(text, "variant")) << text;
}

}  // namespace
}  // namespace grader

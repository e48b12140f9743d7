#include "export/feedback.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"

namespace grader {
namespace {

StudentResult sample_student() {
  StudentResult student;
  student.student = "alice";
  student.result = testing::sample_result();
  return student;
}

TEST(FeedbackMarkdown, gives_every_test_its_verdict_and_score) {
  std::string md = feedback_markdown(sample_student());
  EXPECT_NE(md.find("**Total: 3/6 points**, 1 of 4 tests passed."), std::string::npos) << md;
  EXPECT_NE(md.find("| bfs-a | Passed | 1.5/1.5 |"), std::string::npos) << md;
  EXPECT_NE(md.find("| secret | Wrong answer | 0.75/1.5 |"), std::string::npos) << md;
  EXPECT_NE(md.find("## crash: Runtime error (0/1.5 points)"), std::string::npos) << md;
}

// sample_result gives 3/6 from the tests; q1 graded 3 of 4, q5 pending (6): the one
// total is 3 + 3 = 6 of 6 + 4 + 6 = 16, not final.
TEST(FeedbackMarkdown, the_total_line_counts_written_answers_once_and_says_when_not_final) {
  StudentResult student = sample_student();
  student.manual = {{"q1", 4, ManualState::graded, 3, "say why"},
                    {"q5", 6, ManualState::pending, 0, ""}};
  std::string md = feedback_markdown(student);
  EXPECT_NE(md.find("**Total: 6/16 points**, 1 of 4 tests passed (tests 3/6, written answers "
                    "3/10); not final: some written answers are not graded yet."),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("- q1: 3/4 (say why)"), std::string::npos) << md;
  EXPECT_EQ(md.find("Total with"), std::string::npos) << md;  // one total only
  student.manual[1] = {"q5", 6, ManualState::no_answer, 0, ""};
  md = feedback_markdown(student);
  EXPECT_NE(md.find("**Total: 6/16 points**, 1 of 4 tests passed (tests 3/6, written answers "
                    "3/10)."),
            std::string::npos)
      << md;
}

TEST(FeedbackMarkdown, shows_the_failed_lines_of_visible_tests) {
  std::string md = feedback_markdown(sample_student());
  EXPECT_NE(md.find("Line 3 (exact, 0.75 points)"), std::string::npos) << md;
  EXPECT_NE(md.find("expected: nodes_expanded: 10\nactual:   nodes_expanded: 12 <&>\n"),
            std::string::npos)
      << md;
  EXPECT_NE(md.find("ZeroDivisionError"), std::string::npos) << md;
}

// The feedback file shows failed lines as `run` does (report/student_view.h
// failed_lines): a crash before any checked line is one sentence, not one "line N is
// missing" block per check of every test (issue 25: a crashing driver's feedback held
// 7 such blocks for each of its 6 public tests).
TEST(FeedbackMarkdown, a_program_that_stopped_before_any_checked_line_gets_one_sentence) {
  StudentResult student = sample_student();
  TestResult& crash = student.result.tests.back();
  for (CheckResult& check : crash.check_results) check.actual_state = LineState::missing;
  const std::string md = feedback_markdown(student);
  EXPECT_NE(md.find("It stopped before printing any line this test checks, so there is nothing "
                    "to compare yet."),
            std::string::npos)
      << md;
  EXPECT_EQ(md.find("(no such line)"), std::string::npos) << md;
  EXPECT_NE(md.find("ZeroDivisionError"), std::string::npos) << md;  // its stderr still shows
}

// A starter that wrote nothing reads the lines the test expects, once, as a block
// (docs/student-guide.md), as in `run`.
TEST(FeedbackMarkdown, a_program_that_wrote_nothing_is_shown_the_lines_the_test_expects) {
  StudentResult student = sample_student();
  TestResult& starter = student.result.tests.back();
  starter.verdict = Verdict::missing_output;
  starter.reason = "it did not write output.txt";
  for (CheckResult& check : starter.check_results) check.actual_state = LineState::missing;
  const std::string md = feedback_markdown(student);
  EXPECT_NE(md.find("The test expects these lines:\n\n```text\na\nb\n```\n"), std::string::npos)
      << md;
  EXPECT_EQ(md.find("(no such line)"), std::string::npos) << md;
  EXPECT_EQ(md.find("nothing to compare"), std::string::npos) << md;
}

TEST(FeedbackMarkdown, hidden_tests_show_their_score_and_none_of_their_data) {
  std::string md = feedback_markdown(sample_student());
  // Its row in the table; no section of its own when it has nothing more to say, and the
  // note on hidden tests said once (issue 25: not once per hidden test).
  EXPECT_NE(md.find("| secret | Wrong answer | 0.75/1.5 |"), std::string::npos) << md;
  const std::string note =
      "Hidden tests show only their result and points: their input and output are not shown.";
  EXPECT_NE(md.find(note), std::string::npos) << md;
  EXPECT_EQ(md.find(note), md.rfind(note)) << md;
  for (const char* secret : {"SECRET-BOARD", "SECRET-EXPECTED", "SECRET-ACTUAL"}) {
    EXPECT_EQ(md.find(secret), std::string::npos) << secret << " leaked:\n" << md;
  }
}

TEST(FeedbackMarkdown, a_hidden_diagnosis_uses_the_redacted_sentence) {
  StudentResult student = sample_student();
  Diagnosis diagnosis;
  diagnosis.message = "Your SECRET-ACTUAL is what variant x prints";
  diagnosis.hidden_message = "This test's output matches the known variant 'x'.";
  student.result.tests[2].diagnoses.push_back(diagnosis);
  std::string md = feedback_markdown(student);
  EXPECT_EQ(md.find("SECRET-ACTUAL"), std::string::npos) << md;
  EXPECT_NE(md.find("> This test's output matches the known variant 'x'."), std::string::npos)
      << md;
}

TEST(FeedbackMarkdown, a_grader_error_says_it_is_not_the_students_fault) {
  StudentResult student;
  student.student = "bob";
  student.status = GradingStatus::grader_error;
  student.error = "cannot create a temporary folder";
  std::string md = feedback_markdown(student);
  EXPECT_NE(md.find("problem on the grader's side"), std::string::npos) << md;
  EXPECT_NE(md.find("cannot create a temporary folder"), std::string::npos) << md;
}

TEST(FeedbackMarkdown, says_first_why_nothing_could_be_run) {
  StudentResult student = sample_student();
  for (TestResult& test : student.result.tests) {
    test.verdict = Verdict::submission_error;
    test.reason = "the submission has no driver.py; it must contain driver.py";
    test.score = 0;
  }
  student.result.submission_issue =
      SubmissionIssue{SubmissionProblem::wrong_file_name,
                      "the submission has no driver.py; it must contain driver.py"};
  student.status = GradingStatus::wrong_file_name;
  std::string md = feedback_markdown(student);
  EXPECT_NE(md.find("tests passed.\n\n**Wrong file name:** the submission has no driver.py; it "
                    "must contain driver.py.\n\n| Test |"),
            std::string::npos)
      << md;
}

TEST(FeedbackMarkdown, an_ordinary_grade_has_no_status_line) {
  std::string md = feedback_markdown(sample_student());
  EXPECT_EQ(md.find("**Graded"), std::string::npos) << md;
}

TEST(FeedbackMarkdown, says_the_explanation_once_as_its_own_section) {
  StudentResult student = sample_student();
  student.result = testing::explained_result();
  std::string md = feedback_markdown(student);
  const auto at = md.find("## Why some of your numbers differ\n\nYour A\\* breaks ties");
  ASSERT_NE(at, std::string::npos) << md;
  EXPECT_LT(at, md.find("## dfs-a"));
  EXPECT_EQ(md.find("Your A\\* breaks ties", at + 40), std::string::npos) << md;
}

}  // namespace
}  // namespace grader

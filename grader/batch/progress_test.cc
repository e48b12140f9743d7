#include "batch/progress.h"

#include <gtest/gtest.h>

#include <sstream>

#include "report/sample_result_test.h"

namespace grader {
namespace {

using namespace std::chrono_literals;

StudentResult alice() {
  StudentResult s;
  s.student = "alice";
  s.result = testing::sample_result();
  s.grading_time = 3100ms;
  return s;
}

TEST(ProgressLine, names_the_student_score_and_time) {
  EXPECT_EQ(progress_line(12, 200, alice(), 0), "[12/200] alice: 3/6 (3.1 s)");
  StudentResult bob;
  bob.student = "bob";
  bob.status = GradingStatus::grader_error;
  bob.error = "no space left";
  EXPECT_EQ(progress_line(13, 200, bob, 0), "[13/200] bob: grader error: no space left (0.0 s)");
  StudentResult carl = alice();
  carl.student = "carl";
  carl.status = GradingStatus::no_submission;
  EXPECT_EQ(progress_line(14, 200, carl, 0), "[14/200] carl: 3/6 (No submission, 3.1 s)");
}

// Issue 40: fifteen's batch printed "38/38" with no word of its 22 written points.
TEST(ProgressLine, says_the_points_of_written_questions_left_to_grade_by_hand) {
  // alice earned 3 of the suites' 6; the written questions give 4 more: 10 in all.
  EXPECT_EQ(progress_line(1, 2, alice(), 4),
            "[1/2] alice: 3 of 10; 4 graded by hand (export --suite) (3.1 s)");
}

// A folder name is the student's text: on the instructor's terminal it must not clear
// the screen, set the title or overwrite the line.
TEST(ProgressLine, shows_control_characters_in_names_and_errors_as_escapes) {
  StudentResult eve = alice();
  eve.student = "\x1b[2J\x1b]0;hi\x07"
                "eve\r";
  EXPECT_EQ(progress_line(1, 2, eve, 0), "[1/2] \\x1b[2J\\x1b]0;hi\\x07eve\\x0d: 3/6 (3.1 s)");
  eve.status = GradingStatus::grader_error;
  eve.error = "cannot copy \x1b[8m";
  EXPECT_EQ(progress_line(2, 2, eve, 0),
            "[2/2] \\x1b[2J\\x1b]0;hi\\x07eve\\x0d: grader error: cannot copy \\x1b[8m (3.1 s)");
}

TEST(ProgressBar, fills_in_proportion_and_shows_the_time_left) {
  EXPECT_EQ(progress_bar(5, 20, 95s, 10), "[##--------] 5/20 students  about 1 min 35 s left");
  EXPECT_EQ(progress_bar(0, 20, std::nullopt, 4), "[----] 0/20 students");
}

TEST(TimeLeft, extrapolates_from_the_students_so_far) {
  EXPECT_EQ(time_left(0, 10, 0ms), std::nullopt);
  EXPECT_EQ(time_left(2, 10, 4000ms), std::chrono::seconds(16));
  EXPECT_EQ(time_left(10, 10, 4000ms), std::chrono::seconds(0));
}

TEST(FormatDuration, reads_naturally) {
  EXPECT_EQ(format_duration(42s), "42 s");
  EXPECT_EQ(format_duration(185s), "3 min 05 s");
  EXPECT_EQ(format_duration(3720s), "1 h 02 min");
}

TEST(ProgressPrinter, prints_one_line_per_student_when_not_on_a_terminal) {
  std::ostringstream err;
  ProgressPrinter printer(err, ProgressStyle::lines);
  BatchPlan plan;
  plan.to_grade.resize(2);
  plan.already_graded = 1;
  printer.started(plan);
  printer.finished(alice());
  printer.done();
  EXPECT_EQ(err.str(),
            "1 student is already graded with this suite and this grader; grading the other 2.\n"
            "[1/2] alice: 3/6 (3.1 s)\n");
}

TEST(ProgressPrinter, redraws_a_bar_in_place_on_a_terminal) {
  std::ostringstream err;
  auto now = std::chrono::steady_clock::time_point{};
  ProgressPrinter printer(err, ProgressStyle::bar, 0, [&] { return now; });
  BatchPlan plan;
  plan.to_grade.resize(2);
  printer.started(plan);
  now += 10s;
  printer.finished(alice());
  printer.done();
  std::string text = err.str();
  EXPECT_NE(text.find("\r\033[K[###############---------------] 1/2 students  about 10 s left"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find('\n'), std::string::npos);
}

TEST(TestProgressLine, names_the_test_its_verdict_and_wall_time) {
  TestResult test;
  test.name = "bfs-312045678";
  test.verdict = Verdict::time_limit;
  test.wall_time = 61040ms;
  EXPECT_EQ(test_progress_line(3, 6, test), "[3/6] bfs-312045678: Time limit exceeded (61.0 s)");
  test.visibility = Visibility::hidden;
  EXPECT_EQ(test_progress_line(4, 6, test), "[4/6] bfs-312045678: Time limit exceeded");
  test.name = "a\x1b[2Jb";  // a suite's text, made inert like a student's name
  EXPECT_EQ(test_progress_line(1, 1, test).find('\x1b'), std::string::npos);
}

TEST(TestProgressPrinter, says_how_many_tests_then_one_line_per_finished_test) {
  std::ostringstream err;
  TestProgressPrinter printer(err, 2, 8);
  TestResult first;
  first.name = "one";
  first.verdict = Verdict::passed;
  first.wall_time = 1200ms;
  printer.finished(first);
  TestResult second = first;
  second.name = "two";
  second.verdict = Verdict::wrong_answer;
  printer.finished(second);
  EXPECT_EQ(err.str(), "Running 2 tests, 2 at a time...\n"
                       "[1/2] one: Passed (1.2 s)\n"
                       "[2/2] two: Wrong answer (1.2 s)\n");
}

}  // namespace
}  // namespace grader

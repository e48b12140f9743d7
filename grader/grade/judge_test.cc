#include "grade/judge.h"

#include <gtest/gtest.h>

#include "grade/fake_process_runner.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

// Two checks worth 1 and 2 points; output from output.txt.
Suite file_suite(RunMode mode = RunMode::command) {
  std::string run = mode == RunMode::command ? "run: {command: prog}\n"
                                             : "run: {call: {module: m, function: f}}\n";
  auto suite = parse_suite(run + "output: {from: file, file: output.txt}\n"
                           "limits: {memory_mb: 256, output_kb: 4}\n"
                           "tests:\n  - name: t\n    expected: \"a\\nb\\n\"\n    checks:\n"
                           "      - {lines: 1, kind: exact, points: 1}\n"
                           "      - {lines: 2, kind: exact, points: 2}\n", "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

RunOutcome with_file(ProcessResult process, FileState state, std::string data = "") {
  RunOutcome run;
  run.process = std::move(process);
  run.file_state = state;
  run.file_data = std::move(data);
  run.time_limit = std::chrono::milliseconds(2500);
  return run;
}

TEST(Judge, passes_when_every_check_passes) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0], with_file(exited(0), FileState::present, "a\nb\n"));
  EXPECT_EQ(r.verdict, Verdict::passed);
  EXPECT_DOUBLE_EQ(r.score, 3);
  EXPECT_DOUBLE_EQ(r.max_score, 3);
  EXPECT_EQ(r.wall_time, std::chrono::milliseconds(12));
  EXPECT_EQ(r.peak_memory_bytes, 5u << 20);
}

TEST(Judge, gives_partial_credit_for_a_wrong_answer) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0], with_file(exited(0), FileState::present, "a\nc\n"));
  EXPECT_EQ(r.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(r.score, 1);
  ASSERT_EQ(r.check_results.size(), 2u);
  EXPECT_EQ(r.check_results[1].actual, "c");
}

TEST(Judge, limits_score_zero_even_with_correct_output) {
  Suite suite = file_suite();
  const std::pair<Termination, Verdict> cases[] = {
      {Termination::time_limit, Verdict::time_limit},
      {Termination::memory_limit, Verdict::memory_limit},
      {Termination::output_limit, Verdict::output_limit}};
  for (auto [termination, verdict] : cases) {
    TestResult r = judge(suite, suite.tests[0],
                         with_file(stopped(termination), FileState::present, "a\nb\n"));
    EXPECT_EQ(r.verdict, verdict);
    EXPECT_EQ(r.score, 0);
  }
  EXPECT_EQ(judge(suite, suite.tests[0], with_file(stopped(Termination::time_limit),
                                                   FileState::missing)).reason,
            "it ran longer than the time limit of 2.5 s");
  // Stopped at the wall-clock cap (2 x 2.5 s + 1 s) with little CPU time: it waited.
  ProcessResult waited = stopped(Termination::time_limit);
  waited.wall_time = std::chrono::milliseconds(6000);
  waited.cpu_time = std::chrono::milliseconds(100);
  EXPECT_EQ(judge(suite, suite.tests[0], with_file(waited, FileState::missing)).reason,
            "it was still running after 6 s (the time limit of 2.5 s counts computing time; "
            "is it waiting for input?)");
}

TEST(Judge, a_crash_after_complete_output_keeps_its_points) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0],
                       with_file(exited(1, "", "Traceback\nValueError: bad\n"),
                                 FileState::present, "a\nb\n"));
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
  EXPECT_EQ(r.reason, "it exited with code 1");
  EXPECT_DOUBLE_EQ(r.score, 3);
  EXPECT_EQ(r.stderr_tail, "Traceback\nValueError: bad\n");
}

TEST(Judge, names_the_signal_of_a_crash) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0],
                       with_file(stopped(Termination::signaled), FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
  EXPECT_EQ(r.reason.substr(0, 22), "it was killed by signa");
  EXPECT_NE(r.reason.find("11"), std::string::npos);
}

TEST(Judge, reports_a_missing_output_file) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0], with_file(exited(0), FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::missing_output);
  EXPECT_EQ(r.reason, "it did not write output.txt");
  EXPECT_EQ(r.score, 0);
}

TEST(Judge, does_not_follow_a_symlinked_output_file) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0], with_file(exited(0), FileState::not_regular));
  EXPECT_EQ(r.verdict, Verdict::missing_output);
}

TEST(Judge, an_oversized_output_file_is_an_output_limit) {
  Suite suite = file_suite();
  TestResult r = judge(suite, suite.tests[0], with_file(exited(0), FileState::too_large));
  EXPECT_EQ(r.verdict, Verdict::output_limit);
  EXPECT_EQ(r.reason, "output.txt is larger than the output limit of 4 KB");
}

TEST(Judge, harness_exit_3_is_a_submission_error) {
  Suite suite = file_suite(RunMode::call);
  TestResult r = judge(suite, suite.tests[0],
                       with_file(exited(3, "", "submission error: m.py has no function f\nmore\n"),
                                 FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::submission_error);
  EXPECT_EQ(r.reason, "submission error: m.py has no function f");
  EXPECT_EQ(r.score, 0);
}

TEST(Judge, exit_3_of_a_command_is_only_a_runtime_error) {
  Suite suite = file_suite(RunMode::command);
  TestResult r = judge(suite, suite.tests[0],
                       with_file(exited(3, "", "submission error: sneaky\n"), FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
}

TEST(Judge, a_program_that_cannot_start_is_a_runtime_error_with_the_reason) {
  Suite suite = file_suite();
  ProcessResult process = stopped(Termination::failed_to_start);
  process.failure_reason = "no such program: ./a.out";
  TestResult r = judge(suite, suite.tests[0], with_file(process, FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
  EXPECT_EQ(r.reason, "it could not be started: no such program: ./a.out");
}

TEST(StderrTail, keeps_the_last_lines_escaped) {
  EXPECT_EQ(stderr_tail("1\n2\n3\n\x1b[0m4\n", 2), "3\n\\x1b[0m4\n");
}

}  // namespace
}  // namespace grader

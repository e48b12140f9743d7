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
                                 "      - {lines: 2, kind: exact, points: 2}\n",
                           "s.yaml");
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
  EXPECT_EQ(judge(suite, suite.tests[0],
                  with_file(stopped(Termination::time_limit), FileState::missing))
                .reason,
            "it used more than its time limit of 2.5 s of computing time");
  // Stopped at the wall-clock cap (2 x 2.5 s + 1 s) with little CPU time: it waited.
  ProcessResult waited = stopped(Termination::time_limit);
  waited.wall_time = std::chrono::milliseconds(6000);
  waited.cpu_time = std::chrono::milliseconds(100);
  EXPECT_EQ(judge(suite, suite.tests[0], with_file(waited, FileState::missing)).reason,
            "it was still running after 6 s on the clock, the longest a test may take, though "
            "it had computed for only 0.1 s of its 2.5 s time limit: it may be waiting for input");
  // Issue 25: "29.17 s CPU, 60.24 s wall" beside "the time limit of 30 s" said neither
  // which limit stopped it. Here the clock cap (given as 60.24 s: the suite's total ran
  // short) stopped a program that computed most of the time.
  RunOutcome starved = with_file(stopped(Termination::time_limit), FileState::missing);
  starved.time_limit = std::chrono::seconds(30);
  starved.wall_cap = std::chrono::milliseconds(60240);
  starved.process.wall_time = std::chrono::milliseconds(60240);
  starved.process.cpu_time = std::chrono::milliseconds(29170);
  EXPECT_EQ(judge(suite, suite.tests[0], starved).reason,
            "it was stopped after 60.24 s on the clock, the longest a test may take, having "
            "computed for 29.17 s of its 30 s time limit");
}

// docs/suite-format.md "Scores": nothing for a run that did not complete.
TEST(Judge, a_crash_after_complete_output_earns_nothing_but_still_shows_its_lines) {
  Suite suite = file_suite();
  TestResult r =
      judge(suite, suite.tests[0],
            with_file(exited(1, "", "Traceback\nValueError: bad\n"), FileState::present, "a\nb\n"));
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
  EXPECT_EQ(r.reason, "it exited with code 1");
  EXPECT_DOUBLE_EQ(r.score, 0);
  ASSERT_EQ(r.check_results.size(), 2u);
  EXPECT_EQ(r.check_results[0].outcome, CheckOutcome::passed);  // the report still says so
  EXPECT_DOUBLE_EQ(r.check_results[0].points, 0);
  EXPECT_EQ(r.stderr_tail, "Traceback\nValueError: bad\n");
  TestResult killed =
      judge(suite, suite.tests[0],
            with_file(stopped(Termination::signaled), FileState::present, "a\nb\n"));
  EXPECT_EQ(killed.verdict, Verdict::runtime_error);
  EXPECT_DOUBLE_EQ(killed.score, 0);
}

// The driver's shape: two value lines, a format-only line and "produced output".
Suite shape_suite() {
  auto suite =
      parse_suite("run: {command: prog}\n"
                  "tests:\n  - name: t\n    expected: \"cost: 3\\ndepth: 3\\ntime: 0.1\\n\"\n"
                  "    checks:\n"
                  "      - {lines: 1, kind: integer, points: 1}\n"
                  "      - {lines: 2, kind: exact, points: 1}\n"
                  "      - {lines: 3, kind: format, pattern: '^time: \\d+\\.\\d$', points: 1}\n"
                  "      - {kind: produced_output, points: 1}\n",
                  "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

TEST(Judge, shape_only_checks_earn_nothing_when_no_value_is_right) {
  Suite suite = shape_suite();
  // Seven constant lines of the right shape: the format and "produced output" pass, but
  // no number is right, so the test earns nothing.
  TestResult constant =
      judge(suite, suite.tests[0],
            with_file(exited(0, "cost: 0\ndepth: 0\ntime: 0.0\n"), FileState::not_used));
  EXPECT_EQ(constant.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(constant.score, 0);
  EXPECT_EQ(constant.check_results[2].outcome, CheckOutcome::passed);
  EXPECT_DOUBLE_EQ(constant.check_results[2].points, 0);
  // One right value, and the shape checks count again: 1 + 1 + 1.
  TestResult one_right =
      judge(suite, suite.tests[0],
            with_file(exited(0, "cost: 3\ndepth: 0\ntime: 0.0\n"), FileState::not_used));
  EXPECT_DOUBLE_EQ(one_right.score, 3);
}

TEST(Judge, shape_only_checks_still_count_in_a_test_that_compares_no_value) {
  auto suite = parse_suite("run: {command: prog}\ntests:\n  - name: t\n    checks:\n"
                           "      - {lines: 1, kind: format, pattern: '^x$', points: 2}\n"
                           "      - {kind: produced_output, points: 1}\n",
                           "s.yaml");
  ASSERT_TRUE(suite);
  TestResult r = judge(*suite, suite->tests[0], with_file(exited(0, "x\n"), FileState::not_used));
  EXPECT_DOUBLE_EQ(r.score, 3);
}

TEST(Judge, no_output_earns_nothing) {
  Suite suite = shape_suite();
  TestResult silent = judge(suite, suite.tests[0], with_file(exited(0, ""), FileState::not_used));
  EXPECT_EQ(silent.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(silent.score, 0);
  // Even checks that a missing line would pass earn nothing without output.
  auto shapeless = parse_suite("run: {command: prog}\ntests:\n  - name: t\n    checks:\n"
                               "      - {lines: 1, kind: ignore}\n"
                               "      - {lines: 1, kind: format, pattern: '.*', points: 1}\n",
                               "s.yaml");
  ASSERT_TRUE(shapeless);
  EXPECT_DOUBLE_EQ(
      judge(*shapeless, shapeless->tests[0], with_file(exited(0, ""), FileState::not_used)).score,
      0);
}

TEST(Judge, a_missing_output_file_earns_nothing) {
  auto suite = parse_suite("run: {command: prog}\noutput: {from: file, file: output.txt}\n"
                           "tests:\n  - name: t\n    checks:\n"
                           "      - {lines: 1, kind: format, pattern: '^$', points: 1}\n",
                           "s.yaml");
  ASSERT_TRUE(suite);
  TestResult r = judge(*suite, suite->tests[0], with_file(exited(0), FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::missing_output);
  EXPECT_DOUBLE_EQ(r.score, 0);
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

// Issue 37: a driver program that printed 10 MB and wrote no output.txt read only "it did
// not write output.txt". Printing is no fault when the answer is a file; the size it
// printed, and that it passed the output limit, are said.
TEST(Judge, a_missing_output_file_says_what_was_printed_instead) {
  Suite suite = file_suite();
  suite.limits.output_kb = 1024;
  ProcessResult printed = exited(0);
  printed.stdout_bytes = 10ULL << 20;
  printed.stdout_data = std::string(1 << 20, 'x');
  TestResult r = judge(suite, suite.tests[0], with_file(printed, FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::missing_output);
  EXPECT_EQ(r.reason,
            "it did not write output.txt (it printed 10.0 MB on the screen, more than the output "
            "limit of 1024 KB, but this test reads only output.txt)");
  printed.stdout_bytes = 2048;
  printed.stdout_data = std::string(2048, 'x');
  EXPECT_EQ(judge(suite, suite.tests[0], with_file(printed, FileState::missing)).reason,
            "it did not write output.txt (it printed 2.0 KB on the screen, but this test reads "
            "only output.txt)");
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

// A call/notebook run as the grader makes it: the harness's lines carry the nonce.
RunOutcome harness_run(int exit_code, std::string stderr_data) {
  RunOutcome run = with_file(exited(exit_code, "", std::move(stderr_data)), FileState::missing);
  run.harness_nonce = "c0ffee";
  return run;
}

TEST(Judge, harness_exit_3_is_a_submission_error) {
  Suite suite = file_suite(RunMode::call);
  TestResult r = judge(suite, suite.tests[0],
                       harness_run(3, "puzzle-harness c0ffee started\nmore\npuzzle-harness c0ffee "
                                      "submission error: m.py has no function f\n"));
  EXPECT_EQ(r.verdict, Verdict::submission_error);
  EXPECT_EQ(r.reason, "submission error: m.py has no function f");
  EXPECT_EQ(r.stderr_tail, "more\n");
  EXPECT_EQ(r.score, 0);
}

TEST(Judge, harness_exit_2_before_started_is_a_grader_error) {
  Suite suite = file_suite(RunMode::call);
  TestResult r = judge(suite, suite.tests[0],
                       harness_run(2, "puzzle-harness c0ffee usage error: bad literal\n"));
  EXPECT_EQ(r.verdict, Verdict::grader_error);
  EXPECT_NE(r.reason.find("its harness could not make the call: bad literal"), std::string::npos)
      << r.reason;
  EXPECT_NE(r.reason.find("not with your program"), std::string::npos) << r.reason;
}

// Issue 14.3: the old untagged messages, or a tagged one after the submission started,
// are the program's own words: it simply exited with code 2 or 3.
TEST(Judge, a_program_imitating_the_harness_gets_a_verdict_about_itself) {
  Suite suite = file_suite(RunMode::call);
  const char* forged = "puzzle_harness: args literal is not valid\n";
  TestResult plain = judge(suite, suite.tests[0],
                           harness_run(2, std::string("puzzle-harness c0ffee started\n") + forged));
  EXPECT_EQ(plain.verdict, Verdict::runtime_error);
  EXPECT_EQ(plain.reason, "it exited with code 2");
  EXPECT_EQ(plain.stderr_tail, forged);
  TestResult tagged = judge(suite, suite.tests[0],
                            harness_run(2, "puzzle-harness c0ffee started\n"
                                           "puzzle-harness c0ffee usage error: forged\n"));
  EXPECT_EQ(tagged.reason, "it exited with code 2");
  TestResult submission = judge(suite, suite.tests[0],
                                harness_run(3, "puzzle-harness c0ffee started\n"
                                               "submission error: sneaky\n"));
  EXPECT_EQ(submission.verdict, Verdict::runtime_error);
  EXPECT_EQ(submission.reason, "it exited with code 3");
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
  process.start_fault = StartFault::program;
  TestResult r = judge(suite, suite.tests[0], with_file(process, FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
  EXPECT_EQ(r.reason, "it could not be started: no such program: ./a.out");
}

TEST(Judge, a_start_failure_of_the_grader_is_a_grader_error_that_says_it_is_not_the_students) {
  Suite suite = file_suite();
  ProcessResult process = stopped(Termination::failed_to_start);
  process.failure_reason = "sandbox could not start: bwrap: No permissions to create new namespace";
  process.start_fault = StartFault::grader;
  TestResult r = judge(suite, suite.tests[0], with_file(process, FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::grader_error);
  EXPECT_NE(r.reason.find("bwrap: No permissions"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("not with your program"), std::string::npos) << r.reason;
  EXPECT_EQ(r.score, 0);
}

TEST(Judge, a_harness_that_cannot_make_the_call_is_a_grader_error) {
  Suite suite = file_suite(RunMode::call);
  const std::string cant_open = "python3: can't open file '/priv/share/puzzle/puzzle_harness.py': "
                                "[Errno 13] Permission denied\n";
  TestResult r = judge(suite, suite.tests[0],
                       with_file(exited(2, "", cant_open), FileState::missing));
  EXPECT_EQ(r.verdict, Verdict::grader_error);
  EXPECT_NE(r.reason.find("Permission denied"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("not with your program"), std::string::npos) << r.reason;
}

// A notebook test with a Python check of two expects worth 1 and 2 points.
Suite python_suite() {
  auto suite =
      parse_suite("run: {notebook: {file: n.ipynb, function: f}}\n"
                  "tests:\n  - name: copy\n    python: x = 1\n    checks:\n"
                  "      - {kind: python, name: parent, points: 1, message: 'sets parent'}\n"
                  "      - {kind: python, name: distance, points: 2, message: 'keeps "
                  "distance'}\n",
                  "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

RunOutcome python_run(std::string stderr_data) {
  RunOutcome run;
  run.process = exited(0, "", std::move(stderr_data));
  run.harness_nonce = "c0ffee";
  run.time_limit = std::chrono::milliseconds(2500);
  return run;
}

TEST(Judge, python_checks_score_what_the_harness_reported_without_any_output) {
  Suite suite = python_suite();
  TestResult r = judge(suite, suite.tests[0],
                       python_run("puzzle-harness c0ffee started\n"
                                  "puzzle-harness c0ffee check parent failed\n"
                                  "puzzle-harness c0ffee check distance passed\n"));
  EXPECT_EQ(r.verdict, Verdict::wrong_answer);
  EXPECT_EQ(r.score, 2);
  EXPECT_EQ(r.max_score, 3);
  ASSERT_EQ(r.check_results.size(), 2u);
  EXPECT_EQ(r.check_results[0].message, "sets parent");
  EXPECT_EQ(r.check_results[1].outcome, CheckOutcome::passed);
}

TEST(Judge, python_check_not_reached_or_reported_twice_fails_with_its_message) {
  Suite suite = python_suite();
  TestResult r = judge(suite, suite.tests[0],
                       python_run("puzzle-harness c0ffee started\n"
                                  "puzzle-harness c0ffee check parent passed\n"
                                  "puzzle-harness c0ffee check parent passed\n"
                                  "Traceback (most recent call last):\n"));
  EXPECT_EQ(r.verdict, Verdict::wrong_answer);
  EXPECT_EQ(r.score, 0);
  EXPECT_EQ(r.check_results[0].message.rfind("sets parent (not believed", 0), 0u)
      << r.check_results[0].message;
  EXPECT_EQ(r.check_results[1].message.rfind("keeps distance (not checked", 0), 0u)
      << r.check_results[1].message;
}

// Printed without the nonce, a report is the program's stderr; after sys.exit(1) even
// the harness's own reports earn nothing (a run that did not complete).
TEST(Judge, python_checks_cannot_be_printed_and_a_crash_earns_nothing) {
  Suite suite = python_suite();
  TestResult printed = judge(suite, suite.tests[0],
                             python_run("puzzle-harness c0ffee started\n"
                                        "puzzle-harness 0000 check parent passed\n"
                                        "check distance passed\n"));
  EXPECT_EQ(printed.score, 0);
  RunOutcome crashed = python_run("puzzle-harness c0ffee started\n"
                                  "puzzle-harness c0ffee check parent passed\n");
  crashed.process.exit_code = 1;
  TestResult r = judge(suite, suite.tests[0], crashed);
  EXPECT_EQ(r.verdict, Verdict::runtime_error);
  EXPECT_EQ(r.score, 0);
}

TEST(StderrTail, keeps_the_last_lines_escaped) {
  EXPECT_EQ(stderr_tail("1\n2\n3\n\x1b[0m4\n", 2), "3\n\\x1b[0m4\n");
}

// Issue 37: a student read "/submission/driver.py", a folder of the grader's sandbox.
TEST(StderrTail, shows_the_programs_files_without_the_folder_the_test_ran_in) {
  EXPECT_EQ(stderr_tail("  File \"/submission/driver.py\", line 2, in <module>\n"),
            "  File \"driver.py\", line 2, in <module>\n");
}

}  // namespace
}  // namespace grader

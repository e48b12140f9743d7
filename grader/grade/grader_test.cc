#include "grade/grader.h"

#include "grade/status.h"
#include "grade/submission_issue.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fmt/format.h>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include "common/testing/temp_folder.h"
#include "grade/fake_process_runner.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

using std::chrono::milliseconds;

Suite load(const std::string& text) {
  auto suite = parse_suite(text, "s.yaml");
  if (!suite) ADD_FAILURE() << suite.error().front().to_string();
  return suite ? *suite : Suite{};
}

// Three tests; the program prints its first argument.
const char* kEchoSuite =
    "run: {command: 'python3 echo.py {word}'}\n"
    "limits: {time_per_test: 2}\n"
    "tests:\n"
    "  - {name: one, args: {word: one}, expected: one, checks: [{kind: exact, points: 1}]}\n"
    "  - {name: two, args: {word: two}, expected: two, checks: [{kind: exact, points: 1}],"
    " time_limit: 0.5}\n"
    "  - {name: three, args: {word: 'x y'}, expected: three, checks: [{kind: exact, points: 1}]}\n";

ProcessResult echo(const ProcessSpec& spec) { return exited(0, spec.argv.back() + "\n"); }

TEST(GradeSubmission, runs_every_test_and_keeps_suite_order) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 3, Isolation::rlimits},
                                        runner, environment);
  ASSERT_EQ(result.tests.size(), 3u);
  EXPECT_EQ(result.tests[0].name, "one");
  EXPECT_EQ(result.tests[0].verdict, Verdict::passed);
  EXPECT_EQ(result.tests[2].verdict, Verdict::wrong_answer);
  EXPECT_EQ(result.tests[2].input, "python3 echo.py 'x y'");
  EXPECT_DOUBLE_EQ(result.score(), 2);
  EXPECT_DOUBLE_EQ(result.max_score(), 3);
  EXPECT_FALSE(result.all_passed());
}

TEST(GradeSubmission, builds_the_spec_from_the_suite) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::sandbox}, runner, environment);
  auto specs = runner.specs();
  ASSERT_EQ(specs.size(), 3u);
  EXPECT_EQ(specs[2].argv, (std::vector<std::string>{"python3", "echo.py", "x y"}));
  EXPECT_EQ(specs[0].limits.cpu_time, milliseconds(2000));
  EXPECT_EQ(specs[1].limits.cpu_time, milliseconds(500));
  // The wall-clock cap is twice the limit plus 1 s (docs/sandbox.md).
  EXPECT_EQ(specs[0].limits.wall_time, milliseconds(5000));
  EXPECT_EQ(specs[1].limits.wall_time, milliseconds(2000));
  EXPECT_EQ(specs[0].limits.memory_bytes, 1024ull << 20);
  EXPECT_EQ(specs[0].limits.output_bytes, 1024ull << 10);
  EXPECT_EQ(specs[0].isolation, Isolation::sandbox);
  EXPECT_NE(specs[0].working_dir, specs[1].working_dir);
}

TEST(GradeSubmission, time_limit_option_overrides_every_test) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  grade_submission(suite, "/tmp", {milliseconds(7000), 2, Isolation::rlimits}, runner, environment);
  for (const ProcessSpec& spec : runner.specs()) {
    EXPECT_EQ(spec.limits.cpu_time, milliseconds(7000));
  }
}

TEST(GradeSubmission, reads_the_output_file_from_the_test_folder) {
  Suite suite = load(
      "run: {command: prog}\noutput: {from: file, file: output.txt}\n"
      "tests:\n  - {name: t, expected: \"a\\nb\", checks: [{kind: exact, points: 2}]}\n");
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    write_file(spec.working_dir / "output.txt", "a\r\nb\r\n");
    return exited(0, "ignored stdout");
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {}, runner, environment);
  EXPECT_EQ(result.tests[0].verdict, Verdict::passed);
  EXPECT_DOUBLE_EQ(result.tests[0].score, 2);
}

TEST(GradeSubmission, a_symlinked_output_file_is_not_followed) {
  Suite suite = load("run: {command: prog}\noutput: {from: file, file: output.txt}\n"
                     "tests:\n  - {name: t, checks: [{kind: produced_output, points: 2}]}\n");
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    std::filesystem::create_symlink("/etc/hostname", spec.working_dir / "output.txt");
    return exited(0);
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {}, runner, environment);
  EXPECT_EQ(result.tests[0].verdict, Verdict::missing_output);
  EXPECT_EQ(result.tests[0].score, 0);
}

// A fresh folder `name`, in this test's own temporary folder, holding `files` (empty ones).
std::filesystem::path folder_with(const std::string& name, const std::vector<std::string>& files) {
  static const puzzle::testing::TempFolder root("grader-test");
  auto dir = root / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  for (const std::string& file : files) {
    std::filesystem::create_directories((dir / file).parent_path());
    std::ofstream(dir / file) << "x";
  }
  return dir;
}

TEST(GradeSubmission, a_missing_required_file_is_a_submission_error_without_running) {
  Suite suite = load("submission: {files: [driver.py]}\nrun: {command: prog}\n"
                     "tests:\n  - {name: t, checks: [{kind: produced_output, points: 2}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  auto empty = folder_with("empty-submission", {});
  SuiteResult result = grade_submission(suite, empty, {}, runner, environment);
  EXPECT_EQ(result.tests[0].verdict, Verdict::submission_error);
  EXPECT_EQ(result.tests[0].reason, "the submission is empty; it must contain driver.py");
  ASSERT_TRUE(result.submission_issue);
  EXPECT_EQ(result.submission_issue->problem, SubmissionProblem::missing_file);
  EXPECT_EQ(result.submission_issue->reason, result.tests[0].reason);
  EXPECT_TRUE(runner.specs().empty());
}

TEST(GradeSubmission, an_empty_folder_is_a_missing_file_on_every_test) {
  Suite suite = load("submission: {files: [driver.py]}\nrun: {command: prog}\n"
                     "tests:\n  - {name: a, checks: [{kind: produced_output}]}\n"
                     "  - {name: b, checks: [{kind: produced_output}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  auto empty = folder_with("empty", {});
  SuiteResult result = grade_submission(suite, empty, {}, runner, environment);
  ASSERT_EQ(result.tests.size(), 2u);
  EXPECT_EQ(result.tests[0].verdict, Verdict::submission_error);
  EXPECT_EQ(result.tests[1].verdict, Verdict::submission_error);
  ASSERT_TRUE(result.submission_issue);
  EXPECT_EQ(result.submission_issue->problem, SubmissionProblem::missing_file);
  std::filesystem::remove_all(empty);
}

SubmissionProblem problem_of(const std::filesystem::path& submission) {
  Suite suite = load("submission: {files: [driver.py]}\nrun: {command: prog}\n"
                     "tests:\n  - {name: a, checks: [{kind: produced_output}]}\n");
  auto issue = required_files_issue(suite, submission);
  return issue ? issue->problem : SubmissionProblem::import_error;  // "none" would be a bug here
}

TEST(RequiredFilesIssue, a_file_of_the_same_type_under_another_name_is_a_wrong_name) {
  auto capital = folder_with("capital", {"Driver.py"});
  auto nested = folder_with("nested", {"hw1/driver.py", "README.md"});
  auto upper_extension = folder_with("upper", {"DRIVER.PY"});
  auto other = folder_with("other", {"solver.py", "notes.txt"});
  EXPECT_EQ(problem_of(capital), SubmissionProblem::wrong_file_name);
  EXPECT_EQ(problem_of(nested), SubmissionProblem::wrong_file_name);
  EXPECT_EQ(problem_of(upper_extension), SubmissionProblem::wrong_file_name);
  EXPECT_EQ(problem_of(other), SubmissionProblem::wrong_file_name);
  EXPECT_EQ(problem_of(capital / "Driver.py"), SubmissionProblem::wrong_file_name);
  for (const auto& dir : {capital, nested, upper_extension, other})
    std::filesystem::remove_all(dir);
}

TEST(RequiredFilesIssue, nothing_of_the_right_type_is_a_missing_file) {
  auto empty = folder_with("nothing", {});
  auto unrelated = folder_with("unrelated", {"notes.txt", ".driver.py"});
  EXPECT_EQ(problem_of(empty), SubmissionProblem::missing_file);
  EXPECT_EQ(problem_of(unrelated), SubmissionProblem::missing_file);
  EXPECT_EQ(problem_of(unrelated / "notes.txt"), SubmissionProblem::missing_file);
  for (const auto& dir : {empty, unrelated}) std::filesystem::remove_all(dir);
}

TEST(GradeSubmission, call_mode_fills_the_function_placeholder_from_the_test) {
  Suite suite = load(
      "run: {call: {module: eight_puzzle, function: '{method}', print_result: true}}\n"
      "tests:\n  - {name: t, args: {method: ucs, call: \"'a', 'b'\"},"
      " checks: [{kind: produced_output}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  grade_submission(suite, "/tmp", {}, runner, environment);
  ASSERT_EQ(runner.specs().size(), 1u);
  EXPECT_EQ(runner.specs()[0].argv,
            (std::vector<std::string>{"harness", "eight_puzzle", "ucs", "'a', 'b'"}));
}

TEST(GradeSubmission, the_result_states_the_weakest_isolation_the_tests_really_ran_in) {
  Suite suite = load(kEchoSuite);
  std::atomic<int> calls{0};
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    ProcessResult result = echo(spec);
    result.isolation = calls++ == 0 ? Isolation::fallback : Isolation::sandbox;
    return result;
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::sandbox},
                                        runner, environment);
  EXPECT_EQ(result.isolation, Isolation::fallback);
}

TEST(GradeSubmission, a_run_that_never_started_does_not_change_the_stated_isolation) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner(
      [](const ProcessSpec&) { return stopped(Termination::failed_to_start); });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::sandbox},
                                        runner, environment);
  EXPECT_EQ(result.isolation, Isolation::sandbox);
}

TEST(GradeSubmission, call_mode_uses_the_harness_argv) {
  Suite suite = load(
      "run: {call: {module: funny_puzzle, function: solve}}\n"
      "tests:\n  - {name: t, args: {call: '[1, 2]'}, checks: [{kind: produced_output}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  grade_submission(suite, "/tmp", {}, runner, environment);
  ASSERT_EQ(runner.specs().size(), 1u);
  EXPECT_EQ(runner.specs()[0].argv,
            (std::vector<std::string>{"harness", "funny_puzzle", "solve", "[1, 2]"}));
}

// A student reads the test's input to reproduce it: for a function the harness calls,
// that is the call in Python, not the harness's own command line (its options and hidden
// copy, "python3 -I .puzzle_harness.py --nonce-on-stdin call ...", before).
TEST(GradeSubmission, a_called_functions_input_is_the_call_in_python) {
  Suite called = load(
      "run: {call: {module: funny_puzzle, function: solve}}\n"
      "tests:\n  - {name: t, args: {call: '[1, 2]'}, checks: [{kind: produced_output}]}\n");
  Suite printed = load(
      "run: {call: {module: eight_puzzle, function: '{method}', print_result: true}}\n"
      "tests:\n  - {name: t, args: {method: bfs, call: \"'281_43765', '1238_4765'\"},\n"
      "      checks: [{kind: produced_output}]}\n");
  Suite notebook = load(
      "run: {notebook: {file: nb.ipynb, function: solve_and_print}}\n"
      "tests:\n  - {name: t, args: {call: \"'1 2', False\"}, checks: [{kind: produced_output}]}\n"
      "  - {name: c, python: 'expect(\"x\", True)', checks: [{kind: python, name: x, message: "
      "m}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  EXPECT_EQ(grade_submission(called, "/tmp", {}, runner, environment).tests[0].input,
            "funny_puzzle.py: solve([1, 2])");
  EXPECT_EQ(grade_submission(printed, "/tmp", {}, runner, environment).tests[0].input,
            "eight_puzzle.py: print(bfs('281_43765', '1238_4765'))");
  const SuiteResult in_notebook = grade_submission(notebook, "/tmp", {}, runner, environment);
  ASSERT_EQ(in_notebook.tests.size(), 2u);
  EXPECT_EQ(in_notebook.tests[0].input, "nb.ipynb: solve_and_print('1 2', False)");
  EXPECT_EQ(in_notebook.tests[1].input, "nb.ipynb, then this test's Python checks");
}

TEST(GradeSubmission, a_harness_the_grader_cannot_install_is_a_grader_error_not_the_students) {
  Suite suite = load("run: {call: {module: funny_puzzle, function: solve}}\n"
                     "tests:\n  - {name: t, args: {call: '[1, 2]'}, checks: [{kind: "
                     "produced_output, points: 2}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  environment.harness_error = "the grader cannot copy its Python harness /x/puzzle_harness.py";
  SuiteResult result = grade_submission(suite, "/tmp", {}, runner, environment);
  EXPECT_TRUE(runner.specs().empty());  // nothing was run
  ASSERT_EQ(result.tests.size(), 1u);
  EXPECT_EQ(result.tests[0].verdict, Verdict::grader_error);
  EXPECT_EQ(result.tests[0].reason, environment.harness_error);
}

// docs/security.md "grader_error only on the grader's own evidence": a submission over
// what a test folder may hold is the student's to fix, with the limit named.
TEST(GradeSubmission, a_submission_over_a_folders_limits_is_a_submission_error_naming_the_limit) {
  Suite suite = load("run: {command: prog}\ntests:\n"
                     "  - {name: a, checks: [{kind: produced_output, points: 1}]}\n"
                     "  - {name: b, checks: [{kind: produced_output, points: 1}]}\n");
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  const std::string why = "the submission is larger than 64 MB, the most the grader takes";
  environment.folder_error = FolderError{FolderFault::submission, why};
  SuiteResult result = grade_submission(suite, "/tmp", {}, runner, environment);
  EXPECT_TRUE(runner.specs().empty());
  for (const TestResult& test : result.tests) {
    EXPECT_EQ(test.verdict, Verdict::submission_error);
    EXPECT_EQ(test.reason, why);
  }
  ASSERT_TRUE(result.submission_issue);
  EXPECT_EQ(result.submission_issue->problem, SubmissionProblem::too_large);
  EXPECT_EQ(status_of(result), GradingStatus::submission_error);
}

TEST(GradeSubmission, tests_not_started_within_the_total_time_are_time_limits) {
  Suite suite = load(
      "run: {command: 'prog {w}'}\nlimits: {time_total: 0.2}\ntests:\n"
      "  - {name: slow, args: {w: a}, checks: [{kind: produced_output, points: 1}]}\n"
      "  - {name: late, args: {w: b}, checks: [{kind: produced_output, points: 1}]}\n");
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    EXPECT_LE(spec.limits.cpu_time, milliseconds(200));
    std::this_thread::sleep_for(milliseconds(300));
    return exited(0, "x");
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::rlimits},
                                        runner, environment);
  EXPECT_EQ(result.tests[0].verdict, Verdict::passed);
  EXPECT_EQ(result.tests[1].verdict, Verdict::time_limit);
  EXPECT_EQ(result.tests[1].reason,
            "it was not run: the suite's total time limit of 0.2 s was used up by the tests "
            "before it");
  EXPECT_EQ(runner.specs().size(), 1u);
}

// A program that waits is stopped by the wall clock, at twice its time limit plus 1 s;
// the suite's total caps that too, so the whole run ends within time_total (issue #23).
TEST(GradeSubmission, a_test_that_waits_is_stopped_when_the_total_time_runs_out) {
  Suite suite = load(
      "run: {command: 'prog {w}'}\nlimits: {time_per_test: 10, time_total: 0.5}\ntests:\n"
      "  - {name: waits, args: {w: a}, checks: [{kind: produced_output, points: 1}]}\n");
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    ProcessResult result;
    result.termination = Termination::time_limit;
    result.wall_time = spec.limits.wall_time;  // it waited to the wall cap
    result.cpu_time = milliseconds(1);
    return result;
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::rlimits},
                                        runner, environment);
  ASSERT_EQ(runner.specs().size(), 1u);
  EXPECT_LE(runner.specs()[0].limits.wall_time, milliseconds(500));  // not 2 x 0.5 s + 1 s
  EXPECT_GT(runner.specs()[0].limits.wall_time, milliseconds(400));
  EXPECT_EQ(result.tests[0].verdict, Verdict::time_limit);
  EXPECT_EQ(result.tests[0].reason,
            "it was stopped when the suite's total time limit of 0.5 s ran out");
  EXPECT_FALSE(result.tests[0].stopped_at_deadline);  // the suite's own limit: the program's
}

// The run's --deadline stops a test within its own limits: its reason, and the flag that
// keeps every report from saying it ran longer than its limit, say the platform's time
// ran out. A test the suite's total stops (the previous test) is not flagged.
TEST(GradeSubmission, a_test_stopped_at_the_deadline_is_flagged_as_such) {
  Suite suite = load(
      "run: {command: 'prog {w}'}\nlimits: {time_per_test: 10}\ntests:\n"
      "  - {name: waits, args: {w: a}, checks: [{kind: produced_output, points: 1}]}\n");
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    ProcessResult result;
    result.termination = Termination::time_limit;
    result.wall_time = spec.limits.wall_time;  // it waited to the deadline
    result.cpu_time = milliseconds(1);
    return result;
  });
  FakeEnvironment environment;
  GradeOptions options{std::nullopt, 1, Isolation::rlimits};
  options.deadline = std::chrono::steady_clock::now() + milliseconds(300);
  SuiteResult result = grade_submission(suite, "/tmp", options, runner, environment);
  ASSERT_EQ(runner.specs().size(), 1u);
  EXPECT_LE(runner.specs()[0].limits.wall_time, milliseconds(300));
  EXPECT_EQ(result.tests[0].verdict, Verdict::time_limit);
  EXPECT_TRUE(result.tests[0].stopped_at_deadline);
  EXPECT_FALSE(result.tests[0].not_run);
  EXPECT_EQ(result.tests[0].reason,
            "it was stopped unfinished: grading had to end before the time the course's "
            "platform allows ran out");
}

// Without a total, a test keeps its own caps: its CPU limit and the wall cap that goes
// with it, and the reason is its own.
TEST(GradeSubmission, a_test_keeps_its_own_caps_when_the_suite_has_no_total) {
  Suite suite = load(
      "run: {command: 'prog {w}'}\nlimits: {time_per_test: 2}\ntests:\n"
      "  - {name: loops, args: {w: a}, checks: [{kind: produced_output, points: 1}]}\n");
  FakeProcessRunner runner([](const ProcessSpec& spec) {
    ProcessResult result;
    result.termination = Termination::time_limit;
    result.cpu_time = spec.limits.cpu_time;
    return result;
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::rlimits},
                                        runner, environment);
  ASSERT_EQ(runner.specs().size(), 1u);
  EXPECT_EQ(runner.specs()[0].limits.cpu_time, milliseconds(2000));
  EXPECT_EQ(runner.specs()[0].limits.wall_time, milliseconds(5000));  // 2 x 2 s + 1 s
  EXPECT_EQ(result.tests[0].reason, "it used more than its time limit of 2 s of computing time");
}

// Progress lines (`run` on a terminal) hear of every test once, run or not.
TEST(GradeSubmission, tells_the_observer_of_each_test_once) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner(echo);
  FakeEnvironment environment;
  GradeOptions options{std::nullopt, 2, Isolation::rlimits};
  std::mutex mutex;
  std::vector<std::string> seen;
  options.test_finished = [&](const TestResult& test) {
    std::lock_guard lock(mutex);
    seen.push_back(test.name);
  };
  grade_submission(suite, "/tmp", options, runner, environment);
  std::sort(seen.begin(), seen.end());
  std::vector<std::string> names;
  for (const TestCase& test : suite.tests) names.push_back(test.name);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(seen, names);
}

TEST(GradeSubmission, stops_at_the_first_time_limit_when_asked) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner([](const ProcessSpec&) {
    ProcessResult result;
    result.termination = Termination::time_limit;
    return result;
  });
  FakeEnvironment environment;
  GradeOptions options{std::nullopt, 1, Isolation::rlimits};
  options.after_time_limit = AfterTimeLimit::stop_grading;
  SuiteResult result = grade_submission(suite, "/tmp", options, runner, environment);
  ASSERT_EQ(result.tests.size(), 3u);
  EXPECT_EQ(runner.specs().size(), 1u);
  EXPECT_EQ(result.tests[2].verdict, Verdict::time_limit);
  EXPECT_EQ(result.tests[2].reason,
            "it was not run: grading stopped at the first test over its time limit");
}

TEST(GradeSubmission, runs_every_test_after_a_time_limit_by_default) {
  Suite suite = load(kEchoSuite);
  FakeProcessRunner runner([](const ProcessSpec&) {
    ProcessResult result;
    result.termination = Termination::time_limit;
    return result;
  });
  FakeEnvironment environment;
  grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::rlimits}, runner, environment);
  EXPECT_EQ(runner.specs().size(), 3u);
}

TEST(GradeSubmission, earns_the_total_time_bonus_only_when_everything_finished) {
  std::string text = "run: {command: prog}\nlimits: {time_total: 60, time_total_bonus: 10}\n"
                     "tests:\n  - {name: t, checks: [{kind: produced_output, points: 1}]}\n";
  Suite suite = load(text);
  FakeEnvironment environment;
  FakeProcessRunner fast([](const ProcessSpec&) { return exited(0, "x"); });
  SuiteResult ok = grade_submission(suite, "/tmp", {}, fast, environment);
  EXPECT_DOUBLE_EQ(ok.bonus.points, 10);
  EXPECT_DOUBLE_EQ(ok.score(), 11);
  EXPECT_DOUBLE_EQ(ok.max_score(), 11);
  FakeProcessRunner slow([](const ProcessSpec&) { return stopped(Termination::time_limit); });
  SuiteResult late = grade_submission(suite, "/tmp", {}, slow, environment);
  EXPECT_DOUBLE_EQ(late.bonus.points, 0);
  EXPECT_DOUBLE_EQ(late.max_score(), 11);
}

// docs/suite-format.md "Scores": the bonus needs every test to have completed with output.
TEST(GradeSubmission, no_total_time_bonus_for_crashes_silence_or_a_missing_file) {
  std::string text = "run: {command: prog}\nlimits: {time_total: 60, time_total_bonus: 10}\n"
                     "submission: {files: [prog.py]}\n"
                     "tests:\n  - {name: t, checks: [{kind: produced_output, points: 1}]}\n";
  Suite suite = load(text);
  FakeEnvironment environment;
  auto dir = folder_with("bonus", {});
  write_file(dir / "prog.py", "");
  FakeProcessRunner crash([](const ProcessSpec&) { return exited(1, "x"); });
  EXPECT_DOUBLE_EQ(grade_submission(suite, dir, {}, crash, environment).score(), 0);
  FakeProcessRunner silent([](const ProcessSpec&) { return exited(0, ""); });
  EXPECT_DOUBLE_EQ(grade_submission(suite, dir, {}, silent, environment).score(), 0);
  FakeProcessRunner fine([](const ProcessSpec&) { return exited(0, "x"); });
  EXPECT_DOUBLE_EQ(grade_submission(suite, dir, {}, fine, environment).score(), 11);
  std::filesystem::remove_all(dir);
  EXPECT_DOUBLE_EQ(grade_submission(suite, dir, {}, fine, environment).score(), 0);  // no prog.py
}

// Each way to miss the bonus is told as itself (docs/suite-format.md "Scores"): a
// program whose every test finished in time is never told it was slow.
TEST(GradeSubmission, says_which_condition_of_the_total_time_bonus_failed) {
  FakeEnvironment environment;
  Suite suite = load(
      "run: {command: prog}\nlimits: {time_total: 60, time_total_bonus: 10}\ntests:\n"
      "  - {name: t, expected: \"y\\n\", checks: [{lines: 1, kind: exact, points: 1}]}\n");
  FakeProcessRunner right([](const ProcessSpec&) { return exited(0, "y\n"); });
  EXPECT_EQ(grade_submission(suite, "/tmp", {}, right, environment).bonus.missed, BonusMiss::none);
  FakeProcessRunner wrong([](const ProcessSpec&) { return exited(0, "x\n"); });
  EXPECT_EQ(grade_submission(suite, "/tmp", {}, wrong, environment).bonus.missed,
            BonusMiss::nothing_earned);
  FakeProcessRunner crash([](const ProcessSpec&) { return exited(1, "y\n"); });
  EXPECT_EQ(grade_submission(suite, "/tmp", {}, crash, environment).bonus.missed,
            BonusMiss::not_completed);
  Suite quick = load(
      "run: {command: prog}\nlimits: {time_total: 0.2, time_total_bonus: 10}\ntests:\n"
      "  - {name: t, expected: \"y\\n\", checks: [{lines: 1, kind: exact, points: 1}]}\n");
  FakeProcessRunner late([](const ProcessSpec&) {
    std::this_thread::sleep_for(milliseconds(300));
    return exited(0, "y\n");
  });
  EXPECT_EQ(grade_submission(quick, "/tmp", {}, late, environment).bonus.missed,
            BonusMiss::over_time);
}

TEST(GradeSubmission, runs_tests_in_parallel_on_the_requested_workers) {
  std::string text = "run: {command: 'prog {w}'}\ntests:\n";
  for (int i = 0; i < 8; ++i) {
    text += fmt::format(
        "  - {{name: t{0}, args: {{w: '{0}'}}, checks: [{{kind: produced_output}}]}}\n", i);
  }
  Suite suite = load(text);
  std::atomic<int> running{0}, most{0};
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    int now = ++running;
    for (int seen = most; now > seen && !most.compare_exchange_weak(seen, now);) {
    }
    std::this_thread::sleep_for(milliseconds(50));
    --running;
    return exited(0, spec.argv.back());
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 4, Isolation::rlimits},
                                        runner, environment);
  EXPECT_EQ(most.load(), 4);
  for (int i = 0; i < 8; ++i) EXPECT_EQ(result.tests[i].name, fmt::format("t{}", i));
}

}  // namespace
}  // namespace grader

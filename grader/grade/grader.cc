#include "grade/grader.h"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <fmt/format.h>
#include <mutex>

#include "common/worker_pool.h"
#include "grade/command.h"
#include "grade/explanation.h"
#include "grade/harness_channel.h"
#include "grade/judge.h"
#include "grade/output_file.h"
#include "grade/quantities.h"
#include "grade/submission_issue.h"
#include "run/harness.h"

namespace grader {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

ResourceLimits resource_limits(const Limits& limits, milliseconds time_limit) {
  ResourceLimits caps;
  caps.cpu_time = time_limit;
  caps.wall_time = wall_cap_for(time_limit);
  caps.memory_bytes = limits.memory_mb << 20;
  caps.output_bytes = limits.output_kb << 10;
  // Room past the output cap, so an oversized output file is seen as such rather than
  // as a write error.
  caps.file_size_bytes = std::max(caps.file_size_bytes, 2 * caps.output_bytes);
  caps.max_processes = limits.processes;
  return caps;
}

// The function a call or notebook test calls: the suite's, its {placeholder} filled.
std::string called_function(const Suite& suite, const TestCase& test) {
  return build_argv(suite.run.function, test.args).front();
}

// What the test runs, as the student would run it: the command line; or, for a function
// the harness calls, that call in Python (the harness's own command line, with its
// options and hidden copy, means nothing to a student and cannot be run by hand).
std::string describe_input(const Suite& suite, const ProcessSpec& spec, const TestCase& test) {
  std::string input;
  switch (suite.run.mode) {
    case RunMode::command: input = join_argv(spec.argv); break;
    case RunMode::call:
    case RunMode::notebook: {
      const std::string file = suite.run.mode == RunMode::call ? suite.run.module + ".py"
                                                               : suite.run.file;
      if (!test.python.empty()) return fmt::format("{}, then this test's Python checks", file);
      const std::string* args = find_arg(test.args, "call");
      std::string call = fmt::format("{}({})", called_function(suite, test),
                                     args == nullptr ? "" : *args);
      if (suite.run.return_value == puzzle::suite::ReturnValue::printed) {
        call = fmt::format("print({})", call);
      }
      input = fmt::format("{}: {}", file, call);
      break;
    }
  }
  if (!test.stdin_data.empty()) input += fmt::format(" < stdin ({} bytes)", test.stdin_data.size());
  return input;
}

// Shared state of one grading run.
class SuiteRun {
 public:
  SuiteRun(const Suite& suite, const std::filesystem::path& submission, const GradeOptions& options,
           ProcessRunner& runner, GradingEnvironment& environment)
      : suite_(suite),
        submission_(submission),
        options_(options),
        runner_(runner),
        environment_(environment),
        start_(Clock::now()),
        results_(suite.tests.size()) {}

  std::vector<TestResult> run_all();
  // The weakest isolation the runs that started really had (options.isolation if none).
  Isolation isolation() const { return isolation_; }
  // Set when the submission is over what a test folder may hold (then no test ran).
  const std::optional<SubmissionIssue>& too_large() const { return too_large_; }

 private:
  void note_isolation(const ProcessResult& process);
  TestResult grade_one(const TestCase& test);
  TestResult grade_in_time(const TestCase& test);
  TestResult not_run(const TestCase& test, std::string reason);
  TestResult run_in_folder(const TestCase& test, milliseconds limit, milliseconds wall_cap);

  const Suite& suite_;
  const std::filesystem::path& submission_;
  const GradeOptions& options_;
  ProcessRunner& runner_;
  GradingEnvironment& environment_;
  Clock::time_point start_;
  std::vector<TestResult> results_;
  std::atomic<bool> stopped_after_time_limit_{false};
  std::mutex isolation_mutex_;  // guards isolation_ and too_large_
  Isolation isolation_ = options_.isolation;
  std::optional<SubmissionIssue> too_large_;
};

void SuiteRun::note_isolation(const ProcessResult& process) {
  if (process.termination == Termination::failed_to_start) return;  // it ran in no mode
  std::lock_guard lock(isolation_mutex_);
  isolation_ = weaker(isolation_, process.isolation);
}

std::vector<TestResult> SuiteRun::run_all() {
  // One job runs on this thread: a batch worker grades one student's tests in turn.
  puzzle::for_each_parallel(suite_.tests.size(), options_.jobs, [this](std::size_t i) {
    results_[i] = grade_one(suite_.tests[i]);
    if (options_.test_finished) options_.test_finished(results_[i]);
  });
  return std::move(results_);
}

TestResult SuiteRun::grade_one(const TestCase& test) {
  if (stopped_after_time_limit_) {
    return unrun_result(suite_, test, Verdict::time_limit,
                        "it was not run: grading stopped at the first test over its time limit");
  }
  TestResult result = grade_in_time(test);
  if (result.verdict == Verdict::time_limit &&
      options_.after_time_limit == AfterTimeLimit::stop_grading) {
    stopped_after_time_limit_ = true;
  }
  return result;
}

// With a time_total, the whole suite ends within it (docs/suite-format.md): each test
// gets at most what is left of it, as CPU time and as wall time alike (a program that
// waits would otherwise run on to its own wall cap, past the total); once it is spent,
// the tests left are not run.
// The run's --deadline works alike: what is left of it bounds each test, and a test
// that would start after it is marked not run.
TestResult SuiteRun::grade_in_time(const TestCase& test) {
  milliseconds limit = test_time_limit(suite_, test, options_);
  const Clock::time_point now = Clock::now();
  std::optional<milliseconds> total_left;
  if (suite_.limits.time_total) {
    total_left = *suite_.limits.time_total - std::chrono::duration_cast<milliseconds>(now - start_);
  }
  std::optional<milliseconds> deadline_left;
  if (options_.deadline) {
    deadline_left = std::chrono::duration_cast<milliseconds>(*options_.deadline - now);
  }
  if (deadline_left && *deadline_left <= milliseconds(0)) {
    return not_run(test, "it was not run: grading had to stop before the time the course's "
                         "platform allows ran out");
  }
  if (total_left && *total_left <= milliseconds(0)) {
    return not_run(test, fmt::format("it was not run: the suite's total time limit of {} was "
                                     "used up by the tests before it",
                                     seconds_said(*suite_.limits.time_total)));
  }
  if (!total_left && !deadline_left) return run_in_folder(test, limit, wall_cap_for(limit));
  const bool deadline_first = deadline_left && (!total_left || *deadline_left < *total_left);
  const milliseconds remaining = deadline_first ? *deadline_left : *total_left;
  TestResult result = run_in_folder(test, std::min(limit, remaining),
                                    std::min(wall_cap_for(limit), remaining));
  // Stopped by the total or the deadline rather than by its own limits: neither its CPU
  // time nor its wall time reached what the test alone would have allowed.
  const bool cut = result.verdict == Verdict::time_limit && remaining < wall_cap_for(limit) &&
                   result.cpu_time < limit && result.wall_time < wall_cap_for(limit);
  if (cut && deadline_first) {
    result.reason = kStoppedAtDeadline;
    result.stopped_at_deadline = true;
  } else if (cut) {
    result.reason = fmt::format("it was stopped when the suite's total time limit of {} ran out",
                                seconds_said(*suite_.limits.time_total));
  }
  return result;
}

TestResult SuiteRun::not_run(const TestCase& test, std::string reason) {
  TestResult result = unrun_result(suite_, test, Verdict::time_limit, std::move(reason));
  result.not_run = true;
  return result;
}

// `wall_cap`: at most wall_cap_for(limit), less when the suite's total time runs out first.
TestResult SuiteRun::run_in_folder(const TestCase& test, milliseconds limit,
                                   milliseconds wall_cap) {
  auto folder = environment_.make_folder(submission_);
  if (!folder) {
    switch (folder.error().fault) {
      case FolderFault::submission: {
        std::lock_guard lock(isolation_mutex_);
        too_large_ = SubmissionIssue{SubmissionProblem::too_large, folder.error().reason};
        return unrun_result(suite_, test, Verdict::submission_error, folder.error().reason);
      }
      case FolderFault::grader: break;
    }
    throw std::runtime_error(folder.error().reason);
  }
  const std::filesystem::path& dir = (*folder)->path();
  auto made = make_spec(suite_, test, dir, limit, options_.isolation, environment_);
  if (!made) return unrun_result(suite_, test, Verdict::grader_error, made.error());
  ProcessSpec& spec = *made;
  spec.limits.wall_time = std::min(spec.limits.wall_time, wall_cap);
  RunOutcome outcome;
  outcome.time_limit = limit;
  outcome.wall_cap = spec.limits.wall_time;
  outcome.input = describe_input(suite_, spec, test);
  if (suite_.run.mode != RunMode::command) {
    outcome.harness_nonce = new_harness_nonce();
    spec.stdin_data = test.python.empty() ? harness_stdin(outcome.harness_nonce, spec.stdin_data)
                                          : harness_check_stdin(outcome.harness_nonce, test.python,
                                                                spec.stdin_data);
  }
  // Taken before the run: whatever the run does to its folder, the file is read from the
  // folder the grader made (grade/output_file.h).
  const UniqueFd folder_fd = open_folder(dir);
  outcome.process = runner_.run(spec);
  note_isolation(outcome.process);
  outcome.disk_quota_reached = (*folder)->quota_reached();
  if (suite_.output.source == OutputSource::file) {
    OutputFile file = read_output_file(folder_fd.get(), suite_.output.file,
                                       spec.limits.output_bytes);
    outcome.file_state = file.state;
    outcome.file_data = std::move(file.data);
  }
  return judge(suite_, test, outcome);
}

// docs/suite-format.md "Scores": the bonus rewards finishing the work in time, so every
// test must have run to completion with output (output_excerpt is empty exactly when
// the graded output was) and the tests must have earned something.
TotalTimeBonus total_time_bonus(const Suite& suite, const SuiteResult& result) {
  TotalTimeBonus bonus{suite.limits.time_total_bonus, 0};
  bool in_time = suite.limits.time_total && result.wall_time <= *suite.limits.time_total;
  bool all_completed = std::all_of(result.tests.begin(), result.tests.end(), [](const auto& t) {
    return ran_to_completion(t.verdict) && !t.output_excerpt.empty();
  });
  bool earned = std::any_of(result.tests.begin(), result.tests.end(),
                            [](const auto& t) { return t.score > 0; });
  if (in_time && all_completed && earned) {
    bonus.points = bonus.max_points;
  } else if (bonus.max_points > 0) {
    bonus.missed = !all_completed ? BonusMiss::not_completed
                   : !in_time     ? BonusMiss::over_time
                                  : BonusMiss::nothing_earned;
  }
  return bonus;
}

}  // namespace

milliseconds test_time_limit(const Suite& suite, const TestCase& test,
                             const GradeOptions& options) {
  if (options.time_limit) return *options.time_limit;
  return test.time_limit.value_or(suite.limits.time_per_test);
}

puzzle::Expected<ProcessSpec, std::string> make_spec(const Suite& suite, const TestCase& test,
                                                     const std::filesystem::path& folder,
                                                     milliseconds time_limit, Isolation isolation,
                                                     GradingEnvironment& environment) {
  ProcessSpec spec;
  switch (suite.run.mode) {
    case RunMode::command: spec.argv = build_argv(suite.run.command, test.args); break;
    case RunMode::call:
    case RunMode::notebook: {
      const std::string* call = find_arg(test.args, "call");
      RunSpec run = suite.run;
      run.function = called_function(suite, test);
      auto argv = environment.harness_argv(run, call == nullptr ? "" : *call, folder);
      if (!argv) return puzzle::unexpected(argv.error());
      spec.argv = test.python.empty() ? std::move(*argv) : with_check_on_stdin(std::move(*argv));
      break;
    }
  }
  spec.working_dir = folder;
  spec.stdin_data = test.stdin_data;
  spec.limits = resource_limits(suite.limits, time_limit);
  spec.isolation = isolation;
  // When the answer is a file, stdout is for the student's own eyes: printing a lot of it
  // is not a fault (disk and time limits still hold).
  spec.stdout_use = suite.output.source == OutputSource::file ? StdoutUse::not_graded
                                                              : StdoutUse::graded;
  return spec;
}

SuiteResult grade_submission(const Suite& suite, const std::filesystem::path& submission,
                             const GradeOptions& options, ProcessRunner& runner,
                             GradingEnvironment& environment) {
  SuiteResult result;
  result.suite_name = suite.name;
  result.isolation = options.isolation;
  auto start = Clock::now();
  if (const std::vector<std::string> missing = environment.python_problems(suite);
      !missing.empty()) {
    const std::string reason = fmt::format("{}", fmt::join(missing, "; "));
    for (const TestCase& test : suite.tests) {
      result.tests.push_back(unrun_result(suite, test, Verdict::grader_error, reason));
    }
  } else if (auto issue = required_files_issue(suite, submission)) {
    for (const TestCase& test : suite.tests) {
      result.tests.push_back(unrun_result(suite, test, Verdict::submission_error, issue->reason));
    }
    result.submission_issue = std::move(issue);
  } else {
    SuiteRun run(suite, submission, options, runner, environment);
    result.tests = run.run_all();
    result.isolation = run.isolation();
    explain_missing_modules(suite, static_imports(submission), result.tests);
    result.submission_issue = common_submission_issue(suite, result.tests);
    if (run.too_large()) {
      result.submission_issue = run.too_large();
    } else if (auto python = python_start_issue(suite, result.tests)) {
      for (TestResult& test : result.tests) {  // already 0 points: a crash earns nothing
        test.verdict = Verdict::submission_error;
        test.reason = python->reason;
      }
      result.submission_issue = std::move(python);
    } else if (!result.submission_issue) {
      result.submission_issue = same_crash_issue(suite, result.tests);
    }
  }
  result.explanations = explain(suite, result.tests);
  refer_to_explanations(result.tests, result.explanations);
  result.wall_time = std::chrono::duration_cast<milliseconds>(Clock::now() - start);
  result.bonus = total_time_bonus(suite, result);
  for (const TestResult& test : result.tests) {
    if (!test.resource_control) continue;
    if (!result.resource_control || *test.resource_control == ResourceControl::rlimits) {
      result.resource_control = test.resource_control;
    }
  }
  return result;
}

}  // namespace grader

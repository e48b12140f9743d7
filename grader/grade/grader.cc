#include "grade/grader.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <fmt/format.h>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include "grade/command.h"
#include "grade/judge.h"

namespace grader {
namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

std::string seconds(milliseconds ms) {
  return fmt::format("{:g} s", static_cast<double>(ms.count()) / 1000.0);
}

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

std::string describe_input(const ProcessSpec& spec, const TestCase& test) {
  std::string input = join_argv(spec.argv);
  if (!test.stdin_data.empty()) input += fmt::format(" < stdin ({} bytes)", test.stdin_data.size());
  return input;
}

std::pair<FileState, std::string> read_output_file(const std::filesystem::path& path,
                                                   std::uint64_t max_bytes) {
  std::error_code error;
  auto status = std::filesystem::symlink_status(path, error);
  if (error || !std::filesystem::exists(status)) return {FileState::missing, ""};
  if (!std::filesystem::is_regular_file(status)) return {FileState::not_regular, ""};
  if (std::filesystem::file_size(path, error) > max_bytes) return {FileState::too_large, ""};
  std::ifstream in(path, std::ios::binary);
  std::ostringstream data;
  data << in.rdbuf();
  return {FileState::present, data.str()};
}

// Shared state of one grading run.
class SuiteRun {
 public:
  SuiteRun(const Suite& suite, const std::filesystem::path& submission, const GradeOptions& options,
           ProcessRunner& runner, GradingEnvironment& environment)
      : suite_(suite), submission_(submission), options_(options), runner_(runner),
        environment_(environment), start_(Clock::now()), results_(suite.tests.size()) {}

  std::vector<TestResult> run_all();

 private:
  void work();
  TestResult grade_one(const TestCase& test);
  TestResult grade_in_time(const TestCase& test);
  TestResult run_in_folder(const TestCase& test, milliseconds limit);

  const Suite& suite_;
  const std::filesystem::path& submission_;
  const GradeOptions& options_;
  ProcessRunner& runner_;
  GradingEnvironment& environment_;
  Clock::time_point start_;
  std::vector<TestResult> results_;
  std::atomic<std::size_t> next_{0};
  std::atomic<bool> stopped_after_time_limit_{false};
  std::mutex error_mutex_;
  std::exception_ptr error_;
};

std::vector<TestResult> SuiteRun::run_all() {
  std::size_t workers = std::clamp<std::size_t>(options_.jobs, 1, suite_.tests.size());
  if (workers == 1) {
    work();  // on this thread: a batch worker grades one student's tests in turn
  } else {
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < workers; ++i) threads.emplace_back([this] { work(); });
    for (std::thread& thread : threads) thread.join();
  }
  if (error_) std::rethrow_exception(error_);
  return std::move(results_);
}

// Takes tests in suite order until none is left; the first exception stops the run.
void SuiteRun::work() {
  for (std::size_t i = next_++; i < suite_.tests.size(); i = next_++) {
    try {
      results_[i] = grade_one(suite_.tests[i]);
    } catch (...) {
      std::lock_guard lock(error_mutex_);
      if (!error_) error_ = std::current_exception();
      next_ = suite_.tests.size();
    }
  }
}

TestResult SuiteRun::grade_one(const TestCase& test) {
  if (stopped_after_time_limit_) {
    return unrun_result(test, Verdict::time_limit,
                        "it was not run: grading stopped at the first test over its time limit");
  }
  TestResult result = grade_in_time(test);
  if (result.verdict == Verdict::time_limit &&
      options_.after_time_limit == AfterTimeLimit::stop_grading) {
    stopped_after_time_limit_ = true;
  }
  return result;
}

TestResult SuiteRun::grade_in_time(const TestCase& test) {
  milliseconds limit = test_time_limit(suite_, test, options_);
  if (!suite_.limits.time_total) return run_in_folder(test, limit);
  auto elapsed = std::chrono::duration_cast<milliseconds>(Clock::now() - start_);
  milliseconds remaining = *suite_.limits.time_total - elapsed;
  if (remaining <= milliseconds(0)) {
    return unrun_result(test, Verdict::time_limit,
                        fmt::format("it was not started: the suite's total time limit of {} "
                                    "was used up", seconds(*suite_.limits.time_total)));
  }
  TestResult result = run_in_folder(test, std::min(limit, remaining));
  if (result.verdict == Verdict::time_limit && remaining < limit) {
    result.reason = fmt::format("it was stopped when the suite's total time limit of {} ran out",
                                seconds(*suite_.limits.time_total));
  }
  return result;
}

TestResult SuiteRun::run_in_folder(const TestCase& test, milliseconds limit) {
  auto folder = environment_.make_folder(submission_);
  if (!folder) throw std::runtime_error(folder.error());
  const std::filesystem::path& dir = (*folder)->path();
  ProcessSpec spec = make_spec(suite_, test, dir, limit, options_.isolation, environment_);
  RunOutcome outcome;
  outcome.time_limit = limit;
  outcome.input = describe_input(spec, test);
  outcome.process = runner_.run(spec);
  outcome.disk_quota_reached = (*folder)->quota_reached();
  if (suite_.output.source == OutputSource::file) {
    std::tie(outcome.file_state, outcome.file_data) =
        read_output_file(dir / suite_.output.file, spec.limits.output_bytes);
  }
  return judge(suite_, test, outcome);
}

TotalTimeBonus total_time_bonus(const Suite& suite, const SuiteResult& result) {
  TotalTimeBonus bonus{suite.limits.time_total_bonus, 0};
  bool in_time = suite.limits.time_total && result.wall_time <= *suite.limits.time_total;
  bool none_timed_out = std::none_of(result.tests.begin(), result.tests.end(), [](const auto& t) {
    return t.verdict == Verdict::time_limit || t.verdict == Verdict::submission_error;
  });
  if (in_time && none_timed_out) bonus.points = bonus.max_points;
  return bonus;
}

}  // namespace

std::vector<std::string> missing_required_files(const Suite& suite,
                                                const std::filesystem::path& submission) {
  std::vector<std::string> missing;
  bool is_folder = std::filesystem::is_directory(submission);
  for (const std::string& file : suite.required_files) {
    bool found = is_folder ? std::filesystem::exists(submission / file)
                           : submission.filename() == std::filesystem::path(file).filename();
    if (!found) missing.push_back(file);
  }
  return missing;
}

milliseconds test_time_limit(const Suite& suite, const TestCase& test, const GradeOptions& options) {
  if (options.time_limit) return *options.time_limit;
  return test.time_limit.value_or(suite.limits.time_per_test);
}

ProcessSpec make_spec(const Suite& suite, const TestCase& test, const std::filesystem::path& folder,
                      milliseconds time_limit, Isolation isolation,
                      GradingEnvironment& environment) {
  ProcessSpec spec;
  switch (suite.run.mode) {
    case RunMode::command: spec.argv = build_argv(suite.run.command, test.args); break;
    case RunMode::call: case RunMode::notebook: {
      auto call = test.args.find("call");
      RunSpec run = suite.run;
      run.function = build_argv(run.function, test.args).front();  // fills a {placeholder}
      spec.argv = environment.harness_argv(run, call == test.args.end() ? "" : call->second);
      spec.readable_paths = environment.readable_paths();
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
  auto start = Clock::now();
  std::vector<std::string> missing = missing_required_files(suite, submission);
  if (!missing.empty()) {
    std::string reason = fmt::format("the submission has no {}; it must contain {}",
                                     fmt::join(missing, ", "), fmt::join(suite.required_files, ", "));
    for (const TestCase& test : suite.tests) {
      result.tests.push_back(unrun_result(test, Verdict::submission_error, reason));
    }
  } else {
    result.tests = SuiteRun(suite, submission, options, runner, environment).run_all();
  }
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

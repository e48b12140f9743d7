// Grading one submission against one suite: each test in a fresh folder, run through
// the ProcessRunner on `jobs` worker threads, judged, and reported in suite order.
#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "grade/environment.h"
#include "grade/result.h"
#include "run/process_runner.h"
#include "suite/suite.h"

namespace grader {

// Whether grading goes on after a test hits its time limit. Stopping is for `verify`:
// an example that loops forever would otherwise wait out every test's limit in turn.
enum class AfterTimeLimit { run_every_test, stop_grading };

struct GradeOptions {
  std::optional<std::chrono::milliseconds> time_limit;  // overrides every test's limit
  int jobs = 1;
  Isolation isolation = Isolation::sandbox;
  AfterTimeLimit after_time_limit = AfterTimeLimit::run_every_test;
  // The whole run's end (`run --deadline`: a platform kills a grader past its own limit).
  // No test starts after it and one running at it is stopped, so the report is still
  // written in time; every part of an assignment shares it.
  std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt;
  // Called with each test's result as soon as it is known, from the worker threads (so it
  // must be thread-safe), in the order tests finish; for progress lines. The suite-wide
  // rewrites (a submission issue common to every test) come later, in the final result.
  std::function<void(const TestResult&)> test_finished = nullptr;
};

// Grades `submission` (a file or a folder). Throws only when grading cannot continue
// (e.g. no temporary folder can be made); anything the submission does is a verdict.
SuiteResult grade_submission(const Suite& suite, const std::filesystem::path& submission,
                             const GradeOptions& options, ProcessRunner& runner,
                             GradingEnvironment& environment);

// The time limit of one test: --time-limit, else the test's, else the suite's.
std::chrono::milliseconds test_time_limit(const Suite& suite, const TestCase& test,
                                          const GradeOptions& options);

// The process to start for `test` in `folder` (where call and notebook suites get their
// copy of the harness). The error is the grader's own (see GradingEnvironment::harness_argv).
puzzle::Expected<ProcessSpec, std::string> make_spec(const Suite& suite, const TestCase& test,
                                                     const std::filesystem::path& folder,
                                                     std::chrono::milliseconds time_limit,
                                                     Isolation isolation,
                                                     GradingEnvironment& environment);

}  // namespace grader

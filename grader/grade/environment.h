// What grading needs from the run layer besides the ProcessRunner: a fresh folder per
// test holding a copy of the submission, and the harness command lines for call and
// notebook suites. Behind an interface so unit tests need no files or Python.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "common/expected.h"
#include "run/process_runner.h"
#include "suite/suite.h"

namespace grader {

// Why a test folder could not be made. `submission`: the submission is over a limit a
// folder may hold (its size, file count, or a path too long or too deep: run/workspace.h),
// the student's to fix, and `reason` says which limit in plain words, with the path;
// `grader`: anything else, the grader's own problem.
enum class FolderFault { submission, grader };
struct FolderError {
  FolderFault fault = FolderFault::grader;
  std::string reason;
};

// A test's working folder; removed when the object is destroyed.
class TestFolder {
 public:
  virtual ~TestFolder() = default;
  virtual const std::filesystem::path& path() const = 0;
  // After a run: a one-sentence reason when the folder's disk quota is used up (the
  // program was stopped by it), else empty.
  virtual std::string quota_reached() const { return {}; }
};

class GradingEnvironment {
 public:
  virtual ~GradingEnvironment() = default;
  // A fresh folder holding a copy of `submission` (a file or a folder).
  virtual puzzle::Expected<std::unique_ptr<TestFolder>, FolderError> make_folder(
      const std::filesystem::path& submission) = 0;
  // argv that runs `run` (call or notebook mode) with the Python literal arguments
  // `call_args` through the toolkit's harness, which it first copies into `folder` (the
  // test's folder) so that the run can read it whatever the permissions of the toolkit's
  // own folder. The error is the grader's own problem, for the instructor: it names the
  // fix, and the test becomes a grader_error.
  virtual puzzle::Expected<std::vector<std::string>, std::string> harness_argv(
      const RunSpec& run, const std::string& call_args, const std::filesystem::path& folder) = 0;
  // One line per way the machine lacks the Python `suite` declares (grade/python_probe.h),
  // each naming the fix; empty when it has it. Grading then runs nothing: every test is a
  // grader_error, never the student's fault. Asked once per submission, so it must be
  // cheap after the first call.
  virtual std::vector<std::string> python_problems(const Suite& /*suite*/) { return {}; }
};

// The real environment: run/workspace.h and run/harness.h; python_problems() asks the
// machine's python3 through `runner` (the command's one runner), which must outlive it.
std::unique_ptr<GradingEnvironment> make_system_environment(ProcessRunner& runner);

}  // namespace grader

// Where the toolkit's Python harness (grader/harness/puzzle_harness.py) is, and the argv
// that runs a submission through it. The harness CLI and exit codes:
//
//   python3 -I puzzle_harness.py --nonce-on-stdin call     <module_file.py> <function>
//   <args_literal> python3 -I puzzle_harness.py --nonce-on-stdin notebook <file.ipynb> <function>
//   <args_literal>
//
// with the run's nonce on the first line of stdin (grade/harness_channel.h).
//
//   exit 0   the function returned
//   exit 1   the function raised (a normal Python traceback on stderr): runtime error
//   exit 2   harness usage error: bad command line or an args literal that is not a
//            Python literal list/tuple (a bug in the suite, not in the submission)
//   exit 3   submission error: missing file, module or function, syntax error, or an
//            import error of the submission
//   The harness's messages are tagged with a per-run nonce: grade/harness_channel.h.
//   other    whatever the function itself passed to sys.exit()
//
// The harness prints nothing on stdout itself; stdout is the function's output.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "common/expected.h"
#include "common/suite/suite_model.h"

namespace grader {

inline constexpr int kHarnessUsageErrorExit = 2;
inline constexpr int kHarnessSubmissionErrorExit = 3;

// <exe_dir>/../share/puzzle/puzzle_harness.py when it exists (the build tree and an
// installed tree both have it there), else the source tree's copy (a compile-time path).
// Only the grader reads it: runs get a copy (install_harness).
std::filesystem::path harness_path();

// The name of the harness's copy in a run's working folder. A dot file, so that a listing
// of the folder by the submission (or its `ls`) does not show it.
inline constexpr const char* kHarnessCopyName = ".puzzle_harness.py";

// Copies the harness into `folder` as kHarnessCopyName (read-only) and returns the path
// that runs it, relative to `folder` (the run's working folder, which is /submission
// inside the sandbox). A run then reads its own copy, whatever the permissions of the folder the
// toolkit is built or installed in: the run's user (its own uid when the grader is root) may be
// unable to enter that folder (a clone in a 0700 folder, a home folder). The error is a
// sentence for the instructor naming the file and the fix: the grader itself cannot read
// its harness.
puzzle::Expected<std::filesystem::path, std::string> install_harness(
    const std::filesystem::path& folder);

// Whether the harness prints repr() of the function's return value (when not None) on a
// line of its own after the call: `--print-result` on its command line.
enum class HarnessReturn { ignore, print };

// {"python3", "-I", harness, "--nonce-on-stdin", ["--print-result",] "call", module_file,
//  function, args_literal}
std::vector<std::string> harness_call_argv(const std::filesystem::path& harness,
                                           const std::string& module_file,
                                           const std::string& function,
                                           const std::string& args_literal, HarnessReturn returned);

// {"python3", "-I", harness, "--nonce-on-stdin", ["--print-result",] "notebook",
//  notebook_file, function, args_literal}
std::vector<std::string> harness_notebook_argv(const std::filesystem::path& harness,
                                               const std::string& notebook_file,
                                               const std::string& function,
                                               const std::string& args_literal,
                                               HarnessReturn returned);

// `argv` (one of the above) made to run a test's Python check instead of the call: the
// flag --check-on-stdin after --nonce-on-stdin; the code follows the nonce on stdin
// (grade/harness_channel.h harness_check_stdin).
std::vector<std::string> with_check_on_stdin(std::vector<std::string> argv);

// The argv that runs `run` (call or notebook mode) with the Python literal arguments
// `call_args` through the harness, installed into `folder` first (install_harness());
// empty for a command run. What every GradingEnvironment's harness_argv() does: the
// machine's (grade/system_environment.cc) and the web page's (web/web_environment.cc).
puzzle::Expected<std::vector<std::string>, std::string> harness_argv_for(
    const puzzle::suite::RunSpec& run, const std::string& call_args,
    const std::filesystem::path& folder);

}  // namespace grader

// Deciding a test's verdict and score from what happened when it ran. Pure: no
// processes, no files, so every rule of docs/suite-format.md "Verdicts" is unit-tested.
#pragma once

#include <string>

#include "grade/result.h"
#include "run/process_runner.h"
#include "suite/suite.h"

namespace grader {

// The state of the output file after the run (OutputSource::file only).
enum class FileState {
  not_used,  // output comes from stdout
  missing,   // not written
  present,
  too_large,    // bigger than limits.output_kb: not read
  not_regular,  // a symlink, folder, ...: not read, so it cannot point outside the workspace
};

struct RunOutcome {
  ProcessResult process;
  FileState file_state = FileState::not_used;
  std::string file_data;                    // with FileState::present
  std::string input;                        // how it was run, for reports
  std::chrono::milliseconds time_limit{0};  // the limit the run was given (computing time)
  // The clock-time cap it was given; 0: wall_cap_for(time_limit) (run/process_runner.h).
  std::chrono::milliseconds wall_cap{0};
  std::string harness_nonce;       // call/notebook: tags the harness's messages (harness_channel.h)
  std::string disk_quota_reached;  // the folder's quota was used up: why
};

// Full verdict and score of one test that ran.
TestResult judge(const Suite& suite, const TestCase& test, const RunOutcome& run);

// A test that was not run, with a verdict and one-sentence reason (no points).
TestResult unrun_result(const Suite& suite, const TestCase& test, Verdict verdict,
                        std::string reason);

// The last `count` lines of stderr, display-safe, each clipped, with the test's folder
// taken out of its paths (without_workspace_folder).
std::string stderr_tail(std::string_view stderr_data, int count = 10);

}  // namespace grader

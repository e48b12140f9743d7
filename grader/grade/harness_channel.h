// The harness's own messages (grader/harness/puzzle_harness.py), told apart from what the
// submission writes to the same stderr. Each call/notebook run gets a random nonce on
// the first line of its stdin (the harness reads it before any submission code runs);
// the harness tags each of its messages with it:
//
//   puzzle-harness <nonce> started                  just before submission code runs
//   puzzle-harness <nonce> usage error: <text>      the suite called it wrongly
//   puzzle-harness <nonce> submission error: <text> missing file/function, syntax error...
//   puzzle-harness <nonce> check <name> passed|failed  one expect() of a test's Python check
//
// A line without the run's nonce is the submission's, whatever it says. A usage error
// (which blames the suite, not the student) is believed only when no `started` came
// before it: submission code never ran, so it cannot have written it. What the nonce
// does not stop is in docs/security.md ("The harness's messages").
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace grader {

// How a test's reason starts when the harness reported a submission error.
inline constexpr std::string_view kHarnessSubmissionErrorPrefix = "submission error: ";

// 128 random bits as 32 lowercase hex digits, from std::random_device.
std::string new_harness_nonce();

// What the harness needs on stdin before the test's own stdin: "<nonce>\n".
std::string harness_stdin(std::string_view nonce, std::string_view test_stdin);

// The same for a test with a Python check (harness flag --check-on-stdin): the nonce line,
// the code's length in bytes on a line of its own, the code, then the test's stdin. The
// code never lies in the run's folder, argv or environment.
std::string harness_check_stdin(std::string_view nonce, std::string_view check_code,
                                std::string_view test_stdin);

// What the harness reported for one expect() of a Python check. `reports` counts the
// tagged lines for that name: the harness writes one, so two or more mean the program
// wrote some itself, and the check is not believed.
struct PythonCheckReport {
  bool passed = false;
  int reports = 0;
};

struct HarnessMessages {
  std::optional<std::string> usage_error;       // the text, when credible
  std::optional<std::string> submission_error;  // the text
  std::string program_stderr;                   // stderr without the harness's lines
  // Whether the harness said it was about to run submission code. Until then nothing
  // the submission wrote can be on stderr, so an early failure is the harness's own.
  bool started = false;
  // The Python check's expect() results by name; only lines after `started` count.
  std::map<std::string, PythonCheckReport, std::less<>> checks;
};

// The harness's messages in `stderr_data` for a run given `nonce`. With an empty nonce
// (command mode) nothing is the harness's.
HarnessMessages read_harness_messages(std::string_view stderr_data, std::string_view nonce);

}  // namespace grader

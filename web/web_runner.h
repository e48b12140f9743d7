// The web page's ProcessRunner (grader/run/process_runner.h): a run is handed to the page,
// whose Python worker (page/python_worker.js, CPython in WebAssembly) runs the program on
// the files of spec.working_dir and writes back what it left there. The grader's
// synchronous run() waits for it through Asyncify. No sandbox or control group exists in
// a browser: isolation is reported as "none" and resource control as rlimits (limits
// approximate), and the time limit is the worker's wall time (docs/web.md).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "run/process_runner.h"

namespace grader::web {

// The one table of the page's names for how a run ended (the `ended` field of its answer).
struct EndedName {
  Termination termination;
  std::string_view name;
};
inline constexpr EndedName kEndedTable[] = {
    {Termination::exited, "exited"},
    {Termination::signaled, "signaled"},
    {Termination::time_limit, "time_limit"},
    {Termination::memory_limit, "memory_limit"},
    {Termination::output_limit, "output_limit"},
    {Termination::failed_to_start, "failed_to_start"},
};

// The start of a run's failure_reason when the program stopped on importing a module this
// page lacks and the course's grader has (a declared package such as numpy, or a module of
// the standard library the page's Python leaves out): the page cannot run it as the
// course's grader would, which is neither the program's fault nor the course's.
inline constexpr std::string_view kPageLacks = "this page cannot offer ";

// The run as the page's JSON request: argv, working_dir, stdin, limits in ms and bytes.
std::string run_request(const ProcessSpec& spec);

// The page's JSON answer as a ProcessResult; nullopt when it is not one (then the run
// failed to start, the grader's fault).
std::optional<ProcessResult> parse_run_answer(std::string_view answer);

class WebProcessRunner final : public ProcessRunner {
 public:
  ProcessResult run(const ProcessSpec& spec) override;

  // Modules runs stopped on that the page lacks and the course's grader has (kPageLacks),
  // and those that neither offers (a package the suites do not declare).
  const std::set<std::string>& page_lacks() const { return page_lacks_; }
  const std::set<std::string>& undeclared_missing() const { return undeclared_missing_; }

 private:
  std::set<std::string> page_lacks_;
  std::set<std::string> undeclared_missing_;
};

}  // namespace grader::web

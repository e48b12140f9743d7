#include "web_runner.h"

#include <cstdlib>
#include <emscripten.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "common/name_table.h"
#include "run/termination.h"

namespace grader::web {
namespace {

// Asks the page (Module.puzzleRun, page/grader_page.js) to run `request`; returns its JSON
// answer in memory the caller frees.
// clang-format off
EM_ASYNC_JS(char*, puzzle_page_run, (const char* request), {
  const answer = await Module.puzzleRun(JSON.parse(UTF8ToString(request)));
  const text = JSON.stringify(answer);
  const size = lengthBytesUTF8(text) + 1;
  const memory = _malloc(size);
  stringToUTF8(text, memory, size);
  return memory;
});
// clang-format on

}  // namespace

std::string run_request(const ProcessSpec& spec) {
  nlohmann::json request = {
      {"argv", spec.argv},
      {"working_dir", spec.working_dir.string()},
      {"stdin", spec.stdin_data},
      {"time_limit_ms", spec.limits.cpu_time.count()},
      {"wall_limit_ms", spec.limits.wall_time.count()},
      {"memory_bytes", spec.limits.memory_bytes},
      {"output_bytes", spec.limits.output_bytes},
      {"stdout_graded", spec.stdout_use == StdoutUse::graded},
  };
  return request.dump();
}

std::optional<ProcessResult> parse_run_answer(std::string_view answer) {
  const nlohmann::json json = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object()) return std::nullopt;
  const auto ended = puzzle::value_named(kEndedTable, &EndedName::termination,
                                         json.value("ended", std::string()));
  if (!ended) return std::nullopt;
  ProcessResult result;
  result.termination = *ended;
  result.exit_code = json.value("exit_code", -1);
  result.signal = json.value("signal", 0);
  result.stdout_data = json.value("stdout", std::string());
  result.stderr_data = json.value("stderr", std::string());
  result.wall_time = std::chrono::milliseconds(json.value("wall_ms", 0));
  result.cpu_time = result.wall_time;  // a browser measures no CPU time
  result.peak_memory_bytes = json.value("peak_memory_bytes", std::uint64_t{0});
  result.failure_reason = json.value("failure", std::string());
  // Python's memory is capped in the worker at the suite's limit: a program that meets the
  // cap ends with Python's MemoryError, classified as the native runner does.
  if (result.termination == Termination::exited && result.exit_code != 0 &&
      stderr_reports_out_of_memory(result.stderr_data)) {
    result.termination = Termination::memory_limit;
  }
  // The program stopped on a module the page lacks (python_worker.js): not its fault.
  const auto lacks = json.value("page_lacks", std::vector<std::string>());
  if (!lacks.empty()) {
    result.termination = Termination::failed_to_start;
    result.start_fault = StartFault::grader;
    result.failure_reason = fmt::format("{}{}, which the course's grader has", kPageLacks,
                                        fmt::join(lacks, " and "));
  }
  result.isolation = Isolation::rlimits;
  result.resource_control = ResourceControl::rlimits;
  return result;
}

ProcessResult WebProcessRunner::run(const ProcessSpec& spec) {
  char* answer = puzzle_page_run(run_request(spec).c_str());
  std::optional<ProcessResult> result = parse_run_answer(answer);
  const nlohmann::json json = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
  if (json.is_object()) {
    for (const auto& name : json.value("page_lacks", std::vector<std::string>())) {
      page_lacks_.insert(name);
    }
    for (const auto& name : json.value("undeclared_missing", std::vector<std::string>())) {
      undeclared_missing_.insert(name);
    }
  }
  std::free(answer);
  if (result) return *result;
  ProcessResult failed;
  failed.failure_reason = "the page's Python worker gave no usable answer";
  return failed;
}

}  // namespace grader::web

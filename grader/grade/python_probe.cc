#include "grade/python_probe.h"

#include <cstdlib>
#include <filesystem>
#include <fmt/format.h>

#include "check/text.h"
#include "common/scratch_folder.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

// Asks for the version first so that a line of noise (a sitecustomize's print) after it
// cannot hide it.
constexpr const char* kVersionCode =
    "import sys; print('%d.%d.%d' % sys.version_info[:3]); print(sys.executable)";

std::string last_line(const std::string& text) {
  std::vector<std::string> lines = split_lines(text);
  while (!lines.empty() && lines.back().find_first_not_of(" \t\r") == std::string::npos) {
    lines.pop_back();
  }
  return lines.empty() ? "" : lines.back();
}

std::string describe(const PythonFound& python) {
  return fmt::format("python3 ({} {})", python.executable, fmt::join(python.version, "."));
}

}  // namespace

puzzle::Expected<std::string, std::string> PythonProbe::run_python(const std::string& code) {
  const puzzle::ScratchFolder folder("puzzle-python-probe");
  if (folder.path().empty()) {
    return puzzle::unexpected(fmt::format("cannot make a folder under {} to run python3 in",
                                          fs::temp_directory_path().string()));
  }
  ProcessSpec spec;
  spec.argv = {"python3", "-I", "-c", code};
  spec.working_dir = folder.path();
  spec.isolation = Isolation::rlimits;              // the toolkit's own code: no sandbox needed
  spec.limits.cpu_time = std::chrono::seconds(20);  // a cold import of a large package
  spec.limits.wall_time = wall_cap_for(spec.limits.cpu_time);
  spec.limits.memory_bytes = 2ULL << 30;
  ProcessResult result = runner_.run(spec);
  switch (result.termination) {
    case Termination::exited:
      if (result.exit_code == 0) return result.stdout_data;
      return puzzle::unexpected(last_line(result.stderr_data).empty()
                                    ? fmt::format("python3 exited with code {}", result.exit_code)
                                    : last_line(result.stderr_data));
    case Termination::failed_to_start:
      return puzzle::unexpected(result.failure_reason.empty() ? std::string("python3 cannot start")
                                                              : result.failure_reason);
    case Termination::signaled:
      return puzzle::unexpected(fmt::format("python3 was killed by signal {}", result.signal));
    case Termination::time_limit:
    case Termination::memory_limit:
    case Termination::output_limit:
      return puzzle::unexpected(std::string("python3 did not finish within the probe's limits"));
  }
  return puzzle::unexpected(std::string("python3 cannot start"));
}

puzzle::Expected<PythonFound, std::string> PythonProbe::python() {
  std::lock_guard lock(mutex_);
  if (python_) return *python_;
  auto printed = run_python(kVersionCode);
  std::vector<std::string> lines = printed ? split_lines(*printed) : std::vector<std::string>{};
  std::optional<std::vector<int>> version;
  if (!lines.empty()) version = parse_version(lines[0]);
  if (!printed) {
    python_ = puzzle::unexpected(printed.error());
  } else if (!version || lines.size() < 2) {
    python_ = puzzle::unexpected(
        fmt::format("python3 did not say its version (it printed '{}')", last_line(*printed)));
  } else {
    python_ = PythonFound{*version, lines[1]};
  }
  return *python_;
}

std::optional<std::string> PythonProbe::import_error(const std::string& module) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = imports_.find(module); it != imports_.end()) return it->second;
  }
  auto done = run_python("import " + module);
  std::optional<std::string> error;
  if (!done) error = done.error();
  std::lock_guard lock(mutex_);
  imports_.emplace(module, error);
  return error;
}

namespace {

// Whether `version` is in the suite's range `range_text` (empty: any version). The loader
// checked the range; one that does not parse (a suite built by hand) holds for none.
bool in_declared_range(const std::vector<int>& version, const std::string& range_text) {
  if (range_text.empty()) return true;
  auto range = parse_version_range(range_text);
  return range && in_range(version, *range);
}

}  // namespace

std::vector<std::string> python_problems(const Suite& suite, PythonProbe& probe) {
  if (!suite.python) return {};
  const PythonEnvironment& wanted = *suite.python;
  auto python = probe.python();
  if (!python) {
    return {fmt::format("the suite's programs run with python3, which cannot run on this "
                        "machine ({}): install the Debian package python3",
                        python.error())};
  }
  std::vector<std::string> problems;
  if (!in_declared_range(python->version, wanted.version)) {
    problems.push_back(fmt::format("the suite needs Python {}, but this machine has {}: grade "
                                   "on a machine with a Python in that range, or widen the "
                                   "suite's python.version",
                                   wanted.version, describe(*python)));
  }
  for (const std::string& module : wanted.packages) {
    if (auto error = probe.import_error(module)) {
      const std::string package = debian_package(module);
      problems.push_back(fmt::format("the suite declares the Python package {}, but {} cannot "
                                     "import it ({}): install the Debian package {} "
                                     "(apt-get install {})",
                                     module, describe(*python), *error, package, package));
    }
  }
  return problems;
}

}  // namespace grader

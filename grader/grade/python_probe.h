// Whether this machine has the Python a suite declares (suite/python_env.h): asks the
// python3 the tests will run (found on the submissions' PATH, isolated with -I so no
// user's site-packages or PYTHONPATH count) for its version and tries each import once,
// `python3 -I -c 'import x'`. Answers are cached for the life of the probe, so a batch
// of a thousand students asks once.
#pragma once

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "run/process_runner.h"
#include "suite/python_env.h"
#include "suite/suite.h"

namespace grader {

// What python3 says about itself.
struct PythonFound {
  std::vector<int> version;  // e.g. {3, 11, 2}
  std::string executable;    // sys.executable, e.g. /usr/bin/python3
};

class PythonProbe {
 public:
  explicit PythonProbe(ProcessRunner& runner) : runner_(runner) {}

  // python3's version and path, or why it could not say (one line).
  puzzle::Expected<PythonFound, std::string> python();
  // nullopt when `import module` works, else the last line of its error (or why the
  // probe could not run). `module` must satisfy is_module_name().
  std::optional<std::string> import_error(const std::string& module);

 private:
  // Runs python3 -I -c `code` in a fresh folder; its stdout, or the error line.
  puzzle::Expected<std::string, std::string> run_python(const std::string& code);

  ProcessRunner& runner_;
  std::mutex mutex_;
  std::optional<puzzle::Expected<PythonFound, std::string>> python_;
  std::map<std::string, std::optional<std::string>> imports_;
};

// One line per way this machine falls short of `suite`'s declared Python, each naming
// the fix for the instructor (the Debian package to install); empty when it fits or the
// suite declares nothing. E.g. "the suite declares the Python package numpy, but python3
// (/usr/bin/python3 3.11.2) cannot import it: install the Debian package python3-numpy".
std::vector<std::string> python_problems(const Suite& suite, PythonProbe& probe);

}  // namespace grader

// Fuzz target: the suite loader on arbitrary YAML text. Contract under test: every input
// gives a Suite or a non-empty list of errors with 1-based positions; never a crash, a
// hang or an uncaught exception.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "suite/suite_loader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto suite = grader::parse_suite(text, "fuzz.yaml");
  if (!suite) {
    if (suite.error().empty()) std::abort();
    for (const grader::SuiteError& error : suite.error()) {
      if (error.line < 1 || error.column < 1) std::abort();
      (void)error.to_string();
    }
  }
  return 0;
}

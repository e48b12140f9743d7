// The web page's GradingEnvironment (grader/grade/environment.h): each test's folder is a
// fresh copy of the submission in the module's in-memory file system, and call and
// notebook suites get the toolkit's harness, which the page writes at kWebHarnessPath.
#pragma once

#include <memory>

#include "grade/environment.h"

namespace grader::web {

// Where the page puts grader/harness/puzzle_harness.py before grading (the build passes
// the same path to run/harness.cc as PUZZLE_HARNESS_SOURCE_PATH).
inline constexpr const char* kWebHarnessPath = "/puzzle/puzzle_harness.py";

std::unique_ptr<GradingEnvironment> make_web_environment();

}  // namespace grader::web

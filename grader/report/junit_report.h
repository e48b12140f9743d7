// JUnit XML (testsuites/testsuite/testcase/failure) for CI dashboards. Instructor
// format: full detail. Text is escaped and stripped of characters XML 1.0 forbids.
#pragma once

#include <string>
#include <string_view>

#include "grade/result.h"

namespace grader {

std::string junit_report(const SuiteResult& result);

// Escapes &, <, >, " and ' and makes the text valid UTF-8 without control characters
// other than tab and newline.
std::string xml_escape(std::string_view text);

}  // namespace grader

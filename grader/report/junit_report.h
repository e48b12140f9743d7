// JUnit XML (testsuites/testsuite/testcase/failure) for CI dashboards. Instructor
// format: full detail. Text is escaped and stripped of characters XML 1.0 forbids.
#pragma once

#include <string>

#include "grade/result.h"

namespace grader {

std::string junit_report(const SuiteResult& result);

}  // namespace grader

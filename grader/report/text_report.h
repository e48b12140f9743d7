// The terminal report: one line per test, then what went wrong and where.
#pragma once

#include <string>

#include "grade/result.h"
#include "report/report.h"

namespace grader {

std::string text_report(const SuiteResult& result, Color color);

// The detail block of one test (reason, failed lines with a ^ marker, stderr), without
// the heading line; empty for a passed test. Hidden tests get one sentence instead.
std::string test_details(const TestResult& test, Color color);

}  // namespace grader

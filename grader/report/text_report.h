// The terminal report: one line per test, then what went wrong and where.
#pragma once

#include <optional>
#include <string>

#include "grade/result.h"
#include "report/report.h"

namespace grader {

std::string text_report(const SuiteResult& result, Color color);

// The detail block of one test of `result` (reason, failed lines with a ^ marker,
// stderr), without the heading line; empty for a passed test. A hidden test gets what
// report/student_view.h lets a student see: the suite's issue sentence, or its
// student_reason, and that it is hidden.
std::string test_details(const TestResult& test, const SuiteResult& result, Color color);

}  // namespace grader

// The terminal report: one line per test, then what went wrong and where.
#pragma once

#include <optional>
#include <string>

#include "grade/result.h"
#include "report/report.h"

namespace grader {

std::string text_report(const SuiteResult& result, Color color);

// The detail block of one test (reason, failed lines with a ^ marker, stderr), without
// the heading line; empty for a passed test. Hidden tests get one sentence instead: the
// suite's submission issue when there is one (it says nothing about the test), else
// that the test is hidden.
std::string test_details(const TestResult& test, const std::optional<SubmissionIssue>& issue,
                         Color color);

}  // namespace grader

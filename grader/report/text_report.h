// The terminal report: one line per test, then what went wrong and where.
#pragma once

#include <optional>
#include <string>

#include "grade/result.h"
#include "report/report.h"

namespace grader {

// Who reads the report. A student gets plain words: nothing about how the runs were
// fenced off, and one sentence when limits are only approximate on this computer. The
// instructor (`run --verbose`) also gets the sandbox's name and what it and the limits
// guarantee (the same sentences as the JSON report's).
enum class TextDetail { student, instructor };

std::string text_report(const SuiteResult& result, Color color,
                        TextDetail detail = TextDetail::student);

// The detail block of one test of `result` (reason, failed lines with a ^ marker,
// stderr), without the heading line; empty for a passed test. A hidden test gets what
// report/student_view.h lets a student see: its student_reason. That hidden tests show
// no data (kHiddenTestsNote) is each format's to say once, and so is the suite's issue
// when it tells why (issue_tells_why): no test repeats them.
std::string test_details(const TestResult& test, const SuiteResult& result, Color color);

}  // namespace grader

// What every format of a SuiteResult shares: points, notes, the explanation's
// paragraphs (report/render.h picks the format). What student-facing formats show of a
// hidden test is decided by report/student_view.h.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grade/result.h"
#include "report/student_view.h"  // what a student may see: every student-facing format

namespace grader {

enum class Color { off, ansi };

// The first `max` bytes of UTF-8 text, not cutting a character in two, plus "..." when
// anything was cut.
std::string utf8_prefix(const std::string& text, std::size_t max);

// "5.25", "6", "0.75": points without noise.
std::string format_points(double points);

// What a failed check says in parentheses: how its lines are compared (the kind, when it
// compares lines: "exact", "integer", "one of"; a python check's or produced_output's
// label says what it checks already) and its points, "1 point" or "0.75 points":
// "exact, 0.75 points", "1 point". Before, "(produced_output, 2 points)" and "(python,
// 1 points)" showed students the suite's identifiers.
std::string check_terms(const Check& check);

// One sentence for the student when some tests could not be run because of the grader
// (Verdict::grader_error), saying it is not their fault; empty when there are none.
std::string grader_error_note(const SuiteResult& result);

// What may explain the student's wrong numbers (SuiteResult::explanations), said once per
// suite: the lead-in "Why some of your numbers differ:", then one paragraph per
// explanation with each deviation's `yours` and `assignment` sentences and the tests it
// explains (after a paragraph that says how many fit, on a tie). Empty when none.
std::vector<std::string> explanation_paragraphs(const SuiteResult& result);

}  // namespace grader

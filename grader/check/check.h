// Per-line checks: pure functions from (check, actual output, expected output) to a
// result that says whether the check passed and, if not, where and how it differs.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "suite/suite.h"

namespace grader {

enum class OutputPresence { absent, present };

// Output as the checks see it: split into lines (see split_lines).
struct Output {
  OutputPresence presence = OutputPresence::absent;
  std::size_t bytes = 0;
  std::vector<std::string> lines;
};

Output make_output(std::string_view text, OutputPresence presence);

enum class CheckOutcome { passed, failed };

// Whether the actual line of a failure exists.
enum class LineState { present, missing, not_applicable };

struct CheckResult {
  CheckOutcome outcome = CheckOutcome::passed;
  double points = 0;  // points earned: the check's points if passed, else 0
  int line = 0;       // 1-based output line of the first failure; 0: whole output
  LineState actual_state = LineState::not_applicable;
  std::string expected;  // display-safe (valid UTF-8, no control codes), clipped
  std::string actual;    // display-safe, clipped
  int column = 0;        // 1-based column in `actual`/`expected` of the first
                         // difference; 0 when a column makes no sense
  std::string message;   // short reason, e.g. "differs from the expected 10 by 2"
  // Failed comparison checks only: the suite's variants whose output the actual lines
  // match (set by diagnose(), grade/diagnose.h). A match with credit: accepted turns
  // the outcome into passed.
  std::vector<std::string> matching_variants;
};

CheckResult run_check(const Check& check, const Output& actual, const Output& expected);

// Whether a failed check of this kind can be matched against another output (a variant's,
// a recorded deviation's): exact, whitespace, regex, integer, float, one_of, unordered.
bool is_comparison(CheckKind kind);

// The check that decides whether another output "compares equal" at a check's lines.
// Kinds that do not read `expected` (regex, one_of) become exact: the lines must be
// what the student printed.
Check comparison_form(const Check& check);

}  // namespace grader

// Credit for another rule (docs/assignment-manifest.md "Accepting another rule"): for each
// failed comparison check, which of the suite's known variants prints exactly what the
// student printed, and whether a recorded deviation set the instructor accepts
// (Suite::accepted) reproduces the output; the credit that earns, and the kind sentences
// that say so ("Your instructor accepts this"). Why a wrong number is wrong is said once per suite
// instead (grade/explanation.h). Pure: no processes, no files.
#pragma once

#include <vector>

#include "check/check.h"
#include "grade/result.h"
#include "suite/suite.h"

namespace grader {

// Whether a failed check of this kind can be matched against a variant's output:
// exact, whitespace, regex, integer, float, one_of, unordered.
bool is_comparison(CheckKind kind);

// The check that decides whether another output "compares equal" at a check's lines.
// Kinds that do not read `expected` (regex, one_of) become exact: the lines must be
// what the student printed.
Check comparison_form(const Check& check);

// Compares `actual` with each variant output of `test` at the lines of every failed
// comparison check, and with the test's explained_by entries. Updates `results` (parallel
// to test.checks) in place: fills matching_variants and applies the most generous
// accepted share among the matches. Returns the diagnoses: first the accepted deviation
// set that fits (all its deviations accepted; the smallest share of them counts), then
// one per matched variant that earns credit, in suite order; a variant nobody accepts is
// recorded in matching_variants only.
std::vector<Diagnosis> diagnose(const Suite& suite, const TestCase& test, const Output& actual,
                                std::vector<CheckResult>& results);

}  // namespace grader

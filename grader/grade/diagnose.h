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

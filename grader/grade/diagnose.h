// Variant diagnosis (docs/suite-format.md "Variants"): for each failed comparison check,
// which of the suite's known variants prints exactly what the student printed, the
// credit that earns, and the kind sentences that say so. Pure: no processes, no files.
#pragma once

#include <vector>

#include "check/check.h"
#include "grade/result.h"
#include "suite/suite.h"

namespace grader {

// Whether a failed check of this kind can be matched against a variant's output:
// exact, whitespace, regex, integer, float, one_of, unordered.
bool is_comparison(CheckKind kind);

// Compares `actual` with each variant output of `test` at the lines of every failed
// comparison check. Updates `results` (parallel to test.checks) in place: fills
// matching_variants and applies the best credit among the matches (accepted > partial
// with the largest fraction > diagnostic). Returns the diagnoses, one per matched
// variant (suite order) and one for the lines that match none. Returns nothing when
// the suite declares no variants, so a suite without them reads as before.
std::vector<Diagnosis> diagnose(const Suite& suite, const TestCase& test, const Output& actual,
                                std::vector<CheckResult>& results);

}  // namespace grader

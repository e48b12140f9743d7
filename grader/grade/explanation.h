// One explanation per student (docs/suite-format.md "Deviations"): which of the suite's
// recorded deviation sets reproduce a test's wrong output, and, over all tests of a
// suite, the smallest set that reproduces the most of them. Pure: no processes, no files.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "check/check.h"
#include "grade/format_slip.h"
#include "grade/result.h"
#include "suite/suite.h"

namespace grader {

// What a test's output says about the recorded deviations (fits, slips, only_slips of
// TestResult). `fits`: the deviation sets of test.explained_by whose entry `actual` fits,
// sorted: every recorded line equals the student's line at that number (after trailing
// whitespace is removed; a hashed line by its hash; a line recorded by format when its
// pattern matches the whole line), and every line where a comparison check
// (is_comparison) failed is recorded. That second rule is tested by running each failed
// comparison check again against `expected` with the recorded lines put in (a hashed or
// format line: the student's own): it must pass. Format-only lines (running_time) never
// block a fit. The output is matched as printed and, when its spelling slips
// (format_slip.h: spaces, quotes, capitals, a last line left out), once more spelled the
// assignment's way; `fits` holds both. A left-out line is compared with nothing: an
// entry fits on the lines printed. An entry with no line (the set prints `expected` there)
// fits nothing. Empty when no check failed. An output that is False
// alone where `expected` is a path (said_unsolvable) fits nothing, and is only_slips: its
// sentence says the whole test, and explain() judges no deviation set on it.
// `results` is parallel to test.checks.
struct DeviationMatch {
  std::vector<DeviationSet> fits;
  std::vector<Slip> slips;
  bool only_slips = false;
};
DeviationMatch match_deviations(const TestCase& test, const Output& actual,
                                const std::vector<CheckResult>& results);

// match_deviations(...).fits.
std::vector<DeviationSet> fitting_sets(const TestCase& test, const Output& actual,
                                       const std::vector<CheckResult>& results);

// Whether the program with the deviations `set` is consistent with a test's output:
// the output fits the set's own entry, or, where the test records no entry for the set
// (because it prints what a smaller set with lines prints, or `expected`), the entry of
// a proper subset. `recorded` is every set the test has an entry for, those whose entry
// lists no line (they print `expected`) included; `fits` those the output fits; both
// sorted. Where the smaller sets with lines print differently, the set prints one of
// them and a fit of any counts (gen records no more: docs/suite-format.md, "Deviations").
bool set_fits(const DeviationSet& set, const std::vector<DeviationSet>& recorded,
              const std::vector<DeviationSet>& fits);

// The explanations of one student's results on `suite` (`tests` parallel to suite.tests;
// only wrong_answer tests carry fits), named only on evidence that separates them from
// the alternatives (docs/suite-format.md, "How the grader explains wrong numbers"). A
// deviation set recorded anywhere in the suite stands when (a test where it holds a set
// whose search did not finish, TestCase::unfinished, and has no entry of its own says
// nothing of it)
//  - no test contradicts it: where the student's compared lines are `expected`, the set
//    prints `expected` too; where they are not, the set fits them or prints `expected`;
//  - on each method (the `method` argument; the whole suite when there is none) it fits
//    every test with wrong numbers or none of them;
//  - each of its deviations makes the difference (the set fits, the set without it does
//    not) on at least two different boards of tests that are not trivial.
// Of the sets that stand, those that fit the most tests and among them have the fewest
// deviations are named; several only on an exact tie. The choice depends on the suite
// and the printed lines alone, so every run and every report of the same output names
// the same. None when nothing stands, so an output that matches `expected` everywhere
// never gets one.
std::vector<Explanation> explain(const Suite& suite, const std::vector<TestResult>& tests);

// The explanation is said once, above the tests: a test that an accepted deviation set
// credits (Diagnosis::deviations) and that an explanation of exactly that set names
// refers to it ("... is what the differences said above give. Your instructor accepts
// this ...") rather than repeating its sentences under every test.
void refer_to_explanations(std::vector<TestResult>& tests,
                           const std::vector<Explanation>& explanations);

}  // namespace grader

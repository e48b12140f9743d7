#pragma once
// The `explained_by` entries of one test (docs/suite-format.md, "Deviations"): which
// combinations of up to max_size deviations print which lines differently from the
// expected output. A combination is written only when its search finished (within
// config.limits) and the grader would misread it without an entry. Without one, the
// grader reads a combination as printing the lines of a smaller one inside it that has
// lines (one of them, where they differ), or `expected` where none has; so a combination
// is written when it prints lines no smaller one prints, when it prints `expected` while
// a smaller one prints lines (an entry with no line), and, holding one that did not
// finish, whenever it prints something else (the grader reads such a set as unknown
// unless it has an entry of its own). The test's `unfinished` lists the smallest
// combinations that did not finish. Searches are cached by their
// configuration, so deviations that do not apply to a method cost nothing, and the
// distinct ones run in parallel; the entries do not depend on how many run at once.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gen/suite_spec.h"
#include "gen/time_limit.h"
#include "presets/deviation.h"

namespace puzzle::gen {

// How a search prints in another term's output format (Deviation::term).
struct TermFormat {
  OutputStyle style;
  std::vector<int> unlisted;  // that format's line numbers checked by format only
  // The output of a search under `config` in that format, or nothing when it does not
  // reach the goal (within config.limits).
  std::function<std::optional<std::string>(const SearchConfig&)> run;
  // That format's line numbers whose values are the machine's (running_time) where the
  // test checks a value: listed by their shape (format_line), never by their text.
  std::vector<int> by_format = {};
};

struct ExplainInput {
  DeviationSpace space;
  SearchConfig base;          // the method's configuration under the assignment's rules
  std::string expected;       // what `base` prints
  int max_size = 2;           // deviations per combination
  std::vector<int> unlisted;  // line numbers never listed (checked by format only)
  // The output of a search under `config`, or nothing when it does not reach the goal
  // (within config.limits).
  std::function<std::optional<std::string>(const SearchConfig&)> run;
  // The other terms' formats the space's deviations print in; a combination whose format
  // is not here is not recorded.
  std::vector<TermFormat> terms = {};
  // Runs at once (0: one per core). `run` and every term's `run` must be safe to call
  // from several threads.
  int jobs = 0;
};

// What gen records of one test's deviations: its `explained_by` entries and its
// `unfinished` sets (the smallest combinations whose search did not finish; sorted).
struct ExplainedTest {
  std::vector<ExplainedOutput> entries;
  std::vector<std::vector<std::string>> unfinished;
};
ExplainedTest explain_deviations(const ExplainInput& input);
// Puts both into the test.
void record_explained(ExplainedTest explained, TestCase& test);

// The suite-level declarations of every deviation in the space, in space order.
std::vector<suite::Deviation> declare_deviations(DeviationSpace space);

// Every field that decides a search, so equal keys mean equal searches.
std::string config_key(const SearchConfig& config);

// 64-bit FNV-1a of `line` after trailing whitespace is removed.
std::uint64_t fnv1a(std::string_view line);
// A line as listed: its text, or its hash when it is longer than 80 characters.
RecordedLine listed_line(int number, std::string_view text);
// A line as listed by its shape: an RE2 pattern that keeps its text but generalises its
// numbers, as the suites' format checks spell theirs: a run of digits after a '.' keeps
// its count ("\d{8}"), any other run is "\d+"; e.g. 'running_time: 0.00000000' gives
// '^running_time: \d+\.\d{8}$'. For lines whose numbers are the machine's.
RecordedLine format_line(int number, std::string_view text);
// Line numbers covered by format checks alone (single lines and ranges; "last" and
// "all" are ignored).
std::vector<int> format_only_lines(const std::vector<Check>& checks);
// The expansion limit of a deviating search, past which gen records nothing for its set
// (the test's `unfinished` mark). It is the one place gen and tell-apart take it from:
// - ten times the expected run's work plus 10,000, where the course's time limits (ten
//   times the reference's estimate) stop a Python program;
// - with `policy` (the preset's SuiteAdapter::deviation_time_policy), at least the nodes a
//   Python program at that speed counts within the test's own time limit (time_limit.h),
//   so a rule the course's limit lets finish is recorded (issue 41: funny's
//   ties-by-insertion pops 54,808 entries on a 20-move board whose test allows ~198,000);
// - for a LIFO frontier, at least kWholeEightPuzzleExpansions (presets/deviation.h): a
//   depth-first search's work swings with the move order.
std::uint64_t deviation_expansion_limit(std::uint64_t expected_expansions, FrontierKind frontier,
                                        const TimePolicy* policy);

}  // namespace puzzle::gen

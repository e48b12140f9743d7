#pragma once
// Shared by the adapters built on presets/assignment_file.h: one test's expected output,
// the reference's work (for the time limit) and every selected variant's differing output,
// each from one run of run_assignment().

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/expected.h"
#include "core/board.h"
#include "gen/suite_spec.h"
#include "gen/term_formats.h"
#include "gen/time_limit.h"
#include "presets/assignment_file.h"
#include "presets/deviation.h"
#include "presets/variant.h"

namespace puzzle::gen {

struct PresetRun {
  std::string expected;
  // Expansions of the method's search: the reference's own, or for a start answered as
  // unsolvable before any search, those of a search that runs anyway (what a program
  // without the check does); 0 for print_succ.
  std::uint64_t nodes = 0;
  int depth = 0;  // moves on the path found; 0 without a search
  std::vector<VariantOutput> variant_outputs;
};

// `boards` are the run's board arguments as typed (lecture: start and goal); `start` and
// `goal` the same boards parsed. The driver styles' machine lines print as zero.
Expected<PresetRun> run_preset(const puzzle::Assignment& assignment, const std::string& method,
                               const std::vector<std::string>& boards, const Board& start,
                               const Board& goal, const std::vector<const Variant*>& variants);

// explained_by's `run` (gen/explained_by.h) for one test: what `method` prints from
// `start` to `goal` under a deviated config (run_method, machine lines zero), or nothing
// when it does not answer (limit reached, or no path in a style without a "no path" line).
// `assignment` must outlive the function.
std::function<std::optional<std::string>(const SearchConfig&)> answer_under(
    const puzzle::Assignment& assignment, const AssignmentMethod& method, const Board& start,
    const Board& goal);

// The same from `search` (the method's search from that start to that goal, e.g. behind
// remember_last_search), for a method whose action is a search.
std::function<std::optional<std::string>(const SearchConfig&)> answer_from(
    const puzzle::Assignment& assignment, MethodSearch search);

// A test's explained_by entries and whether its board is trivial (0 or 1 move), from the
// reference's run behind its expected output: what programs with up to `max_size` of
// `space`'s deviations print for `method` from `start` to `goal` (answer_under), each
// search stopped at deviation_expansion_limit(reference.nodes, the method's frontier,
// policy): `policy` is the preset's SuiteAdapter::deviation_time_policy. Lines the
// test checks by format only are never listed. `test.expected` and `test.checks` must
// be set.
void explain_from_reference(const puzzle::Assignment& assignment, DeviationSpace space,
                            const std::string& method, const Board& start, const Board& goal,
                            const PresetRun& reference, int max_size, TestCase& test,
                            const TimePolicy* policy = nullptr);

}  // namespace puzzle::gen

#pragma once
// The space of ways a student's program can depart from an assignment's rules (issue #15):
// a closed set of dimensions (heuristic, tie-break, duplicate rule ...), and per preset a
// table of deviations, each one alternative choice on one dimension. A deviation edits a
// SearchConfig (a search rule) or the printed output (a format slip), or prints in another
// term's output format; combining up to two or three deviations of different dimensions
// describes a real program. gen records which combinations print which lines
// (docs/suite-format.md, "Deviations").

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"
#include "presets/assignment_file.h"
#include "search/policies.h"

namespace puzzle {

// More expansions than the 8-puzzle has states of one parity (181,440): a deviating search
// that may visit all of them (DFS, whose work swings with the move order; A* under a rule
// that changes its whole order) is given at least this many.
inline constexpr std::uint64_t kWholeEightPuzzleExpansions = 200'000;

enum class Dimension {
  heuristic,      // what h counts
  priority,       // what A* orders its frontier by, when it is not g + h
  tie_break,      // which of equal-f nodes A* expands first
  duplicates,     // when a board already seen is skipped, re-queued or updated
  goal_test,      // when the goal is recognised
  counting,       // what nodes_expanded counts
  depth_measure,  // which nodes max_search_depth looks at
  move_order,     // the order children are generated in
  push_order,     // the order children enter a stack
  queue_measure,  // when the largest queue length is measured
  step_cost,      // what a move costs (uniform-cost search)
  output_format,  // how the lines are spelled
};

struct DimensionName {
  Dimension dimension;
  std::string_view name;  // kebab-case, as written in suites
};

inline constexpr DimensionName kDimensionTable[] = {
    {Dimension::heuristic, "heuristic"},         {Dimension::priority, "priority"},
    {Dimension::tie_break, "tie-break"},         {Dimension::duplicates, "duplicates"},
    {Dimension::goal_test, "goal-test"},         {Dimension::counting, "counting"},
    {Dimension::depth_measure, "depth-measure"}, {Dimension::move_order, "move-order"},
    {Dimension::push_order, "push-order"},       {Dimension::queue_measure, "queue-measure"},
    {Dimension::step_cost, "step-cost"},         {Dimension::output_format, "output-format"},
};
static_assert(covers_each_value_once(kDimensionTable, &DimensionName::dimension,
                                     Dimension::output_format));

std::string_view dimension_name(Dimension dimension);
std::optional<Dimension> dimension_named(std::string_view name);

// Which other deviations a deviation is combined with in gen's sets.
enum class Combines {
  freely,                    // any of other dimensions
  with_output_formats_only,  // a rule that changes the whole search (h = 0, f not g + h):
                             // with format slips only, as a second search rule on top
                             // would seldom show and costs the most searches
};

struct Deviation {
  std::string_view name;  // kebab-case, unique within its preset's space
  Dimension dimension;
  std::string_view yours;       // one sentence: what the student's program does
  std::string_view assignment;  // one sentence: what the assignment asks instead
  // Exactly one of the two, or `term` below, is set. Both leave what they do not apply to
  // unchanged (an A*-only rule leaves a BFS configuration as it is).
  void (*edit_config)(SearchConfig& config);
  std::string (*edit_output)(std::string_view output);
  // Another term's output format (dimension output_format): the program prints its own
  // search's numbers the way that term asked, e.g. driver_1t2017 with its fringe sizes.
  // A text edit cannot do that, so gen runs the search and formats it as that term does
  // (gen/term_formats.h). Unset for every other deviation.
  std::optional<OutputStyle> term = {};
  Combines combines = Combines::freely;
};

using DeviationSpace = std::span<const Deviation>;

const Deviation* find_deviation(DeviationSpace space, std::string_view name);

// A combination: positions in the space, ascending, at most one per dimension.
using DeviationSet = std::vector<int>;

// Every combination of 1..max_size deviations of different dimensions, none of which
// keeps apart from another (Combines), smaller sets first, each size in lexicographic
// order of positions.
std::vector<DeviationSet> combinations(DeviationSpace space, int max_size);

// `base` with the set's search rules applied, in space order.
SearchConfig apply_rules(DeviationSpace space, const DeviationSet& set, SearchConfig base);
// `output` with the set's format slips applied, in space order.
std::string apply_slips(DeviationSpace space, const DeviationSet& set, std::string output);
// The output format the set prints in: a member's `term`, or nothing for the assignment's own.
std::optional<OutputStyle> term_of(DeviationSpace space, const DeviationSet& set);

}  // namespace puzzle

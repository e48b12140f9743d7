#include "presets/fifteen.h"

#include <array>

#include <fmt/format.h>

#include "core/moves.h"

namespace puzzle {
namespace {

// Adding a variant: one row here, plus a line in docs/presets/fifteen.md. Definitions as in
// tests/independent/fifteen_ref.py.
constexpr std::array kFifteenVariants{
    Variant{"count-pops",
            "The explored count includes every node taken off the queue: repeats that are "
            "skipped and the goal itself.",
            "misplaced, manhattan",
            [](SearchConfig& c) { c.policies.goal_counting = GoalCounting::every_pop; }},
    Variant{"fifo-ties", "Among queued nodes with equal g + h, the one added first is taken first.",
            "misplaced, manhattan",
            [](SearchConfig& c) {
              c.policies.heapq_order = {EntryField::key, EntryField::insertion};
            }},
};

}  // namespace

Board fifteen_goal() { return fixed_goal(fifteen_assignment()); }

const SearchConfig& fifteen_config(HeuristicKind heuristic) {
  return method_config(fifteen_assignment(), name_of(kHeuristicKindTable, heuristic));
}

VariantCatalogue fifteen_variants() { return kFifteenVariants; }

std::string format_fifteen_output(const SearchResult& result, char blank) {
  std::string text = fmt::format("{} nodes explored\n", result.counters.expanded);
  if (result.outcome != SearchOutcome::found) return text + "No path found\n";
  text += fmt::format("{} steps\n", result.depth());
  // The course prints each board string, which ends in a newline: an empty line follows.
  for (const PathStep& step : result.path) text += to_grid(step.board, blank) + "\n";
  return text;
}

std::string format_fifteen_unsolvable() { return "0 nodes explored\nNo path found\n"; }

}  // namespace puzzle

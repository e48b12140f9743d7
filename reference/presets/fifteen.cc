#include "presets/fifteen.h"

#include <array>

#include <fmt/format.h>

#include "core/moves.h"

namespace puzzle {
namespace {

constexpr Shape kFifteenShape{4, 4};
// legal_moves in the course code: the tile above the blank moves down, the one left of it
// moves right, the one below moves up, the one right of it moves left.
constexpr MoveOrder kOrderULDR{Direction::up, Direction::left, Direction::down, Direction::right};

// Adding a variant: one row here, plus a line in docs/presets/fifteen.md. Definitions as in
// tests/independent/fifteen_ref.py.
constexpr std::array kFifteenVariants{
    Variant{"count-pops",
            "The explored count includes every node taken off the queue: repeats that are "
            "skipped and the goal itself.",
            "misplaced, manhattan",
            [](SearchConfig& c) { c.policies.goal_counting = GoalCounting::every_pop; }},
    Variant{"fifo-ties",
            "Among queued nodes with equal g + h, the one added first is taken first.",
            "misplaced, manhattan",
            [](SearchConfig& c) {
              c.policies.heapq_order = {EntryField::key, EntryField::insertion};
            }},
};

}  // namespace

Board fifteen_goal() { return Board::goal(kFifteenShape, 1, BlankPlacement::last); }

SearchConfig fifteen_config(HeuristicKind heuristic) {
  SearchConfig config;
  config.policies.frontier = FrontierKind::heapq;
  config.policies.heapq_order = {EntryField::key};  // __lt__ compares key = g + h only
  config.policies.key = PriorityKey::g_plus_h;
  config.policies.duplicates = DuplicateDetection::closed_at_pop;
  config.policies.goal_test = GoalTest::at_pop;
  config.move_order = kOrderULDR;
  config.heuristic = heuristic;
  return config;
}

Assignment fifteen_assignment() {
  Assignment assignment;
  assignment.name = "fifteen";
  assignment.output = OutputStyle::fifteen;
  assignment.shape = kFifteenShape;
  assignment.blanks = 1;
  assignment.notation = BoardFormat::dash_grid;
  assignment.goal_source = GoalSource::fixed;
  assignment.goal = fifteen_goal().tiles();
  assignment.move_names = MoveNaming::capitalized;
  assignment.methods = {
      {"misplaced", MethodAction::search, fifteen_config(HeuristicKind::misplaced)},
      {"manhattan", MethodAction::search, fifteen_config(HeuristicKind::manhattan)},
  };
  return assignment;
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

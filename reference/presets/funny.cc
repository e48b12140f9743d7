#include "presets/funny.h"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "core/moves.h"

namespace puzzle {
namespace {

// A plain loop: GCC 12 warns falsely about the memcmp inside vector's operator<.
bool tiles_less(const Board& a, const Board& b) {
  for (int cell = 0; cell < a.cells(); ++cell) {
    if (a.at(cell) != b.at(cell)) return a.at(cell) < b.at(cell);
  }
  return false;
}

// Adding a variant: one row here, plus a line in docs/presets/funny.md. The definitions
// are those of tests/independent/funny_ref.py, so the numbers agree with it.
constexpr std::array kFunnyVariants{
    Variant{"requeue-if-shorter",
            "A successor that was already generated is pushed again only when it is reached "
            "with a strictly smaller number of moves, whether or not it was popped before.",
            "solve",
            [](SearchConfig& c) {
              c.policies.duplicates = DuplicateDetection::seen_at_lower_cost;
            }},
    Variant{"visited-at-push",
            "A successor is pushed only if it was never pushed before (the start counts as "
            "pushed), so no state ever waits in the queue twice.",
            "solve",
            [](SearchConfig& c) {
              c.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
            }},
    Variant{"skip-closed-at-pop",
            "A popped state that was already popped before is thrown away without being "
            "added to the closed list, tested or expanded.",
            "solve",
            [](SearchConfig& c) {
              c.policies.duplicates = DuplicateDetection::closed_at_push_and_pop;
            }},
    Variant{"queue-after-pop",
            "Max queue length is measured right after each pop instead of before it, so it "
            "is one less.",
            "solve",
            [](SearchConfig& c) { c.policies.frontier_measure = FrontierMeasure::after_pop; }},
};

}  // namespace

Board funny_goal() { return fixed_goal(funny_assignment()); }

const SearchConfig& funny_config() { return method_config(funny_assignment(), "solve"); }

VariantCatalogue funny_variants() { return kFunnyVariants; }

std::string format_funny_successors(const Board& state, const Board& goal,
                                    HeuristicKind heuristic) {
  const Heuristic h(heuristic, goal);
  std::vector<Board> children;
  for (const Move& move : legal_moves(state, kOrderUDLR))
    children.push_back(apply_move(state, move));
  // Each (blank, tile) pair changes a different pair of cells, so children are distinct.
  std::sort(children.begin(), children.end(), tiles_less);
  std::string text;
  for (const Board& child : children) {
    text += fmt::format("{} h={}\n", to_python_list(child), static_cast<long long>(h(child)));
  }
  return text;
}

std::string format_funny_solve(const SearchResult& result) {
  std::string text;
  for (const PathStep& step : result.path) {
    text += fmt::format("{} h={} moves: {}\n", to_python_list(step.board),
                        static_cast<long long>(step.h), static_cast<long long>(step.g));
  }
  return text + fmt::format("Max queue length: {}\n", result.counters.max_frontier);
}

}  // namespace puzzle

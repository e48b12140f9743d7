#pragma once
// Iterative-deepening A*: depth-first passes bounded by f = g + h, each bound the smallest
// f that exceeded the previous one. Memory is the path only, so it handles 15-puzzle
// instances whose A* frontier would not fit. The only duplicate check is "never undo the
// previous move". Optimal when the heuristic is admissible.

#include <cstdint>

#include "core/board.h"
#include "core/heuristics.h"
#include "core/moves.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

struct IdaConfig {
  MoveOrder move_order = kOrderUDLR;
  HeuristicKind heuristic = HeuristicKind::manhattan;
  StepCosts step_costs;
  std::uint64_t max_expansions = 2'000'000'000;
};

// counters.expanded / generated sum over all passes; max_depth is the deepest node
// visited; max_frontier stays 0. Same preconditions as search().
SearchResult ida_star(const Board& start, const Board& goal, const IdaConfig& config);

}  // namespace puzzle

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

// Whether ida_star() also counts the frontier an explicit-stack IDA* would hold (costs a
// second heuristic evaluation per child, so it is off unless a report needs it).
enum class IdaFrontier {
  not_counted,  // pushed, max_frontier and final_frontier stay 0
  counted,      // as if each expansion pushed its children within the bound at once
};

struct IdaConfig {
  MoveOrder move_order = kOrderUDLR;
  HeuristicKind heuristic = HeuristicKind::manhattan;
  StepCosts step_costs;
  std::uint64_t max_expansions = 2'000'000'000;
  IdaFrontier frontier = IdaFrontier::not_counted;
};

// counters.expanded / generated sum over all passes; max_depth is the deepest node
// visited. With IdaFrontier::counted, each pass pushes the start, and each expansion
// pushes the children whose f is within the pass's bound (never the undo move); a visit
// pops one. pushed sums over all passes, max_frontier is the largest stack size after an
// expansion, final_frontier the size just after the goal was popped. Same preconditions as
// search().
SearchResult ida_star(const Board& start, const Board& goal, const IdaConfig& config);

}  // namespace puzzle

#pragma once
// The `funny` preset (assignments.md section 2): 7 tiles and two blanks on a 3x3 grid, goal
// [1, 2, 3, 4, 5, 6, 7, 0, 0]; print_succ lists successors with h, solve runs A* on a
// CPython heapq of (g+h, state, (g, h, parent_index)) and prints the path and the largest
// queue length. Its data is reference/assignments/funny.yaml (funny_assignment(),
// presets/shipped.h); this file holds the variant catalogue and the output format.

#include <string>

#include "core/board.h"
#include "core/heuristics.h"
#include "presets/assignment_file.h"
#include "presets/shipped.h"
#include "presets/variant.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

// funny.yaml's goal, and its solve's rules: heapq over {key, state, g, h, parent_index},
// goal test at pop, every successor never popped before is pushed (sorted), Manhattan h
// with blanks not counted.
Board funny_goal();
const SearchConfig& funny_config();
// requeue-if-shorter, visited-at-push, skip-closed-at-pop, queue-after-pop.
VariantCatalogue funny_variants();

// print_succ: every successor once, ascending as lists, "<list> h=<h>" per line.
std::string format_funny_successors(const Board& state, const Board& goal, HeuristicKind heuristic);
// solve: "<list> h=<h> moves: <g>" per path state, then "Max queue length: <n>".
// Precondition: result.outcome is found.
std::string format_funny_solve(const SearchResult& result);

}  // namespace puzzle

#pragma once
// The `fifteen` preset (assignments.md section 3): 4x4 board, goal 1..15 then the blank,
// A* on a queue.PriorityQueue whose entries compare by g + h only (CPython heapq order
// decides ties), explored states skipped when popped, every child pushed. Its data is
// reference/assignments/fifteen.yaml (fifteen_assignment(), presets/shipped.h); this file
// holds the variant catalogue and the output format.

#include <string>

#include "core/board.h"
#include "core/heuristics.h"
#include "presets/assignment_file.h"
#include "presets/shipped.h"
#include "presets/variant.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

// fifteen.yaml's goal, and the config of its method using `heuristic` (misplaced or
// manhattan): blank moves Up, Left, Down, Right; heapq keyed on g + h only; closed at pop.
Board fifteen_goal();
const SearchConfig& fifteen_config(HeuristicKind heuristic);
// count-pops, fifo-ties.
VariantCatalogue fifteen_variants();

// "<n> nodes explored", then "<k> steps" and every board of the path (rows of
// space-separated tokens, `blank` for the blank, an empty line after each board), or
// "No path found" when the search ended without the goal.
std::string format_fifteen_output(const SearchResult& result, char blank);
// What an unsolvable board prints: the solvability check answers before any search.
std::string format_fifteen_unsolvable();

}  // namespace puzzle

#pragma once
// Two other terms of the `funny` assignment ("Other terms of the same assignments" in
// assignments.md), both with section 2's print_succ and solve rules (rule set A: push
// every successor never popped, Max queue length after the pushes):
// - 8-tile: one blank, goal [1, 2, 3, 4, 5, 6, 7, 8, 0];
// - variable-tile: a board holds tiles 1..k (k from 5 to 8) and 9 - k blanks, the goal is
//   1..k then the blanks, and solve first prints True, or only False for a start that
//   cannot reach its goal.
// Their data is reference/assignments/funny-8tile.yaml and funny-variable.yaml
// (funny_8tile_assignment(), funny_variable_assignment(): presets/shipped.h).

#include <string>

#include "presets/assignment_file.h"
#include "presets/shipped.h"
#include "search/engine.h"

namespace puzzle {

// The variable-tile term's solve: "True", then format_funny_solve's lines.
std::string format_funny_solvable(const SearchResult& result);
// Its whole output for an unsolvable start.
std::string format_funny_unsolvable();

}  // namespace puzzle

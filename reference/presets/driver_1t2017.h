#pragma once
// The `driver` assignment as term 1T2017 ran it ("Other terms of the same assignments" in
// assignments.md): the moves, order and frontier rules of presets/driver.h, a fourth
// method `ida` (IDA*, Manhattan, UDLR), and nine output lines with fringe_size and
// max_fringe_size. IDA*'s counting conventions: docs/presets/driver-1t2017.md. Its data is
// reference/assignments/driver-1t2017.yaml (driver_1t2017_assignment(), presets/shipped.h).

#include <string>

#include "presets/assignment_file.h"
#include "presets/driver.h"
#include "presets/shipped.h"
#include "search/engine.h"

namespace puzzle {

// output.txt of the term, byte for byte: path_to_goal, cost_of_path, nodes_expanded,
// fringe_size (frontier size just after the goal was taken off), max_fringe_size (largest
// frontier size), search_depth, max_search_depth, running_time, max_ram_usage.
// Precondition: result found.
std::string format_driver_1t2017_output(const SearchResult& result, const DriverStats& stats);

}  // namespace puzzle

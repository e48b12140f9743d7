#pragma once
// gen adapters for the other terms of driver and funny (assignments.md, "Other terms of
// the same assignments"; presets/driver_1t2017.h, presets/funny_terms.h).
//
// driver-1t2017: `python3 driver.py METHOD BOARD` for bfs, dfs, ast and ida, output.txt
//   of nine lines; each line and "wrote output.txt" is an item of 0.75 points (the seed's
//   per-item points; this term's own scheme is not known), lines 1-7 exact (numbers as
//   integers), running_time and max_ram_usage by format. Time limits and the 10-point
//   bonus as for driver (gen/driver_suite.h).
// funny-8tile, funny-variable: exactly as funny (gen/funny_suite.h) on their own
//   assignment; funny-variable's solve tests of an unsolvable start expect "False" alone.
// driver-w4701: Columbia COMS W4701's term, exactly the driver's suite (rules, output,
//   scoring, deviations, boards) but for the program students hand in, puzzle.py, run as
//   `python3 puzzle.py METHOD BOARD` (docs/presets/driver-w4701.md says why it is no more).

#include "common/expected.h"
#include "gen/adapter.h"

namespace puzzle::gen {

SuiteAdapter driver_1t2017_adapter();
SuiteAdapter funny_8tile_adapter();
SuiteAdapter funny_variable_adapter();
SuiteAdapter driver_w4701_adapter();

}  // namespace puzzle::gen

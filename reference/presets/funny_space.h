#pragma once
// The deviation space of the `funny` preset's solve (presets/deviation.h): ways real
// funny_puzzle.py programs depart from assignments.md section 2. print_succ has none.

#include <span>
#include <string_view>

#include "presets/deviation.h"

namespace puzzle {

DeviationSpace funny_deviations();

// The deviations of funny_deviations() that real programs follow most (the held-out
// corpora of issues 29 and 41: the queue's length at the goal's pop alone in 7 of 36
// programs): gen chooses a suite's boards so that each is told apart on at least two
// tests (gen/separating_boards.h).
std::span<const std::string_view> funny_common_deviations();

}  // namespace puzzle

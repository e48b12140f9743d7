#pragma once
// The deviation space of the `funny` preset's solve (presets/deviation.h): ways real
// funny_puzzle.py programs depart from assignments.md section 2. print_succ has none.

#include "presets/deviation.h"

namespace puzzle {

DeviationSpace funny_deviations();

}  // namespace puzzle

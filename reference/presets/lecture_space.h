#pragma once
// The deviation space of the `lecture` preset (presets/deviation.h): each row one way
// students' eight_puzzle.py departs from assignments.md section 4. The output is only the
// list of actions, so every deviation shows as another path (or another spelling of it).
// Adding one: a row in lecture_space.cc and a word in docs/suite-format.md's table.

#include "presets/deviation.h"

namespace puzzle {

DeviationSpace lecture_deviations();

}  // namespace puzzle

#pragma once
// The deviation space of the `driver` preset (presets/deviation.h): each row one way real
// students' driver.py departs from assignments.md section 1. Adding one: a row in
// driver_space.cc and a line in docs/presets/driver.md.

#include <span>
#include <string_view>

#include "presets/deviation.h"

namespace puzzle {

DeviationSpace driver_deviations();
// Term 1T2017's (presets/driver_1t2017.h): the same rows, but `seven-line-format` (the
// current term's seven lines) in place of `nine-line-format`, which is that term's own.
DeviationSpace driver_1t2017_deviations();

// The deviations of driver_deviations() that real programs follow most (issue 41's
// list): gen chooses a suite's boards so that each is told apart on at least two tests
// (gen/separating_boards.h).
std::span<const std::string_view> driver_common_deviations();

}  // namespace puzzle

#pragma once
// An Assignment as C++ source: what the build turns each shipped assignment file into
// (embed_assignments_main.cc, presets/shipped.h), so puzzle-ref starts without parsing
// YAML: the parse was two thirds of the instructions of a short run (docs/performance.md,
// "Fourth round"). The YAML files stay the only source; shipped_test.cc checks that the
// compiled presets equal what parse_assignment_yaml makes of the files.

#include <string>

#include "presets/assignment_file.h"

namespace puzzle {

// A C++ expression of type Assignment, equal to `assignment` (designated initializers,
// enums by value). Throws std::invalid_argument for a name that is not printable ASCII
// without quotes or backslashes, which no assignment file may hold anyway.
std::string assignment_expression(const Assignment& assignment);

}  // namespace puzzle

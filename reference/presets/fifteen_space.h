#pragma once
// The deviation space of the `fifteen` preset (presets/deviation.h): the course's two
// known variants as deviations of two dimensions.

#include "presets/deviation.h"

namespace puzzle {

DeviationSpace fifteen_deviations();

}  // namespace puzzle

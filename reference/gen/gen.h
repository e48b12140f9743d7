#pragma once
// `puzzle-ref gen`: from the command-line values to the suite's YAML text.

#include <string>

#include "core/expected.h"
#include "gen/request.h"

namespace puzzle::gen {

// The whole suite file, header comment included. Same options, same bytes.
Expected<std::string> generate(const RawGenOptions& options);

}  // namespace puzzle::gen

#pragma once
// Loads an assignment file (YAML, docs/assignment-format.md) into an Assignment. Every
// error is one line "file:line:column: message" (1-based) naming the key or value at
// fault; unknown keys are errors, so a typo never silently falls back to a default.

#include <string>
#include <string_view>

#include "common/expected.h"
#include "presets/assignment_file.h"

namespace puzzle {

Expected<Assignment> load_assignment_file(const std::string& path);
// `file_name` is only used in messages.
Expected<Assignment> parse_assignment_yaml(std::string_view text, std::string_view file_name);

}  // namespace puzzle

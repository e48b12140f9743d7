#pragma once
// Loads an assignment file (YAML, docs/assignment-format.md) into an Assignment, through
// the checked reader every YAML format shares (common/yaml_fields.h). The error holds
// every problem found, one line each, "file:line:column: message (key 'x')" (1-based),
// in file order; unknown keys are errors (with a "did you mean"), so a typo never
// silently falls back to a default. Old kebab-case key spellings load with a warning on
// standard error.

#include <string>
#include <string_view>

#include "common/expected.h"
#include "presets/assignment_file.h"

namespace puzzle {

Expected<Assignment> load_assignment_file(const std::string& path);
// `file_name` is only used in messages.
Expected<Assignment> parse_assignment_yaml(std::string_view text, std::string_view file_name);

}  // namespace puzzle

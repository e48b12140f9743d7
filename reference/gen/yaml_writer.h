#pragma once
// SuiteSpec -> suite YAML text, byte for byte the same for the same spec. Multi-line
// outputs are block scalars (`|`, with the chomping indicator that keeps their exact
// trailing newlines and an indentation indicator when the first line starts with a
// space); every other string is plain when YAML reads it back unchanged, else
// single-quoted. Numbers print in their shortest exact form.

#include <string>
#include <string_view>

#include "gen/suite_spec.h"

namespace puzzle::gen {

std::string write_suite(const SuiteSpec& suite);

// Exposed for tests.
std::string yaml_scalar(std::string_view text);               // plain or '...'
std::string yaml_block(std::string_view text, int indent);    // "|...\n" + indented lines
std::string yaml_number(double value);

std::string_view to_string(Visibility visibility);
std::string_view to_string(Credit credit);

}  // namespace puzzle::gen

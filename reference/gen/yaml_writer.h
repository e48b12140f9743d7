#pragma once
// The suite model (common/suite/suite_model.h) -> suite YAML text, byte for byte the same for the
// same spec. Multi-line outputs are block scalars (`|`, with the chomping indicator that keeps
// their exact trailing newlines and an indentation indicator when the first line starts with a
// space); every other string is plain when YAML reads it back unchanged, else
// single-quoted. Numbers print in their shortest exact form.

#include <string>
#include <string_view>

#include "gen/suite_spec.h"

namespace puzzle::gen {

// The header's comment lines, then the suite.
std::string write_suite(const GeneratedSuite& suite);
// The suite alone. A test's checks are left out when they are the suite's default_checks
// (or empty), and whatever equals the format's default is left out: read back by the
// grader's loader, the text gives an equal suite.
std::string write_suite(const suite::Suite& suite);

// Exposed for tests.
std::string yaml_scalar(std::string_view text);             // plain or '...'
std::string yaml_block(std::string_view text, int indent);  // "|...\n" + indented lines
std::string yaml_number(double value);

}  // namespace puzzle::gen

// Reads a suite file into a Suite, or explains every problem found, each pinned to a
// 1-based line and column so an instructor can jump straight to it.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/yaml_error.h"
#include "suite/suite.h"

namespace grader {

// A problem of a suite (or manifest) file, at its 1-based line and column
// (common/yaml_fields.h: the one reader every loader shares).
using SuiteError = puzzle::YamlError;
using SuiteErrors = puzzle::YamlErrors;

// Parses `text` as a suite; `file_name` is only used in error messages and stored as
// the suite's path. Returns every error found, in file order.
puzzle::Expected<Suite, SuiteErrors> parse_suite(std::string_view text,
                                                 const std::string& file_name);

// Reads and parses a suite file. A file that cannot be read is reported as an error at 1:1.
puzzle::Expected<Suite, SuiteErrors> load_suite(const std::filesystem::path& path);

// The {placeholder} names used by a command template, in order of first use.
std::vector<std::string> placeholders(std::string_view command_template);

}  // namespace grader

// Reads a suite file into a Suite, or explains every problem found, each pinned to a
// 1-based line and column so an instructor can jump straight to it.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/yaml_error.h"
#include "common/yaml_fields.h"
#include "suite/suite.h"

namespace grader {

// A problem of a suite (or manifest) file, at its 1-based line and column
// (common/yaml_fields.h: the one reader every loader shares).
using SuiteError = puzzle::YamlError;
using SuiteErrors = puzzle::YamlErrors;

// The one reader of a suite's limits, shared by the suite loader and the assignment
// manifest's loader (which sets limits on top of a generated suite's): both derive from it.
class LimitsReader : protected puzzle::YamlReader {
 public:
  using YamlReader::YamlReader;

 protected:
  // Reads the `limits:` mapping `entry` holds over `limits`: keys it does not give keep
  // their value.
  void read_limits(const puzzle::Entry& entry, Limits& limits);
  // A test's `time_limit` at `key` of `map` (seconds), when given and valid.
  std::optional<std::chrono::milliseconds> test_time_limit_at(const puzzle::Fields& map,
                                                              const std::string& key);
};

// Parses `text` as a suite; `file_name` is only used in error messages and stored as
// the suite's path. Returns every error found, in file order.
puzzle::Expected<Suite, SuiteErrors> parse_suite(std::string_view text,
                                                 const std::string& file_name);

// Reads and parses a suite file. A file that cannot be read is reported as an error at 1:1.
puzzle::Expected<Suite, SuiteErrors> load_suite(const std::filesystem::path& path);

// The {placeholder} names used by a command template, in order of first use.
std::vector<std::string> placeholders(std::string_view command_template);

}  // namespace grader

// Reads a suite file into a Suite, or explains every problem found, each pinned to a
// 1-based line and column so an instructor can jump straight to it.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "suite/suite.h"

namespace grader {

struct SuiteError {
  std::string file;
  int line = 1;    // 1-based
  int column = 1;  // 1-based
  std::string message;
  std::string key;  // the key at fault; may be empty (e.g. broken YAML)

  // "FILE:LINE:COLUMN: message (key 'x')"
  std::string to_string() const;
};

using SuiteErrors = std::vector<SuiteError>;

// Parses `text` as a suite; `file_name` is only used in error messages and stored as
// the suite's path. Returns every error found, in file order.
puzzle::Expected<Suite, SuiteErrors> parse_suite(std::string_view text, const std::string& file_name);

// Reads and parses a suite file. A file that cannot be read is reported as an error at 1:1.
puzzle::Expected<Suite, SuiteErrors> load_suite(const std::filesystem::path& path);

// The candidate closest to `word` by edit distance, or "" when none is close enough to
// be a plausible typo. Used for "did you mean 'checks'?".
std::string closest_word(std::string_view word, const std::vector<std::string_view>& candidates);

// The {placeholder} names used by a command template, in order of first use.
std::vector<std::string> placeholders(std::string_view command_template);

}  // namespace grader

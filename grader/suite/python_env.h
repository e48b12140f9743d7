// What a suite declares about the Python its programs run under (docs/suite-format.md
// "Python environment"): a version range and the packages beyond the standard library
// that students may import. Plain data and pure functions: checking a machine against it
// is run/python_probe.h's job.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/suite/suite_model.h"

namespace grader {

// The declaration itself is part of the suite model; `version` is checked with
// parse_version_range when the suite is read.
using puzzle::suite::PythonEnvironment;

// One comparison of a version range, e.g. ">=3.9".
enum class VersionOp { at_least, at_most, not_equal, equal, above, below };

struct VersionOpName {
  VersionOp op;
  std::string_view name;
};
// The one table of operators, two-character ones first so that parsing ">=" never
// stops at ">".
inline constexpr VersionOpName kVersionOpTable[] = {
    {VersionOp::at_least, ">="}, {VersionOp::at_most, "<="}, {VersionOp::not_equal, "!="},
    {VersionOp::equal, "=="},    {VersionOp::above, ">"},    {VersionOp::below, "<"},
};

// A clause compares only as many parts of the version as it names: "<3.14" holds for
// every 3.13.x, "==3.11" for every 3.11.x, ">3.9" for 3.10 on but not for 3.9.7.
struct VersionClause {
  VersionOp op = VersionOp::at_least;
  std::vector<int> version;  // 1 to 3 parts: major[.minor[.micro]]
};

struct VersionRangeError {
  std::size_t offset = 0;  // where in the text the problem is
  std::string message;
};

// ">=3.9,<3.14": clauses joined by commas, each an operator and a version, spaces
// allowed around both.
puzzle::Expected<std::vector<VersionClause>, VersionRangeError> parse_version_range(
    std::string_view text);

// "3.11.2" (as Python prints it; a suffix such as "+" after the digits is ignored).
std::optional<std::vector<int>> parse_version(std::string_view text);

// Whether `version` (e.g. {3, 11, 2}) satisfies every clause.
bool in_range(const std::vector<int>& version, const std::vector<VersionClause>& range);

// A name Python can import: identifiers joined by dots ("numpy", "google.protobuf").
bool is_module_name(std::string_view text);

// Whether `module` is one of the standard library's modules a suite might list by
// mistake (heapq, collections, ...): they need no declaring and have no Debian package.
// A short list of the usual suspects, not the whole library.
bool is_common_standard_module(std::string_view module);

// The Debian package that makes `module` importable by /usr/bin/python3: a few known
// exceptions (cv2 -> python3-opencv, tkinter -> python3-tk), else python3- and the
// top-level name in lower case with '_' as '-' (PIL -> python3-pil, yaml -> python3-yaml,
// typing_extensions -> python3-typing-extensions).
std::string debian_package(std::string_view module);

// What an install needs for `environment`: python3, then each package's Debian package,
// in declaration order, without repeats.
std::vector<std::string> debian_packages(const PythonEnvironment& environment);

// Whether the environment promises `module`, a name Python could not import: a declared
// package, or the package a declared dotted name lives in ("google" for
// google.protobuf). A submodule of a declared package ("numpy.linalgg") is not promised:
// it may be the program's own typo.
bool promises(const PythonEnvironment& environment, std::string_view module);

}  // namespace grader

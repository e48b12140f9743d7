#include "suite/python_env.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fmt/format.h>

namespace grader {
namespace {

// Import names whose Debian package is not python3-<name in lower case, '_' as '-'>.
struct DebianException {
  std::string_view module;  // top-level import name
  std::string_view package;
};
constexpr DebianException kDebianExceptions[] = {
    {"cv2", "python3-opencv"},      {"tkinter", "python3-tk"},
    {"_tkinter", "python3-tk"},     {"Crypto", "python3-pycryptodome"},
    {"google", "python3-protobuf"}, {"mpl_toolkits", "python3-matplotlib"},
    {"wx", "python3-wxgtk4.0"},     {"Bio", "python3-biopython"},
};

// Standard modules a search assignment's programs use; listing one under packages is a
// mistake the loader names (Debian has no python3-heapq to install).
constexpr std::string_view kCommonStandardModules[] = {
    "argparse",  "ast",    "bisect",    "collections", "copy",       "dataclasses",
    "functools", "heapq",  "itertools", "json",        "math",       "os",
    "queue",     "random", "re",        "resource",    "statistics", "string",
    "sys",       "time",   "timeit",    "tracemalloc", "typing",
};

bool is_identifier(std::string_view text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

std::string_view top_level(std::string_view module) { return module.substr(0, module.find('.')); }

bool is_space(char c) { return c == ' ' || c == '\t'; }

// The operator at the start of `text`, if any.
const VersionOpName* operator_at(std::string_view text) {
  for (const VersionOpName& row : kVersionOpTable) {
    if (text.starts_with(row.name)) return &row;
  }
  return nullptr;
}

// Compares the first `parts` parts; missing parts of `version` count as 0.
int compare_prefix(const std::vector<int>& version, const std::vector<int>& wanted) {
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    int have = i < version.size() ? version[i] : 0;
    if (have != wanted[i]) return have < wanted[i] ? -1 : 1;
  }
  return 0;
}

bool holds(const std::vector<int>& version, const VersionClause& clause) {
  const int order = compare_prefix(version, clause.version);
  switch (clause.op) {
    case VersionOp::at_least: return order >= 0;
    case VersionOp::at_most: return order <= 0;
    case VersionOp::not_equal: return order != 0;
    case VersionOp::equal: return order == 0;
    case VersionOp::above: return order > 0;
    case VersionOp::below: return order < 0;
  }
  return false;
}

// Parses "3", "3.9" or "3.9.1" exactly (all of `text`).
std::optional<std::vector<int>> parse_parts(std::string_view text) {
  std::vector<int> parts;
  while (true) {
    int value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data() || value < 0) return std::nullopt;
    parts.push_back(value);
    text.remove_prefix(static_cast<std::size_t>(end - text.data()));
    if (text.empty()) break;
    if (text.front() != '.' || parts.size() == 3) return std::nullopt;
    text.remove_prefix(1);
  }
  return parts;
}

}  // namespace

puzzle::Expected<std::vector<VersionClause>, VersionRangeError> parse_version_range(
    std::string_view text) {
  std::vector<VersionClause> clauses;
  std::size_t at = 0;
  while (true) {
    while (at < text.size() && is_space(text[at])) ++at;
    const VersionOpName* op = operator_at(text.substr(at));
    if (op == nullptr) {
      return puzzle::unexpected(VersionRangeError{
          at, "a Python version range is clauses such as '>=3.9' or '<3.14' joined by commas; "
              "each starts with >=, >, <=, <, == or !="});
    }
    at += op->name.size();
    while (at < text.size() && is_space(text[at])) ++at;
    const std::size_t start = at;
    std::size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view number = text.substr(start, end - start);
    while (!number.empty() && is_space(number.back())) number.remove_suffix(1);
    auto version = parse_parts(number);
    if (!version) {
      return puzzle::unexpected(VersionRangeError{
          start, fmt::format("'{}' is not a Python version such as 3.9 or 3.11.2", number)});
    }
    clauses.push_back({op->op, *version});
    if (end == text.size()) return clauses;
    at = end + 1;
  }
}

std::optional<std::vector<int>> parse_version(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
    text.remove_suffix(1);
  const std::size_t end = text.find_first_not_of("0123456789.");
  return parse_parts(text.substr(0, end));
}

bool in_range(const std::vector<int>& version, const std::vector<VersionClause>& range) {
  return std::all_of(range.begin(), range.end(),
                     [&](const VersionClause& clause) { return holds(version, clause); });
}

bool is_module_name(std::string_view text) {
  if (text.empty()) return false;
  while (true) {
    const std::size_t dot = text.find('.');
    if (!is_identifier(text.substr(0, dot))) return false;
    if (dot == std::string_view::npos) return true;
    text.remove_prefix(dot + 1);
  }
}

bool is_common_standard_module(std::string_view module) {
  return std::find(std::begin(kCommonStandardModules), std::end(kCommonStandardModules),
                   top_level(module)) != std::end(kCommonStandardModules);
}

std::string debian_package(std::string_view module) {
  const std::string_view top = top_level(module);
  for (const DebianException& row : kDebianExceptions) {
    if (row.module == top) return std::string(row.package);
  }
  std::string name = "python3-";
  for (char c : top) {
    name += c == '_' ? '-' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return name;
}

std::vector<std::string> debian_packages(const PythonEnvironment& environment) {
  std::vector<std::string> names{"python3"};
  for (const std::string& module : environment.packages) {
    std::string name = debian_package(module);
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

bool promises(const PythonEnvironment& environment, std::string_view module) {
  return std::any_of(environment.packages.begin(), environment.packages.end(),
                     [&](const std::string& declared) {
                       return declared == module ||
                              (declared.size() > module.size() && declared.starts_with(module) &&
                               declared[module.size()] == '.');
                     });
}

}  // namespace grader

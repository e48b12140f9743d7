#include "export/student_key.h"

#include <fmt/format.h>

#include <algorithm>

#include "common/fnv1a.h"

namespace grader {
namespace {

bool plain_byte(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
         c == '_' || c == '-' || c == '+' || c == '@';
}

bool is_plain(std::string_view name) {
  return !name.empty() && name.size() <= kMaxPlainKeyBytes && name.front() != '.' &&
         name.front() != '-' && std::all_of(name.begin(), name.end(), plain_byte);
}

}  // namespace

std::string student_file_key(std::string_view name) {
  if (is_plain(name)) return std::string(name);
  std::string prefix;
  for (char c : name.substr(0, kKeyPrefixBytes)) prefix += plain_byte(c) ? c : '_';
  if (!prefix.empty() && (prefix.front() == '.' || prefix.front() == '-')) prefix.front() = '_';
  return fmt::format("{}~{:016x}", prefix, puzzle::fnv1a(name));
}

std::string_view to_string(HandinLayout layout) {
  return puzzle::row_of(kHandinLayoutTable, &HandinLayoutName::layout, layout).name;
}

std::optional<HandinLayout> parse_handin_layout(std::string_view name) {
  return puzzle::value_named(kHandinLayoutTable, &HandinLayoutName::layout, name);
}

std::string_view label_of(HandinLayout layout) {
  return puzzle::row_of(kHandinLayoutTable, &HandinLayoutName::layout, layout).label;
}

}  // namespace grader

// Lookups in a closed set's one name table: a constexpr array of rows, each holding an
// enum value and its `name` (plus whatever else the set needs: a label, a note). Every
// closed set prints and parses through these two functions, so no table carries its own
// loops (ccache's k_config_key_table is the model). Each table's test checks that every
// value has exactly one row, which makes the "not found" fallbacks below unreachable.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace grader {

// The row whose `key` member equals `value`; the first row if none does.
template <class Row, std::size_t N, class Enum>
constexpr const Row& row_of(const Row (&table)[N], Enum Row::*key, Enum value) {
  for (const Row& row : table) {
    if (row.*key == value) return row;
  }
  return table[0];
}

// The value whose row is named `name` exactly, or nullopt.
template <class Row, std::size_t N, class Enum>
constexpr std::optional<Enum> value_named(const Row (&table)[N], Enum Row::*key,
                                          std::string_view name) {
  for (const Row& row : table) {
    if (row.name == name) return row.*key;
  }
  return std::nullopt;
}

}  // namespace grader

// Lookups in a closed set's one name table: a constexpr array of rows, each holding an
// enum value and its `name` (plus whatever else the set needs: a label, a note). Every
// closed set prints and parses through these two functions, so no table carries its own
// loops (ccache's k_config_key_table is the model). Each table's test checks that every
// value has exactly one row, which makes the "not found" fallbacks below unreachable.
// Header-only and shared: the grader and the reference solver both use it (common/).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzle {

// The row of a closed set that needs nothing but its name (the reference solver's sets).
// Sets that need more (a label, a trait) declare their own row struct.
template <class Enum>
struct NameRow {
  Enum value;
  std::string_view name;
};

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

// Whether every value from 0 to `last` has exactly one row and the table no other row.
// Each table states it in a static_assert beside its lookups, with its last enumerator:
// a value appended to the enum without a row (or a row too many) then fails the build.
template <class Row, std::size_t N, class Enum>
constexpr bool covers_each_value_once(const Row (&table)[N], Enum Row::*key, Enum last) {
  if (N != static_cast<std::size_t>(last) + 1) return false;
  for (std::size_t value = 0; value < N; ++value) {
    int rows = 0;
    for (const Row& row : table) rows += static_cast<std::size_t>(row.*key) == value;
    if (rows != 1) return false;
  }
  return true;
}

// The same three lookups for NameRow tables, which need no member pointer.
template <class Enum, std::size_t N>
constexpr std::string_view name_of(const NameRow<Enum> (&table)[N], Enum value) {
  return row_of(table, &NameRow<Enum>::value, value).name;
}

template <class Enum, std::size_t N>
constexpr std::optional<Enum> value_named(const NameRow<Enum> (&table)[N], std::string_view name) {
  return value_named(table, &NameRow<Enum>::value, name);
}

template <class Enum, std::size_t N>
constexpr bool covers_each_value_once(const NameRow<Enum> (&table)[N], Enum last) {
  return covers_each_value_once(table, &NameRow<Enum>::value, last);
}

// Every name of the table, in table order (for "use a, b or c" messages and suggestions).
template <class Row, std::size_t N>
std::vector<std::string_view> names_of(const Row (&table)[N]) {
  std::vector<std::string_view> names;
  names.reserve(N);
  for (const Row& row : table) names.push_back(row.name);
  return names;
}

// The names as a choice for an error message, in table order: "a, b or c".
template <class Row, std::size_t N>
std::string names_as_choice(const Row (&table)[N]) {
  std::string text;
  for (std::size_t i = 0; i < N; ++i) {
    if (i > 0) text += i + 1 == N ? " or " : ", ";
    text += table[i].name;
  }
  return text;
}

}  // namespace puzzle

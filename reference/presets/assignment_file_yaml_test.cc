// The names assignment files select values by: every name docs/assignment-format.md gives
// for a key loads through the YAML reader into the value of that name, every value the
// reader's table has is documented, and a few spellings are pinned independently of the
// tables (renaming a row breaks every assignment file in the wild).

#include "presets/assignment_file_yaml.h"

#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "common/name_table.h"

namespace puzzle {
namespace {

// Where a key sits in the file.
enum class Place { top, board, method };

// One key whose values are a closed set: where it goes, the names its table has, and the
// name of the value a loaded file ends up with.
struct ClosedKey {
  Place place;
  std::set<std::string> names;
  std::function<std::string_view(const Assignment&)> loaded;
};

template <class Row, std::size_t N>
std::set<std::string> all_names(const Row (&table)[N]) {
  const auto names = names_of(table);
  return {names.begin(), names.end()};
}

const SearchPolicies& policies(const Assignment& a) { return a.methods.at(0).config.policies; }

std::map<std::string, ClosedKey> closed_keys() {
  std::set<std::string> goal_names = all_names(kGoalSourceTable);
  goal_names.erase("fixed");  // a fixed goal is written as its tiles, not by name
  return {
      {"output",
       {Place::top, all_names(kOutputStyleTable),
        [](const Assignment& a) { return to_string(a.output); }}},
      {"move_names",
       {Place::top, all_names(kMoveNamingTable),
        [](const Assignment& a) { return to_string(a.move_names); }}},
      {"notation",
       {Place::board, all_names(kBoardFormatTable),
        [](const Assignment& a) { return notation_name(a.notation); }}},
      {"goal",
       {Place::board, goal_names, [](const Assignment& a) { return to_string(a.goal_source); }}},
      {"action",
       {Place::method, all_names(kMethodActionTable),
        [](const Assignment& a) { return to_string(a.methods.at(0).action); }}},
      {"frontier",
       {Place::method, all_names(kFrontierKindTable),
        [](const Assignment& a) { return to_string(policies(a).frontier); }}},
      {"ties",
       {Place::method, all_names(kTieBreakTable),
        [](const Assignment& a) { return to_string(policies(a).ties); }}},
      {"heapq_order",
       {Place::method, all_names(kEntryFieldTable),
        [](const Assignment& a) { return to_string(policies(a).heapq_order.at(0)); }}},
      {"key",
       {Place::method, all_names(kPriorityKeyTable),
        [](const Assignment& a) { return to_string(policies(a).key); }}},
      {"duplicates",
       {Place::method, all_names(kDuplicateDetectionTable),
        [](const Assignment& a) { return to_string(policies(a).duplicates); }}},
      {"goal_test",
       {Place::method, all_names(kGoalTestTable),
        [](const Assignment& a) { return to_string(policies(a).goal_test); }}},
      {"key_update",
       {Place::method, all_names(kKeyUpdateTable),
        [](const Assignment& a) { return to_string(policies(a).key_update); }}},
      {"push_order",
       {Place::method, all_names(kPushOrderTable),
        [](const Assignment& a) { return to_string(policies(a).push_order); }}},
      {"successor_sort",
       {Place::method, all_names(kSuccessorSortTable),
        [](const Assignment& a) { return to_string(policies(a).successor_sort); }}},
      {"depth_measure",
       {Place::method, all_names(kDepthMeasureTable),
        [](const Assignment& a) { return to_string(policies(a).depth_measure); }}},
      {"goal_counting",
       {Place::method, all_names(kGoalCountingTable),
        [](const Assignment& a) { return to_string(policies(a).goal_counting); }}},
      {"frontier_measure",
       {Place::method, all_names(kFrontierMeasureTable),
        [](const Assignment& a) { return to_string(policies(a).frontier_measure); }}},
      {"heuristic",
       {Place::method, all_names(kHeuristicKindTable),
        [](const Assignment& a) { return heuristic_name(a.methods.at(0).config.heuristic); }}},
  };
}

// A 3x3 assignment with `key: value` in its place (a list of one for heapq-order).
std::string file_with(const std::string& key, const ClosedKey& closed, const std::string& name) {
  const std::string value = key == "heapq_order" ? "[" + name + "]" : "\"" + name + "\"";
  std::map<std::string, std::string> top{{"output", "funny"}, {"move_names", "lowercase"}};
  std::map<std::string, std::string> board{{"notation", "python-list"},
                                           {"goal", "[1, 2, 3, 4, 5, 6, 7, 8, 0]"}};
  std::string method = "{}";
  if (closed.place == Place::top) top[key] = value;
  if (closed.place == Place::board) board[key] = value;
  if (closed.place == Place::method) method = fmt::format("{{{}: {}}}", key, value);
  return fmt::format("assignment: names\noutput: {}\nmove_names: {}\n"
                     "board: {{rows: 3, cols: 3, notation: {}, goal: {}}}\nmethods:\n  run: {}\n",
                     top["output"], top["move_names"], board["notation"], board["goal"], method);
}

// The text with every parenthesised part (nested ones too) removed: explanations there
// quote other names (`Up`, `print_succ`) that are not values of the key.
std::string without_parentheses(const std::string& text) {
  std::string kept;
  int depth = 0;
  for (char c : text) {
    if (c == '(') ++depth;
    if (depth == 0) kept += c;
    if (c == ')' && depth > 0) --depth;
  }
  return kept;
}

std::vector<std::string> backquoted(const std::string& text) {
  std::vector<std::string> words;
  for (std::size_t at = text.find('`'); at != std::string::npos;) {
    const std::size_t end = text.find('`', at + 1);
    if (end == std::string::npos) break;
    words.push_back(text.substr(at + 1, end - at - 1));
    at = text.find('`', end + 1);
  }
  return words;
}

// Each key table row of the page: its first backquoted key, and the names in its values
// cell outside parentheses.
std::map<std::string, std::vector<std::string>> documented_values() {
  std::ifstream file(PUZZLE_DOCS_DIR "/assignment-format.md");
  EXPECT_TRUE(file) << "cannot read docs/assignment-format.md";
  std::map<std::string, std::vector<std::string>> values;
  for (std::string line; std::getline(file, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream row(line.substr(1));
    for (std::string cell; std::getline(row, cell, '|');) cells.push_back(cell);
    if (cells.size() < 2) continue;
    const auto keys = backquoted(cells[0]);
    if (!keys.empty()) values[keys[0]] = backquoted(without_parentheses(cells[1]));
  }
  return values;
}

TEST(AssignmentFileNames, every_documented_name_loads_and_every_name_is_documented) {
  const auto documented = documented_values();
  for (const auto& [key, closed] : closed_keys()) {
    SCOPED_TRACE(key);
    ASSERT_TRUE(documented.count(key)) << "docs/assignment-format.md has no row for " << key;
    const auto& names = documented.at(key);
    EXPECT_EQ(std::set<std::string>(names.begin(), names.end()), closed.names)
        << "the page and the reader's table list different values";
    for (const std::string& name : names) {
      const std::string yaml = file_with(key, closed, name);
      const auto loaded = parse_assignment_yaml(yaml, "names.yaml");
      ASSERT_TRUE(loaded) << loaded.error().message << "\n" << yaml;
      EXPECT_EQ(closed.loaded(*loaded), name) << yaml;
    }
  }
}

// Written out from docs/assignment-format.md and docs/engine.md, not from the tables.
TEST(AssignmentFileNames, spellings_are_the_documented_ones) {
  EXPECT_EQ(to_string(PriorityKey::g_plus_h), "g+h");
  EXPECT_EQ(to_string(DuplicateDetection::frontier_or_explored_at_push),
            "frontier-or-explored-at-push");
  EXPECT_EQ(to_string(EntryField::parent_index), "parent-index");
  EXPECT_EQ(to_string(EntryField::last_move), "last-move");
  EXPECT_EQ(to_string(KeyUpdate::decrease_key_keep_order), "decrease-key-keep-order");
  EXPECT_EQ(heuristic_name(HeuristicKind::manhattan_with_blank), "manhattan-with-blank");
  EXPECT_EQ(notation_name(BoardFormat::underscore_string), "character-string");
  EXPECT_EQ(notation_name(BoardFormat::dash_grid), "grid");
  EXPECT_EQ(to_string(OutputStyle::driver_1t2017), "driver-1t2017");
  EXPECT_EQ(to_string(MethodAction::list_successors), "list-successors");
  EXPECT_EQ(to_string(GoalSource::tiles_in_order), "tiles-in-order");
  EXPECT_EQ(to_string(MoveNaming::capitalized), "capitalized");
}

TEST(AssignmentFileNames, a_fixed_goal_is_not_selectable_by_name) {
  const std::string yaml = file_with("goal", closed_keys().at("goal"), "fixed");
  const auto loaded = parse_assignment_yaml(yaml, "names.yaml");
  ASSERT_FALSE(loaded);
  EXPECT_NE(loaded.error().message.find("'goal' must be a list of tiles"), std::string::npos)
      << loaded.error().message;
}

template <class Row, std::size_t N>
void expect_unique_names_that_parse_back(const Row (&table)[N]) {
  std::set<std::string_view> seen;
  for (const Row& row : table) {
    EXPECT_TRUE(seen.insert(row.name).second) << row.name;
    EXPECT_EQ(value_named(table, row.name), row.value) << row.name;
  }
}

TEST(AssignmentFileNames, each_tables_names_are_unique_and_parse_back) {
  expect_unique_names_that_parse_back(kFrontierKindTable);
  expect_unique_names_that_parse_back(kTieBreakTable);
  expect_unique_names_that_parse_back(kEntryFieldTable);
  expect_unique_names_that_parse_back(kPriorityKeyTable);
  expect_unique_names_that_parse_back(kDuplicateDetectionTable);
  expect_unique_names_that_parse_back(kGoalTestTable);
  expect_unique_names_that_parse_back(kKeyUpdateTable);
  expect_unique_names_that_parse_back(kPushOrderTable);
  expect_unique_names_that_parse_back(kSuccessorSortTable);
  expect_unique_names_that_parse_back(kDepthMeasureTable);
  expect_unique_names_that_parse_back(kGoalCountingTable);
  expect_unique_names_that_parse_back(kFrontierMeasureTable);
  expect_unique_names_that_parse_back(kHeuristicKindTable);
  expect_unique_names_that_parse_back(kOutputStyleTable);
  expect_unique_names_that_parse_back(kMethodActionTable);
  expect_unique_names_that_parse_back(kGoalSourceTable);
  expect_unique_names_that_parse_back(kBoardFormatTable);
  expect_unique_names_that_parse_back(kMoveNamingTable);
}

}  // namespace
}  // namespace puzzle

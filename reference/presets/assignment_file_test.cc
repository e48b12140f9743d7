// Assignment files: YAML-only assignments must behave as worked out by hand or as the
// independent Python implementations recorded (tests/independent/expected/*.json), and bad
// files must fail with file:line:column. The shipped files are the presets
// (presets/shipped_test.cc); their outputs are checked in each preset's test.

#include "presets/assignment_file.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "common/yaml_fields.h"
#include "presets/assignment_file_yaml.h"
#include "presets/shipped.h"
#include "presets/shipped_assignment_test.h"

namespace puzzle {
namespace {

using testing::output;

std::string error_of(std::string_view yaml) {
  const auto loaded = parse_assignment_yaml(yaml, "bad.yaml");
  return loaded ? "loaded" : loaded.error().message;
}

constexpr std::string_view kEightTileFunny = R"(assignment: funny8
output: funny
board: {rows: 3, cols: 3, blanks: 1, notation: python-list, goal: [1, 2, 3, 4, 5, 6, 7, 8, 0]}
methods:
  print_succ: {action: list-successors, heuristic: manhattan}
  solve:
    frontier: heapq
    heapq_order: [key, state, g, h, parent-index]
    duplicates: closed-at-push
    successor_sort: lexicographic
    heuristic: manhattan
)";

TEST(AssignmentFile, eight_tile_funny_defined_only_in_yaml_solves_a_one_move_board) {
  // Worked by hand: [1..7, 0, 8] has h = 1 (tile 8 one column off). Its successors, sorted:
  // [1,2,3,4,0,6,7,5,8] h=2, [1,2,3,4,5,6,0,7,8] h=2, [1,2,3,4,5,6,7,8,0] h=0. Solve pushes
  // all three (queue 3), then pops the goal (f = 1 against 3).
  const auto assignment = parse_assignment_yaml(kEightTileFunny, "funny8.yaml");
  ASSERT_TRUE(assignment) << assignment.error().message;
  EXPECT_EQ(output(*assignment, {"print_succ", {"1,2,3,4,5,6,7,0,8"}}),
            "[1, 2, 3, 4, 0, 6, 7, 5, 8] h=2\n[1, 2, 3, 4, 5, 6, 0, 7, 8] h=2\n"
            "[1, 2, 3, 4, 5, 6, 7, 8, 0] h=0\n");
  EXPECT_EQ(output(*assignment, {"solve", {"1,2,3,4,5,6,7,0,8"}}),
            "[1, 2, 3, 4, 5, 6, 7, 0, 8] h=1 moves: 0\n[1, 2, 3, 4, 5, 6, 7, 8, 0] h=0 moves: 1\n"
            "Max queue length: 3\n");
  EXPECT_EQ(output(*assignment, {"solve", {"2,1,3,4,5,6,7,8,0"}}).rfind("error: board", 0), 0u);
}

TEST(AssignmentFile, four_by_four_driver_defined_only_in_yaml_runs_bfs) {
  // Worked by hand: blank at cell 1, goal blank at cell 0. Expand the start (1): push Down,
  // Left (the goal), Right at depth 1. Expand Down (2): Up is explored; push Down, Left,
  // Right at depth 2. Pop Left: goal.
  const auto assignment = parse_assignment_yaml(R"(assignment: driver4
output: driver
board:
  rows: 4
  cols: 4
  notation: comma-list
  goal: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
defaults: {duplicates: frontier-or-explored-at-push, move_order: UDLR}
methods:
  bfs: {frontier: fifo}
)",
                                                "driver4.yaml");
  ASSERT_TRUE(assignment) << assignment.error().message;
  EXPECT_EQ(output(*assignment, {"bfs", {"1,0,2,3,4,5,6,7,8,9,10,11,12,13,14,15"}}),
            "path_to_goal: ['Left']\ncost_of_path: 1\nnodes_expanded: 2\nsearch_depth: 1\n"
            "max_search_depth: 2\n");
}

TEST(AssignmentFile, yaml_rules_equal_to_a_named_variant_reproduce_the_independent_outputs) {
  // funny.json records funny_ref.py under requeue-if-shorter; the same rule written in YAML
  // (seen-at-lower-cost) must print the same lines.
  std::ifstream file(PUZZLE_ASSIGNMENTS_DIR "/funny.yaml");
  std::stringstream text;
  text << file.rdbuf();
  std::string yaml = text.str();
  const auto at = yaml.find("closed-at-push ");
  ASSERT_NE(at, std::string::npos);
  yaml.replace(at, std::string("closed-at-push").size(), "seen-at-lower-cost");
  const auto assignment = parse_assignment_yaml(yaml, "requeue.yaml");
  ASSERT_TRUE(assignment) << assignment.error().message;
  std::ifstream json_file(PUZZLE_EXPECTED_DIR "/funny.json");
  const auto table = nlohmann::json::parse(json_file);
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    if (entry["variant"] != "requeue-if-shorter") continue;
    std::string state;
    for (const auto& tile : entry["state"]) {
      if (!state.empty()) state += ',';
      state += std::to_string(tile.get<int>());
    }
    std::string expected;
    for (const auto& line : entry["lines"]) expected += line.get<std::string>() + "\n";
    EXPECT_EQ(output(*assignment, {"solve", {state}}), expected) << state;
    ++compared;
  }
  EXPECT_GE(compared, 20);
}

TEST(AssignmentFile, unknown_top_level_key_is_reported_at_the_key_with_a_suggestion) {
  std::string yaml(kEightTileFunny);
  yaml.replace(yaml.find("output:"), 7, "outputs:");
  // Only the typo: "the file needs 'output'" would say the same thing twice.
  EXPECT_EQ(error_of(yaml), "bad.yaml:2:1: unknown key 'outputs' in an assignment file; did you "
                            "mean 'output'? (key 'outputs')");
}

TEST(AssignmentFile, unknown_method_key_is_reported_at_the_key_with_a_suggestion) {
  const std::string yaml = std::string(kEightTileFunny) + "    frontiers: fifo\n";
  EXPECT_EQ(error_of(yaml), "bad.yaml:12:5: unknown key 'frontiers' in method 'solve'; did you "
                            "mean 'frontier'? (key 'frontiers')");
}

TEST(AssignmentFile, bad_policy_value_lists_the_allowed_ones_and_suggests_one) {
  std::string yaml(kEightTileFunny);
  yaml.replace(yaml.find("closed-at-push"), 14, "closed-at-lunch");
  EXPECT_EQ(error_of(yaml),
            "bad.yaml:9:17: 'closed-at-lunch' is not a value of 'duplicates'; use 'none', "
            "'closed-at-pop', 'closed-at-push', 'closed-at-push-and-pop', "
            "'frontier-or-explored-at-push', 'visited-at-push' or 'seen-at-lower-cost'; did you "
            "mean 'closed-at-push'? (key 'duplicates')");
}

TEST(AssignmentFile, bad_board_values_are_errors) {
  std::string yaml(kEightTileFunny);
  yaml.replace(yaml.find("rows: 3"), 7, "rows: 9");
  EXPECT_EQ(error_of(yaml), "bad.yaml:3:15: 'rows' must be between 2 and 6, not 9 (key 'rows')");
  yaml = std::string(kEightTileFunny);
  yaml.replace(yaml.find("8, 0]"), 5, "8, 8]");
  EXPECT_EQ(error_of(yaml).rfind("bad.yaml:3:67: 'goal' is not a board: ", 0), 0u)
      << error_of(yaml);
  yaml = std::string(kEightTileFunny);
  yaml.replace(yaml.find("notation: python-list"), 21, "notation: python-list, blank: \"-\"");
  EXPECT_EQ(error_of(yaml), "bad.yaml:3:68: 'blank' is '-', but the python-list notation writes "
                            "the blank as '0' (key 'blank')");
}

TEST(AssignmentFile, missing_keys_and_broken_yaml_are_errors) {
  EXPECT_EQ(error_of("assignment: x\noutput: funny\n"),
            "bad.yaml:1:1: the file needs 'board' (key 'board')\n"
            "bad.yaml:1:1: the file needs 'methods' (key 'methods')");
  EXPECT_EQ(error_of("assignment: [x\n").rfind("bad.yaml:", 0), 0u);
  EXPECT_EQ(error_of("- a list\n"),
            "bad.yaml:1:1: an assignment file must be a mapping of keys to values");
  std::string yaml(kEightTileFunny);
  yaml += "    move_order: UDLX\n";
  EXPECT_EQ(error_of(yaml).rfind("bad.yaml:12:17: bad 'move_order': ", 0), 0u) << error_of(yaml);
}

TEST(AssignmentFile, every_problem_is_reported_one_line_each_in_file_order) {
  std::string yaml(kEightTileFunny);
  yaml.replace(yaml.find("rows: 3"), 7, "rows: x");
  yaml.replace(yaml.find("frontier: heapq"), 15, "frontier: heap");
  yaml += "    max_expansions: 0\n";
  EXPECT_EQ(error_of(yaml),
            "bad.yaml:3:15: 'rows' must be a whole number (key 'rows')\n"
            "bad.yaml:7:15: 'heap' is not a value of 'frontier'; use 'fifo', 'lifo', 'priority' "
            "or 'heapq'; did you mean 'heapq'? (key 'frontier')\n"
            "bad.yaml:12:21: 'max_expansions' must be between 1 and 4000000000, not 0 "
            "(key 'max_expansions')");
}

TEST(AssignmentFile, old_kebab_key_spellings_load_with_a_warning_each) {
  std::string old_style(kEightTileFunny);
  old_style.replace(old_style.find("heapq_order"), 11, "heapq-order");
  old_style.replace(old_style.find("successor_sort"), 14, "successor-sort");
  WarningCapture warnings;
  const auto loaded = parse_assignment_yaml(old_style, "old.yaml");
  ASSERT_TRUE(loaded) << loaded.error().message;
  EXPECT_TRUE(*loaded == *parse_assignment_yaml(kEightTileFunny, "new.yaml"));
  EXPECT_EQ(warnings.lines(),
            (std::vector<std::string>{
                "old.yaml:8:5: warning: 'heapq-order' is the old spelling of 'heapq_order'; "
                "write 'heapq_order' (the old one is accepted in this release only)",
                "old.yaml:10:5: warning: 'successor-sort' is the old spelling of "
                "'successor_sort'; write 'successor_sort' (the old one is accepted in this "
                "release only)"}));
}

TEST(AssignmentFile, a_missing_file_is_an_error_naming_it) {
  EXPECT_EQ(load_assignment_file("/nonexistent/a.yaml").error().message,
            "/nonexistent/a.yaml:1:1: cannot read this assignment file");
}

TEST(AssignmentFile, unknown_method_and_wrong_board_count_are_errors) {
  EXPECT_EQ(output(fifteen_assignment(), {"linear", {"x"}}),
            "error: unknown method \"linear\" for fifteen (use misplaced, manhattan)");
  EXPECT_EQ(output(lecture_assignment(), {"bfs", {"281_43765"}}),
            "error: lecture takes a start and a goal board but 1 was given");
}

}  // namespace
}  // namespace puzzle

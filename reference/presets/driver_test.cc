#include "presets/driver.h"

#include <regex>
#include <sstream>

#include <gtest/gtest.h>

namespace puzzle {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream stream(text);
  for (std::string line; std::getline(stream, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> first_five_lines(DriverMethod method, std::string_view board_text) {
  const auto board = parse_driver_board(board_text);
  EXPECT_TRUE(board);
  const auto result = search(*board, driver_goal(), driver_config(method));
  auto lines = lines_of(format_driver_output(result, {0.5, 1.25}));
  lines.resize(5);
  return lines;
}

// Published in the assignment (section 1), lines 1-5 exactly.
TEST(DriverPreset, bfs_reproduces_the_published_output) {
  EXPECT_EQ(first_five_lines(DriverMethod::bfs, "1,2,5,3,4,0,6,7,8"),
            (std::vector<std::string>{"path_to_goal: ['Up', 'Left', 'Left']", "cost_of_path: 3",
                                      "nodes_expanded: 10", "search_depth: 3",
                                      "max_search_depth: 4"}));
}

TEST(DriverPreset, dfs_reproduces_the_published_output) {
  EXPECT_EQ(first_five_lines(DriverMethod::dfs, "1,2,5,3,4,0,6,7,8"),
            (std::vector<std::string>{"path_to_goal: ['Up', 'Left', 'Left']", "cost_of_path: 3",
                                      "nodes_expanded: 181437", "search_depth: 3",
                                      "max_search_depth: 66125"}));
}

// Sample board 3,1,2,0,4,5,6,7,8 worked by hand: the blank (cell 3) moving Up reaches the
// goal. BFS: expand the start (1), push Up, Down, Right at depth 1, pop Up: goal.
// DFS: pushes Right, Down, Up, so Up pops first: same numbers. A*: the start has h = 1
// (tile 3 one row off); Up gives f = 1 + 0, Down and Right f = 1 + 2: Up pops first.
TEST(DriverPreset, sample_board_needs_one_move_with_every_method) {
  const std::vector<std::string> expected{"path_to_goal: ['Up']", "cost_of_path: 1",
                                          "nodes_expanded: 1", "search_depth: 1",
                                          "max_search_depth: 1"};
  for (auto method : {DriverMethod::bfs, DriverMethod::dfs, DriverMethod::ast}) {
    EXPECT_EQ(first_five_lines(method, "3,1,2,0,4,5,6,7,8"), expected)
        << driver_method_name(method);
  }
}

TEST(DriverPreset, already_solved_board_prints_an_empty_path) {
  EXPECT_EQ(first_five_lines(DriverMethod::bfs, "0,1,2,3,4,5,6,7,8"),
            (std::vector<std::string>{"path_to_goal: []", "cost_of_path: 0", "nodes_expanded: 0",
                                      "search_depth: 0", "max_search_depth: 0"}));
}

TEST(DriverPreset, output_has_seven_lines_with_eight_decimal_measurements) {
  const auto board = parse_driver_board("3,1,2,0,4,5,6,7,8");
  const auto result = search(*board, driver_goal(), driver_config(DriverMethod::bfs));
  const std::string text = format_driver_output(result, {0.00188088, 0.078125});
  const auto lines = lines_of(text);
  ASSERT_EQ(lines.size(), 7u);
  EXPECT_EQ(lines[5], "running_time: 0.00188088");
  EXPECT_EQ(lines[6], "max_ram_usage: 0.07812500");
  EXPECT_EQ(text.back(), '\n');
}

TEST(DriverPreset, rejects_an_unsolvable_board_with_the_deciding_invariant) {
  const auto board = parse_driver_board("1,0,2,3,4,5,6,8,7");
  ASSERT_FALSE(board);
  EXPECT_EQ(board.error().message,
            "board \"1,0,2,3,4,5,6,8,7\" cannot reach the goal 0,1,2,3,4,5,6,7,8 (not solvable: "
            "odd width, so inversion parity decides; start has 1 inversions (odd), goal has 0 "
            "(even))");
}

TEST(DriverPreset, rejects_unknown_methods) {
  EXPECT_EQ(run_assignment(driver_assignment(), {"BFS", {"1,2,5,3,4,0,6,7,8"}}).error().message,
            "unknown method \"BFS\" for driver (use bfs, dfs, ast)");
}

}  // namespace
}  // namespace puzzle

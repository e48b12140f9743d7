// The other terms of driver and funny (assignments.md, "Other terms of the same
// assignments"): the shipped term files (presets/shipped.h) against the published numbers
// and hand-worked cases.

#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "presets/assignment_file.h"
#include "presets/driver_1t2017.h"
#include "presets/funny_terms.h"
#include "presets/shipped_assignment_test.h"

namespace puzzle {
namespace {

using testing::output;

std::string driver(const char* method, const char* board) {
  return output(driver_1t2017_assignment(), {method, {board}});
}

// Published (spec): fringe_size / max_fringe_size, all other lines as in section 1.
TEST(Terms, driver_1t2017_bfs_and_dfs_reproduce_the_published_numbers) {
  EXPECT_EQ(driver("bfs", "1,2,5,3,4,0,6,7,8"),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "fringe_size: 11\nmax_fringe_size: 12\nsearch_depth: 3\nmax_search_depth: 4\n");
  EXPECT_EQ(driver("dfs", "1,2,5,3,4,0,6,7,8"),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 181437\n"
            "fringe_size: 2\nmax_fringe_size: 42913\nsearch_depth: 3\nmax_search_depth: 66125\n");
  const std::string far = driver("bfs", "0,8,7,6,5,4,3,2,1");
  EXPECT_NE(far.find("\nfringe_size: 16\nmax_fringe_size: 24048\n"), std::string::npos) << far;
}

// tests/independent/driver_ref.py, written from the spec: lines 1-7 of the nine.
TEST(Terms, driver_1t2017_agrees_with_the_independent_python_table) {
  std::ifstream file(std::string(PUZZLE_EXPECTED_DIR) + "/driver-1t2017.json");
  const auto table = nlohmann::json::parse(file);
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    std::string lines;
    for (const auto& line : entry["lines"]) lines += line.get<std::string>() + "\n";
    const auto method = entry["method"].get<std::string>();
    const auto board = entry["board"].get<std::string>();
    EXPECT_EQ(driver(method.c_str(), board.c_str()), lines) << method << " " << board;
    ++compared;
  }
  EXPECT_EQ(compared, 32);  // 8 boards x bfs, dfs, ast, ida
}

TEST(Terms, driver_1t2017_writes_nine_lines_in_the_terms_order) {
  const auto result = run_assignment(driver_1t2017_assignment(), {"ast", {"3,1,2,0,4,5,6,7,8"}});
  ASSERT_TRUE(result);
  std::string keys;
  for (std::size_t at = 0; at < result->text.size();) {
    const auto colon = result->text.find(':', at);
    keys += result->text.substr(at, colon - at) + " ";
    at = result->text.find('\n', at) + 1;
  }
  EXPECT_EQ(keys,
            "path_to_goal cost_of_path nodes_expanded fringe_size max_fringe_size search_depth "
            "max_search_depth running_time max_ram_usage ");
}

TEST(Terms, driver_1t2017_ida_counts_as_documented_on_a_hand_worked_board) {
  // docs/presets/driver-1t2017.md. Start h = 3 (tiles 1, 2, 5 one cell off), bound 3.
  // Expand the start (1): Up gives f = 1 + 2 = 3, pushed; Down and Left give f = 5, not
  // pushed. Expand [1,2,0,...] (2): Left gives f = 2 + 1 = 3, pushed (Down undoes Up).
  // Expand [1,0,2,...] (3): Down f = 5, Left f = 3 + 0, pushed. Pop the goal: stack empty.
  EXPECT_EQ(driver("ida", "1,2,5,3,4,0,6,7,8"),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 3\n"
            "fringe_size: 0\nmax_fringe_size: 1\nsearch_depth: 3\nmax_search_depth: 3\n");
}

TEST(Terms, driver_1t2017_ida_counts_the_goal_under_count_goal_as_expanded) {
  // The hand-worked board above, with the goal pop counted: 3 + 1.
  const auto counted = run_assignment(driver_1t2017_assignment(),
                                      {"ida", {"1,2,5,3,4,0,6,7,8"}, {"count-goal-as-expanded"}});
  ASSERT_TRUE(counted);
  EXPECT_NE(counted->text.find("\nnodes_expanded: 4\n"), std::string::npos) << counted->text;
}

TEST(Terms, driver_1t2017_ida_finds_optimal_paths) {
  // A* (ast) with Manhattan is optimal too; both must agree on the length.
  for (const char* board : {"8,6,4,2,1,3,5,7,0", "0,8,7,6,5,4,3,2,1", "1,2,5,3,4,0,6,7,8"}) {
    const auto ida = driver("ida", board);
    const auto ast = driver("ast", board);
    const auto cost = [](const std::string& text) {
      const auto at = text.find("cost_of_path: ");
      return text.substr(at, text.find('\n', at) - at);
    };
    EXPECT_EQ(cost(ida), cost(ast)) << board;
  }
}

TEST(Terms, funny_8tile_reproduces_the_reported_outputs) {
  const Assignment funny8 = funny_8tile_assignment();
  EXPECT_EQ(output(funny8, {"print_succ", {"[8, 7, 6, 5, 4, 3, 2, 1, 0]"}}),
            "[8, 7, 6, 5, 4, 0, 2, 1, 3] h=17\n[8, 7, 6, 5, 4, 3, 2, 0, 1] h=17\n");
  EXPECT_EQ(output(funny8, {"solve", {"[1, 2, 3, 4, 5, 6, 7, 0, 8]"}}),
            "[1, 2, 3, 4, 5, 6, 7, 0, 8] h=1 moves: 0\n[1, 2, 3, 4, 5, 6, 7, 8, 0] h=0 moves: 1\n"
            "Max queue length: 3\n");
  const std::string long_one = output(funny8, {"solve", {"[4, 3, 8, 5, 1, 6, 7, 2, 0]"}});
  EXPECT_NE(long_one.find("[1, 2, 3, 4, 5, 6, 7, 8, 0] h=0 moves: 22\nMax queue length: 394\n"),
            std::string::npos)
      << long_one;
  EXPECT_EQ(output(funny8, {"solve", {"[2, 1, 3, 4, 5, 6, 7, 8, 0]"}}).rfind("error: board", 0),
            0u);
}

TEST(Terms, funny_variable_prints_false_only_for_an_unsolvable_start) {
  // Eight tiles, one blank: swapping tiles 1 and 2 flips the inversion parity.
  EXPECT_EQ(output(funny_variable_assignment(), {"solve", {"[2, 1, 3, 4, 5, 6, 7, 8, 0]"}}),
            "False\n");
  EXPECT_EQ(output(funny_variable_assignment(), {"solve", {"[1, 2, 3, 4, 5, 6, 7, 0, 8]"}}),
            "True\n[1, 2, 3, 4, 5, 6, 7, 0, 8] h=1 moves: 0\n"
            "[1, 2, 3, 4, 5, 6, 7, 8, 0] h=0 moves: 1\nMax queue length: 3\n");
}

TEST(Terms, funny_variable_takes_its_goal_from_the_tiles_of_the_start) {
  // Worked by hand, goal [1, 2, 3, 4, 5, 0, 0, 0, 0]; tile 5 starts at cell 8 (h = 2).
  // Pop the start; push its 6 successors (queue 6): 5-left [..,0,5,0] and 5-up
  // [..,4,0,5,0,..] have f = 2, the rest f = 4. Pop 5-left (smaller list); push its 6
  // successors never popped (the start is skipped; queue 5 + 6 = 11), the goal among them
  // at f = 2. Pop 5-up (its list is smaller than the goal's); push 4 (queue 14), the goal
  // again. Pop the goal whose parent was popped first: path start, 5-left, goal.
  EXPECT_EQ(output(funny_variable_assignment(), {"solve", {"[1, 2, 3, 4, 0, 0, 0, 0, 5]"}}),
            "True\n[1, 2, 3, 4, 0, 0, 0, 0, 5] h=2 moves: 0\n"
            "[1, 2, 3, 4, 0, 0, 0, 5, 0] h=1 moves: 1\n"
            "[1, 2, 3, 4, 5, 0, 0, 0, 0] h=0 moves: 2\nMax queue length: 14\n");
  // Six tiles: tiles 4, 5 and 6 can each slide down; each is then one cell from its goal.
  EXPECT_EQ(output(funny_variable_assignment(), {"print_succ", {"[1, 2, 3, 4, 5, 6, 0, 0, 0]"}}),
            "[1, 2, 3, 0, 5, 6, 4, 0, 0] h=1\n[1, 2, 3, 4, 0, 6, 0, 5, 0] h=1\n"
            "[1, 2, 3, 4, 5, 0, 0, 0, 6] h=1\n");
}

TEST(Terms, funny_variable_rejects_boards_with_too_few_tiles) {
  const std::string error = output(funny_variable_assignment(),
                                   {"solve", {"[1, 2, 3, 4, 0, 0, 0, 0, 0]"}});
  EXPECT_EQ(error.rfind("error: board", 0), 0u) << error;
  EXPECT_NE(error.find("at most 4"), std::string::npos) << error;
}

}  // namespace
}  // namespace puzzle

#include "gen/tell_apart.h"

#include <gtest/gtest.h>

namespace puzzle::gen {
namespace {

TellApartRequest funny_request(std::vector<std::string> boards) {
  TellApartRequest request;
  request.boards.assignment = "funny";
  request.boards.boards = std::move(boards);
  request.boards.methods = "solve";
  request.first = "queue-after-pop";
  request.second = "queue-after-goal-pop";
  return request;
}

// testcases/funny/submissions/manifest.yaml, from the example programs themselves:
// queue_after_goal_pop prints 162 on the sample, as queue-after-pop does (one less than
// the assignment's 163), and 8577 on hidden-04, [6, 5, 7, 0, 0, 1, 3, 2, 4], where the
// assignment prints 8580 and queue-after-pop one less, 8579.
TEST(TellApart, names_the_board_that_tells_two_queue_measures_apart_and_its_lines) {
  auto result = tell_apart(funny_request({"4,3,0,5,1,6,7,2,0", "6,5,7,0,0,1,3,2,4"}));
  ASSERT_TRUE(result) << result.error().message;
  EXPECT_EQ(result->tests, 2);
  ASSERT_EQ(result->telling.size(), 1u);
  const TellingTest& test = result->telling[0];
  EXPECT_EQ(test.method, "solve");
  EXPECT_EQ(test.board.text, "6,5,7,0,0,1,3,2,4");
  ASSERT_EQ(test.lines.size(), 1u);
  EXPECT_EQ(test.lines[0].first, "Max queue length: 8579");
  EXPECT_EQ(test.lines[0].second, "Max queue length: 8577");
  EXPECT_EQ(tell_apart_text(*result),
            "queue-after-pop and queue-after-goal-pop print different lines on 1 of 2 tests:\n"
            "  solve 6,5,7,0,0,1,3,2,4\n"
            "    line " +
                std::to_string(test.lines[0].number) +
                ": Max queue length: 8579 | Max queue length: 8577\n"
                "A suite holding one of these boards for that method tells them apart: add it "
                "to the suite's boards (puzzle-ref gen --boards) and regenerate.\n");
}

TEST(TellApart, says_when_no_board_tried_tells_them_apart) {
  auto result = tell_apart(funny_request({"4,3,0,5,1,6,7,2,0"}));
  ASSERT_TRUE(result) << result.error().message;
  EXPECT_TRUE(result->telling.empty());
  EXPECT_EQ(tell_apart_text(*result),
            "queue-after-pop and queue-after-goal-pop print the same lines on all 1 tests "
            "tried: try other boards (--random more, other --depths or --seed)\n");
}

TEST(TellApart, refuses_what_it_cannot_compare_in_one_line) {
  auto request = funny_request({"4,3,0,5,1,6,7,2,0"});
  request.second = "queue-after-pops";
  auto unknown = tell_apart(request);
  ASSERT_FALSE(unknown);
  EXPECT_EQ(unknown.error().message.rfind("\"queue-after-pops\" is no deviation of funny", 0), 0u)
      << unknown.error().message;
  request.second = "queue-after-pop + queue-after-goal-pop";
  auto one_dimension = tell_apart(request);
  ASSERT_FALSE(one_dimension);
  EXPECT_NE(one_dimension.error().message.find("two deviations of one dimension (queue-measure)"),
            std::string::npos);
  request.second = "queue-after-pop";
  EXPECT_FALSE(tell_apart(request));
  request.boards.assignment = "lecture";
  EXPECT_FALSE(tell_apart(request));
  request.boards.assignment = "funny-8tile";
  auto variants = tell_apart(request);
  ASSERT_FALSE(variants);
  EXPECT_EQ(variants.error().message, "funny-8tile records variants, not deviations");
}

// driver-w4701 runs the driver's rules. Hand-worked from the course's own example (BFS
// from 1,2,5,3,4,0,6,7,8: 10 expanded, goal at depth 3, max_search_depth 4; assignments.md,
// section 1): counting the goal's pop gives 11 expanded; measuring depth at the pop gives
// 3, the goal's depth.
TEST(TellApart, runs_w4701_with_the_drivers_rules) {
  TellApartRequest request;
  request.boards.assignment = "driver-w4701";
  request.boards.boards = {"1,2,5,3,4,0,6,7,8"};
  request.boards.methods = "bfs";
  request.first = "max-depth-at-pop";
  request.second = "count-goal-as-expanded";
  auto result = tell_apart(request);
  ASSERT_TRUE(result) << result.error().message;
  ASSERT_EQ(result->telling.size(), 1u);
  const auto& lines = result->telling[0].lines;
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].number, 3);
  EXPECT_EQ(lines[0].first, "nodes_expanded: 10");
  EXPECT_EQ(lines[0].second, "nodes_expanded: 11");
  EXPECT_EQ(lines[1].number, 5);
  EXPECT_EQ(lines[1].first, "max_search_depth: 3");
  EXPECT_EQ(lines[1].second, "max_search_depth: 4");
}

}  // namespace
}  // namespace puzzle::gen

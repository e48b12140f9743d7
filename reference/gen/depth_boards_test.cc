#include "gen/depth_boards.h"

#include <set>

#include <gtest/gtest.h>

#include "core/parse.h"
#include "presets/driver.h"
#include "tests/random_boards.h"

namespace puzzle::gen {
namespace {

// Ground truth: the plain std::map BFS of tests/random_boards.h, which shares no code
// with gen's DistanceTable.
const testing::DistanceTable& driver_distances() {
  static const testing::DistanceTable table = testing::distances_to(driver_goal());
  return table;
}

TEST(DepthBoards, every_board_has_exactly_the_requested_optimal_length) {
  SeededRng rng(2024);
  // Depth 0 has one board, 1 has two, 31 has two; the others have plenty.
  for (const auto& [depth, count] :
       {std::pair{0, 1}, {1, 2}, {5, 4}, {10, 4}, {20, 4}, {26, 4}, {31, 2}}) {
    const auto boards = boards_at_depth(driver_goal(), depth, count, rng);
    ASSERT_TRUE(boards) << boards.error().message;
    for (const Board& board : *boards) {
      EXPECT_EQ(driver_distances().at(board.tiles()), depth) << to_comma_list(board);
    }
  }
}

TEST(DepthBoards, same_seed_same_boards_and_different_seed_different_boards) {
  SeededRng a(7), b(7), c(8);
  const auto first = boards_at_depth(driver_goal(), 20, 5, a);
  const auto again = boards_at_depth(driver_goal(), 20, 5, b);
  const auto other = boards_at_depth(driver_goal(), 20, 5, c);
  ASSERT_TRUE(first && again && other);
  EXPECT_EQ(*first, *again);
  EXPECT_NE(*first, *other);
}

TEST(DepthBoards, picks_distinct_boards) {
  SeededRng rng(3);
  const auto boards = boards_at_depth(driver_goal(), 6, 10, rng);
  ASSERT_TRUE(boards);
  std::set<std::string> seen;
  for (const Board& board : *boards) EXPECT_TRUE(seen.insert(to_comma_list(board)).second);
}

TEST(DepthBoards, asking_beyond_the_deepest_board_explains_the_limit) {
  SeededRng rng(1);
  const auto boards = boards_at_depth(driver_goal(), 32, 1, rng);
  ASSERT_FALSE(boards);
  EXPECT_NE(boards.error().message.find("deepest is 31"), std::string::npos)
      << boards.error().message;
  EXPECT_FALSE(boards_at_depth(driver_goal(), 31, 3, rng));  // only two boards at 31
}

// Candidates: as many as asked where there are enough, all of them where there are fewer
// (the 8-puzzle has two boards at 31 moves), none beyond the deepest.
TEST(DepthBoards, candidates_are_all_the_boards_there_are_when_fewer_than_asked) {
  SeededRng rng(5);
  const auto plenty = candidate_boards_at_depth(driver_goal(), 20, 12, rng);
  ASSERT_TRUE(plenty) << plenty.error().message;
  EXPECT_EQ(plenty->size(), 12u);
  const auto few = candidate_boards_at_depth(driver_goal(), 31, 12, rng);
  ASSERT_TRUE(few) << few.error().message;
  ASSERT_EQ(few->size(), 2u);
  for (const Board& board : *few) EXPECT_EQ(driver_distances().at(board.tiles()), 31);
  EXPECT_NE((*few)[0], (*few)[1]);
  EXPECT_FALSE(candidate_boards_at_depth(driver_goal(), 32, 1, rng));
}

TEST(DepthBoards, the_distance_table_agrees_with_the_independent_bfs_everywhere) {
  const DistanceTable table(driver_goal());
  EXPECT_EQ(table.max_distance(), 31);
  for (const auto& [tiles, distance] : driver_distances()) {
    ASSERT_EQ(table.distance(board_from_trusted_tiles({3, 3}, tiles)), distance);
  }
}

TEST(DepthBoards, two_blank_boards_use_the_table_too) {
  const Board goal = Board::goal({3, 3}, 2, BlankPlacement::last);
  const auto independent = testing::distances_to(goal);
  SeededRng rng(5);
  const auto boards = boards_at_depth(goal, 12, 3, rng);
  ASSERT_TRUE(boards) << boards.error().message;
  for (const Board& board : *boards) EXPECT_EQ(independent.at(board.tiles()), 12);
}

TEST(DepthBoards, fifteen_puzzle_boards_come_from_optimal_random_walks) {
  const Board goal = Board::goal({4, 4}, 1, BlankPlacement::last);
  SeededRng rng(11);
  const auto boards = boards_at_depth(goal, 12, 3, rng);
  ASSERT_TRUE(boards) << boards.error().message;
  for (const Board& board : *boards) EXPECT_EQ(optimal_length(board, goal), 12);
}

}  // namespace
}  // namespace puzzle::gen

#include "core/board.h"

#include <gtest/gtest.h>

namespace puzzle {
namespace {

TEST(Board, goal_with_blank_first_is_zero_then_tiles_in_order) {
  const Board goal = Board::goal({3, 3}, 1, BlankPlacement::first);
  EXPECT_EQ(to_comma_list(goal), "0,1,2,3,4,5,6,7,8");
}

TEST(Board, goal_with_two_blanks_last_matches_the_funny_assignment) {
  const Board goal = Board::goal({3, 3}, 2, BlankPlacement::last);
  EXPECT_EQ(to_python_list(goal), "[1, 2, 3, 4, 5, 6, 7, 0, 0]");
}

TEST(Board, grid_rendering_uses_the_given_blank_symbol) {
  const Board goal = Board::goal({2, 3}, 1, BlankPlacement::last);
  EXPECT_EQ(to_grid(goal, '-'), "1 2 3\n4 5 -\n");
}

TEST(Board, make_rejects_a_side_longer_than_six) {
  const auto board = Board::make({7, 2}, std::vector<Tile>(14, 0), 1, "x");
  ASSERT_FALSE(board);
  EXPECT_NE(board.error().message.find("7x2 board is not supported"), std::string::npos);
}

TEST(Board, make_rejects_a_board_of_only_blanks) {
  EXPECT_FALSE(Board::make({2, 2}, {0, 0, 0, 0}, 4, "x"));
}

TEST(Board, make_reports_a_repeated_tile_with_one_based_positions) {
  const auto board = Board::make({2, 2}, {1, 1, 0, 2}, 1, "1,1,0,2");
  ASSERT_FALSE(board);
  EXPECT_EQ(board.error().message, "board \"1,1,0,2\": tile 1 appears twice (positions 1 and 2)");
}

TEST(Board, blank_cells_lists_every_blank_in_reading_order) {
  const auto board = Board::make({3, 3}, {1, 0, 2, 3, 4, 0, 5, 6, 7}, 2, "x");
  ASSERT_TRUE(board);
  EXPECT_EQ(board->blank_cells(), (std::vector<int>{1, 5}));
}

TEST(Board, long_input_is_shortened_in_messages) {
  EXPECT_EQ(quote_input(std::string(50, '1')), "\"" + std::string(40, '1') + "...\"");
}

}  // namespace
}  // namespace puzzle

#include "core/moves.h"

#include <gtest/gtest.h>

#include "core/parse.h"

namespace puzzle {
namespace {

Board board(std::string_view text, int blanks = 1) {
  return *parse_board(text, BoardFormat::comma_list, {Shape{3, 3}, blanks});
}

TEST(Moves, blank_in_a_corner_has_two_moves_in_the_declared_order) {
  const auto moves = legal_moves(board("0,1,2,3,4,5,6,7,8"), kOrderUDLR);
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves[0].direction, Direction::down);
  EXPECT_EQ(moves[1].direction, Direction::right);
}

TEST(Moves, blank_in_the_centre_follows_a_custom_order) {
  const auto moves = legal_moves(board("1,2,3,4,0,5,6,7,8"), *parse_move_order("LRUD"));
  ASSERT_EQ(moves.size(), 4u);
  EXPECT_EQ(moves[0].direction, Direction::left);
  EXPECT_EQ(moves[3].direction, Direction::down);
}

TEST(Moves, up_moves_the_blank_up_by_swapping_with_the_tile_above) {
  const Board after = apply_move(board("1,2,5,3,4,0,6,7,8"), {5, Direction::up});
  EXPECT_EQ(to_comma_list(after), "1,2,0,3,4,5,6,7,8");
}

TEST(Moves, a_blank_never_swaps_with_another_blank) {
  // Blanks at cells 7 and 8 of [1..7,0,0]: each has Up; Left of 8 and Right of 7 are blanks.
  const auto moves = legal_moves(board("1,2,3,4,5,6,7,0,0", 2), kOrderUDLR);
  ASSERT_EQ(moves.size(), 3u);  // 7: Up, Left; 8: Up
  EXPECT_EQ(moves[0].blank_cell, 7);
  EXPECT_EQ(moves[2].blank_cell, 8);
}

TEST(Moves, move_order_must_name_each_direction_once) {
  EXPECT_TRUE(parse_move_order("udlr"));
  EXPECT_EQ(parse_move_order("UDLL").error().message, "move order \"UDLL\": 'L' appears twice");
  EXPECT_EQ(parse_move_order("UDX").error().message,
            "move order \"UDX\": give each of U, D, L, R exactly once");
  EXPECT_EQ(parse_move_order("UDLX").error().message,
            "move order \"UDLX\": 'X' is not one of U, D, L, R");
}

}  // namespace
}  // namespace puzzle

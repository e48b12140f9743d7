#include "core/parse.h"

#include <gtest/gtest.h>

namespace puzzle {
namespace {

const BoardSpec kEight{Shape{3, 3}, 1};

std::string error_of(std::string_view text, BoardFormat format, const BoardSpec& spec = kEight) {
  const auto board = parse_board(text, format, spec);
  return board ? "(parsed)" : board.error().message;
}

TEST(Parse, comma_list_reads_the_driver_notation) {
  const auto board = parse_board("1,2,5,3,4,0,6,7,8", BoardFormat::comma_list, kEight);
  ASSERT_TRUE(board);
  EXPECT_EQ(board->at(1, 2), 0);
  EXPECT_EQ(board->at(0, 2), 5);
}

TEST(Parse, python_list_reads_two_blanks) {
  const auto board = parse_board("[4, 3, 0, 5, 1, 6, 7, 2, 0]", BoardFormat::python_list,
                                 {Shape{3, 3}, 2});
  ASSERT_TRUE(board);
  EXPECT_EQ(board->blank_count(), 2);
}

TEST(Parse, underscore_string_reads_the_lecture_notation) {
  const auto board = parse_board("281_43765", BoardFormat::underscore_string, kEight);
  ASSERT_TRUE(board);
  EXPECT_EQ(to_comma_list(*board), "2,8,1,0,4,3,7,6,5");
}

TEST(Parse, dash_grid_takes_its_shape_from_the_lines) {
  const auto board = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 -\n",
                                 BoardFormat::dash_grid, {std::nullopt, 1});
  ASSERT_TRUE(board);
  EXPECT_EQ(board->shape(), (Shape{4, 4}));
  EXPECT_EQ(board->at(15), 0);
}

TEST(Parse, list_without_shape_infers_a_square_board) {
  const auto board = parse_board("1,2,3,0", BoardFormat::comma_list, {std::nullopt, 1});
  ASSERT_TRUE(board);
  EXPECT_EQ(board->shape(), (Shape{2, 2}));
}

TEST(Parse, rejects_a_repeated_tile_naming_both_positions) {
  EXPECT_EQ(error_of("1,2,2,3,4,0,6,7,8", BoardFormat::comma_list),
            "board \"1,2,2,3,4,0,6,7,8\": tile 2 appears twice (positions 2 and 3)");
}

TEST(Parse, rejects_too_few_numbers) {
  EXPECT_EQ(error_of("1,2,5,3,4,0,6,7", BoardFormat::comma_list),
            "board \"1,2,5,3,4,0,6,7\": expected 9 numbers for a 3x3 board, found 8");
}

TEST(Parse, rejects_too_many_numbers) {
  EXPECT_EQ(error_of("1,2,5,3,4,0,6,7,8,9", BoardFormat::comma_list),
            "board \"1,2,5,3,4,0,6,7,8,9\": expected 9 numbers for a 3x3 board, found 10");
}

TEST(Parse, rejects_a_word_that_is_not_a_number) {
  EXPECT_EQ(error_of("1,2,x,3,4,0,6,7,8", BoardFormat::comma_list),
            "board \"1,2,x,3,4,0,6,7,8\": \"x\" at position 3 is not a tile number");
}

TEST(Parse, rejects_a_negative_number) {
  EXPECT_EQ(error_of("1,2,-5,3,4,0,6,7,8", BoardFormat::comma_list),
            "board \"1,2,-5,3,4,0,6,7,8\": \"-5\" at position 3 is not a tile number");
}

TEST(Parse, rejects_an_empty_position) {
  EXPECT_EQ(error_of("1,2,,3,4,0,6,7,8", BoardFormat::comma_list),
            "board \"1,2,,3,4,0,6,7,8\": position 3 is empty");
}

TEST(Parse, rejects_a_tile_out_of_range) {
  EXPECT_EQ(error_of("1,2,9,3,4,0,6,7,8", BoardFormat::comma_list),
            "board \"1,2,9,3,4,0,6,7,8\": tile 9 at position 3 is out of range (tiles are "
            "0..8, 0 is the blank)");
}

TEST(Parse, rejects_two_blanks_where_one_is_expected) {
  EXPECT_EQ(error_of("1,2,0,3,4,0,6,7,8", BoardFormat::comma_list),
            "board \"1,2,0,3,4,0,6,7,8\": tile 5 is missing and the blank (0) appears 2 times "
            "(positions 3 and 6); expected 1 blank");
}

TEST(Parse, rejects_one_blank_where_two_are_expected) {
  const auto message = error_of("[1, 2, 3, 4, 5, 6, 7, 8, 0]", BoardFormat::python_list,
                                {Shape{3, 3}, 2});
  EXPECT_EQ(message, "board \"[1, 2, 3, 4, 5, 6, 7, 8, 0]\": tile 8 at position 8 is out of "
                     "range (tiles are 0..7, 0 is the blank)");
}

TEST(Parse, rejects_a_python_list_without_brackets) {
  EXPECT_EQ(error_of("1, 2, 3", BoardFormat::python_list),
            "board \"1, 2, 3\": expected a Python list such as [1, 2, 3, ...]");
}

TEST(Parse, rejects_a_zero_in_the_underscore_notation) {
  EXPECT_EQ(error_of("2810437650", BoardFormat::underscore_string),
            "board \"2810437650\": \"0\" at position 4 is not a tile number or '_'");
}

TEST(Parse, rejects_a_grid_with_a_short_row) {
  EXPECT_EQ(error_of("1 2 3\n4 5\n6 7 -", BoardFormat::dash_grid, {std::nullopt, 1}),
            "board \"1 2 3/4 5/6 7 -\": row 2 has 2 entries but row 1 has 3");
}

TEST(Parse, rejects_a_count_that_is_not_a_square_when_no_shape_is_given) {
  EXPECT_EQ(error_of("1,2,3,4,5,0", BoardFormat::comma_list, {std::nullopt, 1}),
            "board \"1,2,3,4,5,0\": found 6 numbers, which is not a square board (4, 9, 16, 25 "
            "or 36 cells); give the shape explicitly");
}

TEST(Parse, rejects_empty_input) {
  EXPECT_EQ(error_of("  ", BoardFormat::comma_list), "board \"\": the board is empty");
}

TEST(Parse, detects_each_notation) {
  EXPECT_EQ(detect_format("1,2,3,0"), BoardFormat::comma_list);
  EXPECT_EQ(detect_format("[1, 2, 3, 0]"), BoardFormat::python_list);
  EXPECT_EQ(detect_format("281_43765"), BoardFormat::underscore_string);
  EXPECT_EQ(detect_format("1 2\n3 -"), BoardFormat::dash_grid);
}

}  // namespace
}  // namespace puzzle

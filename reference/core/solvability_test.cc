#include "core/solvability.h"

#include <algorithm>
#include <numeric>

#include <gtest/gtest.h>

#include "core/parse.h"
#include "tests/random_boards.h"

namespace puzzle {
namespace {

Board lecture(std::string_view text) {
  return *parse_board(text, BoardFormat::underscore_string, {Shape{3, 3}, 1});
}

TEST(Solvability, lecture_examples_reach_their_goal) {
  EXPECT_TRUE(check_solvable(lecture("281_43765"), lecture("1238_4765"))->solvable);
  EXPECT_TRUE(check_solvable(lecture("281463_75"), lecture("1238_4765"))->solvable);
}

TEST(Solvability, swapping_two_tiles_of_a_three_by_three_makes_it_unsolvable) {
  const auto verdict = check_solvable(lecture("_21345678"), lecture("_12345678"));
  EXPECT_FALSE(verdict->solvable);
  EXPECT_EQ(verdict->start.inversions, 1);
  EXPECT_EQ(verdict->rule, SolvabilityRule::odd_width_inversions);
}

TEST(Solvability, fifteen_puzzle_with_fourteen_and_fifteen_swapped_is_unsolvable) {
  const BoardSpec spec{std::nullopt, 1};
  const auto swapped = parse_board("1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 -",
                                   BoardFormat::dash_grid, spec);
  const auto goal = Board::goal({4, 4}, 1, BlankPlacement::last);
  const auto verdict = check_solvable(*swapped, goal);
  EXPECT_FALSE(verdict->solvable);
  EXPECT_EQ(verdict->rule, SolvabilityRule::even_width_with_blank);
}

TEST(Solvability, two_blanks_are_always_solvable) {
  const auto start = parse_board("[2, 1, 3, 4, 5, 6, 7, 0, 0]", BoardFormat::python_list,
                                 {Shape{3, 3}, 2});
  EXPECT_TRUE(check_solvable(*start, Board::goal({3, 3}, 2, BlankPlacement::last))->solvable);
}

TEST(Solvability, boards_of_different_shape_cannot_be_compared) {
  EXPECT_FALSE(check_solvable(Board::goal({2, 3}, 1, BlankPlacement::last),
                              Board::goal({3, 2}, 1, BlankPlacement::last)));
}

// The invariant must agree with reachability on every arrangement of small boards.
void expect_rule_matches_reachability(Shape shape, int blanks) {
  const Board goal = Board::goal(shape, blanks, BlankPlacement::last);
  const auto reachable = testing::distances_to(goal);
  std::vector<Tile> tiles = goal.tiles();
  std::sort(tiles.begin(), tiles.end());
  int checked = 0;
  do {
    const auto board = Board::make(shape, tiles, blanks, "all");
    EXPECT_EQ(check_solvable(*board, goal)->solvable, reachable.count(tiles) == 1)
        << to_comma_list(*board);
    ++checked;
  } while (std::next_permutation(tiles.begin(), tiles.end()));
  EXPECT_GT(checked, 0);
}

TEST(Solvability, rule_matches_reachability_on_every_two_by_three_board) {
  expect_rule_matches_reachability({2, 3}, 1);
}

TEST(Solvability, rule_matches_reachability_on_every_three_by_two_board) {
  expect_rule_matches_reachability({3, 2}, 1);
}

TEST(Solvability, rule_matches_reachability_on_every_two_by_four_board) {
  expect_rule_matches_reachability({2, 4}, 1);
}

TEST(Solvability, rule_matches_reachability_with_two_blanks_on_two_by_three) {
  expect_rule_matches_reachability({2, 3}, 2);
}

TEST(Solvability, explanation_names_the_numbers_for_both_boards) {
  const auto verdict = check_solvable(lecture("_21345678"), lecture("_12345678"));
  EXPECT_EQ(explain(*verdict), "not solvable: odd width, so inversion parity decides; start has "
                               "1 inversions (odd), goal has 0 (even)");
}

}  // namespace
}  // namespace puzzle

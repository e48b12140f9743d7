#include "core/heuristics.h"

#include <cmath>

#include <gtest/gtest.h>

#include "core/parse.h"

namespace puzzle {
namespace {

Board board(std::string_view text, int blanks = 1) {
  return *parse_board(text, BoardFormat::comma_list, {Shape{3, 3}, blanks});
}

const Board kGoalLast = Board::goal({3, 3}, 1, BlankPlacement::last);

TEST(Heuristics, manhattan_matches_the_funny_assignment_example) {
  // Published in the assignment: h([2,5,1,4,3,6,7,0,0]) = 6 for goal [1..7,0,0].
  const Heuristic h(HeuristicKind::manhattan, Board::goal({3, 3}, 2, BlankPlacement::last));
  EXPECT_EQ(h(board("2,5,1,4,3,6,7,0,0", 2)), 6);
}

TEST(Heuristics, misplaced_never_counts_the_blank) {
  // 1 2 3 / 4 5 6 / 7 0 8: only tile 8 is off its cell; the blank is off too but ignored.
  EXPECT_EQ(Heuristic(HeuristicKind::misplaced, kGoalLast)(board("1,2,3,4,5,6,7,0,8")), 1);
}

TEST(Heuristics, linear_conflict_adds_two_for_a_swapped_pair_in_its_goal_row) {
  // 2 1 3 / 4 5 6 / 7 8 0: Manhattan 1 + 1; tiles 1 and 2 block each other in row 0.
  const Board swapped = board("2,1,3,4,5,6,7,8,0");
  EXPECT_EQ(Heuristic(HeuristicKind::manhattan, kGoalLast)(swapped), 2);
  EXPECT_EQ(Heuristic(HeuristicKind::linear_conflict, kGoalLast)(swapped), 4);
}

TEST(Heuristics, linear_conflict_counts_removals_not_pairs) {
  // 3 2 1 in the goal row 1 2 3: three pairs conflict but removing two tiles suffices.
  const Board reversed = board("3,2,1,4,5,6,7,8,0");
  EXPECT_EQ(Heuristic(HeuristicKind::linear_conflict, kGoalLast)(reversed), 4 + 2 * 2);
}

TEST(Heuristics, euclidean_measures_straight_lines) {
  // Tile 1 at cell 4 (row 1, col 1) belongs at cell 0: distance sqrt(2). Tile 5 at 0: sqrt(2).
  const double h = Heuristic(HeuristicKind::euclidean, kGoalLast)(board("5,2,3,4,1,6,7,8,0"));
  EXPECT_DOUBLE_EQ(h, 2 * std::sqrt(2.0));
}

TEST(Heuristics, manhattan_with_blank_adds_the_blanks_distance) {
  // Goal blank last (cell 8). 1,2,3,4,5,6,7,0,8: tile 8 one step away, the blank one step.
  EXPECT_EQ(Heuristic(HeuristicKind::manhattan, kGoalLast)(board("1,2,3,4,5,6,7,0,8")), 1);
  EXPECT_EQ(Heuristic(HeuristicKind::manhattan_with_blank, kGoalLast)(board("1,2,3,4,5,6,7,0,8")),
            2);
  // Blank at cell 0, goal cell 8: 2 rows + 2 columns. Tile t sits at cell t, one cell past
  // its goal: 1 step each, except 3 and 6, which sit a row below the end of theirs (3).
  EXPECT_EQ(Heuristic(HeuristicKind::manhattan_with_blank, kGoalLast)(board("0,1,2,3,4,5,6,7,8")),
            4 + 6 + 3 + 3);
}

TEST(Heuristics, misplaced_with_blank_counts_every_cell_that_differs_from_the_goal) {
  // Goal blank last. 1,2,3,4,5,6,7,0,8: tile 8 and the blank are off their cells.
  EXPECT_EQ(Heuristic(HeuristicKind::misplaced_with_blank, kGoalLast)(board("1,2,3,4,5,6,7,0,8")),
            2);
  // 0,1,2,3,4,5,6,7,8: every one of the nine cells differs from 1,...,8,0.
  EXPECT_EQ(Heuristic(HeuristicKind::misplaced_with_blank, kGoalLast)(board("0,1,2,3,4,5,6,7,8")),
            9);
  // 2,1,3,...,8,0: the blank is home, tiles 1 and 2 are not.
  EXPECT_EQ(Heuristic(HeuristicKind::misplaced_with_blank, kGoalLast)(board("2,1,3,4,5,6,7,8,0")),
            2);
}

// Python adds floats one by one, in the order its loop visits the board: the sum of the
// same terms in another order can differ in the last bit, and A* then orders two boards
// of the same f by that bit. h adds its terms cell by cell from the top-left (issue 41).
TEST(Heuristics, euclidean_adds_its_terms_cell_by_cell_as_a_python_loop_does) {
  const Board goal = Board::goal({3, 3}, 1, BlankPlacement::first);
  const Heuristic h(HeuristicKind::euclidean, goal);
  // CPython 3.11, `for i, v in enumerate(board): if v: h += math.sqrt(dr**2 + dc**2)`,
  // printed by float.hex(); the same terms added tile by tile (1 to 8) end one bit lower
  // (0x1.f197c4d6538f6p+3) and one bit higher (0x1.821058085cc1ep+3).
  EXPECT_EQ(h(board("8,0,6,5,4,7,2,3,1")), 0x1.f197c4d6538f7p+3);
  EXPECT_EQ(h(board("4,6,8,7,3,5,0,1,2")), 0x1.821058085cc1dp+3);
  EXPECT_FALSE(h.has_whole_values());
  EXPECT_TRUE(Heuristic(HeuristicKind::misplaced_with_blank, goal).has_whole_values());
}

TEST(Heuristics, every_heuristic_is_zero_on_the_goal) {
  for (auto kind : {HeuristicKind::zero, HeuristicKind::misplaced, HeuristicKind::manhattan,
                    HeuristicKind::linear_conflict, HeuristicKind::euclidean,
                    HeuristicKind::manhattan_with_blank, HeuristicKind::misplaced_with_blank}) {
    EXPECT_EQ(Heuristic(kind, kGoalLast)(kGoalLast), 0) << heuristic_name(kind);
  }
}

TEST(Heuristics, unknown_names_are_rejected_with_the_list_of_known_ones) {
  EXPECT_EQ(parse_heuristic("hamming").error().message,
            "unknown heuristic \"hamming\" (use zero, misplaced, manhattan, linear-conflict, "
            "euclidean, manhattan-with-blank or misplaced-with-blank)");
}

}  // namespace
}  // namespace puzzle

#include "search/rank_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

#include "core/moves.h"
#include "search/state.h"

namespace puzzle {
namespace {

Packed64 state_of(const std::vector<Tile>& tiles) {
  Packed64 state;
  for (std::size_t cell = 0; cell < tiles.size(); ++cell)
    state.set(static_cast<int>(cell), tiles[cell]);
  return state;
}

// Hand-worked Lehmer codes: digit i = how many later tiles are smaller than tile i.
TEST(PermutationRanker, ranks_hand_worked_permutations) {
  const PermutationRanker three(3, 1);
  EXPECT_EQ(three(state_of({0, 1, 2})), 0u);
  EXPECT_EQ(three(state_of({0, 2, 1})), 1u);  // digits 0,1,0
  EXPECT_EQ(three(state_of({1, 0, 2})), 2u);  // digits 1,0,0: 1 x 2!
  EXPECT_EQ(three(state_of({2, 1, 0})), 5u);  // digits 2,1,0: 2 x 2! + 1 x 1!
  const PermutationRanker nine(9, 1);
  EXPECT_EQ(nine(state_of({0, 1, 2, 3, 4, 5, 6, 7, 8})), 0u);
  EXPECT_EQ(nine(state_of({8, 7, 6, 5, 4, 3, 2, 1, 0})), 362879u);
  // 1,2,5,3,4,0,6,7,8: digits 1,1,3,1,1,0,0,0 -> 40320 + 5040 + 3 x 720 + 120 + 24.
  EXPECT_EQ(nine(state_of({1, 2, 5, 3, 4, 0, 6, 7, 8})), 47664u);
}

TEST(PermutationRanker, is_a_bijection_onto_the_ranks_of_nine_cells) {
  const PermutationRanker rank(9, 1);
  std::vector<Tile> tiles(9);
  std::iota(tiles.begin(), tiles.end(), Tile{0});
  std::uint32_t expected = 0;
  do {  // next_permutation visits permutations in lexicographic order: ranks 0, 1, 2, ...
    const std::uint32_t at = rank(state_of(tiles));
    ASSERT_EQ(at, expected++);
  } while (std::next_permutation(tiles.begin(), tiles.end()));
  EXPECT_EQ(expected, 362880u);
}

TEST(PermutationRanker, keeps_boards_with_several_blanks_apart) {
  const PermutationRanker rank(6, 2);  // 2x3 board, tiles 1..4 and two blanks
  std::vector<Tile> tiles{0, 0, 1, 2, 3, 4};
  std::set<std::uint32_t> ranks;
  int boards = 0;
  do {
    const std::uint32_t at = rank(state_of(tiles));
    EXPECT_LT(at, rank.slots());
    ranks.insert(at);
    ++boards;
  } while (std::next_permutation(tiles.begin(), tiles.end()));
  EXPECT_EQ(boards, 360);  // 6! / 2!
  EXPECT_EQ(ranks.size(), 360u);
}

// PositionRanker's definition, spelt out: the Lehmer code of (cell of the blank, cell of
// tile 1, ...), digit i = how many later entries are smaller.
std::uint32_t lehmer_of_positions(const std::vector<Tile>& tiles) {
  std::vector<int> position(tiles.size());
  for (std::size_t cell = 0; cell < tiles.size(); ++cell)
    position[tiles[cell]] = static_cast<int>(cell);
  std::uint32_t rank = 0;
  for (std::size_t i = 0; i < position.size(); ++i) {
    std::uint32_t smaller_later = 0;
    for (std::size_t j = i + 1; j < position.size(); ++j)
      smaller_later += position[j] < position[i];
    rank = rank * static_cast<std::uint32_t>(position.size() - i) + smaller_later;
  }
  return rank;
}

TEST(PositionRanker, ranks_hand_worked_boards) {
  const PositionRanker three(3);
  EXPECT_EQ(three(state_of({0, 1, 2})), 0u);  // positions 0,1,2
  EXPECT_EQ(three(state_of({0, 2, 1})), 1u);  // positions 0,2,1: digits 0,1
  EXPECT_EQ(three(state_of({1, 0, 2})), 2u);  // positions 1,0,2: digits 1,0 -> 1 x 2!
  EXPECT_EQ(three(state_of({2, 0, 1})), 3u);  // positions 1,2,0: digits 1,1
  EXPECT_EQ(three(state_of({1, 2, 0})), 4u);  // positions 2,0,1: digits 2,0
  EXPECT_EQ(three(state_of({2, 1, 0})), 5u);  // positions 2,1,0: digits 2,1
  const PositionRanker nine(9);
  EXPECT_EQ(nine(state_of({0, 1, 2, 3, 4, 5, 6, 7, 8})), 0u);
  // 1,2,5,3,4,0,6,7,8: positions 5,0,1,3,4,2,6,7,8, digits 5,0,0,1,1,0,0,0
  // -> 5 x 8! + 5! + 4!.
  EXPECT_EQ(nine(state_of({1, 2, 5, 3, 4, 0, 6, 7, 8})), 201744u);
}

TEST(PositionRanker, is_the_lehmer_code_of_the_positions_and_a_bijection) {
  const PositionRanker rank(9);
  std::vector<Tile> tiles(9);
  std::iota(tiles.begin(), tiles.end(), Tile{0});
  std::vector<bool> seen(rank.slots());
  do {
    const std::uint32_t at = rank(state_of(tiles));
    ASSERT_EQ(at, lehmer_of_positions(tiles));
    ASSERT_LT(at, rank.slots());
    ASSERT_FALSE(seen[at]);
    seen[at] = true;
  } while (std::next_permutation(tiles.begin(), tiles.end()));
}

// after() against the definition, for every slide of every board of each shape a search
// can rank (2 x 4 passes 3 tiles on a vertical slide, 3 x 3 passes 2).
TEST(PositionRanker, ranks_a_child_from_its_parent_for_every_slide) {
  for (Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{2, 4}, Shape{4, 2}, Shape{3, 3},
                      Shape{1, 5}, Shape{5, 1}}) {
    SCOPED_TRACE(std::to_string(shape.rows) + "x" + std::to_string(shape.cols));
    const PositionRanker rank(shape.cells());
    const NeighbourTable neighbours(shape);
    std::vector<Tile> tiles(static_cast<std::size_t>(shape.cells()));
    std::iota(tiles.begin(), tiles.end(), Tile{0});
    int slides = 0;
    do {
      const int blank = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
      const Packed64 state = state_of(tiles);
      for (Direction direction : kOrderUDLR) {
        const int target = neighbours(blank, direction);
        if (target < 0) continue;
        std::vector<Tile> child = tiles;
        std::swap(child[static_cast<std::size_t>(blank)], child[static_cast<std::size_t>(target)]);
        ASSERT_EQ(rank.after(lehmer_of_positions(tiles), state, state.get(target),
                             rank.slide(blank, target)),
                  lehmer_of_positions(child));
        ++slides;
      }
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    EXPECT_GT(slides, 0);
  }
}

TEST(RankMap, insert_keeps_the_first_value_find_and_assign_as_flat_map) {
  RankMap<std::uint32_t> map(9, 1);
  const Packed64 a = state_of({1, 2, 5, 3, 4, 0, 6, 7, 8});
  const Packed64 b = state_of({1, 2, 5, 3, 4, 8, 6, 7, 0});
  EXPECT_EQ(map.find(a), nullptr);
  EXPECT_TRUE(map.insert(a, 0).second);  // 0 is a value like any other, not "empty"
  EXPECT_FALSE(map.insert(a, 7).second);
  ASSERT_NE(map.find(a), nullptr);
  EXPECT_EQ(*map.find(a), 0u);
  EXPECT_EQ(map.find(b), nullptr);
  map.assign(a, 9);
  map.assign(b, 4);
  EXPECT_EQ(*map.find(a), 9u);
  EXPECT_EQ(*map.find(b), 4u);
  EXPECT_EQ(map.size(), 2u);
}

TEST(RankMap, takes_a_rank_the_caller_has_already) {
  RankMap<std::uint8_t, PositionRanker> map{PositionRanker(9)};
  const Packed64 a = state_of({1, 2, 5, 3, 4, 0, 6, 7, 8});
  EXPECT_TRUE(map.insert_at(201744, 5).second);  // a's rank (ranks_hand_worked_boards)
  ASSERT_NE(map.find(a), nullptr);
  EXPECT_EQ(*map.find(a), 5);
  EXPECT_FALSE(map.insert(a, 6).second);
  EXPECT_EQ(*map.find(a), 5);
}

TEST(RankMap, without_values_still_answers_new_or_known) {
  RankMap<std::uint32_t> map(9, 1, IndexValues::not_kept);
  const Packed64 a = state_of({1, 2, 5, 3, 4, 0, 6, 7, 8});
  EXPECT_EQ(map.find(a), nullptr);
  EXPECT_TRUE(map.insert(a, 3).second);
  EXPECT_FALSE(map.insert(a, 4).second);
  EXPECT_NE(map.find(a), nullptr);
  EXPECT_EQ(map.find(state_of({0, 1, 2, 3, 4, 5, 6, 7, 8})), nullptr);
  EXPECT_EQ(map.size(), 1u);
}

}  // namespace
}  // namespace puzzle

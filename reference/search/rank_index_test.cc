#include "search/rank_index.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

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

#include "search/hash_table.h"

#include <gtest/gtest.h>

#include "search/state.h"

namespace puzzle {
namespace {

Packed64 key(std::uint64_t bits) { return Packed64{bits}; }

TEST(FlatMap, finds_what_was_inserted_and_nothing_else) {
  FlatMap<Packed64, int> map;
  EXPECT_TRUE(map.insert(key(7), 70).second);
  ASSERT_NE(map.find(key(7)), nullptr);
  EXPECT_EQ(*map.find(key(7)), 70);
  EXPECT_EQ(map.find(key(8)), nullptr);
}

TEST(FlatMap, insert_keeps_the_first_value_and_assign_overwrites) {
  FlatMap<Packed64, int> map;
  map.insert(key(1), 10);
  EXPECT_FALSE(map.insert(key(1), 11).second);
  EXPECT_EQ(*map.find(key(1)), 10);
  map.assign(key(1), 12);
  EXPECT_EQ(*map.find(key(1)), 12);
  EXPECT_EQ(map.size(), 1u);
}

TEST(FlatMap, grows_past_its_initial_capacity_without_losing_entries) {
  FlatMap<Packed64, std::uint32_t> map(4);
  for (std::uint32_t i = 1; i <= 100000; ++i) map.insert(key(i * 16), i);
  EXPECT_EQ(map.size(), 100000u);
  EXPECT_LE(map.size() * 4, map.capacity() * 3);
  for (std::uint32_t i = 1; i <= 100000; ++i) ASSERT_EQ(*map.find(key(i * 16)), i);
  EXPECT_EQ(map.find(key(3)), nullptr);
}

TEST(FlatMap, keys_that_collide_in_low_bits_stay_distinct) {
  FlatMap<PackedWide, int> map;
  PackedWide a;
  PackedWide b;
  a.set(35, 1);
  b.set(34, 1);
  map.insert(a, 1);
  map.insert(b, 2);
  EXPECT_EQ(*map.find(a), 1);
  EXPECT_EQ(*map.find(b), 2);
}

TEST(FlatMap, reserve_makes_room_without_rehashing_later) {
  FlatMap<Packed64, int> map;
  map.reserve(181440);
  const auto capacity = map.capacity();
  for (int i = 1; i <= 181440; ++i) map.insert(key(static_cast<std::uint64_t>(i)), i);
  EXPECT_EQ(map.capacity(), capacity);
}

TEST(PackedState, orders_like_the_tile_list) {
  Packed64 low;
  Packed64 high;
  low.set(0, 1);
  low.set(1, 9);
  high.set(0, 2);
  EXPECT_LT(low, high);  // [1, 9, ...] < [2, 0, ...]
}

TEST(PackedState, finds_blanks_in_reading_order_and_ignores_unused_cells) {
  Packed64 state;
  for (int cell = 0; cell < 9; ++cell)
    state.set(cell, static_cast<Tile>(cell == 2 || cell == 7 ? 0 : cell + 1));
  std::vector<int> blanks;
  state.for_each_blank(9, [&](int cell) { blanks.push_back(cell); });
  EXPECT_EQ(blanks, (std::vector<int>{2, 7}));
}

TEST(PackedState, slide_moves_the_tile_into_the_blank) {
  Packed64 state;
  state.set(0, 0);
  state.set(1, 5);
  const Packed64 next = state.slide(0, 1);
  EXPECT_EQ(next.get(0), 5);
  EXPECT_EQ(next.get(1), 0);
}

}  // namespace
}  // namespace puzzle

#include "search/heapq.h"

#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

namespace puzzle {
namespace {

struct Item {
  int key;
  int id;
  bool operator==(const Item&) const = default;  // list.remove's ==
};

struct KeyOnly {
  bool operator()(const Item& a, const Item& b) const { return a.key < b.key; }
};

// The expected order comes from CPython itself: testdata/record_heapq.py wrote this file.
TEST(PyHeap, pops_equal_keys_in_the_order_cpython_heapq_does) {
  std::ifstream recording(PUZZLE_TESTDATA_DIR "/heapq_key_only.txt");
  ASSERT_TRUE(recording) << "missing recording";
  PyHeap<Item, KeyOnly> heap;
  std::string line;
  int pops = 0;
  while (std::getline(recording, line)) {
    std::istringstream words(line);
    std::string op;
    words >> op;
    if (op == "push") {
      Item item{};
      words >> item.key >> item.id;
      heap.push(item);
    } else {
      int expected = -1;
      words >> expected;
      ASSERT_EQ(heap.pop().id, expected) << "pop #" << pops;
      ++pops;
    }
  }
  EXPECT_GT(pops, 2000);
  EXPECT_TRUE(heap.empty());
}

TEST(PyHeap, siftup_takes_the_right_child_when_children_tie) {
  // Worked by hand from heapq.py with four equal keys a, b, c, d:
  // pushes never move anything (not less than the parent): [a, b, c, d].
  // pop 1: last = d, heap [a, b, c] -> [d, b, c]; _siftup: children b, c and
  //   "not b < c" holds, so c moves up: [c, b, d]; returns a.
  // pop 2: last = d, heap [c, b] -> [d, b]; only child b moves up: [b, d]; returns c.
  // So the order is a, c, b, d, not insertion order.
  PyHeap<Item, KeyOnly> heap;
  for (int id : {'a', 'b', 'c', 'd'}) heap.push({1, id});
  std::string order;
  while (!heap.empty()) order += static_cast<char>(heap.pop().id);
  EXPECT_EQ(order, "acbd");
}

TEST(PyHeap, remove_and_heapify_reorders_ties_as_cpython_does) {
  // Keys 1,2,1,2,1,2,1 pushed as a..g; b removed. CPython (h.remove(b); heapify(h), on
  // objects whose __lt__ compares the key) leaves [g, e, c, d, f, a] and pops g c a e d f;
  // skipping b when popped instead (lazy deletion) would give a c g e f d.
  PyHeap<Item, KeyOnly> heap;
  const int keys[] = {1, 2, 1, 2, 1, 2, 1};
  for (int n = 0; n < 7; ++n) heap.push({keys[n], 'a' + n});
  const Item b = heap.items()[4];
  ASSERT_EQ(b.id, 'b');
  heap.remove_and_heapify(b);
  std::string order;
  while (!heap.empty()) order += static_cast<char>(heap.pop().id);
  EXPECT_EQ(order, "gcaedf");
}

TEST(PyHeap, remove_only_leaves_the_list_out_of_order_as_cpython_does) {
  // Run by hand in CPython 3.11: heappush 7, 6, 13, 16, 8 gives [6, 7, 13, 16, 8];
  // h.remove(7) gives [6, 13, 16, 8] (8 now below 13); heappush(h, 23) gives
  // [6, 13, 16, 8, 23]; popping all gives 6, 13, 8, 16, 23. A heapify after the remove
  // would pop them sorted.
  PyHeap<int, std::less<int>> heap;
  for (int value : {7, 6, 13, 16, 8}) heap.push(value);
  ASSERT_EQ(heap.items(), (std::vector<int>{6, 7, 13, 16, 8}));
  EXPECT_TRUE(heap.remove_only(7));
  EXPECT_EQ(heap.items(), (std::vector<int>{6, 13, 16, 8}));
  EXPECT_FALSE(heap.remove_only(99));
  heap.push(23);
  EXPECT_EQ(heap.items(), (std::vector<int>{6, 13, 16, 8, 23}));
  std::vector<int> out;
  while (!heap.empty()) out.push_back(heap.pop());
  EXPECT_EQ(out, (std::vector<int>{6, 13, 8, 16, 23}));
}

TEST(PyHeap, is_a_min_heap_under_a_total_order) {
  PyHeap<int, std::less<int>> heap;
  for (int value : {5, 3, 9, 1, 7, 2, 8}) heap.push(value);
  std::vector<int> out;
  while (!heap.empty()) out.push_back(heap.pop());
  EXPECT_EQ(out, (std::vector<int>{1, 2, 3, 5, 7, 8, 9}));
}

}  // namespace
}  // namespace puzzle

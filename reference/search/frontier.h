#pragma once
// Frontiers hold node indices into the engine's flat node vector. Node indices grow in
// push order, so an index doubles as the insertion counter.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "search/heapq.h"
#include "search/memory.h"
#include "search/policies.h"

namespace puzzle {

using NodeIndex = std::uint32_t;

class FifoFrontier {
 public:
  void push(NodeIndex node) { queue_.push_back(node); }
  NodeIndex pop() { return queue_[head_++]; }
  std::size_t size() const { return queue_.size() - head_; }
  void reserve(std::size_t count) { queue_.reserve(count); }

 private:
  std::vector<NodeIndex, LargeAllocator<NodeIndex>>
      queue_;  // popped entries stay behind head_: no shifting
  std::size_t head_ = 0;
};

class LifoFrontier {
 public:
  void push(NodeIndex node) { stack_.push_back(node); }
  NodeIndex pop() {
    const NodeIndex node = stack_.back();
    stack_.pop_back();
    return node;
  }
  std::size_t size() const { return stack_.size(); }
  // No room is made up front: a stack holds only the live entries, a small share of the
  // pushes (~1/4 for the 8-puzzle's DFS), and a block sized for every push would be a 2 MiB
  // huge page the kernel zeroes on first touch (docs/performance.md). Growth by doubling
  // copies less than that.
  void reserve(std::size_t) {}

 private:
  std::vector<NodeIndex, LargeAllocator<NodeIndex>> stack_;
};

// Lowest (key, tie, order) first. `order` is the insertion counter (the node index, or the
// order a decrease-key entry kept), negated for LIFO ties; the node index decides last, so
// no two entries are equal and the heap algorithm cannot influence the result.
class PriorityFrontier {
 public:
  explicit PriorityFrontier(TieBreak ties) : ties_(ties) {}

  void push(NodeIndex node, double key, double g, NodeIndex order) {
    heap_.push_back({key, tie_value(g), order_value(order), node});
    std::push_heap(heap_.begin(), heap_.end(), Later{});
  }
  NodeIndex pop() {
    std::pop_heap(heap_.begin(), heap_.end(), Later{});
    const NodeIndex node = heap_.back().node;
    heap_.pop_back();
    return node;
  }
  std::size_t size() const { return heap_.size(); }
  void reserve(std::size_t count) { heap_.reserve(count); }

 private:
  struct Entry {
    double key;
    double tie;
    std::int64_t order;
    NodeIndex node;
  };
  struct Later {
    bool operator()(const Entry& a, const Entry& b) const {
      if (a.key != b.key) return a.key > b.key;
      if (a.tie != b.tie) return a.tie > b.tie;
      if (a.order != b.order) return a.order > b.order;
      return a.node > b.node;
    }
  };

  double tie_value(double g) const {
    switch (ties_) {
      case TieBreak::fifo:
      case TieBreak::lifo: return 0;
      case TieBreak::deeper_first: return -g;
      case TieBreak::shallower_first: return g;
    }
    return 0;
  }
  std::int64_t order_value(NodeIndex node) const {
    return ties_ == TieBreak::lifo ? -static_cast<std::int64_t>(node) : node;
  }

  TieBreak ties_;
  std::vector<Entry, LargeAllocator<Entry>> heap_;
};

// CPython heapq over node indices; `Less` compares two nodes as tuples of EntryFields.
template <class Less>
class HeapqFrontier {
 public:
  explicit HeapqFrontier(Less less) : heap_(std::move(less)) {}
  void push(NodeIndex node) { heap_.push(node); }
  NodeIndex pop() { return heap_.pop(); }
  // A program's `pq.remove(entry); heapify(pq)`.
  void remove(NodeIndex node) { heap_.remove_and_heapify(node); }
  // A program's `pq.remove(entry)` with no heapify after it.
  void remove_unsorted(NodeIndex node) { heap_.remove_only(node); }
  std::size_t size() const { return heap_.size(); }
  void reserve(std::size_t) {}

 private:
  PyHeap<NodeIndex, Less> heap_;
};

}  // namespace puzzle

#pragma once
// Operation-for-operation emulation of CPython's heapq (Lib/heapq.py; the C accelerator
// _heapq runs the same algorithm). With an order that has ties, *which* equal element pops
// first depends on these exact sift steps, and assignments graded on node counts
// (queue.PriorityQueue over objects whose __lt__ compares a key only) depend on that.
// Only `less` is ever called, as Python only ever calls __lt__.

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace puzzle {

template <class T, class Less>
class PyHeap {
 public:
  explicit PyHeap(Less less = Less{}) : less_(std::move(less)) {}

  // heappush: append, then _siftdown(heap, 0, len(heap) - 1).
  void push(T item) {
    heap_.push_back(std::move(item));
    sift_down(0, heap_.size() - 1);
  }

  // heappop: pop the last item; if the heap is not then empty, return heap[0] after
  // putting the last item at 0 and calling _siftup(heap, 0). Precondition: not empty.
  T pop() {
    T last = std::move(heap_.back());
    heap_.pop_back();
    if (heap_.empty()) return last;
    T top = std::move(heap_[0]);
    heap_[0] = std::move(last);
    sift_up(0);
    return top;
  }

  // list.remove(item), then heapify(list): the first element equal to `item` leaves the
  // list (later ones move up one place), then _siftup(i) for i from len // 2 - 1 down to
  // 0. Nothing happens when no element equals `item`.
  void remove_and_heapify(const T& item) {
    if (!remove_only(item)) return;
    for (std::size_t i = heap_.size() / 2; i-- > 0;) sift_up(i);
  }

  // list.remove(item) alone, no heapify: later elements move up one place, which can put
  // a larger element above a smaller one, and later pushes and pops sift on that list as
  // it is. False when no element equals `item`.
  bool remove_only(const T& item) {
    const auto at = std::find(heap_.begin(), heap_.end(), item);
    if (at == heap_.end()) return false;
    heap_.erase(at);
    return true;
  }

  const T& top() const { return heap_.front(); }
  std::size_t size() const { return heap_.size(); }
  bool empty() const { return heap_.empty(); }
  const std::vector<T>& items() const { return heap_; }

 private:
  // _siftdown: move heap[pos] towards the root while it is less than its parent.
  void sift_down(std::size_t start, std::size_t pos) {
    T item = std::move(heap_[pos]);
    while (pos > start) {
      const std::size_t parent = (pos - 1) >> 1;
      if (!less_(item, heap_[parent])) break;
      heap_[pos] = std::move(heap_[parent]);
      pos = parent;
    }
    heap_[pos] = std::move(item);
  }

  // _siftup: walk the hole down to a leaf, always taking the smaller child, where the
  // right child wins unless heap[child] < heap[right]; then _siftdown from that leaf.
  void sift_up(std::size_t pos) {
    const std::size_t end = heap_.size();
    const std::size_t start = pos;
    T item = std::move(heap_[pos]);
    std::size_t child = 2 * pos + 1;
    while (child < end) {
      const std::size_t right = child + 1;
      if (right < end && !less_(heap_[child], heap_[right])) child = right;
      heap_[pos] = std::move(heap_[child]);
      pos = child;
      child = 2 * pos + 1;
    }
    heap_[pos] = std::move(item);
    sift_down(start, pos);
  }

  std::vector<T> heap_;
  Less less_;
};

}  // namespace puzzle

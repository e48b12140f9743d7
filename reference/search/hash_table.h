#pragma once
// Open-addressing hash map for engine state keys: linear probing, power-of-two capacity,
// no erase (searches only ever add states), at most 3/4 full (8-byte keys keep a probe
// run within a cache line or two). Keys provide hash(),
// is_empty() and ==; an all-zero key marks an empty slot and may not be inserted.
// Chosen over std::unordered_map because a heap node per entry costs more than the search
// itself on the 8-puzzle (see docs/performance.md). Two choices matter for speed:
// - keys and values live in separate arrays, so probing reads only keys;
// - storage comes from search/memory.h: large blocks are fresh zero pages (huge pages
//   where available), so reserving room for every 8-puzzle state costs nothing until used.

#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

#include "search/memory.h"

namespace puzzle {

template <class Key, class Value>
class FlatMap {
  static_assert(std::is_trivially_copyable_v<Key> && std::is_trivially_copyable_v<Value>,
                "slots are zero-filled raw memory");

 public:
  explicit FlatMap(std::size_t expected_size = 16) { reserve(expected_size); }

  // Makes room for `count` entries without rehashing.
  void reserve(std::size_t count) {
    const std::size_t wanted = std::bit_ceil(count + count / 3 + 2);
    if (wanted > capacity_) rehash(wanted);
  }

  Value* find(const Key& key) {
    const std::size_t index = probe(key);
    return keys_[index].is_empty() ? nullptr : &values_[index];
  }
  const Value* find(const Key& key) const { return const_cast<FlatMap*>(this)->find(key); }

  // Inserts unless present; returns the stored value and whether it was inserted.
  std::pair<Value*, bool> insert(const Key& key, const Value& value) {
    if (4 * (size_ + 1) > 3 * capacity_) rehash(2 * capacity_);
    const std::size_t index = probe(key);
    if (!keys_[index].is_empty()) return {&values_[index], false};
    keys_[index] = key;
    values_[index] = value;
    ++size_;
    return {&values_[index], true};
  }

  // Starts loading the slot where `key` would be found; lets a caller overlap the cache
  // misses of several lookups (e.g. all children of one expansion).
  void prefetch(const Key& key) const {
    __builtin_prefetch(&keys_[static_cast<std::size_t>(key.hash()) & (capacity_ - 1)]);
  }

  // Inserts or overwrites.
  void assign(const Key& key, const Value& value) { *insert(key, value).first = value; }

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return capacity_; }

 private:
  template <class T>
  struct Release {
    std::size_t count;
    void operator()(T* block) const { release(block, count * sizeof(T)); }
  };
  template <class T>
  using Block = std::unique_ptr<T[], Release<T>>;

  template <class T>
  static Block<T> zeroed(std::size_t count) {
    return Block<T>(static_cast<T*>(allocate_zeroed(count * sizeof(T))), Release<T>{count});
  }

  std::size_t probe(const Key& key) const {
    const std::size_t mask = capacity_ - 1;
    std::size_t index = static_cast<std::size_t>(key.hash()) & mask;
    while (!keys_[index].is_empty() && !(keys_[index] == key)) index = (index + 1) & mask;
    return index;
  }

  void rehash(std::size_t capacity) {
    Block<Key> old_keys = std::exchange(keys_, zeroed<Key>(capacity));
    Block<Value> old_values = std::exchange(values_, zeroed<Value>(capacity));
    const std::size_t old_capacity = std::exchange(capacity_, capacity);
    size_ = 0;
    for (std::size_t i = 0; i < old_capacity; ++i) {
      if (!old_keys[i].is_empty()) insert(old_keys[i], old_values[i]);
    }
  }

  Block<Key> keys_;
  Block<Value> values_;
  std::size_t capacity_ = 0;
  std::size_t size_ = 0;
};

}  // namespace puzzle

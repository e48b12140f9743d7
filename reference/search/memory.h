#pragma once
// Big zero-filled blocks for the engine's node vector, frontier and hash table. Blocks of
// 512 KiB or more come straight from mmap, rounded to whole 2 MiB pages, and ask for
// transparent huge pages: a full 8-puzzle search
// touches ~12 MiB, which is ~3,000 page faults and constant TLB misses on random hash
// probes with 4 KiB pages, against a handful with 2 MiB pages (docs/performance.md).
// Smaller blocks use calloc. Fresh mmap pages are zero, so nothing is cleared up front.

#include <cstddef>
#include <new>

namespace puzzle {

void* allocate_zeroed(std::size_t bytes);
// As allocate_zeroed, but small blocks are not cleared (vectors construct their elements).
void* allocate(std::size_t bytes);
void release(void* block, std::size_t bytes);

// std::allocator replacement for vectors that may grow large.
template <class T>
struct LargeAllocator {
  using value_type = T;
  LargeAllocator() = default;
  template <class U>
  LargeAllocator(const LargeAllocator<U>&) {}
  T* allocate(std::size_t count) { return static_cast<T*>(puzzle::allocate(count * sizeof(T))); }
  void deallocate(T* block, std::size_t count) { release(block, count * sizeof(T)); }
  template <class U>
  bool operator==(const LargeAllocator<U>&) const {
    return true;
  }
};

}  // namespace puzzle

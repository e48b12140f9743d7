#include "search/memory.h"

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>

namespace puzzle {
namespace {

constexpr std::size_t kMapThreshold = std::size_t{1} << 19;
constexpr std::size_t kHugePage = std::size_t{1} << 21;

// Whole huge pages: a block's last partial huge page would otherwise fall back to 4 KiB
// pages. Untouched parts of the mapping cost address space only.
std::size_t round_up(std::size_t bytes) { return (bytes + kHugePage - 1) & ~(kHugePage - 1); }

// Huge pages only back 2 MiB-aligned ranges, so map extra and trim to an aligned block.
void* map_aligned(std::size_t bytes) {
  const std::size_t padded = bytes + kHugePage;
  void* raw = mmap(nullptr, padded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t aligned = (start + kHugePage - 1) & ~(kHugePage - 1);
  if (aligned > start) munmap(raw, aligned - start);
  const std::uintptr_t tail = aligned + bytes;
  const std::uintptr_t end = start + padded;
  if (end > tail) munmap(reinterpret_cast<void*>(tail), end - tail);
  void* block = reinterpret_cast<void*>(aligned);
  madvise(block, bytes, MADV_HUGEPAGE);  // advice only: failure leaves normal pages
  return block;
}

}  // namespace

void* allocate_zeroed(std::size_t bytes) {
  if (bytes < kMapThreshold) {
    void* block = std::calloc(1, bytes == 0 ? 1 : bytes);
    if (block == nullptr) throw std::bad_alloc();
    return block;
  }
  return map_aligned(round_up(bytes));
}

void* allocate(std::size_t bytes) {
  if (bytes >= kMapThreshold) return map_aligned(round_up(bytes));
  void* block = std::malloc(bytes == 0 ? 1 : bytes);
  if (block == nullptr) throw std::bad_alloc();
  return block;
}

void release(void* block, std::size_t bytes) {
  if (block == nullptr) return;
  if (bytes < kMapThreshold) {
    std::free(block);
  } else {
    munmap(block, round_up(bytes));
  }
}

}  // namespace puzzle

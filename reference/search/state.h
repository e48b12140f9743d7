#pragma once
// Compact state keys for the engine. Both representations order like the tile list read
// as a Python list (cell 0 most significant), so "compare states as lists" is one compare.
// A default-constructed state (all cells blank) is never a valid board and serves as the
// hash table's empty marker.

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "core/board.h"

namespace puzzle {

// Final mix of MurmurHash3: spreads every input bit over the whole word.
inline std::uint64_t mix64(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

// Up to 16 cells at 4 bits each (tiles 0..15).
struct Packed64 {
  static constexpr int kMaxCells = 16;
  std::uint64_t bits = 0;

  static constexpr int shift(int cell) { return 60 - 4 * cell; }
  Tile get(int cell) const { return static_cast<Tile>((bits >> shift(cell)) & 0xFu); }
  void set(int cell, Tile tile) {
    bits = (bits & ~(std::uint64_t{0xF} << shift(cell))) |
           (static_cast<std::uint64_t>(tile) << shift(cell));
  }
  bool is_empty() const { return bits == 0; }
  std::uint64_t hash() const { return mix64(bits); }
  auto operator<=>(const Packed64&) const = default;

  // Calls visit(cell) for each blank among the first `cells` cells, in reading order.
  // Finds zero nibbles with word operations instead of testing cells one by one.
  template <class Visit>
  void for_each_blank(int cells, Visit visit) const {
    const std::uint64_t any = bits | (bits >> 1) | (bits >> 2) | (bits >> 3);
    const std::uint64_t used = cells >= kMaxCells ? ~std::uint64_t{0}
                                                  : ~(~std::uint64_t{0} >> (4 * cells));
    std::uint64_t zero = ~any & 0x1111111111111111ULL & used;  // bit of nibble k: cell k is blank
    while (zero != 0) {
      const int cell = std::countl_zero(zero) / 4;
      visit(cell);
      zero &= ~(std::uint64_t{1} << shift(cell));
    }
  }

  // The first blank among the first `cells` cells; there must be one.
  int first_blank(int cells) const {
    const std::uint64_t any = bits | (bits >> 1) | (bits >> 2) | (bits >> 3);
    const std::uint64_t used = cells >= kMaxCells ? ~std::uint64_t{0}
                                                  : ~(~std::uint64_t{0} >> (4 * cells));
    return std::countl_zero(~any & 0x1111111111111111ULL & used) / 4;
  }

  // The state after the tile at `tile_cell` slides into the blank at `blank_cell`.
  Packed64 slide(int blank_cell, int tile_cell) const {
    const std::uint64_t tile = (bits >> shift(tile_cell)) & 0xFu;
    return Packed64{bits - (tile << shift(tile_cell)) + (tile << shift(blank_cell))};
  }
};

// Up to 36 cells, one byte each; padded to whole words for hashing.
struct PackedWide {
  static constexpr int kMaxCells = puzzle::kMaxCells;
  std::array<Tile, 40> cells{};

  Tile get(int cell) const { return cells[static_cast<std::size_t>(cell)]; }
  void set(int cell, Tile tile) { cells[static_cast<std::size_t>(cell)] = tile; }
  bool is_empty() const { return *this == PackedWide{}; }
  PackedWide slide(int blank_cell, int tile_cell) const {
    PackedWide next = *this;
    next.set(blank_cell, get(tile_cell));
    next.set(tile_cell, kBlank);
    return next;
  }
  int first_blank(int count) const {
    int cell = 0;
    while (cell < count && cells[static_cast<std::size_t>(cell)] != kBlank) ++cell;
    return cell;
  }
  template <class Visit>
  void for_each_blank(int count, Visit visit) const {
    for (int cell = 0; cell < count; ++cell) {
      if (cells[static_cast<std::size_t>(cell)] == kBlank) visit(cell);
    }
  }
  std::uint64_t hash() const {
    std::uint64_t h = 0;
    for (std::size_t word = 0; word < cells.size() / 8; ++word) {
      std::uint64_t chunk = 0;
      std::memcpy(&chunk, cells.data() + 8 * word, sizeof chunk);
      h = mix64(h ^ chunk) + word;
    }
    return h;
  }
  auto operator<=>(const PackedWide&) const = default;
};

template <class S>
S pack(const Board& board) {
  S state;
  for (int cell = 0; cell < board.cells(); ++cell) state.set(cell, board.at(cell));
  return state;
}

template <class S>
void unpack(const S& state, int cells, Tile* out) {
  for (int cell = 0; cell < cells; ++cell) out[cell] = state.get(cell);
}

template <class S>
Board to_board(const S& state, Shape shape) {
  std::vector<Tile> tiles(static_cast<std::size_t>(shape.cells()));
  unpack(state, shape.cells(), tiles.data());
  return board_from_trusted_tiles(shape, std::move(tiles));
}

// Swaps the contents of two cells: a move when one of them holds a blank.
template <class S>
S swap_cells(S state, int a, int b) {
  const Tile at_a = state.get(a);
  state.set(a, state.get(b));
  state.set(b, at_a);
  return state;
}

}  // namespace puzzle

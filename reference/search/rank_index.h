#pragma once
// A dense map from the states of a small board to values, indexed by the state's
// permutation rank (Lehmer code) instead of hashed: the engine's alternative to FlatMap
// (search/hash_table.h) for boards of at most kMaxRankedCells cells, behind the same
// interface. On the 8-puzzle, 9! = 362,880 slots of 4 bytes fit one 2 MiB huge page and
// the L2 cache, a lookup is a rank computation with no probing and no key compare, and
// "was this state seen?" reads only a 45 KiB bit set (docs/performance.md).
//
// Ranking with k blanks: blanks are labelled 0..k-1 in reading order and tile t gets
// t + k - 1, which turns every board into a permutation of 0..n-1 without merging two
// boards; k > 1 then uses only n!/k! of the slots.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "core/board.h"
#include "search/memory.h"
#include "search/state.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace puzzle {

// 9! slots; 10 cells would need 3.6 M slots (14.5 MB), past the point where a hash table
// holding only the visited states is the smaller and cache-friendlier choice.
inline constexpr int kMaxRankedCells = 9;

// n!, the number of slots a ranker of n cells uses.
constexpr std::uint32_t factorial(int n) {
  return n <= 1 ? 1 : static_cast<std::uint32_t>(n) * factorial(n - 1);
}

// Lehmer rank in [0, n!) of a Packed64 state of n <= kMaxRankedCells cells and k blanks.
// Boards have 4, 6, 8 or 9 cells; each size gets its own unrolled loop, and the digits are
// summed against a table of factorials, so the only serial chain is one add per cell.
class PermutationRanker {
 public:
  PermutationRanker(int cells, int blanks)
      : cells_(cells), tile_offset_(static_cast<unsigned>(blanks - 1)) {}

  std::uint32_t operator()(const Packed64& state) const {
    if (tile_offset_ != 0) return rank_any(state);
    switch (cells_) {  // one blank: the tiles are already a permutation of 0..n-1
      case 4: return rank_of_permutation<4>(state);
      case 6: return rank_of_permutation<6>(state);
      case 8: return rank_of_permutation<8>(state);
      case 9:
#if defined(__SSE2__)
        return rank_of_nine(state);
#else
        return rank_of_permutation<9>(state);
#endif
      default: return rank_any(state);
    }
  }

  std::size_t slots() const { return factorial(cells_); }

 private:
  static constexpr std::uint64_t kOnes = 0x1111111111111111ULL;

  // Blanks become 0..k-1 in reading order, tile t becomes t + k - 1.
  unsigned label(unsigned tile, unsigned& blanks_seen) const {
    return tile == kBlank ? blanks_seen++ : tile + tile_offset_;
  }

  // kAbove[j]: one in every nibble above nibble j (a table load is cheaper than the
  // variable shift, ~3 % of a DFS of the 8-puzzle: docs/performance.md).
  static constexpr std::array<std::uint64_t, 16> kAbove = [] {
    std::array<std::uint64_t, 16> above{};
    for (unsigned label = 0; label + 1 < 16; ++label) above[label] = kOnes << (4 * (label + 1));
    return above;
  }();

  // Nibble j of `below`: how many labels smaller than j the cells read so far hold, so
  // each Lehmer digit (label minus the smaller labels already used) is one shift.
  static std::uint32_t digit(unsigned label, std::uint64_t& below) {
    const auto smaller = static_cast<unsigned>((below >> (4 * label)) & 0xFu);
    below += kAbove[label];
    return label - smaller;
  }

  template <int N>
  static std::uint32_t rank_of_permutation(const Packed64& state) {
    std::uint64_t below = 0;
    std::uint32_t rank = 0;
    // The last digit is always 0.
    // clang-format 14 would split this immediately called template lambda from its call.
    // clang-format off
    [&]<int... cell>(std::integer_sequence<int, cell...>) {
      ((rank += digit(state.get(cell), below) * factorial(N - 1 - cell)), ...);
    }(std::make_integer_sequence<int, N - 1>{});
    // clang-format on
    return rank;
  }

#if defined(__SSE2__)
  // The 8-puzzle's rank with SSE2 (part of every x86-64 CPU): all 36 "is a later tile
  // smaller?" questions in 8 byte-vector compares, then one multiply-add of the digits
  // against the factorials. ~40 instructions with short dependency chains, against ~120
  // for the scalar loop above, whose digits each wait for the previous one's counters
  // (docs/performance.md, "Third round").
  static std::uint32_t rank_of_nine(const Packed64& state) {
    // Cell c's nibble to byte 15 - c: the low and high nibbles of each byte, interleaved.
    const __m128i packed = _mm_cvtsi64_si128(static_cast<long long>(state.bits));
    const __m128i low_nibbles = _mm_set1_epi8(0x0F);
    const __m128i low = _mm_and_si128(packed, low_nibbles);
    const __m128i high = _mm_and_si128(_mm_srli_epi16(packed, 4), low_nibbles);
    // Bytes 0..6 (cells 9..15, absent) become 0x7F, which no tile exceeds.
    const __m128i tiles = _mm_or_si128(_mm_unpacklo_epi8(low, high),
                                       _mm_set_epi8(0, 0, 0, 0, 0, 0, 0, 0, 0, 0x7F, 0x7F, 0x7F,
                                                    0x7F, 0x7F, 0x7F, 0x7F));
    // Byte 15 - c ends as minus the count of later cells (bytes below) holding a smaller
    // tile: cell c's Lehmer digit, negated.
    __m128i digits = _mm_setzero_si128();
    const auto later_smaller = [&](auto shifted) {
      digits = _mm_add_epi8(digits, _mm_cmpgt_epi8(tiles, shifted));
    };
    later_smaller(_mm_slli_si128(tiles, 1));
    later_smaller(_mm_slli_si128(tiles, 2));
    later_smaller(_mm_slli_si128(tiles, 3));
    later_smaller(_mm_slli_si128(tiles, 4));
    later_smaller(_mm_slli_si128(tiles, 5));
    later_smaller(_mm_slli_si128(tiles, 6));
    later_smaller(_mm_slli_si128(tiles, 7));
    later_smaller(_mm_slli_si128(tiles, 8));
    // Bytes 8..15 (cells 7..0) as signed 16-bit words times (8 - c)!; cell 0's digit is
    // its tile (every smaller tile comes later) and 8! does not fit 16 bits, so it is
    // added apart. Cell 8's digit is always 0.
    const __m128i words = _mm_srai_epi16(_mm_unpackhi_epi8(digits, digits), 8);
    const __m128i weighted = _mm_madd_epi16(words, _mm_set_epi16(0, 5040, 720, 120, 24, 6, 2, 1));
    const __m128i pairs = _mm_add_epi32(weighted, _mm_shuffle_epi32(weighted, 0x4E));
    const __m128i sum = _mm_add_epi32(pairs, _mm_shuffle_epi32(pairs, 0xB1));
    const auto first = static_cast<std::uint32_t>(state.bits >> 60);
    return first * factorial(8) - static_cast<std::uint32_t>(_mm_cvtsi128_si32(sum));
  }
#endif

  // Any size and any number of blanks: Horner's rule over the digits.
  std::uint32_t rank_any(const Packed64& state) const {
    std::uint64_t below = 0;
    std::uint32_t rank = 0;
    unsigned blanks_seen = 0;
    for (int cell = 0; cell + 1 < cells_; ++cell) {
      const std::uint32_t next = digit(label(state.get(cell), blanks_seen), below);
      rank = rank * static_cast<std::uint32_t>(cells_ - cell) + next;
    }
    return rank;
  }

  int cells_;
  unsigned tile_offset_;
};

// A second bijection from the boards of n <= kMaxRankedCells cells with one blank onto
// [0, n!): the Lehmer code of the cells that the blank, tile 1, tile 2, ... stand on (of
// the inverse permutation). PermutationRanker ranks a board faster from scratch; this one
// is for a search that knows its parent's rank: a slide changes it by a sum of table
// entries that depend only on the sliding tile and the tiles it passes, so a child is
// ranked in a few independent loads and adds (docs/performance.md, "Fourth round").
//
// Why a slide changes the rank so little: digit v counts the tiles above v that stand
// before v. The blank's digit is its cell. A tile t sliding over the cells between it and
// the blank changes only its order against the tiles p it passes: one of t's digit (p > t)
// or p's digit (p < t) goes up or down by one, by the weight of that digit.
class PositionRanker {
 public:
  // Cells a tile passes on a vertical slide: the width minus one, and a board of at most
  // kMaxRankedCells cells with two rows or more is at most 4 wide.
  static constexpr int kMaxPassed = 3;

  // What a slide from one blank cell to one neighbour does to the rank (see after()).
  struct Slide {
    std::int32_t blank_delta;                    // the blank's digit, times its weight
    std::uint16_t table;                         // which half of the pair table
    std::array<std::int8_t, kMaxPassed> passed;  // cells passed, padded with the blank's
  };

  explicit PositionRanker(int cells) : cells_(cells) {
    for (std::size_t pair = 0; pair < kPairs; ++pair) {
      const auto tile = static_cast<int>(pair / 16);
      const auto passed = static_cast<int>(pair % 16);
      std::int32_t delta = 0;
      // Blank padding (passed == 0) adds nothing; values past the board never occur.
      if (passed != 0 && tile < cells && passed < cells) {
        delta = passed > tile ? -weight(tile) : weight(passed);
      }
      pairs_[pair] = delta;            // the tile slides towards the first cell
      pairs_[kPairs + pair] = -delta;  // towards the last cell
    }
  }

  std::uint32_t operator()(const Packed64& state) const {
    std::uint32_t rank = 0;
    for (int cell = 1; cell < cells_; ++cell) {
      const Tile value = state.get(cell);
      std::int32_t larger_before = 0;
      for (int before = 0; before < cell; ++before) larger_before += state.get(before) > value;
      rank += static_cast<std::uint32_t>(larger_before * weight(value));
    }
    return rank;
  }

  std::size_t slots() const { return factorial(cells_); }

  // Precondition: `blank` and `target` are neighbouring cells of a board of this size.
  Slide slide(int blank, int target) const {
    Slide slide{(target - blank) * weight(0),
                static_cast<std::uint16_t>(target > blank ? 0 : kPairs),
                {}};
    slide.passed.fill(static_cast<std::int8_t>(blank));
    std::size_t count = 0;
    for (int cell = std::min(blank, target) + 1; cell < std::max(blank, target); ++cell) {
      slide.passed[count++] = static_cast<std::int8_t>(cell);
    }
    return slide;
  }

  // The rank after `slide`, given the rank and the state before it and the sliding tile.
  std::uint32_t after(std::uint32_t rank, const Packed64& state, Tile tile,
                      const Slide& slide) const {
    const std::int32_t* pairs = &pairs_[slide.table + static_cast<std::size_t>(tile) * 16];
    std::int32_t delta = slide.blank_delta;
    for (std::int8_t cell : slide.passed) delta += pairs[state.get(cell)];
    return rank + static_cast<std::uint32_t>(delta);
  }

 private:
  static constexpr std::size_t kPairs = 16 * 16;  // (sliding tile, passed tile)

  // The weight of value v's digit.
  std::int32_t weight(int value) const {
    return static_cast<std::int32_t>(factorial(cells_ - 1 - value));
  }

  int cells_;
  std::array<std::int32_t, 2 * kPairs> pairs_{};
};

// Whether a RankMap stores values. A search whose duplicate rule only asks "new or
// known?" never reads them, and not writing 1.45 MiB of them at random saves ~5 % of a
// DFS of the 8-puzzle.
enum class IndexValues {
  kept,
  not_kept,  // find and insert return a pointer to one scratch value: presence only
};

// Same contract as FlatMap<Packed64, Value>: insert keeps the first value, assign
// overwrites, find returns nullptr for unknown states (see IndexValues for the one
// exception). No erase. Value is trivially copyable. Occupancy lives in a bit set apart
// from the values, so the question "new or known?" touches 1 bit per state. Ranker is
// PermutationRanker or PositionRanker.
template <class Value, class Ranker = PermutationRanker>
class RankMap {
 public:
  RankMap(int cells, int blanks, IndexValues values = IndexValues::kept)
      : RankMap(PermutationRanker(cells, blanks), values) {}

  explicit RankMap(Ranker rank, IndexValues values = IndexValues::kept)
      : rank_(rank),
        slots_(rank_.slots()),
        seen_((slots_ + 63) / 64, 0),
        values_(values == IndexValues::kept
                    ? static_cast<Value*>(allocate_zeroed(slots_ * sizeof(Value)))
                    : nullptr,
                Release{slots_}) {}

  void reserve(std::size_t) {}  // every slot exists from the start

  Value* find(const Packed64& key) {
    const std::uint32_t at = rank_(key);
    return is_seen(at) ? slot(at) : nullptr;
  }
  const Value* find(const Packed64& key) const { return const_cast<RankMap*>(this)->find(key); }

  std::pair<Value*, bool> insert(const Packed64& key, const Value& value) {
    return insert_at(rank_(key), value);
  }

  // insert() for a caller that has the key's rank already. Precondition: at == ranker()(key).
  std::pair<Value*, bool> insert_at(std::uint32_t at, const Value& value) {
    std::uint64_t& word = seen_[at / 64];
    const std::uint64_t bit = std::uint64_t{1} << (at % 64);
    if ((word & bit) != 0) return {slot(at), false};
    word |= bit;
    *slot(at) = value;
    ++size_;
    return {slot(at), true};
  }

  void assign(const Packed64& key, const Value& value) { *insert(key, value).first = value; }

  // Nothing to start loading: the bit set stays in cache and the rank needs no memory.
  void prefetch(const Packed64&) const {}

  std::size_t size() const { return size_; }
  std::size_t capacity() const { return slots_; }
  const Ranker& ranker() const { return rank_; }

 private:
  struct Release {
    std::size_t count;
    void operator()(Value* block) const { release(block, count * sizeof(Value)); }
  };

  Value* slot(std::uint32_t at) { return values_ ? &values_[at] : &scratch_; }

  bool is_seen(std::uint32_t at) const { return (seen_[at / 64] >> (at % 64)) & 1u; }

  Ranker rank_;
  std::size_t slots_;
  std::vector<std::uint64_t> seen_;
  std::unique_ptr<Value[], Release> values_;
  std::size_t size_ = 0;
  Value scratch_{};
};

}  // namespace puzzle

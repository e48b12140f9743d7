// FNV-1a, 64 bits (offset basis 0xcbf29ce484222325, prime 0x100000001b3): the one hash
// the project writes down, for suite and build fingerprints, a long output line that gen
// records and the grader compares, and the stable share of a student in a sharded batch.
// Not for security: it only tells apart what nobody forges on purpose.
#pragma once

#include <cstdint>
#include <string_view>

namespace puzzle {

inline constexpr std::uint64_t kFnv1aOffsetBasis = 0xcbf29ce484222325ULL;

// The hash of `bytes`; passing the hash of what came before continues it, so
// fnv1a(b, fnv1a(a)) == fnv1a(a + b) (for hashing a file in pieces).
constexpr std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = kFnv1aOffsetBasis) {
  for (char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

}  // namespace puzzle

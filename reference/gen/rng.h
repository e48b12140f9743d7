#pragma once
// A seeded random source whose output is fixed by the C++ standard, so a suite generated
// from a seed is byte-identical on every compiler and standard library. std::mt19937_64's
// sequence is specified exactly; std::uniform_int_distribution's mapping is not (libstdc++
// and libc++ differ), so the mapping to a range is ours.

#include <cstdint>
#include <random>

namespace puzzle::gen {

class SeededRng {
 public:
  explicit SeededRng(std::uint64_t seed) : engine_(seed) {}

  // Uniform in [0, bound). Precondition: bound > 0. Rejection sampling: draws falling in
  // the incomplete last block of size 2^64 mod bound are thrown away, so no value is
  // favoured.
  std::uint64_t below(std::uint64_t bound);

 private:
  std::mt19937_64 engine_;
};

}  // namespace puzzle::gen

#include "gen/rng.h"

#include <limits>
#include <stdexcept>

namespace puzzle::gen {

std::uint64_t SeededRng::below(std::uint64_t bound) {
  if (bound == 0) throw std::invalid_argument("SeededRng::below(0)");
  // 2^64 = q * bound + rest; the top `rest` values would favour small results.
  const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  const std::uint64_t rest = (max % bound + 1) % bound;
  for (;;) {
    const std::uint64_t value = engine_();
    if (rest == 0 || value <= max - rest) return value % bound;
  }
}

}  // namespace puzzle::gen

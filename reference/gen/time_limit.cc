#include "gen/time_limit.h"

#include <algorithm>
#include <cmath>

namespace puzzle::gen {

double python_estimate(const TimePolicy& policy, std::uint64_t nodes) {
  return policy.startup + static_cast<double>(nodes) * policy.seconds_per_node;
}

double time_limit(const TimePolicy& policy, std::uint64_t nodes) {
  const double wanted = std::ceil(policy.multiplier * python_estimate(policy, nodes) +
                                  policy.margin);
  return std::min(policy.cap, std::max(policy.floor, wanted));
}

bool fits_cap(const TimePolicy& policy, std::uint64_t nodes) {
  return policy.multiplier * python_estimate(policy, nodes) + policy.margin <= policy.cap;
}

std::chrono::milliseconds to_millis(double seconds) {
  return std::chrono::milliseconds(std::llround(seconds * 1000));
}

}  // namespace puzzle::gen

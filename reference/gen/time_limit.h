#pragma once
// Per-test time limits, Kattis style: the reference's own work times a multiplier plus a
// margin, never below a floor nor above the course's limit. The reference is C++ and its
// wall time varies by machine, so the limit is computed from its node count (exactly
// reproducible) and a per-assignment Python speed: the seconds a plain Python solution
// spends per node, measured on the independent Python implementations
// (tests/independent/expected/*.json, field `seconds`) and rounded up.
//
//   python_estimate = startup + nodes * seconds_per_node
//   limit = min(cap, max(floor, ceil(multiplier * python_estimate + margin)))

#include <chrono>
#include <cstdint>

namespace puzzle::gen {

struct TimePolicy {
  double seconds_per_node = 0;  // Python seconds per node counted (expanded / pushed)
  double startup = 0.1;         // interpreter start and imports
  double multiplier = 10;       // room for slower but correct student code
  double margin = 5;            // seconds, for noisy machines
  double floor = 10;            // seconds
  double cap = 600;             // the course's limit
};

double python_estimate(const TimePolicy& policy, std::uint64_t nodes);
// Whole seconds.
double time_limit(const TimePolicy& policy, std::uint64_t nodes);
// `seconds` as the suite model's milliseconds.
std::chrono::milliseconds to_millis(double seconds);
// Whether a test this big fits under the course's limit with the policy's multiplier.
bool fits_cap(const TimePolicy& policy, std::uint64_t nodes);

}  // namespace puzzle::gen

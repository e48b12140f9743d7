#pragma once
// Shared by the adapters built on presets/assignment_file.h: one test's expected output,
// the reference's work (for the time limit) and every selected variant's differing output.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/board.h"
#include "common/expected.h"
#include "presets/assignment_file.h"
#include "gen/suite_spec.h"
#include "presets/variant.h"

namespace puzzle::gen {

struct PresetRun {
  std::string expected;
  std::uint64_t nodes = 0;  // expansions of the method's search; 0 for print_succ
  std::vector<VariantOutput> variant_outputs;
};

// `boards` are the run's board arguments as typed (lecture: start and goal).
Expected<PresetRun> run_preset(const puzzle::Assignment& assignment, const std::string& method,
                               const std::vector<std::string>& boards, const Board& start,
                               const Board& goal, const std::vector<const Variant*>& variants);

}  // namespace puzzle::gen

#pragma once
// Which presets exist and their variant catalogues. New presets add one row in
// catalogue.cc.

#include <string_view>
#include <vector>

#include "common/expected.h"
#include "presets/variant.h"

namespace puzzle {

struct PresetEntry {
  std::string_view name;
  std::string_view summary;
  VariantCatalogue (*variants)();
};

const std::vector<PresetEntry>& presets();
Expected<PresetEntry> find_preset(std::string_view name);

}  // namespace puzzle

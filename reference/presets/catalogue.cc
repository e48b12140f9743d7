#include "presets/catalogue.h"

#include <fmt/format.h>

#include "presets/driver.h"

namespace puzzle {

const std::vector<PresetEntry>& presets() {
  static const std::vector<PresetEntry> entries{
      {"driver", "8-puzzle BFS / DFS / A*, output.txt statistics (assignments.md section 1)",
       &driver_variants},
  };
  return entries;
}

Expected<PresetEntry> find_preset(std::string_view name) {
  std::string known;
  for (const auto& entry : presets()) {
    if (entry.name == name) return entry;
    known += known.empty() ? "" : ", ";
    known += entry.name;
  }
  return Error{fmt::format("unknown preset \"{}\" (known: {})", name, known)};
}

}  // namespace puzzle

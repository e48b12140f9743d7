#include "presets/catalogue.h"

#include <fmt/format.h>

#include "presets/driver.h"
#include "presets/fifteen.h"
#include "presets/funny.h"
#include "presets/lecture.h"

namespace puzzle {

const std::vector<PresetEntry>& presets() {
  static const std::vector<PresetEntry> entries{
      {"driver", "8-puzzle BFS / DFS / A*, output.txt statistics (assignments.md section 1)",
       &driver_variants},
      {"funny", "7-tile puzzle with two blanks: print_succ and heapq A* solve (section 2)",
       &funny_variants},
      {"fifteen", "15-puzzle A* with misplaced or Manhattan h, heapq ties (section 3)",
       &fifteen_variants},
      {"lecture", "8-puzzle bfs / dfs / ucs returning the action list (section 4)",
       &lecture_variants},
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

#include "presets/driver_1t2017.h"

#include <fmt/format.h>

namespace puzzle {

std::string format_driver_1t2017_output(const SearchResult& result, const DriverStats& stats) {
  const auto& counters = result.counters;
  return fmt::format(
      "path_to_goal: {}\ncost_of_path: {}\nnodes_expanded: {}\nfringe_size: {}\n"
      "max_fringe_size: {}\nsearch_depth: {}\nmax_search_depth: {}\nrunning_time: {:.8f}\n"
      "max_ram_usage: {:.8f}\n",
      driver_path_repr(result), static_cast<long long>(result.cost()), counters.expanded,
      counters.final_frontier, counters.max_frontier, result.depth(), counters.max_depth,
      stats.running_time, stats.max_ram_usage);
}

}  // namespace puzzle

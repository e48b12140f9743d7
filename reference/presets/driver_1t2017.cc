#include "presets/driver_1t2017.h"

#include <fmt/format.h>

namespace puzzle {

Assignment driver_1t2017_assignment() {
  Assignment assignment = driver_assignment();
  assignment.name = "driver-1t2017";
  assignment.output = OutputStyle::driver_1t2017;
  SearchConfig ida;
  ida.heuristic = HeuristicKind::manhattan;
  ida.move_order = kOrderUDLR;
  assignment.methods.push_back({"ida", MethodAction::iterative_deepening, ida});
  return assignment;
}

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

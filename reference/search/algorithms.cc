#include "search/algorithms.h"

#include <fmt/format.h>

namespace puzzle {

std::string_view algorithm_name(Algorithm algorithm) { return name_of(kAlgorithmTable, algorithm); }

Expected<Algorithm> parse_algorithm(std::string_view name) {
  if (const auto algorithm = value_named(kAlgorithmTable, name)) return *algorithm;
  return Error{
      fmt::format("unknown algorithm \"{}\" (use {})", name, names_as_choice(kAlgorithmTable))};
}

SearchConfig bfs_config(const MoveOrder& order) {
  SearchConfig config;
  config.policies.frontier = FrontierKind::fifo;
  config.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
  config.move_order = order;
  return config;
}

SearchConfig dfs_config(const MoveOrder& order) {
  SearchConfig config = bfs_config(order);
  config.policies.frontier = FrontierKind::lifo;
  config.policies.push_order = PushOrder::reversed;
  return config;
}

SearchConfig ucs_config(const MoveOrder& order, const StepCosts& costs) {
  SearchConfig config = bfs_config(order);
  config.policies.frontier = FrontierKind::priority;
  config.policies.key = PriorityKey::g;
  config.policies.key_update = KeyUpdate::decrease_key;
  config.step_costs = costs;
  return config;
}

SearchConfig astar_config(const MoveOrder& order, HeuristicKind heuristic) {
  SearchConfig config = bfs_config(order);
  config.policies.frontier = FrontierKind::priority;
  config.policies.key = PriorityKey::g_plus_h;
  config.heuristic = heuristic;
  return config;
}

}  // namespace puzzle

#include "presets/driver.h"

#include <array>

#include <fmt/format.h>

#include "core/moves.h"
#include "core/parse.h"
#include "core/solvability.h"

namespace puzzle {
namespace {

bool is_astar(const SearchConfig& config) {
  return config.policies.frontier == FrontierKind::priority;
}

bool is_dfs(const SearchConfig& config) { return config.policies.frontier == FrontierKind::lifo; }

void use_order(SearchConfig& config, std::string_view letters) {
  config.move_order = *parse_move_order(letters);
}

// Adding a variant: one row here, plus a line in docs/presets/driver.md.
constexpr std::array kDriverVariants{
    Variant{"decrease-key",
            "A*: a child already waiting in the frontier at a higher cost takes the cheaper "
            "cost and the new parent instead of being skipped.",
            "ast",
            [](SearchConfig& c) {
              if (is_astar(c)) c.policies.key_update = KeyUpdate::decrease_key;
            }},
    Variant{"lifo-ties",
            "A*: among nodes with equal f, the most recently added one is expanded first.", "ast",
            [](SearchConfig& c) {
              if (is_astar(c)) c.policies.ties = TieBreak::lifo;
            }},
    Variant{"ties-larger-g",
            "A*: among nodes with equal f, the deeper one (larger g) is expanded first; the "
            "oldest wins among equally deep ones.",
            "ast",
            [](SearchConfig& c) {
              if (is_astar(c)) c.policies.ties = TieBreak::deeper_first;
            }},
    Variant{"goal-test-at-generation",
            "The goal test is made when a child is generated instead of when it is taken off "
            "the frontier.",
            "bfs, dfs, ast",
            [](SearchConfig& c) { c.policies.goal_test = GoalTest::at_generation; }},
    Variant{"count-goal-as-expanded",
            "nodes_expanded also counts the goal node taken off the frontier.", "bfs, dfs, ast",
            [](SearchConfig& c) {
              c.policies.goal_counting = GoalCounting::goal_counted_as_expanded;
            }},
    Variant{"max-depth-at-pop",
            "max_search_depth is measured on nodes taken off the frontier instead of nodes "
            "added to it.",
            "bfs, dfs, ast",
            [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::at_pop; }},
    Variant{"no-frontier-check",
            "A child is skipped only if it was already expanded, so a state can wait in the "
            "frontier several times and be expanded again.",
            "bfs, dfs, ast",
            [](SearchConfig& c) { c.policies.duplicates = DuplicateDetection::closed_at_push; }},
    Variant{"dfs-unreversed",
            "DFS: children are pushed in Up, Down, Left, Right order, so they come off the "
            "stack in the reverse order (Right first).",
            "dfs",
            [](SearchConfig& c) {
              if (is_dfs(c)) c.policies.push_order = PushOrder::as_generated;
            }},
    Variant{"order-udrl", "Children are generated in the order Up, Down, Right, Left.",
            "bfs, dfs, ast", [](SearchConfig& c) { use_order(c, "UDRL"); }},
    Variant{"order-lrud", "Children are generated in the order Left, Right, Up, Down.",
            "bfs, dfs, ast", [](SearchConfig& c) { use_order(c, "LRUD"); }},
    Variant{"order-rldu", "Children are generated in the order Right, Left, Down, Up.",
            "bfs, dfs, ast", [](SearchConfig& c) { use_order(c, "RLDU"); }},
    Variant{"order-ulrd", "Children are generated in the order Up, Left, Right, Down.",
            "bfs, dfs, ast", [](SearchConfig& c) { use_order(c, "ULRD"); }},
};

}  // namespace

std::string_view driver_method_name(DriverMethod method) {
  return name_of(kDriverMethodTable, method);
}

Board driver_goal() { return fixed_goal(driver_assignment()); }

Expected<Board> parse_driver_board(std::string_view text) {
  auto board = parse_assignment_board(driver_assignment(), text);
  if (!board) return board;
  const auto verdict = check_solvable(*board, driver_goal());
  if (!verdict) return verdict.error();
  if (!verdict->solvable) {
    return Error{fmt::format("board {} cannot reach the goal {} ({})", quote_input(text),
                             to_comma_list(driver_goal()), explain(*verdict))};
  }
  return board;
}

const SearchConfig& driver_config(DriverMethod method) {
  return method_config(driver_assignment(), driver_method_name(method));
}

VariantCatalogue driver_variants() { return kDriverVariants; }

std::string driver_path_repr(const SearchResult& result) {
  std::string text = "[";
  for (Direction move : result.moves()) {
    if (text.size() > 1) text += ", ";
    text += fmt::format("'{}'", direction_name(move, MoveNaming::capitalized));
  }
  return text + "]";
}

std::string format_driver_output(const SearchResult& result, const DriverStats& stats) {
  const auto& counters = result.counters;
  return fmt::format("path_to_goal: {}\ncost_of_path: {}\nnodes_expanded: {}\nsearch_depth: {}\n"
                     "max_search_depth: {}\nrunning_time: {:.8f}\nmax_ram_usage: {:.8f}\n",
                     driver_path_repr(result), static_cast<long long>(result.cost()),
                     counters.expanded, result.depth(), counters.max_depth, stats.running_time,
                     stats.max_ram_usage);
}

}  // namespace puzzle

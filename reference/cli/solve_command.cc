// `puzzle-ref solve <board>`: any board, goal, algorithm, heuristic and move order.

#include <memory>

#include <fmt/format.h>

#include "cli/board_options.h"
#include "cli/commands.h"
#include "core/heuristics.h"
#include "core/solvability.h"
#include "search/algorithms.h"
#include "search/engine.h"
#include "search/ida_star.h"

namespace puzzle::cli {
namespace {

struct SolveOptions {
  std::string board;
  BoardOptions boards;
  std::string algorithm = "astar";
  std::string heuristic = "manhattan";
  std::string order = "UDLR";
  std::vector<double> costs{1, 1, 1, 1};
};

struct Plan {
  Algorithm algorithm;
  HeuristicKind heuristic;
  MoveOrder order;
  StepCosts costs;
};

Expected<Plan> make_plan(const SolveOptions& options) {
  const auto algorithm = parse_algorithm(options.algorithm);
  if (!algorithm) return algorithm.error();
  const auto heuristic = parse_heuristic(options.heuristic);
  if (!heuristic) return heuristic.error();
  const auto order = parse_move_order(options.order);
  if (!order) return order.error();
  StepCosts costs;
  std::copy(options.costs.begin(), options.costs.end(), costs.by_direction.begin());
  return Plan{*algorithm, *heuristic, *order, costs};
}

SearchResult run_search(const Board& start, const Board& goal, const Plan& plan) {
  switch (plan.algorithm) {
    case Algorithm::bfs: return search(start, goal, bfs_config(plan.order));
    case Algorithm::dfs: return search(start, goal, dfs_config(plan.order));
    case Algorithm::ucs: return search(start, goal, ucs_config(plan.order, plan.costs));
    case Algorithm::astar: {
      SearchConfig config = astar_config(plan.order, plan.heuristic);
      config.step_costs = plan.costs;
      return search(start, goal, config);
    }
    case Algorithm::idastar:
      return ida_star(start, goal, IdaConfig{plan.order, plan.heuristic, plan.costs});
  }
  return {};
}

void print_result(const SearchResult& result) {
  std::string moves;
  for (Direction move : result.moves()) {
    moves += moves.empty() ? "" : " ";
    moves += direction_name(move, MoveNaming::capitalized);
  }
  const auto& c = result.counters;
  fmt::print("path: {}\ncost: {}\ndepth: {}\n", moves.empty() ? "(already solved)" : moves,
             result.cost(), result.depth());
  fmt::print("expanded: {}\ngenerated: {}\npushed: {}\nmax_frontier: {}\nmax_depth: {}\n",
             c.expanded, c.generated, c.pushed, c.max_frontier, c.max_depth);
}

Expected<std::pair<Board, Board>> read_boards(const SolveOptions& options) {
  auto start = read_start(options.board, options.boards);
  if (!start) return start.error();
  auto goal = read_goal(*start, options.boards);
  if (!goal) return goal.error();
  const auto verdict = check_solvable(*start, *goal);
  if (!verdict) return verdict.error();
  if (!verdict->solvable) {
    return Error{fmt::format("the board cannot reach the goal ({})", explain(*verdict))};
  }
  return std::pair{std::move(*start), std::move(*goal)};
}

ExitCode run(const SolveOptions& options) {
  const auto plan = make_plan(options);
  if (!plan) return print_error(plan.error().message), ExitCode::bad_input;
  const auto boards = read_boards(options);
  if (!boards) return print_error(boards.error().message), ExitCode::bad_input;
  const SearchResult result = run_search(boards->first, boards->second, *plan);
  if (result.outcome != SearchOutcome::found) {
    print_error(result.outcome == SearchOutcome::limit_reached
                    ? "gave up: the search reached its expansion limit"
                    : "the search ended without reaching the goal");
    return ExitCode::no_solution;
  }
  print_result(result);
  return ExitCode::ok;
}

}  // namespace

void configure_solve_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<SolveOptions>();
  command->add_option("board", options->board, "The board in any notation, or - for stdin")
      ->required();
  add_board_options(*command, options->boards);
  command->add_option("-a,--algorithm", options->algorithm, names_as_choice(kAlgorithmTable))
      ->capture_default_str();
  command->add_option("--heuristic", options->heuristic, names_as_choice(kHeuristicKindTable))
      ->capture_default_str();
  command->add_option("--order", options->order, "Move order of the blank, e.g. UDLR")
      ->capture_default_str();
  command->add_option("--costs", options->costs, "Costs of blank moves up, down, left, right")
      ->expected(4)
      ->delimiter(',');
  command->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace puzzle::cli

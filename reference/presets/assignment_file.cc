#include "presets/assignment_file.h"

#include <sys/resource.h>

#include <chrono>
#include <fstream>
#include <iostream>
#include <iterator>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "core/solvability.h"
#include "presets/driver.h"
#include "presets/driver_1t2017.h"
#include "presets/fifteen.h"
#include "presets/funny.h"
#include "presets/funny_terms.h"
#include "presets/lecture.h"
#include "search/engine.h"
#include "search/ida_star.h"

namespace puzzle {
namespace {

// ru_maxrss is in KiB on Linux; the driver assignment reports it divided by 1024.
double peak_rss_mib() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

std::string render_board(const Board& board, BoardFormat notation) {
  switch (notation) {
    case BoardFormat::comma_list: return to_comma_list(board);
    case BoardFormat::python_list: return to_python_list(board);
    case BoardFormat::underscore_string: {
      std::string text;
      for (Tile tile : board.tiles()) text += tile == kBlank ? "_" : std::to_string(tile);
      return text;
    }
    case BoardFormat::dash_grid: {
      std::string text = to_grid(board, '-');
      text.pop_back();
      for (char& c : text) c = c == '\n' ? '/' : c;
      return text;
    }
  }
  return to_comma_list(board);
}

// Styles without a "no path" line reject an unsolvable start as bad input.
std::optional<std::string> unsolvable_answer(OutputStyle style) {
  switch (style) {
    case OutputStyle::driver:
    case OutputStyle::funny:
    case OutputStyle::driver_1t2017: return std::nullopt;
    case OutputStyle::funny_solvable: return format_funny_unsolvable();
    case OutputStyle::fifteen: return format_fifteen_unsolvable();
    case OutputStyle::lecture: return format_lecture_unsolvable();
  }
  return std::nullopt;
}

Expected<SearchConfig> configure(const Assignment& assignment, const AssignmentMethod& method,
                                 const RunRequest& request) {
  SearchConfig config = method.config;
  for (const auto& name : request.variants) {
    const auto variant = find_variant(variants_for(assignment.output), name);
    if (!variant) return variant.error();
    (*variant)->apply(config);
  }
  if (!request.costs.empty()) {
    const auto costs = parse_step_costs(request.costs, config.step_costs);
    if (!costs) return costs.error();
    config.step_costs = *costs;
  }
  return config;
}

struct Boards {
  Board start;
  Board goal;
};

Expected<Boards> read_boards(const Assignment& assignment, const RunRequest& request) {
  const std::size_t wanted = assignment.goal_source == GoalSource::command_line ? 2 : 1;
  if (request.boards.size() != wanted) {
    return Error{fmt::format("{} takes {} but {} {} given", assignment.name,
                             wanted == 2 ? "a start and a goal board" : "one board",
                             request.boards.size(), request.boards.size() == 1 ? "was" : "were")};
  }
  auto start = parse_assignment_board(assignment, request.boards[0]);
  if (!start) return start.error();
  if (wanted == 1) return Boards{*start, goal_for(assignment, *start)};
  auto goal = parse_assignment_board(assignment, request.boards[1]);
  if (!goal) return goal.error();
  return Boards{*start, *goal};
}

DriverStats driver_stats(double seconds, MachineLines machine_lines) {
  if (machine_lines == MachineLines::zero) return DriverStats{};
  return DriverStats{seconds, peak_rss_mib()};
}

// The outcome and text of a finished search.
std::pair<RunOutcome, std::string> format_result(const Assignment& assignment,
                                                 const SearchResult& result,
                                                 const DriverStats& stats) {
  if (result.outcome == SearchOutcome::limit_reached) return {RunOutcome::limit_reached, ""};
  const bool found = result.outcome == SearchOutcome::found;
  switch (assignment.output) {
    case OutputStyle::driver:
      if (!found) return {RunOutcome::exhausted, ""};
      return {RunOutcome::answered, format_driver_output(result, stats)};
    case OutputStyle::funny:
      if (!found) return {RunOutcome::exhausted, ""};
      return {RunOutcome::answered, format_funny_solve(result)};
    case OutputStyle::driver_1t2017:
      if (!found) return {RunOutcome::exhausted, ""};
      return {RunOutcome::answered, format_driver_1t2017_output(result, stats)};
    case OutputStyle::funny_solvable:
      if (!found) return {RunOutcome::exhausted, ""};
      return {RunOutcome::answered, format_funny_solvable(result)};
    case OutputStyle::fifteen:
      return {RunOutcome::answered,
              format_fifteen_output(result, blank_token(assignment.notation))};
    case OutputStyle::lecture:
      // A search that runs dry returns None in the course code.
      if (!found) return {RunOutcome::answered, "None\n"};
      return {RunOutcome::answered, format_lecture_output(result, assignment.move_names)};
  }
  return {RunOutcome::exhausted, ""};
}

}  // namespace

std::string_view to_string(OutputStyle style) { return name_of(kOutputStyleTable, style); }

bool writes_output_file(OutputStyle style) {
  return style == OutputStyle::driver || style == OutputStyle::driver_1t2017;
}

std::string_view to_string(MethodAction action) { return name_of(kMethodActionTable, action); }

std::string_view to_string(GoalSource source) { return name_of(kGoalSourceTable, source); }

char blank_token(BoardFormat notation) {
  switch (notation) {
    case BoardFormat::comma_list:
    case BoardFormat::python_list: return '0';
    case BoardFormat::underscore_string: return '_';
    case BoardFormat::dash_grid: return '-';
  }
  return '0';
}

std::string_view notation_name(BoardFormat notation) {
  return name_of(kBoardFormatTable, notation);
}

VariantCatalogue variants_for(OutputStyle style) {
  switch (style) {
    case OutputStyle::driver:
    case OutputStyle::driver_1t2017: return driver_variants();
    case OutputStyle::funny:
    case OutputStyle::funny_solvable: return funny_variants();
    case OutputStyle::fifteen: return fifteen_variants();
    case OutputStyle::lecture: return lecture_variants();
  }
  return {};
}

Expected<const AssignmentMethod*> find_method(const Assignment& assignment, std::string_view name) {
  std::string known;
  for (const auto& method : assignment.methods) {
    if (method.name == name) return &method;
    known += known.empty() ? "" : ", ";
    known += method.name;
  }
  return Error{fmt::format("unknown method \"{}\" for {} (use {})", name, assignment.name, known)};
}

const SearchConfig& method_config(const Assignment& assignment, std::string_view name) {
  const auto method = find_method(assignment, name);
  if (!method) throw std::logic_error(method.error().message);
  return (*method)->config;
}

std::vector<std::string> method_names(const Assignment& assignment) {
  std::vector<std::string> names;
  for (const auto& method : assignment.methods) names.push_back(method.name);
  return names;
}

Expected<Board> parse_assignment_board(const Assignment& assignment, std::string_view text) {
  BoardFormat format = assignment.notation;
  const bool list = format == BoardFormat::comma_list || format == BoardFormat::python_list;
  if (list) {
    const auto first = text.find_first_not_of(" \t\r\n");
    const bool bracket = first != std::string_view::npos && text[first] == '[';
    format = bracket ? BoardFormat::python_list : BoardFormat::comma_list;
  }
  if (assignment.goal_source != GoalSource::tiles_in_order) {
    return parse_board(text, format, BoardSpec{assignment.shape, assignment.blanks});
  }
  auto board = parse_board(text, format, BoardSpec{assignment.shape, kAnyBlanks});
  if (board && board->blank_count() > assignment.blanks) {
    return Error{fmt::format("board {} has {} blanks; {} takes at most {} (at least {} tiles)",
                             quote_input(text), board->blank_count(), assignment.name,
                             assignment.blanks, assignment.shape.cells() - assignment.blanks)};
  }
  return board;
}

Board fixed_goal(const Assignment& assignment) {
  return Board::make(assignment.shape, assignment.goal, assignment.blanks, "goal").value();
}

Board goal_for(const Assignment& assignment, const Board& start) {
  if (assignment.goal_source == GoalSource::tiles_in_order) {
    return Board::goal(start.shape(), start.blank_count(), BlankPlacement::last);
  }
  return fixed_goal(assignment);
}

Expected<std::string> read_board_argument(std::string_view argument, BoardFormat notation) {
  if (notation != BoardFormat::dash_grid) return std::string(argument);
  if (argument == "-") return std::string(std::istreambuf_iterator<char>(std::cin), {});
  std::ifstream file{std::string(argument)};
  if (!file) return Error{fmt::format("cannot read the board file {}", quote_input(argument))};
  return std::string(std::istreambuf_iterator<char>(file), {});
}

IdaConfig ida_config(const SearchConfig& config) {
  IdaConfig ida;
  ida.move_order = config.move_order;
  ida.heuristic = config.heuristic;
  ida.step_costs = config.step_costs;
  ida.max_expansions = config.limits.max_expansions;
  ida.frontier = IdaFrontier::counted;
  return ida;
}

SearchResult run_search(const AssignmentMethod& method, const SearchConfig& config,
                        const Board& start, const Board& goal) {
  if (method.action == MethodAction::iterative_deepening) {
    SearchResult result = ida_star(start, goal, ida_config(config));
    // The one counting policy that means the same for IDA*: the goal pop counted too.
    const bool counts_goal = config.policies.goal_counting ==
                             GoalCounting::goal_counted_as_expanded;
    if (counts_goal && result.outcome == SearchOutcome::found) ++result.counters.expanded;
    return result;
  }
  return search(start, goal, config);
}

Expected<RunOutput> run_assignment(const Assignment& assignment, const RunRequest& request) {
  const auto method = find_method(assignment, request.method);
  if (!method) return method.error();
  const auto config = configure(assignment, **method, request);
  if (!config) return config.error();
  const auto boards = read_boards(assignment, request);
  if (!boards) return boards.error();
  if ((*method)->action == MethodAction::list_successors) {
    return run_method(assignment, **method, *config, boards->start, boards->goal,
                      request.machine_lines);
  }
  const auto verdict = check_solvable(boards->start, boards->goal);
  if (!verdict) return verdict.error();
  if (!verdict->solvable) {
    if (auto answer = unsolvable_answer(assignment.output)) {
      return RunOutput{RunOutcome::answered, *answer};
    }
    return Error{fmt::format("board {} cannot reach the goal {} ({})",
                             quote_input(request.boards[0]),
                             render_board(boards->goal, assignment.notation), explain(*verdict))};
  }
  return run_method(assignment, **method, *config, boards->start, boards->goal,
                    request.machine_lines);
}

RunOutput format_search(const Assignment& assignment, SearchResult result) {
  auto [outcome, text] = format_result(assignment, result, driver_stats(0, MachineLines::zero));
  return RunOutput{outcome, std::move(text), std::move(result)};
}

RunOutput run_method(const Assignment& assignment, const AssignmentMethod& method,
                     const SearchConfig& config, const Board& start, const Board& goal,
                     MachineLines machine_lines) {
  if (method.action == MethodAction::list_successors) {
    return RunOutput{RunOutcome::answered, format_funny_successors(start, goal, config.heuristic)};
  }
  const auto started = std::chrono::steady_clock::now();
  SearchResult result = run_search(method, config, start, goal);
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
  auto [outcome, text] = format_result(assignment, result,
                                       driver_stats(elapsed.count(), machine_lines));
  return RunOutput{outcome, std::move(text), std::move(result)};
}

}  // namespace puzzle

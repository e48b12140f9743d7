#include "gen/funny_suite.h"

#include <algorithm>

#include <fmt/format.h>

#include "gen/explained_by.h"
#include "gen/preset_run.h"
#include "presets/funny.h"
#include "presets/funny_space.h"
#include "search/engine.h"

namespace puzzle::gen {
namespace {

enum class FunnyFunction { print_succ, solve };

Expected<FunnyFunction> only_function(const GenRequest& request) {
  if (request.methods.size() != 1) {
    return Error{"funny: a suite calls one function; give --methods print_succ or --methods solve"};
  }
  return request.methods.front() == "solve" ? FunnyFunction::solve : FunnyFunction::print_succ;
}

int line_count(const std::string& text) {
  return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

std::vector<Check> checks_for(FunnyFunction function, const std::string& expected, double points) {
  const int lines = line_count(expected);
  if (lines == 1 && function == FunnyFunction::solve) {  // funny-solvable's lone False
    return {exact_check(line(1), 0.7 * points), produced_output_check(0.3 * points)};
  }
  switch (function) {
    case FunnyFunction::print_succ:
      return {exact_check(line_range(1, lines), 0.8 * points), produced_output_check(0.2 * points)};
    case FunnyFunction::solve:
      return {exact_check(line_range(1, lines - 1), 0.7 * points),
              integer_check(line(lines), 0, 0.3 * points)};
  }
  return {};
}

std::string digits(const Board& board) {
  std::string text;
  for (Tile tile : board.tiles()) text += static_cast<char>('0' + tile);
  return text;
}

std::vector<std::string> header_lines(const SuiteInput& input, FunnyFunction function) {
  std::vector<std::string> lines{
      "Scoring (course: print_succ 40 points, solve 60): this suite's total is shared",
      "equally by its tests; print_succ: successor lines 80%, output produced 20%; solve:",
      "path lines 70%, Max queue length (integer, tolerance 0) 30%.",
      "Time limit per test: min(30, max(10, ceil(10 x (0.1 + 50e-6 x expansions) + 5))) s."};
  if (function == FunnyFunction::solve && input.request.random) {
    lines.push_back(fmt::format("Random states, seed {}; optimal solution length of each:",
                                input.request.random->seed));
  } else if (input.request.random) {
    lines.push_back(fmt::format("Random states, seed {}; distance to the goal of each:",
                                input.request.random->seed));
  }
  if (input.request.random) {
    for (const auto& board : input.boards) {
      lines.push_back(
          fmt::format("  {}  {} moves", to_python_list(board.board), board.depth.value_or(-1)));
    }
  }
  return lines;
}

Expected<Board> parse_funny(std::string_view text) {
  return parse_assignment_board(funny_assignment(), text);
}

}  // namespace

SuiteAdapter funny_adapter() {
  return SuiteAdapter{
      .methods = method_names(funny_assignment()),
      .goal = funny_goal,
      .parse_board = parse_funny,
      .board_text = to_comma_list,
      .variants = funny_variants,
      .build = funny_suite,
      .common_rules = funny_common_deviations,
      .deviation_time_policy = kFunnyDeviationTimePolicy,
      .deviations = funny_deviations,
      .rules = funny_assignment,
  };
}

Expected<GeneratedSuite> funny_suite(const SuiteInput& input) {
  return funny_suite_for(input, funny_assignment());
}

Expected<GeneratedSuite> funny_suite_for(const SuiteInput& input,
                                         const puzzle::Assignment& assignment) {
  const auto function = only_function(input.request);
  if (!function) return function.error();
  const auto variants = selected_variants(input.request, funny_variants());
  if (!variants) return variants.error();
  const std::string& method = input.request.methods.front();
  const double total = *function == FunnyFunction::solve ? kFunnySolvePoints
                                                         : kFunnyPrintSuccPoints;
  const double points = total / static_cast<double>(input.boards.size());
  GeneratedSuite suite;
  suite.header = header_lines(input, *function);
  suite.name = input.request.name;
  suite.assignment = assignment.name;
  suite.required_files = {"funny_puzzle.py"};
  suite.run.mode = RunMode::call;
  suite.run.module = "funny_puzzle";
  suite.run.function = method;
  suite.limits.time_per_test = to_millis(kFunnyTimePolicy.floor);
  suite.visibility = input.request.visibility;
  // The seed term's deviation space (solve's) replaces its variants, which earn no
  // credit; other terms (funny_terms.h) keep their variants.
  const int deviations = input.request.deviations;
  const bool seed_term = assignment.name == funny_assignment().name;
  const std::vector<const Variant*> recorded = deviations > 0 && seed_term
                                                   ? std::vector<const Variant*>{}
                                                   : *variants;
  const bool record_deviations = deviations > 0 && seed_term && *function == FunnyFunction::solve;
  suite.variants = declare_variants(recorded);
  if (record_deviations) suite.deviations = declare_deviations(funny_deviations());
  for (const auto& board : input.boards) {
    auto run = run_preset(assignment, method, {board.text}, board.board,
                          goal_for(assignment, board.board), recorded);
    if (!run) return run.error();
    TestCase test;
    test.name = fmt::format("{}-{}", method, digits(board.board));
    if (board.depth) test.name += fmt::format("-d{}", *board.depth);
    test.args = {{"call", to_python_list(board.board)}};
    test.time_limit = to_millis(time_limit(kFunnyTimePolicy, run->nodes));
    if (test.time_limit == suite.limits.time_per_test) test.time_limit.reset();
    test.expected = run->expected;
    test.checks = checks_for(*function, run->expected, points);
    test.variant_outputs = run->variant_outputs;
    if (record_deviations) {
      explain_from_reference(assignment, funny_deviations(), method, board.board,
                             goal_for(assignment, board.board), *run, deviations, test,
                             kFunnyDeviationTimePolicy);
    }
    add_test(suite, std::move(test), method);
  }
  return suite;
}

}  // namespace puzzle::gen

#include "gen/term_suites.h"

#include <fmt/format.h>

#include "gen/driver_suite.h"
#include "gen/funny_suite.h"
#include "presets/driver_1t2017.h"
#include "presets/funny.h"
#include "presets/funny_terms.h"

namespace puzzle::gen {
namespace {

// ---- driver-1t2017 ----

std::vector<Check> driver_1t2017_checks() {
  constexpr double p = kDriverPointsPerItem;
  std::vector<Check> checks{exact_check(line(1), p)};
  for (int number = 2; number <= 7; ++number) checks.push_back(integer_check(line(number), 0, p));
  checks.push_back(format_check(line(8), R"(^running_time: \d+\.\d{8}$)", p));
  checks.push_back(format_check(line(9), R"(^max_ram_usage: \d+\.\d{8}$)", p));
  checks.push_back(produced_output_check(p));
  return checks;
}

struct DriverRun {
  std::string output;
  std::uint64_t expanded = 0;
};

// running_time and max_ram_usage at zero: only their format is graded, and fixed values
// keep the file reproducible.
Expected<DriverRun> run_1t2017(const AssignmentMethod& method, const SearchConfig& config,
                               const Board& board) {
  const SearchResult result = run_search(method, config, board, driver_goal());
  if (result.outcome != SearchOutcome::found) {
    return Error{fmt::format("the {} search did not reach the goal from {}", method.name,
                             to_comma_list(board))};
  }
  return DriverRun{format_driver_1t2017_output(result, DriverStats{}), result.counters.expanded};
}

std::string digits(const Board& board) {
  std::string text;
  for (Tile tile : board.tiles()) text += static_cast<char>('0' + tile);
  return text;
}

Expected<TestCase> driver_1t2017_test(const BoardCase& board, const AssignmentMethod& method,
                                      const std::vector<const Variant*>& variants) {
  auto expected = run_1t2017(method, method.config, board.board);
  if (!expected) return expected.error();
  TestCase test;
  test.name = fmt::format("{}-{}", method.name, digits(board.board));
  if (board.depth) test.name += fmt::format("-d{}", *board.depth);
  test.args = {{"method", method.name}, {"board", board.text}};
  test.time_limit = to_millis(time_limit(kDriverTimePolicy, expected->expanded));
  test.expected = expected->output;
  for (const Variant* variant : variants) {
    SearchConfig config = method.config;
    variant->apply(config);
    auto output = run_1t2017(method, config, board.board);
    if (output && output->output != test.expected) {
      test.variant_outputs.push_back({std::string(variant->name), output->output});
    }
  }
  return test;
}

Expected<GeneratedSuite> driver_1t2017_suite(const SuiteInput& input) {
  const auto variants = selected_variants(input.request, driver_variants());
  if (!variants) return variants.error();
  const puzzle::Assignment assignment = driver_1t2017_assignment();
  GeneratedSuite suite;
  suite.header = {
      "Term 1T2017 (docs/presets/driver-1t2017.md): nine lines, with fringe_size and",
      "max_fringe_size; method ida is IDA* with the counting conventions documented there.",
      "Scoring: each test is 10 items x 0.75 points: lines 1-7 compared exactly (numbers as",
      "integers, tolerance 0), running_time and max_ram_usage checked for format only, and",
      "0.75 for writing output.txt; plus 10 points when every test finishes within 600 s.",
      "Time limit per test: min(600, max(30, ceil(10 x (0.1 + 11e-6 x nodes_expanded) + 5))) s."};
  append_random_board_lines(input, "boards", suite.header);
  suite.name = input.request.name;
  suite.assignment = assignment.name;
  set_driver_program(input, suite);
  suite.default_checks = driver_1t2017_checks();
  suite.variants = declare_variants(*variants);
  for (const auto& board : input.boards) {
    for (const auto& name : input.request.methods) {
      const auto method = find_method(assignment, name);
      if (!method) return method.error();
      auto test = driver_1t2017_test(board, **method, *variants);
      if (!test) return test.error();
      if (test->time_limit == suite.limits.time_per_test) test->time_limit.reset();
      add_test(suite, std::move(*test), std::string((*method)->name));
    }
  }
  return suite;
}

// ---- funny terms ----

Board funny_8tile_goal() { return fixed_goal(funny_8tile_assignment()); }

Expected<Board> parse_funny_8tile(std::string_view text) {
  return parse_assignment_board(funny_8tile_assignment(), text);
}

Expected<GeneratedSuite> funny_8tile_suite(const SuiteInput& input) {
  return funny_suite_for(input, funny_8tile_assignment());
}

// Random boards are drawn around the six-tile goal [1, 2, 3, 4, 5, 6, 0, 0, 0].
Board funny_variable_goal() { return Board::goal({3, 3}, 3, BlankPlacement::last); }

Expected<Board> parse_funny_variable(std::string_view text) {
  return parse_assignment_board(funny_variable_assignment(), text);
}

Expected<GeneratedSuite> funny_variable_suite(const SuiteInput& input) {
  return funny_suite_for(input, funny_variable_assignment());
}

}  // namespace

SuiteAdapter driver_1t2017_adapter() {
  return SuiteAdapter{
      .methods = {"bfs", "dfs", "ast", "ida"},
      .goal = driver_goal,
      .parse_board = parse_driver_board,
      .board_text = to_comma_list,
      .variants = driver_variants,
      .build = driver_1t2017_suite,
  };
}

SuiteAdapter funny_8tile_adapter() {
  return SuiteAdapter{
      .methods = {"print_succ", "solve"},
      .goal = funny_8tile_goal,
      .parse_board = parse_funny_8tile,
      .board_text = to_comma_list,
      .variants = funny_variants,
      .build = funny_8tile_suite,
  };
}

SuiteAdapter funny_variable_adapter() {
  return SuiteAdapter{
      .methods = {"print_succ", "solve"},
      .goal = funny_variable_goal,
      .parse_board = parse_funny_variable,
      .board_text = to_comma_list,
      .variants = funny_variants,
      .build = funny_variable_suite,
  };
}

}  // namespace puzzle::gen

#include "gen/driver_suite.h"

#include <algorithm>

#include <fmt/format.h>

#include "gen/explained_by.h"
#include "presets/driver.h"
#include "presets/driver_space.h"
#include "search/engine.h"

namespace puzzle::gen {
namespace {

std::vector<Check> driver_checks() {
  constexpr double p = kDriverPointsPerItem;
  return {
      exact_check(line(1), p),
      integer_check(line(2), 0, p),
      integer_check(line(3), 0, p),
      integer_check(line(4), 0, p),
      integer_check(line(5), 0, p),
      format_check(line(6), R"(^running_time: \d+\.\d{8}$)", p),
      format_check(line(7), R"(^max_ram_usage: \d+\.\d{8}$)", p),
      produced_output_check(p),
  };
}

// "3,1,2,0,4,5,6,7,8" -> "312045678"
std::string digits(std::string_view board_text) {
  std::string text;
  for (char c : board_text) {
    if (c != ',') text += c;
  }
  return text;
}

struct Run {
  std::string output;
  std::uint64_t expanded = 0;
  int depth = 0;  // moves on the path found
};

// The output a run prints, with running_time and max_ram_usage at zero: only their format
// is graded, and fixed values keep the file reproducible.
Expected<Run> run_driver(const Board& board, const SearchConfig& config) {
  const SearchResult result = search(board, driver_goal(), config);
  if (result.outcome != SearchOutcome::found) {
    return Error{fmt::format("the search did not reach the goal from {}", to_comma_list(board))};
  }
  return Run{format_driver_output(result, DriverStats{}), result.counters.expanded, result.depth()};
}

// What programs with up to `max_size` deviations print differently on this test.
std::vector<ExplainedOutput> explanations(const BoardCase& board, DriverMethod method,
                                          const Run& expected, int max_size) {
  SearchConfig base = driver_config(method);
  base.limits.max_expansions = deviation_expansion_limit(expected.expanded);
  // DFS's work swings with the move order, but never passes the 181,440 states.
  if (method == DriverMethod::dfs) {
    base.limits.max_expansions = std::max<std::uint64_t>(base.limits.max_expansions, 200'000);
  }
  const auto run = [&](const SearchConfig& config) -> std::optional<std::string> {
    auto output = run_driver(board.board, config);
    if (!output) return std::nullopt;
    return output->output;
  };
  return explain_deviations(ExplainInput{driver_deviations(), base, expected.output, max_size,
                                         format_only_lines(driver_checks()), run});
}

Expected<TestCase> driver_test(const BoardCase& board, DriverMethod method,
                               const std::vector<const Variant*>& variants, int deviations) {
  auto expected = run_driver(board.board, driver_config(method));
  if (!expected) return expected.error();
  TestCase test;
  test.name = fmt::format("{}-{}", driver_method_name(method), digits(board.text));
  if (board.depth) test.name += fmt::format("-d{}", *board.depth);
  test.args = {{"method", std::string(driver_method_name(method))}, {"board", board.text}};
  test.time_limit = to_millis(time_limit(kDriverTimePolicy, expected->expanded));
  test.expected = expected->output;
  if (deviations > 0) {
    test.trivial = expected->depth <= 1;
    test.explained_by = explanations(board, method, *expected, deviations);
  }
  for (const Variant* variant : variants) {
    SearchConfig config = driver_config(method);
    variant->apply(config);
    auto output = run_driver(board.board, config);
    // A variant that cannot finish has no output to recognise.
    if (output && output->output != test.expected) {
      test.variant_outputs.push_back({std::string(variant->name), output->output});
    }
  }
  return test;
}

std::vector<std::string> header_lines(const SuiteInput& input) {
  std::vector<std::string> lines{
      "Scoring (course scheme): each test is 8 items x 0.75 points: lines 1-5 compared",
      "exactly (numbers as integers, tolerance 0), running_time and max_ram_usage checked",
      "for format only, and 0.75 for writing output.txt; plus 10 points when every test",
      "finishes within 600 s in total.",
      "Time limit per test: min(600, max(30, ceil(10 x (0.1 + 11e-6 x nodes_expanded) + 5))) s,",
      "nodes_expanded from the reference (11 us per node: the Python speed measured in",
      "tests/independent/expected/driver.json, rounded up)."};
  append_random_board_lines(input, "boards", lines);
  return lines;
}

Expected<std::vector<DriverMethod>> methods_of(const GenRequest& request) {
  std::vector<DriverMethod> methods;
  for (const auto& name : request.methods) {
    auto method = parse_driver_method(name);
    if (!method) return method.error();
    methods.push_back(*method);
  }
  return methods;
}

}  // namespace

SuiteAdapter driver_adapter() {
  return SuiteAdapter{
      .methods = {"bfs", "dfs", "ast"},
      .goal = driver_goal,
      .parse_board = parse_driver_board,
      .board_text = to_comma_list,
      .variants = driver_variants,
      .build = driver_suite,
  };
}

void set_driver_program(const SuiteInput& input, GeneratedSuite& suite) {
  suite.required_files = {"driver.py"};
  suite.run.mode = RunMode::command;
  suite.run.command = "python3 driver.py {method} {board}";
  // Real driver programs measure max_ram_usage with psutil (or resource) and some keep
  // boards in numpy arrays: of 46 real programs, 8 imported one of the two.
  suite.python = PythonEnvironment{kDriverPythonVersion, {"numpy", "psutil"}};
  suite.output.source = OutputSource::file;
  suite.output.file = "output.txt";
  suite.limits.time_per_test = to_millis(kDriverTimePolicy.floor);
  suite.limits.time_total = to_millis(kDriverTotalSeconds);
  suite.limits.time_total_bonus = kDriverTotalBonus;
  suite.limits.memory_mb = 2048;
  suite.visibility = input.request.visibility;
}

Expected<GeneratedSuite> driver_suite(const SuiteInput& input) {
  const auto variants = selected_variants(input.request, driver_variants());
  if (!variants) return variants.error();
  const auto methods = methods_of(input.request);
  if (!methods) return methods.error();
  GeneratedSuite suite;
  suite.header = header_lines(input);
  suite.name = input.request.name;
  suite.assignment = "driver";
  set_driver_program(input, suite);
  suite.default_checks = driver_checks();
  // The deviation space replaces the driver's variants, which earn no credit.
  const int deviations = input.request.deviations;
  const std::vector<const Variant*> recorded = deviations > 0 ? std::vector<const Variant*>{} : *variants;
  suite.variants = declare_variants(recorded);
  if (deviations > 0) suite.deviations = declare_deviations(driver_deviations());
  for (const auto& board : input.boards) {
    for (DriverMethod method : *methods) {
      auto test = driver_test(board, method, recorded, deviations);
      if (!test) return test.error();
      // The suite's time_per_test is the floor; only longer limits are written out.
      if (test->time_limit == suite.limits.time_per_test) test->time_limit.reset();
      add_test(suite, std::move(*test), std::string(driver_method_name(method)));
    }
  }
  return suite;
}

}  // namespace puzzle::gen

#include "gen/driver_suite.h"

#include <algorithm>

#include <fmt/format.h>

#include "gen/explained_by.h"
#include "gen/preset_run.h"
#include "gen/search_memo.h"
#include "gen/term_formats.h"
#include "presets/assignment_file.h"
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
      format_check(line(6), kRunningTimeFormat, p),
      format_check(line(7), kMaxRamUsageFormat, p),
      produced_output_check(p),
  };
}

std::string digits(const Board& board) {
  std::string text;
  for (Tile tile : board.tiles()) text += static_cast<char>('0' + tile);
  return text;
}

// What programs with up to `max_size` deviations print differently on this test.
ExplainedTest explanations(const puzzle::Assignment& assignment,
                           const DriverStyleDeviations& deviations,
                           const std::vector<Check>& checks, const AssignmentMethod& method,
                           const Board& board, const PresetRun& expected, int max_size) {
  SearchConfig base = method.config;
  base.limits.max_expansions = deviation_expansion_limit(expected.nodes, base.policies.frontier,
                                                         nullptr);
  const Board goal = fixed_goal(assignment);
  // Another term's format prints the deviating search's own numbers (gen/term_formats.h);
  // the two formats of one configuration share its search.
  const MethodSearch search_board = remember_last_search(
      [&method, &board, &goal](const SearchConfig& config) {
        return run_search(method, config, board, goal);
      });
  std::vector<TermFormat> terms;
  if (deviations.other_terms == OtherTermFormats::recorded) {
    terms = driver_term_formats(search_board);
  }
  return explain_deviations(ExplainInput{deviations.space, base, expected.expected, max_size,
                                         format_only_lines(checks),
                                         answer_from(assignment, search_board), std::move(terms)});
}

struct DriverStyleTest {
  TestCase test;
  PresetRun run;
};

// One test on one board and method: name, args, time limit (not yet reset to the
// suite's), expected and variant outputs, and the reference's run behind them.
Expected<DriverStyleTest> driver_style_test(const puzzle::Assignment& assignment,
                                            const BoardCase& board, const std::string& method,
                                            const std::vector<const Variant*>& variants) {
  auto run = run_preset(assignment, method, {board.text}, board.board, fixed_goal(assignment),
                        variants);
  if (!run) return run.error();
  TestCase test;
  test.name = fmt::format("{}-{}", method, digits(board.board));
  if (board.depth) test.name += fmt::format("-d{}", *board.depth);
  test.args = {{"method", method}, {"board", board.text}};
  test.time_limit = to_millis(time_limit(kDriverTimePolicy, run->nodes));
  test.expected = run->expected;
  test.variant_outputs = run->variant_outputs;
  return DriverStyleTest{std::move(test), std::move(*run)};
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

}  // namespace

SuiteAdapter driver_adapter() {
  return SuiteAdapter{
      .methods = method_names(driver_assignment()),
      .goal = driver_goal,
      .parse_board = parse_driver_board,
      .board_text = to_comma_list,
      .variants = driver_variants,
      .build = driver_suite,
      .common_rules = driver_common_deviations,
      .deviations = driver_deviations,
      .rules = driver_assignment,
  };
}

void set_driver_program_file(std::string_view file, GeneratedSuite& suite) {
  suite.required_files = {std::string(file)};
  suite.run.mode = RunMode::command;
  suite.run.command = fmt::format("python3 {} {{method}} {{board}}", file);
}

void set_driver_program(const SuiteInput& input, GeneratedSuite& suite) {
  set_driver_program_file(kDriverProgram, suite);
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

Status add_driver_style_tests(const SuiteInput& input, const puzzle::Assignment& assignment,
                              const DriverStyleDeviations& deviations,
                              const std::vector<const Variant*>& variants, GeneratedSuite& suite) {
  const int max_size = input.request.deviations;
  const std::vector<const Variant*> recorded = max_size > 0 ? std::vector<const Variant*>{}
                                                            : variants;
  suite.variants = declare_variants(recorded);
  if (max_size > 0) suite.deviations = declare_deviations(deviations.space);
  for (const auto& board : input.boards) {
    for (const auto& method : input.request.methods) {
      auto made = driver_style_test(assignment, board, method, recorded);
      if (!made) return made.error();
      TestCase& test = made->test;
      if (max_size > 0) {
        test.trivial = made->run.depth <= 1;
        record_explained(explanations(assignment, deviations, suite.default_checks,
                                      **find_method(assignment, method), board.board, made->run,
                                      max_size),
                         test);
      }
      // The suite's time_per_test is the floor; only longer limits are written out.
      if (test.time_limit == suite.limits.time_per_test) test.time_limit.reset();
      add_test(suite, std::move(test), method);
    }
  }
  return Ok{};
}

Expected<GeneratedSuite> driver_suite(const SuiteInput& input) {
  const auto variants = selected_variants(input.request, driver_variants());
  if (!variants) return variants.error();
  const puzzle::Assignment& assignment = driver_assignment();
  GeneratedSuite suite;
  suite.header = header_lines(input);
  suite.name = input.request.name;
  suite.assignment = assignment.name;
  set_driver_program(input, suite);
  suite.default_checks = driver_checks();
  const DriverStyleDeviations deviations{driver_deviations(), OtherTermFormats::recorded};
  if (auto added = add_driver_style_tests(input, assignment, deviations, *variants, suite);
      !added) {
    return added.error();
  }
  return suite;
}

}  // namespace puzzle::gen

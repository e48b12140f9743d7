#include "gen/term_suites.h"

#include <fmt/format.h>

#include "gen/driver_suite.h"
#include "gen/funny_suite.h"
#include "presets/driver_1t2017.h"
#include "presets/driver_space.h"
#include "presets/funny.h"
#include "presets/funny_terms.h"

namespace puzzle::gen {
namespace {

// ---- driver-1t2017 ----

std::vector<Check> driver_1t2017_checks() {
  constexpr double p = kDriverPointsPerItem;
  std::vector<Check> checks{exact_check(line(1), p)};
  for (int number = 2; number <= 7; ++number) checks.push_back(integer_check(line(number), 0, p));
  checks.push_back(format_check(line(8), kRunningTimeFormat, p));
  checks.push_back(format_check(line(9), kMaxRamUsageFormat, p));
  checks.push_back(produced_output_check(p));
  return checks;
}

Expected<GeneratedSuite> driver_1t2017_suite(const SuiteInput& input) {
  const auto variants = selected_variants(input.request, driver_variants());
  if (!variants) return variants.error();
  const puzzle::Assignment& assignment = driver_1t2017_assignment();
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
  const DriverStyleDeviations deviations{driver_1t2017_deviations(), OtherTermFormats::recorded};
  if (auto added = add_driver_style_tests(input, assignment, deviations, *variants, suite);
      !added) {
    return added.error();
  }
  return suite;
}

// ---- driver-w4701 ----

// The file COMS W4701's handout has students hand in.
constexpr const char* kW4701Program = "puzzle.py";

Expected<GeneratedSuite> driver_w4701_suite(const SuiteInput& input) {
  auto suite = driver_suite(input);
  if (!suite) return suite;
  suite->assignment = assignment_name(Assignment::driver_w4701);
  set_driver_program_file(kW4701Program, *suite);
  suite->header.insert(
      suite->header.begin(),
      {"Columbia COMS W4701's term (docs/presets/driver-w4701.md): the driver's rules, output",
       "and scoring, handed in as puzzle.py."});
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
      .methods = method_names(driver_1t2017_assignment()),
      .goal = driver_goal,
      .parse_board = parse_driver_board,
      .board_text = to_comma_list,
      .variants = driver_variants,
      .build = driver_1t2017_suite,
      .deviations = driver_1t2017_deviations,
      .rules = driver_1t2017_assignment,
  };
}

SuiteAdapter driver_w4701_adapter() {
  SuiteAdapter adapter = driver_adapter();
  adapter.build = driver_w4701_suite;
  return adapter;
}

SuiteAdapter funny_8tile_adapter() {
  return SuiteAdapter{
      .methods = method_names(funny_8tile_assignment()),
      .goal = funny_8tile_goal,
      .parse_board = parse_funny_8tile,
      .board_text = to_comma_list,
      .variants = funny_variants,
      .build = funny_8tile_suite,
  };
}

SuiteAdapter funny_variable_adapter() {
  return SuiteAdapter{
      .methods = method_names(funny_variable_assignment()),
      .goal = funny_variable_goal,
      .parse_board = parse_funny_variable,
      .board_text = to_comma_list,
      .variants = funny_variants,
      .build = funny_variable_suite,
  };
}

}  // namespace puzzle::gen

#include "gen/fifteen_suite.h"

#include <algorithm>

#include <fmt/format.h>

#include "gen/explained_by.h"
#include "gen/preset_run.h"
#include "presets/fifteen.h"
#include "presets/fifteen_space.h"
#include "search/engine.h"

namespace puzzle::gen {
namespace {

std::string grid(const Board& board) { return to_grid(board, '-'); }

Expected<Board> parse_fifteen(std::string_view text) {
  std::string rows(text);
  std::replace(rows.begin(), rows.end(), '/', '\n');
  return parse_assignment_board(fifteen_assignment(), rows);
}

// A Python string literal of the grid, then the heuristic flag: the harness's args.call.
std::string call_literal(const Board& board, std::string_view method) {
  std::string literal = "'";
  for (char c : grid(board)) literal += c == '\n' ? std::string("\\n") : std::string(1, c);
  while (literal.size() > 1 && literal.substr(literal.size() - 2) == "\\n")
    literal.resize(literal.size() - 2);
  return fmt::format("{}', {}", literal, method == "manhattan" ? "True" : "False");
}

int last_text_line(const std::string& text) {
  int line = 0;
  int last = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    ++line;
    if (end > start) last = line;
    start = end + 1;
  }
  return last;
}

std::vector<Check> checks_for(const std::string& expected) {
  std::vector<Check> checks{float_check(line(1), 0.05, 2), exact_check(line(2), 2)};
  const int last = last_text_line(expected);
  if (last >= 3) {
    checks.push_back(exact_check(line_range(3, last), 6));
  } else {
    checks.back().points += 6;  // "No path found": the second line is the whole answer
  }
  return checks;
}

std::string digits(const Board& board) {
  std::string text;
  for (Tile tile : board.tiles()) text += fmt::format("{:x}", tile);
  return text;
}

std::vector<std::string> header_lines(const SuiteInput& input) {
  std::vector<std::string> lines{
      "Scoring, 10 points per test: line 1 (nodes explored) 2 points, within 5% (the",
      "course's wiggle room); line 2 (steps) 2 points, exact; the boards 6 points, exact.",
      "Time limit per test: min(120, max(10, ceil(3 x (0.5 + 150e-6 x explored) + 5))) s."};
  append_random_board_lines(input, "boards", lines);
  return lines;
}

}  // namespace

std::string fifteen_rows_text(const Board& board) {
  std::string text = grid(board);
  while (!text.empty() && text.back() == '\n') text.pop_back();
  std::replace(text.begin(), text.end(), '\n', '/');
  return text;
}

SuiteAdapter fifteen_adapter() {
  return SuiteAdapter{
      .methods = method_names(fifteen_assignment()),
      .goal = fifteen_goal,
      .parse_board = parse_fifteen,
      .board_text = fifteen_rows_text,
      .variants = fifteen_variants,
      .build = fifteen_suite,
      .deviations = fifteen_deviations,
      .rules = fifteen_assignment,
  };
}

Expected<GeneratedSuite> fifteen_suite(const SuiteInput& input) {
  const auto variants = selected_variants(input.request, fifteen_variants());
  if (!variants) return variants.error();
  GeneratedSuite suite;
  suite.header = header_lines(input);
  suite.name = input.request.name;
  suite.assignment = "fifteen";
  suite.required_files = {"fifteen_puzzle.ipynb"};
  suite.run.mode = RunMode::notebook;
  suite.run.file = "fifteen_puzzle.ipynb";
  suite.run.function = "solve_and_print";
  suite.limits.time_per_test = to_millis(kFifteenTimePolicy.floor);
  suite.limits.memory_mb = 4096;
  suite.visibility = input.request.visibility;
  // The deviation space replaces the variants, which earn no credit.
  const int deviations = input.request.deviations;
  const std::vector<const Variant*> recorded = deviations > 0 ? std::vector<const Variant*>{}
                                                              : *variants;
  suite.variants = declare_variants(recorded);
  if (deviations > 0) suite.deviations = declare_deviations(fifteen_deviations());
  const puzzle::Assignment& assignment = fifteen_assignment();
  for (const auto& board : input.boards) {
    for (const auto& method : input.request.methods) {
      auto run = run_preset(assignment, method, {grid(board.board)}, board.board, fifteen_goal(),
                            recorded);
      if (!run) return run.error();
      TestCase test;
      test.name = fmt::format("{}-{}", method, digits(board.board));
      if (board.depth) test.name += fmt::format("-d{}", *board.depth);
      test.args = {{"call", call_literal(board.board, method)}};
      test.time_limit = to_millis(time_limit(kFifteenTimePolicy, run->nodes));
      if (test.time_limit == suite.limits.time_per_test) test.time_limit.reset();
      test.expected = run->expected;
      test.checks = checks_for(run->expected);
      test.variant_outputs = run->variant_outputs;
      // An unsolvable board is answered before any search: nothing to deviate in.
      if (deviations > 0 && test.expected != format_fifteen_unsolvable()) {
        explain_from_reference(assignment, fifteen_deviations(), method, board.board,
                               fixed_goal(assignment), *run, deviations, test);
      }
      add_test(suite, std::move(test), method);
    }
  }
  return suite;
}

}  // namespace puzzle::gen

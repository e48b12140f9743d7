// `puzzle-ref fifteen <misplaced|manhattan> <file|->`: what the course notebook's
// solve_and_print prints (assignment 3).

#include <memory>

#include "cli/commands.h"
#include "presets/fifteen.h"

namespace puzzle::cli {
namespace {

struct FifteenOptions {
  std::string heuristic;
  std::string board;
  std::vector<std::string> variants;
};

ExitCode run(const FifteenOptions& options) {
  const Assignment assignment = fifteen_assignment();
  const auto text = read_board_argument(options.board, assignment.notation);
  if (!text) return print_error(text.error().message), ExitCode::bad_input;
  return print_run_output(assignment, {options.heuristic, {*text}, options.variants}, "");
}

}  // namespace

void configure_fifteen_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<FifteenOptions>();
  command->add_option("heuristic", options->heuristic, "misplaced or manhattan")->required();
  command
      ->add_option("board", options->board,
                   "File with 4 lines of 4 tokens, - for the blank; - reads standard input")
      ->required();
  command
      ->add_option("--variant", options->variants,
                   "Apply a named alternative rule (repeatable; see `variants fifteen`)")
      ->allow_extra_args(false);
  command->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace puzzle::cli

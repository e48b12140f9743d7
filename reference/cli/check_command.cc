// `puzzle-ref check <board>`: solvable or not, with the invariant that decides it.

#include <memory>

#include <fmt/format.h>

#include "cli/board_options.h"
#include "cli/commands.h"
#include "core/solvability.h"

namespace puzzle::cli {
namespace {

struct CheckOptions {
  std::string board;
  BoardOptions boards;
};

ExitCode run(const CheckOptions& options) {
  const auto start = read_start(options.board, options.boards);
  if (!start) return print_error(start.error().message), ExitCode::bad_input;
  const auto goal = read_goal(*start, options.boards);
  if (!goal) return print_error(goal.error().message), ExitCode::bad_input;
  const auto verdict = check_solvable(*start, *goal);
  if (!verdict) return print_error(verdict.error().message), ExitCode::bad_input;
  fmt::print("start: {} inversions, blank row {}\n", verdict->start.inversions,
             verdict->start.blank_row);
  fmt::print("goal:  {} inversions, blank row {}\n", verdict->goal.inversions,
             verdict->goal.blank_row);
  fmt::print("{}\n", explain(*verdict));
  return verdict->solvable ? ExitCode::ok : ExitCode::no_solution;
}

}  // namespace

void configure_check_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<CheckOptions>();
  command->add_option("board", options->board, "The board in any notation, or - for stdin")
      ->required();
  add_board_options(*command, options->boards);
  command->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace puzzle::cli

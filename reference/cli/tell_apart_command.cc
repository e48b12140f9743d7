// `puzzle-ref tell-apart <assignment> <rules> <rules> (--boards ... | --random ...)`: the
// boards on which two sets of deviations print different lines (gen/tell_apart.h). All
// the work is in gen/; this file only maps options.

#include <memory>

#include <fmt/format.h>

#include "cli/commands.h"
#include "gen/tell_apart.h"

namespace puzzle::cli {

void configure_tell_apart_command(CLI::App* command, ExitCode& exit_code) {
  auto request = std::make_shared<gen::TellApartRequest>();
  gen::RawGenOptions& boards = request->boards;
  command
      ->add_option("assignment", boards.assignment,
                   "driver, funny or fifteen (driver-1t2017, driver-w4701)")
      ->required();
  command
      ->add_option("first", request->first,
                   "Deviations as suites name them, several joined by '+': decrease-key")
      ->required();
  command->add_option("second", request->second, "The other set, e.g. decrease-key-in-place")
      ->required();
  command->add_option("--boards", boards.boards, "Boards to try, in the assignment's notation");
  command->add_option("--random", boards.random, "Random solvable boards per depth");
  command->add_option("--depths", boards.depths, "Optimal solution lengths, e.g. 20,26");
  command->add_option("--seed", boards.seed, "Seed of the random boards (std::mt19937_64)");
  command->add_option("--methods", boards.methods,
                      "Comma-separated methods (default: all of the assignment's)");
  command->callback([request, &exit_code] {
    const auto result = gen::tell_apart(*request);
    if (!result) {
      print_error(result.error().message);
      exit_code = ExitCode::bad_input;
      return;
    }
    fmt::print("{}", gen::tell_apart_text(*result));
    exit_code = ExitCode::ok;
  });
}

}  // namespace puzzle::cli

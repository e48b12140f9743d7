// `puzzle-ref driver <bfs|dfs|ast> <board>`: output.txt exactly as a correct driver.py,
// through the shipped driver assignment like every other preset.

#include <memory>

#include "cli/commands.h"
#include "presets/assignment_file.h"
#include "presets/shipped.h"

namespace puzzle::cli {
namespace {

struct DriverOptions {
  std::string method;
  std::string board;
  std::vector<std::string> variants;
  std::string output = "output.txt";
};

}  // namespace

void configure_driver_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<DriverOptions>();
  command->add_option("method", options->method, "bfs, dfs or ast")->required();
  command->add_option("board", options->board, "Nine comma-separated tiles, 0 = blank")->required();
  command
      ->add_option("--variant", options->variants,
                   "Apply a named alternative rule (repeatable; see `variants driver`)")
      ->allow_extra_args(false);
  command->add_option("-o,--output", options->output, "File to write")->capture_default_str();
  command->callback([options, &exit_code] {
    const RunRequest request{options->method, {options->board}, options->variants};
    exit_code = print_run_output(driver_assignment(), request, options->output);
  });
}

}  // namespace puzzle::cli

#pragma once
// One function per subcommand; each registers itself on the app and stores its exit code
// in `exit_code` when it runs. Adding a subcommand: a new <name>_command.cc, a line here
// and a line in main.cc.

#include <CLI/CLI.hpp>

#include "cli/exit_code.h"

namespace puzzle::cli {

void add_driver_command(CLI::App& app, ExitCode& exit_code);
void add_variants_command(CLI::App& app, ExitCode& exit_code);
void add_solve_command(CLI::App& app, ExitCode& exit_code);
void add_check_command(CLI::App& app, ExitCode& exit_code);
void add_gen_command(CLI::App& app, ExitCode& exit_code);

}  // namespace puzzle::cli

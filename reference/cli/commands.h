#pragma once
// One function per subcommand; each registers itself on the app and stores its exit code
// in `exit_code` when it runs. Adding a subcommand: a new <name>_command.cc, a line here
// and a line in main.cc.

#include <CLI/CLI.hpp>

#include "cli/exit_code.h"

namespace puzzle {
struct Assignment;
struct RunRequest;
}  // namespace puzzle

namespace puzzle::cli {

void add_driver_command(CLI::App& app, ExitCode& exit_code);
void add_variants_command(CLI::App& app, ExitCode& exit_code);
void add_solve_command(CLI::App& app, ExitCode& exit_code);
void add_check_command(CLI::App& app, ExitCode& exit_code);
void add_gen_command(CLI::App& app, ExitCode& exit_code);
void add_funny_command(CLI::App& app, ExitCode& exit_code);
void add_fifteen_command(CLI::App& app, ExitCode& exit_code);
void add_lecture_command(CLI::App& app, ExitCode& exit_code);
void add_run_command(CLI::App& app, ExitCode& exit_code);

// Runs an assignment request and prints its output (stdout, or `output_file` for the driver
// style), turning errors into one line and an exit code. In funny_command.cc.
ExitCode print_run_output(const Assignment& assignment, const RunRequest& request,
                          const std::string& output_file);

}  // namespace puzzle::cli

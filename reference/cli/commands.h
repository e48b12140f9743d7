#pragma once
// The subcommands: kSubcommands names each, with the line --help shows, and the function
// that gives it its options and its action (storing its exit code in `exit_code` when it
// runs). Adding a subcommand: a new <name>_command.cc, and a declaration and a row here.

#include <string_view>

#include <CLI/CLI.hpp>

#include "cli/exit_code.h"

namespace puzzle {
struct Assignment;
struct RunRequest;
}  // namespace puzzle

namespace puzzle::cli {

void configure_driver_command(CLI::App* command, ExitCode& exit_code);
void configure_variants_command(CLI::App* command, ExitCode& exit_code);
void configure_solve_command(CLI::App* command, ExitCode& exit_code);
void configure_check_command(CLI::App* command, ExitCode& exit_code);
void configure_gen_command(CLI::App* command, ExitCode& exit_code);
void configure_tell_apart_command(CLI::App* command, ExitCode& exit_code);
void configure_funny_command(CLI::App* command, ExitCode& exit_code);
void configure_fifteen_command(CLI::App* command, ExitCode& exit_code);
void configure_lecture_command(CLI::App* command, ExitCode& exit_code);
void configure_run_command(CLI::App* command, ExitCode& exit_code);

struct Subcommand {
  std::string_view name;
  std::string_view summary;  // its line in --help
  void (*configure)(CLI::App* command, ExitCode& exit_code);
};

// In --help order.
inline constexpr Subcommand kSubcommands[] = {
    {"driver", "Solve an 8-puzzle as driver.py does and write output.txt (assignment 1)",
     configure_driver_command},
    {"variants",
     "List a preset's named alternative rules (--variant NAME): name, [methods], description; "
     "accept: names: puzzle-grader rules --suite <manifest>",
     configure_variants_command},
    {"solve", "Solve any board; print path, cost and counters", configure_solve_command},
    {"check", "Tell whether a board can reach the goal, and why (exit 0 yes, 1 no)",
     configure_check_command},
    {"gen", "Write a YAML test suite for an assignment, expected outputs from the reference",
     configure_gen_command},
    {"tell-apart", "Find boards on which two sets of deviations print different lines",
     configure_tell_apart_command},
    {"funny", "Print what funny_puzzle.py's print_succ or solve prints (assignment 2)",
     configure_funny_command},
    {"fifteen", "Print what solve_and_print prints for a 15-puzzle (assignment 3)",
     configure_fifteen_command},
    {"lecture", "Print the actions bfs, dfs or ucs of eight_puzzle.py return (assignment 4)",
     configure_lecture_command},
    {"run", "Run an assignment defined in a YAML file (docs/assignment-format.md)",
     configure_run_command},
};

// Runs an assignment request and prints its output (stdout, or `output_file` for the driver
// style), turning errors into one line and an exit code. In funny_command.cc.
ExitCode print_run_output(const Assignment& assignment, const RunRequest& request,
                          const std::string& output_file);

}  // namespace puzzle::cli

// puzzle-ref: the reference solver's command line. Everything real lives in the library;
// this file wires subcommands and turns failures into exit codes.

#include <exception>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/exit_code.h"

using puzzle::cli::ExitCode;

int main(int argc, char** argv) {
  CLI::App app{"puzzle-ref: reference solver for sliding-puzzle search assignments"};
  app.footer(puzzle::cli::exit_code_help());
  app.require_subcommand(1);
  ExitCode exit_code = ExitCode::ok;
  puzzle::cli::add_driver_command(app, exit_code);
  puzzle::cli::add_variants_command(app, exit_code);
  puzzle::cli::add_solve_command(app, exit_code);
  puzzle::cli::add_check_command(app, exit_code);
  puzzle::cli::add_gen_command(app, exit_code);
  puzzle::cli::add_funny_command(app, exit_code);
  puzzle::cli::add_fifteen_command(app, exit_code);
  puzzle::cli::add_lecture_command(app, exit_code);
  puzzle::cli::add_run_command(app, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    puzzle::cli::print_error(std::string(e.what()) + " (see puzzle-ref --help)");
    return static_cast<int>(ExitCode::bad_input);
  } catch (const std::exception& e) {
    puzzle::cli::print_error(std::string("internal error: ") + e.what());
    return static_cast<int>(ExitCode::internal_error);
  }
  return static_cast<int>(exit_code);
}

// puzzle-ref: the reference solver's command line. Everything real lives in the library;
// this file wires subcommands and turns failures into exit codes.

#include <algorithm>
#include <exception>
#include <iterator>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/exit_code.h"

using puzzle::cli::ExitCode;

int main(int argc, char** argv) {
  CLI::App app{"puzzle-ref: reference solver for sliding-puzzle search assignments"};
  app.footer(puzzle::cli::exit_code_help());
  app.require_subcommand(1);
  ExitCode exit_code = ExitCode::ok;
  // Only the subcommand the first argument names, when it names one: setting up the
  // others' options was most of what a short run did besides its search
  // (docs/performance.md, "Fourth round"). --help, a misspelt name or none see them all.
  const std::string_view named = argc > 1 ? std::string_view(argv[1]) : std::string_view();
  const bool names_one =
      std::any_of(std::begin(puzzle::cli::kSubcommands), std::end(puzzle::cli::kSubcommands),
                  [&](const auto& subcommand) { return subcommand.name == named; });
  for (const puzzle::cli::Subcommand& subcommand : puzzle::cli::kSubcommands) {
    if (names_one && subcommand.name != named) continue;
    subcommand.configure(app.add_subcommand(std::string(subcommand.name),
                                            std::string(subcommand.summary)),
                         exit_code);
  }
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

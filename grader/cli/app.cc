#include "cli/app.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/cli.h"
#include "cli/commands.h"

namespace grader {

ExitCode run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  make_tmpdir_absolute();  // before anything reads it, and before any thread exists
  CLI::App app("Grades sliding-puzzle programs against a YAML suite.", "puzzle-grader");
  app.require_subcommand(1);
  RunArgs run_args;
  CLI::App* run_cmd = add_run_command(app, run_args);
  ValidateArgs validate_args;
  CLI::App* validate_cmd = add_validate_command(app, validate_args);
  RulesArgs rules_args;
  CLI::App* rules_cmd = add_rules_command(app, rules_args);
  VerifyArgs verify_args;
  CLI::App* verify_cmd = add_verify_command(app, verify_args);
  BatchArgs batch_args;
  CLI::App* batch_cmd = add_batch_command(app, batch_args);
  ExportArgs export_args;
  CLI::App* export_cmd = add_export_command(app, export_args);
  KitArgs kit_args;
  CLI::App* kit_cmd = add_kit_command(app, kit_args);
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 wants them reversed
  try {
    app.parse(reversed);
  } catch (const CLI::CallForHelp&) {
    out << app.help();
    return ExitCode::all_passed;
  } catch (const CLI::ParseError& e) {
    CLI::App* failing = app.get_subcommands().empty() ? &app : app.get_subcommands().front();
    err << fmt::format("puzzle-grader: error: {}\nTry 'puzzle-grader {}--help' for the options.\n",
                       e.what(), failing == &app ? "" : failing->get_name() + " ");
    return ExitCode::bad_suite_or_usage;
  }
  // Every subcommand but validate and rules makes folders there (validate
  // --debian-packages runs where no temporary folder exists: the kit's test runs it in a
  // root holding the kit).
  if (const auto problem = temp_folder_problem();
      problem && !validate_cmd->parsed() && !rules_cmd->parsed()) {
    err << "puzzle-grader: error: " << *problem << "\n";
    return ExitCode::internal_error;
  }
  if (run_cmd->parsed()) return run_run_command(run_args, out, err);
  if (validate_cmd->parsed()) return run_validate_command(validate_args, out, err);
  if (rules_cmd->parsed()) return run_rules_command(rules_args, out, err);
  if (verify_cmd->parsed()) return run_verify_command(verify_args, out, err);
  if (batch_cmd->parsed()) return run_batch_command(batch_args, out, err);
  if (export_cmd->parsed()) return run_export_command(export_args, out, err);
  if (kit_cmd->parsed()) return run_kit_command(kit_args, out, err);
  return ExitCode::bad_suite_or_usage;  // unreachable: require_subcommand(1)
}

}  // namespace grader

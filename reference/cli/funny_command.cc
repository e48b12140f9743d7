// `puzzle-ref funny <print_succ|solve> <state>`: what funny_puzzle.py prints (assignment 2),
// and `puzzle-ref run --assignment FILE ...`, which runs any assignment file the same way.
// Every preset prints through print_run_output() below.

#include <memory>

#include "cli/commands.h"
#include "presets/assignment_file.h"
#include "presets/assignment_file_yaml.h"
#include "presets/funny.h"

namespace puzzle::cli {
namespace {

struct FunnyOptions {
  std::string function;
  std::string state;
  std::vector<std::string> variants;
};

struct RunOptions {
  std::string assignment_file;
  std::string method;
  std::vector<std::string> boards;
  std::vector<std::string> variants;
  std::string costs;
  std::string output = "output.txt";
};

}  // namespace

ExitCode print_run_output(const Assignment& assignment, const RunRequest& request,
                          const std::string& output_file) {
  const auto output = run_assignment(assignment, request);
  if (!output) return print_error(output.error().message), ExitCode::bad_input;
  switch (output->outcome) {
    case RunOutcome::answered: break;
    case RunOutcome::exhausted:
      print_error("the search ended without reaching the goal under these rules");
      return ExitCode::no_solution;
    case RunOutcome::limit_reached:
      print_error("the search stopped at its expansion limit without reaching the goal");
      return ExitCode::no_solution;
  }
  return write_output(writes_output_file(assignment.output) ? output_file : "-", output->text);
}

namespace {

ExitCode run_file(const RunOptions& options) {
  const auto assignment = load_assignment_file(options.assignment_file);
  if (!assignment) return print_error(assignment.error().message), ExitCode::bad_input;
  RunRequest request{options.method, {}, options.variants, options.costs};
  for (const auto& argument : options.boards) {
    auto text = read_board_argument(argument, assignment->notation);
    if (!text) return print_error(text.error().message), ExitCode::bad_input;
    request.boards.push_back(*text);
  }
  return print_run_output(*assignment, request, options.output);
}

}  // namespace

void configure_funny_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<FunnyOptions>();
  command->add_option("function", options->function, "print_succ or solve")->required();
  command
      ->add_option("state", options->state, "Nine tiles, 0 twice: 4,3,0,... or \"[4, 3, 0, ...]\"")
      ->required();
  command
      ->add_option("--variant", options->variants,
                   "Apply a named alternative rule (repeatable; see `variants funny`)")
      ->allow_extra_args(false);
  command->callback([options, &exit_code] {
    const RunRequest request{options->function, {options->state}, options->variants};
    exit_code = print_run_output(funny_assignment(), request, "");
  });
}

void configure_run_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<RunOptions>();
  command->add_option("--assignment", options->assignment_file, "The assignment file")->required();
  command->add_option("method", options->method, "One of the file's methods")->required();
  command
      ->add_option("boards", options->boards,
                   "The board (a file or - for grid notation), then the goal if the file "
                   "says goal: command-line")
      ->required();
  command
      ->add_option("--variant", options->variants,
                   "Apply a named variant of the file's output style (repeatable)")
      ->allow_extra_args(false);
  command->add_option("--cost", options->costs, "Step costs, e.g. up=1,down=1,left=1,right=1");
  command->add_option("-o,--output", options->output, "File to write for the driver style")
      ->capture_default_str();
  command->callback([options, &exit_code] { exit_code = run_file(*options); });
}

}  // namespace puzzle::cli

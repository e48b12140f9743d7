// `puzzle-ref lecture <bfs|dfs|ucs> <start> <goal>`: the actions eight_puzzle.py's search
// functions return, printed as a Python list (assignment 4).

#include <memory>

#include "cli/commands.h"
#include "presets/lecture.h"

namespace puzzle::cli {
namespace {

struct LectureOptions {
  std::string method;
  std::string start;
  std::string goal;
  std::vector<std::string> variants;
  std::string costs;
};

ExitCode run(const LectureOptions& options) {
  const RunRequest request{
      options.method, {options.start, options.goal}, options.variants, options.costs};
  return print_run_output(lecture_assignment(), request, "");
}

}  // namespace

void configure_lecture_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<LectureOptions>();
  command->add_option("method", options->method, "bfs, dfs or ucs")->required();
  command->add_option("start", options->start, "Nine characters, _ for the blank: 281_43765")
      ->required();
  command->add_option("goal", options->goal, "Goal in the same notation: 1238_4765")->required();
  command
      ->add_option("--variant", options->variants,
                   "Apply a named alternative rule (repeatable; see `variants lecture`)")
      ->allow_extra_args(false);
  command->add_option("--cost", options->costs,
                      "UCS step costs by blank direction (default up=1,down=2,left=3,right=4)");
  command->callback([options, &exit_code] { exit_code = run(*options); });
}

}  // namespace puzzle::cli

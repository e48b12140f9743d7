// `puzzle-ref gen <assignment> ...`: write a YAML test suite (docs/suite-format.md) whose
// expected outputs come from the reference. All the work is in gen/; this file only maps
// options.

#include <memory>

#include <fmt/format.h>

#include "cli/commands.h"
#include "gen/gen.h"

namespace puzzle::cli {
namespace {

ExitCode run(const gen::RawGenOptions& options) {
  const auto generated = gen::generate_suite(options);
  if (!generated) return print_error(generated.error().message), ExitCode::bad_input;
  for (const std::string& warning : generated->warnings) {
    fmt::print(stderr, "puzzle-ref: warning: {}\n", warning);
  }
  return write_output(options.output_path, generated->text);
}

}  // namespace

void configure_gen_command(CLI::App* command, ExitCode& exit_code) {
  auto options = std::make_shared<gen::RawGenOptions>();
  command
      ->add_option("assignment", options->assignment,
                   "driver, funny, fifteen or lecture; other terms: driver-1t2017, "
                   "funny-8tile, funny-variable, driver-w4701")
      ->required();
  command->add_option("--boards", options->boards,
                      "Boards to test, in the assignment's notation (lecture: START:GOAL pairs, "
                      "e.g. 281_43765:1238_4765)");
  command->add_option("--random", options->random, "Random solvable boards per depth");
  command->add_option("--depths", options->depths,
                      "Optimal solution lengths of the random boards, e.g. 5,10,20");
  command->add_option("--seed", options->seed, "Seed of the random boards (std::mt19937_64)");
  command->add_option("--methods", options->methods,
                      "Comma-separated methods (default: all of the assignment's)");
  command
      ->add_option("--visibility", options->visibility,
                   "visible, hidden, after_due_date or after_published")
      ->capture_default_str();
  CLI::Option* variants =
      command
          ->add_option("--variants", options->variants,
                       "Variant outputs to record: all, none or NAME,NAME,... (for a suite "
                       "that records variants: --deviations 0, or an assignment without "
                       "deviations)")
          ->capture_default_str();
  CLI::Option* max_variant_kib =
      command
          ->add_option("--max-variant-kib", options->max_variant_kib,
                       "Leave out variant outputs longer than this (KiB; DFS paths)")
          ->capture_default_str();
  command
      ->add_option("--deviations", options->deviations,
                   "Record what programs with up to this many deviations from the rules "
                   "print (0 to 3)")
      ->capture_default_str();
  command->add_option("--name", options->name, "Suite name (default: <assignment>-public|hidden)");
  command->add_option("-o,--output", options->output_path, "File to write (default: stdout)");
  command->callback([options, variants, max_variant_kib, &exit_code] {
    options->variants_given = variants->count() > 0;
    options->max_variant_kib_given = max_variant_kib->count() > 0;
    exit_code = run(*options);
  });
}

}  // namespace puzzle::cli

// `puzzle-ref variants <preset>`: the preset's named alternative rules, one per line, as
// --variant and gen --variants take them. An assignment manifest's accept: takes the
// rules the suites record instead, which the grader lists (issue 40): said on stderr, so
// the list stays one rule per line.

#include <memory>

#include <fmt/format.h>

#include "cli/commands.h"
#include "presets/catalogue.h"

namespace puzzle::cli {
namespace {

ExitCode run(const std::string& preset_name) {
  const auto preset = find_preset(preset_name);
  if (!preset) return print_error(preset.error().message), ExitCode::bad_input;
  std::size_t width = 0;
  for (const Variant& variant : preset->variants()) width = std::max(width, variant.name.size());
  for (const Variant& variant : preset->variants()) {
    fmt::print("{:<{}}  [{}] {}\n", variant.name, width, variant.applies_to, variant.description);
  }
  fmt::print(stderr,
             "puzzle-ref: these are the names --variant takes; the names an assignment "
             "manifest's accept: takes are the rules its suites record: puzzle-grader rules "
             "--suite <manifest> lists them\n");
  return ExitCode::ok;
}

}  // namespace

void configure_variants_command(CLI::App* command, ExitCode& exit_code) {
  auto preset = std::make_shared<std::string>();
  command->add_option("preset", *preset, "Preset name, e.g. driver")->required();
  command->callback([preset, &exit_code] { exit_code = run(*preset); });
}

}  // namespace puzzle::cli

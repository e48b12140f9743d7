#include "gen/preset_run.h"

#include <fmt/format.h>

#include "search/engine.h"

namespace puzzle::gen {
namespace {

Expected<std::string> answer(const puzzle::Assignment& assignment, RunRequest request) {
  auto output = run_assignment(assignment, request);
  if (!output) return output.error();
  if (output->outcome != RunOutcome::answered) {
    return Error{fmt::format("the {} run on {} did not finish", request.method,
                             request.boards.front())};
  }
  return output->text;
}

std::uint64_t expansions(const AssignmentMethod& method, const Board& start, const Board& goal) {
  switch (method.action) {
    case MethodAction::list_successors:
      return 0;
    case MethodAction::search:
    case MethodAction::iterative_deepening:
      return run_search(method, method.config, start, goal).counters.expanded;
  }
  return 0;
}

}  // namespace

Expected<PresetRun> run_preset(const puzzle::Assignment& assignment, const std::string& method,
                               const std::vector<std::string>& boards, const Board& start,
                               const Board& goal, const std::vector<const Variant*>& variants) {
  const auto found = find_method(assignment, method);
  if (!found) return found.error();
  auto expected = answer(assignment, RunRequest{method, boards});
  if (!expected) return expected.error();
  PresetRun run{*expected, expansions(**found, start, goal), {}};
  for (const Variant* variant : variants) {
    auto output = answer(assignment, RunRequest{method, boards, {std::string(variant->name)}});
    // A variant that cannot finish has no output to recognise.
    if (output && *output != run.expected) {
      run.variant_outputs.push_back({std::string(variant->name), *output});
    }
  }
  return run;
}

}  // namespace puzzle::gen

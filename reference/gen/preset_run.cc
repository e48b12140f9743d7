#include "gen/preset_run.h"

#include <utility>

#include <fmt/format.h>

#include "gen/explained_by.h"
#include "search/engine.h"

namespace puzzle::gen {
namespace {

Expected<RunOutput> answer(const puzzle::Assignment& assignment, RunRequest request) {
  request.machine_lines = MachineLines::zero;
  auto output = run_assignment(assignment, request);
  if (!output) return output.error();
  if (output->outcome != RunOutcome::answered) {
    return Error{
        fmt::format("the {} run on {} did not finish", request.method, request.boards.front())};
  }
  return output;
}

// The expansions behind an answer: its own search's, else (an unsolvable start answered
// before any search) those of the search a program without the check runs.
std::uint64_t expansions(const AssignmentMethod& method, const RunOutput& output,
                         const Board& start, const Board& goal) {
  if (output.search) return output.search->counters.expanded;
  switch (method.action) {
    case MethodAction::list_successors: return 0;
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
  PresetRun run{expected->text,
                expansions(**found, *expected, start, goal),
                expected->search ? expected->search->depth() : 0,
                {}};
  for (const Variant* variant : variants) {
    auto output = answer(assignment, RunRequest{method, boards, {std::string(variant->name)}});
    // A variant that cannot finish has no output to recognise.
    if (output && output->text != run.expected) {
      run.variant_outputs.push_back({std::string(variant->name), output->text});
    }
  }
  return run;
}

std::function<std::optional<std::string>(const SearchConfig&)> answer_under(
    const puzzle::Assignment& assignment, const AssignmentMethod& method, const Board& start,
    const Board& goal) {
  return
      [&assignment, method, start, goal](const SearchConfig& config) -> std::optional<std::string> {
        auto output = run_method(assignment, method, config, start, goal, MachineLines::zero);
        if (output.outcome != RunOutcome::answered) return std::nullopt;
        return std::move(output.text);
      };
}

std::function<std::optional<std::string>(const SearchConfig&)> answer_from(
    const puzzle::Assignment& assignment, MethodSearch search) {
  return [&assignment,
          search = std::move(search)](const SearchConfig& config) -> std::optional<std::string> {
    auto output = format_search(assignment, search(config));
    if (output.outcome != RunOutcome::answered) return std::nullopt;
    return std::move(output.text);
  };
}

void explain_from_reference(const puzzle::Assignment& assignment, DeviationSpace space,
                            const std::string& method, const Board& start, const Board& goal,
                            const PresetRun& reference, int max_size, TestCase& test,
                            const TimePolicy* policy) {
  const AssignmentMethod& deviated = **find_method(assignment, method);
  SearchConfig base = deviated.config;
  test.trivial = reference.depth <= 1;
  base.limits.max_expansions = deviation_expansion_limit(reference.nodes, base.policies.frontier,
                                                         policy);
  record_explained(explain_deviations(ExplainInput{
                       space, base, test.expected, max_size, format_only_lines(test.checks),
                       answer_under(assignment, deviated, start, goal)}),
                   test);
}

}  // namespace puzzle::gen

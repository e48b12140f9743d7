// `puzzle-grader rules`: every name an assignment manifest's `accept:` takes, with its
// sentence (docs/assignment-manifest.md "The instructor's rules").
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <ostream>

#include "cli/commands.h"
#include "suite/assignment.h"

namespace grader {
namespace {

// What the manifest accepts of `rule`, from any part that records it: " (accepted: 0.5)".
std::string accepted_text(const Assignment& assignment, const std::string& rule) {
  for (const AssignmentPart& part : assignment.parts) {
    if (const Acceptance* acceptance = find_acceptance(part.suite, rule)) {
      return fmt::format(" (accepted: {:g})", acceptance->share);
    }
  }
  return "";
}

// Which parts record `rule`, when not all of them do: " [solve]".
std::string where_text(const Assignment& assignment, const RecordedRule& rule) {
  std::vector<std::string> names;
  for (const AssignmentPart& part : assignment.parts) {
    const std::string& name = part.name.empty() ? part.suite.name : part.name;
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  if (rule.parts.size() == names.size()) return "";
  return fmt::format(" [{}]", fmt::join(rule.parts, ", "));
}

void print_rules(const std::string& path, const Assignment& assignment, std::ostream& out) {
  const std::vector<RecordedRule> rules = recorded_rules(assignment.parts);
  if (rules.empty()) {
    out << fmt::format("{}: its suites record no rules, so accept: takes no name\n", path);
    return;
  }
  out << fmt::format("{}: accept: takes {} name{}, the rules its suites record ([parts]: only "
                     "those record it):\n",
                     path, rules.size(), rules.size() == 1 ? "" : "s");
  std::size_t width = 0;
  std::size_t kind_width = 0;
  for (const RecordedRule& rule : rules) {
    width = std::max(width, rule.name.size());
    kind_width = std::max(kind_width, rule.dimension.empty() ? 7 : rule.dimension.size());
  }
  for (const RecordedRule& rule : rules) {
    const std::string kind = rule.dimension.empty() ? "variant" : rule.dimension;
    out << fmt::format("{:<{}}  {:<{}}  {}{}{}\n", rule.name, width, kind, kind_width,
                       rule.sentence, where_text(assignment, rule),
                       accepted_text(assignment, rule.name));
  }
}

}  // namespace

CLI::App* add_rules_command(CLI::App& app, RulesArgs& args) {
  CLI::App* cmd = app.add_subcommand(
      "rules", "List every name an assignment manifest's accept: takes, with its sentence.");
  cmd->add_option("--suite", args.suite, "The assignment manifest, or a suite (YAML).")
      ->required()
      ->check(CLI::ExistingFile);
  return cmd;
}

// The list comes from the suites the manifest names, read without its `accept:`, so a
// wrong name there does not hide the right ones; the manifest's own problems follow on
// `err` (exit 2), a wrong name with its "did you mean".
ExitCode run_rules_command(const RulesArgs& args, std::ostream& out, std::ostream& err) {
  auto applied = load_assignment(args.suite);
  if (applied) {
    print_rules(args.suite, *applied, out);
    return ExitCode::all_passed;
  }
  if (auto listed = load_assignment(args.suite, AcceptedRules::left_out)) {
    print_rules(args.suite, *listed, out);
  }
  for (const SuiteError& error : applied.error()) err << error.to_string() << "\n";
  err << fmt::format("puzzle-grader: {} has {} problem{}.\n", args.suite, applied.error().size(),
                     applied.error().size() == 1 ? "" : "s");
  return ExitCode::bad_suite_or_usage;
}

}  // namespace grader

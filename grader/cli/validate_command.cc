// `puzzle-grader validate`: a suite or assignment checked without running anything, and
// the machine checked for the Python it declares (docs/grader.md).
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <ostream>

#include "cli/commands.h"
#include "grade/assignment_grader.h"
#include "grade/python_probe.h"
#include "manual/manual_grades.h"
#include "report/report.h"
#include "suite/assignment.h"
#include "suite/python_env.h"

namespace grader {
namespace {

// The Debian packages of every suite's declared Python, each once, in first-seen order.
std::vector<std::string> debian_packages(const Assignment& assignment) {
  std::vector<std::string> all;
  for (const AssignmentPart& part : assignment.parts) {
    if (!part.suite.python) continue;
    for (std::string& package : grader::debian_packages(*part.suite.python)) {
      if (std::find(all.begin(), all.end(), package) == all.end()) all.push_back(package);
    }
  }
  return all;
}

// What each test and total-time bonus is worth as graded, one a line, the points aligned.
std::string points_table(const SuiteResult& table) {
  std::vector<std::pair<std::string, std::string>> rows;
  for (const TestResult& test : table.tests)
    rows.emplace_back(test.name, format_points(test.max_score));
  if (table.bonus.max_points > 0) {
    rows.emplace_back("total-time bonus", format_points(table.bonus.max_points));
  }
  std::size_t width = 0;
  for (const auto& row : rows) width = std::max(width, row.first.size());
  std::string out = "Points as graded:\n";
  for (const auto& [name, points] : rows)
    out += fmt::format("  {:<{}}  {:>6}\n", name, width, points);
  return out;
}

}  // namespace

CLI::App* add_validate_command(CLI::App& app, ValidateArgs& args) {
  CLI::App* cmd = app.add_subcommand("validate", "Check a suite file without running anything.");
  cmd->add_option("FILE", args.path, "The suite file, or an assignment manifest (YAML).")
      ->required();
  cmd->add_flag("--debian-packages", args.debian_packages_only,
                "Only print the Debian packages of the Python the suites declare, one "
                "a line (for apt-get install); check nothing on this machine.");
  return cmd;
}

ExitCode run_validate_command(const ValidateArgs& args, std::ostream& out, std::ostream& err) {
  const std::string& path = args.path;
  auto assignment = load_assignment_or_report(path, err, ProblemsStop::checking);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  if (args.debian_packages_only) {
    for (const std::string& package : debian_packages(*assignment)) out << package << "\n";
    return ExitCode::all_passed;
  }
  if (!python_ready_or_report(*assignment, *make_system_runner(), err, ProblemsStop::checking))
    return ExitCode::internal_error;
  std::size_t tests = 0;
  for (const AssignmentPart& part : assignment->parts) tests += part.suite.tests.size();
  if (assignment->parts.size() == 1 && assignment->parts.front().name.empty()) {
    out << fmt::format("{}: OK ({} tests)\n", path, tests);
  } else {
    const double most = assignment->max_points();
    const std::string points = assignment->manual.empty()
                                   ? format_points(most) + " points"
                                   : points_with_written(most, most, assignment->manual_points());
    out << fmt::format("{}: OK ({} suites, {} tests, {})\n", path, assignment->parts.size(), tests,
                       points);
    out << points_table(points_as_graded(*assignment));
  }
  return ExitCode::all_passed;
}

}  // namespace grader

// `puzzle-grader run`: one submission against one suite or assignment (docs/grader.md).
#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <ostream>

#include "batch/progress.h"
#include "cli/commands.h"
#include "cli/interrupt.h"
#include "common/worker_pool.h"
#include "export/feedback.h"
#include "grade/assignment_grader.h"
#include "grade/grader.h"
#include "report/gradescope_report.h"
#include "report/json_report.h"
#include "report/render.h"
#include "report/text_report.h"

namespace grader {
namespace {

Color choose_color(const RunArgs& options, ReportFormat format) {
  bool terminal = options.output.empty() && isatty(STDOUT_FILENO) == 1;
  bool wanted = std::getenv("NO_COLOR") == nullptr;
  return format == ReportFormat::text && terminal && wanted ? Color::ansi : Color::off;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream file(path, std::ios::binary);
  file << text;
  if (!file) throw std::runtime_error(fmt::format("cannot write the report to {}", path));
}

void write_report(const RunArgs& options, const std::string& report, std::ostream& out) {
  if (options.output.empty()) {
    out << report;
    return;
  }
  write_file(options.output, report);
}

// GitHub shows the Markdown a step appends to $GITHUB_STEP_SUMMARY on the run's page;
// it is the student's feedback file (export/feedback.h), so both say the same.
void append_summary(const std::string& path, const SuiteResult& result) {
  StudentResult student;
  student.student = "your submission";
  student.status = status_of(result);
  student.result = result;
  std::ofstream file(path, std::ios::binary | std::ios::app);
  file << feedback_markdown(student) << "\n";
  if (!file) throw std::runtime_error(fmt::format("cannot write the summary to {}", path));
}

TextDetail text_detail(const RunArgs& options) {
  return options.verbose ? TextDetail::instructor : TextDetail::student;
}

std::string report_text(const RunArgs& options, const SuiteResult& result, ReportFormat format) {
  const Color color = choose_color(options, format);
  if (format == ReportFormat::text) return text_report(result, color, text_detail(options));
  return render_report(result, format, color);
}

int test_count(const Assignment& assignment) {
  std::size_t count = 0;
  for (const AssignmentPart& part : assignment.parts) count += part.suite.tests.size();
  return static_cast<int>(count);
}

}  // namespace

CLI::App* add_run_command(CLI::App& app, RunArgs& options) {
  CLI::App* cmd = app.add_subcommand("run", "Grade one submission against one suite.");
  cmd->add_option("--suite", options.suite, "The suite file, or an assignment manifest (YAML).")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--submission", options.submission, "The submission: a file or a folder.")
      ->required();
  cmd->add_option("--format", options.format, "Report format (default: text).")
      ->check(CLI::IsMember(
          {"text", "json", "gradescope", "junit", "github-classroom", "prairielearn"}));
  cmd->add_option("--output", options.output, "Write the report to this file instead of stdout.");
  cmd->add_option("--summary", options.summary,
                  "Also add the results in Markdown to this file (for GitHub Actions: "
                  "\"$GITHUB_STEP_SUMMARY\").");
  cmd->add_option("--json", options.json,
                  "Also write the full JSON report to this file (every test's detail, hidden "
                  "ones included: for the instructor's scripts, never for students).");
  cmd->add_option("--time-limit", options.time_limit, "Seconds per test, for every test.")
      ->check(CLI::Range(0.001, 3600.0));
  cmd->add_option("--deadline", options.deadline,
                  "Finish grading within this time, e.g. 9m or 540s: tests not started by "
                  "then are marked not run, and the report is still written (for platforms "
                  "that stop a grader at their own limit).");
  cmd->add_option("--jobs", options.jobs, "Tests run at once (default: number of cores).")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--no-sandbox", options.no_sandbox,
                "Run without bubblewrap (resource limits only). Only for trusted code.");
  cmd->add_flag("--verbose", options.verbose,
                "Also say how tests were isolated and how limits were enforced (for "
                "instructors; the JSON report always does).");
  return cmd;
}

ExitCode run_run_command(const RunArgs& options, std::ostream& out, std::ostream& err) {
  // Counted from here: the platform's clock started before the grader did.
  const auto started = std::chrono::steady_clock::now();
  std::optional<std::chrono::milliseconds> deadline;
  if (!deadline_or_report(options.deadline, deadline, err)) return ExitCode::bad_suite_or_usage;
  auto runner = make_system_runner();  // starts no thread
  InterruptWatcher interrupts(
      [&](int) { stop_runs_and_say_so(*runner); });  // before any thread exists
  auto assignment = load_assignment_or_report(options.suite, err);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  if (!std::filesystem::exists(options.submission)) {
    err << fmt::format("puzzle-grader: error: the submission {} does not exist\n",
                       options.submission);
    return ExitCode::bad_suite_or_usage;
  }
  if (!workspaces_reachable_or_report(err)) return ExitCode::internal_error;
  if (!python_ready_or_report(*assignment, *runner, err)) return ExitCode::internal_error;
  ReportFormat format = *parse_report_format(options.format);
  GradeOptions grade;
  if (options.time_limit > 0) {
    grade.time_limit = std::chrono::milliseconds(std::llround(options.time_limit * 1000));
  }
  if (deadline) grade.deadline = started + *deadline;
  grade.jobs = puzzle::jobs_or_default(options.jobs);
  grade.isolation = choose_isolation(sandbox_option(options.no_sandbox), *runner,
                                     private_paths_of_run(*assignment, options.submission), err,
                                     text_detail(options));
  // A line per test on a terminal, so a long wait is never a silent one; logs stay as before.
  std::optional<TestProgressPrinter> progress;
  if (isatty(STDERR_FILENO) == 1) {
    progress.emplace(err, test_count(*assignment), grade.jobs);
    grade.test_finished = [&progress](const TestResult& test) { progress->finished(test); };
  }
  auto environment = make_system_environment(*runner);
  SuiteResult result = grade_assignment(*assignment, options.submission, grade, *runner,
                                        *environment);
  if (interrupts.received()) return report_interrupted(err);
  write_report(options,
               format == ReportFormat::gradescope && !assignment->manual.empty()
                   ? gradescope_report(result, assignment->manual)  // the manual part pending
                   : report_text(options, result, format),
               out);
  if (!options.summary.empty()) append_summary(options.summary, result);
  if (!options.json.empty()) write_file(options.json, json_report(result));
  return result.all_passed() ? ExitCode::all_passed : ExitCode::some_failed;
}

}  // namespace grader

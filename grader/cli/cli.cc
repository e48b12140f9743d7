#include "cli/cli.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include <cstdlib>
#include <string_view>
#include <fstream>
#include <iostream>

#include "cli/batch_command.h"
#include "cli/interrupt.h"
#include "export/feedback.h"
#include "grade/assignment_grader.h"
#include "grade/grader.h"
#include "grade/worker_pool.h"
#include "grade/python_probe.h"
#include "report/report.h"
#include "run/workspace.h"
#include "suite/suite_loader.h"
#include "verify/verify.h"

namespace grader {
namespace {

struct RunOptions {
  std::string suite;
  std::string submission;
  std::string format = "text";
  std::string output;
  std::string summary;
  double time_limit = 0;
  int jobs = 0;
  bool no_sandbox = false;
};


// The Debian packages of every suite's declared Python, each once, in first-seen order.
std::vector<std::string> debian_packages(const Assignment& assignment) {
  std::vector<std::string> all;
  for (const AssignmentPart& part : assignment.parts) {
    if (!part.suite.python) continue;
    for (std::string& package : debian_packages(*part.suite.python)) {
      if (std::find(all.begin(), all.end(), package) == all.end()) all.push_back(package);
    }
  }
  return all;
}

// Whether `validate` checks the machine too, or only lists what the suites need.
enum class ValidateWhat { suite_and_machine, debian_packages };

ExitCode validate(const std::string& path, ValidateWhat what, std::ostream& out,
                  std::ostream& err) {
  auto assignment = load_assignment_or_report(path, err);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  switch (what) {
    case ValidateWhat::debian_packages:
      for (const std::string& package : debian_packages(*assignment)) out << package << "\n";
      return ExitCode::all_passed;
    case ValidateWhat::suite_and_machine: break;
  }
  if (!python_ready_or_report(*assignment, err)) return ExitCode::internal_error;
  std::size_t tests = 0;
  for (const AssignmentPart& part : assignment->parts) tests += part.suite.tests.size();
  if (assignment->parts.size() == 1 && assignment->parts.front().name.empty()) {
    out << fmt::format("{}: OK ({} tests)\n", path, tests);
  } else {
    out << fmt::format("{}: OK ({} suites, {} tests, {} points)\n", path,
                       assignment->parts.size(), tests, format_points(assignment->max_points()));
  }
  return ExitCode::all_passed;
}

SandboxOption sandbox_option(bool no_sandbox) {
  return no_sandbox ? SandboxOption::skip : SandboxOption::use;
}

Color choose_color(const RunOptions& options, ReportFormat format) {
  bool terminal = options.output.empty() && isatty(STDOUT_FILENO) == 1;
  bool wanted = std::getenv("NO_COLOR") == nullptr;
  return format == ReportFormat::text && terminal && wanted ? Color::ansi : Color::off;
}

void write_report(const RunOptions& options, const std::string& report, std::ostream& out) {
  if (options.output.empty()) {
    out << report;
    return;
  }
  std::ofstream file(options.output, std::ios::binary);
  file << report;
  if (!file) throw std::runtime_error(fmt::format("cannot write the report to {}", options.output));
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

// What `run` and `verify` do on Ctrl-C: kill the runs and report nothing, since the
// verdicts of killed runs mean nothing.
void stop_runs_and_say_so(int) {
  constexpr std::string_view note = "\nStopping: the tests in progress are cut short. "
                                    "Press Ctrl-C again to quit at once.\n";
  [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, note.data(), note.size());
  stop_all_runs();
}

ExitCode report_interrupted(std::ostream& err) {
  err << "Stopped: nothing was reported, since the tests in progress were cut short.\n";
  return ExitCode::interrupted;
}

ExitCode run(const RunOptions& options, std::ostream& out, std::ostream& err) {
  InterruptWatcher interrupts(stop_runs_and_say_so);  // before any thread exists
  auto assignment = load_assignment_or_report(options.suite, err);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  if (!std::filesystem::exists(options.submission)) {
    err << fmt::format("puzzle-grader: error: the submission {} does not exist\n", options.submission);
    return ExitCode::bad_suite_or_usage;
  }
  if (!workspaces_reachable_or_report(err)) return ExitCode::internal_error;
  if (!python_ready_or_report(*assignment, err)) return ExitCode::internal_error;
  ReportFormat format = *parse_report_format(options.format);
  GradeOptions grade;
  if (options.time_limit > 0) {
    grade.time_limit = std::chrono::milliseconds(std::llround(options.time_limit * 1000));
  }
  grade.jobs = jobs_or_default(options.jobs);
  grade.isolation = choose_isolation(sandbox_option(options.no_sandbox), assignment->files(), err);
  auto runner = make_system_runner();
  auto environment = make_system_environment();
  SuiteResult result = grade_assignment(*assignment, options.submission, grade, *runner, *environment);
  if (interrupts.received()) return report_interrupted(err);
  write_report(options, render_report(result, format, choose_color(options, format)), out);
  if (!options.summary.empty()) append_summary(options.summary, result);
  return result.all_passed() ? ExitCode::all_passed : ExitCode::some_failed;
}

void add_run_command(CLI::App& app, RunOptions& options) {
  CLI::App* cmd = app.add_subcommand("run", "Grade one submission against one suite.");
  cmd->add_option("--suite", options.suite, "The suite file, or an assignment manifest (YAML).")
      ->required()->check(CLI::ExistingFile);
  cmd->add_option("--submission", options.submission, "The submission: a file or a folder.")->required();
  cmd->add_option("--format", options.format, "Report format (default: text).")
      ->check(CLI::IsMember({"text", "json", "gradescope", "junit", "github-classroom", "prairielearn"}));
  cmd->add_option("--output", options.output, "Write the report to this file instead of stdout.");
  cmd->add_option("--summary", options.summary,
                  "Also add the results in Markdown to this file (for GitHub Actions: "
                  "\"$GITHUB_STEP_SUMMARY\").");
  cmd->add_option("--time-limit", options.time_limit, "Seconds per test, for every test.")
      ->check(CLI::Range(0.001, 3600.0));
  cmd->add_option("--jobs", options.jobs, "Tests run at once (default: number of cores).")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--no-sandbox", options.no_sandbox,
                "Run without bubblewrap (resource limits only). Only for trusted code.");
}

struct VerifyArgs {
  std::string dir;
  int jobs = 0;
  bool no_sandbox = false;
};

CLI::App* add_verify_command(CLI::App& app, VerifyArgs& args) {
  CLI::App* cmd = app.add_subcommand(
      "verify", "Grade the example submissions of testcases/ASSIGNMENT and check each gets "
                "the verdict its manifest declares.");
  cmd->add_option("DIR", args.dir, "The assignment folder (suites *.yaml, submissions/).")
      ->required();
  cmd->add_option("--jobs", args.jobs, "Submissions graded at once (default: number of cores).")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--no-sandbox", args.no_sandbox,
                "Run without bubblewrap (resource limits only). Only for trusted code.");
  return cmd;
}

ExitCode verify(const VerifyArgs& args, std::ostream& out, std::ostream& err) {
  InterruptWatcher interrupts(stop_runs_and_say_so);  // before any thread exists
  if (!std::filesystem::is_directory(args.dir)) {
    err << fmt::format("puzzle-grader: error: {} is not a folder\n", args.dir);
    return ExitCode::bad_suite_or_usage;
  }
  if (!workspaces_reachable_or_report(err)) return ExitCode::internal_error;
  VerifyOptions options;
  options.dir = args.dir;
  options.jobs = jobs_or_default(args.jobs);
  options.isolation = choose_isolation(sandbox_option(args.no_sandbox), {args.dir}, err);
  auto runner = make_system_runner();
  auto environment = make_system_environment();
  const VerifyOutcome outcome = run_verify(options, *runner, *environment, out, err);
  if (interrupts.received()) return report_interrupted(err);
  switch (outcome) {
    case VerifyOutcome::all_ok: return ExitCode::all_passed;
    case VerifyOutcome::some_failed: return ExitCode::some_failed;
    case VerifyOutcome::bad_input: return ExitCode::bad_suite_or_usage;
  }
  return ExitCode::internal_error;
}

}  // namespace

ExitCode run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  CLI::App app("Grades sliding-puzzle programs against a YAML suite.", "puzzle-grader");
  app.require_subcommand(1);
  RunOptions options;
  add_run_command(app, options);
  std::string validate_path;
  CLI::App* validate_cmd = app.add_subcommand("validate", "Check a suite file without running anything.");
  validate_cmd->add_option("FILE", validate_path, "The suite file, or an assignment manifest (YAML).")->required();
  bool list_packages = false;
  validate_cmd->add_flag("--debian-packages", list_packages,
                         "Only print the Debian packages of the Python the suites declare, one "
                         "a line (for apt-get install); check nothing on this machine.");
  VerifyArgs verify_args;
  CLI::App* verify_cmd = add_verify_command(app, verify_args);
  BatchArgs batch_args;
  CLI::App* batch_cmd = add_batch_command(app, batch_args);
  ExportArgs export_args;
  CLI::App* export_cmd = add_export_command(app, export_args);
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
  if (validate_cmd->parsed()) {
    return validate(validate_path,
                    list_packages ? ValidateWhat::debian_packages : ValidateWhat::suite_and_machine,
                    out, err);
  }
  if (verify_cmd->parsed()) return verify(verify_args, out, err);
  if (batch_cmd->parsed()) return run_batch_command(batch_args, out, err);
  if (export_cmd->parsed()) return run_export_command(export_args, out, err);
  return run(options, out, err);
}

Isolation choose_isolation(SandboxOption option, const std::vector<std::filesystem::path>& private_paths,
                           std::ostream& err) {
  switch (option) {
    case SandboxOption::skip: return Isolation::rlimits;
    case SandboxOption::use: break;
  }
  if (sandbox_available()) return Isolation::sandbox;
  err << "puzzle-grader: warning: bubblewrap cannot start on this machine (no user namespaces, "
         "as in a default Docker container), so each test runs in the fallback sandbox: no "
         "network, its own user and private folders, resource limits; but it can read every "
         "file that all users may read.\n";
  if (::geteuid() != 0) {
    err << "puzzle-grader: warning: the grader is not root, so the programs run as your own "
           "user and can read your files. Grade as root in a container or VM.\n";
    return Isolation::fallback;
  }
  for (const std::filesystem::path& path : private_paths) {
    if (const auto open = open_to_other_users(path)) {
      err << fmt::format("puzzle-grader: warning: {}, so a submission could read it. Run "
                         "chmod -R go-rwx on it (or chmod o-x on a folder above it).\n", *open);
    }
  }
  return Isolation::fallback;
}

bool workspaces_reachable_or_report(std::ostream& err) {
  const std::filesystem::path parent = std::filesystem::temp_directory_path();
  const auto problem = unreachable_by_run_users(parent);
  if (!problem) return true;
  err << fmt::format("puzzle-grader: error: each test runs as a user of its own in a folder "
                     "under {}, but {}. Point TMPDIR at a folder others can enter (such as "
                     "/tmp), or run chmod o+x on that folder.\n", parent.string(), *problem);
  return false;
}

bool python_ready_or_report(const Assignment& assignment, std::ostream& err) {
  bool ready = true;
  for (const AssignmentPart& part : assignment.parts) {
    for (const std::string& problem : python_problems(part.suite, system_python_probe())) {
      err << fmt::format("puzzle-grader: error: {}: {}\n", part.suite.path.string(), problem);
      ready = false;
    }
  }
  if (!ready) err << "puzzle-grader: nothing was graded.\n";
  return ready;
}

std::optional<Suite> load_suite_or_report(const std::string& path, std::ostream& err) {
  auto suite = load_suite(path);
  if (suite) return *suite;
  for (const SuiteError& error : suite.error()) err << error.to_string() << "\n";
  err << fmt::format("puzzle-grader: {} has {} problem{}; nothing was graded.\n", path,
                     suite.error().size(), suite.error().size() == 1 ? "" : "s");
  return std::nullopt;
}

std::optional<Assignment> load_assignment_or_report(const std::string& path, std::ostream& err) {
  auto assignment = load_assignment(path);
  if (assignment) return std::move(*assignment);
  for (const SuiteError& error : assignment.error()) err << error.to_string() << "\n";
  err << fmt::format("puzzle-grader: {} has {} problem{}; nothing was graded.\n", path,
                     assignment.error().size(), assignment.error().size() == 1 ? "" : "s");
  return std::nullopt;
}

}  // namespace grader

// `puzzle-grader batch`: a class graded, resumably, whole or one share of it
// (docs/instructor-guide.md "Grading a class", "Grading across machines").

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstring>
#include <ostream>
#include <string_view>

#include "batch/batch.h"
#include "batch/build_id.h"
#include "batch/progress.h"
#include "batch/shard.h"
#include "check/text.h"
#include "cli/commands.h"
#include "cli/interrupt.h"
#include "common/worker_pool.h"
#include "export/atomic_file.h"
#include "export/exports.h"
#include "intake/intake.h"
#include "manual/manual_grades.h"
#include "report/untrusted_text.h"
#include "run/cgroup.h"
#include "suite/assignment.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

constexpr std::string_view kStoppingNote =
    "\nStopping: the tests in progress are cut short and their students will be graded "
    "again next time. Press Ctrl-C again to quit at once.\n";

// What a run must not read in a class: the suite, the other students' submissions, and
// the results (which hold the suite's expected outputs).
Isolation isolation_for(const BatchArgs& args, const Assignment& assignment,
                        BoostProcessRunner& runner, std::ostream& err) {
  std::vector<std::filesystem::path> paths = assignment.files();
  paths.insert(paths.end(), {args.submissions, args.out});
  return choose_isolation(args.no_sandbox ? SandboxOption::skip : SandboxOption::use, runner, paths,
                          err, TextDetail::instructor);
}

// What a stored result is keyed by: a lone suite's content hash, or each file's of an
// assignment joined by '+', so editing any of its suites regrades the class.
std::string assignment_hash(const Assignment& assignment) {
  std::string hash;
  for (const std::filesystem::path& file : assignment.files()) {
    hash += (hash.empty() ? "" : "+") + content_hash(file);
  }
  return hash;
}

std::string summary_line(const BatchSummary& summary, const std::string& out) {
  std::string errors = summary.grader_errors == 0
                           ? ""
                           : fmt::format(", {} could not be graded (see the lines above)",
                                         summary.grader_errors);
  std::string kept = summary.already_graded == 0
                         ? ""
                         : fmt::format(" ({} kept from an earlier run)", summary.already_graded);
  return fmt::format("Graded {} student{}{}{}.\nResults in {}/results; gradebook.csv, feedback/, "
                     "summary.json and class-report.html in {}.\n",
                     summary.graded, summary.graded == 1 ? "" : "s", kept, errors, out, out);
}

// What the batch left to the instructor: the written questions, graded by `export --suite`.
std::string written_line(const Assignment& assignment, const BatchArgs& args) {
  if (assignment.manual.empty()) return "";
  return fmt::format("Points: {}. Their sheets: puzzle-grader export --suite {} --submissions {} "
                     "--out {}\n",
                     points_with_written(assignment.max_points(), assignment.max_points(),
                                         assignment.manual_points()),
                     args.suite, args.submissions, args.out);
}

std::string shard_summary_line(const BatchSummary& summary, const Shard& shard,
                               const BatchArgs& args) {
  std::string kept = summary.already_graded == 0
                         ? ""
                         : fmt::format(" ({} kept from an earlier run)", summary.already_graded);
  return fmt::format("Share {}/{}: graded {} student{}{}{}. Results in {}/results.\nWhen every "
                     "share is done: puzzle-grader export --out {} --submissions {}\n",
                     shard.index, shard.count, summary.graded, summary.graded == 1 ? "" : "s", kept,
                     summary.grader_errors == 0
                         ? ""
                         : fmt::format(", {} could not be graded", summary.grader_errors),
                     args.out, args.out, args.submissions);
}

// The rule batch stages the class with: the command line's, with the assignment's
// required files; stored in <out>/intake.json for export. Nothing, after one error line,
// when the command line's rule does not hold.
std::optional<IntakeOptions> intake_rule_or_report(const BatchArgs& args,
                                                   const Assignment& assignment,
                                                   std::ostream& err) {
  IntakeOptions rule;
  rule.required_files = assignment.parts.front().suite.required_files;
  rule.late = {args.due, args.late_penalty};
  rule.attempt =
      puzzle::value_named(kAttemptChoiceTable, args.attempt).value_or(AttemptChoice::last);
  if (!args.due.empty() && !seconds_of(args.due)) {
    err << fmt::format("puzzle-grader: error: --due '{}': write the due time as YYYY-MM-DD HH:MM "
                       "(e.g. 2026-09-21 23:59), in the time of the platform's download\n",
                       display_text(args.due));
    return std::nullopt;
  }
  if (rule.attempt == AttemptChoice::last_on_time && args.due.empty()) {
    err << "puzzle-grader: error: --attempt last-on-time needs --due\n";
    return std::nullopt;
  }
  return rule;
}

std::optional<ClassHandins> students_or_report(const BatchArgs& args, const IntakeOptions& rule,
                                               std::ostream& err) {
  auto handins = class_or_report(args.submissions, args.out, rule, IntakeNotes::say, err);
  if (!handins) return std::nullopt;
  bool known = std::any_of(handins->students.begin(), handins->students.end(),
                           [&](const Student& s) { return s.name == args.only; });
  if (!args.only.empty() && !known) {
    err << fmt::format("puzzle-grader: error: no student '{}' in {}\n", args.only,
                       args.submissions);
    return std::nullopt;
  }
  return handins;
}

// `why`: "Ctrl-C", the signal's name, or "the --deadline 9m".
std::string stopped_line(const BatchSummary& summary, const std::string& why) {
  const int left = summary.interrupted + summary.not_started;
  return fmt::format("Stopped ({}): {} student{} graded and saved in this run, {} left to grade. "
                     "Run the same command again to grade the rest; nothing was exported.\n",
                     why, summary.graded, summary.graded == 1 ? "" : "s", left);
}

std::string signal_words(int signal) { return signal == SIGINT ? "Ctrl-C" : strsignal(signal); }

}  // namespace

CLI::App* add_batch_command(CLI::App& app, BatchArgs& args) {
  CLI::App* cmd = app.add_subcommand(
      "batch", "Grade a folder of submissions (one sub-folder or file per student). Resumable: "
               "after Ctrl-C or a crash, the same command grades only who is left.");
  cmd->add_option("--suite", args.suite, "The suite file, or an assignment manifest (YAML).")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--submissions", args.submissions,
                  "One sub-folder or file per student, or the platform's download as it comes "
                  "(Canvas's or Blackboard's zip, a folder of hw8_<netid>.zip files).")
      ->required();
  cmd->add_option("--attempt", args.attempt,
                  "Which attempt of a student to grade: last (default) or last-on-time "
                  "(the last one at or before --due).")
      ->check(CLI::IsMember(puzzle::names_of(kAttemptChoiceTable)));
  cmd->add_option("--due", args.due,
                  "The due time, YYYY-MM-DD HH:MM, in the time of the download: attempts after "
                  "it are marked late.");
  cmd->add_option("--late-penalty", args.late_penalty,
                  "Percent off a late student's total per day begun after --due (Canvas's "
                  "late mark, which gives no time, counts as one day).")
      ->check(CLI::Range(0.0, 100.0));
  cmd->add_option("--out", args.out, "Where results/ and the exports go.")
      ->required()
      ->transform(folder_argument);
  cmd->add_option("--jobs", args.jobs, "Students graded at once (default: number of cores).")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--only", args.only, "Grade only this student, again.");
  cmd->add_flag("--no-sandbox", args.no_sandbox,
                "Run without bubblewrap (resource limits only). Only for trusted code.");
  cmd->add_option("--shard", args.shard,
                  "Grade only share K of N of the class (e.g. 2/4), for one machine of several; "
                  "default: from a Slurm array or Kubernetes Indexed Job. Then run export.")
      ->excludes("--only");
  cmd->add_option("--deadline", args.deadline,
                  "Stop grading after this time, e.g. 50m or 3000s (a scheduler's time limit): "
                  "students in progress are graded again next time, as after Ctrl-C. Run the "
                  "same command again to grade the rest.");
  return cmd;
}

ExitCode run_batch_command(const BatchArgs& args, std::ostream& out, std::ostream& err) {
  // Counted from here, as run's: the scheduler's clock started before the grader did.
  const auto started = std::chrono::steady_clock::now();
  std::optional<std::chrono::milliseconds> deadline;
  if (!deadline_or_report(args.deadline, deadline, err)) return ExitCode::bad_suite_or_usage;
  auto runner = make_system_runner();  // starts no thread
  // Before any thread exists (see InterruptWatcher).
  InterruptWatcher interrupts([&](int) {
    // A raw write: the workers may be printing progress through `err` meanwhile.
    [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, kStoppingNote.data(),
                                                     kStoppingNote.size());
    runner->stop_all();
  });
  auto assignment = load_assignment_or_report(args.suite, err);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  if (!out_private_or_report(args.out, err)) return ExitCode::bad_suite_or_usage;
  auto rule = intake_rule_or_report(args, *assignment, err);
  if (!rule) return ExitCode::bad_suite_or_usage;
  auto handins = students_or_report(args, *rule, err);
  if (!handins) return ExitCode::bad_suite_or_usage;
  store_intake_rule(args.out, *rule);
  const std::vector<Student>* students = &handins->students;
  // --only names one student, whatever share this machine has.
  auto shard = args.only.empty() ? choose_shard(args.shard) : std::optional<Shard>();
  if (!shard) {
    err << fmt::format("puzzle-grader: error: {}\n", shard.error());
    return ExitCode::bad_suite_or_usage;
  }
  if (!workspaces_reachable_or_report(err)) return ExitCode::internal_error;
  if (!python_ready_or_report(*assignment, *runner, err)) return ExitCode::internal_error;
  BatchOptions options;
  options.out = args.out;
  options.suite_hash = assignment_hash(*assignment);
  options.grader_build = grader_build_id();
  options.jobs = puzzle::jobs_or_default(args.jobs);
  options.isolation = isolation_for(args, *assignment, *runner, err);
  if (!args.only.empty()) options.only = args.only;
  const bool one_share = *shard && (*shard)->count > 1;
  BatchPlan plan = plan_batch(one_share ? share_of(*students, **shard) : *students, options);
  auto environment = make_system_environment(*runner);
  DeadlineTimer timer(deadline ? std::optional(started + *deadline) : std::nullopt,
                      [&] { runner->stop_all(); });
  ProgressPrinter progress(err,
                           isatty(STDERR_FILENO) == 1 ? ProgressStyle::bar : ProgressStyle::lines,
                           assignment->manual_points());
  BatchSummary summary = run_batch(*assignment, plan, options, *runner, *environment, progress);
  progress.done();
  if (auto signal = interrupts.received()) {
    environment.reset();  // waits until every workspace is removed
    err << stopped_line(summary, signal_words(*signal));
    return ExitCode::interrupted;
  }
  // A deadline that came as the last student finished stopped nothing.
  if (timer.fired() && summary.interrupted + summary.not_started > 0) {
    environment.reset();
    std::string why = "the --deadline ";
    why += args.deadline;
    err << stopped_line(summary, why);
    return ExitCode::interrupted;
  }
  if (one_share) {  // the exports wait for every share: `export` merges them
    out << shard_summary_line(summary, **shard, args);
  } else {
    write_exports(results_of(*students, options.out, err).results, options.out);
    out << summary_line(summary, args.out) << written_line(*assignment, args);
  }
  // Said once, for the instructor, when limits were weaker than a control group's.
  if (resource_control() == ResourceControl::rlimits) {
    out << fmt::format("Limits: {}.\n", guarantees(ResourceControl::rlimits));
  }
  return ExitCode::all_passed;
}

}  // namespace grader

// `puzzle-grader verify`: the example submissions of an assignment folder get the
// verdicts and explanations their manifest declares (docs/grader.md).
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <filesystem>
#include <ostream>

#include "batch/build_id.h"
#include "cli/commands.h"
#include "cli/interrupt.h"
#include "common/worker_pool.h"
#include "grade/grader.h"
#include "verify/result_cache.h"
#include "verify/verify.h"

namespace grader {

CLI::App* add_verify_command(CLI::App& app, VerifyArgs& args) {
  CLI::App* cmd = app.add_subcommand(
      "verify", "Grade the example submissions of testcases/ASSIGNMENT and check each gets "
                "the verdict its manifest declares.");
  cmd->add_option("DIR", args.dir, "The assignment folder (suites *.yaml, submissions/).")
      ->required();
  cmd->add_option("--jobs", args.jobs, "Programs run at once (default: number of cores).")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--no-sandbox", args.no_sandbox,
                "Run without bubblewrap (resource limits only). Only for trusted code.");
  cmd->add_flag("--no-cache", args.no_cache,
                "Grade every example again and keep no results (default: reuse the results "
                "of unchanged examples from ~/.cache/puzzle-grader/verify).");
  return cmd;
}

ExitCode run_verify_command(const VerifyArgs& args, std::ostream& out, std::ostream& err) {
  auto runner = make_system_runner();  // starts no thread
  InterruptWatcher interrupts(
      [&](int) { stop_runs_and_say_so(*runner); });  // before any thread exists
  if (!std::filesystem::is_directory(args.dir)) {
    err << fmt::format("puzzle-grader: error: {} is not a folder\n", args.dir);
    return ExitCode::bad_suite_or_usage;
  }
  if (!workspaces_reachable_or_report(err)) return ExitCode::internal_error;
  VerifyOptions options;
  options.dir = args.dir;
  options.jobs = puzzle::jobs_or_default(args.jobs);
  options.isolation = choose_isolation(sandbox_option(args.no_sandbox), *runner, {args.dir}, err,
                                       TextDetail::instructor);
  if (!args.no_cache) {
    options.cache_folder = default_verify_cache_folder();
    options.grader_build = grader_build_id();
  }
  auto environment = make_system_environment(*runner);
  const VerifyOutcome outcome = run_verify(options, *runner, *environment, out, err);
  if (interrupts.received()) return report_interrupted(err);
  switch (outcome) {
    case VerifyOutcome::all_ok: return ExitCode::all_passed;
    case VerifyOutcome::some_failed: return ExitCode::some_failed;
    case VerifyOutcome::bad_input: return ExitCode::bad_suite_or_usage;
  }
  return ExitCode::internal_error;
}

}  // namespace grader

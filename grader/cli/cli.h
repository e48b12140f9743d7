// The puzzle-grader command line: `run`, `validate`, `verify`, `batch`, `export` and `kit`, one
// file each (commands.h), and what they share: loading suites and reporting why not,
// checking the machine, choosing the isolation, Ctrl-C. Returns an ExitCode instead of
// exiting so tests can drive it; main() only adds the last-resort error handler. Built as
// its own library (puzzle_grader_cli), so the grading library does not carry CLI11.
#pragma once

#include <chrono>
#include <filesystem>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "batch/shard.h"
#include "batch/students.h"
#include "common/scratch_folder.h"
#include "intake/intake.h"
#include "report/text_report.h"
#include "run/boost_process_runner.h"

namespace grader {

struct Suite;
struct Assignment;

// Loads the suite at `path`; on errors prints each as file:line:column to `err`, then
// one summary line, and returns nothing.
std::optional<Suite> load_suite_or_report(const std::string& path, std::ostream& err);
// The same for what `run`, `validate` and `batch` take: a suite or an assignment manifest
// (suite/assignment.h).
// What a problem stops, for the summary line: grading ("...; nothing was graded."), or a
// check that grades nothing anyway (`validate`: the count of problems alone).
enum class ProblemsStop { grading, checking };
std::optional<Assignment> load_assignment_or_report(const std::string& path, std::ostream& err,
                                                    ProblemsStop stops = ProblemsStop::grading);

// Whether the programs, which run under uids of their own when the grader is root, can
// reach the test folders made under $TMPDIR; if not, prints one error line naming the
// folder in the way and the fix. Commands that run submissions call it first: otherwise
// every test would fail to start, which would look like the students' fault.
bool workspaces_reachable_or_report(std::ostream& err);

// Whether this machine has the Python the assignment's suites declare (python:, checked by
// grade/python_probe.h); if not, prints one error line per problem naming the Debian
// package to install. Commands that run submissions call it first: a missing package
// would otherwise fail every student's import, which is the grader's fault, not theirs.
bool python_ready_or_report(const Assignment& assignment, ProcessRunner& runner, std::ostream& err,
                            ProblemsStop stops = ProblemsStop::grading);

// A folder given on the command line, as every message prints it: without trailing
// slashes ("grades/" gives "grades", so never "grades//results"); "/" stays "/".
std::string folder_argument(std::string path);

// Whether the command line said --no-sandbox.
enum class SandboxOption { use, skip };
SandboxOption sandbox_option(bool no_sandbox);

// What `run`'s tests must not read (choose_isolation's `private_paths`): the assignment's
// files, and the folder holding the submission when it also holds other students' (a
// class folder: the same warning as batch's, since a run of the fallback could read them).
std::vector<std::filesystem::path> private_paths_of_run(const Assignment& assignment,
                                                        const std::filesystem::path& submission);

// The isolation of this command's runs: none (rlimits) with --no-sandbox, bubblewrap where
// it starts, else the fallback. The fallback is said once on `err`: for the instructor
// (batch, verify, run --verbose) with what it holds and a note when the grader is not
// root (runs then share its uid); for a student (`run`) as one plain sentence. Each of
// `private_paths` (suites, class folders, results) that the runs could read is named with
// the fix either way.
Isolation choose_isolation(SandboxOption option, BoostProcessRunner& runner,
                           const std::vector<std::filesystem::path>& private_paths,
                           std::ostream& err, TextDetail detail);

// Documented in docs/grader.md; scripts and CI depend on these values.
enum class ExitCode {
  all_passed = 0,          // run: every test passed; validate: the suite is fine;
                           // verify: every submission got its declared verdict
  some_failed = 1,         // run: at least one test did not pass; verify: one did not
  bad_suite_or_usage = 2,  // the suite (or verify's manifest) has errors, or the command
                           // line is wrong
  internal_error = 3,      // the grader itself could not continue
  bad_manual_grades = 4,   // export: a filled-in manual/<question>.csv has errors (each
                           // printed as FILE:ROW); no gradebook was written
  interrupted = 130,       // stopped by Ctrl-C (or SIGTERM/SIGHUP): run/verify report nothing;
                           // batch keeps what finished and a rerun resumes (128 + SIGINT)
};

// --deadline's value, "9m", "540s", "540" (seconds) or "1h": how long the whole run may
// take; nullopt for anything else (no sign, no other unit, not 0, at most a week).
std::optional<std::chrono::milliseconds> parse_deadline(const std::string& text);
// `run`'s and `batch`'s --deadline: `text` parsed into `deadline` (left unset when `text`
// is empty); false, after one error line, when it is no deadline.
bool deadline_or_report(const std::string& text, std::optional<std::chrono::milliseconds>& deadline,
                        std::ostream& err);

// What `run` and `verify` do on Ctrl-C (from their InterruptWatcher's handler): kill the
// runs of `runner` and report nothing, since the verdicts of killed runs mean nothing.
void stop_runs_and_say_so(BoostProcessRunner& runner);
// Says that nothing was reported; returns ExitCode::interrupted.
ExitCode report_interrupted(std::ostream& err);

// The class as `batch` and `export` take it: a class folder, or a platform's download
// (intake/intake.h). Downloads and students' zips are staged in a folder of their own
// under `out`, removed when the last copy of `staging` goes (so shards sharing `out`
// never see each other's).
struct ClassHandins {
  std::shared_ptr<puzzle::ScratchFolder> staging;
  std::vector<Student> students;
  HandinLayout layout = HandinLayout::student_folders;
};

// The students of `submissions` under `rule`: the layout taken said on `err` (for a
// platform's download), each entry not graded said as a warning, each decision (attempt,
// renamed file, late rule) as a note; the results folder `out` left out when it lies
// inside; nothing, after one error line, when `submissions` cannot be read.
// Export stages the class again after batch did: it keeps the notes batch already said.
enum class IntakeNotes { say, leave_out };
std::optional<ClassHandins> class_or_report(const std::string& submissions, const std::string& out,
                                            const IntakeOptions& rule, IntakeNotes notes,
                                            std::ostream& err);

// <out>/intake.json: the rule batch staged the class with (intake_rule_json), which
// export stages it with again; the default rule when there is none.
std::filesystem::path intake_rule_path(const std::string& out);
IntakeOptions stored_intake_rule(const std::string& out);
void store_intake_rule(const std::string& out, const IntakeOptions& rule);
// The stored results of `students` (results of students since removed are left out), and
// who has none (batch/shard.h).
ClassResults results_of(const std::vector<Student>& students, const std::filesystem::path& out,
                        std::ostream& err);

// A relative TMPDIR names another folder in every process that changes its working
// folder (bubblewrap's probe, each run in its workspace): before, that silently turned
// the sandbox off with a wrong "no user namespaces" warning. It is made absolute, from
// the folder the grader was started in, before anything reads it.
void make_tmpdir_absolute();

// Why the temporary folder ($TMPDIR, else /tmp) cannot hold the runs' folders (missing,
// not a folder, not writable), in one sentence with the fix; nothing when it can. Said
// before any grading, instead of a library's "temp_directory_path" or a bare "mkdtemp
// failed" (a TMPDIR that a login script sets to a folder a reboot removed).
std::optional<std::string> temp_folder_problem();

// The --out of batch and export: refused (one error line, false) when users other than
// the grader could write to it or to its results/ or feedback/ (run/workspace.h,
// writable_by_other_users): a run's uid could swap another student's result.
bool out_private_or_report(const std::filesystem::path& out, std::ostream& err);

}  // namespace grader

#include "cli/cli.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <string_view>

#include "batch/batch.h"
#include "batch/students.h"
#include "check/text.h"
#include "export/atomic_file.h"
#include "grade/python_probe.h"
#include "run/boost_process_runner.h"
#include "run/workspace.h"
#include "suite/assignment.h"
#include "suite/suite_loader.h"

namespace grader {

void make_tmpdir_absolute() {
  const char* tmpdir = std::getenv("TMPDIR");
  if (tmpdir == nullptr || *tmpdir == '\0' || *tmpdir == '/') return;
  std::error_code error;
  const std::filesystem::path absolute = std::filesystem::absolute(tmpdir, error);
  if (!error) ::setenv("TMPDIR", absolute.c_str(), 1);
}

std::optional<std::string> temp_folder_problem() {
  const char* tmpdir = std::getenv("TMPDIR");
  const bool set = tmpdir != nullptr && *tmpdir != '\0';
  const std::string folder = set ? tmpdir : "/tmp";
  const std::string named = set ? fmt::format("TMPDIR names {}", folder)
                                : fmt::format("the temporary folder {}", folder);
  const std::string fix = set ? "create that folder, or unset TMPDIR to use /tmp"
                              : "set TMPDIR to a folder you can write to";
  std::error_code error;
  const auto status = std::filesystem::status(folder, error);
  std::string_view what;
  if (!std::filesystem::exists(status)) {
    what = "does not exist";
  } else if (!std::filesystem::is_directory(status)) {
    what = "is not a folder";
  } else if (::access(folder.c_str(), W_OK | X_OK) != 0) {
    what = "you cannot write to";
  } else {
    return std::nullopt;
  }
  return fmt::format("{}, which {}, and each test is run in a folder made there: {}", named, what,
                     fix);
}

bool out_private_or_report(const std::filesystem::path& out, std::ostream& err) {
  const auto problem = writable_by_other_users(out, {"results", "feedback"});
  if (!problem) return true;
  err << fmt::format("puzzle-grader: error: {}, so what a test runs could replace the results "
                     "written there. Use a folder only you can write (chmod go-w), or a new one.\n",
                     *problem);
  return false;
}

std::string folder_argument(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path;
}

SandboxOption sandbox_option(bool no_sandbox) {
  return no_sandbox ? SandboxOption::skip : SandboxOption::use;
}

// What `run` and `verify` do on Ctrl-C: kill the runs and report nothing, since the
// verdicts of killed runs mean nothing.
void stop_runs_and_say_so(BoostProcessRunner& runner) {
  constexpr std::string_view note = "\nStopping: the tests in progress are cut short. "
                                    "Press Ctrl-C again to quit at once.\n";
  [[maybe_unused]] const ssize_t written = ::write(STDERR_FILENO, note.data(), note.size());
  runner.stop_all();
}

ExitCode report_interrupted(std::ostream& err) {
  err << "Stopped: nothing was reported, since the tests in progress were cut short.\n";
  return ExitCode::interrupted;
}

namespace {

// Why the fallback sandbox is used, said once (choose_isolation).
void say_fallback(std::ostream& err, TextDetail detail) {
  switch (detail) {
    case TextDetail::student:
      err << "puzzle-grader: note: this computer does not let the grader fully shut programs "
             "off, so the program being tested could read your files. That is fine for your "
             "own program; grade other people's only on the course's grader (--verbose says "
             "more).\n";
      return;
    case TextDetail::instructor: break;
  }
  err << "puzzle-grader: warning: bubblewrap cannot start on this machine (no user namespaces, "
         "as in a default Docker container), so each test runs in the fallback sandbox: no "
         "network, its own user and private folders, resource limits; but it can read every "
         "file that all users may read.\n";
  if (::geteuid() != 0) {
    err << "puzzle-grader: warning: the grader is not root, so the programs run as your own "
           "user and can read your files. Grade as root in a container or VM.\n";
  }
}

}  // namespace

Isolation choose_isolation(SandboxOption option, BoostProcessRunner& runner,
                           const std::vector<std::filesystem::path>& private_paths,
                           std::ostream& err, TextDetail detail) {
  switch (option) {
    case SandboxOption::skip: return Isolation::rlimits;
    case SandboxOption::use: break;
  }
  if (runner.sandbox_available()) return Isolation::sandbox;
  say_fallback(err, detail);
  if (::geteuid() != 0) return Isolation::fallback;
  for (const std::filesystem::path& path : private_paths) {
    if (const auto open = open_to_other_users(path)) {
      err << fmt::format("puzzle-grader: warning: {}, so a submission could read it. Run "
                         "chmod -R go-rwx on it (or chmod o-x on a folder above it).\n",
                         *open);
    }
  }
  return Isolation::fallback;
}

std::vector<std::filesystem::path> private_paths_of_run(const Assignment& assignment,
                                                        const std::filesystem::path& submission) {
  std::vector<std::filesystem::path> paths = assignment.files();
  std::error_code error;
  std::filesystem::path path = std::filesystem::absolute(submission, error).lexically_normal();
  if (!path.has_filename()) path = path.parent_path();  // "class/alice/"
  const std::filesystem::path parent = path.parent_path();
  if (!error && std::filesystem::is_directory(parent, error) && find_students(parent).size() > 1) {
    paths.push_back(parent);
  }
  return paths;
}

bool workspaces_reachable_or_report(std::ostream& err) {
  const std::filesystem::path parent = std::filesystem::temp_directory_path();
  const auto problem = unreachable_by_run_users(parent);
  if (!problem) return true;
  err << fmt::format("puzzle-grader: error: each test runs as a user of its own in a folder "
                     "under {}, but {}. Point TMPDIR at a folder others can enter (such as "
                     "/tmp), or run chmod o+x on that folder.\n",
                     parent.string(), *problem);
  return false;
}

bool python_ready_or_report(const Assignment& assignment, ProcessRunner& runner, std::ostream& err,
                            ProblemsStop stops) {
  PythonProbe probe(runner);
  bool ready = true;
  for (const AssignmentPart& part : assignment.parts) {
    for (const std::string& problem : python_problems(part.suite, probe)) {
      err << fmt::format("puzzle-grader: error: {}: {}\n", part.suite.path.string(), problem);
      ready = false;
    }
  }
  if (!ready && stops == ProblemsStop::grading) err << "puzzle-grader: nothing was graded.\n";
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

std::optional<Assignment> load_assignment_or_report(const std::string& path, std::ostream& err,
                                                    ProblemsStop stops) {
  auto assignment = load_assignment(path);
  if (assignment) {
    for (const std::string& warning : hidden_names_telling_input(*assignment)) {
      err << "puzzle-grader: warning: " << warning << "\n";
    }
    return std::move(*assignment);
  }
  for (const SuiteError& error : assignment.error()) err << error.to_string() << "\n";
  err << fmt::format("puzzle-grader: {} has {} problem{}{}\n", path, assignment.error().size(),
                     assignment.error().size() == 1 ? "" : "s",
                     stops == ProblemsStop::grading ? "; nothing was graded." : ".");
  return std::nullopt;
}

std::optional<ClassHandins> class_or_report(const std::string& submissions, const std::string& out,
                                            const IntakeOptions& rule, IntakeNotes notes,
                                            std::ostream& err) {
  std::error_code error;
  if (!std::filesystem::exists(submissions, error)) {
    err << fmt::format("puzzle-grader: error: {} does not exist\n", display_text(submissions));
    return std::nullopt;
  }
  ClassHandins handins;
  make_private_folder(out);
  handins.staging = std::make_shared<puzzle::ScratchFolder>(".handins", out);
  if (handins.staging->path().empty()) {
    throw std::runtime_error(fmt::format("cannot make a folder in {} for the hand-ins", out));
  }
  IntakeOptions options = rule;
  options.staging = handins.staging->path();
  auto intake = read_handins(submissions, options);
  if (!intake) {
    err << fmt::format("puzzle-grader: error: {}\n", intake.error());
    return std::nullopt;
  }
  handins.layout = intake->layout;
  if (intake->layout != HandinLayout::student_folders) {
    err << fmt::format("puzzle-grader: read {} as {}: {} student{}\n", display_text(submissions),
                       label_of(intake->layout), intake->students.size(),
                       intake->students.size() == 1 ? "" : "s");
  }
  for (const std::string& refused : intake->refused) {
    err << fmt::format("puzzle-grader: warning: not graded: {}\n", refused);
  }
  for (const std::string& note : intake->notes) {
    if (notes == IntakeNotes::say) err << fmt::format("puzzle-grader: note: {}\n", note);
  }
  handins.students = std::move(intake->students);
  // --out inside the submissions folder is not a student
  std::erase_if(handins.students, [&](const Student& s) {
    return std::filesystem::equivalent(s.submission, out, error);
  });
  return handins;
}

std::filesystem::path intake_rule_path(const std::string& out) {
  return std::filesystem::path(out) / "intake.json";
}

IntakeOptions stored_intake_rule(const std::string& out) {
  std::ifstream file(intake_rule_path(out), std::ios::binary);
  if (!file) return {};
  const nlohmann::json value = nlohmann::json::parse(file, nullptr, false);
  return value.is_object() ? intake_rule_from_json(value) : IntakeOptions{};
}

void store_intake_rule(const std::string& out, const IntakeOptions& rule) {
  write_file_atomically(intake_rule_path(out), intake_rule_json(rule).dump(2) + "\n");
}

// The results of the students now in the submissions folder, for the exports: a result
// file of a student since removed from the folder is left out, a student without one is
// listed (batch/shard.h).
ClassResults results_of(const std::vector<Student>& students, const std::filesystem::path& out,
                        std::ostream& err) {
  return merge_class_results(students, load_results(out / "results", err));
}

std::optional<std::chrono::milliseconds> parse_deadline(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  const std::string unit = text.substr(used);
  double scale = 0;
  if (unit.empty() || unit == "s") scale = 1;
  if (unit == "m") scale = 60;
  if (unit == "h") scale = 3600;
  if (scale == 0 || !std::isfinite(value) || value <= 0 || value * scale > 7 * 24 * 3600 ||
      !std::isdigit(static_cast<unsigned char>(text.front()))) {
    return std::nullopt;
  }
  return std::chrono::milliseconds(std::llround(value * scale * 1000));
}

bool deadline_or_report(const std::string& text, std::optional<std::chrono::milliseconds>& deadline,
                        std::ostream& err) {
  if (text.empty()) return true;
  deadline = parse_deadline(text);
  if (deadline) return true;
  err << fmt::format("puzzle-grader: error: --deadline {}: give a time such as 9m, 540s or "
                     "540 (seconds)\n",
                     display_text(text));
  return false;
}

}  // namespace grader

#include "export/similarity.h"

#include <fmt/format.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "common/scratch_folder.h"
#include "report/untrusted_text.h"
#include "run/sandbox.h"  // kSubmissionPath

#ifndef PUZZLE_SIMILARITY_SOURCE_PATH
#error "CMake passes PUZZLE_SIMILARITY_SOURCE_PATH (grader/export/puzzle_similarity.mjs)"
#endif
#ifndef PUZZLE_DOLOS_PREFIX
#error "CMake passes PUZZLE_DOLOS_PREFIX (where scripts/bootstrap.sh installs dolos-lib)"
#endif

namespace grader {
namespace fs = std::filesystem;
namespace {

// Exit codes of puzzle_similarity.mjs (see its header).
constexpr int kScriptNoDolos = 3;

constexpr std::string_view kInstallHint =
    "install it with scripts/bootstrap.sh, or: npm install --prefix " PUZZLE_DOLOS_PREFIX
    " @dodona/dolos-lib";

// Dolos is trusted code but its input is the class's: a generous cap, so that a parser
// stuck on a strange file cannot hold the export forever.
ResourceLimits dolos_limits() {
  ResourceLimits limits;
  limits.cpu_time = std::chrono::milliseconds(kDolosCpuMillis);
  limits.wall_time = wall_cap_for(limits.cpu_time);
  // The script stops starting pairs before these (similarity.h), with time to answer.
  static_assert(kSimilarityDeadlineCpuMillis < kDolosCpuMillis);
  static_assert(kSimilarityDeadlineWallMillis < 2 * kDolosCpuMillis);
  limits.memory_bytes = 0;  // V8 reserves far more address space than it uses
  limits.output_bytes = 16ULL << 20;
  limits.file_size_bytes = 0;
  limits.max_processes = 0;
  return limits;
}

SimilarityReport with_note(SimilarityStatus status, std::string note, int compared) {
  SimilarityReport report;
  report.status = status;
  report.note = std::move(note);
  report.compared = compared;
  return report;
}

// The script's stderr as one line (it prints one; anything more is cut).
std::string first_line(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  return line.empty() ? "no message" : display_text(line.substr(0, 300));
}

SimilarityReport report_of_run(const ProcessResult& run,
                               const std::vector<SubmissionCode>& submissions) {
  const int compared = static_cast<int>(
      std::count_if(submissions.begin(), submissions.end(),
                    [](const SubmissionCode& c) { return c.archive.empty(); }));
  switch (run.termination) {
    case Termination::exited: break;
    case Termination::failed_to_start:
      return with_note(SimilarityStatus::failed, "Node.js could not start: " + run.failure_reason,
                       compared);
    case Termination::signaled:
    case Termination::time_limit:
    case Termination::memory_limit:
    case Termination::output_limit:
      return with_note(
          SimilarityStatus::failed,
          "Dolos was stopped before it finished (time, memory or output limit, or a crash)",
          compared);
  }
  if (run.exit_code == kScriptNoDolos) {
    return with_note(SimilarityStatus::unavailable,
                     fmt::format("Dolos could not be loaded ({}); {}", first_line(run.stderr_data),
                                 kInstallHint),
                     compared);
  }
  if (run.exit_code != 0) {
    return with_note(SimilarityStatus::failed,
                     fmt::format("Dolos failed (exit code {}): {}", run.exit_code,
                                 first_line(run.stderr_data)),
                     compared);
  }
  auto report = parse_dolos_answer(run.stdout_data, submissions);
  if (!report)
    return with_note(SimilarityStatus::failed, "Dolos's answer cannot be read: " + report.error(),
                     compared);
  return *report;
}

}  // namespace

fs::path similarity_script_path() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path beside = exe.parent_path().parent_path() / "share" / "puzzle" /
                            "puzzle_similarity.mjs";
    if (fs::is_regular_file(beside, ec)) return beside;
  }
  return PUZZLE_SIMILARITY_SOURCE_PATH;
}

std::optional<fs::path> find_dolos_prefix() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv(kDolosPrefixEnv); env != nullptr && *env != '\0') {
    candidates.emplace_back(env);
  } else {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) candidates.push_back(exe.parent_path().parent_path() / "share" / "puzzle" / "dolos");
    candidates.emplace_back(PUZZLE_DOLOS_PREFIX);
  }
  for (const fs::path& prefix : candidates) {
    std::error_code ec;
    if (fs::is_regular_file(prefix / "node_modules" / "@dodona" / "dolos-lib" / "package.json",
                            ec)) {
      return prefix;
    }
  }
  return std::nullopt;
}

std::optional<fs::path> find_node() {
  std::string dirs = kSubmissionPath;
  if (const char* path = std::getenv("PATH"); path != nullptr) dirs += std::string(":") + path;
  for (std::string_view rest = dirs; !rest.empty();) {
    const std::size_t colon = rest.find(':');
    const fs::path candidate = fs::path(rest.substr(0, colon)) / "node";
    if (!candidate.parent_path().empty() && ::access(candidate.c_str(), X_OK) == 0)
      return candidate;
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  return std::nullopt;
}

namespace {

// Why the check cannot run at all (too few programs, no Node, no Dolos), or "" with
// SimilarityStatus::checked.
std::pair<SimilarityStatus, std::string> cannot_run(int compared, std::size_t submissions,
                                                    const DolosSetup& setup) {
  if (compared == 0 || submissions < 2) {
    return {SimilarityStatus::too_few,
            fmt::format("only {} submission{} with Python code, nothing to compare", compared,
                        compared == 1 ? "" : "s")};
  }
  if (!setup.node) {
    return {SimilarityStatus::unavailable,
            "Node.js is not installed (no node on the PATH), so Dolos cannot run"};
  }
  if (!setup.dolos_prefix) {
    return {SimilarityStatus::unavailable,
            fmt::format("Dolos (npm @dodona/dolos-lib) is not installed; {}", kInstallHint)};
  }
  return {SimilarityStatus::checked, ""};
}

// A readable copy of `script` in `folder`, or why it could not be made. Node runs as a
// uid of its own, which cannot enter a private install (a clone in a 0700 folder): it
// gets a copy of the script in its folder, as tests get the harness.
puzzle::Expected<fs::path, std::string> copy_script(const fs::path& script,
                                                    const fs::path& folder) {
  const fs::path copy = folder / script.filename();
  std::error_code error;
  fs::copy_file(script, copy, error);
  if (error) {
    return puzzle::unexpected(
        fmt::format("the script {} could not be copied: {}", script.string(), error.message()));
  }
  fs::permissions(copy, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read,
                  error);
  return copy;
}

}  // namespace

SimilarityReport check_similarity(ProcessRunner& runner,
                                  const std::vector<SubmissionCode>& submissions,
                                  const std::optional<SubmissionCode>& starter,
                                  const DolosSetup& setup) {
  const int compared = static_cast<int>(
      std::count_if(submissions.begin(), submissions.end(),
                    [](const SubmissionCode& c) { return c.archive.empty(); }));
  auto [status, why] = cannot_run(compared, submissions.size(), setup);
  if (status != SimilarityStatus::checked) return with_note(status, std::move(why), compared);
  const puzzle::ScratchFolder folder("puzzle-similarity");
  if (folder.path().empty()) {
    return with_note(SimilarityStatus::failed,
                     "no temporary folder could be made in " + fs::temp_directory_path().string(),
                     compared);
  }
  const auto script = copy_script(setup.script, folder.path());
  if (!script) return with_note(SimilarityStatus::failed, script.error(), compared);
  ProcessSpec spec;
  spec.argv = {setup.node->string(), script->string()};
  spec.working_dir = folder.path();
  spec.stdin_data = dolos_request(submissions, starter, *setup.dolos_prefix);
  spec.limits = dolos_limits();
  spec.isolation = Isolation::rlimits;  // Dolos reads only stdin; Node needs its own files
  return report_of_run(runner.run(spec), submissions);
}

SimilarityReport check_class_similarity(ProcessRunner& runner, const std::vector<Student>& students,
                                        const std::optional<fs::path>& starter, const fs::path& out,
                                        const std::vector<ArchiveFolder>& archives) {
  std::vector<fs::path> not_students{out};
  if (starter) not_students.push_back(*starter);
  for (const ArchiveFolder& archive : archives) not_students.push_back(archive.path);
  std::optional<SubmissionCode> starter_code = starter ? read_code(*starter) : std::nullopt;
  if (starter_code && !reason_to_leave_out(*starter_code).empty()) starter_code.reset();
  ClassCode code = class_code(students, not_students);
  for (const ArchiveFolder& archive : archives) {
    ClassCode entries = archive_code(archive);
    std::move(entries.compared.begin(), entries.compared.end(), std::back_inserter(code.compared));
    std::move(entries.left_out.begin(), entries.left_out.end(), std::back_inserter(code.left_out));
  }
  SimilarityReport report =
      check_similarity(runner, code.compared, starter_code,
                       {find_node(), find_dolos_prefix(), similarity_script_path()});
  report.left_out.insert(report.left_out.begin(), code.left_out.begin(), code.left_out.end());
  std::sort(report.left_out.begin(), report.left_out.end(),
            [](const LeftOut& a, const LeftOut& b) { return a.student < b.student; });
  return report;
}

}  // namespace grader

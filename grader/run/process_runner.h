// The one seam between the grader and the operating system: everything that starts a
// process goes through ProcessRunner, so unit tests plug in a fake (see ninja's
// CommandRunner) and the Boost.Process v1 dependency stays in one .cc file.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"

namespace grader {

// Caps applied to one run of untrusted code. Zero means "no cap" for every field.
//
// Time is judged on CPU time (user + system) of the run's whole process tree, so that a
// busy neighbour cannot push a correct program over its limit; wall_time is only a
// safety net for programs that wait (sleep, read a closed pipe): see wall_cap_for().
struct ResourceLimits {
  std::chrono::milliseconds cpu_time{10'000};
  std::chrono::milliseconds wall_time{21'000};
  std::uint64_t memory_bytes = 1ULL << 30;      // address space / cgroup-style cap
  std::uint64_t output_bytes = 1ULL << 20;      // captured stdout+stderr, each
  std::uint64_t file_size_bytes = 16ULL << 20;  // largest file the process may write
  int max_processes = 64;                       // threads and processes together
};

// The wall-clock cap that goes with a CPU-time limit (DOMjudge and Kattis do the same):
// twice the limit plus one second. A program that computes is stopped by its CPU time
// long before; only one that waits, or one starved of the CPU by the whole machine, meets
// the cap. 0 (no limit) stays 0.
constexpr std::chrono::milliseconds wall_cap_for(std::chrono::milliseconds cpu_limit) {
  return cpu_limit.count() == 0 ? cpu_limit : 2 * cpu_limit + std::chrono::seconds(1);
}

// How the run's CPU, memory and process count are measured and capped (cgroup.h):
// a control group of its own per run where the grader may create them, else rlimits.
enum class ResourceControl {
  cgroup_v2,  // unified hierarchy: cpu, memory, pids controllers
  cgroup_v1,  // separate cpu/cpuacct, memory and pids hierarchies
  rlimits,    // per-process rlimits and wait4() usage only
};

// How strongly a run is fenced off from the machine (docs/sandbox.md, docs/security.md).
enum class Isolation {
  sandbox,   // bubblewrap: no network, read-only system, sees only working_dir
  fallback,  // where bubblewrap cannot start (no user namespaces, e.g. a default Docker
             // container): a uid of its own when the grader is root, private folders,
             // and a seccomp filter (no network, no administration calls); rlimits
  rlimits,   // --no-sandbox: rlimits and the process-tree kill only, for trusted code
};

// The one table of isolation names, for reports (metadata), the CLI and tests. `note`
// says what the mode guarantees, once, for whoever reads the report (the instructor).
struct IsolationName {
  Isolation isolation;
  std::string_view name;
  std::string_view note;
};
inline constexpr IsolationName kIsolationTable[] = {
    {Isolation::sandbox, "bubblewrap",
     "each test ran in bubblewrap: no network, only its own files and the system visible"},
    {Isolation::fallback, "fallback",
     "bubblewrap could not start on this machine, so each test ran in the fallback sandbox: "
     "no network (a system-call filter), its own user and private folders when the grader "
     "runs as root, resource limits; it could read the files that every user may read"},
    {Isolation::rlimits, "none",
     "--no-sandbox: each test ran with resource limits only; it could use the network and "
     "read and write whatever the grader's user can. Use it only for trusted code"},
};

constexpr const IsolationName& isolation_entry(Isolation isolation) {
  return puzzle::row_of(kIsolationTable, &IsolationName::isolation, isolation);
}
// "bubblewrap", "fallback" or "none".
constexpr std::string_view to_string(Isolation isolation) {
  return isolation_entry(isolation).name;
}
// The weaker of two modes (none < fallback < bubblewrap): what a report states when its
// tests did not all run alike.
constexpr Isolation weaker(Isolation a, Isolation b) { return a > b ? a : b; }

// Whether the grade depends on what the program prints on stdout. When it does not (the
// answer is a file), printing more than limits.output_bytes is no fault: the runner keeps
// the last output_bytes for the report and discards the rest.
enum class StdoutUse { graded, not_graded };

struct ProcessSpec {
  std::vector<std::string> argv;      // argv[0] is looked up on PATH
  std::filesystem::path working_dir;  // a fresh folder holding the submission
  std::string stdin_data;             // fed then closed
  ResourceLimits limits;
  Isolation isolation = Isolation::sandbox;
  // Extra read-only paths the process may read (e.g. the toolkit's Python harness).
  std::vector<std::filesystem::path> readable_paths;
  StdoutUse stdout_use = StdoutUse::graded;
};

// Why a run ended. Closed set: every consumer switches over it exhaustively.
enum class Termination {
  exited,           // exit_code is valid (0 or not)
  signaled,         // killed by signal `signal` on its own (crash, abort)
  time_limit,       // over limits.cpu_time of CPU, or killed at the limits.wall_time cap
  memory_limit,     // hit limits.memory_bytes (allocation failed or OOM-killed)
  output_limit,     // wrote more than limits.output_bytes; we killed the tree
  failed_to_start,  // argv[0] missing, sandbox could not start, ...
};

// Whose problem a run that failed_to_start is. Only the submission's own file can be the
// program's fault; everything else (bubblewrap, the uid pool, a command of the suite that
// is not installed, a stopping grader) is the grader's set-up, never the student's.
enum class StartFault {
  grader,
  program,  // the submission's own executable could not be executed (mode, #! line)
};

struct ProcessResult {
  Termination termination = Termination::failed_to_start;
  int exit_code = -1;
  int signal = 0;
  std::string stdout_data;         // at most limits.output_bytes (not_graded: the last)
  std::uint64_t stdout_bytes = 0;  // all it printed on stdout, kept or not (as far as known)
  std::string stderr_data;         // at most limits.output_bytes
  std::chrono::milliseconds wall_time{0};
  std::chrono::milliseconds cpu_time{0};        // user + system of the tree, as far as known
  std::uint64_t peak_memory_bytes = 0;          // cgroup peak, else max RSS of one process
  std::string failure_reason;                   // set when failed_to_start
  StartFault start_fault = StartFault::grader;  // with failed_to_start
  // The isolation actually used: fallback when sandbox was asked for but bwrap does not
  // work here (see BoostProcessRunner::effective_isolation()).
  Isolation isolation = Isolation::rlimits;
  ResourceControl resource_control = ResourceControl::rlimits;
};

class ProcessRunner {
 public:
  virtual ~ProcessRunner() = default;
  // Runs spec to completion (or to a limit) and never throws for anything the child
  // does; the whole process tree is gone when this returns.
  virtual ProcessResult run(const ProcessSpec& spec) = 0;
  // True once the runner was stopped (Ctrl-C, BoostProcessRunner::stop_all): runs in
  // progress were killed midway, so results graded since mean nothing and must be dropped.
  virtual bool stopped() const { return false; }
};

// The runner for real processes is BoostProcessRunner (boost_process_runner.h): one per
// process, made by the CLI and passed down as a ProcessRunner&.

// Setting this environment variable (to anything) makes the grader act as if bubblewrap
// could not start: every sandboxed run uses the fallback. For tests, and for hosts where
// bwrap starts but misbehaves.
inline constexpr const char* kNoBubblewrapEnv = "PUZZLE_GRADER_NO_BUBBLEWRAP";

}  // namespace grader

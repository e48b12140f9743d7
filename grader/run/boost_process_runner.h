// The ProcessRunner for real processes, over Boost.Process v1. All Boost.Process
// includes live in boost_process_runner.cc so a move to v2 touches that one file.
//
// How a run is fenced (details and reasons in docs/sandbox.md):
//  - the child starts a new session (so a new process group), with rlimits set between
//    fork and exec: RLIMIT_AS (memory), RLIMIT_NPROC (processes), RLIMIT_FSIZE,
//    RLIMIT_CORE=0, RLIMIT_CPU (backstop for the wall-clock limit);
//  - when the grader runs as root, the child drops to a uid of its own, taken from the
//    runner's pool so that concurrent runs never share one: RLIMIT_NPROC is then per run
//    (the kernel ignores it for root), the program cannot signal the grader, and the
//    whole tree is killed with kill(-1) from a helper running as that uid, which reaches
//    processes that left the process group;
//  - with Isolation::sandbox and a working bwrap, the program runs under bubblewrap
//    (sandbox.h): its own pid namespace dies with it;
//  - stdin is fed then closed; stdout and stderr are read concurrently through poll(),
//    each capped at limits.output_bytes (the first bytes are kept);
//  - the grader process makes itself a child subreaper, so that every orphan of a run
//    is re-parented to the grader instead of init: run() can then reap it, and no
//    zombie outlives run().
//
// One run is a fixed sequence of steps, each a function of boost_process_runner.cc:
// refuse (stopped, no uid) -> prepare (uid, pipes, control group, ChildPlan, launch_plan.h)
// -> launch (spawn, register) -> pump_io (feed stdin, read stdout/stderr, watch limits)
// -> stop_tree (on a limit) -> collect (reap, kill and reap what is left, drain)
// -> judge (termination.h). The Run struct carries what one step hands the next.
//
// The runner owns all its state: the live-process registry, the uid pool, the stop flag,
// the sandbox probe and the host facts. The CLI makes one per command and passes it down.
//
// One runner per process. The kernel re-parents a run's orphans to the grader process,
// not to a runner, and the runner reaps "every child of the process that is not one of
// its own live runs": a second runner alive at the same time would take the first's
// children for orphans and kill or reap them. So the constructor claims the process (the
// run layer's one process-wide flag) and throws std::logic_error when another runner
// holds it; the destructor gives it back.
#pragma once

#include <memory>

#include "run/process_runner.h"

namespace grader {

class BoostProcessRunner final : public ProcessRunner {
 public:
  // Claims the process (see above), and sets what runs rely on that belongs to the
  // process: PR_SET_CHILD_SUBREAPER, SIGPIPE ignored (a child closing its stdin early must
  // not kill us; children get the default back before exec), and the sweep of what
  // graders killed with SIGKILL left behind (cgroup.h). Probes where bwrap is and the
  // host's layout; starts no process and no thread, so it may come before the CLI's
  // InterruptWatcher.
  BoostProcessRunner();
  ~BoostProcessRunner() override;
  BoostProcessRunner(const BoostProcessRunner&) = delete;
  BoostProcessRunner& operator=(const BoostProcessRunner&) = delete;

  // Thread-safe: several worker threads may call run() at once.
  ProcessResult run(const ProcessSpec& spec) override;

  // Stops this runner for good: every run in progress has its whole tree killed (it
  // then returns as a killed run), and later run() calls return failed_to_start at once.
  // This is what Ctrl-C does to a batch. Thread-safe; not async-signal-safe (call it
  // from a signal-watching thread such as InterruptWatcher's, not from a handler).
  void stop_all();
  bool stopped() const override;

  // Whether bwrap is on PATH and runs `true` in our sandbox (false when kNoBubblewrapEnv
  // is set). Probed at the first call, once per runner (thread-safe); later calls are
  // free. The CLI prints its one-time warning when this is false and a suite asks for the
  // sandbox.
  bool sandbox_available();
  // The isolation a run uses for `requested` on this machine: sandbox falls back to
  // fallback when sandbox_available() is false.
  Isolation effective_isolation(Isolation requested);

 private:
  class State;
  std::unique_ptr<State> state_;
};

// The runner for real processes (one per process, see above).
std::unique_ptr<BoostProcessRunner> make_system_runner();

}  // namespace grader

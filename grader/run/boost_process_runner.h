// The ProcessRunner for real processes, over Boost.Process v1. All Boost.Process
// includes live in boost_process_runner.cc so a move to v2 touches that one file.
//
// How a run is fenced (details and reasons in docs/sandbox.md):
//  - the child starts a new session (so a new process group), with rlimits set between
//    fork and exec: RLIMIT_AS (memory), RLIMIT_NPROC (processes), RLIMIT_FSIZE,
//    RLIMIT_CORE=0, RLIMIT_CPU (backstop for the wall-clock limit);
//  - when the grader runs as root, the child drops to a uid of its own, taken from a pool
//    so that concurrent runs never share one: RLIMIT_NPROC is then per run (the kernel
//    ignores it for root), the program cannot signal the grader, and the whole tree is
//    killed with kill(-1) from a helper running as that uid, which reaches processes
//    that left the process group;
//  - with Isolation::sandbox and a working bwrap, the program runs under bubblewrap
//    (sandbox.h): its own pid namespace dies with it;
//  - stdin is fed then closed; stdout and stderr are read concurrently through poll(),
//    each capped at limits.output_bytes (the first bytes are kept);
//  - the grader process makes itself a child subreaper, so that every orphan of a run
//    is re-parented to the grader instead of init: run() can then reap it, and no
//    zombie outlives run().
#pragma once

#include "run/process_runner.h"

namespace grader {

class BoostProcessRunner final : public ProcessRunner {
 public:
  // Sets the process-wide state the runner relies on, once: PR_SET_CHILD_SUBREAPER and
  // SIGPIPE ignored in the grader (a child closing its stdin early must not kill us;
  // children get the default disposition back before exec).
  BoostProcessRunner();

  // Thread-safe: several worker threads may call run() at once.
  ProcessResult run(const ProcessSpec& spec) override;
};

}  // namespace grader

// Turning how a process ended (wait status, what the runner did, stderr) into the
// closed Termination set of process_runner.h. Pure, so every rule is unit-tested
// without running a process.
#pragma once

#include <cstdint>
#include <string_view>

#include "run/cgroup.h"
#include "run/process_runner.h"

namespace grader {

// What the runner itself did to stop the run, if anything.
enum class StopReason {
  none,          // the program ended on its own
  time_limit,    // CPU time over the limit, or we killed the tree at the wall-clock cap
  output_limit,  // we killed the tree when stdout or stderr passed the cap
};

// How the exit status reaches us. bubblewrap reports a child killed by signal N as
// exit code 128+N, so under the sandbox such codes are read back as signals.
enum class ExitEncoding { direct, bwrap };

struct ExitFacts {
  StopReason stopped_by = StopReason::none;
  int wait_status = 0;  // as filled in by wait4()
  ExitEncoding encoding = ExitEncoding::direct;
  std::string_view stderr_data;
  std::uint64_t peak_memory_bytes = 0;
  std::uint64_t memory_limit_bytes = 0;  // 0: no cap
  // From the run's control group (cgroup.h), when it has one.
  MemoryEvent memory_event = MemoryEvent::none;
};

struct Classified {
  Termination termination = Termination::exited;
  int exit_code = -1;  // valid when the program exited
  int signal = 0;      // valid when it was killed by a signal
};

// Rules, in order:
//  - a stop by the runner wins (time_limit / output_limit);
//  - an OOM kill in the run's control group is a memory limit; so is a failed run
//    (nonzero exit or signal) whose group met its memory cap (a write to /dev/shm or
//    /tmp then fails with ENOMEM or ENOSPC instead);
//  - SIGXCPU (RLIMIT_CPU backstop) is a time limit, SIGXFSZ (RLIMIT_FSIZE) an output
//    limit;
//  - a nonzero exit whose stderr ends with Python's `MemoryError` or C++'s
//    `std::bad_alloc` is a memory limit: under RLIMIT_AS allocation fails inside the
//    program, which is how Python reports it;
//  - SIGKILL / SIGSEGV / SIGABRT with a peak RSS of at least 3/4 of the cap is a memory
//    limit (the OOM killer, or a failed allocation in C code);
//  - anything else is `exited` or `signaled`.
Classified classify(const ExitFacts& facts);

// True when the last non-empty line of stderr reports an allocation failure.
bool stderr_reports_out_of_memory(std::string_view stderr_data);

}  // namespace grader

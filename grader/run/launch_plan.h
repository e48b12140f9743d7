// Planning one run before anything is spawned: which executable to start with which
// arguments and environment, and which rlimits the child sets between fork and exec.
// Everything the planning needs to know about the machine is passed in (HostFacts,
// probed once by the runner), so these are unit-tested without starting a process.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "run/child_setup.h"
#include "run/process_runner.h"
#include "run/sandbox.h"

namespace grader {

// What launch planning needs to know about the machine. The runner probes it once, when
// it is made; tests fill it in by hand.
struct HostFacts {
  std::filesystem::path bwrap;  // find_bwrap(): empty when not on PATH
  HostLayout layout;            // probe_host_layout()
};

// What to hand to Boost.Process: the executable, and the arguments after argv[0].
struct Launch {
  std::filesystem::path exe;
  std::vector<std::string> args;
};

// The child's rlimits for `limits`. With a control group (control != rlimits) memory is
// capped there (the whole tree, shared memory included), so there is no RLIMIT_AS; the
// CPU-time rlimit is then a backstop one second past the group's watch. Under the sandbox
// RLIMIT_NPROC counts bwrap's two processes too. Always RLIMIT_CORE 0.
std::vector<Rlimit> rlimits_for(const ResourceLimits& limits, Isolation isolation,
                                ResourceControl control);

// argv[0] without a slash, looked up on the submission's PATH (kSubmissionPath, what the
// sandbox sees), then, without the sandbox only, on the grader's PATH. A name with a
// slash is used as is. nullopt when it is found nowhere.
std::optional<std::filesystem::path> resolve_program(const std::string& name, Isolation isolation);

// Plans the run of `spec` under `isolation`: resolves the program, fills plan.envp (the
// submission's whole environment; TMPDIR is the working folder without the sandbox) and,
// for the fallback, plan.seccomp. Under the sandbox the launch is bwrap, whose command
// line reads its status fd and seccomp program from the child's fds 3 and 4 when
// plan.fds[3] / plan.fds[4] are set. Expects plan.fds to be filled in already; touches
// nothing else of `plan`. The error is one line for ProcessResult::failure_reason.
puzzle::Expected<Launch, std::string> plan_launch(const ProcessSpec& spec, Isolation isolation,
                                                  const HostFacts& host, ChildPlan& plan);

}  // namespace grader

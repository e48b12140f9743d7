// What a child does between fork and exec to become a run: its fds, process group,
// working folder, rlimits and uid. Everything is planned before fork (ChildPlan); the
// child only makes async-signal-safe system calls, since the grader is multi-threaded.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include <linux/filter.h>
#include <sys/resource.h>
#include <sys/types.h>

namespace grader {

struct Rlimit {
  int resource;
  rlim_t value;
};

// A new process group is what killing the tree needs. A new session (setsid) also
// detaches from the grader's controlling terminal, which only matters when there is
// one; it costs ~2 ms on kernels with sched autogroup, so it is used only then.
enum class Grouping { new_session, new_process_group };

// Whether the grader has a controlling terminal (probed once).
bool grader_has_terminal();

struct ChildPlan {
  // Become the child's 0, 1, 2, 3 and 4 (3: bwrap's status, 4: its seccomp program).
  std::array<int, 5> fds{-1, -1, -1, -1, -1};
  Grouping grouping = Grouping::new_session;
  std::vector<Rlimit> rlimits;
  std::optional<uid_t> uid;                // drop to this uid and gid when set
  // Installed last, after the uid change (seccomp_filter.h); points into a filter that
  // outlives the run.
  std::optional<sock_fprog> seccomp;
  std::string working_dir;
  std::vector<std::string> env_storage;
  std::vector<char*> envp;
};

// Drops every group and sets the real, effective and saved uid and gid to `uid`, with raw
// system calls (see child_setup.cc). Returns the name of the failed step, or nullptr.
const char* drop_privileges(uid_t uid);

// Applies `plan` in a freshly forked child. Returns the name of the failed step, or
// nullptr; the caller reports it and exits.
const char* prepare_child(const ChildPlan& plan);

}  // namespace grader

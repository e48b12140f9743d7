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
  rlim_t value;     // the soft limit
  rlim_t hard = 0;  // 0: the same as value
};

// A new process group is what killing the tree needs. Every run gets a new session
// (setsid), which also makes it a process group of its own: it detaches the run from
// the grader's controlling terminal and, on kernels with sched autogroup, gives it a
// scheduler group of its own, so a run that starts 30 busy processes does not take the
// CPU from another run (this costs ~2 ms per run). new_process_group is only for
// callers that must stay in the grader's session.
enum class Grouping { new_session, new_process_group };

// Without bubblewrap, a run may get an IPC namespace of its own (System V shared memory,
// message queues, semaphores and POSIX message queues), which the kernel frees with
// everything in it when the run's last process is gone. That needs CAP_SYS_ADMIN (a
// root grader outside a default Docker container); where unshare() is refused, the run
// shares the machine's, and remove_files_and_ipc_of() (process_tree.h) cleans up after it.
enum class IpcNamespace { shared, own_where_allowed };

struct ChildPlan {
  // Become the child's 0, 1, 2, 3 and 4 (3: bwrap's status, 4: its seccomp program).
  std::array<int, 5> fds{-1, -1, -1, -1, -1};
  // cgroup.procs of the run's control groups (cgroup.h): the child joins them first,
  // before anything else, so that nothing it starts ever runs outside them.
  std::vector<int> cgroup_procs_fds;
  Grouping grouping = Grouping::new_session;
  IpcNamespace ipc = IpcNamespace::shared;
  std::vector<Rlimit> rlimits;
  std::optional<uid_t> uid;  // drop to this uid and gid when set
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

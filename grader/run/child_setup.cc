#include "run/child_setup.h"

#include "run/seccomp_filter.h"

#include <csignal>

#include <fcntl.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace grader {
namespace {

int raw_setgroups_empty() { return static_cast<int>(::syscall(SYS_setgroups, 0, nullptr)); }
// Raw syscalls on purpose: glibc's setresuid() broadcasts to all threads, machinery
// that is not meant to run in a child forked from a multi-threaded process.
int raw_setresgid(gid_t gid) { return static_cast<int>(::syscall(SYS_setresgid, gid, gid, gid)); }
int raw_setresuid(uid_t uid) { return static_cast<int>(::syscall(SYS_setresuid, uid, uid, uid)); }

const char* reset_signals() {
  sigset_t none;
  sigemptyset(&none);
  if (::sigprocmask(SIG_SETMASK, &none, nullptr) != 0) return "sigprocmask";
  struct sigaction dfl {};
  dfl.sa_handler = SIG_DFL;
  if (::sigaction(SIGPIPE, &dfl, nullptr) != 0) return "sigaction(SIGPIPE)";
  return nullptr;
}

// Moves the planned fds onto 0..3. Each source is first duplicated above 64 so that a
// source already sitting on a low target (the grader started with stdin closed) is not
// clobbered by an earlier dup2.
const char* install_fds(const ChildPlan& plan) {
  std::array<int, 5> high{-1, -1, -1, -1, -1};
  for (std::size_t i = 0; i < plan.fds.size(); ++i) {
    if (plan.fds[i] < 0) continue;
    high[i] = ::fcntl(plan.fds[i], F_DUPFD_CLOEXEC, 64);
    if (high[i] < 0) return "fcntl(F_DUPFD)";
  }
  for (std::size_t i = 0; i < high.size(); ++i) {
    if (high[i] >= 0 && ::dup2(high[i], static_cast<int>(i)) < 0) return "dup2";
  }
  return nullptr;
}

// Every other inherited fd closes at exec; CLOEXEC rather than close so that
// Boost.Process's own exec-error pipe keeps working until execve.
void close_other_fds_at_exec(int first) {
#ifdef SYS_close_range
  constexpr unsigned kCloseRangeCloexec = 1U << 2;
  if (::syscall(SYS_close_range, first, ~0U, kCloseRangeCloexec) == 0) return;
#endif
  for (int fd = first; fd < 65536; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
}

// The lowest fd past the planned ones (at least 3: stdin, stdout and stderr stay).
int first_unplanned_fd(const ChildPlan& plan) {
  int first = 3;
  for (std::size_t i = 3; i < plan.fds.size(); ++i) {
    if (plan.fds[i] >= 0) first = static_cast<int>(i) + 1;
  }
  return first;
}

}  // namespace

const char* drop_privileges(uid_t uid) {
  if (raw_setgroups_empty() != 0) return "setgroups";
  if (raw_setresgid(uid) != 0) return "setresgid";
  if (raw_setresuid(uid) != 0) return "setresuid";
  return nullptr;
}

const char* prepare_child(const ChildPlan& plan) {
  for (int fd : plan.cgroup_procs_fds) {
    if (::write(fd, "0", 1) != 1) return "joining the run's control group";  // "0": this process
  }
  if (const char* failed = reset_signals()) return failed;
  if (const char* failed = install_fds(plan)) return failed;
  // The child leads a new process group, so the whole tree (minus processes that call
  // setsid() themselves) is one kill(-pgid) away.
  switch (plan.grouping) {
    case Grouping::new_session:
      if (::setsid() < 0) return "setsid";
      break;
    case Grouping::new_process_group:
      if (::setpgid(0, 0) < 0) return "setpgid";
      break;
  }
  // Before the uid change, which drops the capability it needs; a refusal is no error.
  if (plan.ipc == IpcNamespace::own_where_allowed) ::unshare(CLONE_NEWIPC);
  if (::chdir(plan.working_dir.c_str()) != 0) return "chdir to the working folder";
  for (const Rlimit& limit : plan.rlimits) {
    const struct rlimit value { limit.value, limit.hard == 0 ? limit.value : limit.hard };
    if (::setrlimit(limit.resource, &value) != 0) return "setrlimit";
  }
  close_other_fds_at_exec(first_unplanned_fd(plan));
  if (plan.uid) {
    if (const char* failed = drop_privileges(*plan.uid)) return failed;
  }
  // After the uid change, which clears it. If the grader dies, the run dies with it.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return "prctl(PR_SET_PDEATHSIG)";
  // Last: the filter must not refuse any of the steps above.
  if (plan.seccomp) return install_seccomp(*plan.seccomp);
  return nullptr;
}

}  // namespace grader

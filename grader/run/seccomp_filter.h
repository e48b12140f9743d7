// The system-call filter of the fallback sandbox (docs/sandbox.md "Without bubblewrap"):
// where bubblewrap cannot start (no user namespaces, as in a default Docker container),
// each run still gets no network and none of the kernel's administration calls. The
// filter is compiled once in the grader with libseccomp and installed in each child
// between fork and exec with two prctl() calls, which are async-signal-safe (libseccomp
// itself allocates, so it must not run in a child forked from a multi-threaded grader).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <linux/filter.h>

#include "common/expected.h"

namespace grader {

// How the filter answers a call it refuses.
enum class Refusal {
  eacces,  // "permission denied": sockets of any family but AF_UNIX
  eperm,   // "operation not permitted": administration calls
  enosys,  // "no such call": clone3, whose flags sit behind a pointer the filter cannot
           // read; glibc then falls back to clone(), whose flags it can
};

// The one table of refused calls: the builder, the tests and docs/sandbox.md read it.
struct RefusedCall {
  std::string_view name;  // as libseccomp names it
  Refusal refusal;
  std::string_view why;
};
inline constexpr RefusedCall kRefusedCalls[] = {
    {"ptrace", Refusal::eperm, "reading or steering another process"},
    {"process_vm_readv", Refusal::eperm, "reading another process's memory"},
    {"process_vm_writev", Refusal::eperm, "writing another process's memory"},
    {"kcmp", Refusal::eperm, "comparing another process's kernel objects"},
    {"mount", Refusal::eperm, "changing what the file system shows"},
    {"umount2", Refusal::eperm, "changing what the file system shows"},
    {"pivot_root", Refusal::eperm, "changing what the file system shows"},
    {"chroot", Refusal::eperm, "changing what the file system shows"},
    {"fsopen", Refusal::eperm, "changing what the file system shows"},
    {"fsmount", Refusal::eperm, "changing what the file system shows"},
    {"fspick", Refusal::eperm, "changing what the file system shows"},
    {"move_mount", Refusal::eperm, "changing what the file system shows"},
    {"open_tree", Refusal::eperm, "changing what the file system shows"},
    {"mount_setattr", Refusal::eperm, "changing what the file system shows"},
    {"open_by_handle_at", Refusal::eperm, "opening files without a path (escapes folders)"},
    {"name_to_handle_at", Refusal::eperm, "naming files without a path"},
    {"unshare", Refusal::eperm, "new namespaces"},
    {"setns", Refusal::eperm, "joining other namespaces"},
    {"keyctl", Refusal::eperm, "the kernel's key store"},
    {"add_key", Refusal::eperm, "the kernel's key store"},
    {"request_key", Refusal::eperm, "the kernel's key store"},
    {"bpf", Refusal::eperm, "loading kernel programs"},
    {"perf_event_open", Refusal::eperm, "profiling other processes and the kernel"},
    {"userfaultfd", Refusal::eperm, "a tool of kernel exploits"},
    {"io_uring_setup", Refusal::eperm, "a second way to make system calls, unfiltered"},
    {"io_uring_enter", Refusal::eperm, "a second way to make system calls, unfiltered"},
    {"io_uring_register", Refusal::eperm, "a second way to make system calls, unfiltered"},
    {"init_module", Refusal::eperm, "loading kernel modules"},
    {"finit_module", Refusal::eperm, "loading kernel modules"},
    {"delete_module", Refusal::eperm, "unloading kernel modules"},
    {"kexec_load", Refusal::eperm, "replacing the kernel"},
    {"kexec_file_load", Refusal::eperm, "replacing the kernel"},
    {"reboot", Refusal::eperm, "rebooting"},
    {"swapon", Refusal::eperm, "swap"},
    {"swapoff", Refusal::eperm, "swap"},
    {"acct", Refusal::eperm, "process accounting"},
    {"quotactl", Refusal::eperm, "disk quotas"},
    {"syslog", Refusal::eperm, "the kernel log"},
    {"settimeofday", Refusal::eperm, "the clock"},
    {"clock_settime", Refusal::eperm, "the clock"},
    {"clock_adjtime", Refusal::eperm, "the clock"},
    {"adjtimex", Refusal::eperm, "the clock"},
    {"iopl", Refusal::eperm, "hardware ports"},
    {"ioperm", Refusal::eperm, "hardware ports"},
    {"lookup_dcookie", Refusal::eperm, "kernel profiling"},
    {"fanotify_init", Refusal::eperm, "watching the whole file system"},
    {"uselib", Refusal::eperm, "an obsolete loader call"},
    {"clone3", Refusal::enosys, "new namespaces (flags unreadable: glibc falls back to clone)"},
};

// The errno a refusal gives.
int errno_of(Refusal refusal);

// A compiled filter (classic BPF), ready for prctl(PR_SET_SECCOMP). Besides the table:
// socket() with any family but AF_UNIX fails with EACCES; clone() with a namespace flag
// fails with EPERM; a call from another architecture's ABI (int 0x80, x32) kills the
// process. Everything else is allowed.
class SeccompFilter {
 public:
  // Compiles the filter for the grader's own architecture; the error says what failed.
  static puzzle::Expected<SeccompFilter, std::string> build();

  // The program to install; points into *this, so valid while it lives.
  sock_fprog program() const;

 private:
  std::vector<sock_filter> code_;
};

// The filter every fallback run of this process installs, built on first use
// (thread-safe, cached). Its error when libseccomp could not build it.
const puzzle::Expected<SeccompFilter, std::string>& fallback_filter();

// In the child, after the uid change: sets no_new_privs (so neither a set-uid program nor
// the filter's own installation needs privileges) and installs `program`.
// Async-signal-safe. Returns the name of the failed step, or nullptr.
const char* install_seccomp(const sock_fprog& program);

}  // namespace grader

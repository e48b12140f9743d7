// The fallback filter, installed in a forked child that then tries each call. Expected
// errnos come from the filter's contract (issue 13: sockets of a network family refused
// with EACCES, administration calls with EPERM), not from the code under test.
#include "run/seccomp_filter.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <functional>
#include <thread>

#include <sched.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace grader {
namespace {

// Runs `probe` in a child with the filter installed; returns the errno it ended with
// (0: the call succeeded), or -1 when the child did not exit normally.
int errno_in_filtered_child(const std::function<int()>& probe) {
  const auto& filter = fallback_filter();
  EXPECT_TRUE(filter.has_value()) << (filter ? "" : filter.error());
  if (!filter) return -1;
  const sock_fprog program = filter->program();
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (install_seccomp(program) != nullptr) ::_exit(255);
    errno = 0;
    const int result = probe();
    ::_exit(result < 0 ? errno : 0);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int open_socket(int family, int type) {
  const int fd = ::socket(family, type, 0);
  if (fd >= 0) ::close(fd);
  return fd;
}

TEST(SeccompFilter, refuses_network_sockets_with_eacces) {
  EXPECT_EQ(errno_in_filtered_child([] { return open_socket(AF_INET, SOCK_STREAM); }), EACCES);
  EXPECT_EQ(errno_in_filtered_child([] { return open_socket(AF_INET6, SOCK_DGRAM); }), EACCES);
  EXPECT_EQ(errno_in_filtered_child([] { return open_socket(AF_NETLINK, SOCK_RAW); }), EACCES);
  EXPECT_EQ(errno_in_filtered_child([] { return open_socket(AF_PACKET, SOCK_RAW); }), EACCES);
}

TEST(SeccompFilter, allows_local_sockets_and_pipes) {
  EXPECT_EQ(errno_in_filtered_child([] { return open_socket(AF_UNIX, SOCK_STREAM); }), 0);
  EXPECT_EQ(errno_in_filtered_child([] {
              int fds[2];
              return ::socketpair(AF_UNIX, SOCK_STREAM, 0, fds);
            }),
            0);
}

TEST(SeccompFilter, refuses_administration_calls_with_eperm) {
  EXPECT_EQ(errno_in_filtered_child(
                [] { return static_cast<int>(::ptrace(PTRACE_TRACEME, 0, nullptr, nullptr)); }),
            EPERM);
  EXPECT_EQ(errno_in_filtered_child([] { return ::unshare(CLONE_NEWUSER); }), EPERM);
  EXPECT_EQ(errno_in_filtered_child([] { return ::unshare(CLONE_NEWNET); }), EPERM);
  EXPECT_EQ(errno_in_filtered_child(
                [] { return static_cast<int>(::syscall(SYS_keyctl, 0, 0, 0, 0, 0)); }),
            EPERM);
  EXPECT_EQ(errno_in_filtered_child(
                [] { return static_cast<int>(::syscall(SYS_bpf, 0, nullptr, 0)); }),
            EPERM);
  EXPECT_EQ(errno_in_filtered_child([] {
              return static_cast<int>(::syscall(SYS_mount, "none", "/mnt", "tmpfs", 0, nullptr));
            }),
            EPERM);
}

TEST(SeccompFilter, refuses_clone_into_a_new_namespace) {
  EXPECT_EQ(errno_in_filtered_child([] {
              return static_cast<int>(
                  ::syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, nullptr, nullptr, nullptr, 0));
            }),
            EPERM);
  EXPECT_EQ(errno_in_filtered_child(
                [] { return static_cast<int>(::syscall(SYS_clone3, nullptr, 0)); }),
            ENOSYS);
}

TEST(SeccompFilter, leaves_ordinary_programs_alone) {
  // fork, threads (glibc tries clone3 first, then clone) and exec all still work.
  EXPECT_EQ(errno_in_filtered_child([] {
              const pid_t child = ::fork();
              if (child == 0) ::_exit(0);
              int status = 0;
              return child > 0 && ::waitpid(child, &status, 0) == child ? 0 : -1;
            }),
            0);
  EXPECT_EQ(errno_in_filtered_child([] {
              int value = 0;
              std::thread([&] { value = 1; }).join();
              return value == 1 ? 0 : -1;
            }),
            0);
  EXPECT_EQ(errno_in_filtered_child([] {
              const pid_t child = ::fork();
              if (child == 0) {
                ::execl("/bin/true", "true", nullptr);
                ::_exit(99);
              }
              int status = 0;
              ::waitpid(child, &status, 0);
              return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
            }),
            0);
}

TEST(SeccompFilter, every_refused_call_has_a_reason) {
  for (const RefusedCall& call : kRefusedCalls) {
    EXPECT_FALSE(call.why.empty()) << call.name;
    EXPECT_NE(errno_of(call.refusal), 0) << call.name;
  }
}

}  // namespace
}  // namespace grader

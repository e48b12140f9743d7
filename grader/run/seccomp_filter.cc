#include "run/seccomp_filter.h"

#include <cerrno>
#include <cstring>
#include <memory>

#include <fmt/format.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "run/posix_fd.h"

namespace grader {
namespace {

using Context = std::unique_ptr<void, decltype(&seccomp_release)>;

std::string failure(std::string_view step, int rc) {
  return fmt::format("cannot build the system-call filter ({}: {})", step, std::strerror(-rc));
}

// The namespace flags of clone(): each one makes the call fail with EPERM. clone()'s
// flags are its first argument on x86-64 and arm64 (not on s390, which this toolkit does
// not target).
constexpr unsigned long kNamespaceFlags[] = {CLONE_NEWUSER,  CLONE_NEWNS,  CLONE_NEWNET,
                                             CLONE_NEWPID,   CLONE_NEWIPC, CLONE_NEWUTS,
                                             CLONE_NEWCGROUP};

// Adds every rule; returns an error message or an empty string.
std::string add_rules(scmp_filter_ctx ctx) {
  for (const RefusedCall& call : kRefusedCalls) {
    const int nr = seccomp_syscall_resolve_name(std::string(call.name).c_str());
    if (nr == __NR_SCMP_ERROR) continue;  // not a call of this architecture
    const int rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(errno_of(call.refusal)), nr, 0);
    if (rc != 0) return failure(call.name, rc);
  }
  int rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EACCES), SCMP_SYS(socket), 1,
                            SCMP_A0(SCMP_CMP_NE, AF_UNIX));
  if (rc != 0) return failure("socket", rc);
  for (const unsigned long flag : kNamespaceFlags) {
    rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                          SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag));
    if (rc != 0) return failure("clone", rc);
  }
  return {};
}

// libseccomp writes the compiled program to a file descriptor; a memfd holds it.
puzzle::Expected<std::vector<sock_filter>, std::string> export_program(scmp_filter_ctx ctx) {
  const UniqueFd memory(::memfd_create("puzzle-seccomp", MFD_CLOEXEC));
  if (!memory.valid()) return puzzle::unexpected(failure("memfd_create", -errno));
  if (const int rc = seccomp_export_bpf(ctx, memory.get()); rc != 0) {
    return puzzle::unexpected(failure("export", rc));
  }
  const off_t size = ::lseek(memory.get(), 0, SEEK_END);
  if (size <= 0 || size % static_cast<off_t>(sizeof(sock_filter)) != 0) {
    return puzzle::unexpected(
        std::string("cannot build the system-call filter (odd program size)"));
  }
  std::vector<sock_filter> code(static_cast<std::size_t>(size) / sizeof(sock_filter));
  if (::pread(memory.get(), code.data(), static_cast<std::size_t>(size), 0) != size) {
    return puzzle::unexpected(failure("read back", -errno));
  }
  return code;
}

}  // namespace

int errno_of(Refusal refusal) {
  switch (refusal) {
    case Refusal::eacces: return EACCES;
    case Refusal::eperm: return EPERM;
    case Refusal::enosys: return ENOSYS;
  }
  return EPERM;
}

puzzle::Expected<SeccompFilter, std::string> SeccompFilter::build() {
  Context ctx(seccomp_init(SCMP_ACT_ALLOW), &seccomp_release);
  if (!ctx)
    return puzzle::unexpected(std::string("cannot build the system-call filter (seccomp_init)"));
  // A system call made through another ABI (int 0x80 on x86-64) would bypass rules
  // written for the native numbers: such a call ends the whole process.
  if (const int rc = seccomp_attr_set(ctx.get(), SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
      rc != 0) {
    return puzzle::unexpected(failure("bad-architecture action", rc));
  }
  if (std::string error = add_rules(ctx.get()); !error.empty()) return puzzle::unexpected(error);
  auto code = export_program(ctx.get());
  if (!code) return puzzle::unexpected(code.error());
  SeccompFilter filter;
  filter.code_ = std::move(*code);
  return filter;
}

sock_fprog SeccompFilter::program() const {
  return {static_cast<unsigned short>(code_.size()), const_cast<sock_filter*>(code_.data())};
}

const puzzle::Expected<SeccompFilter, std::string>& fallback_filter() {
  static const puzzle::Expected<SeccompFilter, std::string> filter = SeccompFilter::build();
  return filter;
}

const char* install_seccomp(const sock_fprog& program) {
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return "prctl(PR_SET_NO_NEW_PRIVS)";
  if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) {
    return "prctl(PR_SET_SECCOMP)";
  }
  return nullptr;
}

}  // namespace grader

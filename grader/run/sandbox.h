// Building the bubblewrap (bwrap) command line that fences one run of untrusted code,
// and probing once whether bwrap works on this machine. Building is a pure function of
// its inputs (the host's root layout is passed in), so it is unit-tested without running
// anything (the probe "does bwrap work here" is BoostProcessRunner::sandbox_available(),
// since the runner owns process spawning); see docs/sandbox.md for what the sandbox
// guarantees.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace grader {

// Where the submission's working folder appears inside the sandbox (read-write, cwd).
inline constexpr const char* kSandboxWorkdir = "/submission";

// The only PATH a submission ever sees, with or without the sandbox. Inside the sandbox
// `python3` therefore resolves to /usr/bin/python3 even when the grader's own PATH has a
// pyenv shim under /root first.
inline constexpr const char* kSubmissionPath = "/usr/local/bin:/usr/bin:/bin";

using EnvVar = std::pair<std::string, std::string>;

// The whole environment of a submission: PATH, HOME, LANG, PYTHONDONTWRITEBYTECODE,
// PYTHONHASHSEED (fixed so set iteration order is reproducible between runs).
// `home` is kSandboxWorkdir under the sandbox and the real working folder without it.
std::vector<EnvVar> submission_environment(const std::filesystem::path& home);

// How one top-level entry of the host's root (/bin, /lib, ...) looks.
struct RootEntry {
  enum class Kind { missing, directory, symlink };
  std::string name;  // "bin", "lib", "lib64", "sbin", ...
  Kind kind = Kind::missing;
  std::string symlink_target;  // with Kind::symlink, e.g. "usr/bin"
};

// The host layout the sandbox mirrors: /usr is always bound; these entries are recreated
// as the same symlinks (merged-/usr systems) or bound read-only (split systems).
struct HostLayout {
  std::vector<RootEntry> root_entries;
  // Files and folders of /etc that exist on the host and that python3 needs
  // (dynamic loader cache, Debian alternatives, time zone).
  std::vector<std::filesystem::path> etc_entries;
};

// Looks at the real host: /bin, /lib, /lib64, /lib32, /libx32, /sbin and the /etc
// entries listed in sandbox.cc.
HostLayout probe_host_layout();

struct BwrapRequest {
  std::filesystem::path bwrap = "bwrap";              // the executable to run
  std::filesystem::path working_dir;                  // bound read-write at kSandboxWorkdir
  std::vector<std::filesystem::path> readable_paths;  // each bound read-only at itself
  std::vector<std::string> argv;                      // the command to run inside
  // When not empty, bwrap writes JSON status lines to this fd ("child-pid" once the
  // sandbox is set up); the runner uses it to tell "sandbox failed" from "program failed".
  int json_status_fd = -1;
  // Size of the sandbox's private /tmp (a tmpfs, so RAM that RLIMIT_AS does not see);
  // 0: no cap.
  std::uint64_t tmp_size_bytes = 0;
  // When not -1, bwrap reads a compiled seccomp program from this fd and installs it in
  // the program right before exec (--seccomp): the fallback's filter, in the sandbox too.
  int seccomp_fd = -1;
  // Size of the sandbox's /dev/shm (else part of bwrap's /dev tmpfs, which may grow to
  // half the machine's RAM); 0: no own mount. With a control group its pages count
  // against the memory cap anyway; without one, this is the only cap on it.
  std::uint64_t shm_size_bytes = 0;
};

// The full argv: bwrap, its options, "--", then request.argv. Never touches the disk.
// Never --new-session: bwrap's pid-1 helper stays in the process group the runner made
// (reap_sandbox_init, process_tree.h, needs it there), and the run is already a session
// of its own with no terminal.
std::vector<std::string> bwrap_command(const BwrapRequest& request, const HostLayout& host);

// The "child-pid" of the first line bwrap writes to its --json-status-fd, or nullopt
// when that line is missing, incomplete or malformed. It is the outer pid of bwrap's
// helper, pid 1 of the sandbox's pid namespace: the process that waits for the program
// and so the only one whose resource usage includes the program's peak memory. Only the
// first line counts: bwrap writes it before the program starts, so the program cannot
// forge it.
std::optional<int> bwrap_init_pid(std::string_view json_status);

// Absolute path of the bwrap executable found on the grader's PATH, or empty.
std::filesystem::path find_bwrap();

}  // namespace grader

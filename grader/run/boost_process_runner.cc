#include "run/boost_process_runner.h"

// The only file that includes Boost.Process (v1, header-only in Boost 1.74).
#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>

#include <algorithm>
#include <atomic>
#include <array>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>
#include <sstream>
#include <system_error>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run/sandbox.h"
#include "run/termination.h"

namespace grader {
namespace fs = std::filesystem;
namespace bp = boost::process;
using Clock = std::chrono::steady_clock;

namespace {

// ---------------------------------------------------------------------------------
// Small POSIX helpers.

class UniqueFd {
 public:
  UniqueFd() = default;
  explicit UniqueFd(int fd) : fd_(fd) {}
  UniqueFd(UniqueFd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) reset(std::exchange(other.fd_, -1));
    return *this;
  }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  ~UniqueFd() { reset(); }
  int get() const { return fd_; }
  bool valid() const { return fd_ >= 0; }
  // Don't retry close() on EINTR: on Linux the fd is released either way.
  void reset(int fd = -1) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

struct Pipe {
  UniqueFd read;
  UniqueFd write;
};

// O_CLOEXEC so that a concurrent spawn from another worker thread never inherits our
// pipe ends past its exec (it would hold our stdout open and delay EOF).
Pipe make_pipe() {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) throw std::system_error(errno, std::system_category(), "pipe2");
  return {UniqueFd(fds[0]), UniqueFd(fds[1])};
}

int pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
  return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
  (void)pid;
  return -1;
#endif
}

void sleep_for_us(long microseconds) {
  std::this_thread::sleep_for(std::chrono::microseconds(microseconds));
}

// ---------------------------------------------------------------------------------
// Process-wide state.

// Pids of processes the runner spawned and has not reaped yet. Anything else that is a
// child of the grader is an orphan of some run, re-parented to us because we are a
// subreaper. Spawning holds the lock shared (spawns run in parallel) from fork until the
// pid is registered; reaping orphans holds it exclusively, so a just-forked child is
// never mistaken for an orphan.
class ChildRegistry {
 public:
  std::shared_mutex& spawn_lock() { return spawn_lock_; }
  void add(pid_t pid) {
    std::lock_guard lock(set_mutex_);
    pids_.insert(pid);
  }
  void remove(pid_t pid) {
    std::lock_guard lock(set_mutex_);
    pids_.erase(pid);
  }
  bool contains(pid_t pid) {
    std::lock_guard lock(set_mutex_);
    return pids_.count(pid) != 0;
  }
  // The process group of every run in progress (its main process's pid), so that an
  // orphan still in its run's group is left to that run by the others.
  void add_group(pid_t pgid) {
    std::lock_guard lock(set_mutex_);
    groups_.insert(pgid);
  }
  void remove_group(pid_t pgid) {
    std::lock_guard lock(set_mutex_);
    groups_.erase(pgid);
  }
  bool is_other_runs_group(pid_t pgid, pid_t own_pgid) {
    std::lock_guard lock(set_mutex_);
    return pgid != own_pgid && groups_.count(pgid) != 0;
  }
  void kill_every_group() {
    std::lock_guard lock(set_mutex_);
    for (pid_t pgid : groups_) ::kill(-pgid, SIGKILL);
  }

 private:
  std::shared_mutex spawn_lock_;
  std::mutex set_mutex_;
  std::set<pid_t> pids_;
  std::set<pid_t> groups_;
};

ChildRegistry& registry() {
  static ChildRegistry instance;
  return instance;
}

std::atomic<bool>& stop_flag() {
  static std::atomic<bool> flag{false};
  return flag;
}

// Uids handed to runs when the grader is root, one per concurrent run, across every
// grader process on the machine (two graders, or ctest -j2, must never share a uid: the
// uid killer of one would kill the other's run). A slot is held with flock() on
// /run/puzzle-grader/<slot> (root-only folder), released by the kernel if we die.
class UidPool {
 public:
  std::optional<uid_t> acquire() {
    std::lock_guard lock(mutex_);
    const fs::path& dir = lock_dir();
    if (dir.empty()) return std::nullopt;
    const unsigned first = static_cast<unsigned>(::getpid()) % kRunUidSlots;
    for (unsigned i = 0; i < kRunUidSlots; ++i) {
      const unsigned slot = (first + i) % kRunUidSlots;
      if (locks_[slot].valid()) continue;
      UniqueFd fd(::open((dir / std::to_string(slot)).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
      if (!fd.valid() || ::flock(fd.get(), LOCK_EX | LOCK_NB) != 0) continue;
      locks_[slot] = std::move(fd);
      return static_cast<uid_t>(kFirstRunUid + slot);
    }
    return std::nullopt;
  }
  void release(uid_t uid) {
    std::lock_guard lock(mutex_);
    locks_[uid - kFirstRunUid].reset();  // closing the fd drops the flock
  }

 private:
  static const fs::path& lock_dir() {
    static const fs::path dir = [] {
      for (const fs::path& candidate : {fs::path("/run/puzzle-grader"),
                                       fs::temp_directory_path() / "puzzle-grader-uids"}) {
        ::mkdir(candidate.c_str(), 0700);
        struct stat info {};
        // Must be ours and private, or another user could hold our slots' lock files.
        if (::lstat(candidate.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == 0 &&
            (info.st_mode & 077) == 0) {
          return candidate;
        }
      }
      return fs::path();
    }();
    return dir;
  }

  std::mutex mutex_;
  std::array<UniqueFd, kRunUidSlots> locks_;
};

UidPool& uid_pool() {
  static UidPool instance;
  return instance;
}

bool& subreaper_flag() {
  static bool flag = false;
  return flag;
}

// Set once, before any run, by the first BoostProcessRunner (set_process_wide_state).
bool grader_is_subreaper() { return subreaper_flag(); }

std::vector<pid_t> children_of_this_process() {
  std::vector<pid_t> pids;
  std::error_code ec;
  for (const auto& task : fs::directory_iterator("/proc/self/task", ec)) {
    std::ifstream in(task.path() / "children");
    pid_t pid = 0;
    while (in >> pid) pids.push_back(pid);
  }
  return pids;
}

enum class StrayPolicy {
  reap_zombies,    // only collect orphans that are already dead
  kill_and_reap,   // also SIGKILL live ones (non-root: no uid tells runs apart)
};

// Collects the orphans of the run whose process group is `own_pgid` that were
// re-parented to the grader, and those no run can claim (they left their run's group).
// An orphan still in another run's group is that run's business: touching it would make
// concurrent runs slow each other down (bwrap leaves one such orphan per run, see
// reap_sandbox_init). Returns how many are still alive.
int reap_strays(pid_t own_pgid, StrayPolicy policy) {
  std::unique_lock lock(registry().spawn_lock());
  int alive = 0;
  for (pid_t pid : children_of_this_process()) {
    if (registry().contains(pid)) continue;
    if (registry().is_other_runs_group(::getpgid(pid), own_pgid)) continue;
    if (::waitpid(pid, nullptr, WNOHANG) != 0) continue;  // reaped, or not ours after all
    switch (policy) {
      case StrayPolicy::reap_zombies:
        break;
      case StrayPolicy::kill_and_reap:
        ::kill(pid, SIGKILL);
        break;
    }
    ++alive;
  }
  return alive;
}

// ---------------------------------------------------------------------------------
// What the child does between fork and exec. Everything is computed before fork;
// the child only makes async-signal-safe system calls (the grader is multi-threaded).

struct Rlimit {
  int resource;
  rlim_t value;
};

// A new process group is what killing the tree needs. A new session (setsid) also
// detaches from the grader's controlling terminal, which only matters when there is
// one; it costs ~2 ms on kernels with sched autogroup, so it is used only then.
enum class Grouping { new_session, new_process_group };

// Whether the grader has a controlling terminal (probed once).
bool grader_has_terminal() {
  static const bool has = [] {
    const int fd = ::open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return false;
    ::close(fd);
    return true;
  }();
  return has;
}

struct ChildPlan {
  std::array<int, 4> fds{-1, -1, -1, -1};  // become the child's 0, 1, 2 and 3
  Grouping grouping = Grouping::new_session;
  std::vector<Rlimit> rlimits;
  std::optional<uid_t> uid;                // drop to this uid and gid when set
  std::string working_dir;
  std::vector<std::string> env_storage;
  std::vector<char*> envp;
};

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
  std::array<int, 4> high{-1, -1, -1, -1};
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

const char* drop_privileges(uid_t uid) {
  if (raw_setgroups_empty() != 0) return "setgroups";
  if (raw_setresgid(uid) != 0) return "setresgid";
  if (raw_setresuid(uid) != 0) return "setresuid";
  return nullptr;
}

// Returns the name of the failed step, or nullptr.
const char* prepare_child(const ChildPlan& plan) {
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
  if (::chdir(plan.working_dir.c_str()) != 0) return "chdir to the working folder";
  for (const Rlimit& limit : plan.rlimits) {
    const struct rlimit value{limit.value, limit.value};
    if (::setrlimit(limit.resource, &value) != 0) return "setrlimit";
  }
  close_other_fds_at_exec(plan.fds[3] >= 0 ? 4 : 3);
  if (plan.uid) {
    if (const char* failed = drop_privileges(*plan.uid)) return failed;
  }
  // After the uid change, which clears it. If the grader dies, the run dies with it.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return "prctl(PR_SET_PDEATHSIG)";
  return nullptr;
}

struct ChildSetup : bp::extend::handler {
  const ChildPlan* plan;
  explicit ChildSetup(const ChildPlan& p) : plan(&p) {}

  template <class Executor>
  void on_setup(Executor& exec) const {
    exec.env = const_cast<char**>(plan->envp.data());
  }
  template <class Executor>
  void on_exec_setup(Executor& exec) const {
    if (const char* failed = prepare_child(*plan)) {
      const int err = errno;
      exec.set_error(std::error_code(err, std::system_category()), failed);
      ::_exit(127);
    }
  }
};

// ---------------------------------------------------------------------------------
// Planning a run.

std::vector<Rlimit> rlimits_for(const ResourceLimits& limits, Isolation isolation) {
  std::vector<Rlimit> out{{RLIMIT_CORE, 0}};
  if (limits.memory_bytes != 0) out.push_back({RLIMIT_AS, limits.memory_bytes});
  if (limits.file_size_bytes != 0) out.push_back({RLIMIT_FSIZE, limits.file_size_bytes});
  if (limits.max_processes != 0) {
    // bwrap's two processes (outer monitor, pid 1 of the namespace) count too.
    const int overhead = isolation == Isolation::sandbox ? 2 : 0;
    out.push_back({RLIMIT_NPROC, static_cast<rlim_t>(limits.max_processes + overhead)});
  }
  if (limits.wall_time.count() != 0) {
    // A backstop only: the wall-clock limit fires first for a single-threaded program.
    const auto seconds = (limits.wall_time.count() + 999) / 1000 + 1;
    out.push_back({RLIMIT_CPU, static_cast<rlim_t>(seconds)});
  }
  return out;
}

bool is_executable_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec) && ::access(path.c_str(), X_OK) == 0;
}

std::optional<fs::path> search_dirs(std::string_view dirs, const std::string& name) {
  while (!dirs.empty()) {
    const auto colon = dirs.find(':');
    const std::string_view dir = dirs.substr(0, colon);
    if (!dir.empty() && is_executable_file(fs::path(dir) / name)) return fs::path(dir) / name;
    if (colon == std::string_view::npos) break;
    dirs.remove_prefix(colon + 1);
  }
  return std::nullopt;
}

// argv[0] without a slash is looked up on the submission's PATH (what the sandbox sees),
// then, without the sandbox only, on the grader's PATH. A path with a slash is used as is.
std::optional<fs::path> resolve_program(const std::string& name, Isolation isolation) {
  if (name.find('/') != std::string::npos) return fs::path(name);
  if (auto found = search_dirs(kSubmissionPath, name)) return found;
  switch (isolation) {
    case Isolation::sandbox:
      return std::nullopt;
    case Isolation::rlimits:
      if (const char* path = std::getenv("PATH")) return search_dirs(path, name);
      return std::nullopt;
  }
  return std::nullopt;
}

void fill_env(ChildPlan& plan, const std::vector<EnvVar>& vars) {
  for (const auto& [name, value] : vars) plan.env_storage.push_back(name + "=" + value);
  for (auto& entry : plan.env_storage) plan.envp.push_back(entry.data());
  plan.envp.push_back(nullptr);
}

// Gives the working folder to the run's uid so the program can write its output.
void chown_tree(const fs::path& root, uid_t uid) {
  std::error_code ec;
  if (::lchown(root.c_str(), uid, uid) != 0) return;
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    (void)::lchown(it->path().c_str(), uid, uid);
  }
}

const HostLayout& host_layout() {
  static const HostLayout layout = probe_host_layout();
  return layout;
}

const fs::path& bwrap_path() {
  static const fs::path path = find_bwrap();
  return path;
}

// ---------------------------------------------------------------------------------
// Running.

struct Capture {
  UniqueFd fd;
  std::string data;
  bool overflowed = false;
};

struct Streams {
  UniqueFd stdin_fd;
  std::string_view stdin_left;
  Capture out;
  Capture err;
  Capture status;  // bwrap --json-status-fd
};

enum class ReadOutcome { more, eof };

ReadOutcome read_some(Capture& capture, std::uint64_t cap) {
  char buffer[65536];
  const ssize_t n = ::read(capture.fd.get(), buffer, sizeof buffer);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return ReadOutcome::more;
  if (n <= 0) {
    capture.fd.reset();
    return ReadOutcome::eof;
  }
  const std::size_t room = cap == 0 ? static_cast<std::size_t>(n)
                                    : static_cast<std::size_t>(std::min<std::uint64_t>(
                                          static_cast<std::uint64_t>(n), cap - capture.data.size()));
  capture.data.append(buffer, room);
  if (room < static_cast<std::size_t>(n)) capture.overflowed = true;
  return ReadOutcome::more;
}

void write_some(Streams& streams) {
  const ssize_t n = ::write(streams.stdin_fd.get(), streams.stdin_left.data(),
                            std::min<std::size_t>(streams.stdin_left.size(), 65536));
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (n < 0) {  // EPIPE: the program closed its stdin; the rest is not wanted
    streams.stdin_fd.reset();
    return;
  }
  streams.stdin_left.remove_prefix(static_cast<std::size_t>(n));
  if (streams.stdin_left.empty()) streams.stdin_fd.reset();
}

enum class PumpEnd { child_exited, time_limit, output_limit, drained };

struct PollSet {
  std::vector<pollfd> fds;
  int add(int fd, short events) {
    if (fd < 0) return -1;
    fds.push_back({fd, events, 0});
    return static_cast<int>(fds.size()) - 1;
  }
  bool ready(int index) const { return index >= 0 && fds[static_cast<std::size_t>(index)].revents != 0; }
};

int poll_timeout_ms(std::optional<Clock::time_point> deadline, int ceiling_ms) {
  if (!deadline) return ceiling_ms;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left + 1, 0, ceiling_ms));
}

bool child_has_exited(pid_t pid) {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == pid;
}

// Moves data until the child exits, a limit is hit, or (pid < 0) the pipes reach EOF.
PumpEnd pump(Streams& s, pid_t pid, int pidfd, std::optional<Clock::time_point> deadline,
             std::uint64_t cap) {
  for (;;) {
    if (s.out.overflowed || s.err.overflowed) return PumpEnd::output_limit;
    if (pid < 0 && !s.out.fd.valid() && !s.err.fd.valid() && !s.status.fd.valid()) return PumpEnd::drained;
    if (deadline && Clock::now() >= *deadline) return PumpEnd::time_limit;
    PollSet set;
    const int exit_index = pid >= 0 ? set.add(pidfd, POLLIN) : -1;
    const int in_index = set.add(s.stdin_fd.get(), POLLOUT);
    const int out_index = set.add(s.out.fd.get(), POLLIN);
    const int err_index = set.add(s.err.fd.get(), POLLIN);
    const int status_index = set.add(s.status.fd.get(), POLLIN);
    // Without a pidfd (kernel < 5.3) the exit is noticed by polling every 5 ms.
    const int ceiling = pid >= 0 && pidfd < 0 ? 5 : 1000;
    const int ready = ::poll(set.fds.data(), set.fds.size(), poll_timeout_ms(deadline, ceiling));
    if (ready < 0 && errno != EINTR) throw std::system_error(errno, std::system_category(), "poll");
    if (set.ready(in_index)) write_some(s);
    if (set.ready(out_index)) read_some(s.out, cap);
    if (set.ready(err_index)) read_some(s.err, cap);
    if (set.ready(status_index)) read_some(s.status, 4096);
    if (set.ready(exit_index)) return PumpEnd::child_exited;
    if (pid >= 0 && pidfd < 0 && child_has_exited(pid)) return PumpEnd::child_exited;
  }
}

// True when the calling process is the only one left with its uid, zombies included:
// with RLIMIT_NPROC at 2 a fork succeeds only then. (kill(-1) cannot tell: it returns 0
// whenever any process exists, even if it may signal none of them.)
bool alone_with_my_uid() {
  const pid_t probe = ::fork();
  if (probe == 0) ::_exit(0);
  if (probe < 0) return false;
  ::waitpid(probe, nullptr, 0);
  return true;
}

pid_t fork_uid_killer(uid_t uid) {
  std::shared_lock lock(registry().spawn_lock());
  const pid_t pid = ::fork();
  if (pid == 0) {
    // kill(-1) reaches every process this uid may signal, i.e. every process of the run,
    // whatever its session or process group. Loop until none is left, zombies included
    // (the parent reaps those meanwhile), for at most about 2 s.
    const struct rlimit two{2, 2};
    if (::setrlimit(RLIMIT_NPROC, &two) != 0 || drop_privileges(uid) != nullptr) ::_exit(2);
    for (int round = 0; round < 10000; ++round) {
      ::kill(-1, SIGKILL);
      if (alone_with_my_uid()) ::_exit(0);
      const struct timespec pause{0, 200'000};
      ::nanosleep(&pause, nullptr);
    }
    ::_exit(1);
  }
  if (pid > 0) registry().add(pid);
  return pid;
}

// Waits for the uid killer, reaping orphans meanwhile (the killer waits for their
// zombies to go). A pidfd wakes us the moment it is done; without one, poll every 200 us.
void wait_for_killer(pid_t killer, pid_t pgid) {
  const UniqueFd pidfd(pidfd_open(killer));
  while (::waitpid(killer, nullptr, WNOHANG) == 0) {
    reap_strays(pgid, StrayPolicy::reap_zombies);
    if (pidfd.valid()) {
      pollfd entry{pidfd.get(), POLLIN, 0};
      ::poll(&entry, 1, 1);
    } else {
      sleep_for_us(200);
    }
  }
  registry().remove(killer);
}

// True when the run has certainly left nothing behind: its process group is empty and
// no orphan waits with us. Every live descendant of the run either is in that group or
// descends from an orphan re-parented to the grader (we are a subreaper), so when both
// are empty there is nothing left, and the uid killer's fork can be saved.
bool tree_is_gone(pid_t pgid) {
  const bool group_gone = ::kill(-pgid, SIGKILL) != 0 && errno == ESRCH;
  return group_gone && reap_strays(pgid, StrayPolicy::reap_zombies) == 0 && grader_is_subreaper();
}

// Kills everything left of a run whose main process has been reaped, and reaps it.
void kill_leftovers(pid_t pgid, std::optional<uid_t> uid) {
  if (tree_is_gone(pgid)) return;
  if (uid) {
    const pid_t killer = fork_uid_killer(*uid);
    if (killer > 0) {
      wait_for_killer(killer, pgid);
      reap_strays(pgid, StrayPolicy::reap_zombies);
      return;
    }
  }
  // Without a uid of its own the run can only be found by process group, and by the
  // orphans it left with us (see reap_strays).
  const auto give_up = Clock::now() + std::chrono::seconds(2);
  while (Clock::now() < give_up) {
    const int alive = reap_strays(pgid, StrayPolicy::kill_and_reap);
    const bool group_gone = ::kill(-pgid, SIGKILL) != 0 && errno == ESRCH;
    if (group_gone && alive == 0) return;
    sleep_for_us(200);
  }
}

struct Reaped {
  int status = 0;
  std::uint64_t peak_rss_bytes = 0;
};

// ru_maxrss is in KiB: the largest RSS of the reaped process or of any descendant it (or
// they) waited for. A maximum over processes, not a sum over the tree.
std::uint64_t peak_rss_of(const struct rusage& usage) {
  return static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
}

// Reads whatever is already in the pipe, without waiting for more.
void read_ready(Capture& capture, std::uint64_t cap) {
  while (capture.fd.valid()) {
    pollfd entry{capture.fd.get(), POLLIN, 0};
    if (::poll(&entry, 1, 0) <= 0) return;
    if (read_some(capture, cap) == ReadOutcome::eof) return;
  }
}

// bwrap's outer process exits as soon as the program has, without reaping its helper
// (pid 1 of the sandbox, which waited for the program): the helper is re-parented to the
// grader, a subreaper. Reaping it here is what gives the program's peak memory (through
// the helper's rusage), and killing it first takes down whatever the program left in the
// sandbox: when pid 1 of a namespace dies, the kernel kills and reaps the rest.
// `init` comes from bwrap's status line, so it is checked to be an unreaped child of ours
// in this run's process group before anything is done to it. Returns the helper's peak
// RSS, or nullopt when it was not ours to reap (bwrap reaped it, or we are no subreaper).
std::optional<std::uint64_t> reap_sandbox_init(pid_t init, pid_t pgid) {
  if (registry().contains(init) || ::getpgid(init) != pgid) return std::nullopt;
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(init), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
    return std::nullopt;
  }
  ::kill(init, SIGKILL);
  struct rusage usage {};
  int status = 0;
  while (::wait4(init, &status, 0, &usage) < 0) {
    if (errno != EINTR) return std::nullopt;
  }
  return peak_rss_of(usage);
}

Reaped reap_main(pid_t pid) {
  Reaped reaped;
  struct rusage usage {};
  while (::wait4(pid, &reaped.status, 0, &usage) < 0 && errno == EINTR) {
  }
  reaped.peak_rss_bytes = peak_rss_of(usage);
  registry().remove(pid);
  return reaped;
}

struct Spawned {
  pid_t pid = -1;
  std::string error;
};

Spawned spawn(const fs::path& exe, const std::vector<std::string>& args, const ChildPlan& plan) {
  std::shared_lock lock(registry().spawn_lock());
  try {
    bp::child child(bp::exe = exe.string(), bp::args = args, ChildSetup(plan));
    const pid_t pid = child.id();
    registry().add(pid);
    registry().add_group(pid);  // the child leads its own process group
    // stop_all_runs() sets the flag before it kills the registered groups, so a run
    // registered too late for it sees the flag here.
    if (stop_flag()) ::kill(-pid, SIGKILL);
    child.detach();  // we wait for it ourselves, with wait4, to get its rusage
    return {pid, {}};
  } catch (const std::exception& e) {
    return {-1, e.what()};
  }
}

ProcessResult failed(std::string reason) {
  ProcessResult result;
  result.termination = Termination::failed_to_start;
  result.failure_reason = std::move(reason);
  return result;
}

StopReason stop_reason(PumpEnd end) {
  switch (end) {
    case PumpEnd::time_limit:
      return StopReason::time_limit;
    case PumpEnd::output_limit:
      return StopReason::output_limit;
    case PumpEnd::child_exited:
    case PumpEnd::drained:
      return StopReason::none;
  }
  return StopReason::none;
}

// Forgets the run's process group once everything in it is gone.
class GroupRelease {
 public:
  explicit GroupRelease(pid_t pgid) : pgid_(pgid) {}
  ~GroupRelease() { registry().remove_group(pgid_); }
  GroupRelease(const GroupRelease&) = delete;
  GroupRelease& operator=(const GroupRelease&) = delete;

 private:
  pid_t pgid_;
};

// Returns the uid slot to the pool when the run is over.
class UidLease {
 public:
  UidLease() {
    if (::geteuid() == 0) uid_ = uid_pool().acquire();
  }
  ~UidLease() {
    if (uid_) uid_pool().release(*uid_);
  }
  UidLease(const UidLease&) = delete;
  UidLease& operator=(const UidLease&) = delete;
  std::optional<uid_t> uid() const { return uid_; }

 private:
  std::optional<uid_t> uid_;
};

struct Launch {
  fs::path exe;
  std::vector<std::string> args;  // after argv[0]
};

std::optional<Launch> plan_launch(const ProcessSpec& spec, Isolation isolation, int status_fd,
                                  ChildPlan& plan, std::string& error) {
  const auto program = resolve_program(spec.argv.front(), isolation);
  if (!program) {
    error = "program not found on " + std::string(kSubmissionPath) + ": " + spec.argv.front();
    return std::nullopt;
  }
  switch (isolation) {
    case Isolation::rlimits: {
      fill_env(plan, submission_environment(spec.working_dir));
      return Launch{*program, {spec.argv.begin() + 1, spec.argv.end()}};
    }
    case Isolation::sandbox: {
      // bwrap's --new-session does the terminal part; our own group is for killing.
      plan.grouping = Grouping::new_process_group;
      // /tmp may hold as much as one file may (RLIMIT_FSIZE): without a cap, files of
      // that size could fill the machine's memory one after another.
      BwrapRequest request{bwrap_path(), spec.working_dir, spec.readable_paths, spec.argv, status_fd,
                           grader_has_terminal() ? NewSession::yes : NewSession::no,
                           spec.limits.file_size_bytes};
      auto cmd = bwrap_command(request, host_layout());
      fill_env(plan, submission_environment(kSandboxWorkdir));
      return Launch{bwrap_path(), {cmd.begin() + 1, cmd.end()}};
    }
  }
  return std::nullopt;
}

ProcessResult run_with(const ProcessSpec& spec, Isolation isolation) {
  if (spec.argv.empty()) return failed("empty argv");
  if (stop_flag()) return failed("not started: the grader is stopping");
  UidLease lease;
  if (::geteuid() == 0 && !lease.uid()) return failed("no free uid for the run");
  if (lease.uid()) chown_tree(spec.working_dir, *lease.uid());

  Pipe in = make_pipe(), out = make_pipe(), err = make_pipe();
  std::optional<Pipe> status;
  if (isolation == Isolation::sandbox) status = make_pipe();

  ChildPlan plan;
  plan.fds = {in.read.get(), out.write.get(), err.write.get(), status ? status->write.get() : -1};
  plan.rlimits = rlimits_for(spec.limits, isolation);
  plan.uid = lease.uid();
  plan.working_dir = spec.working_dir.string();
  plan.grouping = grader_has_terminal() ? Grouping::new_session : Grouping::new_process_group;
  std::string error;
  const auto launch = plan_launch(spec, isolation, status ? 3 : -1, plan, error);
  if (!launch) return failed(error);

  const auto start = Clock::now();
  const Spawned child = spawn(launch->exe, launch->args, plan);
  if (child.pid < 0) return failed("cannot start " + spec.argv.front() + ": " + child.error);
  const GroupRelease group_release(child.pid);

  // The child's ends must close here, or we would never see EOF on stdout/stderr.
  in.read.reset();
  out.write.reset();
  err.write.reset();
  if (status) status->write.reset();
  Streams streams{std::move(in.write), spec.stdin_data, {std::move(out.read), {}, false},
                  {std::move(err.read), {}, false}, {}};
  if (status) streams.status.fd = std::move(status->read);
  if (streams.stdin_left.empty()) streams.stdin_fd.reset();
  if (streams.stdin_fd.valid()) ::fcntl(streams.stdin_fd.get(), F_SETFL, O_NONBLOCK);

  const UniqueFd pidfd(pidfd_open(child.pid));
  std::optional<Clock::time_point> deadline;
  if (spec.limits.wall_time.count() != 0) deadline = start + spec.limits.wall_time;

  PumpEnd end = pump(streams, child.pid, pidfd.get(), deadline, spec.limits.output_bytes);
  const auto wall = std::chrono::round<std::chrono::milliseconds>(Clock::now() - start);
  if (end != PumpEnd::child_exited) ::kill(-child.pid, SIGKILL);
  streams.stdin_fd.reset();
  const Reaped reaped = reap_main(child.pid);
  std::uint64_t peak_rss = reaped.peak_rss_bytes;
  std::optional<std::uint64_t> init_peak_rss;
  if (isolation == Isolation::sandbox) {
    read_ready(streams.status, 4096);  // everything bwrap wrote before it exited
    if (const auto init = bwrap_init_pid(streams.status.data)) {
      init_peak_rss = reap_sandbox_init(*init, child.pid);
    }
  }
  if (init_peak_rss) {
    // Nothing can outlive the sandbox's pid 1, so the tree is already gone.
    peak_rss = std::max(peak_rss, *init_peak_rss);
  } else {
    // The main process is gone; whatever it left behind (a child holding stdout open, a
    // daemon that called setsid) goes now, so that the drain below reaches EOF.
    kill_leftovers(child.pid, lease.uid());
  }
  const PumpEnd drain = pump(streams, -1, -1, Clock::now() + std::chrono::milliseconds(500),
                             spec.limits.output_bytes);
  if (end == PumpEnd::child_exited && drain == PumpEnd::output_limit) end = drain;

  // bwrap writes "child-pid" once the sandbox is set up; without it, bwrap itself failed.
  if (isolation == Isolation::sandbox && end == PumpEnd::child_exited &&
      streams.status.data.find("child-pid") == std::string::npos) {
    return failed("sandbox could not start: " + streams.err.data);
  }
  ExitFacts facts{stop_reason(end), reaped.status,
                  isolation == Isolation::sandbox ? ExitEncoding::bwrap : ExitEncoding::direct,
                  streams.err.data, peak_rss, spec.limits.memory_bytes};
  const Classified outcome = classify(facts);
  ProcessResult result;
  result.termination = outcome.termination;
  result.exit_code = outcome.exit_code;
  result.signal = outcome.signal;
  result.stdout_data = std::move(streams.out.data);
  result.stderr_data = std::move(streams.err.data);
  result.wall_time = wall;
  result.peak_memory_bytes = peak_rss;
  result.isolation = isolation;
  return result;
}

// A throwaway folder for the one-time bwrap probe.
class ProbeDir {
 public:
  ProbeDir() {
    std::string templ = (fs::temp_directory_path() / "puzzle-bwrap-probe-XXXXXX").string();
    if (::mkdtemp(templ.data()) != nullptr) path_ = templ;
  }
  ~ProbeDir() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
  }
  ProbeDir(const ProbeDir&) = delete;
  ProbeDir& operator=(const ProbeDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

bool probe_sandbox() {
  if (bwrap_path().empty()) return false;
  ProbeDir dir;
  if (dir.path().empty()) return false;
  ProcessSpec spec;
  spec.argv = {"true"};
  spec.working_dir = dir.path();
  spec.limits.wall_time = std::chrono::seconds(10);
  const ProcessResult result = run_with(spec, Isolation::sandbox);
  return result.termination == Termination::exited && result.exit_code == 0;
}

void set_process_wide_state() {
  // Orphans of a run (a child whose parent exited) are re-parented to the grader rather
  // than to init, so run() can kill and reap them: init in a container often reaps
  // nothing, and a zombie pid would keep an RLIMIT_NPROC slot of its uid busy.
  subreaper_flag() = ::prctl(PR_SET_CHILD_SUBREAPER, 1) == 0;
  // Writing to a pipe whose reader is gone must give EPIPE, not kill the grader.
  ::signal(SIGPIPE, SIG_IGN);
}

}  // namespace

BoostProcessRunner::BoostProcessRunner() {
  static std::once_flag once;
  std::call_once(once, set_process_wide_state);
}

ProcessResult BoostProcessRunner::run(const ProcessSpec& spec) {
  try {
    return run_with(spec, effective_isolation(spec.isolation));
  } catch (const std::exception& e) {
    return failed(std::string("runner error: ") + e.what());
  }
}

Isolation effective_isolation(Isolation requested) {
  switch (requested) {
    case Isolation::rlimits:
      return Isolation::rlimits;
    case Isolation::sandbox:
      return sandbox_available() ? Isolation::sandbox : Isolation::rlimits;
  }
  return Isolation::rlimits;
}

bool sandbox_available() {
  static std::once_flag once;
  static bool available = false;
  std::call_once(once, [] {
    BoostProcessRunner init_process_state;
    available = probe_sandbox();
  });
  return available;
}

void stop_all_runs() {
  stop_flag() = true;
  registry().kill_every_group();
}

bool runs_stopped() { return stop_flag(); }

std::unique_ptr<ProcessRunner> make_system_runner() { return std::make_unique<BoostProcessRunner>(); }

}  // namespace grader

#include "run/process_tree.h"

#include <array>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/prctl.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run/child_setup.h"
#include "run/posix_fd.h"
#include "run/workspace.h"

namespace grader {
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

// The first private lock folder that can be made: root-owned with no access for others,
// or another user could hold our slots' lock files. Empty when there is none.
fs::path choose_lock_dir() {
  for (const fs::path& candidate :
       {fs::path("/run/puzzle-grader"), fs::temp_directory_path() / "puzzle-grader-uids"}) {
    ::mkdir(candidate.c_str(), 0700);
    struct stat info {};
    if (::lstat(candidate.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == 0 &&
        (info.st_mode & 077) == 0) {
      return candidate;
    }
  }
  return fs::path();
}

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

pid_t fork_uid_killer(ChildRegistry& registry, uid_t uid) {
  std::shared_lock lock(registry.spawn_lock());
  const pid_t pid = ::fork();
  if (pid == 0) {
    // kill(-1) reaches every process this uid may signal, i.e. every process of the run,
    // whatever its session or process group. Loop until none is left, zombies included
    // (the parent reaps those meanwhile), for at most about 2 s.
    const struct rlimit two { 2, 2 };
    if (::setrlimit(RLIMIT_NPROC, &two) != 0 || drop_privileges(uid) != nullptr) ::_exit(2);
    for (int round = 0; round < 10000; ++round) {
      ::kill(-1, SIGKILL);
      if (alone_with_my_uid()) ::_exit(0);
      const struct timespec pause { 0, 200'000 };
      ::nanosleep(&pause, nullptr);
    }
    ::_exit(1);
  }
  if (pid > 0) registry.add(pid);
  return pid;
}

// Waits for the uid killer, reaping orphans meanwhile (the killer waits for their
// zombies to go). A pidfd wakes us the moment it is done; without one, poll every 200 us.
void wait_for_killer(ChildRegistry& registry, pid_t killer, pid_t pgid) {
  const UniqueFd pidfd(pidfd_open(killer));
  while (::waitpid(killer, nullptr, WNOHANG) == 0) {
    reap_strays(registry, pgid, StrayPolicy::reap_zombies);
    if (pidfd.valid()) {
      pollfd entry{pidfd.get(), POLLIN, 0};
      ::poll(&entry, 1, 1);
    } else {
      sleep_for_us(200);
    }
  }
  registry.remove(killer);
}

// True when the run has certainly left nothing behind: its process group is empty and
// no orphan waits with us. Every live descendant of the run either is in that group or
// descends from an orphan re-parented to the grader (we are a subreaper), so when both
// are empty there is nothing left, and the uid killer's fork can be saved.
bool tree_is_gone(ChildRegistry& registry, pid_t pgid) {
  const bool group_gone = ::kill(-pgid, SIGKILL) != 0 && errno == ESRCH;
  return group_gone && reap_strays(registry, pgid, StrayPolicy::reap_zombies) == 0 &&
         grader_is_subreaper();
}

}  // namespace

std::optional<uid_t> UidPool::acquire() {
  std::lock_guard lock(mutex_);
  if (!lock_dir_) lock_dir_ = choose_lock_dir();
  if (lock_dir_->empty()) return std::nullopt;
  const unsigned first = static_cast<unsigned>(::getpid()) % kRunUidSlots;
  for (unsigned i = 0; i < kRunUidSlots; ++i) {
    const unsigned slot = (first + i) % kRunUidSlots;
    if (locks_[slot].valid()) continue;
    UniqueFd fd(
        ::open((*lock_dir_ / std::to_string(slot)).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600));
    if (!fd.valid() || ::flock(fd.get(), LOCK_EX | LOCK_NB) != 0) continue;
    locks_[slot] = std::move(fd);
    return static_cast<uid_t>(kFirstRunUid + slot);
  }
  return std::nullopt;
}

void UidPool::release(uid_t uid) {
  std::lock_guard lock(mutex_);
  locks_[uid - kFirstRunUid].reset();  // closing the fd drops the flock
}

void become_subreaper() { ::prctl(PR_SET_CHILD_SUBREAPER, 1); }

bool grader_is_subreaper() {
  int flag = 0;
  return ::prctl(PR_GET_CHILD_SUBREAPER, &flag) == 0 && flag != 0;
}

int reap_strays(ChildRegistry& registry, pid_t own_pgid, StrayPolicy policy) {
  std::unique_lock lock(registry.spawn_lock());
  int alive = 0;
  for (pid_t pid : children_of_this_process()) {
    if (registry.contains(pid)) continue;
    if (registry.is_other_runs_group(::getpgid(pid), own_pgid)) continue;
    if (::waitpid(pid, nullptr, WNOHANG) != 0) continue;  // reaped, or not ours after all
    switch (policy) {
      case StrayPolicy::reap_zombies: break;
      case StrayPolicy::kill_and_reap: ::kill(pid, SIGKILL); break;
    }
    ++alive;
  }
  return alive;
}

void kill_leftovers(ChildRegistry& registry, pid_t pgid, std::optional<uid_t> uid) {
  if (tree_is_gone(registry, pgid)) return;
  if (uid) {
    const pid_t killer = fork_uid_killer(registry, *uid);
    if (killer > 0) {
      wait_for_killer(registry, killer, pgid);
      reap_strays(registry, pgid, StrayPolicy::reap_zombies);
      return;
    }
  }
  // Without a uid of its own the run can only be found by process group, and by the
  // orphans it left with us (see reap_strays).
  const auto give_up = Clock::now() + std::chrono::seconds(2);
  while (Clock::now() < give_up) {
    const int alive = reap_strays(registry, pgid, StrayPolicy::kill_and_reap);
    const bool group_gone = ::kill(-pgid, SIGKILL) != 0 && errno == ESRCH;
    if (group_gone && alive == 0) return;
    sleep_for_us(200);
  }
}

namespace {

// The ids of the System V objects of one kind (/proc/sysvipc/shm, msg or sem) that `uid`
// owns or created.
std::vector<int> sysv_ids_of(const fs::path& table, std::string_view id_column, uid_t uid) {
  std::ifstream in(table);
  std::string line;
  if (!std::getline(in, line)) return {};
  // The columns are found by their header names: the three tables differ in layout.
  std::vector<std::string> header;
  std::istringstream names(line);
  for (std::string name; names >> name;) header.push_back(name);
  const auto column = [&](std::string_view name) {
    for (std::size_t i = 0; i < header.size(); ++i)
      if (header[i] == name) return i;
    return header.size();
  };
  const std::size_t id = column(id_column), owner = column("uid"), creator = column("cuid");
  std::vector<int> ids;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::vector<long long> values;
    for (long long value = 0; fields >> value;) values.push_back(value);
    if (id >= values.size() || owner >= values.size() || creator >= values.size()) continue;
    if (values[owner] == uid || values[creator] == uid) ids.push_back(static_cast<int>(values[id]));
  }
  return ids;
}

}  // namespace

const std::vector<fs::path>& shared_writable_folders() {
  static const std::vector<fs::path> folders = {"/dev/shm", "/tmp", "/var/tmp", "/run/lock",
                                                "/dev/mqueue"};
  return folders;
}

void remove_files_and_ipc_of(uid_t uid, const fs::path& keep) {
  std::error_code ec;
  for (const fs::path& shared : shared_writable_folders()) {
    for (const auto& entry : fs::directory_iterator(shared, ec)) {
      struct stat info {};
      if (::lstat(entry.path().c_str(), &info) != 0 || info.st_uid != uid) continue;
      if (fs::equivalent(entry.path(), keep, ec)) continue;
      remove_tree(entry.path());
    }
  }
  for (int id : sysv_ids_of("/proc/sysvipc/shm", "shmid", uid)) ::shmctl(id, IPC_RMID, nullptr);
  for (int id : sysv_ids_of("/proc/sysvipc/msg", "msqid", uid)) ::msgctl(id, IPC_RMID, nullptr);
  for (int id : sysv_ids_of("/proc/sysvipc/sem", "semid", uid)) ::semctl(id, 0, IPC_RMID);
}

std::uint64_t peak_rss_of(const struct rusage& usage) {
  return static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
}

std::chrono::nanoseconds cpu_time_of(const struct rusage& usage) {
  const auto of = [](const timeval& t) {
    return std::chrono::seconds(t.tv_sec) + std::chrono::microseconds(t.tv_usec);
  };
  return of(usage.ru_utime) + of(usage.ru_stime);
}

std::optional<struct rusage> reap_sandbox_init(ChildRegistry& registry, pid_t init, pid_t pgid) {
  if (registry.contains(init) || ::getpgid(init) != pgid) return std::nullopt;
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
  return usage;
}

UidLease::UidLease(UidPool& pool) : pool_(pool) {
  if (::geteuid() == 0) uid_ = pool_.acquire();
}

UidLease::~UidLease() {
  if (uid_) pool_.release(*uid_);
}

std::optional<StatFields> parse_stat(const std::string& stat) {
  const std::size_t close = stat.rfind(')');
  if (close == std::string::npos) return std::nullopt;
  // Fields 3 to 15: state, ppid, pgrp, session, tty_nr, tpgid, flags, minflt, cminflt,
  // majflt, cmajflt, utime, stime.
  std::istringstream fields(stat.substr(close + 1));
  std::string state;
  long long numbers[12] = {};
  fields >> state;
  for (long long& number : numbers) fields >> number;
  if (!fields) return std::nullopt;
  return StatFields{static_cast<pid_t>(numbers[2]),
                    static_cast<std::uint64_t>(numbers[10] + numbers[11])};
}

SessionCpu cpu_of_session(pid_t session) {
  static const long ticks_per_second = ::sysconf(_SC_CLK_TCK);
  SessionCpu cpu;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat_file(entry.path() / "stat");
    const auto fields = parse_stat(std::string(std::istreambuf_iterator<char>(stat_file), {}));
    if (!fields || fields->session != session) continue;
    if (ticks_per_second > 0) {
      cpu.used += std::chrono::nanoseconds(fields->cpu_ticks * 1'000'000'000ull /
                                           static_cast<std::uint64_t>(ticks_per_second));
    }
    std::error_code task_ec;
    for (const auto& task : fs::directory_iterator(entry.path() / "task", task_ec)) {
      std::ifstream schedstat(task.path() / "schedstat");
      std::uint64_t running = 0, waiting = 0;
      if (schedstat >> running >> waiting) cpu.waited += std::chrono::nanoseconds(waiting);
    }
  }
  return cpu;
}

}  // namespace grader

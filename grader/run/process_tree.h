// The processes of runs, after they start: which children of the grader belong to
// which run, the per-run uids when the grader is root, and finding, killing and reaping
// whatever a run leaves behind (docs/sandbox.md, "The process tree"). Nothing here is
// global: the runner (boost_process_runner.h) owns its ChildRegistry and UidPool and
// passes them in. Thread-safe: the batch grader's workers run at once.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>
#include <vector>

#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>

#include "run/posix_fd.h"

namespace grader {

// The uids runs get when the grader is root, one per concurrent run (docs/sandbox.md).
inline constexpr unsigned kFirstRunUid = 1'900'000'000;
inline constexpr unsigned kRunUidSlots = 4096;

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

// Uids handed to runs when the grader is root, one per concurrent run, across every
// grader process on the machine (two graders, or ctest -j2, must never share a uid: the
// uid killer of one would kill the other's run). A slot is held with flock() on
// /run/puzzle-grader/<slot> (root-only folder), released by the kernel if we die; flock
// locks belong to open files, so two pools in one process exclude each other too.
class UidPool {
 public:
  // A free uid, or nullopt when every slot is taken or no private lock folder exists.
  std::optional<uid_t> acquire();
  void release(uid_t uid);

 private:
  std::mutex mutex_;
  std::optional<std::filesystem::path> lock_dir_;  // chosen at the first acquire()
  std::array<UniqueFd, kRunUidSlots> locks_;
};

// Makes the grader a child subreaper (PR_SET_CHILD_SUBREAPER), so that orphans of runs
// are re-parented to it rather than to init. Idempotent; called before any run.
void become_subreaper();
// Asks the kernel (PR_GET_CHILD_SUBREAPER), so there is no flag to keep in step.
bool grader_is_subreaper();

enum class StrayPolicy {
  reap_zombies,   // only collect orphans that are already dead
  kill_and_reap,  // also SIGKILL live ones (non-root: no uid tells runs apart)
};

// Collects the orphans of the run whose process group is `own_pgid` that were
// re-parented to the grader, and those no run can claim (they left their run's group).
// An orphan still in another run's group is that run's business: touching it would make
// concurrent runs slow each other down (bwrap leaves one such orphan per run, see
// reap_sandbox_init). Returns how many are still alive.
int reap_strays(ChildRegistry& registry, pid_t own_pgid, StrayPolicy policy);

// Kills everything left of a run whose main process has been reaped, and reaps it.
void kill_leftovers(ChildRegistry& registry, pid_t pgid, std::optional<uid_t> uid);

// The machine's folders every user may write (sticky): /dev/shm, /tmp, /var/tmp,
// /run/lock (also /var/lock) and, where it is mounted, /dev/mqueue (POSIX message queues).
const std::vector<std::filesystem::path>& shared_writable_folders();

// Without the sandbox, a run shares the machine's shared_writable_folders() and, unless
// it got an IPC namespace of its own (ChildPlan::ipc), its System V IPC and POSIX message
// queues, where what it leaves outlives it (1 GiB of /dev/shm files is 1 GiB of RAM until
// reboot; a 0666 message queue is a channel to the next run). Removes every top-level
// entry of those folders owned by the run's own uid, except `keep` (its workspace, which
// is the run uid's during the run), and every System V shared memory segment, message
// queue and semaphore set that uid owns or created. Only for a run with a uid of its own.
void remove_files_and_ipc_of(uid_t uid, const std::filesystem::path& keep);

// ru_maxrss is in KiB: the largest RSS of the reaped process or of any descendant it (or
// they) waited for. A maximum over processes, not a sum over the tree.
std::uint64_t peak_rss_of(const struct rusage& usage);

// bwrap's outer process exits as soon as the program has, without reaping its helper
// (pid 1 of the sandbox, which waited for the program): the helper is re-parented to the
// grader, a subreaper. Reaping it here is what gives the program's peak memory (through
// the helper's rusage), and killing it first takes down whatever the program left in the
// sandbox: when pid 1 of a namespace dies, the kernel kills and reaps the rest.
// `init` comes from bwrap's status line, so it is checked to be an unreaped child of ours
// in this run's process group before anything is done to it. Returns the helper's resource
// usage (peak RSS, and CPU time of the program it waited for), or nullopt when it was not
// ours to reap (bwrap reaped it, or we are no subreaper).
std::optional<struct rusage> reap_sandbox_init(ChildRegistry& registry, pid_t init, pid_t pgid);

// User + system CPU time in a rusage (of the process and the descendants it reaped).
std::chrono::nanoseconds cpu_time_of(const struct rusage& usage);

// What the live processes of session `session` (a run: its main process's pid, the
// session every run starts, child_setup.h) have had of the CPUs: the CPU time they used
// (/proc/<pid>/stat), and how long their threads waited for a CPU while ready to run
// (/proc/<pid>/task/<tid>/schedstat, 2nd field), which is time the machine's other work
// (or the run's own other processes) took. Zeros where the kernel keeps no schedstat.
struct SessionCpu {
  std::chrono::nanoseconds used{0};
  std::chrono::nanoseconds waited{0};
};
SessionCpu cpu_of_session(pid_t session);

// The fields of /proc/<pid>/stat a run's figures need, from its text (the command, in
// parentheses, may hold any bytes: fields are counted after the last ')'), or nullopt.
struct StatFields {
  pid_t session = 0;
  std::uint64_t cpu_ticks = 0;  // utime + stime, in clock ticks
};
std::optional<StatFields> parse_stat(const std::string& stat);

std::optional<pid_t> session_in_stat(const std::string& stat);

// Forgets the run's process group once everything in it is gone.
class GroupRelease {
 public:
  GroupRelease(ChildRegistry& registry, pid_t pgid) : registry_(registry), pgid_(pgid) {}
  ~GroupRelease() { registry_.remove_group(pgid_); }
  GroupRelease(const GroupRelease&) = delete;
  GroupRelease& operator=(const GroupRelease&) = delete;

 private:
  ChildRegistry& registry_;
  pid_t pgid_;
};

// Returns the uid slot to the pool when the run is over.
class UidLease {
 public:
  explicit UidLease(UidPool& pool);  // takes a uid only when the grader is root
  ~UidLease();
  UidLease(const UidLease&) = delete;
  UidLease& operator=(const UidLease&) = delete;
  std::optional<uid_t> uid() const { return uid_; }

 private:
  UidPool& pool_;
  std::optional<uid_t> uid_;
};

}  // namespace grader

// The processes of runs, after they start: which children of the grader belong to
// which run, the per-run uids when the grader is root, and finding, killing and reaping
// whatever a run leaves behind (docs/sandbox.md, "The process tree"). Process-wide and
// thread-safe: the batch grader's workers run at once.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <shared_mutex>

#include <signal.h>
#include <sys/resource.h>
#include <sys/types.h>

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

ChildRegistry& registry();

// Set by stop_all_runs() (process_runner.h): no run starts any more.
std::atomic<bool>& stop_flag();

// Makes the grader a child subreaper (PR_SET_CHILD_SUBREAPER), so that orphans of runs
// are re-parented to it rather than to init; records whether that worked. Called once,
// before any run.
void become_subreaper();
bool grader_is_subreaper();

enum class StrayPolicy {
  reap_zombies,    // only collect orphans that are already dead
  kill_and_reap,   // also SIGKILL live ones (non-root: no uid tells runs apart)
};

// Collects the orphans of the run whose process group is `own_pgid` that were
// re-parented to the grader, and those no run can claim (they left their run's group).
// An orphan still in another run's group is that run's business: touching it would make
// concurrent runs slow each other down (bwrap leaves one such orphan per run, see
// reap_sandbox_init). Returns how many are still alive.
int reap_strays(pid_t own_pgid, StrayPolicy policy);

// Kills everything left of a run whose main process has been reaped, and reaps it.
void kill_leftovers(pid_t pgid, std::optional<uid_t> uid);

// Without the sandbox, a run shares the machine's /dev/shm, /tmp, /var/tmp and System V
// IPC, where what it leaves outlives it (1 GiB of /dev/shm files is 1 GiB of RAM until
// reboot). Removes every top-level entry there owned by the run's own uid, except
// `keep` (its workspace, which is the run uid's during the run), and every System V
// shared memory segment that uid owns or created. Only for a run with a uid of its own.
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
std::optional<struct rusage> reap_sandbox_init(pid_t init, pid_t pgid);

// User + system CPU time in a rusage (of the process and the descendants it reaped).
std::chrono::nanoseconds cpu_time_of(const struct rusage& usage);

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
  UidLease();  // takes a uid only when the grader is root
  ~UidLease();
  UidLease(const UidLease&) = delete;
  UidLease& operator=(const UidLease&) = delete;
  std::optional<uid_t> uid() const { return uid_; }

 private:
  std::optional<uid_t> uid_;
};

}  // namespace grader

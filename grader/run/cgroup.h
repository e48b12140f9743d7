// A control group of its own for each run, where the grader may create them: the run's
// CPU time, peak memory and task count are then the whole tree's (shared memory, memfd
// and tmpfs files included, since the kernel charges those pages to the group), a busy
// neighbour gets no more CPU than its share, and killing the group kills everything the
// run started, whatever session, process group or pid namespace it moved to.
//
// Supports cgroup v2 (one unified hierarchy; the grader's own group must be delegated to
// it) and v1 (cpu, cpuacct, memory, pids, and freezer when mounted, each its own
// hierarchy). Run groups are made under <grader's own group>/puzzle-grader/ in each
// hierarchy and named "<instance tag>-r<n>" (instance.h), so that a later grader can tell
// which ones a dead grader left. Where none of this is possible the runner falls back to
// rlimits (ResourceControl::rlimits); docs/sandbox.md says what remains then.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"
#include "run/process_runner.h"

namespace grader {

// The one table of ResourceControl names, for printing (reports, JSON) and parsing.
struct ResourceControlName {
  ResourceControl control;
  std::string_view name;        // as in JSON and report metadata
  std::string_view guarantees;  // one sentence for the instructor: what holds
  // One plain sentence for the student when the limits are not exact here; "" when they are.
  std::string_view for_students;
};
inline constexpr ResourceControlName kResourceControlTable[] = {
    {ResourceControl::cgroup_v2, "cgroup_v2",
     "each run has a control group (v2): its CPU time, memory (shared memory and /tmp "
     "included) and processes are counted and capped over its whole process tree",
     ""},
    {ResourceControl::cgroup_v1, "cgroup_v1",
     "each run has a control group (v1): its CPU time, memory (shared memory and /tmp "
     "included) and processes are counted and capped over its whole process tree",
     ""},
    {ResourceControl::rlimits, "rlimits",
     "no control groups here: memory and CPU time are capped per process (rlimits), "
     "shared memory only by the size of /dev/shm and /tmp, and a busy neighbour run "
     "can slow a run down",
     "Time and memory limits are only approximate on this computer; the course's grader "
     "applies them exactly."},
};
// Inline, so that the reports (and the web page's grader, web/, which has no control
// groups) read the names without linking the control-group code.
inline std::string_view to_string(ResourceControl control) {
  return puzzle::row_of(kResourceControlTable, &ResourceControlName::control, control).name;
}
inline std::string_view guarantees(ResourceControl control) {
  return puzzle::row_of(kResourceControlTable, &ResourceControlName::control, control).guarantees;
}
inline std::string_view student_note(ResourceControl control) {  // for_students
  return puzzle::row_of(kResourceControlTable, &ResourceControlName::control, control).for_students;
}
inline std::optional<ResourceControl> resource_control_from_string(std::string_view name) {
  return puzzle::value_named(kResourceControlTable, &ResourceControlName::control, name);
}

// One hierarchy the run groups live in: the grader's own group there, and which of the
// controllers we use it for ("" on v2, where one folder has them all).
struct CgroupHierarchy {
  std::filesystem::path own_group;  // e.g. /sys/fs/cgroup/memory/process_api/abc
  std::vector<std::string> controllers;
};

struct CgroupLayout {
  ResourceControl control = ResourceControl::rlimits;
  std::vector<CgroupHierarchy> hierarchies;
};

// Where run groups would go, from the text of /proc/self/mountinfo and /proc/self/cgroup.
// v1 needs cpuacct, memory and pids mounted (cpu and freezer are used when present); v2
// needs a cgroup2 mount holding the grader's group. v1 wins when both are complete (a
// hybrid host's cgroup2 mount has no controllers). Pure: unit-tested on sample texts.
CgroupLayout plan_cgroup_layout(std::string_view mountinfo, std::string_view self_cgroup);

// What this machine offers, probed once (a group is created and removed): the layout
// above when groups can really be made and limited, else rlimits. The environment
// variable PUZZLE_GRADER_NO_CGROUPS=1 forces rlimits (tests of the fallback).
const CgroupLayout& cgroup_layout();
inline ResourceControl resource_control() { return cgroup_layout().control; }

struct CgroupLimits {
  std::uint64_t memory_bytes = 0;  // 0: no cap; swap is capped to nothing where possible
  int max_tasks = 0;               // processes and threads; 0: no cap
};

// Memory events of a run's group.
enum class MemoryEvent {
  none,           // never reached the cap
  limit_reached,  // an allocation met the cap (reclaim may have saved it)
  oom_killed,     // the kernel's OOM killer ended a process of the run
};

class RunCgroup {
 public:
  // Makes the run's groups with `limits`; nullptr when the layout is rlimits or a step
  // fails (`error` then says which; the run goes on with rlimits only).
  static std::unique_ptr<RunCgroup> create(const CgroupLimits& limits, std::string& error);
  ~RunCgroup();  // kills whatever is left in the group, then removes the groups
  RunCgroup(const RunCgroup&) = delete;
  RunCgroup& operator=(const RunCgroup&) = delete;

  // Open O_WRONLY fds of every hierarchy's cgroup.procs: the child writes "0" to each
  // between fork and exec (child_setup.h), so nothing it starts runs outside the group.
  const std::vector<int>& procs_fds() const { return procs_fd_numbers_; }

  std::chrono::nanoseconds cpu_time() const;
  std::optional<std::uint64_t> peak_memory_bytes() const;  // nullopt where not reported
  MemoryEvent memory_event() const;
  // SIGKILLs every process in the group (cgroup.kill on v2; v1: freeze, kill every pid
  // in cgroup.procs, thaw) until it is empty, for at most about 2 s. True when empty.
  bool kill_all() const;
  bool empty() const;

 private:
  RunCgroup() = default;
  ResourceControl control_ = ResourceControl::rlimits;
  std::vector<std::filesystem::path> dirs_;  // the run's group in each hierarchy
  std::filesystem::path cpu_dir_, memory_dir_, pids_dir_, freezer_dir_;
  std::vector<int> procs_fd_numbers_;  // owned: closed by the destructor
};

// Kills and removes the run groups, and removes the workspace folders
// (<temp>/puzzle-ws-<tag>-*), of every grader that is provably dead (instance.h). Run
// once when a runner is first made; a live grader's groups and folders are never touched.
// Returns how many groups and folders were removed.
int sweep_dead_graders(
    const std::filesystem::path& workspace_parent = std::filesystem::temp_directory_path());

}  // namespace grader

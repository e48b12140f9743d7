#include "run/cgroup.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/name_table.h"
#include "run/instance.h"
#include "run/posix_fd.h"
#include "run/workspace.h"

namespace grader {
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

constexpr const char* kParentName = "puzzle-grader";
// v1 controllers the runner uses; the first three are required.
constexpr std::string_view kRequiredV1[] = {"cpuacct", "memory", "pids"};
constexpr std::string_view kOptionalV1[] = {"cpu", "freezer"};

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  while (true) {
    const auto at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) return parts;
    text.remove_prefix(at + 1);
  }
}

bool contains(const std::vector<std::string_view>& items, std::string_view item) {
  for (std::string_view x : items) {
    if (x == item) return true;
  }
  return false;
}

struct MountLine {
  std::string_view root, mount_point, fstype;
  std::vector<std::string_view> super_options;
};

std::optional<MountLine> parse_mount_line(std::string_view line) {
  const auto fields = split(line, ' ');
  std::size_t dash = 0;
  while (dash < fields.size() && fields[dash] != "-") ++dash;
  if (fields.size() < 5 || dash + 3 >= fields.size()) return std::nullopt;
  return MountLine{fields[3], fields[4], fields[dash + 1], split(fields[dash + 3], ',')};
}

// The grader's group path (field 3 of /proc/self/cgroup) for a v1 controller, or for v2
// (controller "").
std::optional<std::string_view> own_path(std::string_view self_cgroup,
                                         std::string_view controller) {
  for (std::string_view line : split(self_cgroup, '\n')) {
    const auto fields = split(line, ':');
    if (fields.size() < 3) continue;
    const auto listed = split(fields[1], ',');
    const bool match = controller.empty() ? fields[0] == "0" && fields[1].empty()
                                          : contains(listed, controller);
    if (match) return line.substr(fields[0].size() + fields[1].size() + 2);
  }
  return std::nullopt;
}

// mount point + (own path relative to the mount's root), or nullopt when the grader's
// group is not below what is mounted there.
std::optional<fs::path> group_dir(const MountLine& mount, std::string_view path) {
  std::string_view root = mount.root;
  if (root != "/") {
    if (path.rfind(root, 0) != 0) return std::nullopt;
    path.remove_prefix(root.size());
  }
  fs::path dir(mount.mount_point);
  for (std::string_view part : split(path, '/')) {
    if (part.empty()) continue;
    if (part == "..") return std::nullopt;
    dir /= std::string(part);
  }
  return dir;
}

// ---- files of a group

bool write_file(const fs::path& path, std::string_view value) {
  UniqueFd fd(::open(path.c_str(), O_WRONLY | O_CLOEXEC));
  if (!fd.valid()) return false;
  return ::write(fd.get(), value.data(), value.size()) == static_cast<ssize_t>(value.size());
}

std::optional<std::string> read_file(const fs::path& path) {
  UniqueFd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (!fd.valid()) return std::nullopt;
  std::string data;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd.get(), buffer, sizeof buffer)) > 0;)
    data.append(buffer, static_cast<std::size_t>(n));
  return data;
}

std::optional<std::uint64_t> read_number(const fs::path& path) {
  const auto text = read_file(path);
  if (!text) return std::nullopt;
  try {
    return std::stoull(*text);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// The value of `key` in a "key value" per line file (cpu.stat, memory.events, ...).
std::optional<std::uint64_t> read_key(const fs::path& path, std::string_view key) {
  const auto text = read_file(path);
  if (!text) return std::nullopt;
  for (std::string_view line : split(*text, '\n')) {
    const auto fields = split(line, ' ');
    if (fields.size() == 2 && fields[0] == key) {
      try {
        return std::stoull(std::string(fields[1]));
      } catch (const std::exception&) {
        return std::nullopt;
      }
    }
  }
  return std::nullopt;
}

std::vector<pid_t> procs_of(const fs::path& dir) {
  std::vector<pid_t> pids;
  std::istringstream in(read_file(dir / "cgroup.procs").value_or(""));
  for (pid_t pid = 0; in >> pid;) pids.push_back(pid);
  return pids;
}

// rmdir, retried briefly: a killed task leaves its group a moment after SIGKILL.
bool remove_group(const fs::path& dir) {
  for (int i = 0; i < 200; ++i) {
    if (::rmdir(dir.c_str()) == 0 || errno == ENOENT) return true;
    if (errno != EBUSY) return false;
    sleep_for_us(500);
  }
  return false;
}

// Freezes (v1 freezer) or not, kills every listed pid until `dir` is empty.
bool kill_members(const fs::path& procs_dir, const fs::path& freezer_dir,
                  const fs::path& kill_file) {
  if (procs_of(procs_dir).empty()) return true;
  if (!kill_file.empty() && write_file(kill_file, "1")) {
    // cgroup.kill (v2, Linux 5.14): the kernel kills every member, forks included.
  } else if (!freezer_dir.empty()) {
    write_file(freezer_dir / "freezer.state", "FROZEN");  // no fork can race the kills
  }
  const auto give_up = Clock::now() + std::chrono::seconds(2);
  bool empty = false;
  while (!(empty = procs_of(procs_dir).empty()) && Clock::now() < give_up) {
    for (pid_t pid : procs_of(procs_dir)) ::kill(pid, SIGKILL);
    if (!freezer_dir.empty())
      write_file(freezer_dir / "freezer.state", "THAWED");  // let SIGKILL land
    sleep_for_us(200);
  }
  return empty;
}

std::atomic<unsigned> run_counter{0};

// ---- the probe

bool ensure_dir(const fs::path& dir) { return ::mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST; }

// v2: run groups need the controllers enabled in the parent of puzzle-grader and in
// puzzle-grader itself. A non-root group with processes may not enable them ("no internal
// processes"), so the grader then moves itself into a leaf of its own first.
bool prepare_v2(const fs::path& own) {
  const std::string wanted = "+memory +pids";
  if (!write_file(own / "cgroup.subtree_control", wanted)) {
    if (errno != EBUSY) return false;
    const fs::path leaf = own / "puzzle-grader-main";
    if (!ensure_dir(leaf) || !write_file(leaf / "cgroup.procs", "0")) return false;
    if (!write_file(own / "cgroup.subtree_control", wanted)) return false;
  }
  write_file(own / "cgroup.subtree_control", "+cpu");  // fair shares, where available
  const fs::path parent = own / kParentName;
  if (!ensure_dir(parent) || !write_file(parent / "cgroup.subtree_control", wanted)) return false;
  write_file(parent / "cgroup.subtree_control", "+cpu");
  return true;
}

CgroupLayout& layout_storage() {
  static CgroupLayout layout;
  return layout;
}

}  // namespace

CgroupLayout plan_cgroup_layout(std::string_view mountinfo, std::string_view self_cgroup) {
  CgroupLayout v1{ResourceControl::cgroup_v1, {}};
  std::optional<CgroupHierarchy> v2;
  std::vector<std::string_view> found;
  for (std::string_view line : split(mountinfo, '\n')) {
    const auto mount = parse_mount_line(line);
    if (!mount) continue;
    if (mount->fstype == "cgroup2") {
      const auto path = own_path(self_cgroup, "");
      if (const auto dir = path ? group_dir(*mount, *path) : std::nullopt; dir && !v2) {
        v2 = CgroupHierarchy{*dir, {}};
      }
      continue;
    }
    if (mount->fstype != "cgroup") continue;
    CgroupHierarchy hierarchy;
    for (std::string_view option : mount->super_options) {
      const bool used = contains({std::begin(kRequiredV1), std::end(kRequiredV1)}, option) ||
                        contains({std::begin(kOptionalV1), std::end(kOptionalV1)}, option);
      if (!used || contains(found, option)) continue;
      const auto path = own_path(self_cgroup, option);
      const auto dir = path ? group_dir(*mount, *path) : std::nullopt;
      if (!dir) continue;
      hierarchy.own_group = *dir;
      hierarchy.controllers.emplace_back(option);
      found.push_back(option);
    }
    if (!hierarchy.controllers.empty()) v1.hierarchies.push_back(std::move(hierarchy));
  }
  bool v1_complete = true;
  for (std::string_view required : kRequiredV1)
    v1_complete = v1_complete && contains(found, required);
  if (v1_complete) return v1;
  if (v2) return CgroupLayout{ResourceControl::cgroup_v2, {*v2}};
  return {};
}

const CgroupLayout& cgroup_layout() {
  static std::once_flag once;
  std::call_once(once, [] {
    // For tests and for hosts where groups misbehave: the rlimits fallback, on purpose.
    if (const char* off = std::getenv("PUZZLE_GRADER_NO_CGROUPS");
        off && *off && std::string_view(off) != "0") {
      return;
    }
    // The probe creates a group with the planned layout, so it is set first, then
    // replaced by the verdict.
    CgroupLayout planned = plan_cgroup_layout(read_file("/proc/self/mountinfo").value_or(""),
                                              read_file("/proc/self/cgroup").value_or(""));
    layout_storage() = planned;
    bool ok = true;
    switch (planned.control) {
      case ResourceControl::rlimits: break;
      case ResourceControl::cgroup_v2:
        ok = prepare_v2(planned.hierarchies.front().own_group);
        break;
      case ResourceControl::cgroup_v1:
        for (const CgroupHierarchy& h : planned.hierarchies)
          ok = ok && ensure_dir(h.own_group / kParentName);
        break;
    }
    std::string error;
    if (ok && planned.control != ResourceControl::rlimits) {
      ok = RunCgroup::create(CgroupLimits{64ULL << 20, 8}, error) != nullptr;
    }
    if (!ok) layout_storage() = CgroupLayout{};
  });
  return layout_storage();
}

std::unique_ptr<RunCgroup> RunCgroup::create(const CgroupLimits& limits, std::string& error) {
  const CgroupLayout& layout = layout_storage().control == ResourceControl::rlimits
                                   ? cgroup_layout()
                                   : layout_storage();
  if (layout.control == ResourceControl::rlimits) {
    error = "control groups are not available";
    return nullptr;
  }
  std::unique_ptr<RunCgroup> group(new RunCgroup);
  group->control_ = layout.control;
  const std::string name = instance_tag() + "-r" + std::to_string(run_counter++);
  for (const CgroupHierarchy& h : layout.hierarchies) {
    const fs::path dir = h.own_group / kParentName / name;
    if (::mkdir(dir.c_str(), 0755) != 0) {
      error = "cannot create " + dir.string();
      return nullptr;
    }
    group->dirs_.push_back(dir);
    const int fd = ::open((dir / "cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
      error = "cannot open " + (dir / "cgroup.procs").string();
      return nullptr;
    }
    group->procs_fd_numbers_.push_back(fd);
    const auto uses = [&](std::string_view c) {
      return h.controllers.empty() || contains({h.controllers.begin(), h.controllers.end()}, c);
    };
    if (uses("cpuacct") || h.controllers.empty()) group->cpu_dir_ = dir;
    if (uses("memory")) group->memory_dir_ = dir;
    if (uses("pids")) group->pids_dir_ = dir;
    if (!h.controllers.empty() && uses("freezer")) group->freezer_dir_ = dir;
  }
  const bool v2 = layout.control == ResourceControl::cgroup_v2;
  if (limits.memory_bytes != 0) {
    const std::string bytes = std::to_string(limits.memory_bytes);
    if (!write_file(group->memory_dir_ / (v2 ? "memory.max" : "memory.limit_in_bytes"), bytes)) {
      error = "cannot set the memory limit in " + group->memory_dir_.string();
      return nullptr;
    }
    // Swap is memory too; best effort (swap accounting may be off).
    if (v2) {
      write_file(group->memory_dir_ / "memory.swap.max", "0");
    } else {
      write_file(group->memory_dir_ / "memory.memsw.limit_in_bytes", bytes);
    }
  }
  if (limits.max_tasks != 0 &&
      !write_file(group->pids_dir_ / "pids.max", std::to_string(limits.max_tasks))) {
    error = "cannot set pids.max in " + group->pids_dir_.string();
    return nullptr;
  }
  return group;
}

RunCgroup::~RunCgroup() {
  for (int fd : procs_fd_numbers_) ::close(fd);
  kill_all();
  for (const fs::path& dir : dirs_) remove_group(dir);
}

std::chrono::nanoseconds RunCgroup::cpu_time() const {
  switch (control_) {
    case ResourceControl::cgroup_v2:
      return std::chrono::microseconds(read_key(cpu_dir_ / "cpu.stat", "usage_usec").value_or(0));
    case ResourceControl::cgroup_v1:
      return std::chrono::nanoseconds(read_number(cpu_dir_ / "cpuacct.usage").value_or(0));
    case ResourceControl::rlimits: break;
  }
  return std::chrono::nanoseconds(0);
}

std::optional<std::uint64_t> RunCgroup::peak_memory_bytes() const {
  const bool v2 = control_ == ResourceControl::cgroup_v2;
  return read_number(memory_dir_ / (v2 ? "memory.peak" : "memory.max_usage_in_bytes"));
}

MemoryEvent RunCgroup::memory_event() const {
  const bool v2 = control_ == ResourceControl::cgroup_v2;
  const fs::path events = memory_dir_ / (v2 ? "memory.events" : "memory.oom_control");
  if (read_key(events, "oom_kill").value_or(0) > 0) return MemoryEvent::oom_killed;
  const auto reached = v2 ? read_key(events, "max") : read_number(memory_dir_ / "memory.failcnt");
  return reached.value_or(0) > 0 ? MemoryEvent::limit_reached : MemoryEvent::none;
}

bool RunCgroup::empty() const { return dirs_.empty() || procs_of(pids_dir_).empty(); }

bool RunCgroup::kill_all() const {
  if (dirs_.empty()) return true;
  const bool v2 = control_ == ResourceControl::cgroup_v2;
  return kill_members(pids_dir_, freezer_dir_, v2 ? pids_dir_ / "cgroup.kill" : fs::path());
}

namespace {

// The group of the same name as `dir` in the v1 freezer hierarchy, if there is one.
fs::path freezer_twin(const CgroupLayout& layout, const fs::path& dir) {
  for (const CgroupHierarchy& h : layout.hierarchies) {
    if (!contains({h.controllers.begin(), h.controllers.end()}, "freezer")) continue;
    const fs::path twin = h.own_group / kParentName / dir.filename();
    std::error_code ec;
    if (fs::is_directory(twin, ec)) return twin;
  }
  return fs::path();
}

}  // namespace

int sweep_dead_graders(const fs::path& workspace_parent) {
  const CgroupLayout& layout = cgroup_layout();
  int removed = 0;
  std::vector<std::string> dead;
  const auto is_dead = [&](const std::string& tag) {
    if (contains({dead.begin(), dead.end()}, tag)) return true;
    if (!instance_is_dead(tag)) return false;
    dead.push_back(tag);
    return true;
  };
  std::error_code ec;
  // Every dead grader, from the lock files: their own record of where they made
  // workspaces is read before anything is removed.
  for (const auto& entry : fs::directory_iterator(instances_folder(), ec)) {
    const std::string name = entry.path().filename().string();
    if (tag_prefix(name) == name) is_dead(name);
  }
  // Groups: kill first in every hierarchy (v1: the pids one lists them all), then remove.
  // A tag with anything left keeps its lock file, so the next grader to start tries again.
  std::vector<std::string> unfinished;
  std::vector<fs::path> groups;
  for (const CgroupHierarchy& h : layout.hierarchies) {
    for (const auto& entry : fs::directory_iterator(h.own_group / kParentName, ec)) {
      const auto tag = tag_prefix(entry.path().filename().string());
      if (tag && entry.is_directory(ec) && is_dead(*tag)) groups.push_back(entry.path());
    }
  }
  for (const fs::path& dir : groups) {
    const fs::path freezer = freezer_twin(layout, dir);
    // A grader killed while it held the group frozen (kill_members) left it so, and
    // SIGKILL does not land in a frozen group: thaw it, then kill as for a live run.
    if (!freezer.empty()) write_file(freezer / "freezer.state", "THAWED");
    const bool v2 = layout.control == ResourceControl::cgroup_v2;
    if (!kill_members(dir, freezer, v2 ? dir / "cgroup.kill" : fs::path()))
      unfinished.push_back(*tag_prefix(dir.filename().string()));
  }
  for (const fs::path& dir : groups) {
    if (remove_group(dir))
      ++removed;
    else
      unfinished.push_back(*tag_prefix(dir.filename().string()));
  }
  // Workspaces: in our $TMPDIR, and wherever a dead grader noted it made them. A grader
  // of another mount namespace made its workspaces in files we cannot see: it stays
  // recorded (unfinished) for a sweeper of its own namespace.
  std::vector<fs::path> parents{workspace_parent};
  for (const std::string& tag : dead) {
    const InstanceRecord record = instance_record_of(tag);
    if (!sees_same_files(record)) {
      unfinished.push_back(tag);
      continue;
    }
    for (const fs::path& parent : record.workspace_parents) parents.push_back(parent);
  }
  for (const fs::path& parent : parents) {
    for (const auto& entry : fs::directory_iterator(parent, ec)) {
      const std::string name = entry.path().filename().string();
      if (!name.starts_with(kWorkspacePrefix)) continue;
      const auto tag = tag_prefix(std::string_view(name).substr(kWorkspacePrefix.size()));
      if (!tag || !is_dead(*tag) || contains({unfinished.begin(), unfinished.end()}, *tag))
        continue;
      if (remove_workspace_folder(entry.path()))
        ++removed;
      else
        unfinished.push_back(*tag);
    }
  }
  for (const std::string& tag : dead) {
    if (!contains({unfinished.begin(), unfinished.end()}, tag)) forget_instance(tag);
  }
  return removed;
}

}  // namespace grader

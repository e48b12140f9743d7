#include "run/cgroup.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <string_view>
#include <thread>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "common/testing/temp_folder.h"
#include "run/instance.h"

namespace grader {
namespace {
namespace fs = std::filesystem;
using namespace std::chrono_literals;

// ---- pure parts

// This project's machines: v1 controllers each mounted alone, a hybrid cgroup2 beside.
constexpr std::string_view kV1Mountinfo =
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
    "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct\n"
    "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
    "37 31 0:34 / /sys/fs/cgroup/freezer rw,relatime - cgroup cgroup rw,freezer\n"
    "39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids\n"
    "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n";
constexpr std::string_view kV1SelfCgroup =
    "8:pids:/\n6:freezer:/\n4:memory:/process_api/abc\n2:cpuacct:/\n1:cpu:/\n0::/\n";

TEST(CgroupLayout, v1_uses_each_controllers_own_mount_and_the_graders_own_group) {
  const CgroupLayout layout = plan_cgroup_layout(kV1Mountinfo, kV1SelfCgroup);
  ASSERT_EQ(layout.control, ResourceControl::cgroup_v1);
  ASSERT_EQ(layout.hierarchies.size(), 5u);
  EXPECT_EQ(layout.hierarchies[0].own_group, "/sys/fs/cgroup/cpu");
  EXPECT_EQ(layout.hierarchies[0].controllers, std::vector<std::string>{"cpu"});
  EXPECT_EQ(layout.hierarchies[2].own_group, "/sys/fs/cgroup/memory/process_api/abc");
  EXPECT_EQ(layout.hierarchies[4].controllers, std::vector<std::string>{"pids"});
}

TEST(CgroupLayout, co_mounted_v1_controllers_share_one_hierarchy) {
  const CgroupLayout layout =
      plan_cgroup_layout("1 0 0:1 / /sys/fs/cgroup/cpu,cpuacct rw - cgroup cgroup rw,cpu,cpuacct\n"
                         "2 0 0:2 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n"
                         "3 0 0:3 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids\n",
                         "3:pids:/a\n2:memory:/a\n1:cpu,cpuacct:/a\n");
  ASSERT_EQ(layout.control, ResourceControl::cgroup_v1);
  ASSERT_EQ(layout.hierarchies.size(), 3u);
  EXPECT_EQ(layout.hierarchies[0].own_group, "/sys/fs/cgroup/cpu,cpuacct/a");
  EXPECT_EQ(layout.hierarchies[0].controllers, (std::vector<std::string>{"cpu", "cpuacct"}));
}

TEST(CgroupLayout, a_unified_host_uses_v2_below_the_graders_group) {
  const CgroupLayout layout = plan_cgroup_layout(
      "30 1 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw,nsdelegate\n", "0::/user.slice/grader\n");
  ASSERT_EQ(layout.control, ResourceControl::cgroup_v2);
  ASSERT_EQ(layout.hierarchies.size(), 1u);
  EXPECT_EQ(layout.hierarchies[0].own_group, "/sys/fs/cgroup/user.slice/grader");
}

TEST(CgroupLayout, a_container_mount_rooted_below_the_hierarchy_is_followed) {
  // Docker: the container's group is mounted as /sys/fs/cgroup, and /proc/self/cgroup
  // shows "/" (cgroup namespace) or the full path below the mount's root.
  const CgroupLayout layout = plan_cgroup_layout(
      "30 1 0:26 /docker/abc /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n", "0::/docker/abc/sub\n");
  ASSERT_EQ(layout.control, ResourceControl::cgroup_v2);
  EXPECT_EQ(layout.hierarchies[0].own_group, "/sys/fs/cgroup/sub");
}

TEST(CgroupLayout, nothing_usable_is_rlimits) {
  EXPECT_EQ(plan_cgroup_layout("", "").control, ResourceControl::rlimits);
  // v1 without pids, and no cgroup2: not enough to cap a run.
  EXPECT_EQ(plan_cgroup_layout("2 0 0:2 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n"
                               "3 0 0:3 / /sys/fs/cgroup/cpuacct rw - cgroup cgroup rw,cpuacct\n",
                               "2:memory:/\n3:cpuacct:/\n")
                .control,
            ResourceControl::rlimits);
}

TEST(ResourceControlNames, every_value_round_trips_and_says_what_holds) {
  for (const auto& entry : kResourceControlTable) {
    EXPECT_EQ(resource_control_from_string(to_string(entry.control)), entry.control);
    EXPECT_FALSE(guarantees(entry.control).empty());
  }
  EXPECT_EQ(resource_control_from_string("cgroups"), std::nullopt);
}

TEST(InstanceTag, prefixes_are_read_back_and_junk_is_refused) {
  EXPECT_EQ(tag_prefix("g123-456-r7"), "g123-456");
  EXPECT_EQ(tag_prefix("g123-456-XyZ123"), "g123-456");
  EXPECT_EQ(tag_prefix("g123-456"), "g123-456");
  EXPECT_EQ(tag_prefix("other"), std::nullopt);
  EXPECT_EQ(tag_prefix("g12x-456-r1"), std::nullopt);
  EXPECT_EQ(tag_prefix("g123--r1"), std::nullopt);
  EXPECT_EQ(tag_prefix(instance_tag()), instance_tag());
}

// ---- on this machine (skipped where control groups cannot be made)

// Writes a dead grader's record whole: under a name sweepers skip, then renamed. A grader
// of another test running at the same time sweeps every dead record; one that read this
// file while it was still empty would find no workspace parent in it, and forget it.
void write_dead_record(const std::string& tag, std::string_view text) {
  const fs::path hidden = instances_folder() / ("." + tag);
  std::ofstream(hidden) << text;
  fs::rename(hidden, instances_folder() / tag);
}

// Sweeps until none of `paths` exists, for at most 10 s; false if one is left. A grader
// of another test may sweep the same dead record first, and be midway through it when a
// sweep here returns, so what one sweep removed is not counted.
bool swept_away(const fs::path& workspace_parent, const std::vector<fs::path>& paths) {
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  for (;;) {
    sweep_dead_graders(workspace_parent);
    if (std::none_of(paths.begin(), paths.end(), [](const fs::path& p) { return fs::exists(p); }))
      return true;
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(20ms);
  }
}

class RunCgroupTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (resource_control() == ResourceControl::rlimits) GTEST_SKIP() << "no writable cgroups here";
  }
  // Forks a child that joins `group` and runs `body`; returns its pid.
  template <class Body>
  pid_t start_in(const RunCgroup& group, Body body) {
    const pid_t pid = ::fork();
    if (pid == 0) {
      for (int fd : group.procs_fds()) {
        if (::write(fd, "0", 1) != 1) ::_exit(99);
      }
      body();
      ::_exit(0);
    }
    return pid;
  }
  static int wait_for(pid_t pid) {
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
  }
};

TEST_F(RunCgroupTest, cpu_time_is_the_whole_trees) {
  std::string error;
  const auto group = RunCgroup::create({}, error);
  ASSERT_NE(group, nullptr) << error;
  // Two processes each spin 150 ms of their own CPU time; the group counts both.
  const pid_t pid = start_in(*group, [] {
    const auto spin = [] {
      const auto cpu_now = [] {
        timespec t{};
        ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
        return std::chrono::seconds(t.tv_sec) + std::chrono::nanoseconds(t.tv_nsec);
      };
      const auto until = cpu_now() + 150ms;
      while (cpu_now() < until) {
      }
    };
    if (::fork() == 0) {
      spin();
      ::_exit(0);
    }
    spin();
    ::wait(nullptr);
  });
  EXPECT_EQ(wait_for(pid), 0);
  EXPECT_GE(group->cpu_time(), 300ms);
}

TEST_F(RunCgroupTest, shared_memory_counts_and_an_oom_kill_is_reported) {
  std::string error;
  const auto group = RunCgroup::create({64ULL << 20, 0}, error);
  ASSERT_NE(group, nullptr) << error;
  // 128 MiB written into a memfd: shmem pages, charged to the group past its 64 MiB.
  const pid_t pid = start_in(*group, [] {
    const int fd = ::memfd_create("hog", 0);
    std::string chunk(1 << 20, 'x');
    for (int i = 0; i < 128; ++i) {
      if (::write(fd, chunk.data(), chunk.size()) < 0) ::_exit(3);
    }
    ::pause();  // holds it
  });
  const int status = wait_for(pid);
  EXPECT_TRUE(WIFSIGNALED(status) || (WIFEXITED(status) && WEXITSTATUS(status) == 3)) << status;
  EXPECT_NE(group->memory_event(), MemoryEvent::none);
  ASSERT_TRUE(group->peak_memory_bytes().has_value());
  EXPECT_GE(*group->peak_memory_bytes(), 60ULL << 20);
}

TEST_F(RunCgroupTest, kill_all_reaches_a_process_that_left_the_session) {
  std::string error;
  const auto group = RunCgroup::create({0, 16}, error);
  ASSERT_NE(group, nullptr) << error;
  int pipe_fds[2];
  ASSERT_EQ(::pipe(pipe_fds), 0);
  const pid_t pid = start_in(*group, [&] {
    if (::fork() == 0) {
      ::setsid();
      const pid_t me = ::getpid();
      (void)!::write(pipe_fds[1], &me, sizeof me);
      for (;;) ::pause();
    }
  });
  EXPECT_EQ(wait_for(pid), 0);
  pid_t daemon = 0;
  ASSERT_EQ(::read(pipe_fds[0], &daemon, sizeof daemon), static_cast<ssize_t>(sizeof daemon));
  ::close(pipe_fds[0]);
  ::close(pipe_fds[1]);
  EXPECT_EQ(::kill(daemon, 0), 0);
  EXPECT_FALSE(group->empty());
  EXPECT_TRUE(group->kill_all());
  EXPECT_TRUE(group->empty());
  // It was re-parented to init (or a subreaper): gone or a zombie, but not running.
  std::ifstream stat("/proc/" + std::to_string(daemon) + "/stat");
  std::string pid_field, comm, state;
  if (stat >> pid_field >> comm >> state) {
    EXPECT_EQ(state, "Z");
  }
}

// A dead grader's group that cannot be removed (here: it holds a group of its own, which
// rmdir refuses) keeps the grader's lock file, so the next sweep tries again; once the
// group can go, that sweep removes it and the lock file.
TEST_F(RunCgroupTest, a_dead_graders_lock_is_kept_until_every_group_is_gone) {
  ASSERT_FALSE(instances_folder().empty());
  const std::string dead_tag = "g2-" + std::to_string(::getpid());
  const fs::path dead = cgroup_layout().hierarchies.front().own_group / "puzzle-grader" /
                        (dead_tag + "-r0");
  ASSERT_TRUE(fs::create_directories(dead / "stuck"));
  // The group first: a sweeper of another test that found the record with no group left
  // would forget it before this test's first sweep.
  write_dead_record(dead_tag, "");

  sweep_dead_graders(fs::temp_directory_path());
  EXPECT_TRUE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(instances_folder() / dead_tag)) << "the lock went with a group left";

  fs::remove(dead / "stuck");
  EXPECT_TRUE(swept_away(fs::temp_directory_path(), {dead, instances_folder() / dead_tag}));
}

TEST_F(RunCgroupTest, a_dead_graders_groups_and_workspaces_are_swept_a_live_ones_kept) {
  ASSERT_FALSE(instances_folder().empty());
  const std::string dead_tag = "g1-" + std::to_string(::getpid());
  const puzzle::testing::TempFolder temp("cgroup-test");
  const fs::path& parent = temp.path();
  // A dead grader: its lock file exists, nobody holds it, and it names where it made
  // workspaces (so a grader of another test running at the same time, which may sweep it
  // first, removes the same things). Held until the scene is set: a grader of another
  // test that swept the groups before the orphan joined them would leave it paused for
  // ever, and this test waiting for it.
  const int lock = ::open((instances_folder() / dead_tag).c_str(), O_RDWR | O_CREAT | O_CLOEXEC,
                          0600);
  ASSERT_GE(lock, 0);
  ASSERT_EQ(::flock(lock, LOCK_EX), 0);
  const std::string record = parent.string() + "\n";
  ASSERT_EQ(::write(lock, record.data(), record.size()), static_cast<ssize_t>(record.size()));
  fs::create_directories(parent / ("puzzle-ws-" + dead_tag + "-abc123") / "sub");
  fs::create_directories(parent / ("puzzle-ws-" + instance_tag() + "-live01"));
  fs::create_directories(parent / "puzzle-ws-untagged");
  std::vector<fs::path> dead_groups;
  for (const CgroupHierarchy& h : cgroup_layout().hierarchies) {
    dead_groups.push_back(h.own_group / "puzzle-grader" / (dead_tag + "-r0"));
    fs::create_directory(dead_groups.back());
  }
  // Our own live group, with a process in it, and a process in the dead one. Each says
  // on `joined` when it is in its groups: a sleep was not enough on a loaded machine (the
  // sweep found the dead groups still empty, and the orphan then paused for ever).
  int joined[2];
  ASSERT_EQ(::pipe(joined), 0);
  std::string error;
  const auto live = RunCgroup::create({}, error);
  ASSERT_NE(live, nullptr) << error;
  // The children close their copy of `lock`: a flock belongs to the open file, which a
  // fork shares, so a child holding it would keep the dead grader alive.
  const pid_t live_pid = start_in(*live, [&joined, lock] {
    ::close(lock);
    if (::write(joined[1], "l", 1) != 1) ::_exit(98);
    ::pause();
  });
  const pid_t orphan = ::fork();
  if (orphan == 0) {
    ::close(lock);
    for (const fs::path& dir : dead_groups) {
      std::ofstream procs(dir / "cgroup.procs");
      if (!(procs << "0" << std::flush)) ::_exit(97);  // never a pause nobody ends
    }
    if (::write(joined[1], "o", 1) != 1) ::_exit(98);
    ::pause();
    ::_exit(0);
  }
  ::close(joined[1]);
  char both[2];
  ASSERT_EQ(::read(joined[0], both, 1) + ::read(joined[0], both + 1, 1), 2);
  ::close(joined[0]);
  ::close(lock);  // now dead: any grader may sweep it, this test's or another's

  std::vector<fs::path> dead_things = dead_groups;
  dead_things.push_back(parent / ("puzzle-ws-" + dead_tag + "-abc123"));
  dead_things.push_back(instances_folder() / dead_tag);
  EXPECT_TRUE(swept_away(parent, dead_things));
  EXPECT_TRUE(WIFSIGNALED(wait_for(orphan)));
  EXPECT_TRUE(fs::exists(parent / ("puzzle-ws-" + instance_tag() + "-live01")));
  EXPECT_TRUE(fs::exists(parent / "puzzle-ws-untagged"));
  EXPECT_FALSE(live->empty());
  EXPECT_EQ(::kill(live_pid, 0), 0);  // a live grader's run is never touched
  ::kill(live_pid, SIGKILL);
  wait_for(live_pid);
}

TEST(InstanceTag, workspace_parents_are_read_back_from_the_lock_file_text) {
  EXPECT_EQ(parse_instance_record("/tmp\n/var/grading/ws\nrelative\n\n/x").workspace_parents,
            (std::vector<fs::path>{"/tmp", "/var/grading/ws", "/x"}));
  EXPECT_TRUE(parse_instance_record("").workspace_parents.empty());
  EXPECT_TRUE(parse_instance_record("/tmp\n").mount_namespace.empty());
}

TEST(InstanceTag, the_mount_namespace_is_the_first_mnt_line) {
  const InstanceRecord record = parse_instance_record("mnt:[4026531840]\n/tmp\nmnt:[1]\n");
  EXPECT_EQ(record.mount_namespace, "mnt:[4026531840]");
  EXPECT_EQ(record.workspace_parents, std::vector<fs::path>{"/tmp"});
}

TEST(InstanceTag, a_record_of_another_mount_namespace_names_other_files) {
  ASSERT_FALSE(own_mount_namespace().empty());  // Linux with /proc mounted
  EXPECT_TRUE(sees_same_files({own_mount_namespace(), {}}));
  EXPECT_TRUE(sees_same_files({"", {}}));  // an older grader's record: as before
  EXPECT_FALSE(sees_same_files({"mnt:[1]", {}}));
}

TEST_F(RunCgroupTest, a_dead_graders_workspaces_are_found_in_every_parent_it_recorded) {
  const std::string dead_tag = "g4-" + std::to_string(::getpid());
  const puzzle::testing::TempFolder elsewhere_folder("cgroup-test-else");
  const fs::path& elsewhere = elsewhere_folder.path();
  fs::create_directories(elsewhere / ("puzzle-ws-" + dead_tag + "-abc123"));
  write_dead_record(dead_tag, elsewhere.string() + "\n");
  // The sweeper's own parent is another folder: the record is what finds it.
  const puzzle::testing::TempFolder mine_folder("cgroup-test-mine");
  EXPECT_TRUE(swept_away(mine_folder.path(), {elsewhere / ("puzzle-ws-" + dead_tag + "-abc123"),
                                              instances_folder() / dead_tag}));
}

// Lock files are shared by every mount namespace (root: /run), /tmp may not be: a grader
// killed in another namespace keeps its record, and the workspace of the same name here
// is not taken for its own.
TEST_F(RunCgroupTest, a_dead_grader_of_another_mount_namespace_is_left_to_its_own) {
  const std::string dead_tag = "g5-" + std::to_string(::getpid());
  const puzzle::testing::TempFolder parent_folder("cgroup-test-ns");
  const fs::path& parent = parent_folder.path();
  const fs::path workspace = parent / ("puzzle-ws-" + dead_tag + "-abc123");
  fs::create_directories(workspace);
  write_dead_record(dead_tag, "mnt:[1]\n" + parent.string() + "\n");
  sweep_dead_graders(parent);
  EXPECT_TRUE(fs::exists(workspace));
  EXPECT_TRUE(fs::exists(instances_folder() / dead_tag));
  ::unlink((instances_folder() / dead_tag).c_str());
}

TEST_F(RunCgroupTest, a_held_lock_means_alive) {
  // A name sweepers skip (not a whole tag): a grader of another test running at the same
  // time would otherwise sweep the file once unlocked, or hold it while it looks.
  const std::string tag = "g2-" + std::to_string(::getpid()) + "-held";
  const fs::path file = instances_folder() / tag;
  const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::flock(fd, LOCK_EX), 0);
  // flock locks belong to the open file: another open of it in this process conflicts.
  EXPECT_FALSE(instance_is_dead(tag));
  ::close(fd);
  EXPECT_TRUE(instance_is_dead(tag));
  EXPECT_FALSE(instance_is_dead("g3-" + std::to_string(::getpid())));  // no lock file: unknown
  ::unlink(file.c_str());
}

}  // namespace
}  // namespace grader

// Tests of the run layer's process bookkeeping with real processes: orphans re-parented to
// the test process (made a subreaper, as the grader is) and who may touch them.
#include "run/process_tree.h"

#include "run/child_setup.h"

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace grader {
namespace {
using namespace std::chrono_literals;

// What a run leaves behind: its main process led process group `pgid`, started
// `pid` (same group, sleeping) and exited, so `pid` is now our child.
struct Orphan {
  pid_t pgid = -1;
  pid_t pid = -1;
};

Orphan make_orphan() {
  int fds[2];
  if (::pipe(fds) != 0) return {};
  const pid_t main = ::fork();
  if (main == 0) {
    ::setpgid(0, 0);
    const pid_t sleeper = ::fork();
    if (sleeper == 0) {
      for (;;) ::pause();
    }
    [[maybe_unused]] const ssize_t n = ::write(fds[1], &sleeper, sizeof sleeper);
    ::_exit(0);
  }
  ::close(fds[1]);
  Orphan orphan{main, -1};
  if (::read(fds[0], &orphan.pid, sizeof orphan.pid) != static_cast<ssize_t>(sizeof orphan.pid)) {
    orphan.pid = -1;
  }
  ::close(fds[0]);
  ::waitpid(main, nullptr, 0);  // the sleeper is re-parented to us before this returns
  return orphan;
}

bool is_alive_child(pid_t pid) {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == 0;
}

bool is_gone(pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

// Reaps what the test killed, so that no zombie is left for the next test.
bool reaped_within_2s(ChildRegistry& registry, pid_t pgid, pid_t pid) {
  for (int i = 0; i < 200 && !is_gone(pid); ++i) {
    reap_strays(registry, pgid, StrayPolicy::reap_zombies);
    std::this_thread::sleep_for(10ms);
  }
  return is_gone(pid);
}

class ProcessTreeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    become_subreaper();
    ASSERT_TRUE(grader_is_subreaper());
    orphan_ = make_orphan();
    ASSERT_GT(orphan_.pid, 0);
    ASSERT_TRUE(is_alive_child(orphan_.pid)) << "the sleeper was not re-parented to us";
  }
  void TearDown() override {
    registry_.remove_group(orphan_.pgid);
    if (orphan_.pid > 0 && !is_gone(orphan_.pid)) {
      ::kill(orphan_.pid, SIGKILL);
      ::waitpid(orphan_.pid, nullptr, 0);
    }
  }
  ChildRegistry registry_;  // what a runner owns: here, no run is registered
  Orphan orphan_;
};

TEST_F(ProcessTreeTest, an_orphan_in_another_runs_group_is_left_to_that_run) {
  registry_.add_group(orphan_.pgid);  // its run is still in progress
  const pid_t other_run = orphan_.pgid + 1;
  EXPECT_EQ(reap_strays(registry_, other_run, StrayPolicy::kill_and_reap), 0);
  EXPECT_TRUE(is_alive_child(orphan_.pid));
  EXPECT_EQ(reap_strays(registry_, orphan_.pgid, StrayPolicy::kill_and_reap), 1);
  EXPECT_TRUE(reaped_within_2s(registry_, orphan_.pgid, orphan_.pid));
}

TEST_F(ProcessTreeTest, an_orphan_no_run_claims_is_everyones_to_kill) {
  // Its group is not registered: its run is over, or it moved to a group of its own.
  EXPECT_EQ(reap_strays(registry_, orphan_.pgid + 1, StrayPolicy::kill_and_reap), 1);
  EXPECT_TRUE(reaped_within_2s(registry_, orphan_.pgid + 1, orphan_.pid));
}

TEST_F(ProcessTreeTest, kill_leftovers_kills_and_reaps_a_runs_orphan) {
  registry_.add_group(orphan_.pgid);
  kill_leftovers(registry_, orphan_.pgid, std::nullopt);
  EXPECT_TRUE(is_gone(orphan_.pid));
}

TEST_F(ProcessTreeTest, reap_sandbox_init_touches_only_an_unreaped_child_of_the_runs_group) {
  EXPECT_EQ(reap_sandbox_init(registry_, 1, orphan_.pgid), std::nullopt);  // init: not ours
  EXPECT_EQ(reap_sandbox_init(registry_, orphan_.pid, orphan_.pgid + 1),
            std::nullopt);  // other group
  EXPECT_TRUE(is_alive_child(orphan_.pid));
  const auto usage = reap_sandbox_init(registry_, orphan_.pid, orphan_.pgid);
  ASSERT_TRUE(usage.has_value());
  EXPECT_GT(peak_rss_of(*usage), 0u);  // ru_maxrss of a real process, in bytes
  EXPECT_TRUE(is_gone(orphan_.pid));
}

// How many System V objects of `kind` (shm, msg, sem) `uid` owns: read with our own parser
// of /proc/sysvipc, whose uid column is the 8th (shm, msg) or the 5th (sem).
int sysv_objects_of(const std::string& kind, uid_t uid) {
  std::ifstream table("/proc/sysvipc/" + kind);
  std::string line;
  std::getline(table, line);
  const std::size_t uid_column = kind == "shm" ? 7 : kind == "msg" ? 7 : 4;
  int count = 0;
  while (std::getline(table, line)) {
    std::istringstream fields(line);
    std::vector<std::string> values{std::istream_iterator<std::string>(fields), {}};
    if (values.size() > uid_column && values[uid_column] == std::to_string(uid)) ++count;
  }
  return count;
}

// The sweep a run without an IPC namespace of its own relies on (the grader in a
// container without CAP_SYS_ADMIN): everything the uid left in the shared folders and
// every System V object it made goes, and nothing of another uid.
TEST(RemoveFilesAndIpc, removes_every_kind_of_object_and_file_the_uid_left) {
  if (::geteuid() != 0) GTEST_SKIP() << "only root can act as another uid";
  const uid_t uid = 1899999001;  // outside the runs' pool
  const std::string token = "pt-sweep-" + std::to_string(::getpid());
  const pid_t child = ::fork();
  if (child == 0) {
    if (drop_privileges(uid) != nullptr) ::_exit(1);
    const bool made = ::shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0666) >= 0 &&
                      ::msgget(IPC_PRIVATE, IPC_CREAT | 0666) >= 0 &&
                      ::semget(IPC_PRIVATE, 2, IPC_CREAT | 0666) >= 0;
    for (const char* folder : {"/dev/shm", "/tmp", "/var/tmp", "/run/lock"}) {
      std::ofstream(std::string(folder) + "/" + token) << "left";
    }
    ::_exit(made ? 0 : 2);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  for (const char* kind : {"shm", "msg", "sem"}) ASSERT_EQ(sysv_objects_of(kind, uid), 1) << kind;
  ASSERT_TRUE(std::filesystem::exists("/run/lock/" + token));
  const std::string mine = "/tmp/" + token + "-root";  // the grader's own file stays
  std::ofstream(mine) << "kept";

  remove_files_and_ipc_of(uid, "/nonexistent");

  for (const char* kind : {"shm", "msg", "sem"}) EXPECT_EQ(sysv_objects_of(kind, uid), 0) << kind;
  for (const char* folder : {"/dev/shm", "/tmp", "/var/tmp", "/run/lock"}) {
    EXPECT_FALSE(std::filesystem::exists(std::string(folder) + "/" + token)) << folder;
  }
  EXPECT_TRUE(std::filesystem::exists(mine));
  std::filesystem::remove(mine);
}

// /proc/<pid>/stat as the kernel writes it, for a command whose name holds ") 9 9 ": the
// fields are counted after the last ')'.
TEST(ParseStat, reads_the_session_and_cpu_ticks_after_the_command) {
  const std::string stat =
      "4242 (evil) 9 9 (x) R 4000 4242 4242 0 -1 4194304 100 0 0 0 70 30 0 0 20 0 1 0 5 1 1";
  const auto fields = parse_stat(stat);
  ASSERT_TRUE(fields);
  EXPECT_EQ(fields->session, 4242);
  EXPECT_EQ(fields->cpu_ticks, 100u);  // utime 70 + stime 30
  EXPECT_FALSE(parse_stat("4242 (no closing parenthesis R 1 2"));
  EXPECT_FALSE(parse_stat("4242 (short) R 1 2 3"));
}

// A process of our own session that computes, and so is seen using CPU time.
TEST(CpuOfSession, counts_the_cpu_time_of_a_sessions_processes) {
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::setsid();
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(300);
    while (std::chrono::steady_clock::now() < until) {
    }
    ::pause();
    ::_exit(0);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(400));
  const SessionCpu cpu = cpu_of_session(child);
  ::kill(child, SIGKILL);
  ::waitpid(child, nullptr, 0);
  EXPECT_GE(cpu.used, std::chrono::milliseconds(100));
  EXPECT_EQ(cpu_of_session(child).used, std::chrono::nanoseconds(0));  // gone: nothing
}

TEST(PeakRss, converts_kib_to_bytes) {
  struct rusage usage {};
  usage.ru_maxrss = 3;
  EXPECT_EQ(peak_rss_of(usage), 3072u);
}

}  // namespace
}  // namespace grader

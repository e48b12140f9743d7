// End-to-end tests of the real runner: small Python programs written for the purpose,
// each run with the sandbox and with rlimits only. Time limits are ~1 s to keep the
// whole suite fast.
#include "run/boost_process_runner.h"

#include <atomic>
#include <csignal>
#include <fstream>
#include <stdexcept>
#include <thread>

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "run/harness.h"
#include "run/workspace.h"

namespace grader {
namespace {
namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::string slurp(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string name_of(Isolation isolation) { return std::string(to_string(isolation)); }

class RunnerTest : public ::testing::TestWithParam<Isolation> {
 protected:
  void SetUp() override {
    if (GetParam() == Isolation::sandbox && !runner_->sandbox_available()) {
      GTEST_SKIP() << "bubblewrap does not work on this machine";
    }
    std::string templ = (fs::temp_directory_path() / "runner-test-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    root_ = templ;
    // 0711: the run's own uid (when we are root) must traverse to the workspace.
    ::chmod(root_.c_str(), 0711);
    workdir_ = root_ / "ws";
    fs::create_directory(workdir_);
  }
  void TearDown() override {
    if (!root_.empty()) remove_tree(root_);
  }

  ProcessSpec spec_for(const std::string& program) {
    std::ofstream(workdir_ / "prog.py") << program;
    ProcessSpec spec;
    spec.argv = {"python3", "prog.py"};
    spec.working_dir = workdir_;
    spec.isolation = GetParam();
    // Generous, so a loaded machine cannot turn a normal run into a time limit; the
    // tests about limits set 1 s themselves.
    spec.limits.cpu_time = 10'000ms;
    spec.limits.wall_time = 10'000ms;
    spec.limits.memory_bytes = 256ULL << 20;
    spec.limits.output_bytes = 64ULL << 10;
    spec.limits.max_processes = 32;
    return spec;
  }

  ProcessResult run(const std::string& program) { return runner_->run(spec_for(program)); }

  // The file a detached child appends to while it lives: if its size still changes
  // after run() returned, the child survived.
  void expect_heartbeat_stopped(const fs::path& heartbeat) {
    ASSERT_TRUE(fs::exists(heartbeat)) << "the child never started";
    const auto size = fs::file_size(heartbeat);
    std::this_thread::sleep_for(300ms);
    EXPECT_EQ(fs::file_size(heartbeat), size) << "a child outlived run()";
  }

  std::unique_ptr<BoostProcessRunner> runner_ = make_system_runner();
  fs::path root_;
  fs::path workdir_;
};

TEST_P(RunnerTest, correct_program_exits_0_with_its_output) {
  ProcessSpec spec = spec_for("import sys\nprint(sys.stdin.read().upper())\n");
  spec.stdin_data = "abc";
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data << r.failure_reason;
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.stdout_data, "ABC\n");
  EXPECT_EQ(r.isolation, GetParam());
  EXPECT_GT(r.peak_memory_bytes, 1u << 20);  // python3 is bigger than a megabyte
}

// Under the sandbox the program is a grandchild of bwrap's outer process; its peak must
// still be the program's own, not bwrap's (~2 MB).
TEST_P(RunnerTest, peak_memory_is_the_programs_own) {
  const ProcessResult r = run("x = bytearray(100 << 20)\nx[::4096] = b'1' * len(x[::4096])\n");
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_GE(r.peak_memory_bytes, 100u << 20);
  EXPECT_LT(r.peak_memory_bytes, 200u << 20);
}

TEST_P(RunnerTest, large_stdin_and_large_output_do_not_deadlock) {
  ProcessSpec spec = spec_for("import sys\ndata = sys.stdin.read()\nsys.stdout.write(data)\n"
                              "sys.stderr.write(data)\n");
  spec.stdin_data = std::string(40000, 'z');
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_EQ(r.stdout_data.size(), 40000u);
  EXPECT_EQ(r.stderr_data.size(), 40000u);
}

TEST_P(RunnerTest, sees_the_minimal_environment) {
  // bwrap adds PWD; nothing of the grader's own environment may leak. Without bubblewrap
  // (no private /tmp) TMPDIR points at the run's folder.
  const ProcessResult r = run("import os\nprint(os.environ['PATH'], os.environ['PYTHONHASHSEED'],"
                              " sorted(set(os.environ) - {'PWD'}))\n");
  const std::string tmpdir = GetParam() == Isolation::sandbox ? "" : ", 'TMPDIR'";
  EXPECT_EQ(r.stdout_data, "/usr/local/bin:/usr/bin:/bin 0 ['HOME', 'LANG', 'PATH', "
                           "'PYTHONDONTWRITEBYTECODE', 'PYTHONHASHSEED'" +
                               tmpdir + "]\n")
      << r.stderr_data;
}

TEST_P(RunnerTest, exit_code_1_is_exited_with_code_1) {
  const ProcessResult r = run("import sys\nprint('before')\nsys.exit(1)\n");
  EXPECT_EQ(r.termination, Termination::exited);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.stdout_data, "before\n");
}

TEST_P(RunnerTest, crash_by_signal_is_signaled) {
  const ProcessResult r = run("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n");
  EXPECT_EQ(r.termination, Termination::signaled) << r.exit_code;
  EXPECT_EQ(r.signal, SIGSEGV);
}

TEST_P(RunnerTest, syntax_error_exits_1_with_the_error_on_stderr) {
  const ProcessResult r = run("def broken(:\n    pass\n");
  EXPECT_EQ(r.termination, Termination::exited);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.stderr_data.find("SyntaxError"), std::string::npos) << r.stderr_data;
}

TEST_P(RunnerTest, infinite_loop_is_killed_at_the_time_limit) {
  const auto start = std::chrono::steady_clock::now();
  ProcessSpec spec = spec_for("while True:\n    pass\n");
  spec.limits.cpu_time = 1000ms;
  // A cap far away, so that a loaded machine cannot make the cap, not the CPU time,
  // stop it.
  spec.limits.wall_time = 20'000ms;
  const ProcessResult r = runner_->run(spec);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(r.termination, Termination::time_limit);
  // Without a control group the figure is wait4()'s, counted in clock ticks.
  EXPECT_GE(r.cpu_time, 950ms);
  EXPECT_LT(elapsed, 20'000ms);
}

TEST_P(RunnerTest, time_is_cpu_time_so_a_sleeping_program_is_within_its_limit) {
  // 1.5 s asleep, 1 s limit of CPU time, 10 s wall cap: it passes (DOMjudge's rule).
  ProcessSpec spec = spec_for("import time\ntime.sleep(1.5)\nprint('awake')\n");
  spec.limits.cpu_time = 1000ms;
  spec.limits.wall_time = 10'000ms;
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_GE(r.wall_time, 1500ms);
  EXPECT_LT(r.cpu_time, 1000ms);
}

TEST_P(RunnerTest, a_program_that_waits_past_the_wall_cap_is_stopped) {
  ProcessSpec spec = spec_for("import time\ntime.sleep(30)\n");
  spec.limits.cpu_time = 500ms;
  spec.limits.wall_time = 1000ms;
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::time_limit);
  EXPECT_GE(r.wall_time, 1000ms);
  EXPECT_LT(r.cpu_time, 500ms);
}

TEST_P(RunnerTest, cpu_time_counts_every_process_of_the_tree) {
  // Two children spin 0.4 s of CPU each while the parent waits: the tree used ~0.8 s.
  const ProcessResult r = run("import os, time\n"
                              "def spin():\n"
                              "    t = time.process_time()\n"
                              "    while time.process_time() - t < 0.4: pass\n"
                              "pids = []\n"
                              "for _ in range(2):\n"
                              "    pid = os.fork()\n"
                              "    if pid == 0:\n"
                              "        spin(); os._exit(0)\n"
                              "    pids.append(pid)\n"
                              "for pid in pids: os.waitpid(pid, 0)\n");
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_GE(r.cpu_time, 800ms);
}

TEST_P(RunnerTest, stdout_that_is_not_graded_may_pass_the_cap_and_its_tail_is_kept) {
  ProcessSpec spec = spec_for(
      "import sys\n"
      "for i in range(100000):\n"
      "    sys.stdout.write('state %d\\n' % i)\n"  // ~1.2 MB, past the 64 KiB cap
      "open('output.txt', 'w').write('42\\n')\n");
  spec.stdout_use = StdoutUse::not_graded;
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_EQ(r.stdout_data.size(), 64u << 10);
  EXPECT_TRUE(r.stdout_data.ends_with("state 99999\n"));
  EXPECT_EQ(slurp(workdir_ / "output.txt"), "42\n");
}

TEST_P(RunnerTest, endless_output_hits_the_output_limit_and_keeps_the_first_bytes) {
  const ProcessResult r = run("import sys\nwhile True:\n    sys.stdout.write('x' * 4096)\n");
  EXPECT_EQ(r.termination, Termination::output_limit);
  EXPECT_EQ(r.stdout_data.size(), 64u << 10);  // the grader kept exactly the cap
  EXPECT_EQ(r.stdout_data.find_first_not_of('x'), std::string::npos);
  EXPECT_LT(r.wall_time, 5000ms);
}

TEST_P(RunnerTest, memory_balloon_is_a_memory_limit) {
  const ProcessResult r = run("chunks = []\nwhile True:\n    chunks.append(bytearray(10**7))\n");
  EXPECT_EQ(r.termination, Termination::memory_limit) << r.stderr_data;
}

TEST_P(RunnerTest, child_left_with_stdout_open_does_not_hang_and_is_gone_afterwards) {
  const ProcessResult r = run("import os, time\n"
                              "if os.fork() == 0:\n"
                              "    while True:\n"  // keeps stdout (inherited) open and beats
                              "        with open('heartbeat', 'a') as f: f.write('.')\n"
                              "        time.sleep(0.02)\n"
                              "time.sleep(0.1)\n"
                              "print('parent done')\n");
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_EQ(r.stdout_data, "parent done\n");
  EXPECT_LT(r.wall_time, 5000ms);  // the child beats forever: waiting for EOF would hit 10 s
  expect_heartbeat_stopped(workdir_ / "heartbeat");
}

TEST_P(RunnerTest, daemon_that_escapes_the_process_group_is_gone_afterwards) {
  const ProcessResult r = run("import os, time\n"
                              "if os.fork() == 0:\n"
                              "    os.setsid()\n"
                              "    if os.fork() == 0:\n"
                              "        while True:\n"
                              "            with open('heartbeat', 'a') as f: f.write('.')\n"
                              "            time.sleep(0.02)\n"
                              "    os._exit(0)\n"
                              "time.sleep(0.2)\n");
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  expect_heartbeat_stopped(workdir_ / "heartbeat");
}

TEST_P(RunnerTest, no_zombie_child_of_the_grader_is_left) {
  run("import os\nif os.fork() == 0:\n    os._exit(0)\nimport time\ntime.sleep(0.05)\n");
  std::string children;
  for (const auto& task : fs::directory_iterator("/proc/self/task")) {
    children += slurp(task.path() / "children");
  }
  EXPECT_EQ(children, "");
}

TEST_P(RunnerTest, fork_storm_is_bounded_and_finishes) {
  const auto start = std::chrono::steady_clock::now();
  ProcessSpec spec = spec_for("import os\n"
                              "while True:\n"
                              "    try:\n"
                              "        if os.fork() == 0:\n"
                              "            with open('forks', 'a') as f: f.write('.')\n"
                              "    except OSError:\n"
                              "        pass\n");
  spec.limits.cpu_time = 1000ms;
  // With a control group the tree's CPU time stops it within about 0.5 s; without one
  // each process may use 1 s and new ones keep coming: the wall cap stops it.
  spec.limits.wall_time = 3000ms;
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::time_limit);
  EXPECT_LT(std::chrono::steady_clock::now() - start, 20'000ms);
  EXPECT_LE(fs::file_size(workdir_ / "forks"), 64u);  // 32 processes, give or take
  expect_heartbeat_stopped(workdir_ / "forks");
}

TEST_P(RunnerTest, missing_program_fails_to_start) {
  ProcessSpec spec = spec_for("");
  spec.argv = {"no-such-program-puzzle"};
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::failed_to_start);
  EXPECT_NE(r.failure_reason.find("no-such-program-puzzle"), std::string::npos);
}

TEST_P(RunnerTest, harness_reports_a_missing_function_as_a_submission_error) {
  std::ofstream(workdir_ / "funny.py") << "def other():\n    pass\n";
  ProcessSpec spec = spec_for("");
  const auto harness = install_harness(workdir_);
  ASSERT_TRUE(harness.has_value()) << harness.error();
  spec.argv = harness_call_argv(*harness, "funny.py", "solve", "[1, 2, 0]", HarnessReturn::ignore);
  spec.stdin_data = "n0nce\n";
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::exited) << r.failure_reason << r.stderr_data;
  EXPECT_EQ(r.exit_code, kHarnessSubmissionErrorExit);
  EXPECT_EQ(r.stderr_data, "puzzle-harness n0nce started\npuzzle-harness n0nce submission error: "
                           "function solve not found in funny.py\n");
}

TEST_P(RunnerTest, concurrent_runs_from_several_threads_all_succeed) {
  std::atomic<int> good{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      const fs::path dir = root_ / ("ws" + std::to_string(t));
      fs::create_directory(dir);
      std::ofstream(dir / "p.py") << "print(" << t << ")\n";
      ProcessSpec spec = spec_for("");
      spec.working_dir = dir;
      spec.argv = {"python3", "p.py"};
      const ProcessResult r = runner_->run(spec);
      if (r.termination == Termination::exited && r.stdout_data == std::to_string(t) + "\n") ++good;
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(good.load(), 4);
}

// stop_all() is Ctrl-C: a run in progress is cut short, and nothing starts afterwards.
TEST_P(RunnerTest, stop_all_kills_the_run_in_progress_and_refuses_new_ones) {
  EXPECT_FALSE(runner_->stopped());
  std::thread stopper([&] {
    std::this_thread::sleep_for(500ms);
    runner_->stop_all();
  });
  const auto started = std::chrono::steady_clock::now();
  const ProcessResult killed = run("import time\ntime.sleep(8)\n");
  stopper.join();
  EXPECT_LT(std::chrono::steady_clock::now() - started, 6s) << "the run was not cut short";
  EXPECT_NE(killed.termination, Termination::exited);
  EXPECT_TRUE(runner_->stopped());
  const ProcessResult refused = run("print('hello')\n");
  EXPECT_EQ(refused.termination, Termination::failed_to_start);
  EXPECT_EQ(refused.start_fault, StartFault::grader);
}

// A compiled submission is copied into its workspace while another thread forks a run.
// Before copy_fork_lock (workspace.h) the fork could carry the copy's write descriptor
// into its child, and the submission's own run then failed to start with "Text file busy"
// (seen once in the whole ctest beside a CPU hog: grader_e2e.reference_driver).
TEST_P(RunnerTest, a_program_copied_while_another_run_forks_still_starts) {
  const fs::path submission = root_ / "compiled";
  fs::create_directory(submission);
  fs::copy_file(fs::canonical("/usr/bin/python3"), submission / "prog");  // a few MB to copy
  ::chmod((submission / "prog").c_str(), 0755);
  std::atomic<bool> copying{true};
  std::thread forks([&] {
    while (copying) runner_->run(spec_for("pass\n"));
  });
  int busy = 0;
  for (int i = 0; i < 30; ++i) {
    WorkspaceOrError made = Workspace::create(submission, {}, root_);
    ASSERT_TRUE(made.workspace) << made.message;
    ProcessSpec spec = spec_for("");
    spec.argv = {"./prog", "-c", "pass"};
    spec.working_dir = made.workspace->dir();
    const ProcessResult result = runner_->run(spec);
    busy += result.stderr_data.find("Text file busy") != std::string::npos ||
            result.failure_reason.find("Text file busy") != std::string::npos;
  }
  copying = false;
  forks.join();
  EXPECT_EQ(busy, 0) << name_of(GetParam());
}

INSTANTIATE_TEST_SUITE_P(EveryIsolation, RunnerTest,
                         ::testing::Values(Isolation::sandbox, Isolation::fallback,
                                           Isolation::rlimits),
                         [](const auto& p) { return name_of(p.param); });

// What bubblewrap and the fallback both promise.
class ContainedTest : public RunnerTest {};

TEST_P(ContainedTest, has_no_network) {
  const ProcessResult r = run("import socket\n"
                              "for host, port in [('127.0.0.1', 22), ('1.1.1.1', 53)]:\n"
                              "    try:\n"
                              "        socket.create_connection((host, port), timeout=0.3)\n"
                              "        print('connected')\n"
                              "    except OSError as e:\n"
                              "        print('blocked')\n");
  EXPECT_EQ(r.stdout_data, "blocked\nblocked\n") << r.stderr_data;
}

// A file the grader holds with the usual 0600: bubblewrap does not show it, the fallback's
// own uid may not open it (only when the grader is root: otherwise the run has its uid).
TEST_P(ContainedTest, cannot_read_a_private_file_of_the_grader) {
  if (GetParam() == Isolation::fallback && ::geteuid() != 0) {
    GTEST_SKIP() << "the fallback has a uid of its own only when the grader is root";
  }
  const fs::path secret = root_ / "hidden.yaml";
  std::ofstream(secret) << "the answers";
  ::chmod(secret.c_str(), 0600);
  const ProcessResult r = run("try:\n    print(open('" + secret.string() +
                              "').read())\n"
                              "except OSError as e:\n    print('refused')\n");
  EXPECT_EQ(r.stdout_data, "refused\n") << r.stderr_data;
}

// The working folder is the run's (its uid's, when the grader is root), and temporary
// files go to a place no other run shares: bubblewrap's private /tmp, or the folder.
TEST_P(ContainedTest, the_workspace_and_temporary_files_are_the_runs_own) {
  const ProcessResult r = run(
      "import os, tempfile\n"
      "print(os.stat('.').st_uid == os.getuid())\n"
      "print(os.path.dirname(tempfile.mkstemp()[1]) in ('/tmp', os.getcwd()))\n");
  EXPECT_EQ(r.stdout_data, "True\nTrue\n") << r.stderr_data;
}

INSTANTIATE_TEST_SUITE_P(Contained, ContainedTest,
                         ::testing::Values(Isolation::sandbox, Isolation::fallback),
                         [](const auto& p) { return name_of(p.param); });

// What the fallback's system-call filter refuses, seen from Python.
class FallbackTest : public RunnerTest {};

TEST_P(FallbackTest, refuses_network_sockets_and_tracing) {
  const ProcessResult r = run(
      "import ctypes, errno, socket\n"
      "for family in (socket.AF_INET, socket.AF_INET6):\n"
      "    try:\n        socket.socket(family)\n        print('socket')\n"
      "    except OSError as e:\n        print(errno.errorcode[e.errno])\n"
      "socket.socket(socket.AF_UNIX).close()\n"
      "libc = ctypes.CDLL(None, use_errno=True)\n"
      "print(libc.ptrace(0, 0, 0, 0), errno.errorcode[ctypes.get_errno()])\n");
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data << r.failure_reason;
  EXPECT_EQ(r.stdout_data, "EACCES\nEACCES\n-1 EPERM\n") << r.stderr_data;
}

TEST_P(FallbackTest, temporary_files_go_to_the_runs_own_folder) {
  const ProcessResult r = run("import os, tempfile\n"
                              "print(tempfile.gettempdir() == os.getcwd())\n");
  EXPECT_EQ(r.stdout_data, "True\n") << r.stderr_data;
}

INSTANTIATE_TEST_SUITE_P(Fallback, FallbackTest, ::testing::Values(Isolation::fallback),
                         [](const auto& p) { return name_of(p.param); });

// What only bubblewrap promises.
class SandboxTest : public RunnerTest {};

TEST_P(SandboxTest, cannot_read_a_file_outside_the_workspace) {
  const fs::path secret = root_ / "expected_output.txt";
  std::ofstream(secret) << "the answers";
  ::chmod(secret.c_str(), 0644);
  const ProcessResult r = run("try:\n    print(open('" + secret.string() +
                              "').read())\n"
                              "except OSError as e:\n    print(type(e).__name__)\n");
  EXPECT_EQ(r.stdout_data, "FileNotFoundError\n") << r.stderr_data;
}

TEST_P(SandboxTest, cannot_write_outside_the_workspace) {
  ::chmod(root_.c_str(), 0777);  // even where the host would let it
  const fs::path target = root_ / "planted.txt";
  const ProcessResult r = run("for p in ['" + target.string() +
                              "', '/usr/planted.txt']:\n"
                              "    try:\n        open(p, 'w').write('x')\n        print('wrote')\n"
                              "    except OSError as e:\n        print('refused')\n");
  EXPECT_EQ(r.stdout_data, "refused\nrefused\n") << r.stderr_data;
  EXPECT_FALSE(fs::exists(target));
}

// /tmp is a tmpfs, i.e. memory that RLIMIT_AS does not count: it holds at most what one
// file may (file_size_bytes), so many capped files cannot fill the machine's memory.
TEST_P(SandboxTest, private_tmp_holds_no_more_than_the_file_size_cap) {
  ProcessSpec spec = spec_for("import errno\n"
                              "written = 0\n"
                              "try:\n"
                              "    for i in range(64):\n"
                              "        open('/tmp/%d' % i, 'wb').write(b'0' * (1 << 20))\n"
                              "        written += 1\n"
                              "    print(written, 'no error')\n"
                              "except OSError as e:\n"
                              "    print(written, errno.errorcode[e.errno])\n");
  spec.limits.file_size_bytes = 4 << 20;
  const ProcessResult r = runner_->run(spec);
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_EQ(r.stdout_data, "4 ENOSPC\n") << r.stderr_data;
}

TEST_P(SandboxTest, writes_in_the_workspace_are_visible_to_the_grader) {
  const ProcessResult r = run("open('output.txt', 'w').write('path_to_goal: []\\n')\n");
  EXPECT_EQ(r.termination, Termination::exited) << r.stderr_data;
  EXPECT_EQ(slurp(workdir_ / "output.txt"), "path_to_goal: []\n");
}

INSTANTIATE_TEST_SUITE_P(Sandbox, SandboxTest, ::testing::Values(Isolation::sandbox),
                         [](const auto& p) { return name_of(p.param); });

// The kernel gives a run's orphans to the process, so two runners at once would take each
// other's children for orphans: the second is refused, and the process is free again
// once the first is gone.
TEST(OneRunnerPerProcess, a_second_runner_is_refused_while_the_first_lives) {
  {
    const auto first = make_system_runner();
    EXPECT_THROW(BoostProcessRunner second, std::logic_error);
  }
  EXPECT_NO_THROW(BoostProcessRunner again);
}

}  // namespace
}  // namespace grader

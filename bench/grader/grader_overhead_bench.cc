// What the grader itself costs per test, around a program that does nothing: make the
// workspace (copy a one-file submission), spawn /bin/true, wait, clean up. Run:
//   build/bin/grader_overhead_bench --benchmark_repetitions=20
//     --benchmark_report_aggregates_only=true
// Wall-clock time (UseRealTime): the work is in the kernel and the child, not our CPU.
// PUZZLE_GRADER_NO_CGROUPS=1 runs the same without a control group per run, so the two
// runs' difference is what the groups cost; BM_CgroupLifecycle is that work alone.
#include <fstream>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <benchmark/benchmark.h>

#include "run/boost_process_runner.h"
#include "run/cgroup.h"
#include "run/workspace.h"

namespace grader {
namespace {
namespace fs = std::filesystem;

class Submission {
 public:
  Submission() {
    std::string templ = (fs::temp_directory_path() / "bench-submission-XXXXXX").string();
    if (::mkdtemp(templ.data()) == nullptr) throw std::runtime_error("mkdtemp");
    dir_ = templ;
    std::ofstream(dir_ / "driver.py") << "print('hello')\n";
  }
  ~Submission() { remove_tree(dir_); }
  Submission(const Submission&) = delete;
  Submission& operator=(const Submission&) = delete;
  const fs::path& dir() const { return dir_; }

 private:
  fs::path dir_;
};

void run_trivial_test(benchmark::State& state, Isolation isolation) {
  const auto runner = make_system_runner();
  if (isolation == Isolation::sandbox && !runner->sandbox_available()) {
    state.SkipWithError("bubblewrap does not work here");
    return;
  }
  const Submission submission;
  for (auto _ : state) {
    WorkspaceOrError made = Workspace::create(submission.dir());
    if (!made.workspace) {
      state.SkipWithError(made.message.c_str());
      return;
    }
    ProcessSpec spec;
    spec.argv = {"/bin/true"};
    spec.working_dir = made.workspace->dir();
    spec.isolation = isolation;
    const ProcessResult result = runner->run(spec);
    if (result.termination != Termination::exited || result.exit_code != 0) {
      state.SkipWithError("/bin/true did not exit 0");
      return;
    }
    benchmark::DoNotOptimize(result);
  }  // the workspace is removed at the end of each iteration
}

// The floor: posix_spawn + waitpid of /bin/true, no workspace, no limits. The grader's
// own overhead is the difference between this and the figures above.
void BM_SpawnBaseline(benchmark::State& state) {
  char* argv[] = {const_cast<char*>("/bin/true"), nullptr};
  for (auto _ : state) {
    pid_t pid = 0;
    if (::posix_spawn(&pid, "/bin/true", nullptr, nullptr, argv, environ) != 0) {
      state.SkipWithError("posix_spawn failed");
      return;
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    benchmark::DoNotOptimize(status);
  }
}

// One run's control-group work and nothing else: create the groups with limits, a
// forked child joins them and exits, read CPU time, peak and memory events, empty and
// remove the groups. (The fork and wait are in the baseline above.)
void BM_CgroupLifecycle(benchmark::State& state) {
  if (resource_control() == ResourceControl::rlimits) {
    state.SkipWithError("no control groups here");
    return;
  }
  for (auto _ : state) {
    std::string error;
    auto group = RunCgroup::create({256ULL << 20, 66}, error);
    if (!group) {
      state.SkipWithError(error.c_str());
      return;
    }
    const pid_t pid = ::fork();
    if (pid == 0) {
      for (int fd : group->procs_fds()) (void)!::write(fd, "0", 1);
      ::_exit(0);
    }
    ::waitpid(pid, nullptr, 0);
    benchmark::DoNotOptimize(group->cpu_time());
    benchmark::DoNotOptimize(group->peak_memory_bytes());
    benchmark::DoNotOptimize(group->memory_event());
    group.reset();
  }
}

void BM_TestOverheadRlimits(benchmark::State& state) {
  run_trivial_test(state, Isolation::rlimits);
}
void BM_TestOverheadSandbox(benchmark::State& state) {
  run_trivial_test(state, Isolation::sandbox);
}

BENCHMARK(BM_SpawnBaseline)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CgroupLifecycle)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TestOverheadRlimits)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BM_TestOverheadSandbox)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace grader

BENCHMARK_MAIN();

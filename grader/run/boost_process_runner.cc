#include "run/boost_process_runner.h"

// The only file that includes Boost.Process (v1, header-only in Boost 1.74).
#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <stdexcept>
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/scratch_folder.h"
#include "run/cgroup.h"
#include "run/child_setup.h"
#include "run/launch_plan.h"
#include "run/posix_fd.h"
#include "run/process_tree.h"
#include "run/sandbox.h"
#include "run/seccomp_filter.h"
#include "run/termination.h"
#include "run/workspace.h"

namespace grader {
namespace fs = std::filesystem;
namespace bp = boost::process;
using Clock = std::chrono::steady_clock;

namespace {

// Runs the planned child setup (child_setup.h) between Boost.Process's fork and exec.
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

// The one process-wide flag of the run layer: whether a BoostProcessRunner holds this
// process (boost_process_runner.h says why there may be only one at a time).
std::atomic<bool> process_claimed{false};

// Gives the working folder to the run's uid so the program can write its output.
void chown_tree(const fs::path& root, uid_t uid) {
  std::error_code ec;
  if (::lchown(root.c_str(), uid, uid) != 0) return;
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    (void)::lchown(it->path().c_str(), uid, uid);
  }
}

// The fallback's system-call filter for bwrap's --seccomp, which reads it from a pipe: the
// same refusals inside bubblewrap (where namespaces already hold, but a program could
// still trace bwrap's own pid 1, open io_uring or nest user namespaces). Invalid when the
// filter could not be built: the sandbox then runs without it.
UniqueFd bwrap_filter_fd() {
  const auto& filter = fallback_filter();
  if (!filter) return UniqueFd();
  const sock_fprog program = filter->program();
  const std::size_t bytes = program.len * sizeof(sock_filter);
  Pipe pipe = make_pipe();
  // A few hundred bytes: far below a pipe's buffer, so the write never blocks.
  if (::write(pipe.write.get(), program.filter, bytes) != static_cast<ssize_t>(bytes))
    return UniqueFd();
  return std::move(pipe.read);
}

// ---------------------------------------------------------------------------------
// Moving the run's data (pump_io's tools).

// What a capture does past its cap: stop the run (graded output), or keep only the last
// `cap` bytes (output nobody grades, StdoutUse::not_graded).
enum class PastCap { stop_run, keep_tail };

struct Capture {
  UniqueFd fd;
  std::string data;
  std::uint64_t bytes_read = 0;  // all the program wrote here, kept or not
  bool overflowed = false;
  PastCap past_cap = PastCap::stop_run;
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
  capture.bytes_read += static_cast<std::uint64_t>(n);
  if (capture.past_cap == PastCap::keep_tail && cap != 0) {
    capture.data.append(buffer, static_cast<std::size_t>(n));
    // Trimmed in steps of at least `cap`, so each byte is moved O(1) times.
    if (capture.data.size() >= 2 * cap) capture.data.erase(0, capture.data.size() - cap);
    return ReadOutcome::more;
  }
  const std::size_t room = cap == 0
                               ? static_cast<std::size_t>(n)
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

// Stops a run whose control group has used more CPU time than the limit. Checked at
// every wake-up of the pump, which wakes at least every kCpuCheckMs while watching.
struct CpuWatch {
  const RunCgroup* group = nullptr;
  std::chrono::milliseconds limit{0};
  bool active() const { return group != nullptr && limit.count() != 0; }
  bool over() const { return active() && group->cpu_time() > limit; }
};
constexpr int kCpuCheckMs = 50;
// The most a run's wall-time cap is stretched by the time it waited for a CPU.
constexpr int kMostWallCaps = 3;

struct PollSet {
  std::vector<pollfd> fds;
  int add(int fd, short events) {
    if (fd < 0) return -1;
    fds.push_back({fd, events, 0});
    return static_cast<int>(fds.size()) - 1;
  }
  bool ready(int index) const {
    return index >= 0 && fds[static_cast<std::size_t>(index)].revents != 0;
  }
};

int poll_timeout_ms(std::optional<Clock::time_point> deadline, int ceiling_ms) {
  if (!deadline) return ceiling_ms;
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left + 1, 0, ceiling_ms));
}

bool child_has_exited(pid_t pid) {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == pid;
}

// Moves data until the child exits, a limit is hit, or (pid < 0) the pipes reach EOF.
PumpEnd pump(Streams& s, pid_t pid, int pidfd, std::optional<Clock::time_point> deadline,
             std::uint64_t cap, const CpuWatch& cpu = {}) {
  for (;;) {
    if (s.out.overflowed || s.err.overflowed) return PumpEnd::output_limit;
    if (pid < 0 && !s.out.fd.valid() && !s.err.fd.valid() && !s.status.fd.valid())
      return PumpEnd::drained;
    if (deadline && Clock::now() >= *deadline) return PumpEnd::time_limit;
    if (pid >= 0 && cpu.over()) return PumpEnd::time_limit;
    PollSet set;
    const int exit_index = pid >= 0 ? set.add(pidfd, POLLIN) : -1;
    const int in_index = set.add(s.stdin_fd.get(), POLLOUT);
    const int out_index = set.add(s.out.fd.get(), POLLIN);
    const int err_index = set.add(s.err.fd.get(), POLLIN);
    const int status_index = set.add(s.status.fd.get(), POLLIN);
    // Without a pidfd (kernel < 5.3) the exit is noticed by polling every 5 ms.
    const int ceiling = pid >= 0 && pidfd < 0 ? 5 : (pid >= 0 && cpu.active() ? kCpuCheckMs : 1000);
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

struct Reaped {
  int status = 0;
  std::uint64_t peak_rss_bytes = 0;
  std::chrono::nanoseconds cpu_time{0};
};

// Reads whatever is already in the pipe, without waiting for more.
void read_ready(Capture& capture, std::uint64_t cap) {
  while (capture.fd.valid()) {
    pollfd entry{capture.fd.get(), POLLIN, 0};
    if (::poll(&entry, 1, 0) <= 0) return;
    if (read_some(capture, cap) == ReadOutcome::eof) return;
  }
}

// Waits for the run's main process (ours, so never an orphan) and forgets it.
Reaped reap_main(ChildRegistry& registry, pid_t pid) {
  Reaped reaped;
  struct rusage usage {};
  while (::wait4(pid, &reaped.status, 0, &usage) < 0 && errno == EINTR) {
  }
  reaped.peak_rss_bytes = peak_rss_of(usage);
  reaped.cpu_time = cpu_time_of(usage);
  registry.remove(pid);
  return reaped;
}

struct Spawned {
  pid_t pid = -1;
  std::string error;
};

// Forks and execs through Boost.Process with `plan` applied in between, and registers the
// child (and its process group) before any orphan reaping can look at it: the spawn lock
// is held shared from fork until then (process_tree.h, ChildRegistry).
Spawned spawn(ChildRegistry& registry, const std::atomic<bool>& stopped, const Launch& launch,
              const ChildPlan& plan) {
  std::shared_lock lock(registry.spawn_lock());
  try {
    std::unique_lock no_copy_open(copy_fork_lock());  // workspace.h: no ETXTBSY for others
    bp::child child(bp::exe = launch.exe.string(), bp::args = launch.args, ChildSetup(plan));
    const pid_t pid = child.id();
    registry.add(pid);
    registry.add_group(pid);  // the child leads its own process group
    // stop_all() sets the flag before it kills the registered groups, so a run
    // registered too late for it sees the flag here.
    if (stopped) ::kill(-pid, SIGKILL);
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

// exec failed. Only a file of the submission (a relative path, or one inside the working
// folder) can be the program's fault; bwrap, python3 and the like are the grader's.
ProcessResult failed_to_exec(const ProcessSpec& spec, const fs::path& exe,
                             const std::string& error) {
  ProcessResult result = failed("cannot start " + spec.argv.front() + ": " + error);
  const auto inside = std::mismatch(spec.working_dir.begin(), spec.working_dir.end(), exe.begin(),
                                    exe.end())
                          .first == spec.working_dir.end();
  if (exe.is_relative() || inside) result.start_fault = StartFault::program;
  return result;
}

StopReason stop_reason(PumpEnd end) {
  switch (end) {
    case PumpEnd::time_limit: return StopReason::time_limit;
    case PumpEnd::output_limit: return StopReason::output_limit;
    case PumpEnd::child_exited:
    case PumpEnd::drained: return StopReason::none;
  }
  return StopReason::none;
}

// ---------------------------------------------------------------------------------
// One run, step by step.

// What the steps of one run hand each other. Members are destroyed in reverse order:
// the process group is forgotten, then the control group removed (which kills anything
// left in it), and the uid goes back to the pool last, once nothing of the run is left.
struct Run {
  Run(const ProcessSpec& s, Isolation i, UidPool& uids) : spec(s), isolation(i), lease(uids) {}

  const ProcessSpec& spec;
  const Isolation isolation;
  UidLease lease;  // a uid of the run's own when the grader is root
  // prepare(): the child's pipe ends (fds 0-2, and bwrap's status on 3), bwrap's seccomp
  // program (fd 4), what the child does between fork and exec, what to exec.
  Pipe in, out, err;
  std::optional<Pipe> status;
  UniqueFd filter;
  ChildPlan plan;
  std::unique_ptr<RunCgroup> cgroup;  // nullptr: rlimits only
  ResourceControl control = ResourceControl::rlimits;
  Launch launch;
  // launch(): the main process, leading its own process group and session.
  pid_t pid = -1;
  std::optional<GroupRelease> group_release;
  Clock::time_point start;
  Streams streams;  // the grader's pipe ends
  UniqueFd pidfd;   // invalid on kernels before 5.3
};

// How the run's I/O ended, and when.
struct Pumped {
  PumpEnd end = PumpEnd::child_exited;
  std::chrono::milliseconds wall{0};
};

// What is known of the run once nothing of it is left.
struct Collected {
  PumpEnd end = PumpEnd::child_exited;  // output_limit when the drain passed the cap
  int wait_status = 0;                  // of the main process (bwrap under the sandbox)
  std::uint64_t peak_rss_bytes = 0;
  std::chrono::nanoseconds cpu_time{0};
};

// A failure that ends the run before it starts: set means "return this".
using EarlyEnd = std::optional<ProcessResult>;

}  // namespace

// ---------------------------------------------------------------------------------
// The runner's state and the steps of a run.

class BoostProcessRunner::State {
 public:
  State() : host_{find_bwrap(), probe_host_layout()} {}

  // The whole protocol of one run; each step's contract is at its definition.
  ProcessResult run(const ProcessSpec& spec, Isolation isolation) {
    if (EarlyEnd refused = refuse(spec)) return std::move(*refused);
    Run run(spec, isolation, uids_);
    if (EarlyEnd refused = prepare(run)) return std::move(*refused);
    if (EarlyEnd refused = launch(run)) return std::move(*refused);
    const Pumped pumped = pump_io(run);
    if (pumped.end != PumpEnd::child_exited) stop_tree(run);
    const Collected collected = collect(run, pumped.end);
    return judge(run, pumped, collected);
  }

  void stop_all() {
    stopped_ = true;
    registry_.kill_every_group();
  }
  bool stopped() const { return stopped_; }

  bool sandbox_available() {
    std::call_once(sandbox_probed_, [this] {
      sandbox_available_ = std::getenv(kNoBubblewrapEnv) == nullptr && probe_sandbox();
    });
    return sandbox_available_;
  }

 private:
  // Runs `true` in the sandbox, in a throwaway folder.
  bool probe_sandbox() {
    if (host_.bwrap.empty()) return false;
    const puzzle::ScratchFolder dir("puzzle-bwrap-probe");
    if (dir.path().empty()) return false;
    ProcessSpec spec;
    spec.argv = {"true"};
    spec.working_dir = dir.path();
    spec.limits.cpu_time = std::chrono::seconds(10);
    spec.limits.wall_time = std::chrono::seconds(10);
    const ProcessResult result = run(spec, Isolation::sandbox);
    return result.termination == Termination::exited && result.exit_code == 0;
  }

  // Refuses, before anything is made, a run that cannot be planned or that a stopped
  // runner must not start.
  EarlyEnd refuse(const ProcessSpec& spec) const {
    if (spec.argv.empty()) return failed("empty argv");
    if (stopped_) return failed("not started: the grader is stopping");
    return std::nullopt;
  }

  // Makes everything the child needs before fork: the uid (as root a run without one
  // must not start), the working folder given to it, the pipes, the run's control group
  // where they can be made (else rlimits alone, said once), the ChildPlan and the launch
  // (launch_plan.h). Nothing is started; what was made is undone by Run's destructor.
  EarlyEnd prepare(Run& run) {
    const ProcessSpec& spec = run.spec;
    const bool sandbox = run.isolation == Isolation::sandbox;
    if (::geteuid() == 0 && !run.lease.uid()) return failed("no free uid for the run");
    if (run.lease.uid()) chown_tree(spec.working_dir, *run.lease.uid());

    run.in = make_pipe();
    run.out = make_pipe();
    run.err = make_pipe();
    if (sandbox) run.status = make_pipe();
    if (sandbox) run.filter = bwrap_filter_fd();
    ChildPlan& plan = run.plan;
    plan.fds = {run.in.read.get(), run.out.write.get(), run.err.write.get(),
                run.status ? run.status->write.get() : -1, run.filter.get()};
    make_control_group(run);
    if (run.cgroup) plan.cgroup_procs_fds = run.cgroup->procs_fds();
    plan.rlimits = rlimits_for(spec.limits, run.isolation, run.control);
    plan.uid = run.lease.uid();
    plan.working_dir = spec.working_dir.string();
    // Every run is a session of its own: its own process group (killing), no controlling
    // terminal, and its own scheduler autogroup (a busy neighbour cannot starve it).
    plan.grouping = Grouping::new_session;
    auto launch = plan_launch(spec, run.isolation, host_, plan);
    if (!launch) return failed(launch.error());
    run.launch = std::move(*launch);
    return std::nullopt;
  }

  // The run's own control group, capping memory and tasks of the whole tree (bwrap's two
  // processes count as tasks). Without one the run goes on with rlimits, and its report
  // says so (ProcessResult::resource_control); the grader's problem is said once.
  void make_control_group(Run& run) {
    const ResourceLimits& limits = run.spec.limits;
    const int task_overhead = run.isolation == Isolation::sandbox ? 2 : 0;
    std::string error;
    run.cgroup = RunCgroup::create(
        {limits.memory_bytes, limits.max_processes == 0 ? 0 : limits.max_processes + task_overhead},
        error);
    run.control = run.cgroup ? resource_control() : ResourceControl::rlimits;
    if (!run.cgroup && resource_control() != ResourceControl::rlimits) {
      std::call_once(cgroup_warned_, [&] {
        std::fprintf(
            stderr,
            "puzzle-grader: warning: a run had no control group (%s); it used rlimits only\n",
            error.c_str());
      });
    }
  }

  // Starts the child and registers it; then closes the child's pipe ends here (or EOF
  // would never come) and readies the grader's: stdin non-blocking, or closed at once
  // when there is nothing to feed. The clock of the wall-time cap starts here.
  EarlyEnd launch(Run& run) {
    run.start = Clock::now();
    const Spawned child = spawn(registry_, stopped_, run.launch, run.plan);
    if (child.pid < 0) return failed_to_exec(run.spec, run.launch.exe, child.error);
    run.pid = child.pid;
    run.group_release.emplace(registry_, child.pid);

    run.in.read.reset();
    run.out.write.reset();
    run.err.write.reset();
    if (run.status) run.status->write.reset();
    Streams& streams = run.streams;
    streams.stdin_fd = std::move(run.in.write);
    streams.stdin_left = run.spec.stdin_data;
    streams.out.fd = std::move(run.out.read);
    streams.err.fd = std::move(run.err.read);
    if (run.status) streams.status.fd = std::move(run.status->read);
    if (run.spec.stdout_use == StdoutUse::not_graded) streams.out.past_cap = PastCap::keep_tail;
    if (streams.stdin_left.empty()) streams.stdin_fd.reset();
    if (streams.stdin_fd.valid()) ::fcntl(streams.stdin_fd.get(), F_SETFL, O_NONBLOCK);
    run.pidfd = UniqueFd(pidfd_open(child.pid));
    return std::nullopt;
  }

  // Feeds stdin and reads stdout/stderr until the main process exits or a limit is hit:
  // the wall-time cap, the tree's CPU time (with a control group), or the output cap.
  //
  // The wall-time cap is for a program that waits (for input, on a lock, asleep). When a
  // run reaches it with CPU time left, the time its processes spent ready to run while
  // other work had the CPUs (a batch beside a CPU hog, a loaded CI machine) is added to
  // it, up to kMostWallCaps caps in all, so that a starved program is not stopped as if it
  // hung (issue 36: 0.87 s of CPU in a 7 s cap). A run that keeps itself waiting (many
  // busy processes) uses its CPU time up first, and is stopped as before.
  Pumped pump_io(Run& run) {
    std::optional<Clock::time_point> deadline;
    const auto cap = run.spec.limits.wall_time;
    const auto cpu_limit = run.spec.limits.cpu_time;
    if (cap.count() != 0) deadline = run.start + cap;
    const CpuWatch cpu_watch{run.cgroup.get(), cpu_limit};
    Pumped pumped;
    for (;;) {
      pumped.end = pump(run.streams, run.pid, run.pidfd.get(), deadline,
                        run.spec.limits.output_bytes, cpu_watch);
      if (pumped.end != PumpEnd::time_limit || !deadline || cpu_watch.over()) break;
      const SessionCpu cpu = cpu_of_session(run.pid);
      if (cpu_limit.count() == 0 || cpu.used >= cpu_limit) break;
      const auto fair = std::min(run.start + cap +
                                     std::chrono::duration_cast<Clock::duration>(cpu.waited),
                                 run.start + kMostWallCaps * cap);
      if (fair <= Clock::now()) break;
      deadline = fair;
    }
    pumped.wall = std::chrono::round<std::chrono::milliseconds>(Clock::now() - run.start);
    return pumped;
  }

  // A limit was hit while the main process lives: kills its process group, and the
  // control group (what left the process group or the namespace).
  static void stop_tree(Run& run) {
    ::kill(-run.pid, SIGKILL);
    if (run.cgroup) run.cgroup->kill_all();
  }

  // Ends the run: reaps the main process, then (under the sandbox) bwrap's pid 1, whose
  // death takes the namespace's processes; kills and reaps whatever else is left, in any
  // session or namespace; removes what a run with its own uid left in the machine's
  // shared folders and IPC; drains the output pipes (at most 0.5 s). When this returns,
  // no process of the run is left.
  Collected collect(Run& run, PumpEnd end) {
    run.streams.stdin_fd.reset();
    const Reaped reaped = reap_main(registry_, run.pid);
    Collected collected{end, reaped.status, reaped.peak_rss_bytes, reaped.cpu_time};
    std::optional<struct rusage> init_usage;
    if (run.isolation == Isolation::sandbox) {
      read_ready(run.streams.status, 4096);  // everything bwrap wrote before it exited
      if (const auto init = bwrap_init_pid(run.streams.status.data)) {
        init_usage = reap_sandbox_init(registry_, *init, run.pid);
      }
    }
    if (run.cgroup) run.cgroup->kill_all();  // whatever the run left, in any session or namespace
    if (init_usage) {
      // Nothing can outlive the sandbox's pid 1, so the tree is already gone.
      collected.peak_rss_bytes = std::max(collected.peak_rss_bytes, peak_rss_of(*init_usage));
      collected.cpu_time += cpu_time_of(*init_usage);
    } else {
      // The main process is gone; whatever it left behind (a child holding stdout open, a
      // daemon that called setsid) goes now, so that the drain below reaches EOF.
      kill_leftovers(registry_, run.pid, run.lease.uid());
    }
    // The sandbox's /dev/shm, /tmp and IPC namespace die with it; the machine's do not.
    if (run.isolation != Isolation::sandbox && run.lease.uid()) {
      remove_files_and_ipc_of(*run.lease.uid(), run.spec.working_dir);
    }
    collected.end = drain_output(run, end);
    return collected;
  }

  // Reads what is left in the pipes once no writer lives. Returns `end`, or output_limit
  // when a run that exited on its own wrote past the cap; a kept tail is cut to the cap.
  static PumpEnd drain_output(Run& run, PumpEnd end) {
    const std::uint64_t cap = run.spec.limits.output_bytes;
    const PumpEnd drain = pump(run.streams, -1, -1, Clock::now() + std::chrono::milliseconds(500),
                               cap);
    if (end == PumpEnd::child_exited && drain == PumpEnd::output_limit) end = drain;
    Capture& out = run.streams.out;
    if (out.past_cap == PastCap::keep_tail && cap != 0 && out.data.size() > cap) {
      out.data.erase(0, out.data.size() - cap);
    }
    return end;
  }

  // Turns what was collected into the result: a sandbox that never started is the
  // grader's failure; the control group's figures (the whole tree's) win over rusage
  // (reaped processes only); a run that finished over its CPU limit is a time limit;
  // the rest is termination.h's classify().
  static ProcessResult judge(Run& run, const Pumped& pumped, const Collected& collected) {
    const ProcessSpec& spec = run.spec;
    const bool sandbox = run.isolation == Isolation::sandbox;
    // bwrap writes "child-pid" once the sandbox is set up; without it, bwrap itself failed.
    if (sandbox && collected.end == PumpEnd::child_exited &&
        run.streams.status.data.find("child-pid") == std::string::npos) {
      return failed("sandbox could not start: " + run.streams.err.data);
    }
    std::uint64_t peak_rss = collected.peak_rss_bytes;
    std::chrono::nanoseconds cpu = collected.cpu_time;
    if (run.cgroup) {
      cpu = run.cgroup->cpu_time();
      peak_rss = run.cgroup->peak_memory_bytes().value_or(peak_rss);
    }
    const auto cpu_ms = std::chrono::round<std::chrono::milliseconds>(cpu);
    StopReason stopped_by = stop_reason(collected.end);
    if (stopped_by == StopReason::none && spec.limits.cpu_time.count() != 0 &&
        cpu_ms > spec.limits.cpu_time) {
      stopped_by = StopReason::time_limit;  // finished, but over the limit
    }
    const ExitFacts facts{stopped_by,
                          collected.wait_status,
                          sandbox ? ExitEncoding::bwrap : ExitEncoding::direct,
                          run.streams.err.data,
                          peak_rss,
                          spec.limits.memory_bytes,
                          run.cgroup ? run.cgroup->memory_event() : MemoryEvent::none};
    const Classified outcome = classify(facts);
    ProcessResult result;
    result.termination = outcome.termination;
    result.exit_code = outcome.exit_code;
    result.signal = outcome.signal;
    result.stdout_bytes = run.streams.out.bytes_read;
    result.stdout_data = std::move(run.streams.out.data);
    result.stderr_data = std::move(run.streams.err.data);
    result.wall_time = pumped.wall;
    result.cpu_time = cpu_ms;
    result.peak_memory_bytes = peak_rss;
    result.isolation = run.isolation;
    result.resource_control = run.control;
    return result;
  }

  ChildRegistry registry_;  // the runs' live processes and process groups
  UidPool uids_;
  std::atomic<bool> stopped_{false};
  const HostFacts host_;
  std::once_flag sandbox_probed_;
  bool sandbox_available_ = false;
  std::once_flag cgroup_warned_;
};

namespace {

void set_process_wide_state() {
  // Orphans of a run (a child whose parent exited) are re-parented to the grader rather
  // than to init, so run() can kill and reap them: init in a container often reaps
  // nothing, and a zombie pid would keep an RLIMIT_NPROC slot of its uid busy.
  become_subreaper();
  // Writing to a pipe whose reader is gone must give EPIPE, not kill the grader.
  ::signal(SIGPIPE, SIG_IGN);
  // Whatever a grader killed with SIGKILL left (its runs' groups and processes, its
  // workspaces) goes now; a live grader's never (cgroup.h, instance.h).
  sweep_dead_graders();
}

}  // namespace

BoostProcessRunner::BoostProcessRunner() {
  if (process_claimed.exchange(true)) {
    throw std::logic_error("a second process runner in one process: each would take the other's "
                           "processes for orphans (see boost_process_runner.h)");
  }
  try {
    set_process_wide_state();
    state_ = std::make_unique<State>();
  } catch (...) {
    process_claimed = false;
    throw;
  }
}

BoostProcessRunner::~BoostProcessRunner() {
  state_.reset();
  process_claimed = false;
}

ProcessResult BoostProcessRunner::run(const ProcessSpec& spec) {
  try {
    return state_->run(spec, effective_isolation(spec.isolation));
  } catch (const std::exception& e) {
    return failed(std::string("runner error: ") + e.what());
  }
}

void BoostProcessRunner::stop_all() { state_->stop_all(); }

bool BoostProcessRunner::stopped() const { return state_->stopped(); }

bool BoostProcessRunner::sandbox_available() { return state_->sandbox_available(); }

Isolation BoostProcessRunner::effective_isolation(Isolation requested) {
  switch (requested) {
    case Isolation::rlimits: return Isolation::rlimits;
    case Isolation::fallback: return Isolation::fallback;
    case Isolation::sandbox: return sandbox_available() ? Isolation::sandbox : Isolation::fallback;
  }
  return Isolation::rlimits;
}

std::unique_ptr<BoostProcessRunner> make_system_runner() {
  return std::make_unique<BoostProcessRunner>();
}

}  // namespace grader

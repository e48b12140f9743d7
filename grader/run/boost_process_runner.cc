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
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run/cgroup.h"
#include "run/child_setup.h"
#include "run/posix_fd.h"
#include "run/process_tree.h"
#include "run/sandbox.h"
#include "run/seccomp_filter.h"
#include "run/termination.h"

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

// ---------------------------------------------------------------------------------
// Planning a run.

// With a control group, memory is capped there (the whole tree, shared memory included);
// RLIMIT_AS would only add a per-process cap on address space, not on memory.
std::vector<Rlimit> rlimits_for(const ResourceLimits& limits, Isolation isolation,
                                ResourceControl control) {
  std::vector<Rlimit> out{{RLIMIT_CORE, 0}};
  const bool cgroup = control != ResourceControl::rlimits;
  if (limits.memory_bytes != 0 && !cgroup) out.push_back({RLIMIT_AS, limits.memory_bytes});
  if (limits.file_size_bytes != 0) out.push_back({RLIMIT_FSIZE, limits.file_size_bytes});
  if (limits.max_processes != 0) {
    // bwrap's two processes (outer monitor, pid 1 of the namespace) count too.
    const int overhead = isolation == Isolation::sandbox ? 2 : 0;
    out.push_back({RLIMIT_NPROC, static_cast<rlim_t>(limits.max_processes + overhead)});
  }
  if (limits.cpu_time.count() != 0) {
    // Per process, in whole seconds. With a group the runner watches the tree's CPU time
    // and this is a backstop one second later; without, it is the only CPU cap. The soft
    // limit sends SIGXCPU (read as time_limit); the hard one, a second later, SIGKILL for
    // a program that ignores SIGXCPU (at an equal hard limit the kernel sends SIGKILL
    // first, which reads as a crash).
    const auto seconds = static_cast<rlim_t>((limits.cpu_time.count() + 999) / 1000 + (cgroup ? 1 : 0));
    out.push_back({RLIMIT_CPU, seconds, seconds + 1});
  }
  return out;
}

bool is_executable_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec) && ::access(path.c_str(), X_OK) == 0;
}

std::optional<fs::path> search_dirs(std::string_view dirs, const std::string& name) {
  while (!dirs.empty()) {
    const auto colon = dirs.find(':');
    const std::string_view dir = dirs.substr(0, colon);
    if (!dir.empty() && is_executable_file(fs::path(dir) / name)) return fs::path(dir) / name;
    if (colon == std::string_view::npos) break;
    dirs.remove_prefix(colon + 1);
  }
  return std::nullopt;
}

// argv[0] without a slash is looked up on the submission's PATH (what the sandbox sees),
// then, without the sandbox only, on the grader's PATH. A path with a slash is used as is.
std::optional<fs::path> resolve_program(const std::string& name, Isolation isolation) {
  if (name.find('/') != std::string::npos) return fs::path(name);
  if (auto found = search_dirs(kSubmissionPath, name)) return found;
  switch (isolation) {
    case Isolation::sandbox:
      return std::nullopt;
    case Isolation::fallback:
    case Isolation::rlimits:
      if (const char* path = std::getenv("PATH")) return search_dirs(path, name);
      return std::nullopt;
  }
  return std::nullopt;
}

void fill_env(ChildPlan& plan, const std::vector<EnvVar>& vars) {
  for (const auto& [name, value] : vars) plan.env_storage.push_back(name + "=" + value);
  for (auto& entry : plan.env_storage) plan.envp.push_back(entry.data());
  plan.envp.push_back(nullptr);
}

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
  if (::write(pipe.write.get(), program.filter, bytes) != static_cast<ssize_t>(bytes)) return UniqueFd();
  return std::move(pipe.read);
}

// Without bubblewrap there is no private /tmp: temporary files (Python's tempfile) go to
// the run's own folder, which nobody else can read and which is removed after the run.
std::vector<EnvVar> unsandboxed_environment(const fs::path& working_dir) {
  std::vector<EnvVar> env = submission_environment(working_dir);
  env.emplace_back("TMPDIR", working_dir.string());
  return env;
}

const HostLayout& host_layout() {
  static const HostLayout layout = probe_host_layout();
  return layout;
}

const fs::path& bwrap_path() {
  static const fs::path path = find_bwrap();
  return path;
}

// ---------------------------------------------------------------------------------
// Running.

// What a capture does past its cap: stop the run (graded output), or keep only the last
// `cap` bytes (output nobody grades, StdoutUse::not_graded).
enum class PastCap { stop_run, keep_tail };

struct Capture {
  UniqueFd fd;
  std::string data;
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
  if (capture.past_cap == PastCap::keep_tail && cap != 0) {
    capture.data.append(buffer, static_cast<std::size_t>(n));
    // Trimmed in steps of at least `cap`, so each byte is moved O(1) times.
    if (capture.data.size() >= 2 * cap) capture.data.erase(0, capture.data.size() - cap);
    return ReadOutcome::more;
  }
  const std::size_t room = cap == 0 ? static_cast<std::size_t>(n)
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

struct PollSet {
  std::vector<pollfd> fds;
  int add(int fd, short events) {
    if (fd < 0) return -1;
    fds.push_back({fd, events, 0});
    return static_cast<int>(fds.size()) - 1;
  }
  bool ready(int index) const { return index >= 0 && fds[static_cast<std::size_t>(index)].revents != 0; }
};

int poll_timeout_ms(std::optional<Clock::time_point> deadline, int ceiling_ms) {
  if (!deadline) return ceiling_ms;
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline - Clock::now()).count();
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
    if (pid < 0 && !s.out.fd.valid() && !s.err.fd.valid() && !s.status.fd.valid()) return PumpEnd::drained;
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

Reaped reap_main(pid_t pid) {
  Reaped reaped;
  struct rusage usage {};
  while (::wait4(pid, &reaped.status, 0, &usage) < 0 && errno == EINTR) {
  }
  reaped.peak_rss_bytes = peak_rss_of(usage);
  reaped.cpu_time = cpu_time_of(usage);
  registry().remove(pid);
  return reaped;
}

struct Spawned {
  pid_t pid = -1;
  std::string error;
};

Spawned spawn(const fs::path& exe, const std::vector<std::string>& args, const ChildPlan& plan) {
  std::shared_lock lock(registry().spawn_lock());
  try {
    bp::child child(bp::exe = exe.string(), bp::args = args, ChildSetup(plan));
    const pid_t pid = child.id();
    registry().add(pid);
    registry().add_group(pid);  // the child leads its own process group
    // stop_all_runs() sets the flag before it kills the registered groups, so a run
    // registered too late for it sees the flag here.
    if (stop_flag()) ::kill(-pid, SIGKILL);
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
ProcessResult failed_to_exec(const ProcessSpec& spec, const fs::path& exe, const std::string& error) {
  ProcessResult result = failed("cannot start " + spec.argv.front() + ": " + error);
  const auto inside = std::mismatch(spec.working_dir.begin(), spec.working_dir.end(),
                                    exe.begin(), exe.end()).first == spec.working_dir.end();
  if (exe.is_relative() || inside) result.start_fault = StartFault::program;
  return result;
}

StopReason stop_reason(PumpEnd end) {
  switch (end) {
    case PumpEnd::time_limit:
      return StopReason::time_limit;
    case PumpEnd::output_limit:
      return StopReason::output_limit;
    case PumpEnd::child_exited:
    case PumpEnd::drained:
      return StopReason::none;
  }
  return StopReason::none;
}

struct Launch {
  fs::path exe;
  std::vector<std::string> args;  // after argv[0]
};

std::optional<Launch> plan_launch(const ProcessSpec& spec, Isolation isolation, int status_fd,
                                  ChildPlan& plan, std::string& error) {
  const auto program = resolve_program(spec.argv.front(), isolation);
  if (!program) {
    error = "program not found on " + std::string(kSubmissionPath) + ": " + spec.argv.front();
    return std::nullopt;
  }
  switch (isolation) {
    case Isolation::rlimits: {
      fill_env(plan, unsandboxed_environment(spec.working_dir));
      return Launch{*program, {spec.argv.begin() + 1, spec.argv.end()}};
    }
    case Isolation::fallback: {
      const auto& filter = fallback_filter();
      if (!filter) {
        error = filter.error();
        return std::nullopt;
      }
      plan.seccomp = filter->program();
      fill_env(plan, unsandboxed_environment(spec.working_dir));
      return Launch{*program, {spec.argv.begin() + 1, spec.argv.end()}};
    }
    case Isolation::sandbox: {
      // /tmp may hold as much as one file may (RLIMIT_FSIZE): without a cap, files of
      // that size could fill the machine's memory one after another.
      BwrapRequest request{bwrap_path(), spec.working_dir, spec.readable_paths, spec.argv, status_fd,
                           grader_has_terminal() ? NewSession::yes : NewSession::no,
                           spec.limits.file_size_bytes, plan.fds[4] >= 0 ? 4 : -1,
                           spec.limits.memory_bytes};
      auto cmd = bwrap_command(request, host_layout());
      fill_env(plan, submission_environment(kSandboxWorkdir));
      return Launch{bwrap_path(), {cmd.begin() + 1, cmd.end()}};
    }
  }
  return std::nullopt;
}

ProcessResult run_with(const ProcessSpec& spec, Isolation isolation) {
  if (spec.argv.empty()) return failed("empty argv");
  if (stop_flag()) return failed("not started: the grader is stopping");
  UidLease lease;
  if (::geteuid() == 0 && !lease.uid()) return failed("no free uid for the run");
  if (lease.uid()) chown_tree(spec.working_dir, *lease.uid());

  Pipe in = make_pipe(), out = make_pipe(), err = make_pipe();
  std::optional<Pipe> status;
  if (isolation == Isolation::sandbox) status = make_pipe();

  ChildPlan plan;
  const UniqueFd filter = isolation == Isolation::sandbox ? bwrap_filter_fd() : UniqueFd();
  plan.fds = {in.read.get(), out.write.get(), err.write.get(), status ? status->write.get() : -1,
              filter.get()};
  // The run's own control group, where they can be made; else rlimits alone.
  std::string cgroup_error;
  const int task_overhead = isolation == Isolation::sandbox ? 2 : 0;  // bwrap's two
  const std::unique_ptr<RunCgroup> cgroup = RunCgroup::create(
      {spec.limits.memory_bytes,
       spec.limits.max_processes == 0 ? 0 : spec.limits.max_processes + task_overhead},
      cgroup_error);
  const ResourceControl control = cgroup ? resource_control() : ResourceControl::rlimits;
  if (!cgroup && resource_control() != ResourceControl::rlimits) {
    // The grader's own problem, said once; the run goes on with rlimits and its report
    // says so (ProcessResult::resource_control).
    static std::once_flag once;
    std::call_once(once, [&] {
      std::fprintf(stderr, "puzzle-grader: warning: a run had no control group (%s); it used rlimits only\n",
                   cgroup_error.c_str());
    });
  }
  if (cgroup) plan.cgroup_procs_fds = cgroup->procs_fds();
  plan.rlimits = rlimits_for(spec.limits, isolation, control);
  plan.uid = lease.uid();
  plan.working_dir = spec.working_dir.string();
  // Every run is a session of its own: its own process group (killing), no controlling
  // terminal, and its own scheduler autogroup (a busy neighbour cannot starve it).
  plan.grouping = Grouping::new_session;
  std::string error;
  const auto launch = plan_launch(spec, isolation, status ? 3 : -1, plan, error);
  if (!launch) return failed(error);

  const auto start = Clock::now();
  const Spawned child = spawn(launch->exe, launch->args, plan);
  if (child.pid < 0) return failed_to_exec(spec, launch->exe, child.error);
  const GroupRelease group_release(child.pid);

  // The child's ends must close here, or we would never see EOF on stdout/stderr.
  in.read.reset();
  out.write.reset();
  err.write.reset();
  if (status) status->write.reset();
  Streams streams{std::move(in.write), spec.stdin_data, {std::move(out.read), {}, false},
                  {std::move(err.read), {}, false}, {}};
  if (status) streams.status.fd = std::move(status->read);
  if (spec.stdout_use == StdoutUse::not_graded) streams.out.past_cap = PastCap::keep_tail;
  if (streams.stdin_left.empty()) streams.stdin_fd.reset();
  if (streams.stdin_fd.valid()) ::fcntl(streams.stdin_fd.get(), F_SETFL, O_NONBLOCK);

  const UniqueFd pidfd(pidfd_open(child.pid));
  std::optional<Clock::time_point> deadline;
  if (spec.limits.wall_time.count() != 0) deadline = start + spec.limits.wall_time;

  const CpuWatch cpu_watch{cgroup.get(), spec.limits.cpu_time};
  PumpEnd end = pump(streams, child.pid, pidfd.get(), deadline, spec.limits.output_bytes, cpu_watch);
  const auto wall = std::chrono::round<std::chrono::milliseconds>(Clock::now() - start);
  if (end != PumpEnd::child_exited) {
    ::kill(-child.pid, SIGKILL);
    if (cgroup) cgroup->kill_all();  // also what left the process group or the namespace
  }
  streams.stdin_fd.reset();
  const Reaped reaped = reap_main(child.pid);
  std::uint64_t peak_rss = reaped.peak_rss_bytes;
  std::chrono::nanoseconds cpu = reaped.cpu_time;
  std::optional<struct rusage> init_usage;
  if (isolation == Isolation::sandbox) {
    read_ready(streams.status, 4096);  // everything bwrap wrote before it exited
    if (const auto init = bwrap_init_pid(streams.status.data)) {
      init_usage = reap_sandbox_init(*init, child.pid);
    }
  }
  if (cgroup) cgroup->kill_all();  // whatever the run left, in any session or namespace
  if (init_usage) {
    // Nothing can outlive the sandbox's pid 1, so the tree is already gone.
    peak_rss = std::max(peak_rss, peak_rss_of(*init_usage));
    cpu += cpu_time_of(*init_usage);
  } else {
    // The main process is gone; whatever it left behind (a child holding stdout open, a
    // daemon that called setsid) goes now, so that the drain below reaches EOF.
    kill_leftovers(child.pid, lease.uid());
  }
  // The sandbox's /dev/shm, /tmp and IPC namespace die with it; the machine's do not.
  if (isolation != Isolation::sandbox && lease.uid()) {
    remove_files_and_ipc_of(*lease.uid(), spec.working_dir);
  }
  const PumpEnd drain = pump(streams, -1, -1, Clock::now() + std::chrono::milliseconds(500),
                             spec.limits.output_bytes);
  if (end == PumpEnd::child_exited && drain == PumpEnd::output_limit) end = drain;
  const std::uint64_t cap = spec.limits.output_bytes;
  if (streams.out.past_cap == PastCap::keep_tail && cap != 0 && streams.out.data.size() > cap) {
    streams.out.data.erase(0, streams.out.data.size() - cap);
  }

  // bwrap writes "child-pid" once the sandbox is set up; without it, bwrap itself failed.
  if (isolation == Isolation::sandbox && end == PumpEnd::child_exited &&
      streams.status.data.find("child-pid") == std::string::npos) {
    return failed("sandbox could not start: " + streams.err.data);
  }
  // The group's figures are the whole tree's; rusage only knows reaped processes.
  if (cgroup) {
    cpu = cgroup->cpu_time();
    peak_rss = cgroup->peak_memory_bytes().value_or(peak_rss);
  }
  const auto cpu_ms = std::chrono::round<std::chrono::milliseconds>(cpu);
  StopReason stopped_by = stop_reason(end);
  if (stopped_by == StopReason::none && spec.limits.cpu_time.count() != 0 &&
      cpu_ms > spec.limits.cpu_time) {
    stopped_by = StopReason::time_limit;  // finished, but over the limit
  }
  ExitFacts facts{stopped_by, reaped.status,
                  isolation == Isolation::sandbox ? ExitEncoding::bwrap : ExitEncoding::direct,
                  streams.err.data, peak_rss, spec.limits.memory_bytes,
                  cgroup ? cgroup->memory_event() : MemoryEvent::none};
  const Classified outcome = classify(facts);
  ProcessResult result;
  result.termination = outcome.termination;
  result.exit_code = outcome.exit_code;
  result.signal = outcome.signal;
  result.stdout_data = std::move(streams.out.data);
  result.stderr_data = std::move(streams.err.data);
  result.wall_time = wall;
  result.cpu_time = cpu_ms;
  result.peak_memory_bytes = peak_rss;
  result.isolation = isolation;
  result.resource_control = control;
  return result;
}

// A throwaway folder for the one-time bwrap probe.
class ProbeDir {
 public:
  ProbeDir() {
    std::string templ = (fs::temp_directory_path() / "puzzle-bwrap-probe-XXXXXX").string();
    if (::mkdtemp(templ.data()) != nullptr) path_ = templ;
  }
  ~ProbeDir() {
    std::error_code ec;
    if (!path_.empty()) fs::remove_all(path_, ec);
  }
  ProbeDir(const ProbeDir&) = delete;
  ProbeDir& operator=(const ProbeDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

bool probe_sandbox() {
  if (bwrap_path().empty()) return false;
  ProbeDir dir;
  if (dir.path().empty()) return false;
  ProcessSpec spec;
  spec.argv = {"true"};
  spec.working_dir = dir.path();
  spec.limits.cpu_time = std::chrono::seconds(10);
  spec.limits.wall_time = std::chrono::seconds(10);
  const ProcessResult result = run_with(spec, Isolation::sandbox);
  return result.termination == Termination::exited && result.exit_code == 0;
}

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
  static std::once_flag once;
  std::call_once(once, set_process_wide_state);
}

ProcessResult BoostProcessRunner::run(const ProcessSpec& spec) {
  try {
    return run_with(spec, effective_isolation(spec.isolation));
  } catch (const std::exception& e) {
    return failed(std::string("runner error: ") + e.what());
  }
}

Isolation effective_isolation(Isolation requested) {
  switch (requested) {
    case Isolation::rlimits:
      return Isolation::rlimits;
    case Isolation::fallback:
      return Isolation::fallback;
    case Isolation::sandbox:
      return sandbox_available() ? Isolation::sandbox : Isolation::fallback;
  }
  return Isolation::rlimits;
}

bool sandbox_available() {
  static std::once_flag once;
  static bool available = false;
  std::call_once(once, [] {
    BoostProcessRunner init_process_state;
    available = std::getenv(kNoBubblewrapEnv) == nullptr && probe_sandbox();
  });
  return available;
}

void stop_all_runs() {
  stop_flag() = true;
  registry().kill_every_group();
}

bool runs_stopped() { return stop_flag(); }

std::unique_ptr<ProcessRunner> make_system_runner() { return std::make_unique<BoostProcessRunner>(); }

}  // namespace grader

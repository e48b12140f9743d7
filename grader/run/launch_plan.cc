#include "run/launch_plan.h"

#include <cstdlib>
#include <string_view>
#include <system_error>

#include <sys/resource.h>
#include <unistd.h>

#include "run/seccomp_filter.h"

namespace grader {
namespace fs = std::filesystem;

namespace {

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

void fill_env(ChildPlan& plan, const std::vector<EnvVar>& vars) {
  for (const auto& [name, value] : vars) plan.env_storage.push_back(name + "=" + value);
  for (auto& entry : plan.env_storage) plan.envp.push_back(entry.data());
  plan.envp.push_back(nullptr);
}

// Without bubblewrap there is no private /tmp: temporary files (Python's tempfile) go to
// the run's own folder, which nobody else can read and which is removed after the run.
std::vector<EnvVar> unsandboxed_environment(const fs::path& working_dir) {
  std::vector<EnvVar> env = submission_environment(working_dir);
  env.emplace_back("TMPDIR", working_dir.string());
  return env;
}

Launch direct_launch(const fs::path& program, const ProcessSpec& spec) {
  return Launch{program, {spec.argv.begin() + 1, spec.argv.end()}};
}

}  // namespace

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
    const auto seconds = static_cast<rlim_t>((limits.cpu_time.count() + 999) / 1000 +
                                             (cgroup ? 1 : 0));
    out.push_back({RLIMIT_CPU, seconds, seconds + 1});
  }
  return out;
}

std::optional<fs::path> resolve_program(const std::string& name, Isolation isolation) {
  if (name.find('/') != std::string::npos) return fs::path(name);
  if (auto found = search_dirs(kSubmissionPath, name)) return found;
  switch (isolation) {
    case Isolation::sandbox: return std::nullopt;
    case Isolation::fallback:
    case Isolation::rlimits:
      if (const char* path = std::getenv("PATH")) return search_dirs(path, name);
      return std::nullopt;
  }
  return std::nullopt;
}

puzzle::Expected<Launch, std::string> plan_launch(const ProcessSpec& spec, Isolation isolation,
                                                  const HostFacts& host, ChildPlan& plan) {
  const auto program = resolve_program(spec.argv.front(), isolation);
  if (!program) {
    return puzzle::unexpected("program not found on " + std::string(kSubmissionPath) + ": " +
                              spec.argv.front());
  }
  switch (isolation) {
    case Isolation::rlimits:
      plan.ipc = IpcNamespace::own_where_allowed;
      fill_env(plan, unsandboxed_environment(spec.working_dir));
      return direct_launch(*program, spec);
    case Isolation::fallback: {
      const auto& filter = fallback_filter();
      if (!filter) return puzzle::unexpected(filter.error());
      plan.seccomp = filter->program();
      plan.ipc = IpcNamespace::own_where_allowed;
      fill_env(plan, unsandboxed_environment(spec.working_dir));
      return direct_launch(*program, spec);
    }
    case Isolation::sandbox: {
      // /tmp may hold as much as one file may (RLIMIT_FSIZE): without a cap, files of
      // that size could fill the machine's memory one after another.
      const BwrapRequest request{host.bwrap,
                                 spec.working_dir,
                                 spec.readable_paths,
                                 spec.argv,
                                 plan.fds[3] >= 0 ? 3 : -1,
                                 spec.limits.file_size_bytes,
                                 plan.fds[4] >= 0 ? 4 : -1,
                                 spec.limits.memory_bytes};
      const auto cmd = bwrap_command(request, host.layout);
      fill_env(plan, submission_environment(kSandboxWorkdir));
      return Launch{host.bwrap, {cmd.begin() + 1, cmd.end()}};
    }
  }
  return puzzle::unexpected(std::string("unknown isolation"));
}

}  // namespace grader

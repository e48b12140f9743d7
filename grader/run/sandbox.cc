#include "run/sandbox.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <system_error>

#include <unistd.h>

#include <nlohmann/json.hpp>

namespace grader {
namespace fs = std::filesystem;

namespace {

// Top-level entries of / that programs reach through absolute paths (#!/bin/sh, the
// dynamic loader /lib64/ld-linux-x86-64.so.2). On merged-/usr hosts they are symlinks.
constexpr std::string_view kRootEntries[] = {"bin", "lib", "lib64", "lib32", "libx32", "sbin"};

// The part of /etc that python3 and the dynamic loader read. Everything else (passwd,
// hosts, ssl, the machine's own configuration) stays invisible. python3.* folders hold
// Debian's sitecustomize.py, which /usr/lib/python3.*/ links to.
constexpr std::string_view kEtcEntries[] = {"ld.so.cache", "ld.so.conf", "ld.so.conf.d",
                                            "alternatives", "localtime"};

RootEntry probe_root_entry(std::string_view name) {
  RootEntry entry{std::string(name), RootEntry::Kind::missing, {}};
  const fs::path path = fs::path("/") / name;
  std::error_code ec;
  const auto status = fs::symlink_status(path, ec);
  if (ec) return entry;
  if (fs::is_symlink(status)) {
    entry.kind = RootEntry::Kind::symlink;
    entry.symlink_target = fs::read_symlink(path, ec).string();
    if (ec) entry.kind = RootEntry::Kind::missing;
  } else if (fs::is_directory(status)) {
    entry.kind = RootEntry::Kind::directory;
  }
  return entry;
}

std::vector<fs::path> probe_etc_entries() {
  std::vector<fs::path> found;
  std::error_code ec;
  for (std::string_view name : kEtcEntries) {
    const fs::path path = fs::path("/etc") / name;
    if (fs::exists(fs::symlink_status(path, ec))) found.push_back(path);
  }
  for (const auto& entry : fs::directory_iterator("/etc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("python3", 0) == 0) found.push_back(entry.path());
  }
  return found;
}

void append(std::vector<std::string>& out, std::initializer_list<std::string> items) {
  out.insert(out.end(), items);
}

void append_root_entry(std::vector<std::string>& out, const RootEntry& entry) {
  const std::string target = "/" + entry.name;
  switch (entry.kind) {
    case RootEntry::Kind::missing: return;
    case RootEntry::Kind::directory: append(out, {"--ro-bind", target, target}); return;
    case RootEntry::Kind::symlink: append(out, {"--symlink", entry.symlink_target, target}); return;
  }
}

}  // namespace

std::vector<EnvVar> submission_environment(const fs::path& home) {
  return {
      {"PATH", kSubmissionPath},        {"HOME", home.string()}, {"LANG", "C.UTF-8"},
      {"PYTHONDONTWRITEBYTECODE", "1"}, {"PYTHONHASHSEED", "0"},
  };
}

HostLayout probe_host_layout() {
  HostLayout host;
  for (std::string_view name : kRootEntries) host.root_entries.push_back(probe_root_entry(name));
  host.etc_entries = probe_etc_entries();
  return host;
}

std::vector<std::string> bwrap_command(const BwrapRequest& request, const HostLayout& host) {
  std::vector<std::string> cmd{request.bwrap.string()};
  // --unshare-all: no network, own pid/ipc/uts namespaces (and user/cgroup where allowed).
  // --die-with-parent: if the grader dies, the sandbox goes with it.
  // Never --new-session: the runner has already made bwrap a session of its own, away from
  // any terminal (child_setup.h), and bwrap would call setsid() in its pid-1 helper, taking
  // the helper out of the run's process group: the runner then cannot claim it, and the
  // program's CPU time and memory, which only the helper's usage holds, were lost (issue 37).
  append(cmd, {"--unshare-all", "--die-with-parent"});
  append(cmd, {"--cap-drop", "ALL"});
  append(cmd, {"--ro-bind", "/usr", "/usr"});
  for (const RootEntry& entry : host.root_entries) append_root_entry(cmd, entry);
  append(cmd, {"--dir", "/etc"});
  for (const fs::path& etc : host.etc_entries)
    append(cmd, {"--ro-bind", etc.string(), etc.string()});
  append(cmd, {"--proc", "/proc", "--dev", "/dev"});
  if (request.shm_size_bytes != 0) {
    append(cmd, {"--size", std::to_string(request.shm_size_bytes), "--tmpfs", "/dev/shm"});
  }
  if (request.tmp_size_bytes != 0) append(cmd, {"--size", std::to_string(request.tmp_size_bytes)});
  append(cmd, {"--tmpfs", "/tmp"});
  append(cmd, {"--bind", request.working_dir.string(), kSandboxWorkdir});
  for (const fs::path& path : request.readable_paths) {
    append(cmd, {"--ro-bind", path.string(), path.string()});
  }
  append(cmd, {"--chdir", kSandboxWorkdir, "--clearenv"});
  for (const auto& [name, value] : submission_environment(kSandboxWorkdir)) {
    append(cmd, {"--setenv", name, value});
  }
  if (request.json_status_fd >= 0) {
    append(cmd, {"--json-status-fd", std::to_string(request.json_status_fd)});
  }
  if (request.seccomp_fd >= 0) append(cmd, {"--seccomp", std::to_string(request.seccomp_fd)});
  cmd.push_back("--");
  cmd.insert(cmd.end(), request.argv.begin(), request.argv.end());
  return cmd;
}

std::optional<int> bwrap_init_pid(std::string_view json_status) {
  const auto newline = json_status.find('\n');
  if (newline == std::string_view::npos) return std::nullopt;  // not written in full yet
  const auto line = nlohmann::json::parse(json_status.substr(0, newline), nullptr, false);
  if (!line.is_object()) return std::nullopt;
  const auto pid = line.find("child-pid");
  if (pid == line.end() || !pid->is_number_integer()) return std::nullopt;
  const auto value = pid->get<long long>();
  if (value <= 1 || value > INT32_MAX) return std::nullopt;
  return static_cast<int>(value);
}

fs::path find_bwrap() {
  const char* path_env = std::getenv("PATH");
  std::string_view dirs = path_env ? path_env : "/usr/bin:/bin";
  while (!dirs.empty()) {
    const auto colon = dirs.find(':');
    const std::string_view dir = dirs.substr(0, colon);
    const fs::path candidate = fs::path(dir) / "bwrap";
    // An empty PATH entry means the current folder; never trust that for bwrap.
    if (!dir.empty() && ::access(candidate.c_str(), X_OK) == 0) return candidate;
    if (colon == std::string_view::npos) break;
    dirs.remove_prefix(colon + 1);
  }
  return {};
}

}  // namespace grader

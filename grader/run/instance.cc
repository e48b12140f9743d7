#include "run/instance.h"

#include <chrono>
#include <mutex>
#include <set>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include "run/posix_fd.h"

namespace grader {
namespace fs = std::filesystem;

namespace {

// Root: /run/puzzle-grader/instances; otherwise a private folder of the user's in /tmp.
fs::path choose_folder() {
  const fs::path base = ::geteuid() == 0 ? fs::path("/run/puzzle-grader")
                                         : fs::temp_directory_path() /
                                               ("puzzle-grader-" + std::to_string(::geteuid()));
  const fs::path dir = base / "instances";
  ::mkdir(base.c_str(), 0700);
  ::mkdir(dir.c_str(), 0700);
  struct stat info {};
  // Must be ours and private, or someone else could hold or fake our lock files.
  if (::lstat(dir.c_str(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::geteuid() ||
      (info.st_mode & 077) != 0) {
    return {};
  }
  return dir;
}

struct Instance {
  std::string tag;
  UniqueFd lock;  // held for the life of the process
  std::mutex mutex;
  std::set<std::string> parents_noted;
};

void make_instance(Instance& instance) {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  instance.tag = fmt::format("g{}-{}", ::getpid(),
                             std::chrono::duration_cast<std::chrono::nanoseconds>(now).count());
  const fs::path& dir = instances_folder();
  if (dir.empty()) return;
  // Locked under a temporary name, then renamed: a sweeper never sees the file unlocked.
  const fs::path temp = dir / ("." + instance.tag);
  UniqueFd fd(::open(temp.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600));
  if (!fd.valid() || ::flock(fd.get(), LOCK_EX | LOCK_NB) != 0 ||
      ::rename(temp.c_str(), (dir / instance.tag).c_str()) != 0) {
    ::unlink(temp.c_str());
    return;
  }
  const std::string first_line = own_mount_namespace() + "\n";
  if (!own_mount_namespace().empty())
    (void)!::write(fd.get(), first_line.data(), first_line.size());
  instance.lock = std::move(fd);
}

Instance& instance() {
  static Instance* const made = [] {
    auto* fresh = new Instance;  // never destroyed: the lock lives as long as the process
    make_instance(*fresh);
    return fresh;
  }();
  return *made;
}

bool all_digits(std::string_view text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  return true;
}

}  // namespace

const fs::path& instances_folder() {
  static const fs::path dir = choose_folder();
  return dir;
}

const std::string& instance_tag() { return instance().tag; }

void note_workspace_parent(const fs::path& parent) {
  Instance& self = instance();
  std::error_code ec;
  const std::string path = fs::absolute(parent, ec).string() + "\n";
  std::lock_guard lock(self.mutex);
  if (!self.lock.valid() || ec || !self.parents_noted.insert(path).second) return;
  // O_APPEND is not set on the lock's fd: seek to the end, then write the whole line.
  ::lseek(self.lock.get(), 0, SEEK_END);
  (void)!::write(self.lock.get(), path.data(), path.size());
}

InstanceRecord parse_instance_record(std::string_view text) {
  InstanceRecord record;
  constexpr std::string_view kNamespacePrefix = "mnt:";
  while (!text.empty()) {
    const auto newline = text.find('\n');
    const std::string_view line = text.substr(0, newline);
    if (!line.empty() && line.front() == '/') {
      record.workspace_parents.emplace_back(std::string(line));
    } else if (line.rfind(kNamespacePrefix, 0) == 0 && record.mount_namespace.empty()) {
      record.mount_namespace = std::string(line);
    }
    if (newline == std::string_view::npos) break;
    text.remove_prefix(newline + 1);
  }
  return record;
}

InstanceRecord instance_record_of(const std::string& tag) {
  if (instances_folder().empty()) return {};
  const UniqueFd fd(::open((instances_folder() / tag).c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW));
  if (!fd.valid()) return {};
  std::string text;
  char buffer[4096];
  for (ssize_t n; text.size() < (1 << 20) && (n = ::read(fd.get(), buffer, sizeof buffer)) > 0;) {
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return parse_instance_record(text);
}

const std::string& own_mount_namespace() {
  static const std::string name = [] {
    std::error_code ec;
    const std::string link = fs::read_symlink("/proc/self/ns/mnt", ec).string();
    return ec || link.empty() ? std::string() : link;
  }();
  return name;
}

bool sees_same_files(const InstanceRecord& record) {
  return record.mount_namespace.empty() || own_mount_namespace().empty() ||
         record.mount_namespace == own_mount_namespace();
}

std::optional<std::string> tag_prefix(std::string_view name) {
  if (name.size() < 4 || name[0] != 'g') return std::nullopt;
  const auto first_dash = name.find('-');
  if (first_dash == std::string_view::npos || !all_digits(name.substr(1, first_dash - 1))) {
    return std::nullopt;
  }
  auto end = name.find('-', first_dash + 1);
  if (end == std::string_view::npos) end = name.size();
  if (!all_digits(name.substr(first_dash + 1, end - first_dash - 1))) return std::nullopt;
  return std::string(name.substr(0, end));
}

bool instance_is_dead(const std::string& tag) {
  if (tag == instance_tag() || instances_folder().empty()) return false;
  const UniqueFd fd(::open((instances_folder() / tag).c_str(), O_RDWR | O_CLOEXEC | O_NOFOLLOW));
  return fd.valid() && ::flock(fd.get(), LOCK_EX | LOCK_NB) == 0;
}

void forget_instance(const std::string& tag) {
  if (tag != instance_tag() && !instances_folder().empty())
    ::unlink((instances_folder() / tag).c_str());
}

}  // namespace grader

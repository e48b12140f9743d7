#include "export/atomic_file.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fmt/format.h>
#include <random>
#include <stdexcept>
#include <string>

namespace grader {
namespace {

constexpr std::string_view kTemporaryMarker = ".tmp-";

[[noreturn]] void fail(std::string_view what, const std::filesystem::path& path) {
  throw std::runtime_error(
      fmt::format("cannot {} {}: {}", what, path.string(), std::strerror(errno)));
}

// A name no other writer uses at the same time: threads differ by the counter,
// processes by the pid, and a process that reuses the pid of a killed one (whose
// temporaries may still be there) by the random part.
std::filesystem::path temporary_beside(const std::filesystem::path& path) {
  static const std::uint32_t process_token = std::random_device{}();
  static std::atomic<unsigned> counter{0};
  std::string name = fmt::format(".{}{}{}-{:08x}-{}", path.filename().string(), kTemporaryMarker,
                                 ::getpid(), process_token, counter++);
  return path.parent_path() / name;
}

void write_all(int fd, std::string_view data, const std::filesystem::path& path) {
  while (!data.empty()) {
    ssize_t written = ::write(fd, data.data(), data.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) fail("write", path);
    data.remove_prefix(static_cast<std::size_t>(written));
  }
}

int lock(int fd, int operation) {
  int done;
  do {
    done = ::flock(fd, operation);
  } while (done != 0 && errno == EINTR);
  return done;
}

bool older_than(const struct stat& status, std::chrono::seconds age) {
  return std::time(nullptr) - status.st_mtime > age.count();
}

// Removes `path` if it is a regular file older than `min_age` that nobody has locked;
// the lock is held while removing, so a writer cannot take it over meanwhile.
bool remove_if_dead(const std::filesystem::path& path, std::chrono::seconds min_age) {
  struct stat status {};
  if (::lstat(path.c_str(), &status) != 0 || !S_ISREG(status.st_mode) ||
      !older_than(status, min_age)) {
    return false;
  }
  int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  bool removed = lock(fd, LOCK_EX | LOCK_NB) == 0 && ::unlink(path.c_str()) == 0;
  ::close(fd);
  return removed;
}

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view data) {
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
  std::filesystem::path temporary = temporary_beside(path);
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) fail("create", temporary);
  try {
    // Blocking: a remover holds the lock of a young file only for the instant it checks.
    if (lock(fd, LOCK_EX) != 0) fail("lock", temporary);
    write_all(fd, data, temporary);
    // Without fsync a crash of the machine (not just of the grader) could leave the
    // renamed file empty on some file systems.
    if (::fsync(fd) != 0) fail("flush", temporary);
    // Renamed while still locked: until then the temporary is visibly ours.
    if (::rename(temporary.c_str(), path.c_str()) != 0) fail("rename a temporary file to", path);
  } catch (...) {
    ::unlink(temporary.c_str());
    ::close(fd);
    throw;
  }
  ::close(fd);  // the data is on disk already (fsync): closing cannot lose it
}

bool is_temporary_name(std::string_view name) {
  return name.size() > 1 && name.front() == '.' &&
         name.find(kTemporaryMarker) != std::string_view::npos;
}

int remove_dead_temporaries(const std::filesystem::path& folder, std::chrono::seconds min_age) {
  std::error_code error;
  int removed = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    if (!is_temporary_name(entry.path().filename().string())) continue;
    removed += remove_if_dead(entry.path(), min_age) ? 1 : 0;
  }
  return removed;
}

}  // namespace grader

#include "export/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fmt/format.h>
#include <stdexcept>
#include <string>

namespace grader {
namespace {

constexpr std::string_view kTemporaryMarker = ".tmp-";

[[noreturn]] void fail(std::string_view what, const std::filesystem::path& path) {
  throw std::runtime_error(fmt::format("cannot {} {}: {}", what, path.string(), std::strerror(errno)));
}

// A name no other writer (thread or process) uses at the same time.
std::filesystem::path temporary_beside(const std::filesystem::path& path) {
  static std::atomic<unsigned> counter{0};
  std::string name = fmt::format(".{}{}{}-{}", path.filename().string(), kTemporaryMarker,
                                 ::getpid(), counter++);
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

}  // namespace

void write_file_atomically(const std::filesystem::path& path, std::string_view data) {
  if (path.has_parent_path()) std::filesystem::create_directories(path.parent_path());
  std::filesystem::path temporary = temporary_beside(path);
  int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) fail("create", temporary);
  try {
    write_all(fd, data, temporary);
    // Without fsync a crash of the machine (not just of the grader) could leave the
    // renamed file empty on some file systems.
    if (::fsync(fd) != 0) fail("flush", temporary);
  } catch (...) {
    ::close(fd);
    ::unlink(temporary.c_str());
    throw;
  }
  if (::close(fd) != 0) fail("close", temporary);
  if (::rename(temporary.c_str(), path.c_str()) != 0) {
    int saved = errno;
    ::unlink(temporary.c_str());
    errno = saved;
    fail("rename a temporary file to", path);
  }
}

bool is_temporary_name(std::string_view name) {
  return name.size() > 1 && name.front() == '.' && name.find(kTemporaryMarker) != std::string_view::npos;
}

int remove_stale_temporaries(const std::filesystem::path& folder) {
  std::error_code error;
  int removed = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    if (!is_temporary_name(entry.path().filename().string())) continue;
    removed += std::filesystem::remove(entry.path(), error) ? 1 : 0;
  }
  return removed;
}

}  // namespace grader

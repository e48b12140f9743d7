#include "grade/output_file.h"

#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace grader {
namespace {

// What a failed openat() with O_NOFOLLOW means for the reader.
FileState state_of_open_error(int error) {
  switch (error) {
    case ENOENT: return FileState::missing;
    default: return FileState::not_regular;  // ELOOP (a link), ENOTDIR, EACCES, ...
  }
}

}  // namespace

UniqueFd open_folder(const std::filesystem::path& path) {
  return UniqueFd(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
}

OutputFile read_output_file(int folder_fd, const std::filesystem::path& relative,
                            std::uint64_t max_bytes) {
  if (folder_fd < 0 || relative.empty() || relative.is_absolute()) return {FileState::missing, {}};
  UniqueFd folder(::fcntl(folder_fd, F_DUPFD_CLOEXEC, 0));
  const std::filesystem::path name = relative.filename();
  for (const std::filesystem::path& part : relative.parent_path()) {
    if (part == "..") return {FileState::not_regular, {}};
    if (part == ".") continue;
    UniqueFd next(
        ::openat(folder.get(), part.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!next.valid()) return {state_of_open_error(errno), {}};
    folder = std::move(next);
  }
  // O_NONBLOCK: opening a FIFO left in place of the file must not wait for a writer.
  const UniqueFd file(::openat(folder.get(), name.c_str(),
                               O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY));
  if (!file.valid()) return {state_of_open_error(errno), {}};
  struct stat info {};
  if (::fstat(file.get(), &info) != 0 || !S_ISREG(info.st_mode))
    return {FileState::not_regular, {}};
  if (static_cast<std::uint64_t>(info.st_size) > max_bytes) return {FileState::too_large, {}};
  OutputFile out{FileState::present, {}};
  char buffer[65536];
  for (;;) {
    const ssize_t n = ::read(file.get(), buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    out.data.append(buffer, static_cast<std::size_t>(n));
    // The file may have grown since fstat (a process of the run still writing).
    if (out.data.size() > max_bytes) return {FileState::too_large, {}};
  }
  return out;
}

}  // namespace grader

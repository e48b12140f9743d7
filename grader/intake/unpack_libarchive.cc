// unpack_zip() with libarchive (Debian's libarchive-dev): see unpack.h.
#include <archive.h>
#include <archive_entry.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <memory>
#include <set>
#include <system_error>

#include "check/text.h"
#include "intake/unpack.h"

namespace grader {
namespace {

using ArchivePtr = std::unique_ptr<archive, decltype(&archive_read_free)>;

EntryKind kind_of(archive_entry* entry) {
  if (archive_entry_hardlink(entry) != nullptr || archive_entry_symlink(entry) != nullptr) {
    return EntryKind::link;
  }
  switch (archive_entry_filetype(entry)) {
    case AE_IFREG: return EntryKind::file;
    case AE_IFDIR: return EntryKind::folder;
    case AE_IFLNK: return EntryKind::link;
    default: return EntryKind::other;
  }
}

// Writes the current entry's data to `target`, counting into `written`; refuses past the
// limits. `zip_bytes` is the zip's own size, for the ratio.
std::string write_entry(archive* reader, const std::filesystem::path& target,
                        std::uint64_t& written, std::uint64_t zip_bytes,
                        const UnpackLimits& limits) {
  const int fd = ::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) {
    throw std::system_error(errno, std::generic_category(),
                            fmt::format("cannot write {}", target.string()));
  }
  std::array<char, 1 << 16> buffer{};
  std::string refusal;
  for (;;) {
    const la_ssize_t got = archive_read_data(reader, buffer.data(), buffer.size());
    if (got == 0) break;
    if (got < 0) {
      refusal = fmt::format("it is damaged ({})",
                            display_text(archive_error_string(reader) ? archive_error_string(reader)
                                                                      : "unreadable data"));
      break;
    }
    written += static_cast<std::uint64_t>(got);
    if (written > limits.max_bytes) {
      refusal = fmt::format("it unpacks to more than {} MB, the most a submission may hold",
                            limits.max_bytes >> 20);
      break;
    }
    if (written > UnpackLimits::kRatioFloorBytes &&
        written > limits.max_ratio * std::max<std::uint64_t>(zip_bytes, 1)) {
      refusal = fmt::format("it unpacks to over {} times its own size, which no hand-in does",
                            limits.max_ratio);
      break;
    }
    if (::write(fd, buffer.data(), static_cast<std::size_t>(got)) != got) {
      const int error = errno;
      ::close(fd);
      throw std::system_error(error, std::generic_category(),
                              fmt::format("cannot write {}", target.string()));
    }
  }
  ::close(fd);
  return refusal;
}

}  // namespace

puzzle::Expected<Unpacked, std::string> unpack_zip(const std::filesystem::path& zip,
                                                   const std::filesystem::path& into,
                                                   const UnpackLimits& limits) {
  ArchivePtr reader(archive_read_new(), &archive_read_free);
  if (!reader) throw std::runtime_error("libarchive could not start");
  archive_read_support_format_zip(reader.get());
  if (archive_read_open_filename(reader.get(), zip.c_str(), 1 << 16) != ARCHIVE_OK) {
    return puzzle::unexpected(fmt::format("it cannot be opened as a zip ({})",
                                          display_text(archive_error_string(reader.get())
                                                           ? archive_error_string(reader.get())
                                                           : "unknown format")));
  }
  std::error_code size_error;
  const std::uint64_t zip_bytes = std::filesystem::file_size(zip, size_error);
  Unpacked unpacked;
  std::set<std::string> seen;
  std::uint64_t written = 0;
  std::size_t entries = 0;
  archive_entry* entry = nullptr;
  for (;;) {
    const int status = archive_read_next_header(reader.get(), &entry);
    if (status == ARCHIVE_EOF) break;
    if (status != ARCHIVE_OK && status != ARCHIVE_WARN) {
      return puzzle::unexpected(
          fmt::format("it is damaged ({})", display_text(archive_error_string(reader.get())
                                                             ? archive_error_string(reader.get())
                                                             : "unreadable entry")));
    }
    if (++entries > limits.max_entries) {
      return puzzle::unexpected(fmt::format(
          "it holds more than {} entries, the most a submission may hold", limits.max_entries));
    }
    const char* raw_name = archive_entry_pathname(entry);
    const std::string name = raw_name ? raw_name : "";
    const EntryDecision decision = decide_entry(name, kind_of(entry));
    if (decision.action == EntryAction::refuse) return puzzle::unexpected(decision.reason);
    if (decision.action == EntryAction::skip) {
      unpacked.skipped.push_back(display_text(name));
      continue;
    }
    const std::filesystem::path target = into / decision.path;
    if (kind_of(entry) == EntryKind::folder) {
      std::filesystem::create_directories(target);
      continue;
    }
    if (!seen.insert(decision.path).second) {
      return puzzle::unexpected(fmt::format("it holds {} twice", display_text(decision.path)));
    }
    std::filesystem::create_directories(target.parent_path());
    if (std::filesystem::exists(std::filesystem::symlink_status(target))) {
      return puzzle::unexpected(
          fmt::format("it holds {} as both a file and a folder", display_text(decision.path)));
    }
    std::string refusal = write_entry(reader.get(), target, written, zip_bytes, limits);
    if (!refusal.empty()) return puzzle::unexpected(std::move(refusal));
    unpacked.files.push_back(decision.path);
  }
  return unpacked;
}

}  // namespace grader

// For the intake tests only: zip files written with libarchive's writer, so that the
// tests build the downloads they read (no real student's data, and no zip checked in).
#pragma once

#include <archive.h>
#include <archive_entry.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace grader::testing {

struct ZipEntry {
  std::string name;
  std::string content;  // a file's bytes; a link's target
  enum { file, folder, link } kind = file;
};

inline void write_zip(const std::filesystem::path& path, const std::vector<ZipEntry>& entries) {
  archive* writer = archive_write_new();
  archive_write_set_format_zip(writer);
  if (archive_write_open_filename(writer, path.c_str()) != ARCHIVE_OK) {
    archive_write_free(writer);
    throw std::runtime_error("cannot write " + path.string());
  }
  for (const ZipEntry& zip_entry : entries) {
    archive_entry* entry = archive_entry_new();
    archive_entry_set_pathname(entry, zip_entry.name.c_str());
    switch (zip_entry.kind) {
      case ZipEntry::file:
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_size(entry, static_cast<la_int64_t>(zip_entry.content.size()));
        break;
      case ZipEntry::folder: archive_entry_set_filetype(entry, AE_IFDIR); break;
      case ZipEntry::link:
        archive_entry_set_filetype(entry, AE_IFLNK);
        archive_entry_set_symlink(entry, zip_entry.content.c_str());
        break;
    }
    archive_entry_set_perm(entry, zip_entry.kind == ZipEntry::folder ? 0755 : 0644);
    archive_write_header(writer, entry);
    if (zip_entry.kind == ZipEntry::file && !zip_entry.content.empty()) {
      archive_write_data(writer, zip_entry.content.data(), zip_entry.content.size());
    }
    archive_entry_free(entry);
  }
  archive_write_close(writer);
  archive_write_free(writer);
}

}  // namespace grader::testing

#include "export/similarity_archive.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <system_error>

namespace grader {
namespace fs = std::filesystem;

ClassCode archive_code(const ArchiveFolder& archive) {
  ClassCode code = class_code(archive.entries, {});
  for (SubmissionCode& entry : code.compared) entry.archive = archive.label;
  for (LeftOut& entry : code.left_out) entry.student = archive.label + "/" + entry.student;
  return code;
}

puzzle::Expected<ArchiveFolder, std::string> archive_folder(const fs::path& path,
                                                            const fs::path& class_folder) {
  std::error_code ec;
  const fs::path folder = fs::weakly_canonical(path, ec);
  if (ec || !fs::is_directory(folder, ec)) {
    return puzzle::unexpected(fmt::format("--similarity-archive {}: not a folder", path.string()));
  }
  if (::access(folder.c_str(), R_OK | X_OK) != 0) {
    return puzzle::unexpected(
        fmt::format("--similarity-archive {}: cannot be read", path.string()));
  }
  const fs::path class_path = fs::weakly_canonical(class_folder, ec);
  const auto [end, ignored] = std::mismatch(folder.begin(), folder.end(), class_path.begin(),
                                            class_path.end());
  if (!class_folder.empty() && end == folder.end()) {
    return puzzle::unexpected(fmt::format(
        "--similarity-archive {}: is the class folder or holds it; an archive is another "
        "term's folder or a folder of collected solutions",
        path.string()));
  }
  return ArchiveFolder{folder.filename().string(), folder, {}};
}

puzzle::Expected<std::vector<ArchiveFolder>, std::string> archive_folders(
    const std::vector<fs::path>& paths, const fs::path& class_folder) {
  std::vector<ArchiveFolder> archives;
  for (const fs::path& path : paths) {
    auto archive = archive_folder(path, class_folder);
    if (!archive) return puzzle::unexpected(archive.error());
    for (const ArchiveFolder& other : archives) {
      if (other.label == archive->label) {
        return puzzle::unexpected(
            fmt::format("--similarity-archive {}: another archive is also named '{}' ({}); the "
                        "name says where a match comes from, so rename one",
                        path.string(), other.label, other.path.string()));
      }
    }
    archives.push_back(std::move(*archive));
  }
  return archives;
}

}  // namespace grader

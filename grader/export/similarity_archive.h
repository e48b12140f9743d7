// Archive folders for export --similarity-archive: prior terms' classes and collected
// solutions, each entry a program students are compared with (docs/similarity.md).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "common/expected.h"
#include "export/similarity_code.h"
#include "export/student_key.h"

namespace grader {

// An archive folder (export --similarity-archive): each of its entries (a sub-folder or a
// file, as in a class folder: batch's find_students()) is one program students are
// compared with, never with each other. Its label is the folder's own name.
struct ArchiveFolder {
  std::string label;
  std::filesystem::path path;
  std::vector<Student> entries;  // its programs: the caller fills them (batch's find_students())
};

// The archive folder `path` (links in the path resolved: the instructor names it), or one
// line saying why it cannot be one: not a folder, not readable, or the class folder
// itself or a folder holding it.
puzzle::Expected<ArchiveFolder, std::string> archive_folder(
    const std::filesystem::path& path, const std::filesystem::path& class_folder);

// archive_folder() of each, or the first error; two archives with the same label are
// refused (the label is how the report names an entry's origin).
puzzle::Expected<std::vector<ArchiveFolder>, std::string> archive_folders(
    const std::vector<std::filesystem::path>& paths, const std::filesystem::path& class_folder);

// class_code() of an archive folder's entries (`archive.entries`): each entry with `archive` set to
// the label, and one left out named "<label>/<entry>".
ClassCode archive_code(const ArchiveFolder& archive);

}  // namespace grader

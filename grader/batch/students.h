// The students of a batch: one entry of the submissions folder each, and the suite's
// content hash that tells a current result from a stale one.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace grader {

struct Student {
  std::string name;                    // also the result file's stem
  std::filesystem::path submission;    // a folder, or a single file
};

// Each sub-folder or regular file of `dir`, sorted by name; names starting with '.' are
// skipped (editor and OS litter). A file's student is its name without the extension,
// unless two files would share it, then the whole name. Symbolic links and special files
// are never students: see refused_entries().
std::vector<Student> find_students(const std::filesystem::path& dir);

// The entries of `dir` that find_students() refuses, sorted, each as one line
// "NAME: why; what to do". A symbolic link is refused because grading it would copy
// whatever it points to (any file the grader can read) into a student's test folder.
std::vector<std::string> refused_entries(const std::filesystem::path& dir);

// "fnv1a64:<16 hex digits>" of the file's bytes. Any edit of the suite (expected
// output, points, limits) changes it; it is a staleness check, not a security one.
std::string content_hash(const std::filesystem::path& file);

}  // namespace grader

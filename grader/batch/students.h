// The students of a batch: one entry of the submissions folder each, and the suite's
// content hash that tells a current result from a stale one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace grader {

struct Student {
  std::string name;                  // also the result file's stem
  std::filesystem::path submission;  // a folder, or a single file
};

// Each sub-folder or regular file of `dir`, sorted by name; names starting with '.' are
// skipped (editor and OS litter). A file's student is its name without the extension,
// unless two files would share it, then the whole name. Symbolic links and special files
// are never students: see refused_entries().
std::vector<Student> find_students(const std::filesystem::path& dir);

// Where a student's submission is graded from. A single file (class/alice.py) is named
// after its student, not after the file the suite runs, so it is graded as a private
// copy named `file_name` (driver.py, eight_puzzle.py, fifteen_puzzle.ipynb). A folder, a
// file already so named, or any file when `file_name` is nullopt, is graded where it is.
// The copy is removed with the object.
class StagedSubmission {
 public:
  // Throws std::runtime_error when the copy cannot be made (a grader error).
  StagedSubmission(const Student& student, const std::optional<std::string>& file_name);
  ~StagedSubmission();
  StagedSubmission(const StagedSubmission&) = delete;
  StagedSubmission& operator=(const StagedSubmission&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path folder_;  // the private copy's folder; empty when none was made
  std::filesystem::path path_;
};
// The entries of `dir` that find_students() refuses, sorted, each as one line
// "NAME: why; what to do". A symbolic link is refused because grading it would copy
// whatever it points to (any file the grader can read) into a student's test folder.
std::vector<std::string> refused_entries(const std::filesystem::path& dir);

// "fnv1a64:<16 hex digits>" of the file's bytes. Any edit of the suite (expected
// output, points, limits) changes it; it is a staleness check, not a security one.
std::string content_hash(const std::filesystem::path& file);

}  // namespace grader

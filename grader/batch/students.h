// The students of a batch: one entry of the submissions folder each, and the suite's
// content hash that tells a current result from a stale one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "export/student_key.h"  // Student

namespace grader {

// What a class folder holds: its students and, one line each "NAME: why; what to do",
// the entries that are not graded.
struct ClassFolder {
  std::vector<Student> students;     // sorted by name
  std::vector<std::string> refused;  // sorted
};

// Each sub-folder or regular file of `dir` is a student; what computers, editors and
// version control leave (".git", ".DS_Store", "._x", ".ipynb_checkpoints", ...) is
// skipped, and any other name starting with '.' is refused with its reason. A file's student is its
// name without the extension, unless two files would share it, then the whole name. A name of any
// bytes is graded: it is made printable with display_text() (a newline reads \x0a, an invalid UTF-8
// byte \xe9, as in every report), and its files are named by student_file_key() (of bounded
// length). Refused, each with its reason, so that one entry never stops the class:
// - a name starting with '.' that is not such litter ("..x", ".alice"): hidden on most
//   computers, so nobody may have meant it to be graded;
// - a symbolic link: grading it would copy whatever it points to (any file the grader
//   can read) into a student's test folder;
// - a special file (FIFO, socket, device);
// - entries whose printable names, or whose keys, are the same (so that one student's
//   result file can never be another's): all of them, until one is renamed.
ClassFolder read_class_folder(const std::filesystem::path& dir);

// read_class_folder(dir).students
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
// read_class_folder(dir).refused
std::vector<std::string> refused_entries(const std::filesystem::path& dir);

// "fnv1a64:<16 hex digits>" of the file's bytes. Any edit of the suite (expected
// output, points, limits) changes it; it is a staleness check, not a security one.
std::string content_hash(const std::filesystem::path& file);

}  // namespace grader

#include "batch/students.h"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <stdexcept>

#include <stdlib.h>

#include "check/text.h"
#include "common/fnv1a.h"
#include "export/student_key.h"
#include "run/workspace.h"

namespace grader {
namespace {

// What computers, editors and version control leave in a folder (".git", ".DS_Store",
// "._notes.py" from macOS, ".ipynb_checkpoints"): skipped without a word. Any other name
// starting with '.' is a hidden entry nobody may have meant to hide, so it is refused
// with its reason rather than passed over in silence.
bool is_litter(const std::string& name) {
  static constexpr std::string_view kLitter[] = {
      ".git",  ".gitignore", ".gitattributes",  ".DS_Store",  ".ipynb_checkpoints", ".vscode",
      ".idea", ".Trash",     ".Spotlight-V100", ".fseventsd", ".directory",         ".localized",
  };
  if (name.rfind("._", 0) == 0 || name.rfind(".~", 0) == 0) return true;
  return std::find(std::begin(kLitter), std::end(kLitter), name) != std::end(kLitter);
}

std::string stem_or_name(const std::filesystem::path& path,
                         const std::map<std::string, int>& stem_counts) {
  std::string stem = path.stem().string();
  if (std::filesystem::is_directory(path) || stem_counts.at(stem) > 1)
    return path.filename().string();
  return stem;
}

// The entries of `dir` that may be students: sub-folders and regular files, not a dot
// entry, not a link (each refused one gets its line in `refused`).
std::vector<std::filesystem::path> candidate_entries(const std::filesystem::path& dir,
                                                     std::vector<std::string>& refused) {
  std::vector<std::filesystem::path> entries;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || is_litter(name)) continue;
    if (name.front() == '.') {
      refused.push_back(fmt::format(
          "{}: its name starts with '.', which hides it on most computers, so it was not "
          "graded; rename it without the leading '.' if it is a student's",
          display_text(name)));
      continue;
    }
    const auto status = entry.symlink_status();  // a link is not followed
    if (std::filesystem::is_symlink(status)) {
      refused.push_back(fmt::format(
          "{}: it is a symbolic link, and links are not graded (the grader would copy what it "
          "points to into the test folder); put the submission itself in {}",
          display_text(name), display_text(dir.string())));
    } else if (!std::filesystem::is_directory(status) &&
               !std::filesystem::is_regular_file(status)) {
      refused.push_back(fmt::format("{}: it is neither a file nor a folder, so it was not graded",
                                    display_text(name)));
    } else {
      entries.push_back(entry.path());
    }
  }
  return entries;
}

}  // namespace

ClassFolder read_class_folder(const std::filesystem::path& dir) {
  ClassFolder folder;
  const std::vector<std::filesystem::path> entries = candidate_entries(dir, folder.refused);
  std::map<std::string, int> stem_counts;
  for (const auto& path : entries) {
    // A folder "alice" and a file "alice.py" must not share a result file either.
    ++stem_counts[std::filesystem::is_directory(path) ? path.filename().string()
                                                      : path.stem().string()];
  }
  std::map<std::string, std::vector<Student>> by_key;
  for (const auto& path : entries) {
    Student student{display_text(stem_or_name(path, stem_counts)), path};
    by_key[student_file_key(student.name)].push_back(std::move(student));
  }
  for (auto& [key, students] : by_key) {
    if (students.size() == 1) {
      folder.students.push_back(std::move(students.front()));
      continue;
    }
    for (const Student& student : students) {
      folder.refused.push_back(fmt::format(
          "{}: its name reads the same as another entry's here once made printable (or they "
          "share the result file {}.json), so neither was graded; rename one of them",
          display_text(student.submission.filename().string()), key));
    }
  }
  std::sort(folder.students.begin(), folder.students.end(),
            [](const Student& a, const Student& b) { return a.name < b.name; });
  std::sort(folder.refused.begin(), folder.refused.end());
  return folder;
}

std::vector<Student> find_students(const std::filesystem::path& dir) {
  return read_class_folder(dir).students;
}

StagedSubmission::StagedSubmission(const Student& student,
                                   const std::optional<std::string>& file_name)
    : path_(student.submission) {
  std::error_code error;
  // Only a plain file of a size a test folder may hold is copied: a link, or a file the
  // workspace will refuse anyway, is left for the workspace to judge.
  if (!file_name ||
      !std::filesystem::is_regular_file(
          std::filesystem::symlink_status(student.submission, error)) ||
      std::filesystem::file_size(student.submission, error) > WorkspaceLimits{}.max_bytes ||
      student.submission.filename() == std::filesystem::path(*file_name).filename()) {
    return;
  }
  std::string folder =
      (std::filesystem::temp_directory_path() / "puzzle-submission-XXXXXX").string();
  if (::mkdtemp(folder.data()) == nullptr) {
    throw std::runtime_error(fmt::format("cannot make a folder in {}: {}",
                                         std::filesystem::temp_directory_path().string(),
                                         std::strerror(errno)));
  }
  folder_ = folder;
  path_ = folder_ / *file_name;
  std::filesystem::create_directories(path_.parent_path(), error);
  if (!error) std::filesystem::copy_file(student.submission, path_, error);
  if (error) {
    std::filesystem::remove_all(folder_, error);
    throw std::runtime_error(fmt::format("cannot copy {} to {}: {}", student.submission.string(),
                                         path_.string(), error.message()));
  }
  path_ = folder_;
}

StagedSubmission::~StagedSubmission() {
  std::error_code ignored;
  if (!folder_.empty()) std::filesystem::remove_all(folder_, ignored);
}

std::vector<std::string> refused_entries(const std::filesystem::path& dir) {
  return read_class_folder(dir).refused;
}

std::string content_hash(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read {}", file.string()));
  std::uint64_t hash = puzzle::kFnv1aOffsetBasis;
  char buffer[1 << 14];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    hash = puzzle::fnv1a(std::string_view(buffer, static_cast<std::size_t>(in.gcount())), hash);
  }
  return fmt::format("fnv1a64:{:016x}", hash);
}

}  // namespace grader

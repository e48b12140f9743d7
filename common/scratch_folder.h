#pragma once
// A fresh, empty, private folder (mkdtemp: mode 0700) under the temporary folder
// ($TMPDIR, else /tmp), removed with everything in it when the object goes: the one
// scratch folder of the grader's short jobs (a probe run, a similarity run) and of the
// tests (common/testing/temp_folder.h). Named "<prefix>-XXXXXX" so that one left over
// after a crash says whose it is.

#include <stdlib.h>

#include <filesystem>
#include <string>
#include <system_error>

namespace puzzle {

class ScratchFolder {
 public:
  // path() is empty when no folder could be made (a full or unwritable temporary folder):
  // the caller says so in its own words.
  explicit ScratchFolder(const std::string& prefix) {
    std::error_code ec;
    const std::filesystem::path parent = std::filesystem::temp_directory_path(ec);
    if (!ec) make(parent, prefix);
  }
  // The same under `parent` instead of the temporary folder (a class's hand-ins, staged
  // beside the results they are graded into rather than in a small /tmp).
  ScratchFolder(const std::string& prefix, const std::filesystem::path& parent) {
    make(parent, prefix);
  }
  ~ScratchFolder() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::filesystem::path& name) const { return path_ / name; }

 private:
  void make(const std::filesystem::path& parent, const std::string& prefix) {
    std::string pattern = (parent / (prefix + "-XXXXXX")).string();
    if (::mkdtemp(pattern.data()) != nullptr) path_ = pattern;
  }

  std::filesystem::path path_;
};

}  // namespace puzzle

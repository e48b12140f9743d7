#pragma once
// A test's own temporary folder: made fresh and empty with mkdtemp under $TMPDIR (or
// /tmp), removed with everything in it when the object goes. Tests write their files
// only in such a folder, never under a fixed or shared name in the temporary folder, so
// that no test can pass because of what another run left behind, and two runs (or two
// tests of one run, which ctest starts at the same time) never see each other's files.

#include <stdlib.h>

#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>

namespace puzzle::testing {

class TempFolder {
 public:
  // `prefix` names the folder for whoever finds it left over after a crash
  // ("<prefix>-XXXXXX"). Throws if no folder can be made: a test cannot go on without it.
  explicit TempFolder(const std::string& prefix = "puzzle-test") {
    std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
    if (::mkdtemp(pattern.data()) == nullptr) {
      throw std::runtime_error("cannot make a temporary folder " + pattern);
    }
    path_ = pattern;
  }
  ~TempFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::filesystem::path& name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

}  // namespace puzzle::testing

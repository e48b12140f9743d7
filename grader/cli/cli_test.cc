#include "cli/cli.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "common/testing/temp_folder.h"

namespace grader {
namespace {

TEST(MakeTmpdirAbsolute, makes_a_relative_tmpdir_absolute_from_the_current_folder) {
  const char* before = std::getenv("TMPDIR");
  const std::string saved = before != nullptr ? before : "";
  ::setenv("TMPDIR", "rel/tmp", 1);
  make_tmpdir_absolute();
  EXPECT_EQ(std::string(std::getenv("TMPDIR")),
            (std::filesystem::current_path() / "rel/tmp").string());
  ::setenv("TMPDIR", "/already/absolute", 1);
  make_tmpdir_absolute();
  EXPECT_EQ(std::string(std::getenv("TMPDIR")), "/already/absolute");
  if (before != nullptr)
    ::setenv("TMPDIR", saved.c_str(), 1);
  else
    ::unsetenv("TMPDIR");
}

TEST(FolderArgument, drops_trailing_slashes_so_paths_print_clean) {
  EXPECT_EQ(folder_argument("grades/"), "grades");
  EXPECT_EQ(folder_argument("grades//"), "grades");
  EXPECT_EQ(folder_argument("/"), "/");
  EXPECT_EQ(folder_argument("a/b"), "a/b");
}

}  // namespace
}  // namespace grader

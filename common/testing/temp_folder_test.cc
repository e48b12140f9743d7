#include "common/testing/temp_folder.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <fstream>

namespace puzzle::testing {
namespace {

namespace fs = std::filesystem;

TEST(TempFolder, is_fresh_empty_private_and_under_the_temporary_folder) {
  TempFolder folder("temp-folder-test");
  ASSERT_TRUE(fs::is_directory(folder.path()));
  EXPECT_TRUE(fs::is_empty(folder.path()));
  EXPECT_EQ(folder.path().parent_path(), fs::temp_directory_path());
  EXPECT_EQ(folder.path().filename().string().rfind("temp-folder-test-", 0), 0u);
  // mkdtemp's mode: nobody else can list or enter it.
  EXPECT_EQ(fs::status(folder.path()).permissions(), fs::perms::owner_all);
}

TEST(TempFolder, two_folders_never_share_a_path) {
  TempFolder a("same"), b("same");
  EXPECT_NE(a.path(), b.path());
}

TEST(TempFolder, goes_with_everything_in_it) {
  fs::path kept;
  {
    TempFolder folder;
    kept = folder.path();
    fs::create_directories(folder / "a" / "b");
    std::ofstream(folder / "a" / "b" / "c.txt") << "x";
  }
  EXPECT_FALSE(fs::exists(kept));
}

TEST(TempFolder, follows_TMPDIR) {
  TempFolder outer("outer");
  const char* saved = std::getenv("TMPDIR");
  const std::string saved_value = saved != nullptr ? saved : "";
  ::setenv("TMPDIR", outer.path().c_str(), 1);
  {
    TempFolder inner("inner");
    EXPECT_EQ(inner.path().parent_path(), outer.path());
  }
  if (saved != nullptr) {
    ::setenv("TMPDIR", saved_value.c_str(), 1);
  } else {
    ::unsetenv("TMPDIR");
  }
}

}  // namespace
}  // namespace puzzle::testing

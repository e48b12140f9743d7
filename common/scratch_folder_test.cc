#include "common/scratch_folder.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <fstream>

#include "common/testing/temp_folder.h"

namespace puzzle {
namespace {

namespace fs = std::filesystem;

// Sets TMPDIR for one scope.
class TmpdirAs {
 public:
  explicit TmpdirAs(const fs::path& dir) {
    const char* saved = std::getenv("TMPDIR");
    if (saved != nullptr) saved_ = saved;
    had_ = saved != nullptr;
    ::setenv("TMPDIR", dir.c_str(), 1);
  }
  ~TmpdirAs() {
    if (had_) {
      ::setenv("TMPDIR", saved_.c_str(), 1);
    } else {
      ::unsetenv("TMPDIR");
    }
  }

 private:
  std::string saved_;
  bool had_ = false;
};

TEST(ScratchFolder, is_made_private_under_TMPDIR_and_goes_with_its_contents) {
  const testing::TempFolder outer("scratch-outer");
  fs::path kept;
  {
    const TmpdirAs tmpdir(outer.path());
    const ScratchFolder folder("scratch-test");
    kept = folder.path();
    ASSERT_FALSE(kept.empty());
    EXPECT_EQ(kept.parent_path(), outer.path());
    EXPECT_EQ(kept.filename().string().rfind("scratch-test-", 0), 0u);
    EXPECT_EQ(fs::status(kept).permissions(), fs::perms::owner_all);
    std::ofstream(folder / "x.txt") << "x";
  }
  EXPECT_FALSE(fs::exists(kept));
}

TEST(ScratchFolder, has_an_empty_path_where_no_folder_can_be_made) {
  const testing::TempFolder outer("scratch-outer");
  const TmpdirAs tmpdir(outer / "does-not-exist");
  const ScratchFolder folder("scratch-test");
  EXPECT_TRUE(folder.path().empty());
  EXPECT_THROW(testing::TempFolder("scratch-test"), std::runtime_error);
}

}  // namespace
}  // namespace puzzle

#include "export/similarity_archive.h"

#include <gtest/gtest.h>

#include "common/testing/temp_folder.h"
#include "export/similarity_testing.h"

namespace grader {
namespace {
namespace fs = std::filesystem;
using namespace grader::testing;  // NOLINT: the tests' helpers
using TempDir = puzzle::testing::TempFolder;

TEST(ArchiveFolder, is_labelled_by_its_name_and_refuses_what_cannot_be_one) {
  TempDir dir;
  put(dir.path() / "class" / "alice.py", "a = 1\n");
  put(dir.path() / "terms" / "2023-fall" / "kim" / "driver.py", "k = 1\n");
  put(dir.path() / "notes.txt", "text\n");
  auto archive = archive_folder(dir.path() / "terms" / "2023-fall" / "", dir.path() / "class");
  ASSERT_TRUE(archive) << archive.error();
  EXPECT_EQ(archive->label, "2023-fall");

  const fs::path missing = dir.path() / "missing";
  EXPECT_EQ(archive_folder(missing, dir.path() / "class").error(),
            std::string("--similarity-archive ").append(missing.string()).append(": not a folder"));
  EXPECT_FALSE(archive_folder(dir.path() / "notes.txt", dir.path() / "class"));
  auto itself = archive_folder(dir.path() / "class", dir.path() / "class");
  ASSERT_FALSE(itself);
  EXPECT_NE(itself.error().find("is the class folder or holds it"), std::string::npos);
  EXPECT_FALSE(archive_folder(dir.path(), dir.path() / "class"));  // holds the class

  put(dir.path() / "other" / "2023-fall" / "lee.py", "l = 1\n");
  auto twice =
      archive_folders({dir.path() / "terms" / "2023-fall", dir.path() / "other" / "2023-fall"},
                      dir.path() / "class");
  ASSERT_FALSE(twice);
  EXPECT_NE(twice.error().find("another archive is also named '2023-fall'"), std::string::npos)
      << twice.error();
  EXPECT_TRUE(archive_folders({dir.path() / "terms" / "2023-fall", dir.path() / "other"},
                              dir.path() / "class"));
}

TEST(ArchiveCode, labels_each_entry_and_names_one_left_out_with_its_archive) {
  TempDir dir;
  put(dir.path() / "kim" / "driver.py", "k = 1\n");
  put(dir.path() / "gist-17.py", "g = 1\n");
  put(dir.path() / "deep.py", "x = " + std::string(200, '(') + std::string(200, ')'));
  // As batch/students.h reads the folder: every entry a program, in name order.
  std::vector<Student> entries{{"deep", dir.path() / "deep.py"},
                               {"gist-17", dir.path() / "gist-17.py"},
                               {"kim", dir.path() / "kim"}};
  ClassCode code = archive_code({"online", dir.path(), entries});
  ASSERT_EQ(code.compared.size(), 2u);
  EXPECT_EQ(code.compared[0].student, "gist-17");
  EXPECT_EQ(code.compared[0].archive, "online");
  EXPECT_EQ(code.compared[1].student, "kim");
  EXPECT_EQ(code.compared[1].archive, "online");
  ASSERT_EQ(code.left_out.size(), 1u);
  EXPECT_EQ(code.left_out[0].student, "online/deep");
}

}  // namespace
}  // namespace grader

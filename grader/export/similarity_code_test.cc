#include "export/similarity_code.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include "common/testing/temp_folder.h"
#include "export/similarity_testing.h"

namespace grader {
namespace {
namespace fs = std::filesystem;
using namespace grader::testing;  // NOLINT: the tests' helpers
using TempDir = puzzle::testing::TempFolder;

// issue 38 item 7: whatever the grader copies into a test folder, a graded program can
// load (exec(open(".impl/impl.py").read())), so dot folders are read too.
TEST(ReadCode, joins_a_folders_python_in_path_order_dot_folders_included_and_skips_links) {
  TempDir dir;
  put(dir.path() / "b.py", "b1\nb2");  // no final newline: one is added
  put(dir.path() / "a.py", "a1\n");
  put(dir.path() / "pkg" / "c.py", "c1\nc2\nc3\n");
  put(dir.path() / ".impl" / "impl.py", "hidden\n");
  put(dir.path() / "__pycache__" / "x.py", "cache\n");
  put(dir.path() / "notes.txt", "text\n");
  // macOS's fork of a.py, no Python (it starts with its magic number and holds NULs).
  put(dir.path() / "._a.py", std::string("\0\5\x16\7\0\2\0\0Mac OS X", 16));
  fs::create_symlink("/etc/passwd", dir.path() / "link.py");
  fs::create_directory_symlink("/etc", dir.path() / "etc_link");

  auto code = read_code(dir.path());
  ASSERT_TRUE(code);
  EXPECT_EQ(code->code, "hidden\ncache\na1\nb1\nb2\nc1\nc2\nc3\n");
  ASSERT_EQ(code->segments.size(), 5u);
  EXPECT_EQ(code->segments[0].file, ".impl/impl.py");
  EXPECT_EQ(code->segments[1].file, "__pycache__/x.py");
  EXPECT_EQ(code->segments[2].file, "a.py");
  EXPECT_EQ(code->segments[3].file, "b.py");
  EXPECT_EQ(code->segments[3].first_row, 3);
  EXPECT_EQ(code->segments[3].rows, 2);
  EXPECT_EQ(code->segments[4].file, "pkg/c.py");
  EXPECT_EQ(code->segments[4].first_row, 5);
  EXPECT_EQ(code->too_large, "");
  EXPECT_EQ(reason_to_leave_out(*code), "");
}

// A folder deeper than Linux lists by its path (ENAMETOOLONG past 4,096 bytes) cannot hide
// part of a submission's code: it is left out, said.
TEST(ReadCode, a_folder_that_cannot_be_listed_whole_leaves_the_submission_out_with_why) {
  TempDir dir;
  put(dir.path() / "a.py", "a1\n");
  fs::path deep = dir.path();
  for (int i = 0; i < 17; ++i) {  // created a level at a time: each call's path is short
    ASSERT_EQ(::mkdirat(AT_FDCWD, (deep / std::string(255, 'd')).c_str(), 0755), 0)
        << deep.native().size();
    deep /= std::string(255, 'd');
    if (deep.native().size() > 3800) break;
  }
  const int fd = ::open(deep.c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::mkdirat(fd, std::string(255, 'e').c_str(), 0755), 0);
  const int inner = ::openat(fd, std::string(255, 'e').c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_EQ(::mkdirat(inner, std::string(255, 'f').c_str(), 0755), 0);
  auto code = read_code(dir.path());
  // The folder's own removal goes by paths too: the deepest level is removed here.
  EXPECT_EQ(::unlinkat(inner, std::string(255, 'f').c_str(), AT_REMOVEDIR), 0);
  ::close(inner);
  ::close(fd);
  ASSERT_TRUE(code);
  EXPECT_NE(code->unread, "");
  EXPECT_NE(reason_to_leave_out(*code).find("its folder could not be read whole"),
            std::string::npos)
      << reason_to_leave_out(*code);
}

TEST(ReadCode, names_a_file_over_the_cap_and_the_submission_is_left_out_with_why) {
  TempDir dir;
  put(dir.path() / "a.py", "a1\n");
  put(dir.path() / "big.py", std::string(kMaxCodeFileBytes + 1, '#'));
  auto code = read_code(dir.path());
  ASSERT_TRUE(code);
  EXPECT_EQ(code->too_large, "big.py");
  EXPECT_EQ(reason_to_leave_out(*code), "its Python is larger than the check reads (big.py: at "
                                        "most 256 KB a file, 512 KB in all)");
  // Three files under the per-file cap that pass the total between them.
  TempDir many;
  for (const char* name : {"a.py", "b.py", "c.py"})
    put(many.path() / name, std::string(200 << 10, 'x'));
  auto total = read_code(many.path());
  ASSERT_TRUE(total);
  EXPECT_EQ(total->too_large, "c.py");
}

TEST(BracketDepth, counts_code_brackets_not_those_in_strings_or_comments) {
  EXPECT_EQ(bracket_depth("f(a[1], {2: (3)})"), 3);  // f( { (
  EXPECT_EQ(bracket_depth("s = '((((' + \"[[[\"  # ((((\nx = (1)"), 1);
  EXPECT_EQ(bracket_depth("s = 'it\\'s ((('\n"), 0);
  EXPECT_EQ(bracket_depth(")))((("), 3);  // unbalanced: never below zero
  const std::string nested = "x = " + std::string(10000, '(') + std::string(10000, ')');
  EXPECT_EQ(bracket_depth(nested), 10000);
  SubmissionCode code{"s", nested, {{"a.py", 0, 1}}, "", "", ""};
  EXPECT_EQ(reason_to_leave_out(code),
            "its brackets nest more than 100 deep, which Python itself does not run");
}

TEST(ReadCode, reads_one_file_and_a_notebooks_code_cells_only) {
  TempDir dir;
  put(dir.path() / "alice.py", "print(1)\n");
  auto single = read_code(dir.path() / "alice.py");
  ASSERT_TRUE(single);
  EXPECT_EQ(single->code, "print(1)\n");
  EXPECT_EQ(single->segments.at(0).file, "alice.py");

  put(dir.path() / "nb" / "puzzle.ipynb",
      R"({"cells": [{"cell_type": "markdown", "source": ["# Title\n"]},
                    {"cell_type": "code", "source": ["x = 1\n", "y = 2"]},
                    {"cell_type": "code", "source": "z = 3\n"}]})");
  auto notebook = read_code(dir.path() / "nb");
  ASSERT_TRUE(notebook);
  EXPECT_EQ(notebook->code, "x = 1\ny = 2\nz = 3\n");

  // A notebook a student broke by hand is read as far as it makes sense, never a crash.
  put(dir.path() / "odd" / "a.ipynb",
      R"({"cells": [{"cell_type": 5, "source": "x"}, {"cell_type": "code", "source": 7},
                    {"cell_type": "code", "source": ["ok = 1\n", 3]}, "cell", null]})");
  put(dir.path() / "odd" / "b.ipynb", R"({"cells": "none"})");
  put(dir.path() / "odd" / "c.ipynb", "not json at all");
  auto odd = read_code(dir.path() / "odd");
  ASSERT_TRUE(odd);
  EXPECT_EQ(odd->code, "ok = 1\n");

  put(dir.path() / "empty" / "README.md", "no code\n");
  EXPECT_FALSE(read_code(dir.path() / "empty"));
  EXPECT_FALSE(read_code(dir.path() / "missing"));
}

TEST(ClassCode, reads_each_student_but_not_the_starter_or_out_folder_beside_them) {
  TempDir dir;
  put(dir.path() / "bob" / "driver.py", "b = 1\n");
  put(dir.path() / "alice.py", "a = 1\n");
  put(dir.path() / "carol" / "notes.txt", "no code\n");
  put(dir.path() / "starter" / "driver.py", "pass\n");
  put(dir.path() / "grades" / "results" / "x.py", "x = 1\n");
  put(dir.path() / "dan" / "driver.py", "x = " + std::string(200, '[') + std::string(200, ']'));
  // As batch/students.h reads the folder: every entry a student, in name order.
  std::vector<Student> students;
  for (const char* name : {"alice", "bob", "carol", "dan", "grades", "starter"}) {
    const fs::path file = dir.path() / (std::string(name) + ".py");
    students.push_back({name, fs::exists(file) ? file : dir.path() / name});
  }
  auto code = class_code(students, {dir.path() / "grades", dir.path() / "starter"});
  ASSERT_EQ(code.compared.size(), 2u);
  EXPECT_EQ(code.compared[0].student, "alice");
  EXPECT_EQ(code.compared[0].code, "a = 1\n");
  EXPECT_EQ(code.compared[1].student, "bob");
  ASSERT_EQ(code.left_out.size(), 1u);
  EXPECT_EQ(code.left_out[0].student, "dan");
  EXPECT_EQ(code.left_out[0].reason.rfind("its brackets nest more than 100 deep", 0), 0u);
  // with starter and grades as students
  EXPECT_EQ(class_code(students, {}).compared.size(), 4u);
}

TEST(PlaceOf, names_the_file_and_its_own_lines) {
  SubmissionCode code = code_of("s", "", {{"a.py", 0, 3}, {"b.py", 3, 10}});
  EXPECT_EQ(place_of(code, 0, 1), "a.py lines 1-2");
  EXPECT_EQ(place_of(code, 4, 8), "b.py lines 2-6");
  EXPECT_EQ(place_of(code, 2, 5), "a.py lines 3-3");  // cut at the file's end
  EXPECT_EQ(place_of(code, 13, 14), "");
  EXPECT_EQ(place_of(code, -1, 2), "");
}

}  // namespace
}  // namespace grader

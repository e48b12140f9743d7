#include "batch/students.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <random>

namespace grader {
namespace {

std::filesystem::path fresh_dir() {
  auto dir = std::filesystem::temp_directory_path() /
             ("students-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(dir);
  return dir;
}

TEST(FindStudents, one_per_folder_or_file_sorted_skipping_dot_entries) {
  auto dir = fresh_dir();
  std::filesystem::create_directories(dir / "carol");
  std::filesystem::create_directories(dir / ".git");
  std::ofstream(dir / "alice.py") << "";
  std::ofstream(dir / ".DS_Store") << "";
  std::ofstream(dir / "bob.ipynb") << "";
  auto students = find_students(dir);
  ASSERT_EQ(students.size(), 3u);
  EXPECT_EQ(students[0].name, "alice");
  EXPECT_EQ(students[0].submission, dir / "alice.py");
  EXPECT_EQ(students[1].name, "bob");
  EXPECT_EQ(students[2].name, "carol");
  std::filesystem::remove_all(dir);
}

TEST(FindStudents, a_dot_name_that_is_not_litter_is_refused_with_its_reason) {
  auto dir = fresh_dir();
  std::filesystem::create_directories(dir / "..x");
  std::filesystem::create_directories(dir / ".alice");
  std::filesystem::create_directories(dir / ".ipynb_checkpoints");
  std::ofstream(dir / "._bob.py") << "";  // macOS's copy of a file's attributes
  std::ofstream(dir / "bob.py") << "";
  const ClassFolder folder = read_class_folder(dir);
  ASSERT_EQ(folder.students.size(), 1u);
  EXPECT_EQ(folder.students[0].name, "bob");
  ASSERT_EQ(folder.refused.size(), 2u);
  EXPECT_EQ(folder.refused[0].rfind("..x: its name starts with '.'", 0), 0u) << folder.refused[0];
  EXPECT_EQ(folder.refused[1].rfind(".alice: its name starts with '.'", 0), 0u)
      << folder.refused[1];
  std::filesystem::remove_all(dir);
}

TEST(FindStudents, files_that_would_share_a_name_keep_their_extension) {
  auto dir = fresh_dir();
  std::ofstream(dir / "dan.py") << "";
  std::ofstream(dir / "dan.ipynb") << "";
  std::filesystem::create_directories(dir / "eve");
  std::ofstream(dir / "eve.py") << "";
  auto students = find_students(dir);
  std::vector<std::string> names;
  for (const Student& s : students) names.push_back(s.name);
  EXPECT_EQ(names, (std::vector<std::string>{"dan.ipynb", "dan.py", "eve", "eve.py"}));
  std::filesystem::remove_all(dir);
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(StagedSubmission, a_single_file_is_graded_under_the_one_name_the_suite_requires) {
  auto dir = fresh_dir();
  std::ofstream(dir / "alice.py") << "print('alice')\n";
  std::filesystem::path copy;
  {
    StagedSubmission staged({"alice", dir / "alice.py"}, "driver.py");
    copy = staged.path();
    EXPECT_NE(copy, dir);
    EXPECT_TRUE(std::filesystem::is_directory(copy));
    EXPECT_EQ(read(copy / "driver.py"), "print('alice')\n");
    EXPECT_EQ(std::distance(std::filesystem::directory_iterator(copy), {}), 1);
  }
  EXPECT_FALSE(std::filesystem::exists(copy));  // removed with the object
  EXPECT_TRUE(std::filesystem::exists(dir / "alice.py"));
  std::filesystem::remove_all(dir);
}

TEST(StagedSubmission, folders_and_files_without_a_name_to_take_are_graded_where_they_are) {
  auto dir = fresh_dir();
  std::filesystem::create_directories(dir / "bob");
  std::ofstream(dir / "carol.ipynb") << "{}";
  std::ofstream(dir / "driver.py") << "";
  EXPECT_EQ(StagedSubmission({"bob", dir / "bob"}, "driver.py").path(), dir / "bob");
  EXPECT_EQ(StagedSubmission({"carol", dir / "carol.ipynb"}, std::nullopt).path(),
            dir / "carol.ipynb");
  EXPECT_EQ(StagedSubmission({"driver", dir / "driver.py"}, "driver.py").path(), dir / "driver.py");
  std::filesystem::create_symlink(dir / "driver.py", dir / "dave.py");
  EXPECT_EQ(StagedSubmission({"dave", dir / "dave.py"}, "driver.py").path(), dir / "dave.py");
}

TEST(FindStudents, refuses_a_link_with_a_reason_instead_of_grading_what_it_points_to) {
  auto dir = fresh_dir();
  std::filesystem::create_directories(dir / "alice");
  std::filesystem::create_directories(dir / "elsewhere" / "secrets");
  std::filesystem::create_directory_symlink(dir / "elsewhere" / "secrets", dir / "mallory");
  std::filesystem::create_symlink("/etc/shadow", dir / "trudy.py");
  std::vector<std::string> names;
  for (const Student& s : find_students(dir)) names.push_back(s.name);
  EXPECT_EQ(names, (std::vector<std::string>{"alice", "elsewhere"}));
  const auto refused = refused_entries(dir);
  ASSERT_EQ(refused.size(), 2u);
  EXPECT_EQ(refused[0].rfind("mallory: it is a symbolic link, and links are not graded", 0), 0u)
      << refused[0];
  EXPECT_EQ(refused[1].rfind("trudy.py: it is a symbolic link", 0), 0u) << refused[1];
  std::filesystem::remove_all(dir);
}

TEST(FindStudents, names_of_any_length_and_bytes_are_graded_under_a_bounded_key) {
  auto dir = fresh_dir();
  const std::string long_name(255, 'n');
  for (const std::string& name : {long_name, std::string("a\nb"), std::string("-rf"),
                                  std::string("..x."), std::string("caf\xe9")}) {
    std::filesystem::create_directories(dir / name);
  }
  const ClassFolder folder = read_class_folder(dir);
  std::vector<std::string> names;
  for (const Student& s : folder.students) names.push_back(s.name);
  // "..x." starts with a dot: refused with its reason. The others, printable, in byte order.
  EXPECT_EQ(names, (std::vector<std::string>{"-rf", "a\\x0ab", "caf\\xe9", long_name}));
  ASSERT_EQ(folder.refused.size(), 1u);
  EXPECT_EQ(folder.refused[0].rfind("..x.: its name starts with '.'", 0), 0u) << folder.refused[0];
  EXPECT_EQ(folder.students[3].submission, dir / long_name);
  std::filesystem::remove_all(dir);
}

TEST(FindStudents, entries_whose_printable_names_meet_are_all_refused_with_a_reason) {
  auto dir = fresh_dir();
  std::filesystem::create_directories(dir / "caf\xe9");
  std::filesystem::create_directories(dir / "caf\\xe9");  // what the first one reads as
  std::filesystem::create_directories(dir / "bob");
  const ClassFolder folder = read_class_folder(dir);
  ASSERT_EQ(folder.students.size(), 1u);
  EXPECT_EQ(folder.students[0].name, "bob");
  ASSERT_EQ(folder.refused.size(), 2u);
  for (const std::string& line : folder.refused) {
    EXPECT_EQ(line.rfind("caf\\xe9: its name reads the same as another entry's", 0), 0u) << line;
    EXPECT_NE(line.find("rename one of them"), std::string::npos) << line;
  }
  std::filesystem::remove_all(dir);
}

TEST(ContentHash, changes_with_any_byte_and_is_stable) {
  auto dir = fresh_dir();
  std::ofstream(dir / "a.yaml") << "suite: x\n";
  std::string first = content_hash(dir / "a.yaml");
  EXPECT_EQ(first, content_hash(dir / "a.yaml"));
  EXPECT_EQ(first.rfind("fnv1a64:", 0), 0u);
  std::ofstream(dir / "a.yaml") << "suite: y\n";
  EXPECT_NE(first, content_hash(dir / "a.yaml"));
  EXPECT_THROW(content_hash(dir / "missing.yaml"), std::runtime_error);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grader

#include "batch/build_id.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>

#include "batch/students.h"

namespace grader {
namespace {

class BuildIdTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("build-id-" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(dir_);
    write("puzzle-grader", "\x7f"
                           "ELF first build");
    write("puzzle_harness.py", "import sys\n");
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  void write(const std::string& name, const std::string& bytes) {
    std::ofstream(dir_ / name, std::ios::binary | std::ios::trunc) << bytes;
  }
  std::string id() { return build_id(dir_ / "puzzle-grader", dir_ / "puzzle_harness.py"); }

  std::filesystem::path dir_;
};

TEST_F(BuildIdTest, names_both_files_by_content) {
  EXPECT_EQ(id(), "grader " + content_hash(dir_ / "puzzle-grader") + ", harness " +
                      content_hash(dir_ / "puzzle_harness.py"));
}

TEST_F(BuildIdTest, a_rebuild_with_the_same_bytes_keeps_the_id) {
  std::string first = id();
  write("puzzle-grader", "\x7f"
                         "ELF first build");  // rewritten: new mtime, same bytes
  EXPECT_EQ(id(), first);
}

TEST_F(BuildIdTest, another_binary_or_harness_changes_it) {
  std::string first = id();
  write("puzzle-grader", "\x7f"
                         "ELF fixed build");
  std::string rebuilt = id();
  EXPECT_NE(rebuilt, first);
  write("puzzle_harness.py", "import sys, os\n");
  EXPECT_NE(id(), rebuilt);
}

TEST(GraderBuildId, is_the_running_program_and_stable) {
  std::string running = grader_build_id();
  EXPECT_EQ(running.rfind("grader " + content_hash("/proc/self/exe") + ", harness fnv1a64:", 0), 0u)
      << running;
  EXPECT_EQ(grader_build_id(), running);
}

}  // namespace
}  // namespace grader

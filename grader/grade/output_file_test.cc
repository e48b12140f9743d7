// Each way a run could steer the grader's read of its output file. Expected states are
// the contract in output_file.h (issue 13 item 5), not the code's own output.
#include "grade/output_file.h"

#include <gtest/gtest.h>

#include <fstream>

#include <sys/stat.h>
#include <unistd.h>

namespace grader {
namespace {
namespace fs = std::filesystem;

class OutputFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (fs::temp_directory_path() / "output-file-test-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    root_ = templ;
    folder_ = root_ / "ws";
    fs::create_directory(folder_);
    std::ofstream(root_ / "secret.txt") << "the grader's secret\n";
  }
  void TearDown() override { fs::remove_all(root_); }

  OutputFile read(const fs::path& relative, std::uint64_t max_bytes = 1 << 20) {
    const UniqueFd fd = open_folder(folder_);
    return read_output_file(fd.get(), relative, max_bytes);
  }

  fs::path root_;
  fs::path folder_;
};

TEST_F(OutputFileTest, reads_a_regular_file_in_the_folder_or_below) {
  std::ofstream(folder_ / "output.txt") << "path_to_goal: []\n";
  EXPECT_EQ(read("output.txt").state, FileState::present);
  EXPECT_EQ(read("output.txt").data, "path_to_goal: []\n");
  fs::create_directory(folder_ / "out");
  std::ofstream(folder_ / "out" / "result.txt") << "42\n";
  EXPECT_EQ(read("out/result.txt").data, "42\n");
}

TEST_F(OutputFileTest, a_missing_file_or_folder_is_missing) {
  EXPECT_EQ(read("output.txt").state, FileState::missing);
  EXPECT_EQ(read("out/result.txt").state, FileState::missing);
}

TEST_F(OutputFileTest, never_follows_a_link_as_the_file) {
  fs::create_symlink(root_ / "secret.txt", folder_ / "output.txt");
  const OutputFile file = read("output.txt");
  EXPECT_EQ(file.state, FileState::not_regular);
  EXPECT_EQ(file.data, "");
}

TEST_F(OutputFileTest, never_follows_a_link_on_the_way) {
  std::ofstream(root_ / "result.txt") << "outside\n";
  fs::create_directory_symlink(root_, folder_ / "out");
  EXPECT_EQ(read("out/result.txt").state, FileState::not_regular);
}

TEST_F(OutputFileTest, refuses_a_folder_or_a_fifo_without_waiting) {
  fs::create_directory(folder_ / "output.txt");
  EXPECT_EQ(read("output.txt").state, FileState::not_regular);
  ASSERT_EQ(::mkfifo((folder_ / "fifo.txt").c_str(), 0600), 0);
  EXPECT_EQ(read("fifo.txt").state, FileState::not_regular);  // returns: no writer needed
}

TEST_F(OutputFileTest, a_file_over_the_cap_is_not_read) {
  std::ofstream(folder_ / "output.txt") << std::string(101, 'x');
  EXPECT_EQ(read("output.txt", 100).state, FileState::too_large);
  EXPECT_EQ(read("output.txt", 101).state, FileState::present);
}

TEST_F(OutputFileTest, a_renamed_folder_with_a_link_in_its_place_is_not_followed) {
  // What a run that owns its folder could do in a sticky /tmp: move the folder away and
  // leave a link to somewhere else under its name.
  const UniqueFd fd = open_folder(folder_);  // taken before the run
  std::ofstream(folder_ / "output.txt") << "mine\n";
  fs::rename(folder_, root_ / "moved");
  fs::create_directory_symlink(root_ / "elsewhere", folder_);
  fs::create_directory(root_ / "elsewhere");
  std::ofstream(root_ / "elsewhere" / "output.txt") << "the grader's secret\n";
  EXPECT_EQ(read_output_file(fd.get(), "output.txt", 1 << 20).data, "mine\n");
  EXPECT_FALSE(open_folder(folder_).valid());  // a link is not a folder the grader made
}

TEST_F(OutputFileTest, refuses_paths_that_leave_the_folder) {
  EXPECT_NE(read("../secret.txt").state, FileState::present);
  EXPECT_NE(read(root_ / "secret.txt").state, FileState::present);
}

}  // namespace
}  // namespace grader

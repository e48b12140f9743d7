#include "run/harness.h"

#include "run/workspace.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <unistd.h>

#include "common/testing/temp_folder.h"

namespace grader {
namespace {

TEST(HarnessPath, points_at_an_existing_puzzle_harness_py) {
  const auto path = harness_path();
  EXPECT_EQ(path.filename(), "puzzle_harness.py");
  EXPECT_TRUE(std::filesystem::is_regular_file(path)) << path;
}

TEST(HarnessArgv, call_passes_mode_file_function_and_literal_unsplit) {
  EXPECT_EQ(harness_call_argv("/h/puzzle_harness.py", "funny.py", "solve", "[1, 2, 0]",
                              HarnessReturn::ignore),
            (std::vector<std::string>{"python3", "-I", "/h/puzzle_harness.py", "--nonce-on-stdin",
                                      "call", "funny.py", "solve", "[1, 2, 0]"}));
}

TEST(HarnessArgv, printing_the_result_puts_the_option_before_the_mode) {
  EXPECT_EQ(
      harness_call_argv("/h/p.py", "eight_puzzle.py", "bfs", "'a', 'b'", HarnessReturn::print),
      (std::vector<std::string>{"python3", "-I", "/h/p.py", "--nonce-on-stdin", "--print-result",
                                "call", "eight_puzzle.py", "bfs", "'a', 'b'"}));
}

TEST(HarnessArgv, notebook_uses_the_notebook_mode) {
  const auto argv = harness_notebook_argv("/h/p.py", "nb.ipynb", "f", "", HarnessReturn::ignore);
  ASSERT_EQ(argv.size(), 8u);
  EXPECT_EQ(argv[4], "notebook");
  EXPECT_EQ(argv[5], "nb.ipynb");
  EXPECT_EQ(argv[7], "");
}

TEST(HarnessArgvFor, a_call_run_installs_the_harness_and_calls_the_modules_function) {
  const puzzle::testing::TempFolder temp("harness-test");
  puzzle::suite::RunSpec run;
  run.mode = puzzle::suite::RunMode::call;
  run.module = "funny";
  run.function = "solve";
  run.return_value = puzzle::suite::ReturnValue::printed;
  const auto argv = harness_argv_for(run, "[1, 2, 0]", temp.path());
  ASSERT_TRUE(argv.has_value()) << argv.error();
  EXPECT_EQ(*argv,
            (std::vector<std::string>{"python3", "-I", ".puzzle_harness.py", "--nonce-on-stdin",
                                      "--print-result", "call", "funny.py", "solve", "[1, 2, 0]"}));
  EXPECT_TRUE(std::filesystem::exists(temp.path() / kHarnessCopyName));
}

TEST(HarnessArgvFor, a_notebook_run_names_the_notebook_and_a_command_run_has_no_harness) {
  const puzzle::testing::TempFolder temp("harness-test");
  puzzle::suite::RunSpec run;
  run.mode = puzzle::suite::RunMode::notebook;
  run.file = "nb.ipynb";
  run.function = "f";
  const auto notebook = harness_argv_for(run, "", temp.path());
  ASSERT_TRUE(notebook.has_value()) << notebook.error();
  EXPECT_EQ(*notebook,
            (std::vector<std::string>{"python3", "-I", ".puzzle_harness.py", "--nonce-on-stdin",
                                      "notebook", "nb.ipynb", "f", ""}));
  run.mode = puzzle::suite::RunMode::command;
  const auto command = harness_argv_for(run, "", temp.path());
  ASSERT_TRUE(command.has_value());
  EXPECT_TRUE(command->empty());
}

std::string contents(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(InstallHarness, copies_the_harness_read_only_into_the_folder_and_runs_it_from_there) {
  const puzzle::testing::TempFolder temp("harness-test");
  const std::filesystem::path& folder = temp.path();
  std::ofstream(folder / kHarnessCopyName) << "a student's file of that name";
  const auto installed = install_harness(folder);
  ASSERT_TRUE(installed.has_value()) << installed.error();
  // Relative: the folder is /submission inside the sandbox.
  EXPECT_EQ(*installed, std::filesystem::path(".puzzle_harness.py"));
  EXPECT_EQ(contents(folder / kHarnessCopyName), contents(harness_path()));
  const auto perms = std::filesystem::status(folder / kHarnessCopyName).permissions();
  EXPECT_EQ(perms, std::filesystem::perms::owner_read | std::filesystem::perms::group_read |
                       std::filesystem::perms::others_read);
}

TEST(InstallHarness, a_folder_that_cannot_take_it_is_an_error_naming_the_harness) {
  const auto installed = install_harness("/nonexistent-puzzle-folder");
  ASSERT_FALSE(installed.has_value());
  EXPECT_NE(installed.error().find("puzzle_harness.py"), std::string::npos) << installed.error();
  EXPECT_NE(installed.error().find("reinstall"), std::string::npos) << installed.error();
}

// A submission holding a folder named like the harness's copy (with a read-only file in
// it) cannot make the grader fail to install its harness: that would be a grader_error.
TEST(InstallHarness, replaces_a_folder_of_the_submission_that_has_the_harness_copys_name) {
  std::string templ = (std::filesystem::temp_directory_path() / "harness-test-XXXXXX").string();
  ASSERT_NE(::mkdtemp(templ.data()), nullptr);
  const std::filesystem::path folder = templ;
  const auto shadow = folder / kHarnessCopyName;
  std::filesystem::create_directories(shadow / "inner");
  std::ofstream(shadow / "inner" / "x.py") << "print('mine')\n";
  std::filesystem::permissions(shadow / "inner", std::filesystem::perms::owner_read |
                                                     std::filesystem::perms::owner_exec);
  const auto installed = install_harness(folder);
  ASSERT_TRUE(installed.has_value()) << installed.error();
  EXPECT_TRUE(std::filesystem::is_regular_file(folder / *installed));
  EXPECT_EQ(contents(folder / kHarnessCopyName), contents(harness_path()));
  EXPECT_TRUE(remove_tree(folder));
}

}  // namespace
}  // namespace grader

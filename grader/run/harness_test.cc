#include "run/harness.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(harness_call_argv("/h/p.py", "eight_puzzle.py", "bfs", "'a', 'b'", HarnessReturn::print),
            (std::vector<std::string>{"python3", "-I", "/h/p.py", "--nonce-on-stdin",
                                      "--print-result", "call", "eight_puzzle.py", "bfs",
                                      "'a', 'b'"}));
}

TEST(HarnessArgv, notebook_uses_the_notebook_mode) {
  const auto argv = harness_notebook_argv("/h/p.py", "nb.ipynb", "f", "", HarnessReturn::ignore);
  ASSERT_EQ(argv.size(), 8u);
  EXPECT_EQ(argv[4], "notebook");
  EXPECT_EQ(argv[5], "nb.ipynb");
  EXPECT_EQ(argv[7], "");
}

}  // namespace
}  // namespace grader

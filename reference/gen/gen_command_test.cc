// Runs the built puzzle-ref binary: `gen` writes files and refuses bad arguments with one
// line on stderr and exit code 2.

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "common/testing/temp_folder.h"

namespace {

struct Outcome {
  int exit_code = -1;
  std::string stdout_text;
  std::string stderr_text;
};

std::string slurp(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

Outcome run_gen(const std::string& arguments) {
  const puzzle::testing::TempFolder dir("gen-cli-test");
  const auto out = dir / "out.txt";
  const auto err = dir / "err.txt";
  const std::string command = fmt::format("{} gen {} > {} 2> {}", PUZZLE_REF_BIN, arguments,
                                          out.string(), err.string());
  const int status = std::system(command.c_str());
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, slurp(out), slurp(err)};
}

void expect_one_line_error(const std::string& arguments, const std::string& fragment) {
  const Outcome outcome = run_gen(arguments);
  EXPECT_EQ(outcome.exit_code, 2) << arguments;
  EXPECT_TRUE(outcome.stdout_text.empty()) << arguments;
  EXPECT_EQ(outcome.stderr_text.rfind("puzzle-ref: error: ", 0), 0u) << outcome.stderr_text;
  EXPECT_EQ(std::count(outcome.stderr_text.begin(), outcome.stderr_text.end(), '\n'), 1)
      << outcome.stderr_text;
  EXPECT_NE(outcome.stderr_text.find(fragment), std::string::npos) << outcome.stderr_text;
}

TEST(GenCommand, bad_arguments_give_one_line_and_exit_2) {
  expect_one_line_error("nosuch --boards 1,2,3", "unknown assignment");
  expect_one_line_error("driver", "either --boards");
  expect_one_line_error("driver --boards 1,2,3", "--boards");
  expect_one_line_error("driver --boards 0,2,1,3,4,5,6,7,8", "cannot reach the goal");
  expect_one_line_error("driver --random 2 --depths 5", "--seed");
  expect_one_line_error("driver --random 1 --depths 40 --seed 1", "deepest is 31");
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --methods bfs,idk", "idk");
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --visibility open", "--visibility");
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --variants nope", "nope");
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --frobnicate", "frobnicate");
}

// An option gen would ignore is refused, not silently dropped from the suite.
TEST(GenCommand, refuses_an_option_it_would_ignore) {
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --variants decrease-key --deviations 3",
                        "--variants decrease-key: driver records its deviations instead");
  expect_one_line_error("funny --boards 2,5,1,4,0,6,7,0,3 --methods print_succ --deviations 3",
                        "--deviations 3: funny records no deviations for --methods print_succ");
  const Outcome variants = run_gen(
      "driver --boards 3,1,2,0,4,5,6,7,8 --methods bfs --variants decrease-key "
      "--deviations 0");
  EXPECT_EQ(variants.exit_code, 0) << variants.stderr_text;
  EXPECT_NE(variants.stdout_text.find("decrease-key:"), std::string::npos);
  // The driver records deviations, not variants, unless --deviations 0: the variant
  // options would change nothing, typed with their defaults or not.
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --variants all",
                        "--variants: driver records no variants with --deviations 2");
  expect_one_line_error("driver --boards 3,1,2,0,4,5,6,7,8 --max-variant-kib 64",
                        "--max-variant-kib: driver records no variants with --deviations 2");
}

// The header's command says the variant options only where they change the suite, and
// rerunning it gives the same suite.
TEST(GenCommand, the_header_names_the_variant_options_only_where_they_matter) {
  const Outcome driver = run_gen("driver --boards 3,1,2,0,4,5,6,7,8 --methods bfs");
  ASSERT_EQ(driver.exit_code, 0) << driver.stderr_text;
  const std::string driver_command = driver.stdout_text.substr(0, driver.stdout_text.find("\n#\n"));
  EXPECT_EQ(driver_command.find("--variants"), std::string::npos) << driver_command;
  EXPECT_EQ(driver_command.find("--max-variant-kib"), std::string::npos) << driver_command;
  const Outcome none = run_gen(
      "funny-8tile --boards 4,3,8,5,1,6,7,2,0 --methods solve --variants none");
  ASSERT_EQ(none.exit_code, 0) << none.stderr_text;
  EXPECT_NE(none.stdout_text.find("--variants none --max-variant-kib 64"), std::string::npos);
  const Outcome all = run_gen("funny-8tile --boards 4,3,8,5,1,6,7,2,0 --methods solve");
  ASSERT_EQ(all.exit_code, 0) << all.stderr_text;
  EXPECT_NE(all.stdout_text.find("--variants all --max-variant-kib 64"), std::string::npos);
}

TEST(GenCommand, writes_the_same_bytes_to_stdout_and_to_a_file_every_time) {
  const std::string args = "driver --random 1 --depths 6 --seed 3";
  const Outcome first = run_gen(args);
  const Outcome second = run_gen(args);
  EXPECT_EQ(first.exit_code, 0) << first.stderr_text;
  EXPECT_EQ(first.stdout_text, second.stdout_text);
  EXPECT_NE(first.stdout_text.find("\ntests:\n"), std::string::npos);
}

}  // namespace

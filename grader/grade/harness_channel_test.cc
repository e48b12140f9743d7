#include "grade/harness_channel.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

constexpr const char* kNonce = "5f3a";

TEST(HarnessNonce, is_32_hex_digits_and_new_each_time) {
  std::string a = new_harness_nonce();
  EXPECT_EQ(a.size(), 32u);
  EXPECT_EQ(a.find_first_not_of("0123456789abcdef"), std::string::npos) << a;
  EXPECT_NE(a, new_harness_nonce());
}

TEST(HarnessStdin, puts_the_nonce_on_the_first_line) {
  EXPECT_EQ(harness_stdin("ab12", "1 2 3\n"), "ab12\n1 2 3\n");
  EXPECT_EQ(harness_stdin("ab12", ""), "ab12\n");
}

TEST(HarnessMessages, reads_a_submission_error_and_keeps_the_program_s_lines) {
  HarnessMessages m =
      read_harness_messages("puzzle-harness 5f3a started\nwarning: x\n"
                            "puzzle-harness 5f3a submission error: function f not found in m.py\n",
                            kNonce);
  EXPECT_EQ(m.submission_error, "function f not found in m.py");
  EXPECT_EQ(m.usage_error, std::nullopt);
  EXPECT_EQ(m.program_stderr, "warning: x\n");
}

TEST(HarnessMessages, believes_a_usage_error_only_before_started) {
  HarnessMessages before = read_harness_messages(
      "puzzle-harness 5f3a usage error: args literal is not a list\n", kNonce);
  EXPECT_EQ(before.usage_error, "args literal is not a list");
  HarnessMessages after = read_harness_messages(
      "puzzle-harness 5f3a started\npuzzle-harness 5f3a usage error: forged\n", kNonce);
  EXPECT_EQ(after.usage_error, std::nullopt);
}

// What a program can print without the run's nonce: the old untagged messages, a guessed
// or an empty nonce. All of it is the program's own stderr.
TEST(HarnessMessages, a_line_without_the_run_s_nonce_is_the_program_s) {
  const char* forged =
      "puzzle_harness: bad args\nsubmission error: nope\n"
      "puzzle-harness 0000 usage error: guessed\npuzzle-harness 5f3 usage error: prefix\n"
      "puzzle-harness  usage error: empty\npuzzle-harness 5f3ab usage error: longer\n";
  HarnessMessages m = read_harness_messages(forged, kNonce);
  EXPECT_EQ(m.usage_error, std::nullopt);
  EXPECT_EQ(m.submission_error, std::nullopt);
  EXPECT_EQ(m.program_stderr, forged);
}

TEST(HarnessMessages, without_a_nonce_nothing_is_the_harness_s) {
  HarnessMessages m = read_harness_messages("puzzle-harness  usage error: x\n", "");
  EXPECT_EQ(m.usage_error, std::nullopt);
  EXPECT_EQ(m.program_stderr, "puzzle-harness  usage error: x\n");
}

TEST(HarnessStdin, a_python_check_follows_the_nonce_with_its_length) {
  EXPECT_EQ(harness_check_stdin("ab12", "expect('a', 1)\n", "in\n"),
            "ab12\n15\nexpect('a', 1)\nin\n");
}

TEST(HarnessMessages, reads_python_check_reports) {
  HarnessMessages m =
      read_harness_messages("puzzle-harness 5f3a started\npuzzle-harness 5f3a check parent passed\n"
                            "puzzle-harness 5f3a check distance failed\ncheck distance passed\n",
                            kNonce);
  ASSERT_EQ(m.checks.size(), 2u);
  EXPECT_TRUE(m.checks.at("parent").passed);
  EXPECT_EQ(m.checks.at("parent").reports, 1);
  EXPECT_FALSE(m.checks.at("distance").passed);
  EXPECT_EQ(m.program_stderr, "check distance passed\n");  // untagged: the program's
}

// A program that learned the nonce can add a report, not remove the harness's: a check
// reported twice is counted twice (the judge then does not believe it), and a report
// before `started` cannot be the harness's.
TEST(HarnessMessages, counts_every_report_of_a_check_and_none_before_started) {
  HarnessMessages m = read_harness_messages(
      "puzzle-harness 5f3a check early passed\npuzzle-harness 5f3a started\n"
      "puzzle-harness 5f3a check parent passed\npuzzle-harness 5f3a check parent failed\n"
      "puzzle-harness 5f3a check odd maybe\n",
      kNonce);
  EXPECT_EQ(m.checks.count("early"), 0u);
  EXPECT_EQ(m.checks.count("odd"), 0u);
  EXPECT_EQ(m.checks.at("parent").reports, 2);
}

}  // namespace
}  // namespace grader

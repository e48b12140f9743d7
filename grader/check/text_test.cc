#include "check/text.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

using Lines = std::vector<std::string>;

TEST(SplitLines, reads_crlf_as_lf_and_drops_trailing_blanks) {
  EXPECT_EQ(split_lines("a \r\nb\t\r\n\r\nc"), (Lines{"a", "b", "", "c"}));
}

TEST(SplitLines, ignores_one_final_newline_only) {
  EXPECT_EQ(split_lines("a\n"), (Lines{"a"}));
  EXPECT_EQ(split_lines("a\n\n"), (Lines{"a", ""}));
  EXPECT_EQ(split_lines(""), Lines{});
  EXPECT_EQ(split_lines("\n"), (Lines{""}));
}

TEST(CollapseWhitespace, joins_runs_and_trims) {
  EXPECT_EQ(collapse_whitespace("  a \t b  c "), "a b c");
  EXPECT_EQ(collapse_whitespace(" \t "), "");
}

TEST(FirstDifference, finds_the_first_differing_byte) {
  EXPECT_EQ(first_difference("cost: 3", "cost: 4"), 6u);
  EXPECT_EQ(first_difference("abc", "abcd"), 3u);
  EXPECT_EQ(first_difference("same", "same"), 4u);
}

TEST(DisplayText, escapes_control_codes_and_invalid_utf8) {
  EXPECT_EQ(display_text("a\tb"), "a\\tb");
  EXPECT_EQ(display_text("\x1b[31mred"), "\\x1b[31mred");
  EXPECT_EQ(display_text("ok \xff\xfe"), "ok \\xff\\xfe");
  EXPECT_EQ(display_text("\xe2\x82"), "\\xe2\\x82");           // truncated sequence
  EXPECT_EQ(display_text("\xc0\xaf"), "\\xc0\\xaf");           // overlong '/'
  EXPECT_EQ(display_text("caf\xc3\xa9"), "caf\xc3\xa9");       // valid UTF-8 kept
}

TEST(DisplayColumn, counts_code_points_of_the_display_form) {
  EXPECT_EQ(display_column("cost: 3", 6), 7);
  EXPECT_EQ(display_column("caf\xc3\xa9!", 5), 5);    // after the two-byte e-acute
  EXPECT_EQ(display_column("caf\xc3\xa9!", 4), 4);    // inside it: points at its start
  EXPECT_EQ(display_column("\tx", 1), 3);             // "\t" shows as two characters
  EXPECT_EQ(display_column("ab", 99), 3);
}

TEST(ClipDisplay, keeps_short_lines) {
  DisplayLine shown = clip_display("short", 3, 10);
  EXPECT_EQ(shown.text, "short");
  EXPECT_EQ(shown.column, 3);
}

TEST(ClipDisplay, shows_a_window_around_the_column_of_a_long_line) {
  std::string line = std::string(50, 'a') + "X" + std::string(50, 'b');
  DisplayLine shown = clip_display(line, 51, 10);
  EXPECT_EQ(shown.text, "...aaaaXbbbbb...");
  EXPECT_EQ(shown.text[shown.column - 1], 'X');
}

}  // namespace
}  // namespace grader

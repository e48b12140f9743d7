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
  EXPECT_EQ(display_text("\xe2\x82"), "\\xe2\\x82");      // truncated sequence
  EXPECT_EQ(display_text("\xc0\xaf"), "\\xc0\\xaf");      // overlong '/'
  EXPECT_EQ(display_text("caf\xc3\xa9"), "caf\xc3\xa9");  // valid UTF-8 kept
}

// What a program can print to take over a terminal or a viewer: CSI and OSC sequences
// (clear screen, window title), CR and backspace (overwrite what came before), BEL, the
// one-character C1 CSI, and a right-to-left override (Trojan Source).
TEST(DisplayText, escapes_terminal_sequences_c1_controls_and_bidi_overrides) {
  EXPECT_EQ(display_text("\x1b[2J\x1b]0;ALL TESTS PASSED\x07"),
            "\\x1b[2J\\x1b]0;ALL TESTS PASSED\\x07");
  EXPECT_EQ(display_text("fail\rPASS\b!"), "fail\\x0dPASS\\x08!");
  EXPECT_EQ(display_text("\xc2\x9b"
                         "2J \xc2\x85"),
            "\\u009b2J \\u0085");  // U+009B, U+0085
  EXPECT_EQ(display_text("ab\xe2\x80\xae"
                         "cba"),
            "ab\\u202ecba");                                                // U+202E RLO
  EXPECT_EQ(display_text("\xe2\x81\xa6x\xe2\x81\xa9"), "\\u2066x\\u2069");  // LRI, PDI
  EXPECT_EQ(display_text("a\xe2\x80\xa8"
                         "b"),
            "a\\u2028b");                                                   // line separator
  EXPECT_EQ(display_text("\xc2\xa0\xe2\x80\x94"), "\xc2\xa0\xe2\x80\x94");  // NBSP, em dash kept
}

TEST(DisplayEnds, keeps_short_text_and_cuts_long_text_between_characters) {
  EXPECT_EQ(display_ends("pkg/driver.py", 5), "pkg/driver.py");
  EXPECT_EQ(display_ends("abcdefghijklm", 5), "abcdefghijklm");  // 2 * 5 + 3 bytes
  EXPECT_EQ(display_ends("abcdefghijklmn", 5), "abcde...jklmn");
  // "\u00e9" is two bytes: a cut inside it moves to its edge, the head back, the tail on.
  EXPECT_EQ(display_ends("abcd\xc3\xa9"
                         "fghijklm\xc3\xa9"
                         "n",
                         5),
            "abcd...lm\xc3\xa9"
            "n");
  // A control byte is shown escaped first, then cut like any text.
  EXPECT_EQ(display_ends("ab\x1b"
                         "cdefghijklmnop",
                         5),
            "ab\\x1...lmnop");
}

TEST(DisplayText, is_stable_when_applied_twice) {
  std::string once = display_text("\x1b]0;x\x07 \xe2\x80\xae \xff \\x1b");
  EXPECT_EQ(display_text(once), once);
}

TEST(DisplayColumn, counts_code_points_of_the_display_form) {
  EXPECT_EQ(display_column("cost: 3", 6), 7);
  EXPECT_EQ(display_column("caf\xc3\xa9!", 5), 5);  // after the two-byte e-acute
  EXPECT_EQ(display_column("caf\xc3\xa9!", 4), 4);  // inside it: points at its start
  EXPECT_EQ(display_column("\tx", 1), 3);           // "\t" shows as two characters
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

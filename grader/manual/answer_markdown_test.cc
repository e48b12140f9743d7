#include "manual/answer_markdown.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

bool has(const std::string& html, std::string_view part) {
  return html.find(part) != std::string::npos;
}

std::size_t occurrences(const std::string& html, std::string_view part) {
  std::size_t count = 0;
  for (auto at = html.find(part); at != std::string::npos; at = html.find(part, at + 1)) ++count;
  return count;
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

// Issue 38: "No: the cost `" (an answer ending inside a run of backticks) threw
// std::length_error and stopped the export of the whole class.
TEST(AnswerHtml, an_answer_ending_inside_backticks_is_rendered) {
  EXPECT_EQ(answer_html("No: the cost `"), "<p>No: the cost `</p>\n");
  EXPECT_EQ(answer_html("``"), "<p>``</p>\n");
  EXPECT_EQ(answer_html("a ``` b ``"), "<p>a ``` b ``</p>\n");
}

// Issue 38: math in an attribute (a link's title, an image's alt text, a fence's info
// string) stays the text it was written as; a <span> there would end the attribute.
TEST(AnswerHtml, math_in_an_attribute_stays_text) {
  EXPECT_EQ(answer_html("[l](http://x \"t $m$\")"),
            "<p><a href=\"http://x\" title=\"t $m$\">l</a></p>\n");
  EXPECT_EQ(answer_html("![$x<1$](i.png)"), "<p><img src=\"i.png\" alt=\"$x&lt;1$\" /></p>\n");
  EXPECT_EQ(answer_html("~~~$x\"$\nbody\n~~~\n"),
            "<pre><code class=\"language-$x&quot;$\">body\n</code></pre>\n");
}

// Issue 38 item 4: the math is typeset once at export (export/typeset_math.h); answer_math()
// is what is sent, numbered as answer_html() places it back.
TEST(AnswerMath, lists_every_span_in_order_with_how_it_is_shown) {
  const std::vector<MathSpan> spans = answer_math(
      "a $x_1$, `$no$` \\$5 \\(y\\) [l](http://x \"t $m$\")\n\n$$\\sum$$");
  ASSERT_EQ(spans.size(), 4u);
  EXPECT_EQ(spans[0].tex, "x_1");
  EXPECT_FALSE(spans[0].display);
  EXPECT_EQ(spans[1].tex, "y");
  EXPECT_EQ(spans[2].tex, "m");  // in a link title: sent, but shown there as written
  EXPECT_EQ(spans[3].tex, "\\sum");
  EXPECT_TRUE(spans[3].display);
  EXPECT_TRUE(answer_math("no math, \\$5").empty());
}

TEST(AnswerHtml, puts_the_typeset_math_in_its_element_and_never_in_an_attribute) {
  const std::string answer = "$a$ and [l](http://x \"t $b$\") $$c<d$$";
  EXPECT_EQ(answer_html(answer, {"<span class=\"katex\">A</span>", "B", "<i>C</i>"}),
            "<p><span class=\"math inline\"><span class=\"katex\">A</span></span> and "
            "<a href=\"http://x\" title=\"t $b$\">l</a> "
            "<span class=\"math display\"><i>C</i></span></p>\n");
  // Not one piece of HTML per span (a bug of ours): the TeX, escaped, rather than a
  // misplaced formula.
  EXPECT_EQ(answer_html(answer, {"A"}), "<p><span class=\"math inline\">a</span> and "
                                        "<a href=\"http://x\" title=\"t $b$\">l</a> "
                                        "<span class=\"math display\">c&lt;d</span></p>\n");
}

// A notebook cut at any byte (a student's save interrupted, a copy truncated) still gives
// each answer a page: every prefix of an answer that uses everything the renderer knows
// renders without throwing, with no placeholder of ours left and no element unclosed by us.
TEST(AnswerHtml, an_answer_cut_at_any_byte_is_rendered) {
  const std::string answer =
      "**No**: `h` is $h_1(n) \\le h^*(n)$, so ``a`b`` and \\(x\\) \\[y\\]\n\n"
      "$$\\sum_{i} c_i$$ costs \\$5 ```py\ncode $x$\n```\n- [l](http://x \"t $m$\")\n"
      "\xE2\x80\x8B\xEE\x80\x80"
      "7"
      "\xEE\x80\x81 done";
  for (std::size_t cut = 0; cut <= answer.size(); ++cut) {
    const std::string html = answer_html(std::string_view(answer).substr(0, cut));
    EXPECT_FALSE(has(html, "\xEE\x80\x80")) << "cut at " << cut;
    EXPECT_FALSE(has(html, "could not be shown")) << "cut at " << cut << ":\n" << html;
    EXPECT_EQ(occurrences(html, "<span"), occurrences(html, "</span>")) << "cut at " << cut;
    // The same with the math typeset, as export puts it back: in elements only.
    const std::string_view part = std::string_view(answer).substr(0, cut);
    const std::string typeset =
        answer_html(part, std::vector<std::string>(answer_math(part).size(), "<i>m</i>"));
    EXPECT_FALSE(has(typeset, "\xEE\x80\x80")) << "cut at " << cut;
    EXPECT_FALSE(has(typeset, "\"<i>m</i>")) << "cut at " << cut << ":\n" << typeset;
    EXPECT_EQ(occurrences(typeset, "<i>m</i>"), occurrences(typeset, "class=\"math "))
        << "cut at " << cut << ":\n"
        << typeset;
  }
}

}  // namespace
}  // namespace grader

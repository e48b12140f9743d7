// A written answer as the notebook shows it (docs/instructor-guide.md "Written answers"):
// its Markdown rendered by cmark (CommonMark's reference library) in its safe mode, and
// its LaTeX kept out of the Markdown and typeset by KaTeX once, at export
// (export/typeset_math.h). Student text stays inert: cmark's safe mode drops raw HTML
// (<script>, <iframe>, <img onerror>, ... become an HTML comment) and javascript:,
// vbscript:, file: and data: links; the math is KaTeX's HTML (with `trust` off: no \href,
// no \url) or else escaped TeX; the page's Content-Security-Policy (answer_sheet.h) runs no
// script and fetches nothing from outside. Pure: text in, HTML out.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace grader {

// One piece of an answer's math, as Jupyter reads it: $...$ and \(...\) inline, $$...$$
// and \[...\] displayed, never inside `code`; `\$` is a dollar sign.
struct MathSpan {
  std::string tex;  // without its delimiters
  bool display = false;
};

// The math of one answer, in the order answer_html() numbers it (every span, also one
// that ends up in an attribute and is shown as written there).
std::vector<MathSpan> answer_math(std::string_view markdown);

// The HTML of one answer. Each math span becomes <span class="math inline|display">
// holding `typeset[i]` (KaTeX's HTML of answer_math()'s span i, trusted as ours) or, when
// `typeset` does not hold one per span, the TeX, HTML-escaped. Never throws: an answer
// that cannot be rendered (a bug of ours, not the student's) is its text, HTML-escaped in
// a <pre>, under a note that says so, so that one answer never stops a class's export.
std::string answer_html(std::string_view markdown, const std::vector<std::string>& typeset = {});

}  // namespace grader

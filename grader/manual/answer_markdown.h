// A written answer as the notebook shows it (docs/instructor-guide.md "Written answers"):
// its Markdown rendered by cmark (CommonMark's reference library) in its safe mode, and
// its LaTeX kept out of the Markdown and handed to KaTeX on the page. Student text stays
// inert: cmark's safe mode drops raw HTML (<script>, <iframe>, <img onerror>, ... become
// an HTML comment) and javascript:, vbscript:, file: and data: links; the math is
// escaped text in an element KaTeX fills in (with `trust` off: no \href, no \url);
// the page's Content-Security-Policy (answer_sheet.h) runs only its own script and
// fetches nothing from outside. Pure: text in, HTML out.
#pragma once

#include <string>
#include <string_view>

namespace grader {

// The HTML of one answer. Math, as Jupyter reads it: $...$ and \(...\) inline, $$...$$ and
// \[...\] displayed, never inside `code`; `\$` is a dollar sign. Each becomes
// <span class="math inline|display">TEX, HTML-escaped</span>. Never throws: an answer
// that cannot be rendered (a bug of ours, not the student's) is its text, HTML-escaped in
// a <pre>, under a note that says so, so that one answer never stops a class's export.
std::string answer_html(std::string_view markdown);

}  // namespace grader

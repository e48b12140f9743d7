#include "manual/answer_markdown.h"

#include <cmark.h>
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "report/untrusted_text.h"

namespace grader {
namespace {

// Placeholders for the math while cmark reads the Markdown: private-use characters that
// Markdown gives no meaning to (any the student wrote are removed first).
constexpr std::string_view kOpen = "\xEE\x80\x80";   // U+E000
constexpr std::string_view kClose = "\xEE\x80\x81";  // U+E001
static_assert(kOpen.size() == kClose.size());

constexpr std::string_view kUnrenderedNote =
    "This answer could not be shown as formatted text; here it is exactly as written.";

struct Math {
  std::string tex;
  std::string source;  // as written, with its delimiters
  bool display = false;
};

// In one pass: erasing each in place would take time quadratic in their number, and an
// answer (or KaTeX's HTML of \char"E000 repeated) may hold many.
std::string without_placeholders(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::string_view rest = text.substr(i);
    if (rest.starts_with(kOpen) || rest.starts_with(kClose)) {
      i += kOpen.size();
      continue;
    }
    out += text[i++];
  }
  return out;
}

// Where the math that opens at `from` with `open` closes (the index of `close`), or npos:
// never across a blank line, and for `$` not right before a space or after a backslash.
std::size_t closing(std::string_view text, std::size_t from, std::string_view close) {
  for (std::size_t at = text.find(close, from); at != std::string_view::npos;
       at = text.find(close, at + 1)) {
    if (text.substr(from, at - from).find("\n\n") != std::string_view::npos) break;
    if (text[at - 1] != '\\' && at > from) return at;
  }
  return std::string_view::npos;
}

// `text` with each math span replaced by a numbered placeholder, the spans in `math`.
// A run of backticks opens code up to the same run: copied as it is.
std::string take_math(std::string_view text, std::vector<Math>& math) {
  static constexpr std::pair<std::string_view, std::string_view> kDelimiters[] = {
      {"$$", "$$"}, {"\\[", "\\]"}, {"\\(", "\\)"}, {"$", "$"}};
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '`') {
      const std::size_t run_end = std::min(text.find_first_not_of('`', i), text.size());
      const std::size_t run = run_end - i;  // the text may end inside the run
      const std::size_t end = text.find(std::string(run, '`'), i + run);
      const std::size_t stop = end == std::string_view::npos ? i + run : end + run;
      out.append(text.substr(i, stop - i));
      i = stop;
      continue;
    }
    if (text.substr(i, 2) == "\\$") {
      out.append("\\$");
      i += 2;
      continue;
    }
    bool taken = false;
    for (const auto& [open, close] : kDelimiters) {
      if (text.substr(i, open.size()) != open) continue;
      const std::size_t from = i + open.size();
      const std::size_t end = closing(text, from, close);
      if (end == std::string_view::npos) break;
      math.push_back({std::string(text.substr(from, end - from)),
                      std::string(text.substr(i, end + close.size() - i)),
                      open == "$$" || open == "\\["});
      out += fmt::format("{}{}{}", kOpen, math.size() - 1, kClose);
      i = end + close.size();
      taken = true;
      break;
    }
    if (!taken) out += text[i++];
  }
  return out;
}

std::string rendered_markdown(const std::string& text) {
  // CMARK_OPT_DEFAULT is safe mode (cmark >= 0.29): raw HTML and unsafe links dropped.
  std::unique_ptr<char, decltype(&std::free)> html(
      cmark_markdown_to_html(text.data(), text.size(), CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8),
      &std::free);
  return html ? std::string(html.get()) : std::string();
}

// Whether `at` lies inside a tag (an attribute value: a link's title, an image's alt
// text, a code fence's info string). cmark writes '<' and '>' inside attribute values
// as entities, so the last bracket before `at` tells.
bool inside_tag(const std::string& html, std::size_t at) {
  const std::size_t open = html.rfind('<', at);
  const std::size_t close = html.rfind('>', at);
  return open != std::string::npos && (close == std::string::npos || open > close);
}

// The placeholder at `at` ("<kOpen>17<kClose>"): its number and length, or nullopt.
std::optional<std::pair<std::size_t, std::size_t>> placeholder_at(const std::string& html,
                                                                  std::size_t at) {
  const std::size_t digits = at + kOpen.size();
  const std::size_t close = html.find(kClose, digits);
  if (close == std::string::npos || close == digits || close - digits > 9) return std::nullopt;
  std::size_t n = 0;
  for (std::size_t i = digits; i < close; ++i) {
    if (html[i] < '0' || html[i] > '9') return std::nullopt;
    n = n * 10 + static_cast<std::size_t>(html[i] - '0');
  }
  return std::pair(n, close + kClose.size() - at);
}

// cmark's HTML with each placeholder replaced, in one pass over it (so that where a
// placeholder lies is judged on cmark's HTML, never on math put in before it).
std::string with_math(const std::string& html, const std::vector<Math>& math,
                      const std::vector<std::string>& typeset) {
  const bool typeset_all = typeset.size() == math.size();
  std::string out;
  std::size_t from = 0;
  for (auto at = html.find(kOpen); at != std::string::npos; at = html.find(kOpen, from)) {
    out.append(html, from, at - from);
    const auto mark = placeholder_at(html, at);
    if (!mark || mark->first >= math.size()) {  // not ours: dropped below
      out.append(kOpen);
      from = at + kOpen.size();
      continue;
    }
    const Math& one = math[mark->first];
    if (inside_tag(html, at)) {
      // In an attribute, an element would end it: the math stays the text it was written as.
      out += html_escape(one.source);
    } else {
      out += fmt::format("<span class=\"math {}\">{}</span>", one.display ? "display" : "inline",
                         typeset_all ? typeset[mark->first] : html_escape(one.tex));
    }
    from = at + mark->second;
  }
  out.append(html, from);
  return without_placeholders(out);  // one cmark moved somewhere we did not look
}

}  // namespace

std::vector<MathSpan> answer_math(std::string_view markdown) {
  std::vector<Math> math;
  take_math(without_placeholders(markdown), math);
  std::vector<MathSpan> spans;
  for (Math& one : math) spans.push_back({std::move(one.tex), one.display});
  return spans;
}

std::string answer_html(std::string_view markdown, const std::vector<std::string>& typeset) {
  try {
    std::vector<Math> math;
    const std::string text = take_math(without_placeholders(markdown), math);
    return with_math(rendered_markdown(text), math, typeset);
  } catch (const std::exception&) {
    // One answer must never stop the pages of the class: show what was written.
    return fmt::format("<p class=\"unrendered\">{}</p>\n<pre>{}</pre>\n", kUnrenderedNote,
                       html_escape(markdown));
  }
}

}  // namespace grader

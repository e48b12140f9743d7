#include "manual/answer_markdown.h"

#include <cmark.h>
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <memory>
#include <vector>

#include "report/untrusted_text.h"

namespace grader {
namespace {

// Placeholders for the math while cmark reads the Markdown: private-use characters that
// Markdown gives no meaning to (any the student wrote are removed first).
constexpr std::string_view kOpen = "\xEE\x80\x80";   // U+E000
constexpr std::string_view kClose = "\xEE\x80\x81";  // U+E001

constexpr std::string_view kUnrenderedNote =
    "This answer could not be shown as formatted text; here it is exactly as written.";

struct Math {
  std::string tex;
  std::string source;  // as written, with its delimiters
  bool display = false;
};

std::string without_placeholders(std::string_view text) {
  std::string out(text);
  for (std::string_view mark : {kOpen, kClose}) {
    for (auto at = out.find(mark); at != std::string::npos; at = out.find(mark, at)) {
      out.erase(at, mark.size());
    }
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

std::string with_math(std::string html, const std::vector<Math>& math) {
  for (std::size_t n = 0; n < math.size(); ++n) {
    const std::string mark = fmt::format("{}{}{}", kOpen, n, kClose);
    const std::string element = fmt::format("<span class=\"math {}\">{}</span>",
                                            math[n].display ? "display" : "inline",
                                            html_escape(math[n].tex));
    // In an attribute, an element would end it: the math stays the text it was written as.
    const std::string as_text = html_escape(math[n].source);
    for (auto at = html.find(mark); at != std::string::npos; at = html.find(mark, at)) {
      const std::string& replacement = inside_tag(html, at) ? as_text : element;
      html.replace(at, mark.size(), replacement);
      at += replacement.size();
    }
  }
  return without_placeholders(html);  // one cmark moved somewhere we did not look
}

}  // namespace

std::string answer_html(std::string_view markdown) {
  try {
    std::vector<Math> math;
    const std::string text = take_math(without_placeholders(markdown), math);
    return with_math(rendered_markdown(text), math);
  } catch (const std::exception&) {
    // One answer must never stop the pages of the class: show what was written.
    return fmt::format("<p class=\"unrendered\">{}</p>\n<pre>{}</pre>\n", kUnrenderedNote,
                       html_escape(markdown));
  }
}

}  // namespace grader

#include "report/untrusted_text.h"

#include <algorithm>

namespace grader {
namespace {

// display_text() of each line, the lines joined by `separator`.
std::string display_lines(std::string_view text, std::string_view separator) {
  std::string out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    if (start > 0) out += separator;
    out += display_text(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool starts_formula(std::string_view text) {
  return !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos;
}

}  // namespace

std::string markdown_inline(std::string_view text) {
  std::string out;
  for (char c : display_lines(text, " ")) {
    if (std::string_view("\\`*_[]<>|#~!").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

std::string markdown_code_block(std::string_view text) {
  std::string body = display_lines(text, "\n");
  std::size_t longest = 0;
  std::size_t run = 0;
  for (char c : body) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  std::string fence(std::max<std::size_t>(3, longest + 1), '`');
  if (body.empty() || body.back() != '\n') body += '\n';
  return fence + "text\n" + body + fence + "\n\n";
}

std::string csv_field(std::string_view text) {
  std::string shown = display_text(text);
  bool formula = starts_formula(shown);
  if (formula) shown.insert(0, 1, '\'');
  bool quote = formula || shown.find_first_of(",\"") != std::string::npos ||
               (!shown.empty() && (shown.front() == ' ' || shown.back() == ' '));
  if (!quote) return shown;
  std::string field = "\"";
  for (char c : shown) {
    if (c == '"') field += '"';
    field += c;
  }
  return field + "\"";
}

std::string html_escape(std::string_view text) {
  std::string out;
  for (char c : display_lines(text, "\n")) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace grader

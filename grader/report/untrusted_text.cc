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

// A Markdown list item ("- item", "+ item"): a sign, a space, then no number or formula
// after it, and nothing in the field a formula acts through (a call, a DDE link `|`, a
// cell of another sheet or file `!`).
bool list_item(std::string_view text) {
  if (text.size() < 3 || text[1] != ' ') return false;
  const std::size_t first = text.find_first_not_of(' ', 1);
  if (first == std::string_view::npos) return false;
  if (std::string_view("0123456789.+-=@(").find(text[first]) != std::string_view::npos) {
    return false;
  }
  return text.find_first_of("(|!") == std::string_view::npos;
}

// A signed decimal number and nothing else ("-0.3"): a spreadsheet reads it as the number.
bool signed_number(std::string_view text) {
  if (text.size() < 2) return false;
  const std::size_t digits = text.find_first_not_of("0123456789", 1);
  if (digits == 1) return false;
  if (digits == std::string_view::npos) return true;
  if (text[digits] != '.' || digits + 1 == text.size()) return false;
  return text.find_first_not_of("0123456789", digits + 1) == std::string_view::npos;
}

// Whether a spreadsheet may run the field (OWASP's CSV injection): it starts with =, @,
// tab or CR, or with + or - that is neither a list item's marker nor a number's sign.
bool starts_formula(std::string_view text) {
  if (text.empty()) return false;
  if (std::string_view("=@\t\r").find(text.front()) != std::string_view::npos) return true;
  return (text.front() == '+' || text.front() == '-') && !list_item(text) && !signed_number(text);
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

namespace {

// An RFC 4180 quoted field: in quotes, quotes doubled.
std::string quoted(std::string_view text) {
  std::string field = "\"";
  for (char c : text) {
    if (c == '"') field += '"';
    field += c;
  }
  return field + "\"";
}

// Quoted only where RFC 4180 needs it, or where spreadsheets would trim a space.
std::string rfc4180_field(std::string_view text) {
  const bool quote = text.find_first_of(",\"\r\n") != std::string_view::npos ||
                     (!text.empty() && (text.front() == ' ' || text.back() == ' '));
  return quote ? quoted(text) : std::string(text);
}

}  // namespace

std::string csv_field(std::string_view text) {
  std::string shown = display_text(text);
  bool formula = starts_formula(shown);
  if (!formula) return rfc4180_field(shown);
  return quoted("'" + shown);
}

std::string csv_text_field(std::string_view text) {
  std::string lines(text);
  for (std::size_t at = lines.find("\r\n"); at != std::string::npos; at = lines.find("\r\n", at)) {
    lines.erase(at, 1);
  }
  std::string shown = display_lines(lines, "\n");
  if (!starts_formula(shown)) return rfc4180_field(shown);
  return quoted("'" + shown);
}

std::string csv_identifier(std::string_view text, CsvQuotes quotes) {
  return quotes == CsvQuotes::always ? quoted(text) : rfc4180_field(text);
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

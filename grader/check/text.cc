#include "check/text.h"

#include <algorithm>
#include <cstdint>
#include <fmt/format.h>
#include <iterator>

namespace grader {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// Length of the valid UTF-8 sequence starting at text[i], or 0 if it is not valid.
std::size_t utf8_length(std::string_view text, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char lead = byte(i);
  std::size_t length = lead < 0x80                   ? 1
                       : lead >= 0xC2 && lead < 0xE0 ? 2
                       : lead >= 0xE0 && lead < 0xF0 ? 3
                       : lead >= 0xF0 && lead < 0xF5 ? 4
                                                     : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  if (length == 3 && lead == 0xE0 && byte(i + 1) < 0xA0) return 0;   // overlong
  if (length == 3 && lead == 0xED && byte(i + 1) >= 0xA0) return 0;  // surrogate
  if (length == 4 && lead == 0xF0 && byte(i + 1) < 0x90) return 0;   // overlong
  if (length == 4 && lead == 0xF4 && byte(i + 1) >= 0x90) return 0;  // past U+10FFFF
  return length;
}

// The code point of the valid UTF-8 sequence of `length` bytes at text[i].
char32_t decode(std::string_view text, std::size_t i, std::size_t length) {
  static constexpr unsigned char kLeadBits[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  char32_t point = static_cast<unsigned char>(text[i]) & kLeadBits[length];
  for (std::size_t k = 1; k < length; ++k) {
    point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  }
  return point;
}

// Valid characters that still act on a terminal or a renderer instead of showing: the
// C1 controls (U+0080..U+009F; U+009B is a one-character CSI), the bidirectional
// controls that reorder what follows (Trojan Source), and the line/paragraph separators.
bool is_active_character(char32_t point) {
  return (point >= 0x80 && point <= 0x9F) || point == 0x061C || point == 0x200E ||
         point == 0x200F || (point >= 0x202A && point <= 0x202E) ||
         (point >= 0x2066 && point <= 0x2069) || point == 0x2028 || point == 0x2029;
}

// Valid characters that show as nothing or as a plain space, so that a line holding one
// looks like a line without it (issue 38 item 9): the no-break, other-width and ideographic
// spaces, the zero-width space and joiners, the soft hyphen, the combining grapheme
// joiner, invisible operators and deprecated format characters, the Hangul and Khmer
// fillers, the Mongolian vowel separator and variation selectors, the braille blank,
// variation selectors, the BOM (zero width no-break space), interlinear annotation marks,
// shorthand and musical format controls, and the tags plane's format characters. The
// active ones among their neighbours (U+200E, U+200F, U+2028..U+202E, U+2066..U+2069)
// are is_active_character's, and keep its escape.
bool is_invisible_character(char32_t point) {
  return point == 0x00A0 || point == 0x00AD || point == 0x034F || point == 0x115F ||
         point == 0x1160 || point == 0x1680 || point == 0x17B4 || point == 0x17B5 ||
         (point >= 0x180B && point <= 0x180F) || (point >= 0x2000 && point <= 0x200F) ||
         (point >= 0x2028 && point <= 0x202F) || (point >= 0x205F && point <= 0x206F) ||
         point == 0x2800 || point == 0x3000 || point == 0x3164 ||
         (point >= 0xFE00 && point <= 0xFE0F) || point == 0xFEFF || point == 0xFFA0 ||
         (point >= 0xFFF9 && point <= 0xFFFB) || (point >= 0x1BCA0 && point <= 0x1BCA3) ||
         (point >= 0x1D173 && point <= 0x1D17A) || (point >= 0xE0000 && point <= 0xE0FFF);
}

// Letters and signs drawn like an ASCII one, after Unicode's confusables.txt.
constexpr char32_t kLookAlikes[] = {
    // Greek capitals: alpha, beta, epsilon, zeta, eta, iota, kappa, mu, nu, omicron, rho,
    // tau, upsilon, chi; small alpha, gamma, iota, nu, omicron, rho, upsilon.
    0x0391, 0x0392, 0x0395, 0x0396, 0x0397, 0x0399, 0x039A, 0x039C, 0x039D, 0x039F, 0x03A1, 0x03A4,
    0x03A5, 0x03A7, 0x03B1, 0x03B3, 0x03B9, 0x03BD, 0x03BF, 0x03C1, 0x03C5,
    // Cyrillic capitals: dze, byelorussian i, je, a, ve, ie, ka, em, en, o, er, es, te, u,
    // ha; small a, ie, o, er, es, u, ha, dze, byelorussian i, je; straight u, shha (both),
    // palochka (both), komi de, qa (both), we (both).
    0x0405, 0x0406, 0x0408, 0x0410, 0x0412, 0x0415, 0x041A, 0x041C, 0x041D, 0x041E, 0x0420, 0x0421,
    0x0422, 0x0423, 0x0425, 0x0430, 0x0435, 0x043E, 0x0440, 0x0441, 0x0443, 0x0445, 0x0455, 0x0456,
    0x0458, 0x04AE, 0x04BA, 0x04BB, 0x04C0, 0x04CF, 0x0501, 0x051A, 0x051B, 0x051C, 0x051D,
    // Latin small dotless i; hyphen, non-breaking hyphen, figure dash, minus sign ('-').
    0x0131, 0x2010, 0x2011, 0x2012, 0x2212};

// A look-alike: one of kLookAlikes, a fullwidth ASCII character (U+FF01..U+FF5E: U+FF11
// U+FF12 for "12"), or a mathematical letter or digit (U+1D400..U+1D7FF: bold a for "a").
bool is_look_alike(char32_t point) {
  return std::find(std::begin(kLookAlikes), std::end(kLookAlikes), point) !=
             std::end(kLookAlikes) ||
         (point >= 0xFF01 && point <= 0xFF5E) || (point >= 0x1D400 && point <= 0x1D7FF);
}

// Appends the display form of the character at text[i]; returns the bytes consumed.
std::size_t append_display(std::string_view text, std::size_t i, LookAlikes look_alikes,
                           std::string& out) {
  unsigned char c = static_cast<unsigned char>(text[i]);
  std::size_t length = utf8_length(text, i);
  if (c == '\t') {
    out += "\\t";
  } else if (length == 0 || c < 0x20 || c == 0x7F) {
    out += fmt::format("\\x{:02x}", c);
    return 1;
  } else if (char32_t point = decode(text, i, length); is_active_character(point)) {
    out += fmt::format("\\u{:04x}", static_cast<std::uint32_t>(point));
  } else if (is_invisible_character(point) ||
             (look_alikes == LookAlikes::marked && is_look_alike(point))) {
    out += fmt::format("<U+{:04X}>", static_cast<std::uint32_t>(point));
  } else {
    out.append(text.substr(i, length));
  }
  return length == 0 ? 1 : length;
}

int code_points(std::string_view valid_utf8) {
  return static_cast<int>(std::count_if(valid_utf8.begin(), valid_utf8.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

// Byte offset of the code point number `index` (0-based) in valid UTF-8.
std::size_t offset_of_code_point(std::string_view text, int index) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80 && index-- == 0) return i;
  }
  return text.size();
}

}  // namespace

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    std::size_t stop = end;
    while (stop > start && is_blank(text[stop - 1])) --stop;
    lines.emplace_back(text.substr(start, stop - start));
    start = end + 1;
  }
  return lines;
}

std::string collapse_whitespace(std::string_view line) {
  std::string out;
  for (char c : line) {
    bool blank = c == ' ' || c == '\t';
    if (!blank)
      out += c;
    else if (!out.empty() && out.back() != ' ')
      out += ' ';
  }
  if (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::size_t first_difference(std::string_view a, std::string_view b) {
  auto [ia, ib] = std::mismatch(a.begin(), a.end(), b.begin(), b.end());
  return static_cast<std::size_t>(ia - a.begin());
}

std::string display_text(std::string_view raw, LookAlikes look_alikes) {
  std::string out;
  for (std::size_t i = 0; i < raw.size();) i += append_display(raw, i, look_alikes, out);
  return out;
}

std::string display_ends(std::string_view raw, std::size_t kept) {
  const std::string text = display_text(raw);
  if (text.size() <= 2 * kept + 3) return text;
  auto continues = [&](std::size_t i) {
    return (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80;
  };
  std::size_t head = kept;
  while (head > 0 && continues(head)) --head;
  std::size_t tail = text.size() - kept;
  while (tail < text.size() && continues(tail)) ++tail;
  return text.substr(0, head) + "..." + text.substr(tail);
}

LookAlikes look_alikes_against(std::string_view expected) {
  const bool ascii = std::all_of(expected.begin(), expected.end(),
                                 [](char c) { return static_cast<unsigned char>(c) < 0x80; });
  return ascii ? LookAlikes::marked : LookAlikes::shown;
}

int display_column(std::string_view raw, std::size_t offset, LookAlikes look_alikes) {
  offset = std::min(offset, raw.size());
  // Stop at the start of the character holding `offset`, so a marker never splits one.
  std::size_t i = 0;
  while (i < offset) {
    std::size_t next = i + std::max<std::size_t>(1, utf8_length(raw, i));
    if (next > offset) break;
    i = next;
  }
  return code_points(display_text(raw.substr(0, i), look_alikes)) + 1;
}

DisplayLine clip_display(const std::string& text, int column, int width) {
  int length = code_points(text);
  if (length <= width) return {text, column};
  int from = std::clamp(column - width / 2, 0, length - width);
  std::size_t begin = offset_of_code_point(text, from);
  std::size_t end = offset_of_code_point(text, from + width);
  std::string prefix = from > 0 ? "..." : "";
  std::string suffix = end < text.size() ? "..." : "";
  int shown_column = column == 0 ? 0 : column - from + static_cast<int>(prefix.size());
  return {prefix + text.substr(begin, end - begin) + suffix, shown_column};
}

}  // namespace grader

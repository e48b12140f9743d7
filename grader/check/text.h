// Text helpers for comparing untrusted output: line splitting that forgives CRLF and
// trailing blanks, and display forms that are always valid UTF-8 and never carry
// terminal control codes, whatever bytes the submission printed.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

// Splits output into lines: "\r\n" reads as "\n", trailing spaces/tabs/CR are dropped
// from each line, and one final newline does not start an extra line. "" has no lines.
std::vector<std::string> split_lines(std::string_view text);

// Collapses runs of spaces/tabs into one space and trims both ends.
std::string collapse_whitespace(std::string_view line);

// The byte offset where a and b first differ (the shorter length if one is a prefix of
// the other; the common length if equal).
std::size_t first_difference(std::string_view a, std::string_view b);

// Whether display_text() marks letters that look like ASCII ones (Cyrillic a U+0430 for
// 'a', Greek omicron U+03BF for 'o', fullwidth and mathematical letters and digits, U+2212
// for '-'): as <U+0430> where a line is compared with an ASCII one (look_alikes_against),
// else shown as they are, so that a name or a sentence in Russian or Greek stays readable.
enum class LookAlikes { shown, marked };

// `raw` made inert and printable, the one neutralising step for text a student controls
// (report/untrusted_text.h builds each destination's form on it): invalid UTF-8 bytes and
// C0 controls become \xff, \x1b, \t; C1 controls, bidirectional controls and line
// separators become \u009b, \u202e, \u2028; characters that show as nothing or as a
// plain space (U+00A0 no-break space, U+200B zero width space, U+2060 word joiner, U+FEFF,
// the soft hyphen, other spaces, fillers, variation selectors, tags) become <U+00A0>,
// <U+200B>, ..., so that two lines that look the same never differ unseen; look-alike
// letters too when `look_alikes` is marked; all other valid UTF-8 is kept as is. What it
// writes is ASCII or kept as is, and a backslash or "<U+" is kept, so the result is
// stable: for y = display_text(x, l), display_text(y) == y and display_text(y, l) == y.
std::string display_text(std::string_view raw, LookAlikes look_alikes = LookAlikes::shown);

// display_text(raw), cut to its first and last `kept` bytes joined by "..." when it is
// longer than both and the dots (never inside a character): a name a student made
// thousands of bytes long, in a sentence.
std::string display_ends(std::string_view raw, std::size_t kept = 30);

// How a line compared with `expected` shows look-alikes: marked when `expected` is ASCII
// (every line the shipped suites expect), where a look-alike is a difference the student
// could not otherwise see; shown when the expected line holds other characters itself.
LookAlikes look_alikes_against(std::string_view expected);

// The 1-based column, counted in code points of display_text(raw, look_alikes), of the
// character that starts at byte `offset` of raw (offset may be raw.size(): the column just
// past the end).
int display_column(std::string_view raw, std::size_t offset,
                   LookAlikes look_alikes = LookAlikes::shown);

// A shown line and the column a "^" marker points at.
struct DisplayLine {
  std::string text;
  int column = 0;  // 0: no marker
};

// Shortens a long display line to a window around `column` (marked with "..."),
// keeping the marker on the same character. Lines up to `width` code points are kept.
DisplayLine clip_display(const std::string& text, int column, int width = 120);

}  // namespace grader

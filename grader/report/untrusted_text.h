// Text a student controls, made inert wherever it lands. Student-controlled text is
// anything a program prints (stdout, stderr, files it writes) and the names of the
// student's folder and files. Each form below starts with the same neutralising step,
// display_text() (check/text.h): control characters (ESC and so CSI/OSC sequences, CR,
// backspace, BEL, the rest of C0 and C1), bidirectional overrides and invalid UTF-8
// become visible escapes such as \x1b and \u202e, and characters that show as nothing
// become <U+200B>. Then each destination's own active characters are escaped:
//
//   terminal, text report, progress line   display_text()
//   Markdown (feedback/*.md)               markdown_inline(), markdown_code_block()
//   CSV (gradebook.csv)                    csv_field(): + the OWASP formula guard
//   CSV of several lines (grading sheets)  csv_text_field(): line breaks kept
//   HTML and XML (class report, SVG, JUnit) html_escape()
//   JSON                                   nlohmann::json's own escaping is enough
//
// Every function is safe on any bytes and on text already neutralised (no double
// escaping of display_text's escapes), so callers wrap without asking where text came from.
#pragma once

#include <string>
#include <string_view>

#include "check/text.h"

namespace grader {

// For a heading or a table cell: display_text(), Markdown's inline specials
// backslash-escaped, and line breaks turned into spaces.
std::string markdown_inline(std::string_view text);

// A fenced code block of display_text() lines, with a fence longer than any run of
// backticks inside so the text cannot close it early.
std::string markdown_code_block(std::string_view text);

// One CSV field (RFC 4180) of display_text(text). OWASP's CSV-injection rule: a field
// a spreadsheet may run gets a leading ' so spreadsheets read it as text
// (=HYPERLINK("http://x") stays a string), and is quoted, as is a field holding a
// comma, a quote or starting or ending with a space (which spreadsheets would trim).
// A field may run when it starts with =, @, tab or CR, or with + or - unless that is a
// number's sign ("-0.3") or a Markdown list item: the sign and a space, then no digit,
// point, sign, =, @ or (, and no (, | or ! anywhere ("- item" is text; "- 2+3", "-x",
// "- f(x)" are guarded).
std::string csv_field(std::string_view text);

// csv_field() for text of several lines (a written answer): its line breaks kept, inside
// the quotes RFC 4180 gives such a field, so a spreadsheet shows the lines as lines and a
// CSV reader reads the text back as it was (a CR LF read back as LF); the rest as
// csv_field().
std::string csv_text_field(std::string_view text);

// How csv_identifier() quotes: only where RFC 4180 needs it, or always (Blackboard's
// Grade Center upload wants every field of a comma-delimited file in quotes).
enum class CsvQuotes { where_needed, always };

// One CSV field exactly as given, quoted only where RFC 4180 needs it (or always): for
// the identifier columns of canvas.csv and blackboard.csv (export/canvas.h,
// export/blackboard.h), which the platform matches students on and which must stay byte
// for byte what its own export said (an SIS Login ID "-rf" stays "-rf"). Not for student
// text: no formula guard, no display_text().
std::string csv_identifier(std::string_view text, CsvQuotes quotes = CsvQuotes::where_needed);

// display_text(text) with &, <, >, " and ' as entities: safe in HTML text and in
// attribute values.
std::string html_escape(std::string_view text);

}  // namespace grader

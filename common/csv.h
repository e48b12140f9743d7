// The one CSV reader (RFC 4180), for the files an instructor hands the grader back: the
// Canvas roster (grader/export/canvas.h), Blackboard's Grade Center download
// (grader/export/blackboard.h) and the filled-in written-answer sheets
// (grader/manual/answer_sheet.h). Header-only; no files, text in, records out.
//
// Fields are separated by commas, or by another delimiter the caller names (a tab for
// Blackboard's tab-delimited download, whose fields are quoted the same way); a quoted
// field may hold the delimiter, doubled quotes ("") and line breaks; CRLF, LF or a lone
// CR ends a record. A leading UTF-8 byte order mark (what a spreadsheet program saving
// "CSV UTF-8" writes) is skipped. A blank line (no character between two line breaks) is
// no record, but is counted, so that every record knows the line it starts on as an
// editor numbers it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace puzzle {

struct CsvRecord {
  std::vector<std::string> fields;  // never empty
  int line = 1;                     // 1-based line of the text the record starts on
  // The text ended inside a quoted field: the record runs to the end of the text and is
  // surely not what was meant (only ever the last record).
  bool unclosed_quote = false;
};

inline std::vector<CsvRecord> csv_records(std::string_view text, char delimiter = ',') {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  std::vector<CsvRecord> records;
  CsvRecord record;
  std::string field;
  bool quoted = false;
  bool any = false;  // the record has a character or a separator
  int line = 1;
  auto end_record = [&] {
    if (any) {
      record.fields.push_back(std::move(field));
      records.push_back(std::move(record));
    }
    record = CsvRecord{};
    record.line = line;
    field.clear();
    any = false;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool crlf = c == '\r' && i + 1 < text.size() && text[i + 1] == '\n';
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += text[++i];
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
        if (c == '\n' || (c == '\r' && !crlf)) ++line;
      }
    } else if (c == '"') {
      quoted = any = true;
    } else if (c == delimiter) {
      record.fields.push_back(std::move(field));
      field.clear();
      any = true;
    } else if (crlf) {
      continue;  // the LF after it ends the record
    } else if (c == '\n' || c == '\r') {
      ++line;
      end_record();
    } else {
      field += c;
      any = true;
    }
  }
  record.unclosed_quote = quoted;
  end_record();
  return records;
}

}  // namespace puzzle

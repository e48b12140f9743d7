#include "export/blackboard.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>

#include "common/csv.h"
#include "common/yaml_fields.h"  // closest_word, quote_list, with_suggestion
#include "report/report.h"       // format_points
#include "report/untrusted_text.h"

namespace grader {
namespace {

std::string trimmed(std::string_view text) {
  auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

// The user columns every Grade Center download starts with (Blackboard's "default user
// columns"); an upload never changes them.
constexpr std::string_view kUserColumns[] = {"Last Name",  "First Name",  "Username",
                                             "Student ID", "Last Access", "Availability"};

bool is_user_column(std::string_view header) {
  return std::ranges::find(kUserColumns, trimmed(header)) != std::ranges::end(kUserColumns);
}

// ---- The file's bytes as UTF-8 text

enum class Utf16 { little_endian, big_endian };

void append_utf8(std::string& out, std::uint32_t code) {
  auto byte = [&](std::uint32_t value) {
    out += static_cast<char>(value);  // < 0x100 each
  };
  if (code < 0x80) {
    byte(code);
  } else if (code < 0x800) {
    byte(0xC0 | (code >> 6));
    byte(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    byte(0xE0 | (code >> 12));
    byte(0x80 | ((code >> 6) & 0x3F));
    byte(0x80 | (code & 0x3F));
  } else {
    byte(0xF0 | (code >> 18));
    byte(0x80 | ((code >> 12) & 0x3F));
    byte(0x80 | ((code >> 6) & 0x3F));
    byte(0x80 | (code & 0x3F));
  }
}

// UTF-16 text (after its byte order mark) as UTF-8; the error names the line where the
// bytes stop being UTF-16.
puzzle::Expected<std::string, GradeCenterError> utf8_of_utf16(std::string_view bytes, Utf16 order) {
  std::string out;
  int line = 1;
  auto unit = [&](std::size_t at) -> std::uint32_t {
    const auto first = static_cast<unsigned char>(bytes[at]);
    const auto second = static_cast<unsigned char>(bytes[at + 1]);
    return order == Utf16::little_endian ? first | (second << 8u) : (first << 8u) | second;
  };
  const std::size_t units = bytes.size() / 2;
  for (std::size_t i = 0; i < units; ++i) {
    std::uint32_t code = unit(2 * i);
    if (code >= 0xD800 && code <= 0xDBFF && i + 1 < units) {
      const std::uint32_t low = unit(2 * (i + 1));
      if (low >= 0xDC00 && low <= 0xDFFF) {
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        ++i;
      }
    }
    if (code >= 0xD800 && code <= 0xDFFF) {
      return puzzle::unexpected(GradeCenterError{
          line, "a UTF-16 surrogate without its pair: the file is damaged; download it again"});
    }
    if (code == '\n') ++line;
    append_utf8(out, code);
  }
  if (bytes.size() % 2 != 0) {
    return puzzle::unexpected(GradeCenterError{
        line, "the file ends in the middle of a UTF-16 character (an odd number of bytes): "
              "it is cut short; download it again"});
  }
  return out;
}

struct Text {
  std::string utf8;
  std::string_view encoding;
};

// Blackboard's tab-delimited download is UTF-16 with a byte order mark; the comma one is
// UTF-8. Told apart by the bytes, whatever the file is called.
puzzle::Expected<Text, GradeCenterError> text_of(std::string_view bytes) {
  std::optional<Utf16> order;
  if (bytes.starts_with("\xFF\xFE")) {
    order = Utf16::little_endian;
    bytes.remove_prefix(2);
  } else if (bytes.starts_with("\xFE\xFF")) {
    order = Utf16::big_endian;
    bytes.remove_prefix(2);
  } else if (bytes.size() >= 2 && bytes[0] != '\0' && bytes[1] == '\0') {
    order = Utf16::little_endian;  // an ASCII character then a zero byte: no mark
  }
  if (!order) return Text{std::string(bytes), "UTF-8"};
  auto utf8 = utf8_of_utf16(bytes, *order);
  if (!utf8) return puzzle::unexpected(utf8.error());
  return Text{std::move(*utf8), "UTF-16"};
}

// A tab in the header line: the tab-delimited download (no column name holds a tab).
char delimiter_of(std::string_view text) {
  const std::string_view header = text.substr(0, text.find_first_of("\r\n"));
  return header.find('\t') == std::string_view::npos ? ',' : '\t';
}

// ---- Column headers

// The header without its " |digits" id at the end (the header when it has none).
std::string_view without_id(std::string_view header) {
  const auto bar = header.rfind(" |");
  if (bar == std::string_view::npos || bar + 2 == header.size()) return header;
  const std::string_view id = header.substr(bar + 2);
  const bool digits = std::all_of(id.begin(), id.end(),
                                  [](char c) { return c >= '0' && c <= '9'; });
  return digits ? header.substr(0, bar) : header;
}

std::string quoted_headers(const std::vector<std::string>& headers) {
  std::string text;
  for (const std::string& header : headers) text += (text.empty() ? "'" : ", '") + header + "'";
  return text;
}

}  // namespace

puzzle::Expected<GradeCenter, GradeCenterError> parse_grade_center(std::string_view bytes) {
  auto text = text_of(bytes);
  if (!text) return puzzle::unexpected(text.error());
  const char delimiter = delimiter_of(text->utf8);
  std::vector<puzzle::CsvRecord> records = puzzle::csv_records(text->utf8, delimiter);
  if (records.empty()) {
    return puzzle::unexpected(GradeCenterError{
        1, "the file is empty; download the Grade Center again (Work Offline > Download)"});
  }
  GradeCenter out;
  out.format = fmt::format("{}-delimited {}", delimiter == '\t' ? "tab" : "comma", text->encoding);
  out.columns = records[0].fields;
  const auto username = std::find_if(out.columns.begin(), out.columns.end(),
                                     [](const std::string& c) { return trimmed(c) == "Username"; });
  if (username == out.columns.end()) {
    return puzzle::unexpected(GradeCenterError{
        1, fmt::format("no 'Username' column (its columns: {}); download the Grade Center "
                       "with Work Offline > Download, which writes it",
                       quoted_headers(out.columns))});
  }
  const auto column = static_cast<std::size_t>(username - out.columns.begin());
  std::map<std::string, int, std::less<>> line_of;
  for (puzzle::CsvRecord& record : records) {
    if (record.unclosed_quote) {
      return puzzle::unexpected(GradeCenterError{
          record.line, "a quoted field is never closed: the file is cut short or damaged"});
    }
    if (&record == &records.front()) continue;
    record.fields.resize(std::max(record.fields.size(), out.columns.size()));
    const std::string& name = record.fields[column];
    if (trimmed(name).empty()) {
      return puzzle::unexpected(GradeCenterError{
          record.line, "this student row has no Username, so no student folder can match it"});
    }
    if (auto [at, added] = line_of.emplace(name, record.line); !added) {
      return puzzle::unexpected(GradeCenterError{
          record.line, fmt::format("the username '{}' is on line {} already; Blackboard "
                                   "writes each student once",
                                   display_text(name), at->second)});
    }
    out.usernames.push_back(name);
  }
  return out;
}

std::string grade_center_column_name(std::string_view header) {
  std::string_view name = without_id(header);
  if (name.ends_with(']')) {
    const auto open = name.rfind(" [");
    if (open != std::string_view::npos && open > 0) name = name.substr(0, open);
  }
  return std::string(name);
}

std::string grade_center_column_id(std::string_view header) {
  const std::string_view rest = without_id(header);
  return rest.size() == header.size() ? "" : std::string(header.substr(rest.size() + 2));
}

puzzle::Expected<std::string, std::string> find_grade_center_column(
    const std::vector<std::string>& columns, std::string_view wanted) {
  std::vector<std::string> found;
  for (const std::string& header : columns) {
    if (header == wanted) found.push_back(header);
  }
  if (found.empty()) {
    for (const std::string& header : columns) {
      if (!is_user_column(header) && grade_center_column_name(header) == wanted) {
        found.push_back(header);
      }
    }
  }
  if (found.empty()) {
    std::vector<std::string> names;
    for (const std::string& header : columns) {
      if (is_user_column(header)) continue;
      std::string name = grade_center_column_name(header);
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
    if (names.empty()) {
      return puzzle::unexpected(
          fmt::format("'{}': the Grade Center file has no grade column; download it with the "
                      "assignment's column (Full Grade Center, or Selected Column)",
                      wanted));
    }
    const puzzle::Keys keys(names.begin(), names.end());
    return puzzle::unexpected(puzzle::with_suggestion(
        fmt::format("'{}' is no column of the Grade Center file (its grade columns: {})", wanted,
                    puzzle::quote_list(keys)),
        wanted, keys));
  }
  if (found.size() > 1) {
    return puzzle::unexpected(fmt::format(
        "'{}' names {} columns of the Grade Center file ({}); give the whole header of one", wanted,
        found.size(), quoted_headers(found)));
  }
  const std::string& header = found.front();
  if (is_user_column(header)) {
    return puzzle::unexpected(fmt::format(
        "'{}' is one of Blackboard's user columns, not a grade column; name the assignment's "
        "column",
        header));
  }
  if (grade_center_column_id(header).empty()) {
    return puzzle::unexpected(fmt::format(
        "'{}' has no column id (' |1234567' at the end of its header), so Blackboard would "
        "not update it but add a new text column worth 0 points; download the Grade Center "
        "again (Work Offline > Download) and name a column of that file",
        header));
  }
  return header;
}

BlackboardUpload blackboard_upload(const GradeCenter& grade_center,
                                   const std::vector<StudentResult>& students,
                                   std::string_view column, MissingStudents missing) {
  auto row = [](std::string_view username, std::string_view cell) {
    return fmt::format("{},{}\r\n", csv_identifier(username, CsvQuotes::always),
                       csv_identifier(cell, CsvQuotes::always));
  };
  std::map<std::string, const StudentResult*, std::less<>> by_username;
  for (const StudentResult& student : students) by_username[student.student] = &student;
  BlackboardUpload out;
  out.csv = row("Username", column);
  // The cell of one student, who is listed where the cell is not their total.
  auto cell = [&](const std::string& username) -> std::string {
    auto found = by_username.find(username);
    if (found == by_username.end()) {
      out.not_graded.push_back(username);
      return missing == MissingStudents::zero ? "0" : "";
    }
    if (!has_grade(*found->second)) {
      out.no_grade.push_back(username);
      return "";
    }
    if (has_pending(found->second->manual)) {
      out.manual_pending.push_back(username);
      return "";
    }
    return format_points(total_score(*found->second));
  };
  for (const std::string& username : grade_center.usernames) {
    out.csv += row(username, cell(username));
  }
  const std::set<std::string, std::less<>> known(grade_center.usernames.begin(),
                                                 grade_center.usernames.end());
  for (const StudentResult& student : students) {
    if (!known.contains(student.student)) out.not_in_file.push_back(student.student);
  }
  return out;
}

}  // namespace grader

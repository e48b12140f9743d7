#include "manual/answer_sheet.h"

#include <fmt/format.h>

#include <charconv>

#include "report/untrusted_text.h"

namespace grader {
namespace {

constexpr std::string_view kHeader = "student,question,found,answer,points,max_points,comment";

std::string number(double value) { return fmt::format("{:g}", value); }

// The fields of one CSV record starting at `pos` (RFC 4180: quoted fields may hold commas,
// doubled quotes and line breaks); `pos` moves past the record's line break.
std::vector<std::string> read_record(std::string_view csv, std::size_t& pos) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (; pos < csv.size(); ++pos) {
    const char c = csv[pos];
    if (quoted) {
      if (c == '"' && pos + 1 < csv.size() && csv[pos + 1] == '"') {
        fields.back() += '"';
        ++pos;
      } else if (c == '"') {
        quoted = false;
      } else {
        fields.back() += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.emplace_back();
    } else if (c == '\n') {
      ++pos;
      break;
    } else if (c != '\r') {
      fields.back() += c;
    }
  }
  return fields;
}

// csv_field()'s formula guard undone: a leading ' before =, +, -, @, tab or CR.
std::string unguarded(std::string text) {
  if (text.size() > 1 && text[0] == '\'' &&
      std::string_view("=+-@\t\r").find(text[1]) != std::string_view::npos) {
    text.erase(0, 1);
  }
  return text;
}

std::optional<double> parse_points(const std::string& text) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

std::string answer_page_html(const ManualQuestion& question,
                             const std::vector<StudentAnswer>& answers) {
  std::string html = fmt::format(
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{0}</title>\n"
      "<style>table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:6px;"
      "vertical-align:top;text-align:left}}pre{{white-space:pre-wrap;margin:0}}"
      ".missing{{color:#a00}}</style></head><body>\n"
      "<h1>{0} ({1} points)</h1>\n<p>{2}</p>\n<table>\n"
      "<tr><th>student</th><th>answer</th></tr>\n",
      html_escape(question.name), number(question.points), html_escape(question.prompt));
  for (const StudentAnswer& entry : answers) {
    const bool missing = entry.answer.source == AnswerSource::missing;
    html += fmt::format("<tr><td>{}</td><td>{}</td></tr>\n", html_escape(entry.student),
                        missing ? "<span class=\"missing\">no answer found</span>"
                                : "<pre>" + html_escape(entry.answer.text) + "</pre>");
  }
  return html + "</table>\n</body></html>\n";
}

std::string grading_csv(const ManualQuestion& question, const std::vector<StudentAnswer>& answers) {
  std::string csv = std::string(kHeader) + "\n";
  for (const StudentAnswer& entry : answers) {
    csv += fmt::format("{},{},{},{},,{},\n", csv_field(entry.student), csv_field(question.name),
                       to_string(entry.answer.source), csv_field(entry.answer.text),
                       number(question.points));
  }
  return csv;
}

puzzle::Expected<std::vector<ManualGrade>, std::string> read_grading_csv(
    std::string_view csv, const ManualQuestion& question) {
  std::size_t pos = 0;
  std::size_t header_pos = 0;
  if (read_record(csv, pos) != read_record(kHeader, header_pos)) {
    return puzzle::unexpected(fmt::format("row 1: the header is not {}", kHeader));
  }
  std::vector<ManualGrade> grades;
  for (int row = 2; pos < csv.size(); ++row) {
    std::vector<std::string> fields = read_record(csv, pos);
    if (fields.size() == 1 && fields[0].empty()) continue;  // a blank line
    if (fields.size() != 7) {
      return puzzle::unexpected(fmt::format("row {}: {} fields, not 7", row, fields.size()));
    }
    ManualGrade grade{unguarded(fields[0]), std::nullopt, unguarded(fields[6])};
    if (unguarded(fields[1]) != question.name) {
      return puzzle::unexpected(fmt::format("row {}: question '{}', not '{}'", row,
                                            display_text(fields[1]), question.name));
    }
    if (!fields[4].empty()) {
      grade.points = parse_points(fields[4]);
      if (!grade.points || *grade.points < 0 || *grade.points > question.points) {
        return puzzle::unexpected(fmt::format("row {}: points '{}' for {} is not a number from "
                                              "0 to {}",
                                              row, display_text(fields[4]),
                                              display_text(grade.student),
                                              number(question.points)));
      }
    }
    grades.push_back(std::move(grade));
  }
  return grades;
}

}  // namespace grader

#include "manual/answer_sheet.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>

#include "common/csv.h"
#include "manual/answer_markdown.h"

#include "report/untrusted_text.h"

namespace grader {
namespace {

constexpr std::string_view kHeader = "student,question,found,answer,points,max_points,comment";

std::string number(double value) { return fmt::format("{:g}", value); }

// csv_field()'s formula guard undone: a leading ' before =, +, -, @, tab or CR.
std::string unguarded(std::string text) {
  if (text.size() > 1 && text[0] == '\'' &&
      std::string_view("=+-@\t\r").find(text[1]) != std::string_view::npos) {
    text.erase(0, 1);
  }
  return text;
}

// A finite number written as one: from_chars also reads "nan", "inf" and "-0", which a
// spreadsheet may write and which no grade is.
std::optional<double> parse_points(const std::string& text) {
  double value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  if (!std::isfinite(value) || std::signbit(value)) return std::nullopt;
  return value;
}

// The student a row's first field names. The sheet writes each name through csv_field(),
// whose guard (a ' before =, +, -, @, tab or CR) cannot be told from a name that starts
// with ' itself ('=x), and a spreadsheet may drop the guard on saving: the field as it
// is, the guard undone and the guard put back are tried in turn, and the first that is a
// student of the class is the one.
std::string student_named(const std::string& field, const std::vector<std::string>& students) {
  for (const std::string& candidate : {field, unguarded(field), "'" + field}) {
    if (std::find(students.begin(), students.end(), candidate) != students.end()) return candidate;
  }
  return unguarded(field);
}

// One filled-in row, or its first problem. `first_line` holds the line of each student
// seen so far (a second row of one student is refused).
puzzle::Expected<ManualGrade, std::string> grade_of(const puzzle::CsvRecord& record,
                                                    const ManualQuestion& question,
                                                    const std::vector<std::string>& students,
                                                    std::map<std::string, int>& first_line) {
  const std::vector<std::string>& fields = record.fields;
  if (record.unclosed_quote) {
    return puzzle::unexpected(std::string("a quoted field is never closed (a \" is missing)"));
  }
  if (fields.size() != 7) {
    return puzzle::unexpected(fmt::format("{} fields, not 7", fields.size()));
  }
  ManualGrade grade{student_named(fields[0], students), std::nullopt, unguarded(fields[6])};
  if (unguarded(fields[1]) != question.name) {
    return puzzle::unexpected(
        fmt::format("question '{}', not '{}'", display_text(fields[1]), question.name));
  }
  if (std::find(students.begin(), students.end(), grade.student) == students.end()) {
    return puzzle::unexpected(
        fmt::format("'{}' is not a student of this class", display_text(grade.student)));
  }
  auto [seen, first] = first_line.emplace(grade.student, record.line);
  if (!first) {
    return puzzle::unexpected(
        fmt::format("{} has a row already (line {})", display_text(grade.student), seen->second));
  }
  if (!fields[4].empty()) {
    grade.points = parse_points(fields[4]);
    if (!grade.points || *grade.points < 0 || *grade.points > question.points) {
      return puzzle::unexpected(fmt::format("points '{}' for {} is not a number from 0 to {}",
                                            display_text(fields[4]), display_text(grade.student),
                                            number(question.points)));
    }
  }
  return grade;
}

// "no answer found", and where the notebook came with a PDF, a link to read it there.
std::string missing_answer_html(const std::string& pdf) {
  if (pdf.empty()) return "<span class=\"missing\">no answer found</span>";
  return fmt::format("<span class=\"missing\">no answer found in the notebook</span>: "
                     "<a href=\"{}\">read it in the PDF handed in with it</a>",
                     html_escape(pdf));
}

// The answer of one row: its Markdown and math, and why its math is TeX when KaTeX failed.
std::string answer_cell_html(const StudentAnswer& entry) {
  const std::string failure =
      entry.math_failure.empty()
          ? ""
          : fmt::format("<p class=\"unrendered\">Its math is shown as TeX: {}.</p>",
                        html_escape(entry.math_failure));
  return fmt::format("{}<div class=\"answer\">{}</div>", failure,
                     answer_html(entry.answer.text, entry.math));
}

}  // namespace

std::string answer_page_html(const ManualQuestion& question,
                             const std::vector<StudentAnswer>& answers,
                             std::string_view math_note) {
  std::string rows;
  for (const StudentAnswer& entry : answers) {
    const bool missing = entry.answer.source == AnswerSource::missing;
    rows += fmt::format("<tr><td>{}</td><td>{}</td></tr>\n", html_escape(entry.student),
                        missing ? missing_answer_html(entry.pdf) : answer_cell_html(entry));
  }
  const std::string note = math_note.empty()
                               ? ""
                               : fmt::format("<p class=\"missing\">Math is shown as TeX: {}.</p>\n",
                                             html_escape(math_note));
  // No script may run (default-src 'none' covers scripts), nothing is fetched but katex/
  // beside the page, and an image an answer links to is not loaded.
  return fmt::format(
      "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
      "style-src 'self' 'unsafe-inline'; font-src 'self'; img-src data:; "
      "form-action 'none'; base-uri 'none'\">\n"
      "<title>{0}</title>\n<link rel=\"stylesheet\" href=\"katex/katex.min.css\">\n"
      "<style>table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:6px;"
      "vertical-align:top;text-align:left}}.answer>:first-child{{margin-top:0}}"
      ".answer>:last-child{{margin-bottom:0}}.answer{{overflow-wrap:anywhere}}"
      ".missing,.unrendered{{color:#a00}}p.unrendered{{margin:0 0 .5em}}"
      ".math.display{{display:block;margin:.5em 0}}</style></head><body>\n"
      "<h1>{0} ({1} points)</h1>\n<p>{2}</p>\n{3}<table>\n"
      "<tr><th>student</th><th>answer</th></tr>\n{4}</table>\n</body></html>\n",
      html_escape(question.name), number(question.points), html_escape(question.prompt), note,
      rows);
}

std::string grading_csv(const ManualQuestion& question, const std::vector<StudentAnswer>& answers) {
  std::string csv = std::string(kHeader) + "\n";
  for (const StudentAnswer& entry : answers) {
    csv += fmt::format("{},{},{},{},,{},\n", csv_field(entry.student), csv_field(question.name),
                       to_string(entry.answer.source), csv_text_field(entry.answer.text),
                       number(question.points));
  }
  return csv;
}

puzzle::Expected<std::vector<ManualGrade>, std::vector<CsvProblem>> read_grading_csv(
    std::string_view csv, const ManualQuestion& question,
    const std::vector<std::string>& students) {
  const std::vector<puzzle::CsvRecord> records = puzzle::csv_records(csv);
  if (records.empty() || records[0].fields != puzzle::csv_records(kHeader)[0].fields) {
    return puzzle::unexpected(std::vector<CsvProblem>{
        {records.empty() ? 1 : records[0].line, fmt::format("the header is not {}", kHeader)}});
  }
  std::vector<ManualGrade> grades;
  std::vector<CsvProblem> problems;
  std::map<std::string, int> first_line;  // by student
  for (std::size_t r = 1; r < records.size(); ++r) {
    auto grade = grade_of(records[r], question, students, first_line);
    if (grade) {
      grades.push_back(std::move(*grade));
    } else {
      problems.push_back({records[r].line, grade.error()});
    }
  }
  if (!problems.empty()) return puzzle::unexpected(std::move(problems));
  return grades;
}

}  // namespace grader

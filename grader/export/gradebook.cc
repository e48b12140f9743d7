#include "export/gradebook.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

#include "grade/points.h"
#include "report/report.h"

namespace grader {

std::string csv_row(const std::vector<std::string>& fields) {
  std::string row;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) row += ',';
    row += csv_field(fields[i]);
  }
  return row + "\r\n";
}

namespace {

const TestResult* find_test(const SuiteResult& result, const std::string& name) {
  for (const TestResult& test : result.tests) {
    if (test.name == name) return &test;
  }
  return nullptr;
}

// The written questions (manual/manual_grades.h), after the other columns so that an
// assignment without any keeps its columns: one per question ("<name> (written)": points
// or "pending") and a note on what is not plain points.
void append_manual_headers(const std::vector<StudentResult>& students,
                           std::vector<std::string>& header) {
  for (const StudentResult& student : students) {
    if (student.manual.empty()) continue;
    for (const ManualScore& score : student.manual) header.push_back(score.question + " (written)");
    header.push_back("written answers");
    return;
  }
}

void append_manual_cells(const StudentResult& student, std::vector<std::string>& row) {
  for (const ManualScore& score : student.manual) row.push_back(manual_score_cell(score));
  if (!student.manual.empty()) row.push_back(manual_note(student.manual));
}

// Where each submission came from, when the class came as a platform's download
// (intake/intake.h): last, so that a class folder's gradebook keeps its columns.
bool any_handin(const std::vector<StudentResult>& students) {
  return std::any_of(students.begin(), students.end(),
                     [](const StudentResult& s) { return s.handin.has_value(); });
}

constexpr std::string_view kHandinHeaders[] = {"platform id", "name on the platform",
                                               "submitted",   "attempt",
                                               "late",        "late rule",
                                               "handed in as"};

void append_handin_cells(const StudentResult& student, std::vector<std::string>& row) {
  if (!student.handin) {
    row.insert(row.end(), std::size(kHandinHeaders), "");
    return;
  }
  const Handin& handin = *student.handin;
  row.push_back(handin.platform_id);
  row.push_back(handin.display_name);
  row.push_back(handin.submitted_at);
  row.push_back(fmt::format("{} of {}", handin.attempt, handin.attempts));
  row.push_back(handin.late ? "late" : "");
  row.push_back(handin.late_note);
  std::string entries;
  for (const std::string& entry : handin.entries) {
    if (!entries.empty()) entries += "; ";
    entries += entry;
  }
  row.push_back(entries);
}

// Every point of the total has its column (the tests', the written questions'): the
// total-time bonus and the late penalty each get one where some student has them.
struct ExtraColumns {
  bool bonus = false;
  bool penalty = false;
};

ExtraColumns extra_columns(const std::vector<StudentResult>& students) {
  ExtraColumns extra;
  for (const StudentResult& student : students) {
    extra.bonus = extra.bonus || student.result.bonus.max_points > 0;
    extra.penalty = extra.penalty || (student.handin && student.handin->penalty_percent > 0);
  }
  return extra;
}

void append_extra_headers(const ExtraColumns& extra, std::vector<std::string>& header) {
  if (extra.bonus) header.emplace_back("total-time bonus");
  if (extra.penalty) header.emplace_back("late penalty");
}

// The penalty as the points it took off, e.g. "-0.3" ("0" for none).
void append_extra_cells(const StudentResult& student, const ExtraColumns& extra,
                        std::vector<std::string>& row) {
  const bool graded = has_grade(student);
  if (extra.bonus) row.push_back(graded ? format_points(student.result.bonus.points) : "");
  if (!extra.penalty) return;
  const double taken = sum_points({total_score(student), -total_before_penalty(student)});
  row.push_back(graded ? format_points(taken) : "");
}

std::vector<std::string> student_row(const StudentResult& student,
                                     const std::vector<std::string>& tests,
                                     const ExtraColumns& extra) {
  bool graded = has_grade(student);
  std::vector<std::string> row = {student.student,
                                  graded ? format_points(total_score(student)) : "",
                                  graded ? format_points(total_max_score(student)) : ""};
  for (const std::string& name : tests) {
    const TestResult* test = graded ? find_test(student.result, name) : nullptr;
    row.push_back(test != nullptr ? format_points(test->score) : "");
  }
  append_extra_cells(student, extra, row);
  row.push_back(std::string(to_string(student.status)));
  row.push_back(status_message(student));
  append_manual_cells(student, row);
  return row;
}

}  // namespace

std::string gradebook_csv(const std::vector<StudentResult>& students) {
  std::vector<std::string> tests = test_names(students);
  std::vector<std::string> header = {"student", "total", "max"};
  header.insert(header.end(), tests.begin(), tests.end());
  const ExtraColumns extra = extra_columns(students);
  append_extra_headers(extra, header);
  header.insert(header.end(), {"status", "reason"});
  append_manual_headers(students, header);
  const bool handins = any_handin(students);
  if (handins) header.insert(header.end(), std::begin(kHandinHeaders), std::end(kHandinHeaders));
  std::string csv = csv_row(header);
  for (const StudentResult& student : students) {
    std::vector<std::string> row = student_row(student, tests, extra);
    if (handins) append_handin_cells(student, row);
    csv += csv_row(row);
  }
  return csv;
}

}  // namespace grader

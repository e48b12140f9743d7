#include "export/gradebook.h"

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

std::vector<std::string> student_row(const StudentResult& student,
                                     const std::vector<std::string>& tests) {
  bool graded = has_grade(student);
  std::vector<std::string> row = {student.student,
                                  graded ? format_points(student.result.score()) : "",
                                  graded ? format_points(student.result.max_score()) : ""};
  for (const std::string& name : tests) {
    const TestResult* test = graded ? find_test(student.result, name) : nullptr;
    row.push_back(test != nullptr ? format_points(test->score) : "");
  }
  row.push_back(std::string(to_string(student.status)));
  row.push_back(status_message(student));
  return row;
}

}  // namespace

std::string gradebook_csv(const std::vector<StudentResult>& students) {
  std::vector<std::string> tests = test_names(students);
  std::vector<std::string> header = {"student", "total", "max"};
  header.insert(header.end(), tests.begin(), tests.end());
  header.insert(header.end(), {"status", "reason"});
  std::string csv = csv_row(header);
  for (const StudentResult& student : students) csv += csv_row(student_row(student, tests));
  return csv;
}

}  // namespace grader

#include "export/manual_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>

#include "export/atomic_file.h"
#include "export/student_key.h"
#include "manual/answers.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

// The notebook a student's written answers are read from: the submission itself, or the
// first .ipynb (by name) directly in its folder. Empty when there is none.
fs::path notebook_of(const Student& student) {
  if (!fs::is_directory(student.submission)) {
    return student.submission.extension() == ".ipynb" ? student.submission : fs::path();
  }
  std::vector<fs::path> notebooks;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(student.submission, error)) {
    if (entry.is_regular_file() && entry.path().extension() == ".ipynb") {
      notebooks.push_back(entry.path());
    }
  }
  std::sort(notebooks.begin(), notebooks.end());
  return notebooks.empty() ? fs::path() : notebooks.front();
}

std::string read_text(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// Every question's answer of one student; all missing when there is no readable notebook
// (said on the page and in the feedback as "no answer found", never a crash).
std::vector<WrittenAnswer> answers_of(const StudentResult& result,
                                      const std::vector<ManualQuestion>& questions,
                                      const std::vector<Student>& class_students) {
  auto student = std::find_if(class_students.begin(), class_students.end(),
                              [&](const Student& s) { return s.name == result.student; });
  fs::path notebook = student == class_students.end() ? fs::path() : notebook_of(*student);
  if (!notebook.empty()) {
    auto answers = find_answers(read_text(notebook), questions);
    if (answers) return *answers;
  }
  std::vector<WrittenAnswer> missing;
  for (const ManualQuestion& q : questions) missing.push_back({q.name, AnswerSource::missing, ""});
  return missing;
}

// One question: the page, the CSV if new, and the CSV's grades by student.
std::map<std::string, ManualGrade> sheet_of(const ManualQuestion& question,
                                            const std::vector<StudentAnswer>& answers,
                                            const fs::path& dir, ManualExport& report) {
  const std::string key = student_file_key(question.name);
  write_file_atomically(dir / (key + ".html"), answer_page_html(question, answers));
  const fs::path csv = dir / (key + ".csv");
  if (!fs::exists(csv)) {
    write_file_atomically(csv, grading_csv(question, answers));
    report.notes.push_back(
        fmt::format("{}: new; fill in points and comments, then export again", csv.string()));
    return {};
  }
  report.notes.push_back(fmt::format("{}: already there, kept and read back", csv.string()));
  auto grades = read_grading_csv(read_text(csv), question);
  if (!grades) {
    report.errors.push_back(located_csv_error(csv.string(), grades.error()));
    return {};
  }
  std::map<std::string, ManualGrade> by_student;
  for (ManualGrade& grade : *grades) by_student[grade.student] = std::move(grade);
  return by_student;
}

}  // namespace

std::string located_csv_error(const std::string& file, const std::string& error) {
  if (error.starts_with("row ")) {
    auto colon = error.find(':');
    if (colon != std::string::npos) {
      return fmt::format("{}:{}{}", file, error.substr(4, colon - 4), error.substr(colon));
    }
  }
  return fmt::format("{}: {}", file, error);
}

ManualExport grade_written_answers(std::vector<StudentResult>& students,
                                   const std::vector<ManualQuestion>& questions,
                                   const std::vector<Student>& class_students,
                                   const fs::path& out) {
  ManualExport report;
  const fs::path dir = out / "manual";
  fs::create_directories(dir);
  remove_dead_temporaries(dir);
  std::vector<std::vector<WrittenAnswer>> answers;  // per student, per question
  for (const StudentResult& student : students) {
    answers.push_back(answers_of(student, questions, class_students));
  }
  std::vector<std::map<std::string, ManualGrade>> grades;  // per question, by student
  for (std::size_t q = 0; q < questions.size(); ++q) {
    std::vector<StudentAnswer> sheet;
    for (std::size_t s = 0; s < students.size(); ++s) {
      sheet.push_back({students[s].student, answers[s][q]});
    }
    grades.push_back(sheet_of(questions[q], sheet, dir, report));
  }
  if (!report.errors.empty()) return report;
  for (std::size_t s = 0; s < students.size(); ++s) {
    students[s].manual.clear();
    for (std::size_t q = 0; q < questions.size(); ++q) {
      auto grade = grades[q].find(students[s].student);
      students[s].manual.push_back(manual_score(
          questions[q], answers[s][q].source,
          grade == grades[q].end() ? std::nullopt : std::optional<ManualGrade>(grade->second)));
    }
  }
  return report;
}

}  // namespace grader

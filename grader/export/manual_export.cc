#include "export/manual_export.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <map>

#include "check/text.h"
#include "export/atomic_file.h"
#include "export/student_key.h"
#include "manual/answer_markdown.h"
#include "manual/answers.h"
#include "report/untrusted_text.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

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
  fs::path submission = student == class_students.end() ? fs::path() : student->submission;
  return answers_in_submission(submission, questions);
}

// DS340 asks for a PDF of the notebook "in case the .ipynb has a problem": the PDF of the
// same attempt (Handin::pdf), copied to <dir>/pdf/<key>.pdf for the pages to link where
// the notebook gave no answer; "" when there is none (or it cannot be copied: said).
std::string pdf_link(const StudentResult& result, const std::vector<Student>& class_students,
                     const fs::path& dir, ManualExport& report) {
  if (!result.handin || result.handin->pdf.empty()) return "";
  auto student = std::find_if(class_students.begin(), class_students.end(),
                              [&](const Student& s) { return s.name == result.student; });
  if (student == class_students.end()) return "";
  const fs::path from = student->submission / result.handin->pdf;
  const std::string link = "pdf/" + student_file_key(result.student) + ".pdf";
  std::error_code error;
  fs::create_directories(dir / "pdf", error);
  if (!error && fs::is_regular_file(fs::symlink_status(from, error)) &&
      fs::file_size(from, error) <= kMaxNotebookBytes) {
    fs::copy_file(from, dir / link, fs::copy_options::overwrite_existing, error);
    if (!error) return link;
  }
  report.notes.push_back(fmt::format("{}: the PDF handed in could not be copied beside the pages",
                                     display_text(result.student)));
  return "";
}

// KaTeX's style sheet and fonts beside the pages (<dir>/katex/), for the math typeset at
// export (export/typeset_math.h). Returns a note to say ("" when copied).
std::string copy_katex(const fs::path& dir, const fs::path& prefix) {
  const fs::path from = katex_dist(prefix);
  std::string failed;  // the first failure, said once
  auto note = [&](const std::error_code& code) {
    if (code && failed.empty()) failed = code.message();
  };
  std::error_code error;
  fs::create_directories(dir / "katex" / "fonts", error);
  note(error);
  fs::copy_file(from / "katex.min.css", dir / "katex" / "katex.min.css",
                fs::copy_options::overwrite_existing, error);
  note(error);
  for (const auto& font : fs::directory_iterator(from / "fonts", error)) {
    fs::copy_file(font.path(), dir / "katex" / "fonts" / font.path().filename(),
                  fs::copy_options::overwrite_existing, error);
    note(error);
  }
  note(error);
  return failed.empty() ? ""
                        : fmt::format("math may look plain: copying KaTeX's style sheet and fonts "
                                      "from {} failed ({})",
                                      from.string(), failed);
}

// Every answer's math typeset (per student, per question), each failure said on its line.
std::vector<std::vector<TypesetMath>> typeset_class_math(
    ProcessRunner& runner, const KatexSetup& katex, const std::vector<StudentResult>& students,
    const std::vector<ManualQuestion>& questions,
    const std::vector<std::vector<WrittenAnswer>>& answers, const fs::path& dir,
    ManualExport& report, std::string& page_note) {
  std::vector<std::vector<MathSpan>> spans;  // student by student, question by question
  for (const auto& of_student : answers) {
    for (const WrittenAnswer& answer : of_student) {
      spans.push_back(answer.source == AnswerSource::missing ? std::vector<MathSpan>()
                                                             : answer_math(answer.text));
    }
  }
  TypesetAnswers typeset = typeset_math(runner, spans, katex);
  page_note = typeset.note;
  if (!page_note.empty()) report.notes.push_back("math is shown as TeX: " + page_note);
  if (katex.katex_prefix) {
    if (const std::string note = copy_katex(dir, *katex.katex_prefix); !note.empty()) {
      report.notes.push_back(note);
    }
  }
  std::vector<std::vector<TypesetMath>> math(students.size());
  for (std::size_t s = 0; s < students.size(); ++s) {
    for (std::size_t q = 0; q < questions.size(); ++q) {
      TypesetMath& one = typeset.answers[s * questions.size() + q];
      if (!one.failure.empty()) {
        report.notes.push_back(fmt::format("{}, {}: its math is shown as TeX ({})",
                                           questions[q].name, display_text(students[s].student),
                                           one.failure));
      }
      math[s].push_back(std::move(one));
    }
  }
  return math;
}

// One question: the page, the CSV if new, and the CSV's grades by student.
std::map<std::string, ManualGrade> sheet_of(const ManualQuestion& question,
                                            const std::vector<StudentAnswer>& answers,
                                            const fs::path& dir, const std::string& math_note,
                                            ManualExport& report) {
  const std::string key = student_file_key(question.name);
  write_file_atomically(dir / (key + ".html"), answer_page_html(question, answers, math_note));
  const fs::path csv = dir / (key + ".csv");
  if (!fs::exists(csv)) {
    write_file_atomically(csv, grading_csv(question, answers));
    report.notes.push_back(
        fmt::format("{}: new; fill in points and comments, then export again", csv.string()));
    return {};
  }
  report.notes.push_back(fmt::format("{}: already there, kept and read back", csv.string()));
  std::vector<std::string> students;
  for (const StudentAnswer& answer : answers) students.push_back(answer.student);
  auto grades = read_grading_csv(read_text(csv), question, students);
  if (!grades) {
    for (const CsvProblem& problem : grades.error()) {
      report.errors.push_back(
          fmt::format("{}:{}: {}", csv.string(), problem.line, problem.message));
    }
    return {};
  }
  std::map<std::string, ManualGrade> by_student;
  for (ManualGrade& grade : *grades) by_student[grade.student] = std::move(grade);
  return by_student;
}

}  // namespace

ManualExport grade_written_answers(std::vector<StudentResult>& students,
                                   const std::vector<ManualQuestion>& questions,
                                   const std::vector<Student>& class_students, const fs::path& out,
                                   ProcessRunner& runner, const KatexSetup& katex) {
  ManualExport report;
  const fs::path dir = out / "manual";
  fs::create_directories(dir);
  remove_dead_temporaries(dir);
  std::vector<std::vector<WrittenAnswer>> answers;  // per student, per question
  std::vector<std::string> pdfs;                    // per student
  for (const StudentResult& student : students) {
    answers.push_back(answers_of(student, questions, class_students));
    pdfs.push_back(pdf_link(student, class_students, dir, report));
  }
  std::string math_note;  // why no math is typeset, on every page
  auto math = typeset_class_math(runner, katex, students, questions, answers, dir, report,
                                 math_note);
  std::vector<std::map<std::string, ManualGrade>> grades;  // per question, by student
  for (std::size_t q = 0; q < questions.size(); ++q) {
    std::vector<StudentAnswer> sheet;
    for (std::size_t s = 0; s < students.size(); ++s) {
      sheet.push_back({students[s].student, answers[s][q], pdfs[s], std::move(math[s][q].html),
                       std::move(math[s][q].failure)});
    }
    grades.push_back(sheet_of(questions[q], sheet, dir, math_note, report));
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

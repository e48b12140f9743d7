// Grading one written question for a whole class (issue 26, part 3): a page with every
// student's answer side by side, a CSV to fill in with points and a comment per student,
// and that CSV read back. Pure: text in, text out; where the files go is the caller's.
// Student text is inert everywhere (report/untrusted_text.h): escaped for HTML on the
// page, formula-guarded in the CSV.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "manual/answers.h"

namespace grader {

struct StudentAnswer {
  std::string student;  // the student's key (export/student_key.h)
  WrittenAnswer answer;
};

// One HTML page for `question`: a row per student, in the given order, with the answer as
// the student wrote it (Markdown source, shown as text) or "no answer found".
std::string answer_page_html(const ManualQuestion& question,
                             const std::vector<StudentAnswer>& answers);

// The CSV to fill in, one row per student:
//   student,question,found,answer,points,max_points,comment
// `found` is metadata, position or missing; points and comment are left empty.
std::string grading_csv(const ManualQuestion& question, const std::vector<StudentAnswer>& answers);

// A filled-in row: points nullopt while the cell is empty (not graded yet: pending).
struct ManualGrade {
  std::string student;
  std::optional<double> points;
  std::string comment;
};

// Reads a CSV written by grading_csv() back, rows of other questions refused. The error is
// one line naming the row (a record; an answer may span lines) and what is wrong ("row 3:
// points 'x' for bob is not a number from 0 to 4").
puzzle::Expected<std::vector<ManualGrade>, std::string> read_grading_csv(
    std::string_view csv, const ManualQuestion& question);

}  // namespace grader

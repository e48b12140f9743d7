// Grading one written question for a whole class (issue 26, part 3): a page with every
// student's answer side by side, a CSV to fill in with points and a comment per student,
// and that CSV read back. Pure: text in, text out; where the files go is the caller's.
// Student text is inert everywhere: Markdown in cmark's safe mode on the page
// (answer_markdown.h), formula-guarded in the CSV (report/untrusted_text.h).
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
  std::string pdf = "";  // a PDF of the same attempt, relative to the page; "" when none
  // KaTeX's HTML of each math span of the answer (answer_math()), made at export
  // (export/typeset_math.h); empty: the math is shown as TeX.
  std::vector<std::string> math = {};
  std::string math_failure = "";  // why this answer's math is shown as TeX, when KaTeX failed on it
};

// One HTML page for `question`: a row per student, in order, the answer as the notebook shows
// it (answer_markdown.h; math typeset, styled by katex/ beside the page) or "no answer found",
// with a link to the PDF handed in with the notebook when there is one, to grade the answer
// from it. An answer whose math KaTeX failed on says so above it, with its TeX; `math_note`
// (when not empty) says at the top why no math on the page is typeset. The page runs no
// script: its Content-Security-Policy allows none, and loads nothing but katex/.
std::string answer_page_html(const ManualQuestion& question,
                             const std::vector<StudentAnswer>& answers,
                             std::string_view math_note = "");

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

// What is wrong with one row of a filled-in CSV, at the line the row starts on (as an
// editor numbers lines; an answer may span several).
struct CsvProblem {
  int line = 1;
  std::string message;  // e.g. "points 'x' for bob is not a number from 0 to 4"
};

// Reads a CSV written by grading_csv() back (common/csv.h). Every bad row is one problem,
// all of them reported: a wrong header, a row without 7 fields, another question, points
// that are not a number from 0 to the question's most, a student not in `students` (the
// class's keys: a misspelt name would otherwise grade nobody), a student twice, a quoted
// field never closed. A student without a row is pending (added since).
puzzle::Expected<std::vector<ManualGrade>, std::vector<CsvProblem>> read_grading_csv(
    std::string_view csv, const ManualQuestion& question, const std::vector<std::string>& students);

}  // namespace grader

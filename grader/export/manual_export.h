// Written questions at export (docs/instructor-guide.md "Written answers"): for an
// assignment with `manual:` questions, per question <out>/manual/<question>.html (every
// student's answer side by side) and <out>/manual/<question>.csv to fill in; and, each
// time, those CSVs read back into every student's StudentResult::manual, so that the
// gradebook, Canvas CSV, feedback and class report carry the same points.
//
// The CSV is written once: an existing one is the instructor's work and is only read
// (a line says so). The page is rewritten each time (it holds nothing of theirs).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "export/class_results.h"
#include "export/student_key.h"  // Student
#include "export/typeset_math.h"
#include "run/process_runner.h"
#include "suite/assignment.h"

namespace grader {

struct ManualExport {
  std::vector<std::string> notes;  // one line each: what was written or kept
  // One line per bad row of every CSV, "FILE:LINE: what is wrong" (LINE: where the row
  // starts, as an editor numbers lines).
  std::vector<std::string> errors;
};

// Finds each student's answers in their notebook (the first .ipynb of their submission
// in `class_students`, matched by name; none: every answer missing), typesets their math
// with `katex` through `runner` (export/typeset_math.h; KaTeX's style sheet and fonts
// copied to <out>/manual/katex/; each answer it failed on, or why none was typeset, is a
// note), writes the pages and any CSV not yet there, reads every CSV and fills
// `students[i].manual` (questions in manifest order). On errors `students` keeps no
// manual scores and the caller should write no gradebook.
ManualExport grade_written_answers(std::vector<StudentResult>& students,
                                   const std::vector<ManualQuestion>& questions,
                                   const std::vector<Student>& class_students,
                                   const std::filesystem::path& out, ProcessRunner& runner,
                                   const KatexSetup& katex);

}  // namespace grader

// gradebook.csv: one row per student (student, total, max, one column per test, status,
// reason), RFC 4180: CRLF line ends, fields quoted when needed, quotes doubled.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "export/class_results.h"
#include "report/untrusted_text.h"  // csv_field

namespace grader {

// Students in the order given; a test a student has no result for is left empty. The
// status is the GradingStatus name (graded, no_submission, wrong_file_name,
// submission_error, timed_out, grader_error) and the reason its sentence (empty when
// graded). A grader_error student's scores are left empty: they are not a grade.
std::string gradebook_csv(const std::vector<StudentResult>& students);

// One CSV record: each field through csv_field(), CRLF at the end.
std::string csv_row(const std::vector<std::string>& fields);

}  // namespace grader

// gradebook.csv: one row per student (student, total, max, one column per test, status),
// RFC 4180: CRLF line ends, fields quoted when needed, quotes doubled.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "export/class_results.h"
#include "report/untrusted_text.h"  // csv_field

namespace grader {

// Students in the order given; a test a student has no result for is left empty, and a
// student the grader could not grade gets empty scores and "grader error: ..." as status.
std::string gradebook_csv(const std::vector<StudentResult>& students);

}  // namespace grader

// Gradescope's results.json: top-level score, execution_time, output and tests[] with
// name, score, max_score, status, output and visibility. A hidden test is listed (name,
// verdict, score) with its data withheld; after_due_date / after_published map to
// Gradescope's own visibilities.
#pragma once

#include <string>

#include "grade/result.h"

namespace grader {

std::string gradescope_report(const SuiteResult& result);

}  // namespace grader

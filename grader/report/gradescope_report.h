// Gradescope's results.json: top-level score, execution_time, output and tests[] with
// name, score, max_score, status, output and visibility. A hidden test is listed (name,
// verdict, score) with its data withheld; after_due_date / after_published map to
// Gradescope's own visibilities.
#pragma once

#include <string>
#include <vector>

#include "grade/result.h"
#include "suite/assignment.h"

namespace grader {

std::string gradescope_report(const SuiteResult& result);

// The same for an assignment with written questions (`manual:`), graded by hand in
// Gradescope's own manual questions (docs/platforms/gradescope.md): the score stays the
// suites' alone, the output ends with a line saying which questions are graded
// separately, and extra_data.manual_pending lists them ({name, points}).
std::string gradescope_report(const SuiteResult& result, const std::vector<ManualQuestion>& manual);

}  // namespace grader

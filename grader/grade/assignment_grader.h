// Grading one submission against an assignment (suite/assignment.h): each suite in
// turn, then one SuiteResult for the whole, so every report, export and platform format
// shows one score. Test names get their suite's name as a prefix ("print_succ: ..."),
// scores are scaled by the suite's points or weight, and a manifest's visibility
// replaces the suite's.
#pragma once

#include <filesystem>
#include <vector>

#include "grade/grader.h"
#include "suite/assignment.h"

namespace grader {

// One result per part, in the assignment's order, merged. A lone suite's result comes
// back unchanged.
SuiteResult merge_part_results(const Assignment& assignment, std::vector<SuiteResult> parts);

// Grades `submission` against every suite of `assignment` (see grade_submission).
SuiteResult grade_assignment(const Assignment& assignment, const std::filesystem::path& submission,
                             const GradeOptions& options, ProcessRunner& runner,
                             GradingEnvironment& environment);

}  // namespace grader

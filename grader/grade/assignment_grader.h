// Grading one submission against an assignment (suite/assignment.h): each suite in
// turn, then one SuiteResult for the whole, so every report, export and platform format
// shows one score, one explanation and one reason. Test names get their suite's name as
// a prefix ("print_succ: ..."), points are scaled by the suite's points or weight and
// rounded once (docs/grader.md "Points"), and a manifest's visibility replaces the
// suite's.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "grade/grader.h"
#include "suite/assignment.h"

namespace grader {

// One result per part, in the assignment's order, merged: points scaled and rounded to
// hundredths so that checks, tests and the total add up exactly; the parts' explanations
// combined (one alternative of each part that has any: a deviation two suites name is
// said once); the submission issue when every part has one (their distinct reasons
// joined by "; "). A lone suite's result comes back with its points rounded only.
SuiteResult merge_part_results(const Assignment& assignment, std::vector<SuiteResult> parts);

// A part's test as the merged result names it: "<part>: <test>" ("print_succ: hidden-01"),
// the test's own name in a part without a name. With an empty `test`, the opening every
// test of that part shares (the text report's line per part finds them by it).
std::string name_in_part(std::string_view part, std::string_view test);

// What each test and total-time bonus of `assignment` is worth as it is graded: the
// merged result of a submission that earned nothing (each test's max_score, the bonus's
// max_points), scaled and rounded as any result is. What `validate` prints.
SuiteResult points_as_graded(const Assignment& assignment);

// Grades `submission` against every suite of `assignment` (see grade_submission).
SuiteResult grade_assignment(const Assignment& assignment, const std::filesystem::path& submission,
                             const GradeOptions& options, ProcessRunner& runner,
                             GradingEnvironment& environment);

}  // namespace grader

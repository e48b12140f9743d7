// The points an example submission gets, question by question, for verify to compare
// with its manifest entry's `points:` (docs/grader.md "verify"). The questions are the
// part names of the folder's assignment manifest (parts of one name add up: q2's public
// and hidden suites), its `manual:` questions, and `total`; where the folder has no
// assignment.yaml, each suite is a part of its own, named by its `suite:` name.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "grade/result.h"
#include "manual/answers.h"
#include "suite/assignment.h"
#include "verify/manifest.h"

namespace grader {

struct QuestionPoints {
  std::string question;
  std::optional<double> points;  // nullopt: a written answer found, not graded yet
};

// The names `points:` may use: each distinct part name in manifest order, each manual
// question, then "total".
std::vector<std::string> point_names(const Assignment& assignment);

// What a submission got, in point_names() order: per part name the sum of its parts,
// each scaled and rounded as the assignment grades it (grade/assignment_grader.h); per
// manual question 0 where no answer was found, else pending (verify has no instructor's
// grades); `total`: the parts plus the written points that count, the total the
// gradebook shows before any written answer is graded. `part_results` holds one result
// per part, in the assignment's order; `answers` one per manual question.
std::vector<QuestionPoints> points_got(const Assignment& assignment,
                                       std::vector<SuiteResult> part_results,
                                       const std::vector<WrittenAnswer>& answers);

// "" when every declared value is what was got (compared in hundredths); else each
// difference, "q6 got 8 points, not 9 as declared", joined by "; ". A name not in `got`
// is said as such (verify reports unknown names before grading: point_name_errors).
std::string points_mismatch(const std::vector<DeclaredPoints>& declared,
                            const std::vector<QuestionPoints>& got);

// The declared names of `manifest` that are not point_names(assignment), each at its
// file:line:column, with the names it could use.
SuiteErrors point_name_errors(const Manifest& manifest, const Assignment& assignment);

// "points as declared: q2 4, q3 22, ..., total 38" for an ok line ("q1 pending").
std::string points_text(const std::vector<QuestionPoints>& got);

}  // namespace grader

// PrairieLearn's external-grader results (docs/platforms/prairielearn.md), the file its
// grading job leaves in /grade/results/results.json:
//
//   {"gradable": true, "score": 0..1, "message": "...",
//    "tests": [{"name", "points", "max_points", "message", "output"}, ...]}
//
// score is the sum of the tests' points over the sum of their max_points. A submission
// that cannot be graded (no file, a wrong file name, a syntax error: the statuses
// no_submission, wrong_file_name and submission_error of grade/status.h) is
// `"gradable": false` with the reason in `message` and `format_errors`: PrairieLearn then
// awards nothing, takes nothing and does not count the attempt. So is a grading spoilt by
// the grader's own problem (status grader_error): that is never the student's score.
#pragma once

#include <cstddef>
#include <string>

#include "grade/result.h"

namespace grader {

// PrairieLearn's limit on results.json.
inline constexpr std::size_t kPrairieLearnMaxBytes = 1'000'000;

// The results.json text, always under kPrairieLearnMaxBytes: when the full version is
// larger, each test's message and output are cut (more and more, down to nothing) and
// the top-level message says so.
std::string prairielearn_report(const SuiteResult& result);

}  // namespace grader

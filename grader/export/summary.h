// summary.json: per student totals, per test pass rates, timings, the students grouped
// by explanation; for scripts and spreadsheets that want more than the gradebook.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "export/class_results.h"

namespace grader {

// {"suites": [...], "statuses": {<status name>: count, ... every status},
//  "students": [{student, status, reason (unless graded), score, max_score,
//  tests_passed, tests (those four unless grader_error), grading_time_ms}],
//  where score and max_score are the total every export shows (class_results.h
//  total_score: written answers included once graded); with written questions also
//  tests_score, tests_max_score, written: [{question, state, max_points, points (unless
//  pending)}] and final (false while some answer is pending),
//  "tests": [{name, visibility, graded, passed, pass_rate, mean_score, max_score}],
//  "timings": {students_graded, total_grading_ms, mean_grading_ms, median_grading_ms,
//  max_grading_ms}}
nlohmann::json summary_json(const std::vector<StudentResult>& students);

}  // namespace grader

// GitHub Classroom's autograding result: what its reporter (the Node action
// classroom-resources/autograding-grading-reporter) decodes from a step output
// (docs/platforms/github-classroom.md). The workflow step writes `result=<report>` to
// $GITHUB_OUTPUT; the reporter step gets it in the variable <STEP-ID>_RESULTS, base64-decodes it
// and reads the JSON
//
//   {"version": 1, "status": "pass" | "fail" | "error", "max_score": N,
//    "tests": [{"name", "status", "score", "message", "line_no", "test_code"}, ...]}
//
// (a grouped entry, see kGithubClassroomMaxGroups, also has its "max_score")
//
// Classroom records the sum of the tests' scores out of max_score, added by the reporter
// as doubles one by one: each score is written so that this sum is the decimal total
// (grade/points.h scores_summing_exactly), e.g. "Points 67.44/102", not 67.44000000000013. The
// reporter's log prints a test's message only when its status is "error", and its test_code (here
// how the test was run; left empty for hidden tests) for every test; the Markdown step summary
// (export/feedback.h) is where students read the details.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "grade/result.h"

namespace grader {

// The reporter reads the result from an environment variable, and Linux refuses to
// start a program with one variable longer than 128 KiB (MAX_ARG_STRLEN, `NAME=`
// included; the reporter then exits 126 and no points are recorded): the JSON is kept
// under this size (base64 adds a third), dropping messages and test_code when the full
// version would be larger, and when even that is larger (about 800 tests), summing
// consecutive tests into at most kGithubClassroomMaxGroups entries, each named for its
// first and last test and saying that it groups them. Sums keep the points Classroom
// records; the step summary still lists every test.
inline constexpr std::size_t kGithubClassroomMaxJsonBytes = 90'000;
// At most this many grouped entries (each under 500 bytes: well within the bound
// above, however many tests there are).
inline constexpr std::size_t kGithubClassroomMaxGroups = 100;
// A test's name is cut to this many bytes in a grouped entry's name.
inline constexpr std::size_t kGithubClassroomMaxGroupNameBytes = 80;
// Each test's message is cut to this many bytes (at a character boundary).
inline constexpr std::size_t kGithubClassroomMaxMessageBytes = 1'000;

// The JSON the reporter reads (not yet encoded).
std::string github_classroom_json(const SuiteResult& result);

// base64(github_classroom_json(result)) and a newline: the step output's value.
std::string github_classroom_report(const SuiteResult& result);

// RFC 4648 base64 with padding, no line breaks (what Node's Buffer.from(s, "base64")
// reads).
std::string base64_encode(std::string_view bytes);

}  // namespace grader

// Why a submission could not be run at all (SubmissionIssue, grade/result.h): a required
// file that is missing or misnamed, found before anything runs, or the one problem the
// harness reported for every test (syntax error, missing function or package). Such a
// reason does not depend on any test, so reports show it on hidden tests too
// (docs/suite-format.md "Scores").
#pragma once

#include <filesystem>
#include <optional>
#include <string_view>
#include <vector>

#include "grade/result.h"
#include "suite/suite.h"

namespace grader {

// The problem with the required files of `suite` in `submission` (a folder, or one file),
// or nullopt when every one is there. A required file absent but resembled by one that
// is there (another case, "driver (1).py", "driver.py.txt", or the right name in a
// sub-folder) is a wrong_file_name whose reason names both:
//   "found Driver.py; the grader looks for driver.py (names are case-sensitive)".
std::optional<SubmissionIssue> required_files_issue(const Suite& suite,
                                                    const std::filesystem::path& submission);

// What kind of problem a harness "submission error: <reason>" line names (its fixed
// phrases, grader/harness/puzzle_harness.py).
SubmissionProblem classify_harness_reason(std::string_view reason);

// The issue when every test is a submission error and all tests that call the same
// function (suite.run.function filled from the test's args; one group in command mode)
// share one reason; else nullopt. Such a reason says nothing about any test's input.
// The issue's reason is the distinct reasons in suite order, joined by "; ", each
// without the harness's "submission error: " prefix; its problem is the first one's.
// `tests` is parallel to suite.tests.
std::optional<SubmissionIssue> common_submission_issue(const Suite& suite,
                                                       const std::vector<TestResult>& tests);

// A program run by `command` that Python could not start: every test a runtime error with
// the same stderr (traceback paths compared by file name), ending in a SyntaxError (or IndentationError, TabError) or in
// "ModuleNotFoundError: No module named 'x'". Identical on every test, it says nothing
// about any of them. E.g. "Python cannot read driver.py, line 2: SyntaxError: invalid
// syntax". Else nullopt.
// A program that stops with the same error on every test, whatever the test: every test
// a runtime error with the same stderr tail (paths compared by file name). It says
// nothing about any test, so it is shown on hidden tests too, with a hint for a few
// well-known causes (time.clock, removed in Python 3.8). The tests keep their
// runtime_error verdict. Else nullopt.
std::optional<SubmissionIssue> same_crash_issue(const std::vector<TestResult>& tests);

std::optional<SubmissionIssue> python_start_issue(const Suite& suite,
                                                  const std::vector<TestResult>& tests);

}  // namespace grader

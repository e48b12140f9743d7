// Why a submission could not be run at all (SubmissionIssue, grade/result.h): a required
// file that is missing or misnamed, found before anything runs, or the one problem the
// harness reported for every test (syntax error, missing function or package). Such a
// reason does not depend on any test, so reports show it on hidden tests too
// (docs/suite-format.md "Scores").
#pragma once

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "grade/result.h"
#include "suite/suite.h"

namespace grader {

// The files of submission.files that `submission` (a folder, or one file) lacks.
std::vector<std::string> missing_required_files(const Suite& suite,
                                                const std::filesystem::path& submission);

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
// without the harness's "submission error: " prefix and with the words the program chose
// quoted as its own ('import error in m.py: "<its message>"'; a reason in none of the
// harness's shapes, as a forged one: 'your program reports "..."'); its problem is the
// first one's.
// `tests` is parallel to suite.tests.
std::optional<SubmissionIssue> common_submission_issue(const Suite& suite,
                                                       const std::vector<TestResult>& tests);

// A stderr tail with each traceback path cut to its file name: the test folder's path
// differs between tests when the grader runs without the sandbox, so tails are compared
// in this form.
std::string without_folders(const std::string& tail);

// A program that stops with the same error on every test, whatever the test: every test
// a runtime error with the same stderr tail (paths compared by file name). The reason
// quotes the tail's last line as the program's own words, never in the grader's voice:
// 'it stops with the same error on every test: driver.py, line 34, says "IndexError:
// list index out of range"' (a program can print "the grader could not run this test").
// It is shown on hidden tests under report/student_view.h's rule, with a hint for a few
// well-known causes (time.clock, removed in Python 3.8). A missing module `suite`
// declares (which the grader has: see explain_missing_modules) is said as the tests'
// reason says it, never as a bare "No module named 'numpy'" that would blame the
// grader. The tests keep their runtime_error verdict. Else nullopt.
std::optional<SubmissionIssue> same_crash_issue(const Suite& suite,
                                                const std::vector<TestResult>& tests);

// A program run by `command` that Python could not read: every test a runtime error with
// the same stderr (traceback paths compared by file name), ending in a SyntaxError (or
// IndentationError, TabError). Identical on every test, it says nothing about any of
// them. E.g. 'Python cannot read driver.py, line 2: "SyntaxError: invalid syntax"' (the
// line quoted as the program's words: same_crash_issue). Else
// nullopt. (A missing module is explain_missing_modules()'s.)
std::optional<SubmissionIssue> python_start_issue(const Suite& suite,
                                                  const std::vector<TestResult>& tests);

// "; this looks like Python 2 code, and the grader runs Python 3" when Python 3's error
// message `error` is one it gives for Python 2 code (print "x", except E, e: ...), else "":
// said once, after the syntax error it explains.
std::string python2_hint(std::string_view error);

// The sentence that tells a student the grader lacks a module their program imports, and
// what it has instead: Python's standard library and the packages `suite` declares
// (its python: section), e.g. "driver.py imports pandas, which is not installed on the
// grader; you can use Python's standard library, numpy and psutil (if pandas is a file of
// your own, hand it in too)". `file` may be empty ("your program").
std::string missing_module_sentence(std::string_view file, std::string_view module,
                                    const Suite& suite);

// The modules the submission's own files import, read without running anything: the
// first part of each name in `import M` and `from M import ...` lines of its .py files
// and its notebooks' code cells (the files handed_in lists). Empty when there are more
// than kMaxStaticImports: a submission must not list a module per possible board and
// raise the one of its test.
inline constexpr std::size_t kMaxStaticImports = 32;
std::set<std::string> static_imports(const std::filesystem::path& submission);

// Every test that failed because Python could not find a module (its stderr ends in
// "ModuleNotFoundError: No module named 'M'", or the harness said the module "is not
// installed on the grader") gets a reason that says so. When the suite declares M, the
// grader imported M before grading anyone (cli.h python_ready_or_report, and
// GradingEnvironment::python_problems per submission), so the failure is the program's
// own: a runtime_error, never a grader_error, whatever the program raised. Otherwise it
// becomes a submission_error with missing_module_sentence(), and, when M's first part is
// one of `imported` (static_imports), TestResult::imported_module = M. Either reason
// holds a name the program chose: report/student_view.h decides where a student may see
// it. Other tests are left as they are.
void explain_missing_modules(const Suite& suite, const std::set<std::string>& imported,
                             std::vector<TestResult>& tests);

}  // namespace grader

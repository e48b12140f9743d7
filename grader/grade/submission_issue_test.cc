#include "grade/submission_issue.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fmt/format.h>

#include "common/testing/temp_folder.h"
#include "grade/environment.h"
#include "grade/fake_process_runner.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

Suite driver_suite() {
  auto suite = parse_suite("submission: {files: [driver.py]}\nrun: {command: prog}\n"
                           "tests:\n  - {name: t, checks: [{kind: produced_output}]}\n",
                           "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

// A fresh submission folder holding `files` (relative paths), removed afterwards.
class Folder {
 public:
  explicit Folder(std::initializer_list<std::string> files) {
    for (const std::string& file : files) {
      fs::create_directories((folder_ / file).parent_path());
      write_file(folder_ / file, "x = 1\n");
    }
  }
  const fs::path& path() const { return folder_.path(); }

 private:
  puzzle::testing::TempFolder folder_{"submission-issue-test"};
};

std::optional<SubmissionIssue> issue_of(std::initializer_list<std::string> files) {
  Folder folder(files);
  return required_files_issue(driver_suite(), folder.path());
}

TEST(RequiredFilesIssue, none_when_the_file_is_there) {
  EXPECT_FALSE(issue_of({"driver.py", "notes.txt"}));
}

TEST(RequiredFilesIssue, an_empty_folder_says_so) {
  auto issue = issue_of({});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::missing_file);
  EXPECT_EQ(issue->reason, "the submission is empty; it must contain driver.py");
}

TEST(RequiredFilesIssue, another_case_names_both_and_says_names_are_case_sensitive) {
  auto issue = issue_of({"Driver.py"});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(issue->reason,
            "found Driver.py; the grader looks for driver.py (names are case-sensitive)");
}

TEST(RequiredFilesIssue, a_copy_suffix_or_extra_extension_is_a_wrong_name) {
  auto copy = issue_of({"driver (1).py"});
  ASSERT_TRUE(copy);
  EXPECT_EQ(copy->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(copy->reason, "found driver (1).py; the grader looks for driver.py (rename your file)");
  auto text = issue_of({"driver.py.txt"});
  ASSERT_TRUE(text);
  EXPECT_EQ(text->reason, "found driver.py.txt; the grader looks for driver.py (rename your file)");
}

TEST(RequiredFilesIssue, the_right_name_in_a_sub_folder_is_a_wrong_place) {
  auto issue = issue_of({"hw1/driver.py"});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(issue->reason, "found hw1/driver.py; the grader looks for driver.py at the top of "
                           "the submission, not in a folder");
}

TEST(RequiredFilesIssue, an_unrelated_file_is_missing_and_lists_what_was_found) {
  auto issue = issue_of({"notes.md", "b.txt", "c", "d", "e", "f", "g"});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::missing_file);
  EXPECT_EQ(issue->reason, "the submission has no driver.py; it must contain driver.py "
                           "(found: b.txt, c, d, e, f and 2 more)");
}

TEST(RequiredFilesIssue, the_one_python_file_under_another_name_is_a_wrong_name) {
  auto issue = issue_of({"solver.py", "notes.md"});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(issue->reason, "found solver.py; the grader looks for driver.py (rename your file)");
}

// The driver's two file names (docs/presets/driver-w4701.md): ColumbiaX's driver.py and
// Columbia COMS W4701's puzzle.py. Each handed in to the other's suite is a wrong name,
// said in one line, in a folder or as a single file.
TEST(RequiredFilesIssue, puzzle_py_and_driver_py_are_each_a_wrong_name_for_the_other) {
  Folder puzzle({"puzzle.py"});
  auto to_driver = required_files_issue(driver_suite(), puzzle.path());
  ASSERT_TRUE(to_driver);
  EXPECT_EQ(to_driver->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(to_driver->reason,
            "found puzzle.py; the grader looks for driver.py (rename your file)");
  auto w4701 = parse_suite("submission: {files: [puzzle.py]}\nrun: {command: prog}\n"
                           "tests:\n  - {name: t, checks: [{kind: produced_output}]}\n",
                           "s.yaml");
  ASSERT_TRUE(w4701);
  Folder driver({"driver.py", "README.md"});
  auto to_w4701 = required_files_issue(*w4701, driver.path());
  ASSERT_TRUE(to_w4701);
  EXPECT_EQ(to_w4701->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(to_w4701->reason, "found driver.py; the grader looks for puzzle.py (rename your file)");
  auto single = required_files_issue(*w4701, "/somewhere/driver.py");
  ASSERT_TRUE(single);
  EXPECT_EQ(single->reason, "found driver.py; the grader looks for puzzle.py (rename your file)");
}

TEST(RequiredFilesIssue, a_single_file_submission_with_another_case) {
  auto issue = required_files_issue(driver_suite(), "/somewhere/DRIVER.PY");
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->reason,
            "found DRIVER.PY; the grader looks for driver.py (names are case-sensitive)");
}

TEST(ClassifyHarnessReason, names_each_kind_of_problem_the_harness_reports) {
  // The phrases of grader/harness/puzzle_harness.py, as judge() records them.
  EXPECT_EQ(classify_harness_reason(
                "submission error: syntax error in m.py line 3: invalid syntax"),
            SubmissionProblem::syntax_error);
  EXPECT_EQ(classify_harness_reason("submission error: function solve not found in m.py"),
            SubmissionProblem::missing_function);
  EXPECT_EQ(classify_harness_reason("submission error: solve in m.py is not a function"),
            SubmissionProblem::missing_function);
  EXPECT_EQ(classify_harness_reason("submission error: m.py imports numpy, which is not installed "
                                    "on the grader (if it is a file of your own, hand it in too)"),
            SubmissionProblem::missing_package);
  EXPECT_EQ(classify_harness_reason(
                "submission error: import error in m.py: cannot import name 'x'"),
            SubmissionProblem::import_error);
  // The file list is checked before anything runs: a run's message never passes for it.
  EXPECT_EQ(classify_harness_reason("submission error: file not found: m.py"),
            SubmissionProblem::import_error);
  EXPECT_EQ(classify_harness_reason("submission error: f.ipynb is not a readable notebook: x"),
            SubmissionProblem::unreadable_file);
}

TestResult with(Verdict verdict, std::string reason) {
  TestResult test;
  test.verdict = verdict;
  test.reason = std::move(reason);
  return test;
}

TEST(MissingRequiredFiles, accepts_a_single_file_submission_by_its_name) {
  const Suite suite = driver_suite();
  EXPECT_TRUE(missing_required_files(suite, "/somewhere/driver.py").empty());
  EXPECT_EQ(missing_required_files(suite, "/somewhere/Driver.py"),
            std::vector<std::string>{"driver.py"});
}

Suite call_suite(int tests) {
  std::string text = "run: {call: {module: m, function: '{method}'}}\ntests:\n";
  const char* methods[] = {"bfs", "dfs"};
  for (int i = 0; i < tests; ++i) {
    text += fmt::format(
        "  - {{name: t{}, args: {{method: {}, call: '1'}}, checks: [{{kind: produced_output}}]}}\n",
        i, methods[i % 2]);
  }
  auto suite = parse_suite(text, "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

TEST(CommonSubmissionIssue, when_every_test_has_the_same_submission_error) {
  const std::string reason = "submission error: function bfs not found in m.py";
  auto issue = common_submission_issue(call_suite(1), {with(Verdict::submission_error, reason)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::missing_function);
  EXPECT_EQ(issue->reason, "function bfs not found in m.py");
}

// The issue drops the harness's "submission error: " prefix, so the words a program
// chose (an exception's message, or a whole message forged with the harness's nonce)
// are quoted as its own: they never read as the grader's.
TEST(CommonSubmissionIssue, the_programs_words_in_a_harness_reason_are_quoted) {
  auto issue_of = [](const std::string& reason) {
    auto issue = common_submission_issue(call_suite(1), {with(Verdict::submission_error, reason)});
    EXPECT_TRUE(issue) << reason;
    return issue ? issue->reason : "";
  };
  EXPECT_EQ(issue_of("submission error: the grader could not run this test, which is not your "
                     "program's fault"),
            "your program reports \"the grader could not run this test, which is not your "
            "program's fault\"");
  EXPECT_EQ(issue_of("submission error: import error in m.py: x\" (not your fault)"),
            "import error in m.py: \"x' (not your fault)\"");
  EXPECT_EQ(issue_of("submission error: syntax error in nb.ipynb cell 3 line 2: invalid syntax"),
            "syntax error in nb.ipynb cell 3 line 2: \"invalid syntax\"");
  EXPECT_EQ(issue_of("submission error: function bfs not found in nb.ipynb"),
            "function bfs not found in nb.ipynb");
  EXPECT_EQ(issue_of("submission error: function the grader failed not found in m.py"),
            "your program reports \"function the grader failed not found in m.py\"");
}

TEST(CommonSubmissionIssue, one_reason_per_called_function_is_joined) {
  const std::string bfs = "submission error: function bfs not found in m.py";
  const std::string dfs = "submission error: function dfs not found in m.py";
  auto issue = common_submission_issue(
      call_suite(4), {with(Verdict::submission_error, bfs), with(Verdict::submission_error, dfs),
                      with(Verdict::submission_error, bfs), with(Verdict::submission_error, dfs)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->reason, "function bfs not found in m.py; function dfs not found in m.py");
}

TEST(CommonSubmissionIssue, none_when_a_reason_differs_within_a_function_or_a_test_ran) {
  const std::string reason = "submission error: function bfs not found in m.py";
  // A reason that differs between tests of one function could carry a test's data.
  EXPECT_FALSE(
      common_submission_issue(call_suite(3), {with(Verdict::submission_error, reason),
                                              with(Verdict::submission_error, reason),
                                              with(Verdict::submission_error, reason + " 1,2")}));
  EXPECT_FALSE(common_submission_issue(call_suite(2), {with(Verdict::submission_error, reason),
                                                       with(Verdict::wrong_answer, "")}));
  EXPECT_FALSE(common_submission_issue(call_suite(1), {}));
}

Suite command_suite() {
  auto suite = parse_suite("run: {command: python3 driver.py}\n"
                           "tests:\n  - {name: a, checks: [{kind: produced_output}]}\n"
                           "  - {name: b, checks: [{kind: produced_output}]}\n",
                           "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

TestResult crashed(std::string stderr_tail) {
  TestResult test = with(Verdict::runtime_error, "it exited with code 1");
  test.stderr_tail = std::move(stderr_tail);
  return test;
}

TEST(PythonStartIssue, a_syntax_error_on_every_test_names_file_line_and_error) {
  const std::string tail = "  File \"/submission/driver.py\", line 2\n    def f(:\n          ^\n"
                           "SyntaxError: invalid syntax\n";
  // Without the sandbox each test runs in its own folder: the paths differ.
  std::string elsewhere = tail;
  elsewhere.replace(elsewhere.find("/submission/"), 12, "/tmp/puzzle-ws-x1/");
  auto issue = python_start_issue(command_suite(), {crashed(tail), crashed(elsewhere)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::syntax_error);
  EXPECT_EQ(issue->reason, "Python cannot read driver.py, line 2: \"SyntaxError: invalid syntax\"");
}

// Issue 37: Python 2 code is said as such, once, after the error Python 3 gives.
TEST(PythonStartIssue, python_2_code_is_said_as_such) {
  const std::string tail = "  File \"/submission/driver.py\", line 7\n    print \"moves\"\n"
                           "    ^^^^^^^^^^^^^\nSyntaxError: Missing parentheses in call to "
                           "'print'. Did you mean print(...)?\n";
  auto issue = python_start_issue(command_suite(), {crashed(tail), crashed(tail)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->reason,
            "Python cannot read driver.py, line 7: \"SyntaxError: Missing parentheses in call "
            "to 'print'. Did you mean print(...)?\"; this looks like Python 2 code, and the "
            "grader runs Python 3");
  EXPECT_EQ(python2_hint("SyntaxError: multiple exception types must be parenthesized"),
            "; this looks like Python 2 code, and the grader runs Python 3");
  EXPECT_EQ(python2_hint("SyntaxError: invalid syntax"), "");
}

Suite suite_declaring(const std::string& python) {
  auto suite = parse_suite(python + "run: {command: python3 driver.py}\n"
                                    "tests:\n  - {name: a, checks: [{kind: produced_output}]}\n",
                           "s.yaml");
  EXPECT_TRUE(suite);
  return *suite;
}

const std::string kNoPandas =
    "Traceback (most recent call last):\n  File \"/submission/driver.py\", "
    "line 3, in <module>\n    import pandas as pd\n"
    "ModuleNotFoundError: No module named 'pandas'\n";

TEST(MissingModule, names_the_module_and_what_the_grader_has_instead) {
  std::vector<TestResult> tests{crashed(kNoPandas), crashed("ValueError: x\n")};
  explain_missing_modules(suite_declaring("python: {packages: [numpy, psutil]}\n"), {}, tests);
  EXPECT_EQ(tests[0].verdict, Verdict::submission_error);
  EXPECT_EQ(tests[0].reason, "driver.py imports pandas, which is not installed on the grader; "
                             "you can use Python's standard library, numpy and psutil (if pandas "
                             "is a file of your own, hand it in too)");
  EXPECT_EQ(classify_harness_reason(tests[0].reason), SubmissionProblem::missing_package);
  EXPECT_EQ(tests[1].verdict, Verdict::runtime_error);  // another crash: left alone
  EXPECT_EQ(tests[1].reason, "it exited with code 1");
}

TEST(MissingModule, without_a_declaration_only_the_standard_library_is_promised) {
  std::vector<TestResult> tests{crashed(kNoPandas)};
  explain_missing_modules(command_suite(), {}, tests);
  EXPECT_EQ(tests[0].reason, "driver.py imports pandas, which is not installed on the grader; "
                             "you can use Python's standard library (if pandas is a file of "
                             "your own, hand it in too)");
}

TEST(MissingModule, the_harness_sentence_gets_the_same_words) {
  std::vector<TestResult> tests{with(
      Verdict::submission_error, "submission error: funny_puzzle.py imports pandas, which is not "
                                 "installed on the grader (if it is a file of your own, hand it "
                                 "in too)")};
  explain_missing_modules(suite_declaring("python: {packages: [numpy]}\n"), {}, tests);
  EXPECT_EQ(tests[0].verdict, Verdict::submission_error);
  EXPECT_EQ(tests[0].reason, "funny_puzzle.py imports pandas, which is not installed on the "
                             "grader; you can use Python's standard library and numpy (if pandas "
                             "is a file of your own, hand it in too)");
}

// The suite promised numpy and the grader imported it before grading: a program that
// raises "No module named 'numpy'" (on the tests it cannot solve) gets no grader_error.
TEST(MissingModule, a_declared_module_the_program_fails_to_import_is_its_runtime_error) {
  std::string no_numpy = kNoPandas;
  no_numpy.replace(no_numpy.find("'pandas'"), 8, "'numpy'");
  std::vector<TestResult> tests{
      crashed(no_numpy), with(Verdict::submission_error,
                              "submission error: m.py imports numpy, which is not installed "
                              "on the grader (if it is a file of your own, hand it in too)")};
  explain_missing_modules(suite_declaring("python: {packages: [numpy]}\n"), {}, tests);
  EXPECT_EQ(tests[0].verdict, Verdict::runtime_error);
  EXPECT_EQ(tests[0].reason,
            "driver.py could not import numpy, which the grader has (it was checked before "
            "grading): the error came from your program");
  EXPECT_EQ(tests[1].verdict, Verdict::runtime_error);
  EXPECT_EQ(tests[1].score, 0);
}

TEST(MissingModule, a_missing_module_on_every_test_becomes_the_submission_issue) {
  std::vector<TestResult> tests{crashed(kNoPandas), crashed(kNoPandas)};
  Suite suite = command_suite();
  explain_missing_modules(suite, {}, tests);
  auto issue = common_submission_issue(suite, tests);
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::missing_package);
  EXPECT_EQ(issue->reason, tests[0].reason);
}

// A name the program wrote before it could know any test; one it made up at run time
// (LEAK_<board>) is not in its files.
TEST(MissingModule, a_module_the_files_import_is_recorded_one_made_at_run_time_is_not) {
  std::string leak = kNoPandas;
  leak.replace(leak.find("'pandas'"), 8, "'LEAK_0_3_1'");
  std::vector<TestResult> tests{crashed(kNoPandas), crashed(leak)};
  explain_missing_modules(command_suite(), {"os", "pandas"}, tests);
  EXPECT_EQ(tests[0].imported_module, "pandas");
  EXPECT_EQ(tests[1].verdict, Verdict::submission_error);
  EXPECT_EQ(tests[1].imported_module, "");
}

TEST(StaticImports, reads_import_lines_of_python_files_and_notebook_code_cells) {
  Folder folder({});
  write_file(folder.path() / "driver.py",
             "import os, numpy as np  # comment\nfrom collections.abc import Mapping\n"
             "from . import sibling\n    import heapq\nx = 'import notamodule'\n");
  write_file(folder.path() / "nb.ipynb",
             R"({"cells": [{"cell_type": "code", "source": ["import pandas\n", "x = 1"]},
                           {"cell_type": "markdown", "source": ["import markdown_only"]}]})");
  write_file(folder.path() / "notes.txt", "import not_python\n");
  EXPECT_EQ(static_imports(folder.path()),
            (std::set<std::string>{"collections", "heapq", "numpy", "os", "pandas"}));
}

// One import per possible board, the one of the test raised at run time, would name it.
TEST(StaticImports, none_are_trusted_past_the_cap) {
  Folder folder({});
  std::string source;
  for (std::size_t i = 0; i <= kMaxStaticImports; ++i) source += fmt::format("import m{}\n", i);
  write_file(folder.path() / "driver.py", source);
  EXPECT_TRUE(static_imports(folder.path()).empty());
}

TEST(PythonStartIssue, none_for_other_crashes_or_stderr_that_differs_between_tests) {
  const std::string syntax = "SyntaxError: invalid syntax\n";
  EXPECT_FALSE(python_start_issue(command_suite(),
                                  {crashed("ValueError: x\n"), crashed("ValueError: x\n")}));
  EXPECT_FALSE(python_start_issue(command_suite(), {crashed(syntax), crashed("1,2,3\n" + syntax)}));
  EXPECT_FALSE(
      python_start_issue(command_suite(), {crashed(syntax), with(Verdict::wrong_answer, "")}));
  EXPECT_FALSE(python_start_issue(call_suite(2), {crashed(syntax), crashed(syntax)}));
}

TEST(SameCrashIssue, the_same_error_on_every_test_is_named_with_a_hint_for_known_ones) {
  const std::string tail = "Traceback (most recent call last):\n  File \"/submission/driver.py\", "
                           "line 2, in <module>\n    start = time.clock()\n"
                           "AttributeError: module 'time' has no attribute 'clock'\n";
  std::string elsewhere = tail;
  elsewhere.replace(elsewhere.find("/submission/"), 12, "/tmp/puzzle-ws-x1/");
  auto issue = same_crash_issue(command_suite(), {crashed(tail), crashed(elsewhere)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::same_crash);
  EXPECT_EQ(issue->reason,
            "it stops with the same error on every test: driver.py, line 2, says "
            "\"AttributeError: module 'time' has no attribute 'clock'\" (time.clock() was "
            "removed in Python 3.8: use time.perf_counter())");
  auto plain = same_crash_issue(command_suite(),
                                {crashed("ValueError: x\n"), crashed("ValueError: x\n")});
  ASSERT_TRUE(plain);
  EXPECT_EQ(plain->reason,
            "it stops with the same error on every test: your program says \"ValueError: x\"");
}

// Issue 37: a program that reads its board from a file of its own choosing. It did run;
// what it lacks is an input the tests never give, which the sentence says.
TEST(SameCrashIssue, a_file_no_test_gives_says_that_the_program_ran_and_what_a_test_gives) {
  const std::string missing =
      "FileNotFoundError: [Errno 2] No such file or directory: 'board.txt'\n";
  auto issue = same_crash_issue(command_suite(), {crashed(missing), crashed(missing)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->reason,
            "it stops with the same error on every test: your program says \"FileNotFoundError: "
            "[Errno 2] No such file or directory: 'board.txt'\" (your program did run: it opens "
            "board.txt, a file no test gives it; each test gives your program only what its "
            "command line holds: python3 driver.py)");
  // An absolute path is not the test folder's: no such hint.
  const std::string elsewhere =
      "FileNotFoundError: [Errno 2] No such file or directory: '/home/me/board.txt'\n";
  auto other = same_crash_issue(command_suite(), {crashed(elsewhere), crashed(elsewhere)});
  ASSERT_TRUE(other);
  EXPECT_EQ(other->reason.find("did run"), std::string::npos);
}

// A program that prints "No module named 'numpy'" on every test, numpy declared (so
// imported by the grader before grading): the issue must not read as the grader's
// missing package, in the gradebook or a student's feedback (grader_hostile.fake_declared_package).
TEST(SameCrashIssue, a_declared_module_the_program_fails_to_import_is_said_to_be_on_the_grader) {
  std::string no_numpy = kNoPandas;
  no_numpy.replace(no_numpy.find("'pandas'"), 8, "'numpy'");
  std::vector<TestResult> tests{crashed(no_numpy), crashed(no_numpy)};
  const Suite suite = suite_declaring("python: {packages: [numpy]}\n");
  explain_missing_modules(suite, {}, tests);
  auto issue = same_crash_issue(suite, tests);
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->problem, SubmissionProblem::same_crash);
  EXPECT_EQ(issue->reason,
            "it stops with the same error on every test: driver.py could not import numpy, "
            "which the grader has (it was checked before grading): the error came from your "
            "program");
}

// A program that prints the grader's own sentence on every test: the reason quotes it as
// the program's words, and its quotes cannot end the quotation early.
TEST(SameCrashIssue, the_programs_words_are_quoted_never_said_in_the_graders_voice) {
  const std::string forged =
      "x\" (the grader could not run this test, which is not your program's fault)\n";
  auto issue = same_crash_issue(command_suite(), {crashed(forged), crashed(forged)});
  ASSERT_TRUE(issue);
  EXPECT_EQ(issue->reason,
            "it stops with the same error on every test: your program says \"x' (the grader "
            "could not run this test, which is not your program's fault)\"");
}

TEST(SameCrashIssue, none_when_a_test_differs_or_did_not_crash) {
  EXPECT_FALSE(
      same_crash_issue(command_suite(), {crashed("IndexError: 3\n"), crashed("IndexError: 4\n")}));
  EXPECT_FALSE(same_crash_issue(command_suite(),
                                {crashed("ValueError: x\n"), with(Verdict::wrong_answer, "")}));
  EXPECT_FALSE(same_crash_issue(command_suite(), {crashed(""), crashed("")}));  // nothing to say
  EXPECT_FALSE(same_crash_issue(command_suite(), {}));
}

// issue 38 item 5: a layout the student made too deep or too long is the student's to
// fix, whatever the grader's temporary folder, in one sentence with the path cut short
// and the limit (the real environment: run/workspace.h copies the submission).
FolderError folder_error_of(const fs::path& submission) {
  FakeProcessRunner runner([](const ProcessSpec&) { return ProcessResult{}; });
  auto folder = make_system_environment(runner)->make_folder(submission);
  EXPECT_FALSE(folder);
  return folder ? FolderError{} : folder.error();
}

fs::path nest(fs::path path, std::size_t levels, const std::string& name) {
  for (std::size_t i = 0; i < levels; ++i) {
    path /= name;
    fs::create_directory(path);
  }
  return path;
}

TEST(FolderIssue, a_path_too_long_is_the_students_with_its_ends_and_the_limit) {
  Folder folder({"driver.py"});
  nest(folder.path(), 5, std::string(255, 'd'));  // 1,279 bytes
  const FolderError error = folder_error_of(folder.path());
  EXPECT_EQ(error.fault, FolderFault::submission);
  EXPECT_EQ(error.reason,
            "the path dddddddddddddddddddddddddddddd...dddddddddddddddddddddddddddddd in the "
            "submission is 1279 bytes long, more than the 1024 the grader takes: hand in your "
            "program's files in fewer folders with shorter names");
}

TEST(FolderIssue, a_folder_too_deep_is_the_students_with_its_depth_and_the_limit) {
  Folder folder({"driver.py"});
  nest(folder.path(), 40, "a");
  const FolderError error = folder_error_of(folder.path());
  EXPECT_EQ(error.fault, FolderFault::submission);
  EXPECT_EQ(error.reason,
            "the folder a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/.../a/a/a/a/a/a/a/a/a/a/a/a/a/a/a in the "
            "submission is 33 folders deep, more than the 32 the grader takes: hand in your "
            "program's files in fewer folders");
}

TEST(FolderIssue, a_layout_within_the_limits_gets_its_folder) {
  Folder folder({"driver.py"});
  nest(folder.path(), 32, "a");
  FakeProcessRunner runner([](const ProcessSpec&) { return ProcessResult{}; });
  EXPECT_TRUE(make_system_environment(runner)->make_folder(folder.path()));
}

}  // namespace
}  // namespace grader

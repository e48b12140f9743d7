// What a student may see of a result: the one place that decides it, used by every
// student-facing format (text, Gradescope, PrairieLearn, GitHub Classroom, the feedback
// files of `export`). The instructor's JSON and JUnit keep everything.
//
// The rule (docs/security.md "Hidden tests stay hidden"): the program knows a hidden
// test's input while it runs, so anything it controls (its output, exception text, exit
// code, module names it raises, file names it makes, harness messages it forges, its time
// and memory) can carry that input out. On a hidden test a student therefore sees only
// the verdict, the score and one sentence of a closed set (HiddenReason) whose variable
// part comes from what the public tests showed (a public test's name, a module a public
// test failed to import), never from the hidden run: a hidden run that picks which public
// failure to copy, or which of its files' imports to fail on, changes nothing a student
// reads. Beyond its verdict, a hidden test's sentence says one thing the run chose:
// whether a submission error was a missing module (docs/security.md counts the bits).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"
#include "grade/result.h"

namespace grader {

// The sentences a hidden test may give as its reason. Closed set; one table below.
enum class HiddenReason {
  none,                 // passed, wrong_answer: the verdict says it
  time_limit,           // any time limit, the test's own or the suite's total
  not_run,              // never started: the time for grading ran out before it
  stopped_at_deadline,  // running when the run's --deadline came (TestResult)
  memory_limit,
  output_limit,     // stdout, the output file or the folder's quota
  crashed,          // runtime_error
  missing_output,   // the output file is absent or not a regular file
  not_loaded,       // submission_error the student may not see the words of
  issue_withheld,   // the suite's submission issue, when its words may not be shown
  missing_module,   // a module the files import is not on the grader: a public test's module
  module_withheld,  // the same, when no public test failed on a module (none is named)
  like_public,      // a public test got the same verdict: the first such is named
  grader_error,     // the grader's own problem
};

struct HiddenReasonSentence {
  HiddenReason reason;
  std::string_view name;
  // Without a final period; "{0}" is the public test's name (like_public), the module a
  // public test failed to import (missing_module, TestResult::imported_module) or the kind
  // of problem, a name from kSubmissionProblemTable such as "syntax error" (issue_withheld).
  std::string_view sentence;
};
inline constexpr HiddenReasonSentence kHiddenReasonTable[] = {
    {HiddenReason::none, "none", ""},
    {HiddenReason::time_limit, "time_limit", "it ran longer than its time limit"},
    {HiddenReason::not_run, "not_run",
     "it was not run: the time for grading ran out before it, which says nothing about this "
     "test"},
    {HiddenReason::stopped_at_deadline, "stopped_at_deadline", kStoppedAtDeadline},
    {HiddenReason::memory_limit, "memory_limit", "it used more memory than the limit allows"},
    {HiddenReason::output_limit, "output_limit", "it printed or wrote more than the limits allow"},
    {HiddenReason::crashed, "crashed",
     "it stopped with an error (a hidden test does not show your program's own messages)"},
    {HiddenReason::missing_output, "missing_output",
     "it did not leave the output file the test reads"},
    {HiddenReason::not_loaded, "not_loaded",
     "it could not be run (a hidden test does not show your program's own messages)"},
    {HiddenReason::issue_withheld, "issue_withheld",
     "{0} (a hidden test does not show your program's own messages)"},
    {HiddenReason::missing_module, "missing_module",
     "your program imports {0}, which is not installed on the grader: use Python's standard "
     "library and the packages your assignment lists (if {0} is a file of your own, hand it in "
     "too)"},
    {HiddenReason::module_withheld, "module_withheld",
     "your program imports a module that is not installed on the grader (a hidden test does "
     "not name it): use Python's standard library and the packages your assignment lists, and "
     "hand in every file of your own that it imports"},
    {HiddenReason::like_public, "like_public",
     "it stopped as the public test {0} did: that test's details may show why (a hidden test "
     "does not show your program's own messages)"},
    {HiddenReason::grader_error, "grader_error",
     "the grader could not run this test, which is not your program's fault: please tell your "
     "instructor"},
};

std::string_view to_string(HiddenReason reason);

// The reason a hidden test gives (none for a visible one), and its variable part: the
// public test it points to (like_public) or the module (missing_module). A function of the
// test's verdict, of whether its failure was a missing module, and of the public tests'
// results: nothing else of the hidden run (its words, which module, which public failure
// it resembles) changes it.
struct HiddenVerdict {
  HiddenReason reason = HiddenReason::none;
  std::string variable;
};
HiddenVerdict hidden_verdict(const TestResult& test, const SuiteResult& result);

// Whether a student may see a test's input, expected and actual lines, stderr, its CPU
// time, wall time and memory, and its reason as the grader wrote it: not when hidden.
bool shows_details(Visibility visibility);

// The one sentence on why `test` did not pass that a student may see, without a final
// period; empty when there is none (passed, wrong_answer) or when the suite's issue
// tells why (issue_tells_why: said once, not per test).
std::string student_reason(const TestResult& test, const SuiteResult& result);

// Whether the suite's submission issue may be shown as written: it was found from the
// files handed in before anything ran (found_before_running), or every hidden test failed
// exactly like a public test, which shows the same words.
bool shows_submission_issue(const SuiteResult& result);

// "Your submission could not be run: <why>." for the suite's issue, with the grader's
// words when shows_submission_issue(), else the missing_module sentence when every test
// lacks the same imported module and a public test is among them (module_withheld when
// only hidden tests failed on it), else the issue_withheld one; empty without one.
std::string student_issue_sentence(const SuiteResult& result);

// Said once in every student-facing format (text and feedback file after the tests, the
// top-level message of Gradescope and PrairieLearn, GitHub Classroom's first failed
// hidden test) rather than under each hidden test, whenever a hidden test did not pass
// and no submission issue says why.
inline constexpr std::string_view kHiddenTestsNote =
    "Hidden tests show only their result and points: their input and output are not shown.";
bool any_hidden_failed(const SuiteResult& result);
// kHiddenTestsNote when any_hidden_failed() and not issue_tells_why(), else "".
std::string hidden_tests_note(const SuiteResult& result);

// Whether a visible test's stderr is what an earlier visible test already showed, while
// the suite's issue says why every test failed: the same five-line traceback is then
// shown once, under the first, and later tests say "the same as above".
bool stderr_shown_above(const TestResult& test, const SuiteResult& result);
inline constexpr std::string_view kSameStderrAsAbove = "stderr: the same as above";

// Whether `result`'s submission issue tells why its tests failed: then every format says
// student_issue_sentence() once, at the top, and no test repeats it (a visible test
// still shows how it was run and its stderr).
bool issue_tells_why(const SuiteResult& result);

// How a visible test that did not pass shows its failed lines, in every student-facing
// format (the text report, which Gradescope, PrairieLearn and GitHub Classroom reuse, and
// the feedback file). Closed set; one name table.
enum class FailedLines {
  each,                // each failed check: expected against actual
  expected_block,      // the program ended without writing a line the test reads (a starter):
                       // the lines the test expects, once, as a block (docs/student-guide.md)
  nothing_to_compare,  // it stopped (a crash, a limit) before any line a failed check reads:
                       // kNothingToCompare, since one "line N is missing" per check tells
                       // nothing the verdict, the reason and stderr do not
};
inline constexpr puzzle::NameRow<FailedLines> kFailedLinesTable[] = {
    {FailedLines::each, "each"},
    {FailedLines::expected_block, "expected_block"},
    {FailedLines::nothing_to_compare, "nothing_to_compare"},
};
std::string_view to_string(FailedLines view);
FailedLines failed_lines(const TestResult& test);

// The expected text of each failed check, in order (for FailedLines::expected_block);
// a line checked for its format only ends "   (only its format is checked)".
std::vector<std::string> expected_lines(const TestResult& test);

inline constexpr std::string_view kNothingToCompare =
    "It stopped before printing any line this test checks, so there is nothing to compare yet.";
inline constexpr std::string_view kExpectedLinesLead = "The test expects these lines:";

// status_reason() as a student may see it (Gradescope's and PrairieLearn's summary, the
// feedback file): the issue when shown, else the student_reason of the first test that
// gives the status.
std::string student_status_reason(const SuiteResult& result);

}  // namespace grader

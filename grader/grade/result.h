// What grading produces: one TestResult per test in suite order, plus totals. Reports
// read only these structs, so every report format shows the same facts.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "check/check.h"
#include "run/process_runner.h"
#include "suite/suite.h"

namespace grader {

// Closed set; see docs/suite-format.md "Verdicts". grader_error is the grader's own
// problem (its set-up, not the program): never the student's fault, never their score.
enum class Verdict {
  passed,
  wrong_answer,
  time_limit,
  memory_limit,
  output_limit,
  runtime_error,
  missing_output,
  submission_error,
  grader_error,
};

// The one table of verdict names: every printing and parsing goes through it.
struct VerdictName {
  Verdict verdict;
  std::string_view name;   // as written in JSON, manifests and exports
  std::string_view label;  // a short human label, e.g. "Time limit exceeded"
};
inline constexpr VerdictName kVerdictTable[] = {
    {Verdict::passed, "passed", "Passed"},
    {Verdict::wrong_answer, "wrong_answer", "Wrong answer"},
    {Verdict::time_limit, "time_limit", "Time limit exceeded"},
    {Verdict::memory_limit, "memory_limit", "Memory limit exceeded"},
    {Verdict::output_limit, "output_limit", "Output limit exceeded"},
    {Verdict::runtime_error, "runtime_error", "Runtime error"},
    {Verdict::missing_output, "missing_output", "Missing output"},
    {Verdict::submission_error, "submission_error", "Submission error"},
    {Verdict::grader_error, "grader_error", "Grader error (not your program)"},
};

std::string_view to_string(Verdict verdict);
// The verdict named `name` as written by to_string, or nullopt.
std::optional<Verdict> parse_verdict(std::string_view name);
// A short human label, e.g. "Time limit exceeded".
std::string_view label(Verdict verdict);
// Whether a test with this verdict ran to its end within every limit (passed,
// wrong_answer): only such a test can earn points (docs/suite-format.md "Scores").
bool ran_to_completion(Verdict verdict);
// Every verdict name, in table order, joined as "a, b or c" (for error messages).
std::string verdict_name_list();

// Why a submission could not be run at all. It is the same for every test, so it says
// nothing about any test: every report shows it, hidden tests included
// (docs/suite-format.md "Scores"). Closed set; one name table below.
enum class SubmissionProblem {
  missing_file,      // a file of submission.files is absent and nothing resembles it
  wrong_file_name,   // absent, but a file with nearly that name is there (Driver.py)
  unreadable_file,   // present but not readable as what it should be (a broken notebook)
  syntax_error,      // Python cannot parse the file
  missing_function,  // the function the suite calls is not defined (or not a function)
  missing_package,   // the submission imports a module the grader does not have
  import_error,      // any other failing import of the submission
  same_crash,        // it stops with the same error on every test (input or not)
  too_large,  // over the size, file count or path length a test folder may hold (run/workspace.h)
};

struct SubmissionProblemName {
  SubmissionProblem problem;
  std::string_view name;   // as written in JSON and exports
  std::string_view label;  // a short human label
};
inline constexpr SubmissionProblemName kSubmissionProblemTable[] = {
    {SubmissionProblem::missing_file, "missing_file", "Missing file"},
    {SubmissionProblem::wrong_file_name, "wrong_file_name", "Wrong file name"},
    {SubmissionProblem::unreadable_file, "unreadable_file", "Unreadable file"},
    {SubmissionProblem::syntax_error, "syntax_error", "Syntax error"},
    {SubmissionProblem::missing_function, "missing_function", "Missing function"},
    {SubmissionProblem::missing_package, "missing_package", "Missing Python package"},
    {SubmissionProblem::import_error, "import_error", "Import error"},
    {SubmissionProblem::same_crash, "same_crash", "Same crash on every test"},
    {SubmissionProblem::too_large, "too_large", "Submission too large"},
};

std::string_view to_string(SubmissionProblem problem);
std::optional<SubmissionProblem> parse_submission_problem(std::string_view name);
std::string_view label(SubmissionProblem problem);
// Whether the problem is found from the files handed in, before anything runs (missing,
// misnamed or too many files): the grader's own knowledge, so its reason may be shown on
// hidden tests as is. Every other problem is read from what the program did, which the
// program controls (report/student_view.h).
bool found_before_running(SubmissionProblem problem);

// A submission that no test could run, and the one sentence that says why (e.g. "found
// Driver.py; the grader looks for driver.py (names are case-sensitive)").
struct SubmissionIssue {
  SubmissionProblem problem = SubmissionProblem::missing_file;
  std::string reason;
};

// What the report says about a test's failing lines that a credit-earning variant of
// the suite prints (see grade/diagnose.h): one per such variant matched in the test.
struct Diagnosis {
  std::string variant;                             // the variant's name
  VariantCredit credit = VariantCredit::accepted;  // accepted or partial
  std::vector<int> checks;                         // 0-based indexes into TestResult::checks
  std::string message;         // for a visible test: may quote the student's lines
  std::string hidden_message;  // for a hidden test: names the variant, shows no data
  // An accepted deviation set's names (sorted), and the two messages without its
  // sentences, for when the report's explanation already says them (grade/explanation.h
  // refer_to_explanations); empty for a variant.
  std::vector<std::string> deviations;
  std::string message_said_above;
  std::string hidden_message_said_above;
};

// A set of deviations (suite.h): their names, sorted.
using DeviationSet = std::vector<std::string>;

// One explanation of a student's numbers (grade/explanation.h): the deviations that,
// together, reproduce what the student printed, and the tests they reproduce.
struct Explanation {
  std::vector<Deviation> deviations;  // in the suite's order, with their sentences
  std::vector<std::string> tests;     // names of the tests explained, in suite order
};

// The reason of a test stopped by the run's --deadline (TestResult::stopped_at_deadline):
// the grader's own words, so a hidden test may show them too.
inline constexpr std::string_view kStoppedAtDeadline =
    "it was stopped unfinished: grading had to end before the time the course's platform "
    "allows ran out";

struct TestResult {
  std::string name;
  Visibility visibility = Visibility::visible;
  Verdict verdict = Verdict::passed;
  double score = 0;
  double max_score = 0;
  std::string reason;          // one sentence for anything but passed/wrong_answer
  std::string input;           // how it was run: argv or call, plus stdin (display-safe)
  std::string stderr_tail;     // last lines of stderr, display-safe
  std::string output_excerpt;  // the start of the graded output, display-safe
  std::vector<Check> checks;   // the checks, in suite order
  std::vector<CheckResult> check_results;  // parallel to checks; empty when not scored
  std::vector<Diagnosis> diagnoses;        // in suite order of the variants
  bool trivial = false;                    // the suite marks the test trivial
  // It never started: the time for grading (the suite's time_total, or the run's
  // --deadline) was used up before it. Its verdict is time_limit, with a reason saying so.
  bool not_run = false;
  // It was running when the run's --deadline came, within its own limits: time_limit with
  // kStoppedAtDeadline as its reason. The platform's limit, not the test's, stopped it, so
  // no report may say it ran longer than its time limit (report/student_view.h).
  bool stopped_at_deadline = false;
  // submission_error for a module Python could not find that the submission's own files
  // import (static_imports, grade/submission_issue.h): its name, which the program wrote
  // before it could know any test, so a hidden test may name it (report/student_view.h).
  // Empty otherwise.
  std::string imported_module;
  // wrong_answer only: the deviation sets whose recorded lines the output fits on this
  // test (grade/explanation.h fitting_sets), sorted.
  std::vector<DeviationSet> fits;
  // wrong_answer only: the format slips (grade/format_slip.h) spelled the assignment's way
  // before matching, by name; and whether, with them undone, every compared line the
  // program printed is `expected` (the test is wrong by its spelling alone), or the
  // program printed False alone where the assignment prints a path (said-unsolvable: that
  // sentence speaks for the whole test, and no deviation is judged on it).
  std::vector<std::string> slips;
  bool only_slips = false;
  std::chrono::milliseconds wall_time{0};
  std::chrono::milliseconds cpu_time{0};  // what the time limit is judged on
  std::uint64_t peak_memory_bytes = 0;
  // How the run's limits were enforced; nullopt when the test was not run.
  std::optional<ResourceControl> resource_control = std::nullopt;
};

// Why the total-time bonus was not earned (docs/suite-format.md "Scores"): the first of
// its three conditions that failed, in this order. Closed set; one table below, whose
// sentence every student-facing format shows beside the bonus.
enum class BonusMiss {
  none,            // earned, or the suite has no bonus
  not_completed,   // a test did not run to completion with output
  over_time,       // the suite took longer than its time_total
  nothing_earned,  // every test finished in time, but none earned points
};
struct BonusMissName {
  BonusMiss miss;
  std::string_view name;      // as written in JSON
  std::string_view sentence;  // what the student reads
};
inline constexpr BonusMissName kBonusMissTable[] = {
    {BonusMiss::none, "none", "Every test finished within the suite's total time limit."},
    {BonusMiss::not_completed, "not_completed",
     "Not every test ran to the end and wrote its output, which the bonus needs."},
    {BonusMiss::over_time, "over_time",
     "Not every test finished within the suite's total time limit."},
    {BonusMiss::nothing_earned, "nothing_earned",
     "Every test finished in time, but no test earned points, which the bonus also needs."},
};
std::string_view to_string(BonusMiss miss);
std::optional<BonusMiss> parse_bonus_miss(std::string_view name);

// Points for finishing every test within limits.time_total (see the suite format).
struct TotalTimeBonus {
  double max_points = 0;  // 0: the suite has no such bonus
  double points = 0;
  BonusMiss missed = BonusMiss::none;  // why points < max_points; none when earned
};
// The sentence on the bonus a student reads: kBonusMissTable's for `bonus.missed`.
std::string_view bonus_sentence(const TotalTimeBonus& bonus);

// One part of an assignment (docs/assignment-manifest.md): the suites that share a name in
// the manifest, with their tests and total-time bonuses as the manifest scaled them. What
// a platform that grades by criterion needs (Vocareum's rubric, one criterion per part).
struct PartTotal {
  std::string name;
  double score = 0;
  double max_score = 0;
};

struct SuiteResult {
  std::string suite_name;
  std::vector<TestResult> tests;
  TotalTimeBonus bonus;
  // An assignment's parts, in manifest order, each name once; their scores add up to
  // score() and max_score(). Empty for a suite graded on its own.
  std::vector<PartTotal> parts;
  std::chrono::milliseconds wall_time{0};
  // Set when every test is a submission error for one reason that does not depend on
  // the test; reports show it even for hidden tests.
  std::optional<SubmissionIssue> submission_issue;
  // How the tests were fenced off: the weakest mode any of them really ran in (reports
  // state it in their metadata, see kIsolationTable).
  Isolation isolation = Isolation::sandbox;
  // The weakest ResourceControl any test ran under (rlimits if one did), for the one line
  // of report metadata that says which guarantees held; nullopt when no test ran.
  std::optional<ResourceControl> resource_control = std::nullopt;
  // What explains the student's wrong numbers (grade/explanation.h explain): empty when
  // nothing does, one explanation, or several that fit equally well.
  std::vector<Explanation> explanations;

  // Sums in hundredths of a point (grade/points.h), the bonus included.
  double score() const;
  double max_score() const;
  bool all_passed() const;
};

}  // namespace grader

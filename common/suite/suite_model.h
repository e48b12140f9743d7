// The suite format (docs/suite-format.md) as plain data: the one model `puzzle-ref gen`
// writes (reference/gen/yaml_writer.h) and the grader's loader fills
// (grader/suite/suite_loader.h). The closed sets of the format, each with its one name
// table, and one struct per part of a suite file. No YAML here: reading and writing the
// text are each side's job; what either side keeps beyond the file (gen's comment header,
// the grader's suite path) lives in its own types built on these.
//
// The model holds each test complete: the loader fills in what a file leaves to the
// suite (the suite's `args`, `defaults.checks`), and the writer leaves out a test's checks
// when they are the suite's defaults, so a suite written and read back is equal.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace puzzle::suite {

enum class CheckKind {
  exact,
  whitespace,
  regex,
  integer,
  floating,
  one_of,
  format,
  ignore,
  unordered,
  produced_output,
  python,  // one `expect` of the test's instructor-written Python check (TestCase::python)
};

// Everything known about a check kind, in one row per kind: its name in suite files and
// what it does. Printing, parsing, the loader's rules, the comparators and the scoring
// rule all read these traits, so a new kind is one new row.
struct CheckKindTraits {
  CheckKind kind;
  std::string_view name;  // as written after `kind:` in suite files
  // Compares the student's lines with the test's `expected` output, so the suite must
  // provide those lines (exact, whitespace, integer, float, unordered).
  bool reads_expected;
  // Judges a value rather than only the shape of a line: such a check can be matched
  // against what another implementation prints, and earns the points that make a test's
  // shape-only points count ("nothing for nothing", docs/suite-format.md "Scores").
  bool judges_value;
  // Looks at the lines named by `lines:` (all kinds but produced_output).
  bool takes_lines;
};
inline constexpr CheckKindTraits kCheckKindTable[] = {
    // kind                  name               reads_expected judges_value takes_lines
    {CheckKind::exact, "exact", true, true, true},
    {CheckKind::whitespace, "whitespace", true, true, true},
    {CheckKind::regex, "regex", false, true, true},
    {CheckKind::integer, "integer", true, true, true},
    {CheckKind::floating, "float", true, true, true},
    {CheckKind::one_of, "one_of", false, true, true},
    {CheckKind::format, "format", false, false, true},
    {CheckKind::ignore, "ignore", false, false, true},
    {CheckKind::unordered, "unordered", true, true, true},
    {CheckKind::produced_output, "produced_output", false, false, false},
    {CheckKind::python, "python", false, true, false},
};
const CheckKindTraits& traits(CheckKind kind);

enum class OutputSource { stdout_stream, file };
struct OutputSourceName {
  OutputSource source;
  std::string_view name;  // as written after `from:` in suite files
};
inline constexpr OutputSourceName kOutputSourceTable[] = {
    {OutputSource::stdout_stream, "stdout"},
    {OutputSource::file, "file"},
};

enum class RunMode { command, call, notebook };
struct RunModeName {
  RunMode mode;
  std::string_view name;  // the key under `run:` that selects it
};
inline constexpr RunModeName kRunModeTable[] = {
    {RunMode::command, "command"},
    {RunMode::call, "call"},
    {RunMode::notebook, "notebook"},
};

enum class Visibility { visible, hidden, after_due_date, after_published };
struct VisibilityName {
  Visibility visibility;
  std::string_view name;  // as written after `visibility:` in suite files
};
inline constexpr VisibilityName kVisibilityTable[] = {
    {Visibility::visible, "visible"},
    {Visibility::hidden, "hidden"},
    {Visibility::after_due_date, "after_due_date"},
    {Visibility::after_published, "after_published"},
};

// What a check earns when the student's output is what another rule prints (a variant
// or a recorded deviation). Suites record other rules as diagnostic only; the assignment
// manifest's `accept:` (docs/assignment-manifest.md) is the one place that gives credit.
enum class VariantCredit {
  diagnostic,  // named in the report, no points
  accepted,    // the check passes with full points
  partial,     // the check earns a share of its points and stays failed
};
struct VariantCreditName {
  VariantCredit credit;
  std::string_view name;  // as written after `credit:` in suite files
};
inline constexpr VariantCreditName kVariantCreditTable[] = {
    {VariantCredit::diagnostic, "diagnostic"},
    {VariantCredit::accepted, "accepted"},
    {VariantCredit::partial, "partial"},
};

std::string_view to_string(CheckKind kind);
std::string_view to_string(Visibility visibility);
std::string_view to_string(RunMode mode);
std::string_view to_string(OutputSource source);
std::string_view to_string(VariantCredit credit);

// The values named exactly `name` (as to_string writes them), or nullopt.
std::optional<CheckKind> parse_check_kind(std::string_view name);
std::optional<Visibility> parse_visibility(std::string_view name);
std::optional<VariantCredit> parse_variant_credit(std::string_view name);

// Which output lines a check looks at.
enum class LineSelector { single, range, last, all };

// `lines:` of a check: "3", "2-12", "last" or "all" (the default).
struct LineSpec {
  LineSelector selector = LineSelector::all;
  int first = 0;  // 1-based, for single and range; 0 for last and all
  int last = 0;   // inclusive, for range (== first for single); 0 for last and all
  bool operator==(const LineSpec&) const = default;
};

LineSpec line(int number);
LineSpec line_range(int first, int last);  // first <= last, written "first-last"
LineSpec last_line();
LineSpec all_lines();
// As written after `lines:` in suite files.
std::string to_string(const LineSpec& lines);

struct Check {
  CheckKind kind = CheckKind::exact;
  LineSpec lines;  // unused by produced_output
  double points = 0;
  std::string pattern;              // regex, format
  std::int64_t tolerance = 0;       // integer
  std::optional<double> abs_tol;    // float
  std::optional<double> rel_tol;    // float
  std::vector<std::string> values;  // one_of
  std::string name;                 // python: the name the check's code passes to expect()
  std::string message;              // python: what the student reads when it fails
  bool operator==(const Check&) const = default;
};

// What the harness does with the called function's return value. Assignments whose
// functions return their answer (lecture's bfs/dfs/ucs) need it printed to grade it.
enum class ReturnValue { ignored, printed };

struct RunSpec {
  RunMode mode = RunMode::command;
  std::string command;   // command: the template, e.g. "python3 driver.py {method}"
  std::string module;    // call: module name without .py
  std::string file;      // notebook: the .ipynb file
  std::string function;  // call, notebook; may be one {placeholder} filled per test
  ReturnValue return_value = ReturnValue::ignored;  // call, notebook: print_result
  bool operator==(const RunSpec&) const = default;
};

struct OutputSpec {
  OutputSource source = OutputSource::stdout_stream;
  std::string file;  // relative path inside the workspace, with source == file
  bool operator==(const OutputSpec&) const = default;
};

struct Limits {
  std::chrono::milliseconds time_per_test{10'000};
  std::optional<std::chrono::milliseconds> time_total;
  std::uint64_t memory_mb = 1024;
  std::uint64_t output_kb = 1024;
  int processes = 64;
  double time_total_bonus = 0;  // points when every test finishes within time_total
  bool operator==(const Limits&) const = default;
};

// What a suite declares about the Python its programs run under (docs/suite-format.md
// "Python environment"); grader/suite/python_env.h reads and checks it.
struct PythonEnvironment {
  std::string version;                // a range as written, e.g. ">=3.9,<3.14"; empty: any
  std::vector<std::string> packages;  // import names (numpy, PIL), in file order, unique
  bool operator==(const PythonEnvironment&) const = default;
};

// A known implementation variant: another rule a program may follow (e.g. A* with
// decrease-key), which prints different numbers on some tests. Credit for it is the
// assignment manifest's to give (`accept:`), never the suite's.
struct Variant {
  std::string name;         // letters, digits, '-' and '_'
  std::string description;  // one or more sentences, shown to students
  bool operator==(const Variant&) const = default;
};

// What one variant prints for one test, when it differs from `expected`.
struct VariantOutput {
  std::string variant;  // the name of a Variant declared by the suite
  std::string output;
  bool operator==(const VariantOutput&) const = default;
};

// A way a program may differ from the assignment's rules (docs/suite-format.md
// "Deviations"): one implementation choice, said in two sentences a student understands.
struct Deviation {
  std::string name;        // kebab-case, unique in the suite
  std::string dimension;   // which choice it is, kebab-case (tie-break, heuristic, ...)
  std::string yours;       // what the student's program does, e.g. "Your A* breaks ties ..."
  std::string assignment;  // what the assignment asks instead
  bool operator==(const Deviation&) const = default;
};

// One output line an `explained_by` entry records: its text; for a long line the 64-bit
// FNV-1a hash of its bytes after trailing whitespace is removed (common/fnv1a.h), written
// as 16 lowercase hex digits; or, for a line whose value is the machine's (running_time),
// an RE2 pattern the whole line must match (`format`). At most one of fnv1a and format.
struct RecordedLine {
  int number = 1;                      // 1-based
  std::string text;                    // without the newline; empty when hashed or by format
  std::optional<std::uint64_t> fnv1a;  // set for a hashed line
  std::optional<std::string> format;   // set for a line recorded by its format
  bool operator==(const RecordedLine&) const = default;
};

// What programs with the deviations `by` print on one test, where it differs from
// `expected`: lines not listed are as `expected`.
struct ExplainedOutput {
  std::vector<std::string> by;      // names of declared deviations, sorted, unique, non-empty
  std::vector<RecordedLine> lines;  // by line number, unique, non-empty
  bool operator==(const ExplainedOutput&) const = default;
};

// A test's arguments, {placeholder} values, in file order; names unique.
using Args = std::vector<std::pair<std::string, std::string>>;

// The value of the argument `name`, or nullptr.
const std::string* find_arg(const Args& args, std::string_view name);
// Sets `name` to `value`, in place when it is there, else at the end.
void set_arg(Args& args, const std::string& name, std::string value);

struct TestCase {
  std::string name;
  Args args;  // the suite's `args` first, then the test's own
  std::string stdin_data;
  std::optional<Visibility> visibility;                 // nullopt: the suite's
  std::optional<std::chrono::milliseconds> time_limit;  // nullopt: limits.time_per_test
  std::string expected;
  // Never empty once read: a test that lists no checks has the suite's default_checks.
  std::vector<Check> checks;
  std::vector<VariantOutput> variant_outputs;  // in file order
  // A board so short that many different programs print the same numbers on it: it
  // never names an explanation on its own (grader/grade/explanation.h).
  bool trivial = false;
  std::vector<ExplainedOutput> explained_by;  // in file order; each `by` set once
  // The deviation sets whose search did not finish on this test (gen's expansion limit):
  // the smallest ones only, each sorted, the list sorted. What they print there is
  // unknown, so none has an `explained_by` entry; a larger set holding one has an entry
  // where its own search finished, and without one the grader reads it as saying nothing
  // on this test (docs/suite-format.md, "Deviations").
  std::vector<std::vector<std::string>> unfinished;
  // An instructor-written Python check (docs/suite-format.md "Python checks"): run by the
  // harness against the names the submission defines instead of calling the function;
  // each expect(name, condition) it makes is the test's `kind: python` check `name`.
  // Empty: the test calls the function (or runs the command) as usual.
  std::string python;
  bool operator==(const TestCase&) const = default;
};

struct Suite {
  std::string name;
  std::string assignment;
  std::vector<std::string> required_files;
  RunSpec run;
  OutputSpec output;
  Limits limits;
  Visibility visibility = Visibility::visible;
  // What the programs may import; nullopt: the suite declares nothing, and nothing is
  // checked (docs/suite-format.md "Python environment").
  std::optional<PythonEnvironment> python;
  std::vector<Check> default_checks;  // `defaults.checks`: for tests that list none
  std::vector<Variant> variants;      // in file order; names unique
  std::vector<Deviation> deviations;  // in file order; names unique
  std::vector<TestCase> tests;
  bool operator==(const Suite&) const = default;
};

// The suite's variant named `name`, or nullptr.
const Variant* find_variant(const Suite& suite, std::string_view name);

// The suite's deviation named `name`, or nullptr.
const Deviation* find_deviation(const Suite& suite, std::string_view name);

// The most points a test can earn.
double max_points(const TestCase& test);

}  // namespace puzzle::suite

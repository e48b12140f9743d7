// The in-memory form of a suite file (docs/suite-format.md). Plain structs over closed
// enums: the loader fills them and guarantees every invariant stated here, so graders
// and reports never re-validate.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "suite/python_env.h"

namespace re2 {
class RE2;
}

namespace grader {

enum class CheckKind {
  exact, whitespace, regex, integer, floating, one_of, format, ignore, unordered,
  produced_output,
};

enum class OutputSource { stdout_stream, file };

enum class RunMode { command, call, notebook };

enum class Visibility { visible, hidden, after_due_date, after_published };

// Which output lines a check looks at.
enum class LineSelector { single, range, last, all };

struct LineSpec {
  LineSelector selector = LineSelector::all;
  int first = 1;  // 1-based, for single and range
  int last = 1;   // inclusive, for range (== first for single)
};

struct Check {
  CheckKind kind = CheckKind::exact;
  LineSpec lines;
  double points = 0;
  std::string pattern;                        // regex, format
  std::shared_ptr<const re2::RE2> compiled;   // compiled pattern (set by the loader,
                                              // see check/pattern.h)
  std::int64_t tolerance = 0;                 // integer
  std::optional<double> abs_tol;              // float
  std::optional<double> rel_tol;              // float
  std::vector<std::string> values;            // one_of
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
};

struct OutputSpec {
  OutputSource source = OutputSource::stdout_stream;
  std::string file;  // relative path inside the workspace, with source == file
};

struct Limits {
  std::chrono::milliseconds time_per_test{10'000};
  std::optional<std::chrono::milliseconds> time_total;
  std::uint64_t memory_mb = 1024;
  std::uint64_t output_kb = 1024;
  int processes = 64;
  double time_total_bonus = 0;  // points when every test finishes within time_total
};

// How a suite treats a submission whose output matches one of its variants
// (docs/suite-format.md "Variants").
enum class VariantCredit {
  diagnostic,  // named in the report, no points
  accepted,    // the check passes with full points
  partial,     // the check earns `fraction` of its points and stays failed
};

// A known implementation variant: another rule a program may follow (e.g. A* with
// decrease-key), which prints different numbers on some tests.
struct Variant {
  std::string name;         // letters, digits, '-' and '_'
  std::string description;  // one or more sentences, shown to students
  VariantCredit credit = VariantCredit::diagnostic;
  double fraction = 0;      // partial only: 0..1
};

// What one variant prints for one test, when it differs from `expected`.
struct VariantOutput {
  std::string variant;  // the name of a Variant declared by the suite
  std::string output;
};

struct TestCase {
  std::string name;
  std::map<std::string, std::string> args;
  std::string stdin_data;
  Visibility visibility = Visibility::visible;
  std::optional<std::chrono::milliseconds> time_limit;
  std::string expected;
  std::vector<Check> checks;
  std::vector<VariantOutput> variant_outputs;  // in file order
};

struct Suite {
  std::filesystem::path path;
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
  std::vector<Variant> variants;  // in file order; names unique
  std::vector<TestCase> tests;
};

// The suite's variant named `name`, or nullptr.
const Variant* find_variant(const Suite& suite, std::string_view name);

// The most points a test can earn.
double max_points(const TestCase& test);

std::string_view to_string(CheckKind kind);
std::string_view to_string(Visibility visibility);
std::string_view to_string(RunMode mode);
std::string_view to_string(OutputSource source);
std::string_view to_string(VariantCredit credit);

}  // namespace grader

#pragma once
// What `puzzle-ref gen` writes, as plain data: one struct per part of the suite format
// (docs/suite-format.md). Assignment adapters fill a SuiteSpec; yaml_writer turns it into
// text. Fields are in file order; optional ones are left empty to omit them.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/name_table.h"

namespace puzzle::gen {

// The names are the suite format's (docs/suite-format.md); a gen test checks the grader
// reads each of them back as the same value.
enum class Visibility { visible, hidden, after_due_date };
inline constexpr NameRow<Visibility> kVisibilityTable[] = {
    {Visibility::visible, "visible"},
    {Visibility::hidden, "hidden"},
    {Visibility::after_due_date, "after_due_date"},
};
static_assert(covers_each_value_once(kVisibilityTable, Visibility::after_due_date));

enum class RunMode { command, call, notebook };

enum class OutputSource { stdout_stream, file };

enum class CheckKind { exact, integer, floating, format, produced_output };
inline constexpr NameRow<CheckKind> kCheckKindTable[] = {
    {CheckKind::exact, "exact"},   {CheckKind::integer, "integer"},
    {CheckKind::floating, "float"}, {CheckKind::format, "format"},
    {CheckKind::produced_output, "produced_output"},
};
static_assert(covers_each_value_once(kCheckKindTable, CheckKind::produced_output));

enum class Credit { diagnostic, accepted, partial };
inline constexpr NameRow<Credit> kCreditTable[] = {
    {Credit::diagnostic, "diagnostic"},
    {Credit::accepted, "accepted"},
    {Credit::partial, "partial"},
};
static_assert(covers_each_value_once(kCreditTable, Credit::partial));

struct CheckSpec {
  CheckKind kind = CheckKind::exact;
  std::string lines;                // "1", "2-12", "last"; empty for produced_output
  double points = 0;
  std::string pattern;              // format
  std::optional<long long> tolerance;  // integer
  std::optional<double> rel_tol;    // float
};

// Builders, so adapters read like the suite file (and stay clear of GCC's
// missing-field-initializer warning on designated initializers).
inline CheckSpec exact_check(std::string lines, double points) {
  CheckSpec check;
  check.lines = std::move(lines);
  check.points = points;
  return check;
}
inline CheckSpec integer_check(std::string lines, long long tolerance, double points) {
  CheckSpec check = exact_check(std::move(lines), points);
  check.kind = CheckKind::integer;
  check.tolerance = tolerance;
  return check;
}
inline CheckSpec float_check(std::string lines, double rel_tol, double points) {
  CheckSpec check = exact_check(std::move(lines), points);
  check.kind = CheckKind::floating;
  check.rel_tol = rel_tol;
  return check;
}
inline CheckSpec format_check(std::string lines, std::string pattern, double points) {
  CheckSpec check = exact_check(std::move(lines), points);
  check.kind = CheckKind::format;
  check.pattern = std::move(pattern);
  return check;
}
inline CheckSpec produced_output_check(double points) {
  CheckSpec check = exact_check("", points);
  check.kind = CheckKind::produced_output;
  return check;
}

struct RunSpec {
  RunMode mode = RunMode::command;
  std::string command;  // command: the template
  std::string target;   // call: the module; notebook: the .ipynb file
  std::string function; // call, notebook
  bool print_result = false;  // call, notebook: the harness prints repr() of the return value
};

// The Python a suite's programs may rely on (docs/suite-format.md "Python environment"):
// what the adapter knows the assignment's real programs import.
struct PythonSpec {
  std::string version;                // e.g. ">=3.9"; empty: any
  std::vector<std::string> packages;  // import names, e.g. numpy, psutil
};

struct LimitsSpec {
  double time_per_test = 10;
  std::optional<double> time_total;
  std::optional<double> time_total_bonus;
  int memory_mb = 1024;
};

struct VariantSpec {
  std::string name;
  std::string description;
  Credit credit = Credit::diagnostic;
  double fraction = 0.5;  // partial only
};

// A deviation from the assignment's rules (presets/deviation.h), declared at suite level.
struct DeviationSpec {
  std::string name;
  std::string dimension;
  std::string yours;
  std::string assignment;
};

// One line a deviating program prints differently from `expected`.
struct ListedLine {
  int number = 0;       // 1-based
  std::string text;     // the line without trailing whitespace, or its hash
  bool hashed = false;  // text is the FNV-1a hash, 16 lowercase hex digits
  bool operator==(const ListedLine&) const = default;
};

// What programs with the deviations `by` (names, sorted) print where it differs.
struct ExplanationSpec {
  std::vector<std::string> by;
  std::vector<ListedLine> lines;  // ascending line numbers
};

using Args = std::vector<std::pair<std::string, std::string>>;

struct TestSpec {
  std::string name;    // tells the board; gen renames hidden tests (hidden_test_name)
  std::string method;  // the method or function the test runs, e.g. "ast"
  Args args;
  std::optional<double> time_limit;
  std::string expected;
  std::vector<CheckSpec> checks;  // empty: the suite's defaults apply
  std::vector<std::pair<std::string, std::string>> variant_outputs;  // name, whole output
  bool trivial = false;  // 0 or 1 move: many programs print the same numbers on it
  std::vector<ExplanationSpec> explained_by;
};

struct SuiteSpec {
  std::vector<std::string> header;  // comment lines, without "# "
  std::string name;
  std::string assignment;
  std::vector<std::string> files;
  RunSpec run;
  std::optional<PythonSpec> python;  // nullopt: the suite declares nothing
  OutputSource output = OutputSource::stdout_stream;
  std::string output_file;
  LimitsSpec limits;
  Visibility visibility = Visibility::visible;
  std::vector<CheckSpec> default_checks;
  std::vector<VariantSpec> variants;
  std::vector<DeviationSpec> deviations;
  std::vector<TestSpec> tests;
};

}  // namespace puzzle::gen

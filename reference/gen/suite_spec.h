#pragma once
// What `puzzle-ref gen` builds: the suite model shared with the grader
// (common/suite/suite_model.h) plus what only gen knows: the comment lines above the
// suite and the method each test runs (hidden tests are named after it). Assignment
// adapters fill a GeneratedSuite; yaml_writer turns it into text.

#include <string>
#include <utility>
#include <vector>

#include "common/suite/suite_model.h"

namespace puzzle::gen {

// The model's names, used in gen as its own. Variant and Deviation stay qualified
// (suite::Variant, suite::Deviation): puzzle:: has its own, the catalogue entries and
// deviation dimensions the suite declarations are made from.
using suite::all_lines;
using suite::Args;
using suite::Check;
using suite::CheckKind;
using suite::ExplainedOutput;
using suite::last_line;
using suite::Limits;
using suite::line;
using suite::line_range;
using suite::LineSpec;
using suite::OutputSource;
using suite::PythonEnvironment;
using suite::RecordedLine;
using suite::ReturnValue;
using suite::RunMode;
using suite::RunSpec;
using suite::TestCase;
using suite::VariantCredit;
using suite::VariantOutput;
using suite::Visibility;

struct GeneratedSuite : suite::Suite {
  std::vector<std::string> header;        // comment lines, without "# "
  std::vector<std::string> test_methods;  // the method tests[i] runs, e.g. "ast"
};

// Appends `test`, which runs `method`.
inline void add_test(GeneratedSuite& suite, TestCase test, std::string method) {
  suite.tests.push_back(std::move(test));
  suite.test_methods.push_back(std::move(method));
}

// Builders, so adapters read like the suite file (and stay clear of GCC's
// missing-field-initializer warning on designated initializers).
inline Check exact_check(LineSpec lines, double points) {
  Check check;
  check.lines = lines;
  check.points = points;
  return check;
}
inline Check integer_check(LineSpec lines, long long tolerance, double points) {
  Check check = exact_check(lines, points);
  check.kind = CheckKind::integer;
  check.tolerance = tolerance;
  return check;
}
inline Check float_check(LineSpec lines, double rel_tol, double points) {
  Check check = exact_check(lines, points);
  check.kind = CheckKind::floating;
  check.rel_tol = rel_tol;
  return check;
}
inline Check format_check(LineSpec lines, std::string pattern, double points) {
  Check check = exact_check(lines, points);
  check.kind = CheckKind::format;
  check.pattern = std::move(pattern);
  return check;
}
inline Check produced_output_check(double points) {
  Check check = exact_check(LineSpec{}, points);
  check.kind = CheckKind::produced_output;
  return check;
}

}  // namespace puzzle::gen

#include "grade/result.h"

#include <algorithm>
#include <iterator>

namespace grader {

namespace {

const VerdictName& entry(Verdict verdict) {
  for (const VerdictName& row : kVerdictTable) {
    if (row.verdict == verdict) return row;
  }
  return kVerdictTable[0];  // unreachable: verdict_table_test checks every verdict has a row
}

const SubmissionProblemName& entry(SubmissionProblem problem) {
  for (const SubmissionProblemName& row : kSubmissionProblemTable) {
    if (row.problem == problem) return row;
  }
  return kSubmissionProblemTable[0];  // unreachable: result_test checks every row exists
}

}  // namespace

std::string_view to_string(SubmissionProblem problem) { return entry(problem).name; }

std::string_view label(SubmissionProblem problem) { return entry(problem).label; }

std::optional<SubmissionProblem> parse_submission_problem(std::string_view name) {
  for (const SubmissionProblemName& row : kSubmissionProblemTable) {
    if (row.name == name) return row.problem;
  }
  return std::nullopt;
}

std::string_view to_string(Verdict verdict) { return entry(verdict).name; }

std::string_view label(Verdict verdict) { return entry(verdict).label; }

std::optional<Verdict> parse_verdict(std::string_view name) {
  for (const VerdictName& row : kVerdictTable) {
    if (row.name == name) return row.verdict;
  }
  return std::nullopt;
}

bool ran_to_completion(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed: case Verdict::wrong_answer: return true;
    case Verdict::time_limit: case Verdict::memory_limit: case Verdict::output_limit:
    case Verdict::runtime_error: case Verdict::missing_output: case Verdict::submission_error:
    case Verdict::grader_error:
      return false;
  }
  return false;
}

std::string verdict_name_list() {
  std::string out;
  const std::size_t count = std::size(kVerdictTable);
  for (std::size_t i = 0; i < count; ++i) {
    out += (i == 0 ? "" : (i + 1 == count ? " or " : ", "));
    out += kVerdictTable[i].name;
  }
  return out;
}

double SuiteResult::score() const {
  double total = bonus.points;
  for (const TestResult& test : tests) total += test.score;
  return total;
}

double SuiteResult::max_score() const {
  double total = bonus.max_points;
  for (const TestResult& test : tests) total += test.max_score;
  return total;
}

bool SuiteResult::all_passed() const {
  return std::all_of(tests.begin(), tests.end(),
                     [](const TestResult& t) { return t.verdict == Verdict::passed; });
}

}  // namespace grader

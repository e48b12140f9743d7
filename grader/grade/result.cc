#include "grade/result.h"

#include <algorithm>

namespace grader {

std::string_view to_string(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed: return "passed";
    case Verdict::wrong_answer: return "wrong_answer";
    case Verdict::time_limit: return "time_limit";
    case Verdict::memory_limit: return "memory_limit";
    case Verdict::output_limit: return "output_limit";
    case Verdict::runtime_error: return "runtime_error";
    case Verdict::missing_output: return "missing_output";
    case Verdict::submission_error: return "submission_error";
  }
  return "?";
}

std::optional<Verdict> parse_verdict(std::string_view name) {
  for (Verdict verdict : {Verdict::passed, Verdict::wrong_answer, Verdict::time_limit,
                          Verdict::memory_limit, Verdict::output_limit, Verdict::runtime_error,
                          Verdict::missing_output, Verdict::submission_error}) {
    if (to_string(verdict) == name) return verdict;
  }
  return std::nullopt;
}

std::string_view label(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed: return "Passed";
    case Verdict::wrong_answer: return "Wrong answer";
    case Verdict::time_limit: return "Time limit exceeded";
    case Verdict::memory_limit: return "Memory limit exceeded";
    case Verdict::output_limit: return "Output limit exceeded";
    case Verdict::runtime_error: return "Runtime error";
    case Verdict::missing_output: return "Missing output";
    case Verdict::submission_error: return "Submission error";
  }
  return "?";
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

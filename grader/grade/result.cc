#include "grade/result.h"

#include <algorithm>
#include <iterator>

#include "common/name_table.h"
#include "grade/points.h"

namespace grader {

namespace {

const VerdictName& entry(Verdict verdict) {
  return puzzle::row_of(kVerdictTable, &VerdictName::verdict, verdict);
}

const SubmissionProblemName& entry(SubmissionProblem problem) {
  return puzzle::row_of(kSubmissionProblemTable, &SubmissionProblemName::problem, problem);
}

const BonusMissName& entry(BonusMiss miss) {
  return puzzle::row_of(kBonusMissTable, &BonusMissName::miss, miss);
}
static_assert(puzzle::covers_each_value_once(kBonusMissTable, &BonusMissName::miss,
                                             BonusMiss::nothing_earned));

}  // namespace

std::string_view to_string(BonusMiss miss) { return entry(miss).name; }

std::optional<BonusMiss> parse_bonus_miss(std::string_view name) {
  return puzzle::value_named(kBonusMissTable, &BonusMissName::miss, name);
}

std::string_view bonus_sentence(const TotalTimeBonus& bonus) {
  return entry(bonus.missed).sentence;
}

std::string_view to_string(SubmissionProblem problem) { return entry(problem).name; }

std::string_view label(SubmissionProblem problem) { return entry(problem).label; }

std::optional<SubmissionProblem> parse_submission_problem(std::string_view name) {
  return puzzle::value_named(kSubmissionProblemTable, &SubmissionProblemName::problem, name);
}

bool found_before_running(SubmissionProblem problem) {
  switch (problem) {
    case SubmissionProblem::missing_file:
    case SubmissionProblem::wrong_file_name:
    case SubmissionProblem::too_large: return true;
    case SubmissionProblem::unreadable_file:
    case SubmissionProblem::syntax_error:
    case SubmissionProblem::missing_function:
    case SubmissionProblem::missing_package:
    case SubmissionProblem::import_error:
    case SubmissionProblem::same_crash: return false;
  }
  return false;
}

std::string_view to_string(Verdict verdict) { return entry(verdict).name; }

std::string_view label(Verdict verdict) { return entry(verdict).label; }

std::optional<Verdict> parse_verdict(std::string_view name) {
  return puzzle::value_named(kVerdictTable, &VerdictName::verdict, name);
}

bool ran_to_completion(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed:
    case Verdict::wrong_answer: return true;
    case Verdict::time_limit:
    case Verdict::memory_limit:
    case Verdict::output_limit:
    case Verdict::runtime_error:
    case Verdict::missing_output:
    case Verdict::submission_error:
    case Verdict::grader_error: return false;
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

// Summed in hundredths (grade/points.h): what every format shows adds up exactly.
double SuiteResult::score() const {
  std::vector<double> points{bonus.points};
  for (const TestResult& test : tests) points.push_back(test.score);
  return sum_points(points);
}

double SuiteResult::max_score() const {
  std::vector<double> points{bonus.max_points};
  for (const TestResult& test : tests) points.push_back(test.max_score);
  return sum_points(points);
}

bool SuiteResult::all_passed() const {
  return std::all_of(tests.begin(), tests.end(),
                     [](const TestResult& t) { return t.verdict == Verdict::passed; });
}

}  // namespace grader

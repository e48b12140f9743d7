#include "grade/assignment_grader.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "grade/points.h"

namespace grader {
namespace {

// What `earned` of `before` points is worth when those points become `after`.
double rescaled(double earned, double before, double after) {
  if (before <= 0) return 0;
  return from_hundredths(to_hundredths(earned / before * after));
}

// `test`'s points shared out as `total` hundredths over its checks, by largest
// remainder; each check earns the same fraction of its new points as before.
void share_test(TestResult& test, std::int64_t total) {
  if (test.checks.empty()) {
    test.score = rescaled(test.score, test.max_score, from_hundredths(total));
    test.max_score = from_hundredths(total);
    return;
  }
  std::vector<double> weights;
  for (const Check& check : test.checks) weights.push_back(check.points);
  const std::vector<std::int64_t> shares = apportion(total, weights);
  std::vector<double> max, earned;
  for (std::size_t i = 0; i < test.checks.size(); ++i) {
    const double after = from_hundredths(shares[i]);
    if (i < test.check_results.size()) {
      double& points = test.check_results[i].points;
      points = rescaled(points, test.checks[i].points, after);
      earned.push_back(points);
    }
    test.checks[i].points = after;
    max.push_back(after);
  }
  test.max_score = sum_points(max);
  test.score = sum_points(earned);
}

// Every point of `result` times `factor`, rounded once to hundredths by largest remainder
// (grade/points.h apportion): first the part's total over its tests and its bonus, then
// each test's share over its checks, so that the checks add up to their test, and the
// tests and bonus to the part's points (docs/grader.md "Points"). An earned share is the
// same fraction of its rounded points. A factor of 1 keeps points already in hundredths
// as they are.
void scale_points(SuiteResult& result, double factor) {
  std::vector<double> weights;
  double total = 0;
  for (const TestResult& test : result.tests) weights.push_back(test.max_score * factor);
  weights.push_back(result.bonus.max_points * factor);
  for (double weight : weights) total += weight;
  const std::vector<std::int64_t> shares = apportion(to_hundredths(total), weights);
  for (std::size_t i = 0; i < result.tests.size(); ++i) share_test(result.tests[i], shares[i]);
  const double bonus = from_hundredths(shares.back());
  result.bonus.points = rescaled(result.bonus.points, result.bonus.max_points, bonus);
  result.bonus.max_points = bonus;
}

// A part's test as the assignment shows it: renamed and with the manifest's visibility.
void restate(const AssignmentPart& part, TestResult& test) {
  test.name = name_in_part(part.name, test.name);
  if (part.visibility) test.visibility = *part.visibility;
}

std::string prefixed(const AssignmentPart& part, const std::string& test) {
  return name_in_part(part.name, test);
}

// `into` and `from` together: the deviations of both (each once, by name) and the tests
// of both.
Explanation joined(Explanation into, const Explanation& from) {
  for (const Deviation& deviation : from.deviations) {
    const bool known = std::any_of(into.deviations.begin(), into.deviations.end(),
                                   [&](const Deviation& d) { return d.name == deviation.name; });
    if (!known) into.deviations.push_back(deviation);
  }
  into.tests.insert(into.tests.end(), from.tests.begin(), from.tests.end());
  return into;
}

std::vector<std::string> deviation_names(const Explanation& explanation) {
  std::vector<std::string> names;
  for (const Deviation& deviation : explanation.deviations) names.push_back(deviation.name);
  std::sort(names.begin(), names.end());
  return names;
}

// The assignment's explanations from those of its parts (each a tie of alternatives,
// grade/explanation.h): every combination of one alternative per part that has any, so
// that the report says once what explains the student's numbers across all suites (the
// same deviation named by two suites is one sentence). Test names are prefixed.
std::vector<Explanation> merged_explanations(const Assignment& assignment,
                                             const std::vector<SuiteResult>& parts) {
  std::vector<Explanation> merged;
  for (std::size_t p = 0; p < parts.size(); ++p) {
    if (parts[p].explanations.empty()) continue;
    std::vector<Explanation> alternatives;
    for (Explanation explanation : parts[p].explanations) {
      for (std::string& test : explanation.tests) test = prefixed(assignment.parts[p], test);
      alternatives.push_back(std::move(explanation));
    }
    if (merged.empty()) {
      merged = std::move(alternatives);
      continue;
    }
    std::vector<Explanation> combined;
    for (const Explanation& left : merged) {
      for (const Explanation& right : alternatives) {
        Explanation both = joined(left, right);
        const bool seen = std::any_of(combined.begin(), combined.end(), [&](const auto& e) {
          return deviation_names(e) == deviation_names(both);
        });
        if (!seen) combined.push_back(std::move(both));
      }
    }
    merged = std::move(combined);
  }
  return merged;
}

// `reasons` joined by "; ", an opening they all share up to a ": " said once: "it stops
// with the same error on every test: a.py, line 3: ...; a.py, line 7: ...".
std::string joined_reasons(std::vector<std::string> reasons) {
  std::size_t shared = 0;  // the length of the shared opening, ": " included
  for (std::size_t at = reasons.front().find(": "); reasons.size() > 1 && at != std::string::npos;
       at = reasons.front().find(": ", at + 2)) {
    const std::string_view opening = std::string_view(reasons.front()).substr(0, at + 2);
    if (!std::all_of(reasons.begin(), reasons.end(),
                     [&](const std::string& r) { return r.starts_with(opening); })) {
      break;
    }
    shared = at + 2;
  }
  for (std::size_t i = 1; i < reasons.size(); ++i) reasons[i].erase(0, shared);
  return fmt::format("{}", fmt::join(reasons, "; "));
}

// The reason no test could run is the assignment's only when it is every suite's (else
// each test of a suite that could not run says so in its own reason): the parts' distinct
// reasons in manifest order, joined by "; " as common_submission_issue joins a suite's,
// with the first part's problem.
std::optional<SubmissionIssue> merged_issue(const std::vector<SuiteResult>& parts) {
  if (parts.empty()) return std::nullopt;
  std::optional<SubmissionIssue> merged;
  std::vector<std::string> reasons;
  for (const SuiteResult& part : parts) {
    if (!part.submission_issue) return std::nullopt;
    if (!merged) merged = part.submission_issue;
    const std::string& reason = part.submission_issue->reason;
    if (std::find(reasons.begin(), reasons.end(), reason) == reasons.end()) {
      reasons.push_back(reason);
    }
  }
  merged->reason = joined_reasons(reasons);
  return merged;
}

void add_part(const AssignmentPart& part, SuiteResult&& from, SuiteResult& into) {
  for (TestResult& test : from.tests) {
    restate(part, test);
    into.tests.push_back(std::move(test));
  }
  into.bonus.max_points = sum_points({into.bonus.max_points, from.bonus.max_points});
  into.bonus.points = sum_points({into.bonus.points, from.bonus.points});
  if (into.bonus.missed == BonusMiss::none) into.bonus.missed = from.bonus.missed;  // the first
  into.wall_time += from.wall_time;
  into.isolation = weaker(into.isolation, from.isolation);
  if (from.resource_control &&
      (!into.resource_control || *from.resource_control == ResourceControl::rlimits)) {
    into.resource_control = from.resource_control;
  }
}

// `part`'s scaled points (its tests and bonus) added to the total of its name: suites
// sharing a name are one part, counted where the name first appears.
void add_total(const std::string& name, const SuiteResult& part, std::vector<PartTotal>& totals) {
  auto total = std::find_if(totals.begin(), totals.end(),
                            [&](const PartTotal& t) { return t.name == name; });
  if (total == totals.end()) total = totals.insert(totals.end(), PartTotal{name, 0, 0});
  total->score = sum_points({total->score, part.score()});
  total->max_score = sum_points({total->max_score, part.max_score()});
}

}  // namespace

SuiteResult merge_part_results(const Assignment& assignment, std::vector<SuiteResult> parts) {
  if (parts.size() != assignment.parts.size()) {
    throw std::logic_error("merge_part_results: one result per part");
  }
  for (std::size_t i = 0; i < parts.size(); ++i) {
    scale_points(parts[i], assignment.parts[i].factor());
  }
  if (parts.size() == 1 && assignment.parts.front().name.empty()) return std::move(parts.front());
  SuiteResult merged;
  merged.suite_name = assignment.name;
  merged.isolation = parts.empty() ? Isolation::sandbox : parts.front().isolation;
  merged.submission_issue = merged_issue(parts);
  merged.explanations = merged_explanations(assignment, parts);
  for (std::size_t i = 0; i < parts.size(); ++i) {
    add_total(assignment.parts[i].name, parts[i], merged.parts);
    add_part(assignment.parts[i], std::move(parts[i]), merged);
  }
  return merged;
}

SuiteResult points_as_graded(const Assignment& assignment) {
  std::vector<SuiteResult> parts;
  for (const AssignmentPart& part : assignment.parts) {
    SuiteResult& result = parts.emplace_back();
    result.suite_name = part.suite.name;
    result.bonus.max_points = part.suite.limits.time_total_bonus;
    for (const TestCase& test : part.suite.tests) {
      TestResult& row = result.tests.emplace_back();
      row.name = test.name;
      row.checks = test.checks;
      row.max_score = max_points(test);
    }
  }
  return merge_part_results(assignment, std::move(parts));
}

SuiteResult grade_assignment(const Assignment& assignment, const std::filesystem::path& submission,
                             const GradeOptions& options, ProcessRunner& runner,
                             GradingEnvironment& environment) {
  std::vector<SuiteResult> parts;
  for (const AssignmentPart& part : assignment.parts) {
    parts.push_back(grade_submission(part.suite, submission, options, runner, environment));
  }
  return merge_part_results(assignment, std::move(parts));
}

std::string name_in_part(std::string_view part, std::string_view test) {
  return part.empty() ? std::string(test) : fmt::format("{}: {}", part, test);
}

}  // namespace grader

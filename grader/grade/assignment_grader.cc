#include "grade/assignment_grader.h"

#include <fmt/format.h>

#include <stdexcept>

namespace grader {
namespace {

// A part's test as the assignment shows it: renamed, rescaled and with the manifest's
// visibility. Check points scale too, so the per-line points a report lists add up.
void restate(const AssignmentPart& part, TestResult& test) {
  const double factor = part.factor();
  if (!part.name.empty()) test.name = fmt::format("{}: {}", part.name, test.name);
  if (part.visibility) test.visibility = *part.visibility;
  test.score *= factor;
  test.max_score *= factor;
  for (Check& check : test.checks) check.points *= factor;
  for (CheckResult& check : test.check_results) check.points *= factor;
}

void add_part(const AssignmentPart& part, SuiteResult&& from, SuiteResult& into) {
  for (TestResult& test : from.tests) {
    restate(part, test);
    into.tests.push_back(std::move(test));
  }
  into.bonus.max_points += from.bonus.max_points * part.factor();
  into.bonus.points += from.bonus.points * part.factor();
  into.wall_time += from.wall_time;
  into.isolation = weaker(into.isolation, from.isolation);
  if (from.resource_control &&
      (!into.resource_control || *from.resource_control == ResourceControl::rlimits)) {
    into.resource_control = from.resource_control;
  }
}

}  // namespace

SuiteResult merge_part_results(const Assignment& assignment, std::vector<SuiteResult> parts) {
  if (parts.size() != assignment.parts.size()) {
    throw std::logic_error("merge_part_results: one result per part");
  }
  if (parts.size() == 1 && assignment.parts.front().name.empty()) return std::move(parts.front());
  SuiteResult merged;
  merged.suite_name = assignment.name;
  merged.isolation = parts.empty() ? Isolation::sandbox : parts.front().isolation;
  // The reason no test could run is the assignment's only when it is every suite's;
  // otherwise each test of a suite that could not run says so in its own reason.
  bool every_part_has_issue = true;
  for (const SuiteResult& part : parts) every_part_has_issue &= part.submission_issue.has_value();
  if (every_part_has_issue && !parts.empty())
    merged.submission_issue = parts.front().submission_issue;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    add_part(assignment.parts[i], std::move(parts[i]), merged);
  }
  return merged;
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

}  // namespace grader

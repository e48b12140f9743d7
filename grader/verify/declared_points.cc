#include "verify/declared_points.h"

#include <fmt/format.h>

#include <algorithm>

#include "grade/assignment_grader.h"
#include "grade/points.h"
#include "manual/manual_grades.h"
#include "report/report.h"

namespace grader {
namespace {

constexpr std::string_view kTotal = "total";

// `part_results[i]`'s points as the assignment counts them: part i scaled and rounded
// alone, as merge_part_results scales each part on its own.
double part_points(const Assignment& assignment, std::size_t i, SuiteResult result) {
  Assignment one;
  one.name = assignment.name;
  one.parts.push_back(assignment.parts[i]);
  one.parts.back().name = "part";  // a name, so the result is scaled, never kept as it is
  return merge_part_results(one, {std::move(result)}).score();
}

std::vector<ManualScore> unmarked_scores(const Assignment& assignment,
                                         const std::vector<WrittenAnswer>& answers) {
  std::vector<ManualScore> scores;
  for (std::size_t q = 0; q < assignment.manual.size(); ++q) {
    const AnswerSource source = q < answers.size() ? answers[q].source : AnswerSource::missing;
    scores.push_back(manual_score(assignment.manual[q], source, std::nullopt));
  }
  return scores;
}

const QuestionPoints* find(const std::vector<QuestionPoints>& got, const std::string& name) {
  auto it = std::find_if(got.begin(), got.end(), [&](const auto& q) { return q.question == name; });
  return it == got.end() ? nullptr : &*it;
}

std::string value_text(const std::optional<double>& points) {
  return points ? format_points(*points) : std::string("pending");
}

}  // namespace

std::vector<std::string> point_names(const Assignment& assignment) {
  std::vector<std::string> names;
  for (const AssignmentPart& part : assignment.parts) {
    const std::string name = part.name.empty() ? part.suite.name : part.name;
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  for (const ManualQuestion& question : assignment.manual) names.push_back(question.name);
  names.emplace_back(kTotal);
  return names;
}

std::vector<QuestionPoints> points_got(const Assignment& assignment,
                                       std::vector<SuiteResult> part_results,
                                       const std::vector<WrittenAnswer>& answers) {
  const std::vector<std::string> names = point_names(assignment);
  std::vector<std::vector<double>> by_name(names.size());
  std::vector<double> every;
  for (std::size_t i = 0; i < assignment.parts.size() && i < part_results.size(); ++i) {
    const AssignmentPart& part = assignment.parts[i];
    const std::string name = part.name.empty() ? part.suite.name : part.name;
    const auto at = std::find(names.begin(), names.end(), name) - names.begin();
    const double points = part_points(assignment, i, std::move(part_results[i]));
    by_name[static_cast<std::size_t>(at)].push_back(points);  // at >= 0: names holds it
    every.push_back(points);
  }
  std::vector<QuestionPoints> got;
  const std::size_t parts = names.size() - assignment.manual.size() - 1;
  for (std::size_t n = 0; n < parts; ++n) got.push_back({names[n], sum_points(by_name[n])});
  const std::vector<ManualScore> scores = unmarked_scores(assignment, answers);
  for (const ManualScore& score : scores) {
    got.push_back({score.question, score.state == ManualState::pending
                                       ? std::nullopt
                                       : std::optional<double>(score.points)});
  }
  every.push_back(manual_points(scores));
  got.push_back({std::string(kTotal), sum_points(every)});
  return got;
}

std::string points_mismatch(const std::vector<DeclaredPoints>& declared,
                            const std::vector<QuestionPoints>& got) {
  std::vector<std::string> differences;
  for (const DeclaredPoints& want : declared) {
    const QuestionPoints* have = find(got, want.question);
    if (have == nullptr) {
      differences.push_back(fmt::format("{} is not a question of this assignment", want.question));
      continue;
    }
    const bool same = want.points && have->points
                          ? to_hundredths(*want.points) == to_hundredths(*have->points)
                          : want.points.has_value() == have->points.has_value();
    if (!same) {
      differences.push_back(fmt::format("{} got {}, not {} as declared", want.question,
                                        value_text(have->points), value_text(want.points)));
    }
  }
  return fmt::format("{}", fmt::join(differences, "; "));
}

SuiteErrors point_name_errors(const Manifest& manifest, const Assignment& assignment) {
  const std::vector<std::string> names = point_names(assignment);
  SuiteErrors errors;
  for (const ManifestEntry& entry : manifest.entries) {
    for (const DeclaredPoints& declared : entry.points) {
      if (std::find(names.begin(), names.end(), declared.question) != names.end()) continue;
      errors.push_back({manifest.path.string(), declared.line, declared.column,
                        fmt::format("'{}' is not a question of {}; use {}", declared.question,
                                    assignment.path.filename().string(), fmt::join(names, ", ")),
                        "points"});
    }
  }
  return errors;
}

std::string points_text(const std::vector<QuestionPoints>& got) {
  std::vector<std::string> parts;
  for (const QuestionPoints& question : got) {
    parts.push_back(fmt::format("{} {}", question.question, value_text(question.points)));
  }
  return fmt::format("points as declared: {}", fmt::join(parts, ", "));
}

}  // namespace grader

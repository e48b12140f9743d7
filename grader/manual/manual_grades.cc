#include "manual/manual_grades.h"

#include <fmt/format.h>

#include "common/name_table.h"
#include "grade/points.h"
#include "report/report.h"

namespace grader {

static_assert(puzzle::covers_each_value_once(kManualStateTable, &ManualStateName::state,
                                             ManualState::no_answer));

std::string_view to_string(ManualState state) {
  return puzzle::row_of(kManualStateTable, &ManualStateName::state, state).name;
}

std::string points_with_written(double points, double most, double by_hand) {
  if (by_hand <= 0) return fmt::format("{}/{}", format_points(points), format_points(most));
  return fmt::format("{} of {}; {} graded by hand (export --suite)", format_points(points),
                     format_points(sum_points({most, by_hand})), format_points(by_hand));
}

ManualScore manual_score(const ManualQuestion& question, AnswerSource found,
                         const std::optional<ManualGrade>& grade) {
  ManualScore score{question.name, question.points, ManualState::pending, 0, ""};
  if (grade) score.comment = grade->comment;
  if (grade && grade->points) {
    score.state = ManualState::graded;
    score.points = *grade->points;
  } else if (found == AnswerSource::missing) {
    score.state = ManualState::no_answer;
  }
  return score;
}

// Summed as every other total is (grade/points.h): in hundredths, so that the written
// points added to the suites' never show float noise.
double manual_points(const std::vector<ManualScore>& scores) {
  std::vector<double> points;
  for (const ManualScore& score : scores) points.push_back(score.points);  // 0 unless graded
  return sum_points(points);
}

double manual_max_points(const std::vector<ManualScore>& scores) {
  std::vector<double> points;
  for (const ManualScore& score : scores) points.push_back(score.max_points);
  return sum_points(points);
}

bool has_pending(const std::vector<ManualScore>& scores) {
  for (const ManualScore& score : scores) {
    if (score.state == ManualState::pending) return true;
  }
  return false;
}

std::string manual_score_text(const ManualScore& score) {
  switch (score.state) {
    case ManualState::graded: return fmt::format("{:g}/{:g}", score.points, score.max_points);
    case ManualState::pending: return "not graded yet";
    case ManualState::no_answer: return fmt::format("no answer found for {}", score.question);
  }
  return "";
}

std::string manual_score_cell(const ManualScore& score) {
  return score.state == ManualState::pending ? "pending" : fmt::format("{:g}", score.points);
}

std::string manual_note(const std::vector<ManualScore>& scores) {
  std::string note;
  for (const ManualScore& score : scores) {
    if (score.state == ManualState::graded) continue;
    if (!note.empty()) note += "; ";
    note += score.state == ManualState::pending
                ? fmt::format("{} pending (not in the total yet)", score.question)
                : manual_score_text(score);
  }
  return note;
}

}  // namespace grader

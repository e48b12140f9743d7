// A student's written questions once graded (or not yet): what the instructor's filled-in
// CSVs (answer_sheet.h read_grading_csv) say, joined with whether an answer was found.
// Every export shows the same three states from here, so none shows a silent 0:
//   graded     the CSV gives points (also for a missing answer: the instructor's call);
//   pending    an answer was found and its points cell is still empty: not in the total;
//   no_answer  no answer was found and the cell is empty: 0 points, said as such
//              ("no answer found for q5").
// Pure: no files.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "manual/answer_sheet.h"

namespace grader {

// Closed set; one name table.
enum class ManualState { graded, pending, no_answer };
struct ManualStateName {
  ManualState state;
  std::string_view name;  // as written in exports
};
inline constexpr ManualStateName kManualStateTable[] = {
    {ManualState::graded, "graded"},
    {ManualState::pending, "pending"},
    {ManualState::no_answer, "no_answer"},
};
std::string_view to_string(ManualState state);

struct ManualScore {
  std::string question;  // ManualQuestion::name
  double max_points = 0;
  ManualState state = ManualState::pending;
  double points = 0;    // graded: the CSV's; otherwise 0
  std::string comment;  // the instructor's, as written (for the student)
};

// The score of one question for one student: `grade` is the student's row of the
// question's CSV (nullopt when the CSV has none, e.g. a student added since: pending).
ManualScore manual_score(const ManualQuestion& question, AnswerSource found,
                         const std::optional<ManualGrade>& grade);

// Points that count in the total (graded and no_answer), and the most all could give.
double manual_points(const std::vector<ManualScore>& scores);
double manual_max_points(const std::vector<ManualScore>& scores);
// Whether some question is still pending (the total is not final).
bool has_pending(const std::vector<ManualScore>& scores);

// One short sentence per state, for a student or a gradebook: "3/4", "not graded yet",
// "no answer found for q5".
std::string manual_score_text(const ManualScore& score);

// `points` of the `most` the suites give, said with the `by_hand` points of the written
// questions `export --suite` grades: "38 of 60; 22 graded by hand (export --suite)";
// "38/38" without any.
std::string points_with_written(double points, double most, double by_hand);

// A gradebook cell: the points ("3", "0" for no_answer) or "pending".
std::string manual_score_cell(const ManualScore& score);

// The gradebook's note on the written questions: what is not plain points, joined with
// "; ", e.g. "no answer found for q5; q8 pending (not in the total yet)". Empty when
// every question is graded.
std::string manual_note(const std::vector<ManualScore>& scores);

}  // namespace grader

#include "manual/manual_grades.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

const ManualQuestion kQ1{"q1", 4, "Question 1 (4 points)"};
const ManualQuestion kQ5{"q5", 6, "Question 5 (6 points)"};
const ManualQuestion kQ8{"q8", 4, "Question 8 (4 points)"};

// One of each state, as a filled-in CSV gives them: q1 graded 3 of 4, q5 without an
// answer nor points, q8 answered but its cell still empty.
std::vector<ManualScore> one_of_each() {
  return {manual_score(kQ1, AnswerSource::metadata, ManualGrade{"alice", 3.0, "good"}),
          manual_score(kQ5, AnswerSource::missing, ManualGrade{"alice", std::nullopt, ""}),
          manual_score(kQ8, AnswerSource::position, std::nullopt)};
}

TEST(ManualScore, is_graded_pending_or_without_answer_as_the_csv_and_notebook_say) {
  auto scores = one_of_each();
  EXPECT_EQ(scores[0].state, ManualState::graded);
  EXPECT_EQ(scores[0].points, 3);
  EXPECT_EQ(scores[0].comment, "good");
  EXPECT_EQ(scores[1].state, ManualState::no_answer);
  EXPECT_EQ(scores[2].state, ManualState::pending);
}

TEST(ManualScore, points_given_for_a_missing_answer_are_the_instructors_call) {
  ManualScore score = manual_score(kQ5, AnswerSource::missing, ManualGrade{"bob", 2.0, ""});
  EXPECT_EQ(score.state, ManualState::graded);
  EXPECT_EQ(score.points, 2);
}

TEST(ManualScore, totals_count_graded_points_and_all_the_maxima) {
  auto scores = one_of_each();
  EXPECT_EQ(manual_points(scores), 3);       // q1's 3; q5 no answer 0; q8 pending adds nothing
  EXPECT_EQ(manual_max_points(scores), 14);  // 4 + 6 + 4
  EXPECT_TRUE(has_pending(scores));
  scores.pop_back();
  EXPECT_FALSE(has_pending(scores));
}

// Summed in hundredths as every total is (grade/points.h): 0.1 + 0.2 is 0.3, not
// 0.30000000000000004, and so is 1.1 + 2.2 of 3.3.
TEST(ManualScore, totals_have_no_float_noise) {
  std::vector<ManualScore> scores(2);
  scores[0].points = 0.1;
  scores[0].max_points = 1.1;
  scores[0].state = ManualState::graded;
  scores[1].points = 0.2;
  scores[1].max_points = 2.2;
  scores[1].state = ManualState::graded;
  EXPECT_EQ(manual_points(scores), 0.3);
  EXPECT_EQ(manual_max_points(scores), 3.3);
}

TEST(ManualScore, every_state_is_said_never_a_silent_zero) {
  auto scores = one_of_each();
  EXPECT_EQ(manual_score_text(scores[0]), "3/4");
  EXPECT_EQ(manual_score_text(scores[1]), "no answer found for q5");
  EXPECT_EQ(manual_score_text(scores[2]), "not graded yet");
  EXPECT_EQ(manual_score_cell(scores[2]), "pending");
  EXPECT_EQ(manual_note(scores), "no answer found for q5; q8 pending (not in the total yet)");
}

}  // namespace
}  // namespace grader

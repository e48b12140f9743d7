#include "verify/declared_points.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

// A suite of tests worth `points` each, one check per test.
Suite suite_of(const std::string& name, const std::vector<double>& points) {
  Suite suite;
  suite.name = name;
  suite.path = name + ".yaml";
  for (double each : points) {
    TestCase test;
    test.name = "t";
    Check check;
    check.points = each;
    test.checks.push_back(check);
    suite.tests.push_back(test);
  }
  return suite;
}

// `earned[i]` of `most[i]` points on test i.
SuiteResult result_of(const std::vector<double>& earned, const std::vector<double>& most) {
  SuiteResult result;
  for (std::size_t i = 0; i < earned.size(); ++i) {
    TestResult test;
    test.name = "t";
    test.score = earned[i];
    test.max_score = most[i];
    test.verdict = earned[i] == most[i] ? Verdict::passed : Verdict::wrong_answer;
    result.tests.push_back(test);
  }
  return result;
}

// Hand-worked: q6 is a public suite of two 10-point tests scaled to 4 points and a hidden
// one of one 10-point test scaled to 6; q2 one 3-point test as it is; q1 (4) and q5 (6)
// written. A student with 10 + 8 of 20 public, 5 of 10 hidden, 3 of 3, an answer to q1
// and none to q5 gets q6 = 18 / 20 * 4 + 5 / 10 * 6 = 3.6 + 3 = 6.6, q2 3, q1 pending,
// q5 0, total 9.6.
Assignment fifteen_like() {
  Assignment assignment;
  assignment.name = "fifteen";
  assignment.path = "assignment.yaml";
  assignment.parts.push_back({"q6", suite_of("public-q6", {10, 10}), {4, 1}, std::nullopt});
  assignment.parts.push_back({"q2", suite_of("public-q2", {3}), {}, std::nullopt});
  assignment.parts.push_back({"q6", suite_of("hidden-q6", {10}), {6, 1}, std::nullopt});
  assignment.manual = {{"q1", 4, "Question 1"}, {"q5", 6, "Question 5"}};
  return assignment;
}

std::vector<QuestionPoints> got_of_the_example() {
  return points_got(
      fifteen_like(), {result_of({10, 8}, {10, 10}), result_of({3}, {3}), result_of({5}, {10})},
      {{"q1", AnswerSource::metadata, "h is admissible"}, {"q5", AnswerSource::missing, ""}});
}

TEST(DeclaredPoints, names_are_the_parts_once_then_the_written_questions_then_total) {
  EXPECT_EQ(point_names(fifteen_like()),
            (std::vector<std::string>{"q6", "q2", "q1", "q5", "total"}));
}

TEST(DeclaredPoints, adds_up_parts_of_one_name_and_counts_a_missing_answer_as_zero) {
  EXPECT_EQ(points_text(got_of_the_example()),
            "points as declared: q6 6.6, q2 3, q1 pending, q5 0, total 9.6");
}

TEST(DeclaredPoints, the_hand_worked_values_match) {
  std::vector<DeclaredPoints> declared = {
      {"q6", 6.6}, {"q2", 3}, {"q1", std::nullopt}, {"q5", 0}, {"total", 9.6}};
  EXPECT_EQ(points_mismatch(declared, got_of_the_example()), "");
}

TEST(DeclaredPoints, a_wrong_declared_value_is_a_mismatch) {
  EXPECT_EQ(points_mismatch({{"q6", 7}}, got_of_the_example()), "q6 got 6.6, not 7 as declared");
  EXPECT_EQ(points_mismatch({{"total", 9.59}}, got_of_the_example()),
            "total got 9.6, not 9.59 as declared");
  EXPECT_EQ(points_mismatch({{"q1", 0}, {"q5", std::nullopt}}, got_of_the_example()),
            "q1 got pending, not 0 as declared; q5 got 0, not pending as declared");
}

TEST(DeclaredPoints, an_unknown_name_is_an_error_at_its_place) {
  Manifest manifest;
  manifest.path = "submissions/manifest.yaml";
  ManifestEntry entry;
  entry.points = {{"q6", 6.6, 4, 15}, {"q11", 1, 4, 24}};
  manifest.entries.push_back(entry);
  const SuiteErrors errors = point_name_errors(manifest, fifteen_like());
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].to_string(),
            "submissions/manifest.yaml:4:24: 'q11' is not a question of assignment.yaml; use "
            "q6, q2, q1, q5, total (key 'points')");
}

}  // namespace
}  // namespace grader

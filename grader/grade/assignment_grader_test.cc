#include "grade/assignment_grader.h"

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <fstream>

#include "common/testing/temp_folder.h"

namespace grader {
namespace {

Suite suite_worth(std::string name, std::vector<double> points) {
  Suite suite;
  suite.name = std::move(name);
  for (double p : points) {
    TestCase test;
    test.name = "t" + std::to_string(suite.tests.size() + 1);
    Check check;
    check.points = p;
    test.checks = {check};
    suite.tests.push_back(test);
  }
  return suite;
}

TestResult result_of(const TestCase& test, Verdict verdict, double score) {
  TestResult result;
  result.name = test.name;
  result.verdict = verdict;
  result.score = score;
  result.max_score = max_points(test);
  result.checks = test.checks;
  CheckResult check;
  check.points = score;
  result.check_results = {check};
  return result;
}

// public: 2 tests of 5 points scaled to 20 in all; hidden: 1 test of 30 at weight 0.5.
Assignment two_part_assignment() {
  Assignment assignment;
  assignment.name = "hw";
  assignment.parts.push_back({"solve", suite_worth("pub", {5, 5}), {20.0, 1}, std::nullopt});
  assignment.parts.push_back(
      {"solve-hidden", suite_worth("hid", {30}), {std::nullopt, 0.5}, Visibility::hidden});
  return assignment;
}

TEST(MergePartResults, PrefixesNamesScalesPointsAndAppliesVisibility) {
  Assignment assignment = two_part_assignment();
  SuiteResult pub, hid;
  pub.tests = {result_of(assignment.parts[0].suite.tests[0], Verdict::passed, 5),
               result_of(assignment.parts[0].suite.tests[1], Verdict::wrong_answer, 0)};
  hid.tests = {result_of(assignment.parts[1].suite.tests[0], Verdict::passed, 30)};
  SuiteResult merged = merge_part_results(assignment, {pub, hid});
  EXPECT_EQ(merged.suite_name, "hw");
  ASSERT_EQ(merged.tests.size(), 3u);
  EXPECT_EQ(merged.tests[0].name, "solve: t1");
  EXPECT_EQ(merged.tests[2].name, "solve-hidden: t1");
  // Hand-worked: 5 of 10 own points -> 10 of 20; 30 of 30 at weight 0.5 -> 15 of 15.
  EXPECT_DOUBLE_EQ(merged.tests[0].score, 10);
  EXPECT_DOUBLE_EQ(merged.tests[0].max_score, 10);
  EXPECT_DOUBLE_EQ(merged.tests[0].checks[0].points, 10);
  EXPECT_DOUBLE_EQ(merged.tests[0].check_results[0].points, 10);
  EXPECT_DOUBLE_EQ(merged.score(), 25);
  EXPECT_DOUBLE_EQ(merged.max_score(), 35);
  EXPECT_EQ(merged.tests[0].visibility, Visibility::visible);
  EXPECT_EQ(merged.tests[2].visibility, Visibility::hidden);
}

TEST(MergePartResults, TheSubmissionIssueIsTheAssignmentsOnlyWhenEverySuiteHasOne) {
  Assignment assignment = two_part_assignment();
  SuiteResult pub, hid;
  hid.submission_issue = SubmissionIssue{SubmissionProblem::same_crash, "it crashes"};
  EXPECT_FALSE(merge_part_results(assignment, {pub, hid}).submission_issue);
  pub.submission_issue = SubmissionIssue{SubmissionProblem::missing_file, "no file"};
  auto merged = merge_part_results(assignment, {pub, hid});
  ASSERT_TRUE(merged.submission_issue);
  EXPECT_EQ(merged.submission_issue->problem, SubmissionProblem::missing_file);
  EXPECT_EQ(merged.submission_issue->reason, "no file; it crashes");
  // An opening both reasons share is said once.
  pub.submission_issue = SubmissionIssue{SubmissionProblem::same_crash,
                                         "it stops with the same error on every test: a.py, "
                                         "line 3: IndexError"};
  hid.submission_issue = SubmissionIssue{SubmissionProblem::same_crash,
                                         "it stops with the same error on every test: a.py, "
                                         "line 7: IndexError"};
  EXPECT_EQ(merge_part_results(assignment, {pub, hid}).submission_issue->reason,
            "it stops with the same error on every test: a.py, line 3: IndexError; a.py, line 7: "
            "IndexError");
  // The same reason from both suites is said once.
  pub.submission_issue = SubmissionIssue{SubmissionProblem::missing_file, "no file"};
  hid.submission_issue = pub.submission_issue;
  EXPECT_EQ(merge_part_results(assignment, {pub, hid}).submission_issue->reason, "no file");
}

// Issue 25: points: 10 and 7 over suites of three equal tests gave 17.000000000000007.
// Hand-worked by largest remainder: 10 -> 3.34 + 3.33 + 3.33, 7 -> 2.34 + 2.33 + 2.33.
TEST(MergePartResults, ScaledPointsAreRoundedOnceAndAddUpExactly) {
  Assignment assignment;
  assignment.name = "hw";
  assignment.parts.push_back({"a", suite_worth("a", {1, 1, 1}), {10.0, 1}, std::nullopt});
  assignment.parts.push_back({"b", suite_worth("b", {1, 1, 1}), {7.0, 1}, std::nullopt});
  SuiteResult a, b;
  for (const TestCase& test : assignment.parts[0].suite.tests)
    a.tests.push_back(result_of(test, Verdict::passed, 1));
  for (const TestCase& test : assignment.parts[1].suite.tests)
    b.tests.push_back(result_of(test, Verdict::passed, 1));
  b.tests[2] = result_of(assignment.parts[1].suite.tests[2], Verdict::wrong_answer, 0);
  const SuiteResult merged = merge_part_results(assignment, {a, b});
  std::vector<std::string> shown;
  for (const TestResult& test : merged.tests) {
    shown.push_back(fmt::format("{}/{}", test.score, test.max_score));
    EXPECT_EQ(test.checks[0].points, test.max_score);
    EXPECT_EQ(test.check_results[0].points, test.score);
  }
  EXPECT_EQ(shown, (std::vector<std::string>{"3.34/3.34", "3.33/3.33", "3.33/3.33", "2.34/2.34",
                                             "2.33/2.33", "0/2.33"}));
  EXPECT_EQ(fmt::format("{}", merged.max_score()), "17");
  EXPECT_EQ(fmt::format("{}", merged.score()), "14.67");
}

// A partial score keeps its share of the rounded maximum: 1 of 3 own points, scaled to
// 10, is a third of the test's 10 points: 3.33.
TEST(MergePartResults, APartialScoreIsItsShareOfTheRoundedPoints) {
  Assignment assignment;
  assignment.parts.push_back({"a", suite_worth("a", {3}), {10.0, 1}, std::nullopt});
  SuiteResult a;
  a.tests = {result_of(assignment.parts[0].suite.tests[0], Verdict::wrong_answer, 1)};
  const SuiteResult merged = merge_part_results(assignment, {a});
  EXPECT_EQ(fmt::format("{}", merged.tests[0].score), "3.33");
  EXPECT_EQ(fmt::format("{}", merged.max_score()), "10");
}

Explanation explanation_of(std::vector<std::string> deviations, std::vector<std::string> tests) {
  Explanation explanation;
  for (std::string& name : deviations) {
    explanation.deviations.push_back({name, "dim", "Yours " + name + ".", "Asked " + name + "."});
  }
  explanation.tests = std::move(tests);
  return explanation;
}

std::vector<std::string> names_of(const Explanation& explanation) {
  std::vector<std::string> names;
  for (const Deviation& deviation : explanation.deviations) names.push_back(deviation.name);
  return names;
}

// Issue 25: a manifest run dropped the explanation a single suite's run gives.
TEST(MergePartResults, ExplanationsOfEverySuiteAreSaidOnceWithPrefixedTests) {
  Assignment assignment = two_part_assignment();
  SuiteResult pub, hid;
  pub.explanations = {explanation_of({"lifo"}, {"t1", "t2"})};
  hid.explanations = {explanation_of({"lifo"}, {"t1"})};
  auto merged = merge_part_results(assignment, {pub, hid});
  ASSERT_EQ(merged.explanations.size(), 1u);
  EXPECT_EQ(names_of(merged.explanations[0]), std::vector<std::string>{"lifo"});
  EXPECT_EQ(merged.explanations[0].tests,
            (std::vector<std::string>{"solve: t1", "solve: t2", "solve-hidden: t1"}));
  // Different deviations in the two suites hold together; a tie in one suite stays a tie.
  hid.explanations = {explanation_of({"fifo"}, {"t1"}), explanation_of({"g-ties"}, {"t1"})};
  merged = merge_part_results(assignment, {pub, hid});
  ASSERT_EQ(merged.explanations.size(), 2u);
  EXPECT_EQ(names_of(merged.explanations[0]), (std::vector<std::string>{"lifo", "fifo"}));
  EXPECT_EQ(names_of(merged.explanations[1]), (std::vector<std::string>{"lifo", "g-ties"}));
  // A suite without one leaves the other's as it is.
  pub.explanations.clear();
  merged = merge_part_results(assignment, {pub, hid});
  ASSERT_EQ(merged.explanations.size(), 2u);
  EXPECT_EQ(merged.explanations[0].tests, std::vector<std::string>{"solve-hidden: t1"});
}

TEST(MergePartResults, BonusesAndWeakestIsolationCarryOver) {
  Assignment assignment = two_part_assignment();
  SuiteResult pub, hid;
  hid.bonus = {4, 4};
  hid.isolation = Isolation::rlimits;
  auto merged = merge_part_results(assignment, {pub, hid});
  EXPECT_DOUBLE_EQ(merged.bonus.max_points, 2);  // weight 0.5
  EXPECT_EQ(merged.isolation, Isolation::rlimits);
}

// Vocareum's rubric has one criterion per part: each part's scaled tests and bonus, suites
// sharing a name counted together. Hand-worked from two_part_assignment().
TEST(MergePartResults, EachPartKeepsItsOwnTotalBonusIncluded) {
  Assignment assignment = two_part_assignment();
  Suite more = suite_worth("pub2", {4});
  more.tests[0].name = "t3";  // test names stay distinct under the shared prefix
  assignment.parts.push_back({"solve", more, {std::nullopt, 1}, std::nullopt});
  SuiteResult pub, hid, pub2;
  pub.tests = {result_of(assignment.parts[0].suite.tests[0], Verdict::passed, 5),
               result_of(assignment.parts[0].suite.tests[1], Verdict::wrong_answer, 0)};
  hid.tests = {result_of(assignment.parts[1].suite.tests[0], Verdict::wrong_answer, 10)};
  hid.bonus = {4, 4};
  pub2.tests = {result_of(assignment.parts[2].suite.tests[0], Verdict::passed, 4)};
  SuiteResult merged = merge_part_results(assignment, {pub, hid, pub2});
  ASSERT_EQ(merged.parts.size(), 2u);
  EXPECT_EQ(merged.parts[0].name, "solve");  // 10 of 20, then 4 of 4 under the same name
  EXPECT_DOUBLE_EQ(merged.parts[0].score, 14);
  EXPECT_DOUBLE_EQ(merged.parts[0].max_score, 24);
  EXPECT_EQ(merged.parts[1].name, "solve-hidden");  // (10 of 30 + bonus 4 of 4) x 0.5
  EXPECT_DOUBLE_EQ(merged.parts[1].score, 7);
  EXPECT_DOUBLE_EQ(merged.parts[1].max_score, 17);
  EXPECT_DOUBLE_EQ(merged.score(), 21);
  EXPECT_DOUBLE_EQ(merged.max_score(), 41);
}

TEST(MergePartResults, ALoneSuiteComesBackUnchangedButForRounding) {
  Assignment lone = lone_suite_assignment(suite_worth("only", {1}));
  SuiteResult result;
  result.suite_name = "only";
  result.tests = {result_of(lone.parts[0].suite.tests[0], Verdict::passed, 1)};
  SuiteResult merged = merge_part_results(lone, {result});
  EXPECT_EQ(merged.tests[0].name, "t1");
  EXPECT_EQ(merged.suite_name, "only");
  EXPECT_TRUE(merged.parts.empty());  // no manifest, no parts
}

// Tests worth 1, 3 and 4 points, and a bonus of 2.
constexpr const char* kSuiteOfThree = R"(suite: s
run: {command: python3 s.py}
limits: {time_total: 60, time_total_bonus: 2}
tests:
  - {name: one, expected: "1\n", checks: [{lines: 1, kind: exact, points: 1}]}
  - {name: two, expected: "2\n", checks: [{lines: 1, kind: exact, points: 3}]}
  - {name: three, expected: "3\n", checks: [{lines: 1, kind: exact, points: 4}]}
)";

// `scale` (a suite's `points: 30` or `weight: 2`) over kSuiteOfThree with 12 points
// written for test one and a bonus of 10: the table of what each is worth.
std::vector<std::pair<std::string, double>> written_table(const std::string& scale) {
  puzzle::testing::TempFolder temp("assignment-grader-test");
  std::ofstream(temp.path() / "s.yaml") << kSuiteOfThree;
  std::ofstream(temp.path() / "m.yaml")
      << "suites:\n  - file: s.yaml\n    name: s\n    " << scale
      << "\n    limits: {time_total_bonus: 10}\n    tests: {one: {points: 12}}\n";
  auto assignment = load_assignment(temp.path() / "m.yaml");
  if (!assignment) throw std::runtime_error(assignment.error().front().to_string());
  SuiteResult table = points_as_graded(*assignment);
  std::vector<std::pair<std::string, double>> rows;
  for (const TestResult& test : table.tests) rows.emplace_back(test.name, test.max_score);
  rows.emplace_back("bonus", table.bonus.max_points);
  return rows;
}

// Issue 40: a suite's `points: 30` rescaled the 12 written for a test to 12.41.
TEST(PointsAsGraded, PointsWrittenInTheManifestAreKeptAndTheRestShared) {
  // Hand-worked: 12 + 10 written; the other 8 shared 3 : 4, 24/7 = 3.43 and 32/7 = 4.57.
  const std::vector<std::pair<std::string, double>> expected = {
      {"s: one", 12}, {"s: two", 3.43}, {"s: three", 4.57}, {"bonus", 10}};
  EXPECT_EQ(written_table("points: 30"), expected);
}

TEST(PointsAsGraded, AWeightMultipliesOnlyWhatTheManifestDoesNotWrite) {
  const std::vector<std::pair<std::string, double>> expected = {
      {"s: one", 12}, {"s: two", 6}, {"s: three", 8}, {"bonus", 10}};
  EXPECT_EQ(written_table("weight: 2"), expected);
}

}  // namespace
}  // namespace grader

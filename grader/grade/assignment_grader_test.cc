#include "grade/assignment_grader.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(merged.submission_issue->reason, "no file");
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

TEST(MergePartResults, ALoneSuiteComesBackUnchanged) {
  Assignment lone = lone_suite_assignment(suite_worth("only", {1}));
  SuiteResult result;
  result.suite_name = "only";
  result.tests = {result_of(lone.parts[0].suite.tests[0], Verdict::passed, 1)};
  SuiteResult merged = merge_part_results(lone, {result});
  EXPECT_EQ(merged.tests[0].name, "t1");
  EXPECT_EQ(merged.suite_name, "only");
}

}  // namespace
}  // namespace grader

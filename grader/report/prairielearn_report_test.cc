#include "report/prairielearn_report.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "report/sample_result_test.h"

namespace grader {
namespace {

using nlohmann::json;

// Issue 25: funny's manifest gave 66.26 of 100 as 0.6626000000000001.
TEST(PrairieLearnReport, ScoreIsWrittenWithoutFloatingPointNoise) {
  SuiteResult result = testing::sample_result();
  result.tests.resize(1);
  result.tests[0].score = 66.26;
  result.tests[0].max_score = 100;
  EXPECT_NE(prairielearn_report(result).find("\"score\": 0.6626,"), std::string::npos)
      << prairielearn_report(result);
}

TEST(PrairieLearnReport, ScoreIsPointsOverMaxPoints) {
  json out = json::parse(prairielearn_report(testing::sample_result()));
  EXPECT_EQ(out["gradable"], true);
  // Hand-worked from sample_result(): 1.5 + 0.75 + 0.75 + 0 of 4 x 1.5.
  EXPECT_DOUBLE_EQ(out["score"].get<double>(), 3.0 / 6.0);
  ASSERT_EQ(out["tests"].size(), 4u);
  EXPECT_EQ(out["tests"][1]["name"], "dfs-a");
  EXPECT_DOUBLE_EQ(out["tests"][1]["points"].get<double>(), 0.75);
  EXPECT_DOUBLE_EQ(out["tests"][1]["max_points"].get<double>(), 1.5);
  EXPECT_EQ(out["message"],
            "1 of 4 tests passed. Hidden tests show only their result and points: their input "
            "and output are not shown.");
  for (const json& test : out["tests"]) {
    EXPECT_TRUE(test["message"].is_string());
    EXPECT_TRUE(test["output"].is_string());
  }
}

TEST(PrairieLearnReport, HiddenTestsShowNoData) {
  std::string text = prairielearn_report(testing::sample_result());
  EXPECT_EQ(text.find("SECRET"), std::string::npos);
  EXPECT_NE(text.find("nodes_expanded: 12"), std::string::npos);  // a visible test's data
}

// A submission every test of which is a submission error for `problem`.
SuiteResult could_not_run(SubmissionProblem problem, const std::string& reason) {
  SuiteResult result = testing::sample_result();
  for (TestResult& test : result.tests) {
    test.verdict = Verdict::submission_error;
    test.score = 0;
    test.reason = reason;
  }
  result.submission_issue = SubmissionIssue{problem, reason};
  return result;
}

TEST(PrairieLearnReport, AMissingFileIsNotGradableAndTheAttemptNotCounted) {
  json out = json::parse(prairielearn_report(
      could_not_run(SubmissionProblem::missing_file, "the submission has no driver.py")));
  EXPECT_EQ(out["gradable"], false);
  EXPECT_EQ(out["message"], "Your submission could not be run: the submission has no driver.py. "
                            "Fix this and submit again: this attempt was not counted.");
  EXPECT_EQ(out["format_errors"][0], out["message"]);
}

// Whether a program stops the same way on every test can depend on the hidden inputs;
// an uncounted attempt would tell the program so, as often as it likes.
TEST(PrairieLearnReport, AProblemSeenByRunningTheProgramIsGradedZeroAndCounted) {
  for (SubmissionProblem problem :
       {SubmissionProblem::syntax_error, SubmissionProblem::missing_function,
        SubmissionProblem::import_error, SubmissionProblem::same_crash}) {
    json out = json::parse(
        prairielearn_report(could_not_run(problem, "driver.py line 3: invalid syntax")));
    EXPECT_EQ(out["gradable"], true) << to_string(problem);
    EXPECT_EQ(out["score"], 0.0) << to_string(problem);
    EXPECT_EQ(out["message"], "Your submission could not be run: driver.py line 3: invalid syntax. "
                              "Fix this and submit again.")
        << to_string(problem);
    EXPECT_FALSE(out.contains("format_errors")) << to_string(problem);
  }
}

TEST(PrairieLearnReport, AGraderErrorIsNotGradableAndNotTheStudents) {
  SuiteResult result = testing::sample_result();
  result.tests[0].verdict = Verdict::grader_error;
  json out = json::parse(prairielearn_report(result));
  EXPECT_EQ(out["gradable"], false);
  EXPECT_NE(out["message"].get<std::string>().find("not with your program"), std::string::npos);
  EXPECT_FALSE(out.contains("format_errors"));
}

TEST(PrairieLearnReport, StaysUnderOneMegabyteAndSaysSo) {
  SuiteResult result = testing::sample_result();
  for (TestResult& test : result.tests) {
    test.verdict = Verdict::runtime_error;
    test.visibility = Visibility::visible;
    test.reason = "it exited with code 1";
    test.stderr_tail = std::string(400'000, 'x');
  }
  std::string text = prairielearn_report(result);
  EXPECT_LE(text.size(), kPrairieLearnMaxBytes);
  json out = json::parse(text);
  EXPECT_NE(out["message"].get<std::string>().find("1 MB"), std::string::npos);
  EXPECT_EQ(out["tests"].size(), 4u);
}

}  // namespace
}  // namespace grader

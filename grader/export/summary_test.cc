#include "export/summary.h"

#include <gtest/gtest.h>

#include "export/class_stats.h"
#include "report/sample_result_test.h"

namespace grader {
namespace {

std::vector<StudentResult> two_students() {
  StudentResult a, b, broken;
  a.student = "a";
  a.result = testing::sample_result();
  a.grading_time = std::chrono::milliseconds(1000);
  b.student = "b";
  b.result = testing::sample_result();
  b.result.tests[1].verdict = Verdict::passed;  // b passes dfs-a, a does not
  b.result.tests[1].score = 1.5;
  b.result.tests[1].check_results[1] = CheckResult{};
  b.grading_time = std::chrono::milliseconds(3000);
  broken.student = "c";
  broken.status = GradingStatus::grader_error;
  broken.error = "boom";
  return {a, b, broken};
}

TEST(SummaryJson, has_totals_per_student_pass_rates_per_test_and_timings) {
  nlohmann::json summary = summary_json(two_students());
  ASSERT_EQ(summary["students"].size(), 3u);
  EXPECT_DOUBLE_EQ(summary["students"][0]["score"].get<double>(), 3.0);
  EXPECT_DOUBLE_EQ(summary["students"][1]["score"].get<double>(), 3.75);
  EXPECT_EQ(summary["students"][2]["status"], "grader_error");
  EXPECT_EQ(summary["students"][2]["reason"], "boom");
  EXPECT_FALSE(summary["students"][2].contains("score"));
  EXPECT_FALSE(summary["students"][0].contains("reason"));
  EXPECT_EQ(summary["tests"][1]["name"], "dfs-a");
  EXPECT_DOUBLE_EQ(summary["tests"][1]["pass_rate"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(summary["tests"][0]["pass_rate"].get<double>(), 1.0);
  EXPECT_EQ(summary["tests"][2]["visibility"], "hidden");
  EXPECT_EQ(summary["timings"]["students_graded"], 2);
  EXPECT_EQ(summary["timings"]["median_grading_ms"], 2000);
  EXPECT_EQ(summary["timings"]["total_grading_ms"], 4000);
  EXPECT_EQ(summary["suites"], nlohmann::json::array({"driver-public"}));
}

TEST(SummaryJson, counts_every_status_and_says_why_a_student_has_no_real_grade) {
  std::vector<StudentResult> students = two_students();
  StudentResult empty;
  empty.student = "d";
  empty.result = testing::sample_result();
  for (TestResult& test : empty.result.tests) {
    test.verdict = Verdict::submission_error;
    test.reason = "the submission has no driver.py";
    test.score = 0;
  }
  empty.result.submission_issue = SubmissionIssue{SubmissionProblem::missing_file, "the submission has no driver.py"};
  empty.status = GradingStatus::no_submission;
  students.push_back(empty);
  nlohmann::json summary = summary_json(students);
  EXPECT_EQ(summary["statuses"], nlohmann::json::parse(
      R"({"graded": 2, "no_submission": 1, "wrong_file_name": 0, "submission_error": 0,
          "timed_out": 0, "grader_error": 1})"));
  EXPECT_EQ(summary["students"][3]["status"], "no_submission");
  EXPECT_EQ(summary["students"][3]["reason"], "the submission has no driver.py");
  EXPECT_DOUBLE_EQ(summary["students"][3]["score"].get<double>(), 0);
  EXPECT_EQ(summary["timings"]["students_graded"], 3);  // a 0 for no submission is a grade
}

TEST(CommonWrongValues, counts_each_wrong_value_once_per_student_most_common_first) {
  std::vector<StudentResult> students = two_students();
  StudentResult d = students[0];
  d.student = "d";
  d.result.tests[1].check_results[1].actual = "nodes_expanded: 11";
  d.result.tests[1].check_results[1].matching_variants = {"goal-counted"};
  students.push_back(d);
  students.push_back(d);
  std::vector<WrongValue> dfs;
  for (const WrongValue& v : common_wrong_values(students, 3)) {
    if (v.test == "dfs-a") dfs.push_back(v);
  }
  ASSERT_EQ(dfs.size(), 2u);
  EXPECT_EQ(dfs[0].actual, "nodes_expanded: 11");
  EXPECT_EQ(dfs[0].count, 2);
  EXPECT_EQ(dfs[0].variants, (std::vector<std::string>{"goal-counted"}));
  EXPECT_EQ(dfs[0].where, "line 3 (exact)");
  EXPECT_EQ(dfs[1].actual, "nodes_expanded: 12 <&>");
  EXPECT_EQ(dfs[1].count, 1);
}

TEST(Median, of_odd_even_and_empty_lists) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 2, 3}), 2.5);
  EXPECT_DOUBLE_EQ(median({}), 0);
}

}  // namespace
}  // namespace grader

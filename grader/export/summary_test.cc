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

// a's tests give 3 (of 6); q1 graded 2.5 of 4, q5 pending (6): score 5.5 of 16, not final.
TEST(SummaryJson, the_score_is_the_total_with_written_answers_and_says_what_is_pending) {
  std::vector<StudentResult> students = two_students();
  students[0].manual = {{"q1", 4, ManualState::graded, 2.5, ""},
                        {"q5", 6, ManualState::pending, 0, ""}};
  nlohmann::json a = summary_json(students)["students"][0];
  EXPECT_DOUBLE_EQ(a["score"].get<double>(), 5.5);
  EXPECT_DOUBLE_EQ(a["max_score"].get<double>(), 16);
  EXPECT_DOUBLE_EQ(a["tests_score"].get<double>(), 3);
  EXPECT_DOUBLE_EQ(a["tests_max_score"].get<double>(), 6);
  EXPECT_EQ(a["final"], false);
  EXPECT_EQ(a["written"][0],
            (nlohmann::json{
                {"question", "q1"}, {"state", "graded"}, {"max_points", 4}, {"points", 2.5}}));
  EXPECT_FALSE(a["written"][1].contains("points"));  // pending: no points yet
  EXPECT_EQ(a["written"][1]["state"], "pending");
  EXPECT_FALSE(summary_json(students)["students"][1].contains("written"));
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
  empty.result.submission_issue = SubmissionIssue{SubmissionProblem::missing_file,
                                                  "the submission has no driver.py"};
  empty.status = GradingStatus::no_submission;
  students.push_back(empty);
  nlohmann::json summary = summary_json(students);
  EXPECT_EQ(summary["statuses"],
            nlohmann::json::parse(
                R"({"graded": 2, "no_submission": 1, "wrong_file_name": 0, "submission_error": 0,
          "timed_out": 0, "grader_error": 1})"));
  EXPECT_EQ(summary["students"][3]["status"], "no_submission");
  EXPECT_EQ(summary["students"][3]["reason"], "the submission has no driver.py");
  EXPECT_DOUBLE_EQ(summary["students"][3]["score"].get<double>(), 0);
  EXPECT_EQ(summary["timings"]["students_graded"], 3);  // a 0 for no submission is a grade
}

Explanation explained_by(std::vector<std::string> names, std::vector<std::string> tests) {
  Explanation explanation;
  for (const std::string& name : names) {
    explanation.deviations.push_back({name, "tie-break", "Yours " + name + ".", "Not that."});
  }
  explanation.tests = std::move(tests);
  return explanation;
}

TEST(ExplanationGroups, groups_students_by_their_explanations_largest_group_first) {
  std::vector<StudentResult> students = two_students();  // a wrong answer each
  students[0].result.explanations = {explained_by({"ties-g"}, {"dfs-a", "secret"})};
  students[1].result.explanations = {explained_by({"counts-blank", "ties-g"}, {"dfs-a", "secret"})};
  StudentResult e = students[1];
  e.student = "e";
  students.push_back(e);
  StudentResult d = students[0];
  d.student = "d";
  d.result.explanations.clear();
  students.push_back(d);
  std::vector<ExplanationGroup> groups = explanation_groups(students);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].students, (std::vector<std::string>{"b", "e"}));
  EXPECT_EQ(groups[0].explanations[0].deviations.size(), 2u);
  EXPECT_EQ(groups[1].students, std::vector<std::string>{"a"});
  EXPECT_EQ(unexplained_students(students), std::vector<std::string>{"d"});
  nlohmann::json summary = summary_json(students)["explanations"];
  EXPECT_EQ(summary["groups"][0]["deviations"],
            nlohmann::json::parse(R"([["counts-blank", "ties-g"]])"));
  EXPECT_EQ(summary["groups"][0]["students"], nlohmann::json::parse(R"(["b", "e"])"));
  EXPECT_EQ(summary["unexplained"], nlohmann::json::parse(R"(["d"])"));
}

TEST(Median, of_odd_even_and_empty_lists) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 2, 3}), 2.5);
  EXPECT_DOUBLE_EQ(median({}), 0);
}

}  // namespace
}  // namespace grader

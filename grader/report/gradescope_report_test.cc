#include "report/gradescope_report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "report/sample_result_test.h"

namespace grader {
namespace {

TEST(GradescopeReport, follows_the_results_json_schema) {
  auto json = nlohmann::json::parse(gradescope_report(testing::sample_result()));
  EXPECT_DOUBLE_EQ(json["score"].get<double>(), 3);
  EXPECT_DOUBLE_EQ(json["execution_time"].get<double>(), 4);
  EXPECT_EQ(json["output"],
            "1 of 4 tests passed. Hidden tests show only their result and points: their input "
            "and output are not shown.");
  ASSERT_EQ(json["tests"].size(), 4u);
  const auto& first = json["tests"][0];
  EXPECT_EQ(first["name"], "bfs-a");
  EXPECT_DOUBLE_EQ(first["score"].get<double>(), 1.5);
  EXPECT_DOUBLE_EQ(first["max_score"].get<double>(), 1.5);
  EXPECT_EQ(first["status"], "passed");
  EXPECT_EQ(first["visibility"], "visible");
  EXPECT_EQ(json["tests"][1]["status"], "failed");
  EXPECT_NE(json["tests"][1]["output"].get<std::string>().find("nodes_expanded: 12"),
            std::string::npos);
}

// Gradescope's results.json has no "pending" status: the written questions stay out of
// the score (3, the sample's tests alone) and are said in the output, listed in extra_data.
TEST(GradescopeReport, marks_written_questions_as_graded_separately) {
  auto json = nlohmann::json::parse(gradescope_report(
      testing::sample_result(), {{"q1", 4, "Question 1"}, {"q5", 6, "Question 5"}}));
  EXPECT_DOUBLE_EQ(json["score"].get<double>(), 3);
  EXPECT_EQ(json["output"],
            "1 of 4 tests passed. Hidden tests show only their result and points: their input "
            "and output are not shown.\n\nYour written answers (q1, q5: 10 points) are graded "
            "by hand, separately; they are not in this score yet.");
  EXPECT_EQ(json["extra_data"]["manual_pending"],
            nlohmann::json::parse(R"([{"name": "q1", "points": 4}, {"name": "q5", "points": 6}])"));
  EXPECT_EQ(json["tests"].size(), 4u);
}

TEST(GradescopeReport, keeps_the_sandbox_mode_in_extra_data) {
  SuiteResult result = testing::sample_result();
  result.isolation = Isolation::rlimits;
  auto json = nlohmann::json::parse(gradescope_report(result));
  EXPECT_EQ(json["extra_data"]["sandbox"], "none");
}

TEST(GradescopeReport, lists_a_hidden_test_without_its_data) {
  std::string text = gradescope_report(testing::sample_result());
  auto hidden = nlohmann::json::parse(text)["tests"][2];
  EXPECT_EQ(hidden["name"], "secret");
  EXPECT_DOUBLE_EQ(hidden["score"].get<double>(), 0.75);
  EXPECT_EQ(text.find("SECRET"), std::string::npos);
}

TEST(GradescopeReport, maps_after_due_date_to_gradescopes_visibility) {
  auto json = nlohmann::json::parse(gradescope_report(testing::sample_result()));
  EXPECT_EQ(json["tests"][3]["visibility"], "after_due_date");
}

TEST(GradescopeReport, adds_the_total_time_bonus_as_a_test) {
  SuiteResult result = testing::sample_result();
  result.bonus = {10, 10};
  auto json = nlohmann::json::parse(gradescope_report(result));
  EXPECT_DOUBLE_EQ(json["score"].get<double>(), 13);
  EXPECT_EQ(json["tests"][4]["name"], "Total time bonus");
  EXPECT_EQ(json["tests"][4]["status"], "passed");
}

// A program whose tests all finished in time but earned nothing is not told it was slow.
TEST(GradescopeReport, says_why_the_total_time_bonus_was_missed) {
  SuiteResult result = testing::sample_result();
  result.bonus = {10, 0, BonusMiss::nothing_earned};
  auto json = nlohmann::json::parse(gradescope_report(result));
  EXPECT_EQ(json["tests"][4]["status"], "failed");
  EXPECT_EQ(json["tests"][4]["output"],
            "Every test finished in time, but no test earned points, which the bonus also needs.");
  result.bonus = {10, 0, BonusMiss::over_time};
  json = nlohmann::json::parse(gradescope_report(result));
  EXPECT_EQ(json["tests"][4]["output"],
            "Not every test finished within the suite's total time limit.");
}

TEST(GradescopeReport, says_first_why_a_hidden_suite_gave_no_grade) {
  SuiteResult result = testing::sample_result();
  for (TestResult& test : result.tests) {
    test.verdict = Verdict::submission_error;
    test.reason = "the submission has no driver.py; it must contain driver.py";
    test.visibility = Visibility::hidden;
    test.score = 0;
  }
  result.submission_issue =
      SubmissionIssue{SubmissionProblem::missing_file,
                      "the submission has no driver.py; it must contain driver.py"};
  auto json = nlohmann::json::parse(gradescope_report(result));
  EXPECT_EQ(json["output"],
            "No submission: the submission has no driver.py; it must contain driver.py.\n\n"
            "0 of 4 tests passed.");
}

TEST(GradescopeReport, says_when_every_test_ran_out_of_time) {
  SuiteResult result = testing::sample_result();
  for (TestResult& test : result.tests) {
    test.verdict = Verdict::time_limit;
    test.reason = "it ran longer than the time limit of 2 s";
  }
  auto json = nlohmann::json::parse(gradescope_report(result));
  EXPECT_EQ(json["output"].get<std::string>().substr(0, 70),
            "Every test ran out of time: it ran longer than the time limit of 2 s.\n");
}

TEST(GradescopeReport, says_a_grader_error_is_not_the_students_fault) {
  SuiteResult result = testing::sample_result();
  TestResult broken = testing::test_result("broken", Verdict::grader_error, 0);
  broken.visibility = Visibility::hidden;
  result.tests.push_back(broken);
  auto json = nlohmann::json::parse(gradescope_report(result));
  const std::string output = json["output"];
  EXPECT_NE(output.find("1 test could not be run because of a problem with the grader, not with "
                        "your program"),
            std::string::npos)
      << output;
  const std::string test_output = json["tests"][4]["output"];
  EXPECT_EQ(test_output.rfind("Grader error (not your program)", 0), 0u) << test_output;
}

TEST(GradescopeReport, says_the_explanation_once_in_the_top_output) {
  auto json = nlohmann::json::parse(gradescope_report(testing::explained_result()));
  std::string top = json["output"];
  EXPECT_NE(top.find("Why some of your numbers differ:\n\nYour A* breaks ties"), std::string::npos)
      << top;
  for (const auto& test : json["tests"]) {
    EXPECT_EQ(test["output"].get<std::string>().find("Your A*"), std::string::npos);
  }
}

// report/student_view.h: a hidden crash's stderr, exit code and figures are the
// program's to choose, so none of them reaches the student.
TEST(GradescopeReport, a_hidden_crash_shows_a_closed_sentence_and_no_figures) {
  SuiteResult result = testing::sample_result();
  TestResult& crash = result.tests[3];
  crash.visibility = Visibility::hidden;
  crash.reason = "it exited with code 42";
  crash.stderr_tail = "ValueError: LEAK_0_3_1_6_4_2_7_8_5\n";
  const std::string output =
      nlohmann::json::parse(gradescope_report(result))["tests"][3]["output"].get<std::string>();
  EXPECT_EQ(output.find("LEAK"), std::string::npos) << output;
  EXPECT_EQ(output.find("42"), std::string::npos) << output;
  EXPECT_EQ(output.find(" s CPU"), std::string::npos) << output;
  EXPECT_NE(output.find("it stopped with an error"), std::string::npos) << output;
}

}  // namespace
}  // namespace grader

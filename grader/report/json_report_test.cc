#include "report/json_report.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"

namespace grader {
namespace {

TEST(JsonReport, names_how_limits_were_enforced_and_what_that_guarantees) {
  SuiteResult result = testing::sample_result();
  result.resource_control = ResourceControl::rlimits;
  auto json = nlohmann::json::parse(json_report(result));
  EXPECT_EQ(json["limits"]["resource_control"], "rlimits");
  EXPECT_NE(json["limits"]["guarantees"].get<std::string>().find("no control groups"),
            std::string::npos);
}

TEST(JsonReport, carries_full_detail_including_hidden_tests) {
  auto json = nlohmann::json::parse(json_report(testing::sample_result()));
  EXPECT_EQ(json["suite"], "driver-public");
  EXPECT_DOUBLE_EQ(json["score"].get<double>(), 3);
  EXPECT_DOUBLE_EQ(json["max_score"].get<double>(), 6);
  EXPECT_EQ(json["all_passed"], false);
  ASSERT_EQ(json["tests"].size(), 4u);
  const auto& wrong = json["tests"][1];
  EXPECT_EQ(wrong["verdict"], "wrong_answer");
  EXPECT_EQ(wrong["wall_time_ms"], 1250);
  EXPECT_EQ(wrong["cpu_time_ms"], 1100);
  EXPECT_EQ(json["limits"], nlohmann::json::object());  // none recorded: nothing to say
  EXPECT_EQ(wrong["peak_memory_bytes"], 10 << 20);
  EXPECT_EQ(wrong["checks"][1]["lines"], 3);
  EXPECT_EQ(wrong["checks"][1]["outcome"], "failed");
  EXPECT_EQ(wrong["checks"][1]["column"], 18);
  EXPECT_EQ(json["tests"][2]["checks"][1]["actual"], "SECRET-ACTUAL");
  EXPECT_EQ(json["tests"][2]["visibility"], "hidden");
  EXPECT_EQ(json["status"], "graded");
  EXPECT_EQ(json["status_reason"], "");
  EXPECT_EQ(json["parts"], nlohmann::json::array());  // a lone suite has no parts
}

TEST(JsonReport, gives_each_part_of_an_assignment_its_points) {
  SuiteResult result = testing::sample_result();
  result.parts = {{"public", 0, 0}, {"hidden", 3, 6}};
  auto json = nlohmann::json::parse(json_report(result));
  ASSERT_EQ(json["parts"].size(), 2u);
  EXPECT_EQ(json["parts"][1]["name"], "hidden");
  EXPECT_DOUBLE_EQ(json["parts"][1]["score"].get<double>(), 3);
  EXPECT_DOUBLE_EQ(json["parts"][1]["max_score"].get<double>(), 6);
}

TEST(JsonReport, says_why_a_submission_got_no_grade) {
  SuiteResult result;
  result.tests.resize(2);
  for (TestResult& test : result.tests) {
    test.verdict = Verdict::submission_error;
    test.reason = "the submission has no driver.py";
  }
  result.submission_issue = SubmissionIssue{SubmissionProblem::wrong_file_name, "found Driver.py"};
  auto json = nlohmann::json::parse(json_report(result));
  EXPECT_EQ(json["status"], "wrong_file_name");
  EXPECT_EQ(json["status_reason"], "found Driver.py");
  EXPECT_EQ(json["submission_problem"]["problem"], "wrong_file_name");
}

TEST(JsonReport, states_the_sandbox_mode_and_what_it_holds) {
  SuiteResult result = testing::sample_result();
  result.isolation = Isolation::fallback;
  auto json = nlohmann::json::parse(json_report(result));
  EXPECT_EQ(json["sandbox"], "fallback");
  EXPECT_NE(json["sandbox_note"].get<std::string>().find("no network"), std::string::npos);
  result.isolation = Isolation::rlimits;
  EXPECT_EQ(nlohmann::json::parse(json_report(result))["sandbox"], "none");
  result.isolation = Isolation::sandbox;
  EXPECT_EQ(nlohmann::json::parse(json_report(result))["sandbox"], "bubblewrap");
}

TEST(JsonReport, replaces_invalid_utf8_instead_of_throwing) {
  SuiteResult result = testing::sample_result();
  result.tests[3].reason = "bad \xff byte";
  auto json = nlohmann::json::parse(json_report(result));
  EXPECT_EQ(json["tests"][3]["reason"], "bad \xef\xbf\xbd byte");
}

}  // namespace
}  // namespace grader

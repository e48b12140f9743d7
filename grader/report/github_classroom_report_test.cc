#include "report/github_classroom_report.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "report/report.h"
#include "report/sample_result_test.h"

namespace grader {
namespace {

using nlohmann::json;

json classroom_json(const SuiteResult& result) {
  return json::parse(github_classroom_json(result));
}

TEST(Base64, encodes_the_rfc_4648_test_vectors) {
  EXPECT_EQ(base64_encode(""), "");
  EXPECT_EQ(base64_encode("f"), "Zg==");
  EXPECT_EQ(base64_encode("fo"), "Zm8=");
  EXPECT_EQ(base64_encode("foo"), "Zm9v");
  EXPECT_EQ(base64_encode("foob"), "Zm9vYg==");
  EXPECT_EQ(base64_encode("fooba"), "Zm9vYmE=");
  EXPECT_EQ(base64_encode("foobar"), "Zm9vYmFy");
  EXPECT_EQ(base64_encode("\xff\xfe"), "//4=");
}

TEST(GithubClassroomReport, is_the_report_format_named_github_classroom) {
  EXPECT_EQ(parse_report_format("github-classroom"), ReportFormat::github_classroom);
  SuiteResult result = testing::sample_result();
  EXPECT_EQ(render_report(result, ReportFormat::github_classroom, Color::off),
            github_classroom_report(result));
}

TEST(GithubClassroomReport, is_the_base64_of_the_json_on_one_line) {
  SuiteResult result = testing::sample_result();
  EXPECT_EQ(github_classroom_report(result), base64_encode(github_classroom_json(result)) + "\n");
}

// sample_result: bfs-a passed (1.5/1.5), dfs-a wrong answer (0.75), secret hidden wrong
// answer (0.75), crash runtime error (0): 3 of 6 points.
TEST(GithubClassroomReport, gives_each_test_its_points_and_status) {
  json result = classroom_json(testing::sample_result());
  EXPECT_EQ(result["version"], 1);
  EXPECT_EQ(result["status"], "fail");
  EXPECT_DOUBLE_EQ(result["max_score"].get<double>(), 6);
  ASSERT_EQ(result["tests"].size(), 4u);
  const char* names[] = {"bfs-a", "dfs-a", "secret", "crash"};
  const char* statuses[] = {"pass", "fail", "fail", "fail"};
  const double scores[] = {1.5, 0.75, 0.75, 0};
  for (int i = 0; i < 4; ++i) {
    const json& test = result["tests"][i];
    EXPECT_EQ(test["name"], names[i]);
    EXPECT_EQ(test["status"], statuses[i]);
    EXPECT_DOUBLE_EQ(test["score"].get<double>(), scores[i]);
    EXPECT_EQ(test["line_no"], 0);  // else the reporter prints "- line undefined"
  }
}

TEST(GithubClassroomReport, explains_a_failed_test_in_its_message) {
  json result = classroom_json(testing::sample_result());
  std::string dfs = result["tests"][1]["message"];
  EXPECT_EQ(dfs.rfind("Wrong answer\n", 0), 0u) << dfs;
  EXPECT_NE(dfs.find("nodes_expanded: 12"), std::string::npos) << dfs;
  EXPECT_EQ(result["tests"][0]["message"], "Passed");
  EXPECT_EQ(result["tests"][1]["test_code"], "python3 driver.py bfs 1,2,5,3,4,0,6,7,8");
}

TEST(GithubClassroomReport, shows_nothing_of_a_hidden_tests_data) {
  std::string text = github_classroom_json(testing::sample_result());
  EXPECT_EQ(text.find("SECRET"), std::string::npos) << text;
  EXPECT_EQ(json::parse(text)["tests"][2]["test_code"], "");
}

TEST(GithubClassroomReport, passes_when_every_test_passes) {
  SuiteResult result = testing::sample_result();
  result.tests.resize(1);
  EXPECT_EQ(classroom_json(result)["status"], "pass");
}

TEST(GithubClassroomReport, keeps_the_graders_own_problem_an_error) {
  SuiteResult result = testing::sample_result();
  result.tests[3].verdict = Verdict::grader_error;
  json decoded = classroom_json(result);
  EXPECT_EQ(decoded["status"], "error");
  EXPECT_EQ(decoded["tests"][3]["status"], "error");
}

TEST(GithubClassroomReport, adds_the_total_time_bonus_as_a_test) {
  SuiteResult result = testing::sample_result();
  result.bonus = {2, 2};
  json decoded = classroom_json(result);
  EXPECT_DOUBLE_EQ(decoded["max_score"].get<double>(), 8);
  EXPECT_EQ(decoded["tests"][4]["name"], "Total time bonus");
  EXPECT_DOUBLE_EQ(decoded["tests"][4]["score"].get<double>(), 2);
}

TEST(GithubClassroomReport, cuts_a_long_message_at_a_character_boundary) {
  SuiteResult result = testing::sample_result();
  std::string accents;
  for (int i = 0; i < 1000; ++i) accents += "\xc3\xa9";  // é, two bytes
  result.tests[3].reason = accents;
  std::string message = classroom_json(result)["tests"][3]["message"];
  EXPECT_LE(message.size(), kGithubClassroomMaxMessageBytes + 3);
  EXPECT_EQ(message.substr(message.size() - 3), "...");
  // A cut inside a character would come back as U+FFFD from the JSON dump.
  EXPECT_EQ(message.find("\xef\xbf\xbd"), std::string::npos);
}

TEST(GithubClassroomReport, stays_under_the_environment_limit_with_many_tests) {
  SuiteResult result = testing::sample_result();
  TestResult crash = result.tests[3];
  crash.reason = std::string(5000, 'y');
  crash.stderr_tail = std::string(5000, 'z');
  for (int i = 0; i < 200; ++i) result.tests.push_back(crash);
  std::string text = github_classroom_json(result);
  EXPECT_LE(text.size(), kGithubClassroomMaxJsonBytes);
  json decoded = json::parse(text);
  EXPECT_EQ(decoded["tests"].size(), 204u);
  EXPECT_EQ(decoded["tests"][10]["message"], "Runtime error");
  EXPECT_DOUBLE_EQ(decoded["tests"][0]["score"].get<double>(), 1.5);
}

TEST(GithubClassroomReport, says_the_explanation_with_the_first_test_it_explains) {
  json report = classroom_json(testing::explained_result());
  int said = 0;
  for (const json& test : report["tests"]) {
    bool here = test["message"].get<std::string>().find("Your A* breaks ties") != std::string::npos;
    said += here;
    if (here) {
      EXPECT_EQ(test["name"], "dfs-a");
    }
  }
  EXPECT_EQ(said, 1);
}

}  // namespace
}  // namespace grader

#include "export/class_results.h"

#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "export/atomic_file.h"
#include "report/json_report.h"
#include "report/sample_result_test.h"

namespace grader {
namespace {

StudentResult sample_student() {
  StudentResult student;
  student.student = "alice";
  student.suite_hash = "fnv1a64:0123456789abcdef";
  student.grading_time = std::chrono::milliseconds(3100);
  student.result = testing::explained_result();
  student.result.tests[1].fits = {{"counts-blank", "ties-smaller-g"}, {"ties-smaller-g"}};
  student.result.tests[2].trivial = true;
  Diagnosis diagnosis;
  diagnosis.variant = "decrease-key";
  diagnosis.credit = VariantCredit::partial;
  diagnosis.checks = {1};
  diagnosis.message = "m";
  diagnosis.hidden_message = "h";
  student.result.tests[1].diagnoses.push_back(diagnosis);
  student.result.tests[1].check_results[1].matching_variants = {"decrease-key"};
  student.result.tests[1].checks[1].lines = {LineSelector::range, 2, 12};
  student.result.bonus = {10, 0, BonusMiss::over_time};
  student.result.tests[2].stopped_at_deadline = true;  // both read back (the round trip)
  student.result.parts = {{"public", 1.5, 2}, {"hidden", 1.5, 14}};
  return student;
}

// The stored file must read back to a result whose JSON report is identical: exports
// see exactly what `run --format json` would have shown.
TEST(ResultFile, round_trips_through_json_without_losing_what_the_reports_show) {
  StudentResult student = sample_student();
  auto back = parse_result_file(nlohmann::json::parse(dump_json(result_file_json(student))));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->student, "alice");
  EXPECT_EQ(back->suite_hash, student.suite_hash);
  EXPECT_EQ(back->grading_time, student.grading_time);
  EXPECT_EQ(json_report(back->result), json_report(student.result));
  ASSERT_EQ(back->result.explanations.size(), 1u);
  EXPECT_EQ(back->result.explanations[0].deviations[1].assignment,
            "The assignment counts only the tiles.");
}

TEST(ResultFile, keeps_the_grader_build_and_derives_the_status_again) {
  StudentResult student = sample_student();
  student.grader_build = "grader fnv1a64:1111111111111111, harness fnv1a64:2222222222222222";
  for (TestResult& test : student.result.tests) test.verdict = Verdict::submission_error;
  student.result.submission_issue = SubmissionIssue{
      SubmissionProblem::wrong_file_name, "found Driver.py; the grader looks for driver.py"};
  student.status = GradingStatus::graded;  // stale on purpose: reading must not trust it
  auto back = parse_result_file(nlohmann::json::parse(dump_json(result_file_json(student))));
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->grader_build, student.grader_build);
  EXPECT_EQ(back->status, GradingStatus::wrong_file_name);
}

TEST(ResultFile, a_file_without_report_or_error_is_a_grader_error) {
  auto back = parse_result_file(
      nlohmann::json::parse(R"({"format": 1, "student": "x", "status": "graded", "error": ""})"));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->status, GradingStatus::grader_error);
  EXPECT_FALSE(has_grade(*back));
}

// Exports tell a misnamed file from a syntax error by the stored submission_problem.
TEST(ResultFile, round_trips_the_submission_problem) {
  StudentResult student = sample_student();
  student.result.submission_issue =
      SubmissionIssue{SubmissionProblem::wrong_file_name,
                      "found Driver.py; the grader looks for driver.py (names are case-sensitive)"};
  auto back = parse_result_file(nlohmann::json::parse(dump_json(result_file_json(student))));
  ASSERT_TRUE(back) << back.error();
  ASSERT_TRUE(back->result.submission_issue);
  EXPECT_EQ(back->result.submission_issue->problem, SubmissionProblem::wrong_file_name);
  EXPECT_EQ(back->result.submission_issue->reason, student.result.submission_issue->reason);
  auto plain = parse_result_file(
      nlohmann::json::parse(dump_json(result_file_json(sample_student()))));
  ASSERT_TRUE(plain);
  EXPECT_FALSE(plain->result.submission_issue);
}

TEST(ResultFile, records_a_grader_error_without_a_report) {
  StudentResult student;
  student.student = "bob";
  student.status = GradingStatus::grader_error;
  student.error = "boom";
  nlohmann::json json = result_file_json(student);
  EXPECT_FALSE(json.contains("report"));
  auto back = parse_result_file(json);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->status, GradingStatus::grader_error);
  EXPECT_EQ(back->error, "boom");
}

TEST(ResultFile, rejects_json_that_is_not_a_result_file) {
  EXPECT_FALSE(parse_result_file(nlohmann::json::parse("{\"score\": 3}")));
  EXPECT_FALSE(parse_result_file(nlohmann::json::parse("{\"format\": 1}")));
}

TEST(LoadResults, reads_every_result_sorted_and_skips_broken_files_and_temporaries) {
  auto dir = std::filesystem::temp_directory_path() /
             ("load-results-" + std::to_string(std::random_device{}()));
  StudentResult alice = sample_student();
  StudentResult carol = sample_student();
  carol.student = "carol";
  write_file_atomically(result_path(dir, "carol"), dump_json(result_file_json(carol)));
  write_file_atomically(result_path(dir, "alice"), dump_json(result_file_json(alice)));
  std::ofstream(dir / "broken.json") << "{\"format\": 1, \"stud";
  std::ofstream(dir / ".dave.json.tmp-1-1") << "{}";
  std::ostringstream warnings;
  auto results = load_results(dir, warnings);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[0].student, "alice");
  EXPECT_EQ(results[1].student, "carol");
  EXPECT_NE(warnings.str().find("broken.json"), std::string::npos);
  EXPECT_EQ(test_names(results), (std::vector<std::string>{"bfs-a", "dfs-a", "secret", "crash"}));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grader

#include "export/gradebook.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"

namespace grader {
namespace {

StudentResult graded(std::string name, SuiteResult result) {
  StudentResult student;
  student.student = std::move(name);
  student.result = std::move(result);
  return student;
}

TEST(GradebookCsv, one_row_per_student_with_a_column_per_test_and_crlf_line_ends) {
  StudentResult error;
  error.student = "o'brien, pat";
  error.status = GradingStatus::grader_error;
  error.error = "disk \"full\"";
  std::string csv = gradebook_csv({graded("alice", testing::sample_result()), error});
  EXPECT_EQ(csv, "student,total,max,bfs-a,dfs-a,secret,crash,status,reason\r\n"
                 "alice,3,6,1.5,0.75,0.75,0,graded,\r\n"
                 "\"o'brien, pat\",,,,,,,grader_error,\"disk \"\"full\"\"\"\r\n");
}

// What an instructor must be able to sort and filter on: why a 0 is a 0.
TEST(GradebookCsv, tells_a_missing_a_misnamed_and_a_looping_submission_apart) {
  auto every_test = [](Verdict verdict, SubmissionProblem problem, const char* reason) {
    SuiteResult result = testing::sample_result();
    for (TestResult& test : result.tests) {
      test.verdict = verdict;
      test.reason = reason;
      test.score = 0;
    }
    if (verdict == Verdict::submission_error)
      result.submission_issue = SubmissionIssue{problem, reason};
    return result;
  };
  StudentResult empty = graded("ann", every_test(Verdict::submission_error,
                                                 SubmissionProblem::missing_file,
                                                 "the submission has no driver.py"));
  empty.status = GradingStatus::no_submission;
  StudentResult misnamed = graded("ben", every_test(Verdict::submission_error,
                                                    SubmissionProblem::wrong_file_name,
                                                    "the submission has no driver.py"));
  misnamed.status = GradingStatus::wrong_file_name;
  StudentResult looping = graded("cat",
                                 every_test(Verdict::time_limit, SubmissionProblem::missing_file,
                                            "it ran longer than the time limit of 2 s"));
  looping.status = GradingStatus::timed_out;
  std::string csv = gradebook_csv({empty, misnamed, looping});
  EXPECT_EQ(csv, "student,total,max,bfs-a,dfs-a,secret,crash,status,reason\r\n"
                 "ann,0,6,0,0,0,0,no_submission,the submission has no driver.py\r\n"
                 "ben,0,6,0,0,0,0,wrong_file_name,the submission has no driver.py\r\n"
                 "cat,0,6,0,0,0,0,timed_out,it ran longer than the time limit of 2 s\r\n");
}

// A class from a platform's download: who the platform says each student is, which
// attempt was graded and the late rule, in columns after the others; the late penalty is
// taken off the total (3 of 6 points, 10% off: 2.7).
TEST(GradebookCsv, a_platform_download_adds_who_and_which_attempt) {
  StudentResult jane = graded("j_doe", testing::sample_result());
  Handin handin;
  handin.platform_id = "j_doe";
  handin.display_name = "Jane Doe";
  handin.submitted_at = "2026-09-22 09:30:00";
  handin.attempts = 2;
  handin.attempt = 2;
  handin.late = true;
  handin.penalty_percent = 10;
  handin.late_note = "late by 1 day (due 2026-09-21 23:59): 10% off the total";
  handin.entries = {"A_j_doe_attempt_2026-09-22-09-30-00_HW1.ipynb", "=cmd"};
  jane.handin = handin;
  StudentResult bob = graded("bob", testing::sample_result());
  EXPECT_EQ(gradebook_csv({jane, bob}),
            "student,total,max,bfs-a,dfs-a,secret,crash,late penalty,status,reason,platform id,"
            "name on the platform,submitted,attempt,late,late rule,handed in as\r\n"
            "j_doe,2.7,6,1.5,0.75,0.75,0,-0.3,graded,,j_doe,Jane Doe,2026-09-22 09:30:00,2 of 2,"
            "late,late by 1 day (due 2026-09-21 23:59): 10% off the total,"
            "A_j_doe_attempt_2026-09-22-09-30-00_HW1.ipynb; =cmd\r\n"
            "bob,3,6,1.5,0.75,0.75,0,0,graded,,,,,,,,\r\n");
}

// Issue 40: a student's test columns added up to 88.21 while the total was 100, the
// total-time bonus having no column. Every point of the total has its column.
TEST(GradebookCsv, the_columns_add_up_to_the_total_bonus_included) {
  SuiteResult result = testing::sample_result();
  result.bonus = {10, 10, BonusMiss::none};
  SuiteResult missed = testing::sample_result();
  missed.bonus = {10, 0, BonusMiss::over_time};
  // Hand-worked: 1.5 + 0.75 + 0.75 + 0 = 3, plus the bonus 10: 13 of 6 + 10.
  EXPECT_EQ(gradebook_csv({graded("alice", result), graded("bob", missed)}),
            "student,total,max,bfs-a,dfs-a,secret,crash,total-time bonus,status,reason\r\n"
            "alice,13,16,1.5,0.75,0.75,0,10,graded,\r\n"
            "bob,3,16,1.5,0.75,0.75,0,0,graded,\r\n");
}

}  // namespace
}  // namespace grader

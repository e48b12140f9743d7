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
  EXPECT_EQ(csv,
            "student,total,max,bfs-a,dfs-a,secret,crash,status\r\n"
            "alice,3,6,1.5,0.75,0.75,0,graded\r\n"
            "\"o'brien, pat\",,,,,,,\"grader error: disk \"\"full\"\"\"\r\n");
}

}  // namespace
}  // namespace grader

#include "export/gradebook.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"

namespace grader {
namespace {

TEST(CsvField, leaves_plain_text_alone) {
  EXPECT_EQ(csv_field("alice"), "alice");
  EXPECT_EQ(csv_field("5.25"), "5.25");
  EXPECT_EQ(csv_field(""), "");
}

TEST(CsvField, quotes_commas_quotes_and_line_breaks_and_doubles_quotes) {
  EXPECT_EQ(csv_field("Smith, Jane"), "\"Smith, Jane\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_field("cr\rhere"), "\"cr\rhere\"");
  EXPECT_EQ(csv_field(" padded "), "\" padded \"");
}

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

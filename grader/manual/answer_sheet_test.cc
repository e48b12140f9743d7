#include "manual/answer_sheet.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

const ManualQuestion kQ1{"q1", 4, "Question 1 (4 points)"};

std::vector<StudentAnswer> class_answers() {
  return {{"alice", {"q1", AnswerSource::metadata, "No: <b>the blank</b>, \"moves\"\nline two"}},
          {"=bob", {"q1", AnswerSource::missing, ""}}};
}

TEST(AnswerPage, shows_every_answer_inert_and_says_which_are_missing) {
  std::string page = answer_page_html(kQ1, class_answers());
  EXPECT_NE(page.find("<h1>q1 (4 points)</h1>"), std::string::npos);
  EXPECT_NE(page.find("<pre>No: &lt;b&gt;the blank&lt;/b&gt;, &quot;moves&quot;\nline two</pre>"),
            std::string::npos)
      << page;
  EXPECT_EQ(page.find("<b>the blank"), std::string::npos);
  EXPECT_NE(page.find("<td>=bob</td><td><span class=\"missing\">no answer found</span>"),
            std::string::npos);
}

// Student text goes through csv_field (untrusted_text.h): a line break shown as \x0a (the
// page has the answer as written), a leading = guarded with ' and quoted.
TEST(GradingCsv, has_a_row_per_student_with_points_left_to_fill_in) {
  EXPECT_EQ(grading_csv(kQ1, class_answers()),
            "student,question,found,answer,points,max_points,comment\n"
            "alice,q1,metadata,\"No: <b>the blank</b>, \"\"moves\"\"\\x0aline two\",,4,\n"
            "\"'=bob\",q1,missing,,,4,\n");
}

// A CSV as an instructor fills it in: what grading_csv wrote, plus points and comments.
TEST(GradingCsv, reads_back_the_points_and_comments_filled_in) {
  std::string csv = grading_csv(kQ1, class_answers());
  csv.replace(csv.find(",,4,\n"), 5, ",3.5,4,\"Right, but say why\"\n");
  auto grades = read_grading_csv(csv, kQ1);
  ASSERT_TRUE(grades) << grades.error();
  ASSERT_EQ(grades->size(), 2u);
  EXPECT_EQ((*grades)[0].student, "alice");
  EXPECT_EQ((*grades)[0].points, 3.5);
  EXPECT_EQ((*grades)[0].comment, "Right, but say why");
  EXPECT_EQ((*grades)[1].student, "=bob");       // the formula guard undone
  EXPECT_EQ((*grades)[1].points, std::nullopt);  // not graded yet: pending, not 0
}

TEST(GradingCsv, refuses_points_out_of_range_another_question_or_a_wrong_header) {
  const std::string header = "student,question,found,answer,points,max_points,comment\n";
  EXPECT_EQ(read_grading_csv(header + "bob,q1,metadata,x,5,4,\n", kQ1).error(),
            "row 2: points '5' for bob is not a number from 0 to 4");
  EXPECT_EQ(read_grading_csv(header + "bob,q1,metadata,x,four,4,\n", kQ1).error(),
            "row 2: points 'four' for bob is not a number from 0 to 4");
  EXPECT_EQ(read_grading_csv(header + "bob,q5,metadata,x,1,6,\n", kQ1).error(),
            "row 2: question 'q5', not 'q1'");
  EXPECT_EQ(read_grading_csv("name,points\n", kQ1).error(),
            "row 1: the header is not student,question,found,answer,points,max_points,comment");
}

}  // namespace
}  // namespace grader

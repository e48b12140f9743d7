#include "export/canvas.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

// The first lines of a Canvas gradebook export, as Canvas writes them: a byte order
// mark, more columns than the five, and a "Points Possible" row.
constexpr std::string_view kRoster =
    "\xEF\xBB\xBF"
    "Student,ID,SIS User ID,SIS Login ID,Section,Driver (777),Current Score\r\n"
    "    Points Possible,,,,,46,(read only)\r\n"
    "\"Doe, Jane\",101,S1,jdoe,Sec A,,100\r\n"
    "Bob Roe,102,S2,broe,Sec A,,\r\n"
    "\"=HYPERLINK(\"\"http://x\"\")\",103,S3,cmoe,Sec B,,\r\n";

StudentResult graded(std::string login, double points) {
  StudentResult student;
  student.student = std::move(login);
  TestResult test;
  test.name = "t1";
  test.verdict = points == 46 ? Verdict::passed : Verdict::wrong_answer;
  test.score = points;
  test.max_score = 46;
  student.result.tests.push_back(test);
  return student;
}

StudentResult grader_error(std::string login) {
  StudentResult student;
  student.student = std::move(login);
  student.status = GradingStatus::grader_error;
  student.error = "the grader crashed";
  return student;
}

TEST(CanvasRoster, reads_a_canvas_gradebook_export) {
  auto roster = parse_canvas_roster(kRoster);
  ASSERT_TRUE(roster) << roster.error();
  ASSERT_EQ(roster->size(), 3u);
  EXPECT_EQ((*roster)[0].student, "Doe, Jane");
  EXPECT_EQ((*roster)[0].id, "101");
  EXPECT_EQ((*roster)[0].sis_user_id, "S1");
  EXPECT_EQ((*roster)[0].sis_login_id, "jdoe");
  EXPECT_EQ((*roster)[0].section, "Sec A");
  EXPECT_EQ((*roster)[2].student, "=HYPERLINK(\"http://x\")");
}

TEST(CanvasRoster, reads_lf_line_ends_and_columns_in_any_order) {
  auto roster = parse_canvas_roster("Section,SIS Login ID,Student,SIS User ID,ID\nS,amy,Amy,9,1\n");
  ASSERT_TRUE(roster) << roster.error();
  ASSERT_EQ(roster->size(), 1u);
  EXPECT_EQ((*roster)[0].sis_login_id, "amy");
  EXPECT_EQ((*roster)[0].student, "Amy");
  EXPECT_EQ((*roster)[0].section, "S");
}

TEST(CanvasRoster, names_a_missing_column) {
  auto roster = parse_canvas_roster("Student,ID\nJane,1\n");
  ASSERT_FALSE(roster);
  EXPECT_EQ(roster.error(), "the roster has no 'SIS User ID' column (its columns: Student, ID); "
                            "use the file of Canvas's Grades > Export");
}

TEST(CanvasRoster, names_the_line_of_a_student_without_a_login) {
  auto roster = parse_canvas_roster("Student,ID,SIS User ID,SIS Login ID,Section\nJane,1,,,A\n");
  ASSERT_FALSE(roster);
  EXPECT_EQ(roster.error(), "line 2 of the roster (Jane) has no SIS Login ID, so no student "
                            "folder can match it");
}

TEST(CanvasRoster, refuses_an_empty_file) { EXPECT_FALSE(parse_canvas_roster("")); }

// Jane is graded 41.5, Bob's grading failed (not a grade: empty), Carol has no result
// (empty), and dave was graded but is not in the roster.
TEST(CanvasGradebook, writes_one_assignment_column_joined_by_login) {
  auto roster = parse_canvas_roster(kRoster);
  ASSERT_TRUE(roster);
  std::vector<StudentResult> students = {graded("broe", 10), graded("dave", 46),
                                         graded("jdoe", 41.5)};
  students[0] = grader_error("broe");
  CanvasGradebook book = canvas_gradebook(*roster, students, "Driver (777)");
  EXPECT_EQ(book.csv, "Student,ID,SIS User ID,SIS Login ID,Section,Driver (777)\r\n"
                      "\"Doe, Jane\",101,S1,jdoe,Sec A,41.5\r\n"
                      "Bob Roe,102,S2,broe,Sec A,\r\n"
                      "\"'=HYPERLINK(\"\"http://x\"\")\",103,S3,cmoe,Sec B,\r\n");
  EXPECT_EQ(book.not_graded, std::vector<std::string>{"cmoe"});
  EXPECT_EQ(book.no_grade, std::vector<std::string>{"broe"});
  EXPECT_EQ(book.not_in_roster, std::vector<std::string>{"dave"});
}

TEST(CanvasGradebook, gives_a_zero_score_as_0_not_empty) {
  std::vector<RosterEntry> roster = {{"Amy", "1", "", "amy", ""}};
  CanvasGradebook book = canvas_gradebook(roster, {graded("amy", 0)}, "Driver");
  EXPECT_EQ(book.csv, "Student,ID,SIS User ID,SIS Login ID,Section,Driver\r\nAmy,1,,amy,,0\r\n");
}

TEST(CanvasGradebook, joins_by_the_exact_login) {
  std::vector<RosterEntry> roster = {{"Amy", "1", "", "amy", ""}};
  CanvasGradebook book = canvas_gradebook(roster, {graded("Amy", 5)}, "Driver");
  EXPECT_EQ(book.not_graded, std::vector<std::string>{"amy"});
  EXPECT_EQ(book.not_in_roster, std::vector<std::string>{"Amy"});
}

// Canvas finds the student by these three columns: a guard that made "-rf" into "'-rf"
// would leave the student's grade out of the import.
TEST(CanvasGradebook, writes_the_identifier_columns_exactly_as_the_roster_has_them) {
  std::vector<RosterEntry> roster = {{"-Mal", "@7", "=1+1", "-rf", "+A"},
                                     {"Ann", "8", "S,8", " ann", "A"}};
  CanvasGradebook book = canvas_gradebook(roster, {graded("-rf", 3), graded(" ann", 4)}, "Driver");
  EXPECT_EQ(book.csv, "Student,ID,SIS User ID,SIS Login ID,Section,Driver\r\n"
                      "\"'-Mal\",@7,=1+1,-rf,\"'+A\",3\r\n"
                      "Ann,8,\"S,8\",\" ann\",A,4\r\n");
  EXPECT_TRUE(book.not_graded.empty());
  // And the file reads back to the same identifiers.
  auto back = parse_canvas_roster(book.csv);
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ((*back)[0].sis_login_id, "-rf");
  EXPECT_EQ((*back)[0].sis_user_id, "=1+1");
  EXPECT_EQ((*back)[1].sis_user_id, "S,8");
}

TEST(CanvasAssignment, sees_a_canvas_id_at_the_end) {
  EXPECT_TRUE(names_a_canvas_id("Driver (123456)"));
  EXPECT_TRUE(names_a_canvas_id("HW (1) (42)"));
  EXPECT_FALSE(names_a_canvas_id("Driver"));
  EXPECT_FALSE(names_a_canvas_id("Driver ()"));
  EXPECT_FALSE(names_a_canvas_id("Driver (draft)"));
  EXPECT_FALSE(names_a_canvas_id("Driver(4242)"));  // Canvas needs the space
  EXPECT_FALSE(names_a_canvas_id(" (4242)"));
}

// Issue 25: "Driver(4242)" was accepted, and Canvas would have made a new assignment.
TEST(CanvasColumnProblem, refuses_what_the_importer_would_misread_in_one_line) {
  EXPECT_EQ(canvas_column_problem("Driver (4242)"), "");
  EXPECT_EQ(canvas_column_problem("Driver"), "");  // a new assignment: export notes it
  EXPECT_EQ(canvas_column_problem("Driver(4242)"),
            "'Driver(4242)': Canvas reads the id only after a space, as in 'Driver (4242)'");
  EXPECT_EQ(canvas_column_problem("(4242)"),
            "'(4242)' has a Canvas id but no name before it; write 'Name (4242)'");
  EXPECT_EQ(canvas_column_problem("Final Score"),
            "'Final Score' is a column Canvas reads itself, not an assignment; write the "
            "assignment's name as 'Name (123456)'");
  EXPECT_EQ(canvas_column_problem("  "), "the assignment column has no name; write it as "
                                         "'Name (123456)'");
  EXPECT_NE(canvas_column_problem("Driver\n(4242)"), "");
  for (const std::string& problem :
       {canvas_column_problem("Driver(4242)"), canvas_column_problem("Driver\n(4242)")}) {
    EXPECT_EQ(problem.find('\n'), std::string::npos) << problem;
  }
}

}  // namespace
}  // namespace grader

#include "export/blackboard.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

using Strings = std::vector<std::string>;

// A Grade Center download with the comma delimiter, as Blackboard writes it: a UTF-8 byte
// order mark, every field quoted, the six user columns, then one column per gradebook
// column, "Name [Total Pts: N Score] |id". An empty grade is "".
constexpr std::string_view kCommaDownload =
    "\xEF\xBB\xBF"
    "\"Last Name\",\"First Name\",\"Username\",\"Student ID\",\"Last Access\","
    "\"Availability\",\"Homework 3 [Total Pts: 100 Score] |1234567\","
    "\"Quiz 1 [Total Pts: 10 Score] |1234568\"\n"
    "\"Doe\",\"Jane\",\"jdoe\",\"S1\",\"2024-03-01 10:00:00\",\"Yes\",\"\",\"8.00\"\n"
    "\"Roe\",\"Bob, Jr.\",\"broe\",\"S2\",\"\",\"Yes\",\"\",\"\"\n"
    "\"=HYPERLINK(\"\"http://x\"\")\",\"Carl\",\"cmoe\",\"S3\",\"\",\"No\",\"50.00\",\"\"\n";

// The same kind of file with the tab delimiter: Blackboard's ".xls", UTF-16 little-endian
// text with a byte order mark. The compiler writes the UTF-16 (u"" literal); le_bytes()
// only lays each code unit out as two bytes, low byte first.
constexpr std::u16string_view kTabDownload =
    u"\uFEFF\"Last Name\"\t\"First Name\"\t\"Username\"\t\"Student ID\"\t\"Last Access\"\t"
    u"\"Availability\"\t\"Homework, part 3 [Total Pts: 100 Score] |1234567\"\r\n"
    u"\"Zo\u00EB\"\t\"Ann\"\t\"zann\"\t\"S9\"\t\"\"\t\"Yes\"\t\"\"\r\n"
    u"\"Lee\"\t\"Ray\"\t\"rlee2\"\t\"S10\"\t\"\"\t\"Yes\"\t\"12.50\"\r\n";

std::string le_bytes(std::u16string_view text) {
  std::string bytes;
  for (char16_t unit : text) {
    bytes += static_cast<char>(unit & 0xFF);  // low byte: fits a char
    bytes += static_cast<char>(unit >> 8);    // high byte: fits a char
  }
  return bytes;
}

StudentResult graded(std::string username, double points) {
  StudentResult student;
  student.student = std::move(username);
  TestResult test;
  test.name = "t1";
  test.verdict = points == 46 ? Verdict::passed : Verdict::wrong_answer;
  test.score = points;
  test.max_score = 46;
  student.result.tests.push_back(test);
  return student;
}

StudentResult grader_error(std::string username) {
  StudentResult student;
  student.student = std::move(username);
  student.status = GradingStatus::grader_error;
  student.error = "the grader crashed";
  return student;
}

ManualScore written(ManualState state, double points) {
  ManualScore score;
  score.question = "q5";
  score.max_points = 4;
  score.state = state;
  score.points = points;
  return score;
}

TEST(GradeCenterFile, reads_the_comma_download_with_its_byte_order_mark) {
  auto file = parse_grade_center(kCommaDownload);
  ASSERT_TRUE(file) << file.error().message;
  EXPECT_EQ(file->columns,
            (Strings{"Last Name", "First Name", "Username", "Student ID", "Last Access",
                     "Availability", "Homework 3 [Total Pts: 100 Score] |1234567",
                     "Quiz 1 [Total Pts: 10 Score] |1234568"}));
  EXPECT_EQ(file->usernames, (Strings{"jdoe", "broe", "cmoe"}));
  EXPECT_EQ(file->format, "comma-delimited UTF-8");
}

TEST(GradeCenterFile, reads_the_tab_delimited_utf16_download_by_its_bytes) {
  auto file = parse_grade_center(le_bytes(kTabDownload));
  ASSERT_TRUE(file) << file.error().message;
  EXPECT_EQ(file->columns.size(), 7u);
  EXPECT_EQ(file->columns[0], "Last Name");  // no byte order mark left in the first header
  EXPECT_EQ(file->columns[6], "Homework, part 3 [Total Pts: 100 Score] |1234567");
  EXPECT_EQ(file->usernames, (Strings{"zann", "rlee2"}));
  EXPECT_EQ(file->format, "tab-delimited UTF-16");
}

// Each UTF-16 code unit written out by hand: "Username", LF, "zoë" (U+00EB), LF, and
// U+1F600 as the surrogate pair D83D DE00, which is F0 9F 98 80 in UTF-8.
TEST(GradeCenterFile, decodes_utf16_in_either_byte_order_with_surrogate_pairs) {
  const std::string little("\xFF\xFE"
                           "U\0s\0e\0r\0n\0a\0m\0e\0\n\0"
                           "z\0o\0\xEB\0\n\0"
                           "\x3D\xD8\x00\xDE\n\0",
                           2 + 18 + 8 + 6);
  const std::string big("\xFE\xFF"
                        "\0U\0s\0e\0r\0n\0a\0m\0e\0\n"
                        "\0z\0o\0\xEB\0\n"
                        "\xD8\x3D\xDE\x00\0\n",
                        2 + 18 + 8 + 6);
  for (const std::string& bytes : {little, big}) {
    auto file = parse_grade_center(bytes);
    ASSERT_TRUE(file) << file.error().message;
    EXPECT_EQ(file->usernames, (Strings{"zo\xC3\xAB", "\xF0\x9F\x98\x80"}));
    EXPECT_EQ(file->format, "comma-delimited UTF-16");
  }
  // Without a mark, an ASCII character followed by a zero byte is UTF-16 little-endian.
  auto unmarked = parse_grade_center(little.substr(2));
  ASSERT_TRUE(unmarked) << unmarked.error().message;
  EXPECT_EQ(unmarked->usernames.size(), 2u);
}

TEST(GradeCenterFile, reads_lf_and_crlf_and_unquoted_fields) {
  auto file = parse_grade_center("Username,Quiz [Total Pts: 5 Score] |7\r\namy,\r\nbo,4\n");
  ASSERT_TRUE(file) << file.error().message;
  EXPECT_EQ(file->usernames, (Strings{"amy", "bo"}));
}

TEST(GradeCenterFile, says_what_is_wrong_and_on_which_line) {
  auto error = [](std::string_view bytes) {
    auto file = parse_grade_center(bytes);
    EXPECT_FALSE(file);
    return file ? GradeCenterError{0, "parsed"} : file.error();
  };
  GradeCenterError empty = error("");
  EXPECT_EQ(empty.line, 1);
  EXPECT_EQ(empty.message,
            "the file is empty; download the Grade Center again (Work Offline > Download)");
  GradeCenterError no_username = error("\"Last Name\",\"Student ID\"\n\"Doe\",\"S1\"\n");
  EXPECT_EQ(no_username.line, 1);
  EXPECT_EQ(no_username.message,
            "no 'Username' column (its columns: 'Last Name', 'Student ID'); download the Grade "
            "Center with Work Offline > Download, which writes it");
  GradeCenterError blank = error("Last Name,Username\nDoe,jdoe\n\nRoe,\n");
  EXPECT_EQ(blank.line, 4);
  EXPECT_EQ(blank.message, "this student row has no Username, so no student folder can match it");
  GradeCenterError twice = error("Username\njdoe\nbroe\njdoe\n");
  EXPECT_EQ(twice.line, 4);
  EXPECT_EQ(twice.message,
            "the username 'jdoe' is on line 2 already; Blackboard writes each student once");
  GradeCenterError unclosed = error("Username,Quiz\njdoe,\"4\nbroe,3\n");
  EXPECT_EQ(unclosed.line, 2);
  EXPECT_EQ(unclosed.message, "a quoted field is never closed: the file is cut short or damaged");
  // UTF-16: a byte missing at the end, and a high surrogate followed by an "x" on line 2.
  GradeCenterError odd = error(std::string("\xFF\xFEU\0\n\0x", 7));
  EXPECT_EQ(odd.line, 2);
  EXPECT_EQ(odd.message,
            "the file ends in the middle of a UTF-16 character (an odd number of bytes): it "
            "is cut short; download it again");
  GradeCenterError lone = error(std::string("\xFF\xFEU\0\n\0\x3D\xD8x\0", 10));
  EXPECT_EQ(lone.line, 2);
  EXPECT_EQ(lone.message,
            "a UTF-16 surrogate without its pair: the file is damaged; download it again");
}

TEST(GradeCenterColumn, names_a_column_without_its_points_and_id) {
  EXPECT_EQ(grade_center_column_name("Homework 3 [Total Pts: 100 Score] |1234567"), "Homework 3");
  EXPECT_EQ(grade_center_column_name("Quiz 3 [Total Pts: 10] |664617"), "Quiz 3");
  EXPECT_EQ(grade_center_column_name("HW 1 [EXTRA CREDIT] [Total Pts: 4 Score] |3229259"),
            "HW 1 [EXTRA CREDIT]");
  EXPECT_EQ(grade_center_column_name("Notes |42"), "Notes");
  EXPECT_EQ(grade_center_column_name("Notes"), "Notes");
  EXPECT_EQ(grade_center_column_name("A|B [x]"), "A|B");
}

TEST(GradeCenterColumn, finds_the_id_only_after_a_space_and_a_bar_at_the_end) {
  EXPECT_EQ(grade_center_column_id("Homework 3 [Total Pts: 100 Score] |1234567"), "1234567");
  EXPECT_EQ(grade_center_column_id("Homework 3 [Total Pts: 100 Score]"), "");
  EXPECT_EQ(grade_center_column_id("Homework 3|1234567"), "");
  EXPECT_EQ(grade_center_column_id("Homework |3a"), "");
  EXPECT_EQ(grade_center_column_id("Homework |"), "");
}

const Strings kColumns = {"Last Name",
                          "First Name",
                          "Username",
                          "Student ID",
                          "Last Access",
                          "Availability",
                          "Homework 3 [Total Pts: 100 Score] |1234567",
                          "Quiz 1 [Total Pts: 10 Score] |1234568",
                          "Quiz 1 [Total Pts: 20 Score] |1234570",
                          "Bonus [Total Pts: 5 Score]"};

TEST(GradeCenterColumn, matches_the_whole_header_or_a_name_one_column_has) {
  auto exact = find_grade_center_column(kColumns, "Quiz 1 [Total Pts: 20 Score] |1234570");
  ASSERT_TRUE(exact) << exact.error();
  EXPECT_EQ(*exact, "Quiz 1 [Total Pts: 20 Score] |1234570");
  auto by_name = find_grade_center_column(kColumns, "Homework 3");
  ASSERT_TRUE(by_name) << by_name.error();
  EXPECT_EQ(*by_name, "Homework 3 [Total Pts: 100 Score] |1234567");
}

TEST(GradeCenterColumn, refuses_in_one_line_what_it_cannot_take) {
  auto error = [](std::string_view wanted) {
    auto found = find_grade_center_column(kColumns, wanted);
    EXPECT_FALSE(found) << wanted;
    return found ? std::string("found") : found.error();
  };
  EXPECT_EQ(error("Homework 4"),
            "'Homework 4' is no column of the Grade Center file (its grade columns: "
            "'Homework 3', 'Quiz 1' or 'Bonus'); did you mean 'Homework 3'?");
  EXPECT_EQ(error("Essay"),
            "'Essay' is no column of the Grade Center file (its grade columns: 'Homework 3', "
            "'Quiz 1' or 'Bonus')");
  EXPECT_EQ(error("Quiz 1"),
            "'Quiz 1' names 2 columns of the Grade Center file ('Quiz 1 [Total Pts: 10 Score] "
            "|1234568', 'Quiz 1 [Total Pts: 20 Score] |1234570'); give the whole header of one");
  EXPECT_EQ(error("Username"),
            "'Username' is one of Blackboard's user columns, not a grade column; name the "
            "assignment's column");
  EXPECT_EQ(error("Bonus"),
            "'Bonus [Total Pts: 5 Score]' has no column id (' |1234567' at the end of its "
            "header), so Blackboard would not update it but add a new text column worth 0 "
            "points; download the Grade Center again (Work Offline > Download) and name a "
            "column of that file");
  auto only_users = find_grade_center_column({"Username", "Last Name"}, "Homework 3");
  ASSERT_FALSE(only_users);
  EXPECT_EQ(only_users.error(),
            "'Homework 3': the Grade Center file has no grade column; download it with the "
            "assignment's column (Full Grade Center, or Selected Column)");
}

constexpr std::string_view kColumn = "Homework 3 [Total Pts: 100 Score] |1234567";

// jdoe: 41.5 on the tests and 3 of 4 on the written question, 44.5. broe: grading failed
// (no grade: empty). cmoe: no result (empty). dave: graded, not in the file.
TEST(BlackboardUpload, writes_the_column_for_every_grade_center_student_in_file_order) {
  auto file = parse_grade_center(kCommaDownload);
  ASSERT_TRUE(file);
  std::vector<StudentResult> students = {grader_error("broe"), graded("dave", 46),
                                         graded("jdoe", 41.5)};
  students[2].manual.push_back(written(ManualState::graded, 3));
  BlackboardUpload upload = blackboard_upload(*file, students, kColumn,
                                              MissingStudents::empty_cell);
  EXPECT_EQ(upload.csv, "\"Username\",\"Homework 3 [Total Pts: 100 Score] |1234567\"\r\n"
                        "\"jdoe\",\"44.5\"\r\n"
                        "\"broe\",\"\"\r\n"
                        "\"cmoe\",\"\"\r\n");
  EXPECT_EQ(upload.not_graded, Strings{"cmoe"});
  EXPECT_EQ(upload.no_grade, Strings{"broe"});
  EXPECT_EQ(upload.not_in_file, Strings{"dave"});
  EXPECT_TRUE(upload.manual_pending.empty());
}

TEST(BlackboardUpload, gives_zero_to_who_handed_nothing_in_only_when_asked) {
  auto file = parse_grade_center(le_bytes(kTabDownload));
  ASSERT_TRUE(file);
  std::vector<StudentResult> students = {graded("rlee2", 0), grader_error("zann")};
  EXPECT_EQ(blackboard_upload(*file, {graded("rlee2", 0)}, "Q |1", MissingStudents::zero).csv,
            "\"Username\",\"Q |1\"\r\n"
            "\"zann\",\"0\"\r\n"
            "\"rlee2\",\"0\"\r\n");
  // A grader error is no grade, zeros or not: it is listed and left empty.
  BlackboardUpload upload = blackboard_upload(*file, students, "Q |1", MissingStudents::zero);
  EXPECT_EQ(upload.csv, "\"Username\",\"Q |1\"\r\n\"zann\",\"\"\r\n\"rlee2\",\"0\"\r\n");
  EXPECT_EQ(upload.no_grade, Strings{"zann"});
  EXPECT_TRUE(upload.not_graded.empty());
}

TEST(BlackboardUpload, leaves_the_cell_empty_while_a_written_question_is_pending) {
  GradeCenter file{{"Username", "Q |1"}, {"amy"}, "comma-delimited UTF-8"};
  std::vector<StudentResult> students = {graded("amy", 46)};
  students[0].manual.push_back(written(ManualState::pending, 0));
  BlackboardUpload upload = blackboard_upload(file, students, "Q |1", MissingStudents::zero);
  EXPECT_EQ(upload.csv, "\"Username\",\"Q |1\"\r\n\"amy\",\"\"\r\n");
  EXPECT_EQ(upload.manual_pending, Strings{"amy"});
}

// Blackboard finds the student by the username as it wrote it: no formula guard, no
// trimming, only CSV's quotes doubled. Joined exactly: "Amy" is not "amy".
TEST(BlackboardUpload, keeps_usernames_byte_for_byte_and_joins_them_exactly) {
  GradeCenter file{{"Username", "Q |1"}, {"-rf", "a\"b", " amy", "amy"}, "comma-delimited UTF-8"};
  std::vector<StudentResult> students = {graded("-rf", 1), graded("a\"b", 2), graded(" amy", 3),
                                         graded("Amy", 4)};
  BlackboardUpload upload = blackboard_upload(file, students, "Q |1", MissingStudents::empty_cell);
  EXPECT_EQ(upload.csv, "\"Username\",\"Q |1\"\r\n"
                        "\"-rf\",\"1\"\r\n"
                        "\"a\"\"b\",\"2\"\r\n"
                        "\" amy\",\"3\"\r\n"
                        "\"amy\",\"\"\r\n");
  EXPECT_EQ(upload.not_graded, Strings{"amy"});
  EXPECT_EQ(upload.not_in_file, Strings{"Amy"});
  // And the file reads back as a Grade Center file with the same usernames.
  auto back = parse_grade_center(upload.csv);
  ASSERT_TRUE(back) << back.error().message;
  EXPECT_EQ(back->usernames, file.usernames);
}

}  // namespace
}  // namespace grader

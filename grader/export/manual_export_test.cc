#include "export/manual_export.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>

#include "common/testing/temp_folder.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

const std::vector<ManualQuestion> kQuestions = {{"q1", 4, "Question 1 (4 points)"}};

// alice answered q1 in the starter's answer cell; bob's folder has no notebook at all.
struct Class {
  puzzle::testing::TempFolder folder{"manual-export"};
  std::vector<Student> students;
  Class() {
    fs::create_directories(folder.path() / "class" / "alice");
    fs::create_directories(folder.path() / "class" / "bob");
    std::ofstream(folder.path() / "class" / "alice" / "fifteen_puzzle.ipynb")
        << R"({"cells": [{"cell_type": "markdown", "source": ["The blank is not a tile."],
              "metadata": {"puzzle": {"answer": "q1"}}}]})";
    students = {{"alice", folder.path() / "class" / "alice"},
                {"bob", folder.path() / "class" / "bob"}};
  }
  fs::path out() const { return folder.path() / "out"; }
};

std::vector<StudentResult> results() {
  std::vector<StudentResult> students(2);
  students[0].student = "alice";
  students[1].student = "bob";
  return students;
}

std::string read(const fs::path& path) {
  std::ifstream file(path);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

TEST(LocatedCsvError, names_the_file_and_row_as_a_spreadsheet_numbers_it) {
  EXPECT_EQ(located_csv_error("m/q1.csv", "row 3: points 'x' for bob is not a number from 0 to 4"),
            "m/q1.csv:3: points 'x' for bob is not a number from 0 to 4");
  EXPECT_EQ(located_csv_error("m/q1.csv", "cannot be read"), "m/q1.csv: cannot be read");
}

TEST(GradeWrittenAnswers, writes_the_sheets_then_everyone_is_pending_or_without_answer) {
  Class klass;
  auto students = results();
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out());
  EXPECT_TRUE(report.errors.empty());
  ASSERT_EQ(report.notes.size(), 1u);
  EXPECT_NE(report.notes[0].find("q1.csv: new"), std::string::npos);
  EXPECT_TRUE(fs::exists(klass.out() / "manual" / "q1.html"));
  EXPECT_EQ(read(klass.out() / "manual" / "q1.csv"),
            "student,question,found,answer,points,max_points,comment\n"
            "alice,q1,metadata,The blank is not a tile.,,4,\n"
            "bob,q1,missing,,,4,\n");
  ASSERT_EQ(students[0].manual.size(), 1u);
  EXPECT_EQ(students[0].manual[0].state, ManualState::pending);
  EXPECT_EQ(students[1].manual[0].state, ManualState::no_answer);
}

TEST(GradeWrittenAnswers, reads_a_filled_in_csv_back_and_never_overwrites_it) {
  Class klass;
  auto students = results();
  fs::create_directories(klass.out() / "manual");
  const std::string filled = "student,question,found,answer,points,max_points,comment\n"
                             "alice,q1,metadata,The blank is not a tile.,3.5,4,say why\n";
  std::ofstream(klass.out() / "manual" / "q1.csv") << filled;
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out());
  EXPECT_TRUE(report.errors.empty());
  EXPECT_EQ(read(klass.out() / "manual" / "q1.csv"), filled);
  EXPECT_EQ(students[0].manual[0].state, ManualState::graded);
  EXPECT_EQ(students[0].manual[0].points, 3.5);
  EXPECT_EQ(students[0].manual[0].comment, "say why");
  EXPECT_EQ(students[1].manual[0].state, ManualState::no_answer);  // no row, no answer
}

TEST(GradeWrittenAnswers, a_bad_cell_is_one_located_error_and_no_scores) {
  Class klass;
  auto students = results();
  fs::create_directories(klass.out() / "manual");
  std::ofstream(klass.out() / "manual" / "q1.csv")
      << "student,question,found,answer,points,max_points,comment\n"
         "alice,q1,metadata,x,five,4,\n";
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out());
  ASSERT_EQ(report.errors.size(), 1u);
  EXPECT_EQ(report.errors[0], (klass.out() / "manual" / "q1.csv").string() +
                                  ":2: points 'five' for alice is not a number from 0 to 4");
  EXPECT_TRUE(students[0].manual.empty());
}

}  // namespace
}  // namespace grader

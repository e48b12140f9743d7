#include "export/manual_export.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

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

TEST(GradeWrittenAnswers, writes_the_sheets_then_everyone_is_pending_or_without_answer) {
  Class klass;
  auto students = results();
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out());
  EXPECT_TRUE(report.errors.empty());
  ASSERT_FALSE(report.notes.empty());
  EXPECT_NE(report.notes.back().find("q1.csv: new"), std::string::npos);
  EXPECT_TRUE(fs::exists(klass.out() / "manual" / "q1.html"));
  // KaTeX beside the pages, or a note that math shows as TeX.
  EXPECT_TRUE(fs::exists(klass.out() / "manual" / "katex" / "katex.min.js") ||
              report.notes.front().starts_with("math is shown as TeX"));
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

TEST(GradeWrittenAnswers, every_bad_row_of_every_csv_is_one_located_error_and_no_scores) {
  Class klass;
  auto students = results();
  fs::create_directories(klass.out() / "manual");
  // Line 3 is alice's answer running on from line 2; line 5 is blank.
  std::ofstream(klass.out() / "manual" / "q1.csv")
      << "student,question,found,answer,points,max_points,comment\n"
         "alice,q1,metadata,\"two\nlines\",five,4,\n"
         "zed,q1,metadata,x,1,4,\n"
         "\n"
         "bob,q1,missing,,,4\n";
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out());
  const std::string csv = (klass.out() / "manual" / "q1.csv").string();
  EXPECT_EQ(report.errors,
            (std::vector<std::string>{
                csv + ":2: points 'five' for alice is not a number from 0 to 4",
                csv + ":4: 'zed' is not a student of this class", csv + ":6: 6 fields, not 7"}));
  EXPECT_TRUE(students[0].manual.empty());
}

std::string find_chromium() {
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    std::string probe = std::string("command -v ") + name + " >/dev/null 2>&1";
    if (std::system(probe.c_str()) == 0) return name;
  }
  return "";
}

// The page as Chromium builds it, after its scripts ran: KaTeX typeset the math (the
// copy beside the page, offline), the Markdown is rendered, and nothing of a hostile
// answer became an element: no script, iframe or image, no handler, no javascript: link.
TEST(GradeWrittenAnswers, chromium_shows_math_typeset_and_a_hostile_answer_inert) {
  const std::string chromium = find_chromium();
  if (chromium.empty())
    GTEST_SKIP() << "chromium is not installed; the rendering check was skipped";
  Class klass;
  const std::string hostile =
      "<script>document.title='ran'</script>\n\n<img src=x onerror=\"document.title='ran'\">\n\n"
      "[link](javascript:document.title='ran') <iframe src=\"https://example.com\"></iframe>\n\n"
      "**bold** and $h_1(n) \\le h^*(n)$";
  nlohmann::json notebook = {{"cells",
                              {{{"cell_type", "markdown"},
                                {"source", hostile},
                                {"metadata", {{"puzzle", {{"answer", "q1"}}}}}}}}};
  std::ofstream(klass.folder / "class" / "alice" / "fifteen_puzzle.ipynb") << notebook.dump();
  auto students = results();
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out());
  ASSERT_TRUE(report.errors.empty());
  if (!fs::exists(klass.out() / "manual" / "katex" / "katex.min.js")) {
    GTEST_SKIP() << "KaTeX is not installed (apt-get install libjs-katex); skipped";
  }
  fs::create_directories(klass.folder / "profile");
  const std::string command =
      chromium +
      " --headless --no-sandbox --disable-gpu --disable-background-networking "
      "--disable-component-update --disable-sync --no-first-run --user-data-dir=" +
      (klass.folder / "profile").string() + " --dump-dom file://" +
      (klass.out() / "manual" / "q1.html").string() + " > " + (klass.folder / "dom.html").string() +
      " 2>/dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  const std::string dom = read(klass.folder / "dom.html");
  EXPECT_NE(dom.find("<strong>bold</strong>"), std::string::npos) << dom;
  EXPECT_NE(dom.find("class=\"katex\""), std::string::npos) << dom;    // typeset by KaTeX
  EXPECT_NE(dom.find("<title>q1</title>"), std::string::npos) << dom;  // no script ran
  for (const char* banned : {"<iframe", "<img", "onerror", "javascript:", "'ran'</script>"}) {
    EXPECT_EQ(dom.find(banned), std::string::npos) << banned << " in\n" << dom;
  }
}

}  // namespace
}  // namespace grader

#include "export/manual_export.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>

#include "common/testing/temp_folder.h"
#include "grade/fake_process_runner.h"
#include "run/boost_process_runner.h"

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

// Without KaTeX: for answers without math, which need none.
ManualExport export_without_katex(std::vector<StudentResult>& students, const Class& klass) {
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0); });
  return grade_written_answers(students, kQuestions, klass.students, klass.out(), runner, {});
}

void write_answer(const Class& klass, const std::string& student, const std::string& answer) {
  nlohmann::json notebook = {{"cells",
                              {{{"cell_type", "markdown"},
                                {"source", answer},
                                {"metadata", {{"puzzle", {{"answer", "q1"}}}}}}}}};
  std::ofstream(klass.folder / "class" / student / "fifteen_puzzle.ipynb") << notebook.dump();
}

TEST(GradeWrittenAnswers, writes_the_sheets_then_everyone_is_pending_or_without_answer) {
  Class klass;
  auto students = results();
  ManualExport report = export_without_katex(students, klass);
  EXPECT_TRUE(report.errors.empty());
  ASSERT_EQ(report.notes.size(), 1u);  // no math, so nothing to say of KaTeX
  EXPECT_NE(report.notes.back().find("q1.csv: new"), std::string::npos);
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
  ManualExport report = export_without_katex(students, klass);
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
  ManualExport report = export_without_katex(students, klass);
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

// Issue 38 item 4: KaTeX failing on one answer (here: stopped at its time limit) leaves
// that answer's TeX under a note on the page and one line of the export; the other
// student's math is typeset.
TEST(GradeWrittenAnswers, an_answer_katex_fails_on_is_said_and_keeps_its_tex_alone) {
  Class klass;
  write_answer(klass, "alice", "So $\\sqrt{x}$.");
  write_answer(klass, "bob", "And $y$.");
  FakeProcessRunner runner([](const ProcessSpec&) {
    return exited(0, "{\"katex\":\"0.19.1\"}\n{\"failure\":\"KaTeX took over 2 s on it\"}\n"
                     "{\"html\":[\"<span class=\\\"katex\\\">Y</span>\"]}\n");
  });
  auto students = results();
  const fs::path katex = klass.folder / "katex";  // a prefix with KaTeX's style sheet
  fs::create_directories(katex_dist(katex) / "fonts");
  std::ofstream(katex_dist(katex) / "katex.min.css") << ".katex{}";
  std::ofstream(katex_dist(katex) / "fonts" / "KaTeX_Main-Regular.woff2") << "font";
  ManualExport report =
      grade_written_answers(students, kQuestions, klass.students, klass.out(), runner,
                            {fs::path("/usr/bin/node"), katex, katex_script_path()});
  ASSERT_TRUE(report.errors.empty());
  EXPECT_EQ(report.notes.front(),
            "q1, alice: its math is shown as TeX (KaTeX took over 2 s on it)");
  const std::string page = read(klass.out() / "manual" / "q1.html");
  EXPECT_NE(page.find("<td>alice</td><td><p class=\"unrendered\">Its math is shown as TeX: "
                      "KaTeX took over 2 s on it.</p><div class=\"answer\"><p>So <span "
                      "class=\"math inline\">\\sqrt{x}</span>.</p>"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("<td>bob</td><td><div class=\"answer\"><p>And <span class=\"math "
                      "inline\"><span class=\"katex\">Y</span></span>.</p>"),
            std::string::npos)
      << page;
  EXPECT_EQ(read(klass.out() / "manual" / "katex" / "katex.min.css"), ".katex{}");
  EXPECT_EQ(read(klass.out() / "manual" / "katex" / "fonts" / "KaTeX_Main-Regular.woff2"), "font");
}

TEST(GradeWrittenAnswers, without_katex_every_page_says_why_its_math_is_tex) {
  Class klass;
  write_answer(klass, "alice", "So $x$.");
  auto students = results();
  ManualExport report = export_without_katex(students, klass);
  EXPECT_EQ(report.notes.front(),
            "math is shown as TeX: Node.js is not installed (no node on the PATH), so KaTeX "
            "cannot run");
  EXPECT_NE(read(klass.out() / "manual" / "q1.html")
                .find("<p class=\"missing\">Math is shown as TeX: Node.js is not installed"),
            std::string::npos);
}

// The page as Chromium builds it: the math typeset by KaTeX at export (Node and npm's
// katex), the Markdown rendered, and nothing of a hostile answer became an element: no
// script, iframe or image, no handler, no javascript: link. The page itself has no script.
TEST(GradeWrittenAnswers, chromium_shows_math_typeset_and_a_hostile_answer_inert) {
  const std::string chromium = find_chromium();
  if (chromium.empty())
    GTEST_SKIP() << "chromium is not installed; the rendering check was skipped";
  const KatexSetup katex = katex_setup();
  if (!katex.node || !katex.katex_prefix) {
    GTEST_SKIP() << "Node.js or npm's katex is missing (scripts/bootstrap.sh); skipped";
  }
  Class klass;
  write_answer(klass, "alice",
               "<script>document.title='ran'</script>\n\n<img src=x "
               "onerror=\"document.title='ran'\">\n\n"
               "[link](javascript:document.title='ran') <iframe "
               "src=\"https://example.com\"></iframe>\n\n"
               "**bold** and $h_1(n) \\le h^*(n)$ and $\\href{javascript:alert(1)}{x}$");
  auto students = results();
  ManualExport report = grade_written_answers(students, kQuestions, klass.students, klass.out(),
                                              *make_system_runner(), katex);
  ASSERT_TRUE(report.errors.empty());
  ASSERT_TRUE(fs::exists(klass.out() / "manual" / "katex" / "katex.min.css"));
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
  for (const char* banned :
       {"<iframe", "<img", "onerror", "javascript:alert(1)\"", "href=\"javascript:", "<script"}) {
    EXPECT_EQ(dom.find(banned), std::string::npos) << banned << " in\n" << dom;
  }
}

}  // namespace
}  // namespace grader

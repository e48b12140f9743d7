#include "export/class_report.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include "export/class_stats.h"
#include "export/svg_chart.h"
#include "report/sample_result_test.h"

namespace grader {
namespace {

std::vector<StudentResult> sample_class() {
  std::vector<StudentResult> students;
  for (int i = 0; i < 5; ++i) {
    StudentResult s;
    s.student = "student-" + std::to_string(i);
    s.result = testing::sample_result();
    s.grading_time = std::chrono::milliseconds(500 * (i + 1));
    students.push_back(s);
  }
  Explanation ties;
  ties.deviations = {{"ties-smaller-g", "tie-break",
                      "Your A* breaks ties between nodes of equal f by the smaller g.",
                      "The assignment breaks them by insertion order."}};
  ties.tests = {"dfs-a", "secret"};
  for (int i : {0, 1, 2}) students[static_cast<std::size_t>(i)].result.explanations = {ties};
  StudentResult broken;
  broken.student = "<script>alert(1)</script>";
  broken.status = GradingStatus::grader_error;
  broken.error = "boom";
  students.push_back(broken);
  return students;
}

TEST(ClassReportHtml, is_self_contained_and_holds_every_chart_and_test) {
  std::string html = class_report_html(sample_class());
  for (const char* id :
       {"score-histogram", "pass-rate", "runtime-histogram", "explanations", "students"}) {
    EXPECT_NE(html.find(std::string("id=\"") + id + "\""), std::string::npos) << id;
  }
  for (const char* test : {"bfs-a", "dfs-a", "secret", "crash"})
    EXPECT_NE(html.find(test), std::string::npos);
  std::string explained = html.substr(html.find("<table id=\"explanations\">"));
  EXPECT_NE(explained.find("<td class=\"num\">3 students</td><td>Your A* breaks ties between "
                           "nodes of equal f by the smaller g. <span class=\"note\">The "
                           "assignment breaks them by insertion order.</span></td><td>student-0, "
                           "student-1, student-2</td>"),
            std::string::npos)
      << explained;
  EXPECT_NE(html.find("2 students with a wrong answer that no known difference explains: "
                      "student-3, student-4."),
            std::string::npos);
  for (const char* external : {"<script", "<link", "src=", "@import", "url("}) {
    EXPECT_EQ(html.find(external), std::string::npos) << external;
  }
  EXPECT_NE(html.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos);
}

TEST(ClassReportHtml, the_student_table_has_each_status_and_a_link_to_the_feedback) {
  std::vector<StudentResult> students = sample_class();
  students[1].student = "o'brien #2";
  for (TestResult& test : students[2].result.tests) {
    test.verdict = Verdict::submission_error;
    test.reason = "the submission has no driver.py";
  }
  students[2].result.submission_issue = SubmissionIssue{SubmissionProblem::missing_file,
                                                        "the submission has no driver.py"};
  students[2].status = GradingStatus::no_submission;
  std::string html = class_report_html(students);
  std::string table = html.substr(html.find("<table id=\"students\">"));
  EXPECT_NE(table.find("<th>status</th>"), std::string::npos) << table;
  EXPECT_NE(table.find("<td>student-0</td><td class=\"status-graded\">Graded</td>"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("<a href=\"feedback/student-0.md\">feedback</a>"), std::string::npos)
      << table;
  // The feedback file's name is the student's file key (student_key.h; the hash from a
  // separate Python FNV-1a).
  EXPECT_NE(table.find("<a href=\"feedback/o_brien__2~b8346b9160657902.md\">feedback</a>"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("<td class=\"status-no_submission\">No submission<br><span class=\"note\">"
                       "the submission has no driver.py</span></td>"),
            std::string::npos)
      << table;
  EXPECT_NE(table.find("<td class=\"status-grader_error\">Grader error (not your program)<br>"
                       "<span class=\"note\">boom</span></td>"),
            std::string::npos)
      << table;
  EXPECT_NE(html.find("<b>1</b>no submission</div>"), std::string::npos);
}

// Issue 25: "6 students graded" and the pass rates counted empty and misnamed folders.
// Here 5 results: 3 graded, 1 no submission, 1 grader error.
TEST(ClassReportHtml, counts_graded_students_only_and_lists_the_others_by_status) {
  std::vector<StudentResult> students = sample_class();
  students.erase(students.begin() + 3);  // student-3
  students[2].status = GradingStatus::no_submission;
  for (TestResult& test : students[2].result.tests) test.verdict = Verdict::submission_error;
  const std::string html = class_report_html(students);
  EXPECT_NE(html.find("<b>3</b>students graded</div>"), std::string::npos) << html;
  EXPECT_NE(html.find("<b>1</b>no submission</div>"), std::string::npos) << html;
  EXPECT_NE(html.find("<b>1</b>grader error</div>"), std::string::npos) << html;
  // The pass rate of a test is over the 3 graded students (sample_result: bfs-a passes).
  for (const TestStats& stats : test_stats(students)) EXPECT_EQ(stats.graded, 3) << stats.name;
  students.erase(students.begin(), students.begin() + 2);  // one graded student left
  EXPECT_NE(class_report_html(students).find("<b>1</b>student graded</div>"), std::string::npos);
}

// sample_result is 3/6 (50%). Written answers count in the histogram and the table as in
// the gradebook: student-0 3 + 4 + 6 = 13 of 16 (81%), student-1 3 + 1 = 4 of 16 (25%)
// with q5 pending, the other three 50%.
TEST(ClassReportHtml, the_histogram_and_the_table_use_the_total_with_written_answers) {
  std::vector<StudentResult> students = sample_class();
  students[0].manual = {{"q1", 4, ManualState::graded, 4, ""},
                        {"q5", 6, ManualState::graded, 6, ""}};
  students[1].manual = {{"q1", 4, ManualState::graded, 1, ""},
                        {"q5", 6, ManualState::pending, 0, ""}};
  const std::string html = class_report_html(students);
  for (const char* wanted : {"1 student scored 80-90%", "1 student scored 20-30%",
                             "3 students scored 50-60%", "<td class=\"num\">13/16</td>",
                             "<td class=\"num\">4/16 <span class=\"note\">(pending)</span>",
                             "<b>1</b>with written answers not graded yet (not final)</div>"}) {
    EXPECT_NE(html.find(wanted), std::string::npos) << wanted;
  }
}

TEST(Histogram, puts_each_value_in_its_slice_and_the_maximum_in_the_last) {
  EXPECT_EQ(histogram({0, 9.9, 10, 55, 100, 120, -1}, 0, 100, 10),
            (std::vector<int>{3, 1, 0, 0, 0, 1, 0, 0, 0, 2}));
}

std::string find_chromium() {
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    std::string probe = std::string("command -v ") + name + " >/dev/null 2>&1";
    if (std::system(probe.c_str()) == 0) return name;
  }
  return "";
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// The page as a browser builds it: the histogram's bars and every test name are in the
// DOM Chromium produced, i.e. the markup parsed as intended (nothing swallowed by a
// stray '<').
TEST(ClassReportHtml, renders_in_headless_chromium) {
  std::string chromium = find_chromium();
  if (chromium.empty()) {
    GTEST_SKIP()
        << "chromium is not installed (apt-get install chromium); the rendering check was skipped";
  }
  auto dir = std::filesystem::temp_directory_path() /
             ("class-report-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(dir / "profile");
  std::ofstream(dir / "report.html") << class_report_html(sample_class());
  std::string command =
      chromium +
      " --headless --no-sandbox --disable-gpu --disable-background-networking "
      "--disable-component-update --disable-sync --no-first-run --user-data-dir=" +
      (dir / "profile").string() + " --dump-dom file://" + (dir / "report.html").string() + " > " +
      (dir / "dom.html").string() + " 2>/dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  std::string dom = read(dir / "dom.html");
  EXPECT_NE(dom.find("id=\"score-histogram\""), std::string::npos) << dom.substr(0, 500);
  EXPECT_NE(dom.find("class=\"bar\""), std::string::npos);
  for (const char* test : {"bfs-a", "dfs-a", "secret", "crash"})
    EXPECT_NE(dom.find(test), std::string::npos) << test;
  EXPECT_EQ(dom.find("<script>alert"), std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grader

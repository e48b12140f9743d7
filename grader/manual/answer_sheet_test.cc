#include "manual/answer_sheet.h"

#include <gtest/gtest.h>

#include "common/csv.h"

namespace grader {
namespace {

const ManualQuestion kQ1{"q1", 4, "Question 1 (4 points)"};

std::vector<StudentAnswer> class_answers() {
  return {{"alice", {"q1", AnswerSource::metadata, "No: <b>the blank</b>, \"moves\"\nline two"}},
          {"=bob", {"q1", AnswerSource::missing, ""}}};
}

TEST(AnswerPage, shows_every_answer_rendered_and_inert_and_says_which_are_missing) {
  std::string page = answer_page_html(kQ1, class_answers());
  EXPECT_NE(page.find("<h1>q1 (4 points)</h1>"), std::string::npos);
  // cmark's safe mode: the raw <b> dropped, the text kept.
  EXPECT_NE(page.find("<div class=\"answer\"><p>No: <!-- raw HTML omitted -->the blank"
                      "<!-- raw HTML omitted -->, &quot;moves&quot;\nline two</p>\n</div>"),
            std::string::npos)
      << page;
  EXPECT_EQ(page.find("<b>the blank"), std::string::npos);
  EXPECT_NE(page.find("<td>=bob</td><td><span class=\"missing\">no answer found</span>"),
            std::string::npos);
}

// DS340: a notebook that cannot be read came with a PDF of the same attempt; the page links
// it where the answer would be (issue 39).
TEST(AnswerPage, links_the_pdf_handed_in_with_an_unreadable_notebook) {
  std::string page = answer_page_html(kQ1,
                                      {{"kroe", {"q1", AnswerSource::missing, ""}, "pdf/kroe.pdf"},
                                       {"bob", {"q1", AnswerSource::missing, ""}, ""}});
  EXPECT_NE(page.find("<td>kroe</td><td><span class=\"missing\">no answer found in the "
                      "notebook</span>: <a href=\"pdf/kroe.pdf\">read it in the PDF handed in "
                      "with it</a>"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("<td>bob</td><td><span class=\"missing\">no answer found</span></td>"),
            std::string::npos);
}

// The math is typeset at export (export/typeset_math.h), so the page runs no script at
// all (its Content-Security-Policy allows none) and fetches nothing but katex/ beside it.
TEST(AnswerPage, runs_no_script_and_fetches_nothing_from_outside) {
  std::string page = answer_page_html(
      kQ1, {{"eve",
             {"q1", AnswerSource::metadata,
              "<script>alert(1)</script>\n\n![x](https://example.com/t.png) $x^2$"}}});
  EXPECT_NE(page.find("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src "
                      "'none'; style-src 'self' 'unsafe-inline'; font-src 'self'; img-src data:; "
                      "form-action 'none'; base-uri 'none'\">"),
            std::string::npos)
      << page;
  EXPECT_EQ(page.find("script-src"), std::string::npos);  // default-src 'none' covers it
  EXPECT_EQ(page.find("<script"), std::string::npos) << page;
  EXPECT_NE(page.find("<span class=\"math inline\">x^2</span>"), std::string::npos);
}

// Issue 38 item 4: KaTeX's HTML where it typeset an answer; where it failed on one (a
// formula built to take minutes), that answer alone keeps its TeX under a note.
TEST(AnswerPage, shows_typeset_math_and_says_which_answer_keeps_its_tex) {
  std::string page = answer_page_html(
      kQ1, {{"ann", {"q1", AnswerSource::metadata, "$a$"}, "", {"<span class=\"katex\">A</span>"}},
            {"eve",
             {"q1", AnswerSource::metadata, "$\\sqrt{\\sqrt{x}}$"},
             "",
             {},
             "KaTeX took over 2 s on it"},
            {"cy", {"q1", AnswerSource::metadata, "$c$"}, "", {"<span class=\"katex\">C</span>"}}});
  EXPECT_NE(page.find("<td>ann</td><td><div class=\"answer\"><p><span class=\"math inline\">"
                      "<span class=\"katex\">A</span></span></p>\n</div></td>"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("<td>eve</td><td><p class=\"unrendered\">Its math is shown as TeX: KaTeX "
                      "took over 2 s on it.</p><div class=\"answer\"><p><span class=\"math "
                      "inline\">\\sqrt{\\sqrt{x}}</span></p>\n</div></td>"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("<td>cy</td><td><div class=\"answer\"><p><span class=\"math inline\">"
                      "<span class=\"katex\">C</span></span></p>\n</div></td>"),
            std::string::npos);
  EXPECT_EQ(page.find("Math is shown as TeX"), std::string::npos);  // no page-wide note
}

// Without Node or KaTeX nothing is typeset: the page says so once, at the top.
TEST(AnswerPage, says_once_why_no_math_is_typeset) {
  std::string page = answer_page_html(kQ1, {{"ann", {"q1", AnswerSource::metadata, "$a<b$"}}},
                                      "Node.js is not installed");
  EXPECT_NE(page.find("<p>Question 1 (4 points)</p>\n<p class=\"missing\">Math is shown as TeX: "
                      "Node.js is not installed.</p>\n<table>"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("<span class=\"math inline\">a&lt;b</span>"), std::string::npos);
}

// Student text goes through csv_field (untrusted_text.h): a line break shown as \x0a (the
// page has the answer as written), a leading = guarded with ' and quoted.
TEST(GradingCsv, has_a_row_per_student_with_points_left_to_fill_in) {
  EXPECT_EQ(grading_csv(kQ1, class_answers()),
            "student,question,found,answer,points,max_points,comment\n"
            "alice,q1,metadata,\"No: <b>the blank</b>, \"\"moves\"\"\nline two\",,4,\n"
            "\"'=bob\",q1,missing,,,4,\n");
}

// Issue 40: answers of several lines were written as one line with a literal \x0a, and a
// Markdown list got a '- in front from the formula guard. Lines stay lines (RFC 4180's
// quoted line breaks, which LibreOffice and Excel show as lines in the cell), read back
// as written; only what a spreadsheet would run is guarded.
TEST(GradingCsv, writes_an_answer_of_several_lines_as_lines_read_back_as_written) {
  const std::vector<std::string> texts = {"- first point\n- second, with \"quotes\"\n\nend",
                                          "+ a list\n+ by plus", "two\r\nlines"};
  std::vector<StudentAnswer> answers;
  for (const std::string& text : texts) {
    std::string student = "s";
    student += std::to_string(answers.size());
    answers.push_back({student, {"q1", AnswerSource::metadata, text}});
  }
  const std::string csv = grading_csv(kQ1, answers);
  EXPECT_NE(csv.find("\"- first point\n- second"), std::string::npos) << csv;
  const std::vector<puzzle::CsvRecord> records = puzzle::csv_records(csv);
  ASSERT_EQ(records.size(), texts.size() + 1);
  EXPECT_EQ(records[1].fields[3], texts[0]);
  EXPECT_EQ(records[2].fields[3], texts[1]);
  EXPECT_EQ(records[3].fields[3], "two\nlines");  // Windows' line break is a line break
  EXPECT_EQ(records[2].line, 6);                  // the first answer takes lines 2 to 5
}

TEST(GradingCsv, guards_an_answer_a_spreadsheet_would_run_whatever_its_lines) {
  std::vector<StudentAnswer> answers;
  for (const char* text : {"=1+1\nsecond", "- 2+3", "- see f(x)", "-item", "- cmd|' /C calc'!A0"}) {
    answers.push_back({"s", {"q1", AnswerSource::metadata, text}});
  }
  const std::vector<puzzle::CsvRecord> records = puzzle::csv_records(grading_csv(kQ1, answers));
  ASSERT_EQ(records.size(), 6u);
  EXPECT_EQ(records[1].fields[3], "'=1+1\nsecond");
  EXPECT_EQ(records[2].fields[3], "'- 2+3");
  EXPECT_EQ(records[3].fields[3], "'- see f(x)");
  EXPECT_EQ(records[4].fields[3], "'-item");
  EXPECT_EQ(records[5].fields[3], "'- cmd|' /C calc'!A0");
}

// A CSV as an instructor fills it in: what grading_csv wrote, plus points and comments.
TEST(GradingCsv, reads_back_the_points_and_comments_filled_in) {
  std::string csv = grading_csv(kQ1, class_answers());
  csv.replace(csv.find(",,4,\n"), 5, ",3.5,4,\"Right, but say why\"\n");
  auto grades = read_grading_csv(csv, kQ1, {"alice", "=bob"});
  ASSERT_TRUE(grades) << grades.error().front().message;
  ASSERT_EQ(grades->size(), 2u);
  EXPECT_EQ((*grades)[0].student, "alice");
  EXPECT_EQ((*grades)[0].points, 3.5);
  EXPECT_EQ((*grades)[0].comment, "Right, but say why");
  EXPECT_EQ((*grades)[1].student, "=bob");       // the formula guard undone
  EXPECT_EQ((*grades)[1].points, std::nullopt);  // not graded yet: pending, not 0
}

// Each problem as "LINE: message".
std::vector<std::string> problems_of(const std::string& csv) {
  auto grades = read_grading_csv(csv, kQ1, {"alice", "bob", "cy"});
  std::vector<std::string> out;
  if (grades) return out;
  for (const CsvProblem& problem : grades.error()) {
    out.push_back(std::to_string(problem.line) + ": " + problem.message);
  }
  return out;
}

const std::string kHead = "student,question,found,answer,points,max_points,comment\n";

TEST(GradingCsv, refuses_points_out_of_range_another_question_or_a_wrong_header) {
  EXPECT_EQ(problems_of(kHead + "bob,q1,metadata,x,5,4,\n"),
            (std::vector<std::string>{"2: points '5' for bob is not a number from 0 to 4"}));
  EXPECT_EQ(problems_of(kHead + "bob,q1,metadata,x,four,4,\n"),
            (std::vector<std::string>{"2: points 'four' for bob is not a number from 0 to 4"}));
  EXPECT_EQ(problems_of(kHead + "bob,q5,metadata,x,1,6,\n"),
            (std::vector<std::string>{"2: question 'q5', not 'q1'"}));
  EXPECT_EQ(problems_of("name,points\n"),
            (std::vector<std::string>{
                "1: the header is not student,question,found,answer,points,max_points,comment"}));
}

// Issue 38: "nan" made a total of -9.22337e+16 in every export; "-0", "inf" are no
// points either. Each is that row's error.
TEST(GradingCsv, refuses_points_that_are_no_finite_number) {
  for (const char* bad : {"nan", "NaN", "inf", "-inf", "-0", "-0.0", "1e999"}) {
    EXPECT_EQ(problems_of(kHead + "bob,q1,metadata,x," + bad + ",4,\n"),
              (std::vector<std::string>{std::string("2: points '") + bad +
                                        "' for bob is not a number from 0 to 4"}))
        << bad;
  }
  EXPECT_EQ(problems_of(kHead + "bob,q1,metadata,x,0,4,\n"), std::vector<std::string>{});
}

// Issue 38: a student folder named '=x made every sheet of the class unreadable (the guard
// undone gave =x). Whatever the name, the sheet reads back what it wrote, and a name whose
// guard a spreadsheet dropped on saving is still found.
TEST(GradingCsv, reads_back_any_name_it_wrote) {
  const std::vector<std::string> names = {"'=x", "=y", "'plain", "-rf", "''=z", "@sum"};
  std::vector<StudentAnswer> answers;
  for (const std::string& name : names)
    answers.push_back({name, {"q1", AnswerSource::missing, ""}});
  auto grades = read_grading_csv(grading_csv(kQ1, answers), kQ1, names);
  ASSERT_TRUE(grades) << grades.error().front().message;
  ASSERT_EQ(grades->size(), names.size());
  for (std::size_t i = 0; i < names.size(); ++i) EXPECT_EQ((*grades)[i].student, names[i]);
  // Saved by a spreadsheet that dropped the guard of '=x's row: =x, which is no student,
  // is '=x with the guard put back.
  auto dropped = read_grading_csv(kHead + "=y,q1,missing,,1,4,\n", kQ1, {"'=y"});
  ASSERT_TRUE(dropped) << dropped.error().front().message;
  EXPECT_EQ((*dropped)[0].student, "'=y");
}

TEST(GradingCsv, reports_every_bad_row_at_the_line_it_starts_on) {
  // Line 3 continues alice's quoted answer; line 5 is blank; zed is not in the class.
  const std::string csv = kHead + "alice,q1,metadata,\"one\ntwo\",9,4,\n"
                                  "zed,q1,metadata,x,1,4,\n"
                                  "\n"
                                  "bob,q1,metadata,x,1,4\n"
                                  "cy,q1,metadata,x,2,4,ok\n"
                                  "cy,q1,metadata,x,3,4,again\n"
                                  "bob,q1,metadata,\"never closed,1,4,\n";
  EXPECT_EQ(problems_of(csv),
            (std::vector<std::string>{"2: points '9' for alice is not a number from 0 to 4",
                                      "4: 'zed' is not a student of this class",
                                      "6: 6 fields, not 7", "8: cy has a row already (line 7)",
                                      "9: a quoted field is never closed (a \" is missing)"}));
}

TEST(GradingCsv, reads_a_sheet_saved_by_a_spreadsheet_with_crlf_and_a_byte_order_mark) {
  std::string csv = "\xEF\xBB\xBFstudent,question,found,answer,points,max_points,comment\r\n"
                    "alice,q1,metadata,\"a\r\nb\",2.5,4,\r\n";
  auto grades = read_grading_csv(csv, kQ1, {"alice"});
  ASSERT_TRUE(grades) << grades.error().front().message;
  ASSERT_EQ(grades->size(), 1u);
  EXPECT_EQ((*grades)[0].points, 2.5);
}

}  // namespace
}  // namespace grader

#include "export/similarity_render.h"

#include <gtest/gtest.h>

#include "export/class_report.h"
#include "export/similarity_testing.h"

namespace grader {
namespace {
using namespace grader::testing;  // NOLINT: the tests' helpers

TEST(SimilaritySection, shows_an_archive_match_with_its_origin_and_its_code_side_by_side) {
  SimilarityReport report;
  report.status = SimilarityStatus::checked;
  report.compared = 2;
  report.archived = 30;
  report.pairs = {{"alice",
                   "kim",
                   0.9,
                   40,
                   "driver.py lines 2-3",
                   "driver.py lines 5-6",
                   "2023-fall",
                   {{"driver.py lines 2-3", "driver.py lines 5-6",
                     "s = '</pre><script>alert(1)</script>'\n\x1b[2J = 1\n", "t = 2\n"}}}};
  const std::string html = similarity_section_html(report);
  EXPECT_NE(html.find("archive 2023-fall"), std::string::npos) << html;
  EXPECT_NE(html.find("2 submissions and 30 archive programs compared"), std::string::npos);
  const std::string code = html.substr(html.find("id=\"similarity-code\""));
  EXPECT_NE(code.find("alice and 2023-fall/kim"), std::string::npos) << code;
  EXPECT_NE(code.find("2023-fall/kim: driver.py lines 5-6"), std::string::npos) << code;
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_EQ(html.find("</pre><script"), std::string::npos);
  EXPECT_NE(code.find("&lt;/pre&gt;&lt;script&gt;"), std::string::npos);
  EXPECT_NE(code.find("\\x1b[2J = 1\n"), std::string::npos);  // the escape made visible
  EXPECT_NE(similarity_summary(report, "grades").find("of 2 submissions and 30 archive programs"),
            std::string::npos);
  EXPECT_NE(similarity_csv(report).find(",2023-fall\r\n"), std::string::npos)
      << similarity_csv(report);
}
SimilarityReport hostile_report() {
  SimilarityReport report;
  report.status = SimilarityStatus::checked;
  report.compared = 3;
  report.pairs = {{"=HYPERLINK(\"http://x\")",
                   "<script>alert(1)</script>",
                   0.875,
                   31,
                   "driver.py lines 1-9",
                   "<b>.py lines 2-10",
                   "",
                   {}}};
  return report;
}

TEST(SimilarityCsv, guards_names_against_spreadsheet_formulas) {
  std::string csv = similarity_csv(hostile_report());
  EXPECT_EQ(
      csv.substr(0, csv.find('\n') + 1),
      "student_1,student_2,similarity,longest_fragment_kgrams,student_1_lines,student_2_lines,"
      "student_2_archive\r\n");
  EXPECT_NE(csv.find("\"'=HYPERLINK(\"\"http://x\"\")\""), std::string::npos) << csv;
  EXPECT_NE(csv.find(",0.875,31,"), std::string::npos) << csv;
}

TEST(SimilaritySection, escapes_names_and_says_why_nothing_is_listed) {
  std::string html = similarity_section_html(hostile_report());
  EXPECT_NE(html.find("id=\"similarity\""), std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_EQ(html.find("<b>.py"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;"), std::string::npos);
  EXPECT_NE(html.find("88%"), std::string::npos);
  EXPECT_NE(html.find("never proof"), std::string::npos);

  SimilarityReport capped = hostile_report();
  capped.unlisted = 3;
  EXPECT_NE(similarity_section_html(capped).find("3 more pairs as similar are not listed"),
            std::string::npos);
  EXPECT_NE(similarity_summary(capped, "grades").find("Similarity: 4 pairs of 3 submissions"),
            std::string::npos)
      << similarity_summary(capped, "grades");

  SimilarityReport none;
  none.status = SimilarityStatus::checked;
  none.compared = 4;
  EXPECT_NE(similarity_section_html(none).find("No pair of the 4 submissions"), std::string::npos);
  SimilarityReport missing;
  missing.note = "Node.js is not installed";
  EXPECT_NE(similarity_section_html(missing).find("Not checked: Node.js is not installed."),
            std::string::npos);
}

// Issue 40 item 1: where code was set aside as common, the report and the command line say
// what (code more than 2 of the 5 students share), why, and what it kept out of the list.
TEST(SimilaritySection, says_what_was_set_aside_as_common_and_why) {
  SimilarityReport report = hostile_report();
  report.compared = 5;
  report.common = {12, 2, 5, 3};
  const std::string html = similarity_section_html(report);
  const std::size_t note = html.find("<p class=\"note\" id=\"similarity-common\">Set aside: ");
  ASSERT_NE(note, std::string::npos) << html;
  const std::string said = html.substr(note, html.find("</p>", note) - note);
  EXPECT_NE(said.find("more than 2 of the 5 students share"), std::string::npos) << said;
  EXPECT_NE(said.find("it kept 3 pairs off the list"), std::string::npos) << said;
  EXPECT_NE(said.find("always listed"), std::string::npos) << said;
  const std::string summary = similarity_summary(report, "grades");
  EXPECT_NE(summary.find("\nSimilarity: code that more than 2 of the 5 students share (12 "
                         "fragments of about 23 tokens) was set aside as common"),
            std::string::npos)
      << summary;

  report.common = {};  // nothing set aside: nothing said
  EXPECT_EQ(similarity_section_html(report).find("similarity-common"), std::string::npos);
  EXPECT_EQ(similarity_summary(report, "grades").find("set aside"), std::string::npos);
}

TEST(SimilaritySection, appears_in_the_class_report_only_when_asked_for) {
  EXPECT_EQ(class_report_html({}).find("id=\"similarity\""), std::string::npos);
  EXPECT_NE(class_report_html({}, hostile_report()).find("id=\"similarity\""), std::string::npos);
}

}  // namespace
}  // namespace grader

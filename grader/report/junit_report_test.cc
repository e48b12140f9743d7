#include "report/junit_report.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"
#include "report/untrusted_text.h"

namespace grader {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// JUnit text goes through the HTML escaping of untrusted_text.h: the same five
// characters are special in XML 1.0, and &#39; is a valid XML character reference.
TEST(JunitEscaping, escapes_markup_and_strips_characters_xml_forbids) {
  EXPECT_EQ(html_escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
  EXPECT_EQ(html_escape("x\x01y\xff"), "x\\x01y\\xff");
  EXPECT_EQ(html_escape("1\n2"), "1\n2");
}

TEST(JunitReport, has_one_testcase_per_test_failures_for_wrong_answers_errors_for_crashes) {
  std::string xml = junit_report(testing::sample_result());
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites ", 0), 0u);
  EXPECT_TRUE(contains(xml, "<testsuite name=\"driver-public\" tests=\"4\" failures=\"2\" "
                            "errors=\"1\" time=\"4.000\" skipped=\"0\">"))
      << xml;
  EXPECT_TRUE(contains(xml, "<testcase classname=\"driver-public\" name=\"bfs-a\" "
                            "time=\"1.250\"/>"))
      << xml;
  EXPECT_TRUE(contains(xml, "<failure type=\"wrong_answer\" message=\"Wrong answer\">")) << xml;
  EXPECT_TRUE(contains(xml, "<error type=\"runtime_error\" "
                            "message=\"Runtime error: it exited with code 1\">"))
      << xml;
  EXPECT_TRUE(contains(xml, "nodes_expanded: 12 &lt;&amp;&gt;")) << xml;
  EXPECT_FALSE(contains(xml, "<&>"));
}

// Issue 25: JUnit carried neither why the submission could not run nor why its numbers
// differ; both are the suite's, said once in its <system-out> (after the testcases, as
// JUnit's schema orders a testsuite's elements).
TEST(JunitReport, says_the_submission_issue_and_the_explanation_once_for_the_suite) {
  SuiteResult result = testing::sample_result();
  EXPECT_FALSE(contains(junit_report(result), "<system-out>")) << junit_report(result);
  result.submission_issue =
      SubmissionIssue{SubmissionProblem::same_crash,
                      "it stops with the same error on every test: driver.py, line 6: IndexError"};
  std::string xml = junit_report(result);
  const std::string issue =
      "    <system-out>The submission could not be run: it stops with the same error on every "
      "test: driver.py, line 6: IndexError.\n</system-out>\n  </testsuite>";
  EXPECT_TRUE(contains(xml, issue)) << xml;
  xml = junit_report(testing::explained_result());
  const auto at = xml.find("<system-out>Why some of your numbers differ:\nYour A* breaks ties");
  ASSERT_NE(at, std::string::npos) << xml;
  EXPECT_EQ(xml.find("Your A* breaks ties", at + 50), std::string::npos) << xml;
  EXPECT_LT(xml.rfind("</testcase>"), at) << xml;
}

// A test the run's --deadline never started is <skipped>, counted in the testsuite's
// skipped=, not an <error> of the program's (issue 25 item 4). Its reason is the element's
// text, not a message= attribute, which Jenkins' JUnit 5 schema refuses (issue 40).
TEST(JunitReport, a_test_not_run_before_the_deadline_is_skipped) {
  SuiteResult result = testing::sample_result();
  result.tests[0].verdict = Verdict::time_limit;
  result.tests[0].not_run = true;
  result.tests[0].reason = "it was not run: grading had to stop";
  const std::string xml = junit_report(result);
  EXPECT_TRUE(contains(xml, "<testsuites name=\"driver-public\" tests=\"4\" failures=\"2\" "
                            "errors=\"1\" time=\"4.000\">"))
      << xml;
  EXPECT_TRUE(contains(xml, "failures=\"2\" errors=\"1\" time=\"4.000\" skipped=\"1\">")) << xml;
  EXPECT_TRUE(contains(xml, "name=\"bfs-a\" time=\"1.250\">\n      <skipped>it was not run: "
                            "grading had to stop</skipped>\n    </testcase>"))
      << xml;
}

TEST(JunitReport, a_time_limit_is_an_error_and_counted_as_one) {
  SuiteResult result = testing::sample_result();
  result.tests[0].verdict = Verdict::time_limit;
  result.tests[0].reason = "it ran longer than the time limit";
  const std::string xml = junit_report(result);
  EXPECT_TRUE(contains(xml, "failures=\"2\" errors=\"2\"")) << xml;
  EXPECT_TRUE(contains(xml, "<error type=\"time_limit\" message=\"Time limit exceeded: it ran "
                            "longer than the time limit\">"))
      << xml;
}

// Decodes UTF-8 and checks XML 1.0's Char production (section 2.2):
// #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
bool only_xml_chars(const std::string& text, std::string& why) {
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    char32_t point = length == 1 ? lead : lead & (0x3F >> (length - 1));
    for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
      point = (point << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    const bool ok = point == 0x9 || point == 0xA || point == 0xD ||
                    (point >= 0x20 && point <= 0xD7FF) || (point >= 0xE000 && point <= 0xFFFD) ||
                    (point >= 0x10000 && point <= 0x10FFFF);
    if (!ok) {
      why = "U+" + std::to_string(static_cast<unsigned>(point)) + " at byte " + std::to_string(i);
      return false;
    }
    i += length;
  }
  return true;
}

TEST(JunitReport, is_made_of_xml_characters_whatever_the_program_printed) {
  std::string hostile;
  for (int c = 0; c < 0x20; ++c) hostile += static_cast<char>(c);
  hostile += "\xEF\xBF\xBF \xEF\xBF\xBE \xED\xA0\x80 \xFF ]]> <x>";  // U+FFFF, U+FFFE, a surrogate
  SuiteResult result = testing::sample_result();
  result.suite_name = hostile;
  for (TestResult& test : result.tests) {
    test.name = hostile;
    test.reason = hostile;
    test.stderr_tail = hostile;
    test.output_excerpt = hostile;
  }
  result.tests[0].diagnoses.push_back(Diagnosis{});
  result.tests[0].diagnoses.back().message = hostile;
  const std::string xml = junit_report(result);
  std::string why;
  EXPECT_TRUE(only_xml_chars(xml, why)) << why << "\n" << xml;
  EXPECT_TRUE(contains(xml, "\\uffff \\ufffe")) << xml;  // shown, not dropped
  EXPECT_FALSE(contains(xml, "<x>"));
}

TEST(JunitReport, states_the_sandbox_mode_as_a_property) {
  SuiteResult result = testing::sample_result();
  result.isolation = Isolation::fallback;
  EXPECT_TRUE(contains(junit_report(result), "<property name=\"sandbox\" value=\"fallback\"/>"));
}

}  // namespace
}  // namespace grader

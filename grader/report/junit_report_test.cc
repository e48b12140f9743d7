#include "report/junit_report.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"

namespace grader {
namespace {

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(XmlEscape, escapes_markup_and_strips_control_characters) {
  EXPECT_EQ(xml_escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&apos;");
  EXPECT_EQ(xml_escape("x\x01y\xff"), "x\\x01y\\xff");
  EXPECT_EQ(xml_escape("1\n2"), "1\n2");
}

TEST(JunitReport, has_one_testcase_per_test_and_failures_for_the_rest) {
  std::string xml = junit_report(testing::sample_result());
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites ", 0), 0u);
  EXPECT_TRUE(contains(xml, "<testsuite name=\"driver-public\" tests=\"4\" failures=\"3\" "
                            "errors=\"0\" time=\"4.000\">")) << xml;
  EXPECT_TRUE(contains(xml, "<testcase classname=\"driver-public\" name=\"bfs-a\" "
                            "time=\"1.250\"/>")) << xml;
  EXPECT_TRUE(contains(xml, "<failure type=\"runtime_error\" "
                            "message=\"Runtime error: it exited with code 1\">")) << xml;
  EXPECT_TRUE(contains(xml, "nodes_expanded: 12 &lt;&amp;&gt;")) << xml;
  EXPECT_FALSE(contains(xml, "<&>"));
}

TEST(JunitReport, states_the_sandbox_mode_as_a_property) {
  SuiteResult result = testing::sample_result();
  result.isolation = Isolation::fallback;
  EXPECT_TRUE(contains(junit_report(result), "<property name=\"sandbox\" value=\"fallback\"/>"));
}

}  // namespace
}  // namespace grader

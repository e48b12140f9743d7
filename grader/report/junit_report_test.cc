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

TEST(JunitReport, has_one_testcase_per_test_and_failures_for_the_rest) {
  std::string xml = junit_report(testing::sample_result());
  EXPECT_EQ(xml.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites ", 0), 0u);
  EXPECT_TRUE(contains(xml, "<testsuite name=\"driver-public\" tests=\"4\" failures=\"3\" "
                            "errors=\"0\" time=\"4.000\">"))
      << xml;
  EXPECT_TRUE(contains(xml, "<testcase classname=\"driver-public\" name=\"bfs-a\" "
                            "time=\"1.250\"/>"))
      << xml;
  EXPECT_TRUE(contains(xml, "<failure type=\"runtime_error\" "
                            "message=\"Runtime error: it exited with code 1\">"))
      << xml;
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

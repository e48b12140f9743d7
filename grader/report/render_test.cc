#include "report/render.h"

#include <gtest/gtest.h>

#include "report/sample_result_test.h"

namespace grader {
namespace {

// The names `run --format` takes (docs/grader.md), each read back as its own format.
TEST(ReportFormatTable, reads_the_documented_names_and_nothing_else) {
  for (const char* name :
       {"text", "json", "gradescope", "junit", "github-classroom", "prairielearn"}) {
    const auto format = parse_report_format(name);
    ASSERT_TRUE(format.has_value()) << name;
    EXPECT_EQ(to_string(*format), name);
  }
  EXPECT_FALSE(parse_report_format("github_classroom").has_value());
  EXPECT_FALSE(parse_report_format("JSON").has_value());
}

TEST(RenderReport, hands_each_format_to_its_own_writer) {
  const SuiteResult result = testing::sample_result();
  EXPECT_EQ(render_report(result, ReportFormat::junit, Color::off).rfind("<?xml", 0), 0u);
  EXPECT_EQ(render_report(result, ReportFormat::text, Color::off).rfind("driver-public\n", 0), 0u);
  EXPECT_EQ(render_report(result, ReportFormat::json, Color::off).rfind("{", 0), 0u);
}

}  // namespace
}  // namespace grader

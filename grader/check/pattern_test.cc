#include "check/pattern.h"

#include <re2/re2.h>

#include <gtest/gtest.h>

namespace grader {
namespace {

bool whole(const std::string& pattern, std::string_view line) {
  auto compiled = compile_pattern(pattern);
  EXPECT_TRUE(compiled.has_value()) << pattern;
  return compiled && matches_whole_line(**compiled, line);
}

TEST(Pattern, matches_the_whole_line_with_or_without_anchors) {
  EXPECT_TRUE(whole("cost_of_path: [0-9]+", "cost_of_path: 31"));
  EXPECT_FALSE(whole("cost_of_path: [0-9]+", "cost_of_path: 31 moves"));
  EXPECT_FALSE(whole("[0-9]+", "x31"));
  EXPECT_TRUE(whole(R"(^running_time: \d+\.\d{8}$)", "running_time: 0.00188088"));
  EXPECT_FALSE(whole(R"(^running_time: \d+\.\d{8}$)", "running_time: 0.0018808"));
}

TEST(Pattern, keeps_the_ecmascript_escapes_suites_use) {
  EXPECT_TRUE(whole(R"(\w+: \s*\S+)", "search_depth:   3"));
  EXPECT_TRUE(whole(R"(a\/b\.c)", "a/b.c"));
  EXPECT_TRUE(whole(R"(\[('(Up|Down)'(, )?)*\])", "['Up', 'Down']"));
}

TEST(Pattern, refuses_a_backreference_and_says_where) {
  auto compiled = compile_pattern(R"(^(\d+) \1$)");
  ASSERT_FALSE(compiled.has_value());
  EXPECT_EQ(compiled.error().message,
            R"(backreferences such as \1 are not supported (patterns use RE2 syntax))");
  EXPECT_EQ(compiled.error().offset, 7u);
}

TEST(Pattern, refuses_lookarounds_by_name) {
  auto ahead = compile_pattern("a(?=b)");
  ASSERT_FALSE(ahead.has_value());
  EXPECT_EQ(ahead.error().message,
            "lookaheads such as (?= are not supported (patterns use RE2 syntax)");
  EXPECT_EQ(ahead.error().offset, 1u);
  auto behind = compile_pattern("(?<!a)b");
  ASSERT_FALSE(behind.has_value());
  EXPECT_EQ(behind.error().offset, 0u);
  EXPECT_NE(behind.error().message.find("(?P<name>...)"), std::string::npos);
}

TEST(Pattern, explains_other_errors_in_re2s_words) {
  auto compiled = compile_pattern("ab**");
  ASSERT_FALSE(compiled.has_value());
  EXPECT_EQ(compiled.error().message,
            "the pattern is not a valid regular expression: bad repetition operator: **");
  EXPECT_EQ(compiled.error().offset, 2u);
}

}  // namespace
}  // namespace grader

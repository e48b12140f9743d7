#include "common/suite/suite_model.h"

#include <gtest/gtest.h>

#include <set>

namespace puzzle::suite {
namespace {

// The spellings suite files use (docs/suite-format.md), written out independently of the
// tables: renaming a row breaks every suite in the wild, so it must break this test too.
TEST(SuiteNameTables, names_are_the_documented_spellings) {
  EXPECT_EQ(to_string(CheckKind::floating), "float");
  EXPECT_EQ(to_string(CheckKind::produced_output), "produced_output");
  EXPECT_EQ(to_string(Visibility::after_due_date), "after_due_date");
  EXPECT_EQ(to_string(RunMode::notebook), "notebook");
  EXPECT_EQ(to_string(OutputSource::stdout_stream), "stdout");
  EXPECT_EQ(to_string(VariantCredit::partial), "partial");
  EXPECT_EQ(parse_check_kind("floating"), std::nullopt);
  EXPECT_EQ(parse_visibility("Hidden"), std::nullopt);
}

template <class Row, std::size_t N, class Enum, class Parse>
void expect_unique_names_that_parse_back(const Row (&table)[N], Enum Row::*key, Parse parse) {
  std::set<std::string_view> seen;
  for (const Row& row : table) {
    EXPECT_TRUE(seen.insert(row.name).second) << row.name;
    EXPECT_EQ(parse(row.name), row.*key) << row.name;
  }
}

TEST(SuiteNameTables, names_are_unique_and_parse_back) {
  expect_unique_names_that_parse_back(kCheckKindTable, &CheckKindTraits::kind, parse_check_kind);
  expect_unique_names_that_parse_back(kVisibilityTable, &VisibilityName::visibility,
                                      parse_visibility);
  expect_unique_names_that_parse_back(kVariantCreditTable, &VariantCreditName::credit,
                                      parse_variant_credit);
}

// The traits the comparators and the scoring rule depend on (docs/suite-format.md
// "Check kinds" and "Scores").
TEST(CheckKindTraits, value_checks_and_shape_checks) {
  EXPECT_TRUE(traits(CheckKind::integer).reads_expected);
  EXPECT_FALSE(traits(CheckKind::regex).reads_expected);
  EXPECT_TRUE(traits(CheckKind::regex).judges_value);
  EXPECT_FALSE(traits(CheckKind::format).judges_value);
  EXPECT_FALSE(traits(CheckKind::produced_output).takes_lines);
}

// The four forms of `lines:` in docs/suite-format.md "Checks".
TEST(LineSpec, written_as_the_suite_format_spells_it) {
  EXPECT_EQ(to_string(line(3)), "3");
  EXPECT_EQ(to_string(line_range(2, 12)), "2-12");
  EXPECT_EQ(to_string(last_line()), "last");
  EXPECT_EQ(to_string(all_lines()), "all");
  EXPECT_EQ(all_lines(), LineSpec{});
}

TEST(Args, keep_file_order_and_replace_in_place) {
  Args args{{"method", "bfs"}, {"board", "1 2 3"}};
  set_arg(args, "board", "3 2 1");
  set_arg(args, "depth", "4");
  EXPECT_EQ(args, (Args{{"method", "bfs"}, {"board", "3 2 1"}, {"depth", "4"}}));
  ASSERT_NE(find_arg(args, "depth"), nullptr);
  EXPECT_EQ(*find_arg(args, "depth"), "4");
  EXPECT_EQ(find_arg(args, "call"), nullptr);
}

TEST(Suite, finds_variants_and_deviations_by_name) {
  Suite suite;
  suite.variants = {{"decrease-key", "Updates the frontier."}};
  suite.deviations = {{"ties-smaller-g", "tie-break", "Yours ...", "The assignment ..."}};
  EXPECT_EQ(find_variant(suite, "decrease-key"), &suite.variants[0]);
  EXPECT_EQ(find_variant(suite, "decrease"), nullptr);
  EXPECT_EQ(find_deviation(suite, "ties-smaller-g"), &suite.deviations[0]);
  EXPECT_EQ(find_deviation(suite, "tie-break"), nullptr);
}

TEST(TestCase, max_points_adds_every_check) {
  TestCase test;
  Check first;
  first.points = 1.5;
  Check second;
  second.kind = CheckKind::produced_output;
  second.points = 0.5;
  test.checks = {first, second};
  EXPECT_DOUBLE_EQ(max_points(test), 2.0);
}

}  // namespace
}  // namespace puzzle::suite

#include "suite/suite.h"

#include <gtest/gtest.h>

#include <set>

namespace grader {
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

}  // namespace
}  // namespace grader

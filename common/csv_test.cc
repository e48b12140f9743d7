#include "common/csv.h"

#include <gtest/gtest.h>

namespace puzzle {
namespace {

using Fields = std::vector<std::string>;

std::vector<Fields> fields_of(std::string_view text) {
  std::vector<Fields> out;
  for (const CsvRecord& record : csv_records(text)) out.push_back(record.fields);
  return out;
}

std::vector<int> lines_of(std::string_view text) {
  std::vector<int> out;
  for (const CsvRecord& record : csv_records(text)) out.push_back(record.line);
  return out;
}

TEST(CsvRecords, splits_fields_and_records) {
  EXPECT_EQ(fields_of("a,b,c\n1,,3\n"), (std::vector<Fields>{{"a", "b", "c"}, {"1", "", "3"}}));
  EXPECT_EQ(fields_of("a,b"), (std::vector<Fields>{{"a", "b"}}));  // no final line break
  EXPECT_EQ(fields_of(",\n"), (std::vector<Fields>{{"", ""}}));
  EXPECT_TRUE(fields_of("").empty());
}

TEST(CsvRecords, quoted_fields_hold_commas_doubled_quotes_and_line_breaks) {
  EXPECT_EQ(fields_of("\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\"\n"),
            (std::vector<Fields>{{"a,b", "say \"hi\"", "two\nlines"}}));
  EXPECT_EQ(fields_of("\"\",x\n"), (std::vector<Fields>{{"", "x"}}));
}

TEST(CsvRecords, crlf_lf_and_a_lone_cr_each_end_a_record) {
  EXPECT_EQ(fields_of("a\r\nb\nc\rd"), (std::vector<Fields>{{"a"}, {"b"}, {"c"}, {"d"}}));
  EXPECT_EQ(lines_of("a\r\nb\nc\rd"), (std::vector<int>{1, 2, 3, 4}));
  // Inside quotes a CRLF is kept as written.
  EXPECT_EQ(fields_of("\"x\r\ny\"\r\n"), (std::vector<Fields>{{"x\r\ny"}}));
}

TEST(CsvRecords, blank_lines_are_no_record_but_are_counted) {
  EXPECT_EQ(fields_of("a\n\n\nb\n\n"), (std::vector<Fields>{{"a"}, {"b"}}));
  EXPECT_EQ(lines_of("a\n\n\nb\n\n"), (std::vector<int>{1, 4}));
  EXPECT_EQ(lines_of("a\r\n\r\nb\r\n"), (std::vector<int>{1, 3}));
}

TEST(CsvRecords, a_record_after_an_embedded_line_break_starts_on_its_own_line) {
  // Record 2 spans lines 2-4; record 3 starts on line 5, as an editor numbers it.
  EXPECT_EQ(lines_of("h\n\"one\ntwo\nthree\",x\nlast\n"), (std::vector<int>{1, 2, 5}));
  EXPECT_EQ(lines_of("h\n\"a\r\nb\"\nc\n"), (std::vector<int>{1, 2, 4}));
}

TEST(CsvRecords, skips_a_byte_order_mark_and_flags_an_unclosed_quote) {
  EXPECT_EQ(fields_of("\xEF\xBB\xBFStudent,ID\n"), (std::vector<Fields>{{"Student", "ID"}}));
  auto records = csv_records("a\n\"open,b\nc\n");
  ASSERT_EQ(records.size(), 2u);
  EXPECT_FALSE(records[0].unclosed_quote);
  EXPECT_TRUE(records[1].unclosed_quote);
  EXPECT_EQ(records[1].line, 2);
  EXPECT_EQ(records[1].fields, (Fields{"open,b\nc\n"}));
}

// Blackboard's tab-delimited Grade Center download quotes its fields as CSV does.
TEST(CsvRecords, reads_another_delimiter_with_the_same_quoting) {
  auto records = csv_records("\"Last Name\"\t\"a,b\"\t\"x\ty\"\r\nLee\t\t1\r\n", '\t');
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].fields, (Fields{"Last Name", "a,b", "x\ty"}));
  EXPECT_EQ(records[1].fields, (Fields{"Lee", "", "1"}));
  EXPECT_EQ(records[1].line, 2);
}

}  // namespace
}  // namespace puzzle

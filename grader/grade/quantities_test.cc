#include "grade/quantities.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

using std::chrono::milliseconds;

TEST(Quantities, seconds_keep_only_the_decimals_they_need) {
  EXPECT_EQ(seconds_said(milliseconds(1500)), "1.5 s");
  EXPECT_EQ(seconds_said(milliseconds(10000)), "10 s");
  EXPECT_EQ(seconds_said(milliseconds(1)), "0.001 s");
  EXPECT_EQ(seconds_said(milliseconds(0)), "0 s");
}

TEST(Quantities, memory_is_said_in_megabytes_with_one_decimal) {
  EXPECT_EQ(megabytes_said(218 * 1024 * 1024), "218.0 MB");
  EXPECT_EQ(megabytes_said(400 * 1024), "0.4 MB");  // 409600 / 1048576 = 0.39
}

TEST(Quantities, a_size_under_a_megabyte_is_said_in_kilobytes) {
  EXPECT_EQ(size_said(12 * 1024), "12.0 KB");
  EXPECT_EQ(size_said(1048524), "1023.9 KB");       // 1023.949 KB
  EXPECT_EQ(size_said(1024 * 1024 - 1), "1.0 MB");  // never "1024.0 KB"
  EXPECT_EQ(size_said(1024 * 1024), "1.0 MB");
  // 10.8 MB: 11324620 bytes / 1048576 = 10.80
  EXPECT_EQ(size_said(11324620), "10.8 MB");
}

}  // namespace
}  // namespace grader

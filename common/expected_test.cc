#include "common/expected.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>

namespace puzzle {
namespace {

Expected<int> half(int n) {
  if (n % 2 != 0) return Error{"odd"};
  return n / 2;
}

TEST(Expected, holds_a_value_or_an_error) {
  EXPECT_TRUE(half(4));
  EXPECT_EQ(*half(4), 2);
  ASSERT_FALSE(half(3));
  EXPECT_EQ(half(3).error().message, "odd");
}

// A string error beside a path value: only unexpected() makes an error, so returning a
// string that names a path stays a value.
Expected<std::filesystem::path, std::string> where(bool found) {
  if (!found) return unexpected(std::string("not found"));
  return Expected<std::filesystem::path, std::string>(std::string("/tmp/x"));
}

TEST(Expected, other_error_types_need_unexpected) {
  ASSERT_TRUE(where(true));
  EXPECT_EQ(where(true)->string(), "/tmp/x");
  ASSERT_FALSE(where(false));
  EXPECT_EQ(where(false).error(), "not found");
}

TEST(Expected, moves_out_a_move_only_value) {
  Expected<std::unique_ptr<int>> box(std::make_unique<int>(7));
  std::unique_ptr<int> taken = std::move(box).value();
  EXPECT_EQ(*taken, 7);
}

}  // namespace
}  // namespace puzzle

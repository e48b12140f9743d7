#include "gen/time_limit.h"

#include <gtest/gtest.h>

namespace puzzle::gen {
namespace {

constexpr TimePolicy kPolicy{.seconds_per_node = 1e-5,
                             .startup = 0.1,
                             .multiplier = 10,
                             .margin = 5,
                             .floor = 30,
                             .cap = 600};

TEST(TimeLimit, small_searches_get_the_floor) { EXPECT_EQ(time_limit(kPolicy, 10), 30); }

TEST(TimeLimit, large_searches_get_multiplier_times_estimate_plus_margin_rounded_up) {
  // 0.1 + 500000 * 1e-5 = 5.1 s; 10 * 5.1 + 5 = 56.
  EXPECT_DOUBLE_EQ(python_estimate(kPolicy, 500000), 5.1);
  EXPECT_EQ(time_limit(kPolicy, 500000), 56);
}

TEST(TimeLimit, never_exceeds_the_course_limit) {
  EXPECT_EQ(time_limit(kPolicy, 100'000'000), 600);
  EXPECT_FALSE(fits_cap(kPolicy, 100'000'000));
  EXPECT_TRUE(fits_cap(kPolicy, 500000));
}

}  // namespace
}  // namespace puzzle::gen

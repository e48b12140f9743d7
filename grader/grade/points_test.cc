#include "grade/points.h"

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <numeric>

namespace grader {
namespace {

std::int64_t sum_of(const std::vector<std::int64_t>& shares) {
  return std::accumulate(shares.begin(), shares.end(), std::int64_t{0});
}

TEST(Apportion, a_third_each_gives_the_odd_hundredth_to_the_first) {
  // 10 points over three equal tests: 3.34 + 3.33 + 3.33, worked by hand.
  EXPECT_EQ(apportion(1000, {1, 1, 1}), (std::vector<std::int64_t>{334, 333, 333}));
  // 7 points: 2.34 + 2.33 + 2.33.
  EXPECT_EQ(apportion(700, {1, 1, 1}), (std::vector<std::int64_t>{234, 233, 233}));
}

TEST(Apportion, shares_follow_the_weights_and_the_largest_remainders) {
  // 100 points over 0.75-point checks of a 46-point suite scaled to 100: each check's
  // exact share is 163.043..., 8 checks; the remainders decide who gets the extras.
  std::vector<double> weights(8, 0.75);
  weights.push_back(10);  // a bonus
  const auto shares = apportion(10000, weights);
  EXPECT_EQ(sum_of(shares), 10000);
  // 10 / 16 of 10000 = 6250 exactly for the bonus; 3750 over 8 checks: 468.75 each,
  // so six get 469 and two get 468.
  EXPECT_EQ(shares.back(), 6250);
  EXPECT_EQ(std::count(shares.begin(), shares.end() - 1, 469), 6);
  EXPECT_EQ(std::count(shares.begin(), shares.end() - 1, 468), 2);
}

TEST(Apportion, zero_weights_share_nothing) {
  EXPECT_EQ(apportion(0, {0, 0}), (std::vector<std::int64_t>{0, 0}));
  EXPECT_EQ(apportion(500, {0, 2, 0}), (std::vector<std::int64_t>{0, 500, 0}));
  EXPECT_THROW(apportion(5, {0, 0}), std::logic_error);
}

// Issue 25: PrairieLearn's score was 66.26 / 100 = 0.6626000000000001.
TEST(PointsShare, a_short_decimal_share_is_written_short) {
  EXPECT_EQ(fmt::format("{}", points_share(66.26, 100)), "0.6626");
  EXPECT_EQ(fmt::format("{}", points_share(5.25, 17)), fmt::format("{}", 525.0 / 1700.0));
  EXPECT_EQ(points_share(3, 6), 0.5);
  EXPECT_EQ(points_share(0, 0), 0.0);
}

TEST(SumPoints, adds_in_hundredths_without_floating_point_noise) {
  EXPECT_EQ(fmt::format("{}", 0.1 + 0.2), "0.30000000000000004");  // what it avoids
  EXPECT_EQ(fmt::format("{}", sum_points({0.1, 0.2})), "0.3");
  EXPECT_EQ(fmt::format("{}", sum_points({3.34, 3.33, 3.33, 2.34, 2.33, 2.33})), "17");
  EXPECT_EQ(to_hundredths(7.875), 788);
  EXPECT_EQ(from_hundredths(1700), 17.0);
}

// The sum GitHub Classroom's reporter makes: doubles added left to right from 0.
double added_one_by_one(const std::vector<double>& scores) {
  double total = 0;
  for (double score : scores) total += score;
  return total;
}

TEST(ScoresSummingExactly, keep_every_running_sum_the_decimal_one) {
  // 2,000 x 0.05 added as doubles drifts (what it avoids) ...
  std::vector<double> plain(2000, 0.05);
  EXPECT_NE(fmt::format("{}", added_one_by_one(plain)), "100");
  // ... and 0.1 three times: 0.30000000000000004.
  std::vector<double> tenths = scores_summing_exactly({10, 10, 10});
  EXPECT_EQ(fmt::format("{}", added_one_by_one(tenths)), "0.3");
  std::vector<double> scores = scores_summing_exactly(std::vector<std::int64_t>(2000, 5));
  double total = 0;
  for (std::size_t k = 0; k < scores.size(); ++k) {
    total += scores[k];
    ASSERT_EQ(total, from_hundredths(5 * static_cast<std::int64_t>(k + 1))) << k;
  }
  EXPECT_EQ(fmt::format("{}", total), "100");
}

TEST(ScoresSummingExactly, writes_the_plain_number_where_it_already_adds_up) {
  EXPECT_EQ(scores_summing_exactly({600, 600, 1000}), (std::vector<double>{6, 6, 10}));
  EXPECT_EQ(scores_summing_exactly({25, 0, 75}), (std::vector<double>{0.25, 0, 0.75}));
  for (double score : scores_summing_exactly(std::vector<std::int64_t>(2000, 5))) {
    EXPECT_NEAR(score, 0.05, 1e-12);
  }
}

}  // namespace
}  // namespace grader

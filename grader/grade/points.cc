#include "grade/points.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace grader {

std::int64_t to_hundredths(double points) { return std::llround(points * 100.0); }

double points_share(double points, double max) {
  const std::int64_t most = to_hundredths(max);
  if (most == 0) return 0.0;
  // Both are whole numbers, exact in a double, so the one division rounds once.
  return static_cast<double>(to_hundredths(points)) / static_cast<double>(most);
}

double from_hundredths(std::int64_t hundredths) {
  // Division, not multiplication by 0.01: 1700 / 100.0 is exactly 17.
  return static_cast<double>(hundredths) / 100.0;
}

double sum_points(const std::vector<double>& points) {
  std::int64_t total = 0;
  for (double p : points) total += to_hundredths(p);
  return from_hundredths(total);
}

std::vector<double> scores_summing_exactly(const std::vector<std::int64_t>& hundredths) {
  std::vector<double> scores;
  double running = 0;
  std::int64_t total = 0;
  for (std::int64_t part : hundredths) {
    total += part;
    const double target = from_hundredths(total);
    double score = from_hundredths(part);
    if (running + score != target) {
      // target - running rounded is within half a unit of target's last place of an
      // exact step (score <= target, all parts >= 0); the loops only settle a tie.
      score = target - running;
      while (running + score < target) score = std::nextafter(score, HUGE_VAL);
      while (running + score > target) score = std::nextafter(score, -HUGE_VAL);
    }
    running += score;
    scores.push_back(score);
  }
  return scores;
}

std::vector<std::int64_t> apportion(std::int64_t total, const std::vector<double>& weights) {
  const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
  std::vector<std::int64_t> shares(weights.size(), 0);
  if (sum <= 0) {
    if (total != 0) throw std::logic_error("apportion: points to share but no weights");
    return shares;
  }
  std::vector<double> remainders(weights.size());
  std::int64_t given = 0;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const double exact = static_cast<double>(total) * weights[i] / sum;
    // The exact share, less a hair of floating-point error, rounded down.
    shares[i] = static_cast<std::int64_t>(std::floor(exact + 1e-9));
    remainders[i] = exact - static_cast<double>(shares[i]);
    given += shares[i];
  }
  std::vector<std::size_t> order(weights.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return remainders[a] > remainders[b] + 1e-9;
  });
  // The hundredths left go to the largest remainders. (A floating-point hair may also
  // leave one too many; it is taken back from the smallest remainder that has one.)
  for (std::size_t k = 0; given < total; ++k, ++given) ++shares[order[k % order.size()]];
  for (auto k = order.rbegin(); given > total && k != order.rend(); ++k) {
    if (shares[*k] > 0) --shares[*k], --given;
  }
  return shares;
}

}  // namespace grader

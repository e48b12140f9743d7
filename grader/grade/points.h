// Points as every format shows them: whole hundredths of a point (docs/grader.md
// "Points"). A scaled grade is rounded once, by apportion(), so that the points shown
// per check, per test and in total add up exactly; sums are then made in hundredths, so
// no format ever shows 17.000000000000007. Pure arithmetic, no results.
#pragma once

#include <cstdint>
#include <vector>

namespace grader {

// Points are shown with at most this many decimals ("7.88", "17", "0.5").
inline constexpr int kPointsDecimals = 2;

// `points` in hundredths, rounded to the nearest (halves away from zero).
std::int64_t to_hundredths(double points);
// The points that `hundredths` stands for: the double nearest that decimal.
double from_hundredths(std::int64_t hundredths);

// `points` as a share of `max` (0 when `max` is 0), divided in whole hundredths, so a
// share that is a short decimal is the double nearest it: 66.26 of 100 is 0.6626, where
// 66.26 / 100 in doubles is 0.6626000000000001 (PrairieLearn's score).
double points_share(double points, double max);

// The sum of `points`, each rounded to hundredths first, as the double nearest the exact
// decimal sum (0.1 + 0.2 is 0.3 here).
double sum_points(const std::vector<double>& points);

// Numbers to write for `hundredths` (each >= 0) for a reader that adds them up one by one
// in doubles, left to right, from 0 (GitHub Classroom's reporter does): after the k-th,
// that running sum is exactly from_hundredths() of the first k added up, so the total it
// shows is the decimal one ("67.44", never "67.44000000000013"). Each number is
// from_hundredths() of its own hundredths where that already keeps the sum exact, else
// the double nearest it that does (at most a few units in the last place away).
std::vector<double> scores_summing_exactly(const std::vector<std::int64_t>& hundredths);

// `total` hundredths shared in proportion to `weights` (each >= 0) by largest remainder:
// each share is its exact share rounded down, then the hundredths left go one each to the
// largest remainders, the earliest first on a tie. The shares always add up to `total`;
// all weights 0 gives every share 0 (and `total` must then be 0).
// E.g. 1000 over {1, 1, 1} gives {334, 333, 333}.
std::vector<std::int64_t> apportion(std::int64_t total, const std::vector<double>& weights);

}  // namespace grader

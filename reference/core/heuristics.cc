#include "core/heuristics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

namespace puzzle {

std::string_view heuristic_name(HeuristicKind kind) { return name_of(kHeuristicKindTable, kind); }

Expected<HeuristicKind> parse_heuristic(std::string_view name) {
  if (const auto kind = value_named(kHeuristicKindTable, name)) return *kind;
  return Error{
      fmt::format("unknown heuristic \"{}\" (use {})", name, names_as_choice(kHeuristicKindTable))};
}

namespace {

double per_tile_cost(HeuristicKind kind, int from, int to, int cols) {
  const int dr = std::abs(from / cols - to / cols);
  const int dc = std::abs(from % cols - to % cols);
  switch (kind) {
    case HeuristicKind::zero: return 0;
    case HeuristicKind::misplaced:
    case HeuristicKind::misplaced_with_blank: return from == to ? 0 : 1;
    case HeuristicKind::manhattan:
    case HeuristicKind::linear_conflict:
    case HeuristicKind::manhattan_with_blank: return dr + dc;
    case HeuristicKind::euclidean: return std::sqrt(static_cast<double>(dr * dr + dc * dc));
  }
  return 0;
}

// Tiles that must step out of a line so the rest can pass: length minus the longest
// increasing run of goal positions (an admissible form of linear conflict).
int removals(const std::array<int, kMaxSide>& goals, int count) {
  std::array<int, kMaxSide> best{};
  int longest = 0;
  for (int i = 0; i < count; ++i) {
    best[i] = 1;
    for (int j = 0; j < i; ++j) {
      if (goals[j] < goals[i]) best[i] = std::max(best[i], best[j] + 1);
    }
    longest = std::max(longest, best[i]);
  }
  return count - longest;
}

}  // namespace

Heuristic::Heuristic(HeuristicKind kind, const Board& goal)
    : kind_(kind),
      shape_(goal.shape()),
      goal_cell_(static_cast<std::size_t>(goal.cells()), -1),
      costs_(static_cast<std::size_t>(goal.cells() * goal.cells()), 0.0) {
  for (int cell = 0; cell < goal.cells(); ++cell) {
    if (goal.at(cell) != kBlank) goal_cell_[goal.at(cell)] = cell;
    if (goal.at(cell) == kBlank && blank_goal_cell_ < 0) blank_goal_cell_ = cell;
  }
  for (int tile = 1; tile < goal.cells(); ++tile) {
    if (goal_cell_[tile] < 0) continue;  // tiles that do not exist with several blanks
    for (int cell = 0; cell < goal.cells(); ++cell) {
      costs_[static_cast<std::size_t>(tile * goal.cells() + cell)] =
          per_tile_cost(kind, cell, goal_cell_[tile], goal.cols());
    }
  }
}

double Heuristic::additive_sum(const Tile* tiles) const {
  double sum = 0;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (tiles[cell] != kBlank) sum += tile_cost(tiles[cell], cell);
  }
  return sum;
}

// What the first blank adds, as a tile would: rows plus columns to the goal's first
// blank (manhattan_with_blank), or 1 if it is not there (misplaced_with_blank).
double Heuristic::blank_term(const Tile* tiles) const {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (tiles[cell] == kBlank) {
      if (kind_ == HeuristicKind::misplaced_with_blank) return cell == blank_goal_cell_ ? 0 : 1;
      return std::abs(cell / shape_.cols - blank_goal_cell_ / shape_.cols) +
             std::abs(cell % shape_.cols - blank_goal_cell_ % shape_.cols);
    }
  }
  return 0;
}

int Heuristic::line_conflicts(const Tile* tiles) const {
  int total = 0;
  std::array<int, kMaxSide> goals{};
  for (int row = 0; row < shape_.rows; ++row) {
    int count = 0;
    for (int col = 0; col < shape_.cols; ++col) {
      const Tile tile = tiles[row * shape_.cols + col];
      if (tile != kBlank && goal_cell_[tile] / shape_.cols == row)
        goals[count++] = goal_cell_[tile];
    }
    total += removals(goals, count);
  }
  for (int col = 0; col < shape_.cols; ++col) {
    int count = 0;
    for (int row = 0; row < shape_.rows; ++row) {
      const Tile tile = tiles[row * shape_.cols + col];
      if (tile != kBlank && goal_cell_[tile] % shape_.cols == col)
        goals[count++] = goal_cell_[tile];
    }
    total += removals(goals, count);
  }
  return total;
}

double Heuristic::operator()(const Tile* tiles) const {
  switch (kind_) {
    case HeuristicKind::zero: return 0;
    case HeuristicKind::misplaced:
    case HeuristicKind::manhattan:
    case HeuristicKind::euclidean: return additive_sum(tiles);
    case HeuristicKind::linear_conflict: return additive_sum(tiles) + 2.0 * line_conflicts(tiles);
    case HeuristicKind::manhattan_with_blank:
    case HeuristicKind::misplaced_with_blank: return additive_sum(tiles) + blank_term(tiles);
  }
  return 0;
}

}  // namespace puzzle

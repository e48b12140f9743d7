#pragma once
// Heuristic estimates of the moves still needed. Blanks are not counted: they are not
// tiles, and counting them makes Manhattan inadmissible. The two exceptions,
// manhattan_with_blank and misplaced_with_blank, exist because students write them
// (deviations gen records).

#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/name_table.h"
#include "core/board.h"

namespace puzzle {

enum class HeuristicKind {
  zero,             // 0 everywhere: turns A* into uniform-cost search
  misplaced,        // tiles not on their goal cell
  manhattan,        // sum of row + column distances to each tile's goal cell
  linear_conflict,  // Manhattan + 2 per tile that must leave its goal row/column to let others pass
  euclidean,        // sum of straight-line distances (for teaching; weaker than Manhattan)
  manhattan_with_blank,  // Manhattan that also counts the (first) blank's distance to its
                         // goal cell: inadmissible, a common student slip
  misplaced_with_blank,  // misplaced tiles, plus 1 when the (first) blank is off the goal's
                         // first blank cell: every cell that differs from the goal (issue 41)
};
inline constexpr NameRow<HeuristicKind> kHeuristicKindTable[] = {
    {HeuristicKind::zero, "zero"},
    {HeuristicKind::misplaced, "misplaced"},
    {HeuristicKind::manhattan, "manhattan"},
    {HeuristicKind::linear_conflict, "linear-conflict"},
    {HeuristicKind::euclidean, "euclidean"},
    {HeuristicKind::manhattan_with_blank, "manhattan-with-blank"},
    {HeuristicKind::misplaced_with_blank, "misplaced-with-blank"},
};
static_assert(covers_each_value_once(kHeuristicKindTable, HeuristicKind::misplaced_with_blank));

// Through kHeuristicKindTable.
std::string_view heuristic_name(HeuristicKind kind);
Expected<HeuristicKind> parse_heuristic(std::string_view name);

// A heuristic bound to one goal board. Works on raw tile arrays so the engine can call it
// on unpacked states without building Boards.
class Heuristic {
 public:
  Heuristic(HeuristicKind kind, const Board& goal);

  HeuristicKind kind() const { return kind_; }
  double operator()(const Tile* tiles) const;
  double operator()(const Board& board) const { return (*this)(board.tiles().data()); }
  // True when h is a sum of per-tile terms, so a move changes h by tile_cost(to) - tile_cost(from).
  bool is_additive() const {
    return kind_ != HeuristicKind::linear_conflict &&
           kind_ != HeuristicKind::manhattan_with_blank &&
           kind_ != HeuristicKind::misplaced_with_blank;
  }
  // True when every h is a whole number, which a float holds exactly. Euclidean's are sums
  // of square roots: a search that compares them as Python does keeps them as doubles,
  // added up cell by cell as operator() does (issue 41).
  bool has_whole_values() const { return kind_ != HeuristicKind::euclidean; }
  double tile_cost(Tile tile, int cell) const {
    return costs_[static_cast<std::size_t>(tile * shape_.cells() + cell)];
  }

 private:
  double additive_sum(const Tile* tiles) const;
  int line_conflicts(const Tile* tiles) const;
  double blank_term(const Tile* tiles) const;

  HeuristicKind kind_;
  Shape shape_;
  std::vector<int> goal_cell_;  // per tile; -1 for the blank
  int blank_goal_cell_ = -1;    // the goal's first blank
  std::vector<double> costs_;   // per (tile, cell)
};

}  // namespace puzzle

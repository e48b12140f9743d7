#pragma once
// Test support: seeded random solvable boards and an independent breadth-first distance
// table written directly on Boards (no engine code), used as ground truth.

#include <cstdint>
#include <map>
#include <vector>

#include "core/board.h"
#include "core/moves.h"

namespace puzzle::testing {

// Uniformly shuffled boards, keeping those check_solvable accepts against `goal`.
std::vector<Board> random_solvable_boards(const Board& goal, int count, std::uint32_t seed);

// Orders tile lists with a plain loop: GCC 12 warns falsely (-Wstringop-overread) on the
// memcmp that std::vector<unsigned char>'s own ordering compiles to.
struct TilesLess {
  bool operator()(const std::vector<Tile>& a, const std::vector<Tile>& b) const {
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
      if (a[i] != b[i]) return a[i] < b[i];
    }
    return a.size() < b.size();
  }
};
using DistanceTable = std::map<std::vector<Tile>, int, TilesLess>;

// Moves needed from every reachable board to `goal` (unit costs), by a plain BFS over
// std::map; slow but obviously right.
DistanceTable distances_to(const Board& goal);

// Replays `moves` from `start`; true when every move is legal and the result is `goal`.
bool replays_to(const Board& start, const std::vector<Direction>& moves, const Board& goal);

}  // namespace puzzle::testing

#include "search/policies.h"

namespace puzzle::testing {

// Cheapest path cost from start to goal under per-direction costs: Dijkstra over Boards
// with std::map and std::set, independent of the engine.
double cheapest_cost(const Board& start, const Board& goal, const StepCosts& costs);

}  // namespace puzzle::testing

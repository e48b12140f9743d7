#include "tests/random_boards.h"

#include <algorithm>
#include <deque>
#include <random>

#include "core/solvability.h"

namespace puzzle::testing {

std::vector<Board> random_solvable_boards(const Board& goal, int count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::vector<Board> boards;
  auto tiles = goal.tiles();
  while (static_cast<int>(boards.size()) < count) {
    std::shuffle(tiles.begin(), tiles.end(), rng);
    auto board = Board::make(goal.shape(), tiles, goal.blank_count(), "random");
    if (check_solvable(*board, goal)->solvable) boards.push_back(*board);
  }
  return boards;
}

DistanceTable distances_to(const Board& goal) {
  DistanceTable distance{{goal.tiles(), 0}};
  std::deque<Board> queue{goal};
  while (!queue.empty()) {
    const Board board = queue.front();
    queue.pop_front();
    const int next = distance[board.tiles()] + 1;
    for (Move move : legal_moves(board, kOrderUDLR)) {
      Board child = apply_move(board, move);
      if (distance.emplace(child.tiles(), next).second) queue.push_back(child);
    }
  }
  return distance;
}

bool replays_to(const Board& start, const std::vector<Direction>& moves, const Board& goal) {
  Board board = start;
  for (Direction direction : moves) {
    const auto legal = legal_moves(board, {direction, direction, direction, direction});
    if (legal.empty() || board.blank_count() != 1) return false;
    board = apply_move(board, legal.front());
  }
  return board == goal;
}

}  // namespace puzzle::testing

#include <set>
#include <string>

namespace puzzle::testing {

double cheapest_cost(const Board& start, const Board& goal, const StepCosts& costs) {
  // Keys are strings: GCC 12 warns falsely (-Wstringop-overread) on ordering vectors of bytes.
  const auto key = [](const Board& board) {
    return std::string(board.tiles().begin(), board.tiles().end());
  };
  std::map<std::string, double> best{{key(start), 0}};
  std::set<std::pair<double, std::string>> open{{0, key(start)}};
  while (!open.empty()) {
    const auto [cost, tiles] = *open.begin();
    open.erase(open.begin());
    if (tiles == key(goal)) return cost;
    const Board board = *Board::make(start.shape(), std::vector<Tile>(tiles.begin(), tiles.end()),
                                     start.blank_count(), "dijkstra");
    for (Move move : legal_moves(board, kOrderUDLR)) {
      const std::string next = key(apply_move(board, move));
      const double next_cost = cost + costs(move.direction);
      const auto known = best.find(next);
      if (known != best.end() && known->second <= next_cost) continue;
      if (known != best.end()) open.erase({known->second, next});
      best[next] = next_cost;
      open.insert({next_cost, next});
    }
  }
  return -1;
}

}  // namespace puzzle::testing

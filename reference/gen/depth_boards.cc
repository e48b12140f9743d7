#include "gen/depth_boards.h"

#include <algorithm>
#include <deque>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "core/moves.h"
#include "search/ida_star.h"

namespace puzzle::gen {
namespace {

// 4 bits per cell, cell 0 in the high nibble, so integer order is tile-list order.
std::uint64_t pack(const Board& board) {
  std::uint64_t key = 0;
  for (Tile tile : board.tiles()) key = key << 4 | tile;
  return key;
}

Board unpack(std::uint64_t key, Shape shape) {
  std::vector<Tile> tiles(static_cast<std::size_t>(shape.cells()));
  for (auto it = tiles.rbegin(); it != tiles.rend(); ++it, key >>= 4) {
    *it = static_cast<Tile>(key & 0xF);
  }
  return board_from_trusted_tiles(shape, std::move(tiles));
}

// Partial Fisher-Yates: the first `count` of `items` become a uniform sample, in order.
template <class T>
std::vector<T> sample(std::vector<T> items, int count, SeededRng& rng) {
  const auto wanted = static_cast<std::size_t>(count);
  for (std::size_t i = 0; i < wanted; ++i) {
    const auto j = i + static_cast<std::size_t>(rng.below(items.size() - i));
    std::swap(items[i], items[j]);
  }
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(wanted), items.end());
  return items;
}

// `wanted` boards, or as many as there are when that is at least `needed`.
Expected<std::vector<Board>> from_table(const Board& goal, int depth, int wanted, int needed,
                                        SeededRng& rng) {
  const DistanceTable table(goal);
  auto candidates = table.boards_at(depth);
  const int available = static_cast<int>(candidates.size());
  if (available < needed) {
    return Error{fmt::format("only {} board(s) are exactly {} moves from the goal (the "
                             "deepest is {} moves); asked for {}",
                             candidates.size(), depth, table.max_distance(), needed)};
  }
  return sample(std::move(candidates), std::min(wanted, available), rng);
}

Board random_walk(const Board& goal, int depth, SeededRng& rng) {
  Board board = goal;
  std::vector<Move> moves;
  int previous = -1;  // direction of the previous move, so the walk never undoes it
  for (int step = 0; step < depth; ++step) {
    moves.clear();
    for (Move move : legal_moves(board, kOrderUDLR)) {
      if (previous < 0 || move.direction != opposite(static_cast<Direction>(previous))) {
        moves.push_back(move);
      }
    }
    const Move chosen = moves[static_cast<std::size_t>(rng.below(moves.size()))];
    previous = static_cast<int>(chosen.direction);
    board = apply_move(board, chosen);
  }
  return board;
}

// Walks are kept only when optimal, so deep requests may need many tries.
constexpr int kWalkAttempts = 20000;

Expected<std::vector<Board>> from_walks(const Board& goal, int depth, int count, SeededRng& rng) {
  if (goal.blank_count() != 1) {
    return Error{"random boards of more than 9 cells need exactly one blank"};
  }
  std::vector<Board> boards;
  std::set<std::uint64_t> taken;
  for (int attempt = 0; attempt < kWalkAttempts && static_cast<int>(boards.size()) < count;
       ++attempt) {
    Board board = random_walk(goal, depth, rng);
    if (optimal_length(board, goal) != depth) continue;
    if (taken.insert(pack(board)).second) boards.push_back(std::move(board));
  }
  if (static_cast<int>(boards.size()) < count) {
    return Error{fmt::format("found only {} of {} boards at depth {} in {} random walks",
                             boards.size(), count, depth, kWalkAttempts)};
  }
  return boards;
}

}  // namespace

DistanceTable::DistanceTable(const Board& goal) : shape_(goal.shape()) {
  if (goal.cells() > 16) throw std::invalid_argument("DistanceTable: more than 16 cells");
  distance_.emplace(pack(goal), 0);
  std::deque<std::uint64_t> queue{pack(goal)};
  while (!queue.empty()) {
    const std::uint64_t key = queue.front();
    queue.pop_front();
    const int next = distance_.at(key) + 1;
    const Board board = unpack(key, shape_);
    for (Move move : legal_moves(board, kOrderUDLR)) {
      const std::uint64_t child = pack(apply_move(board, move));
      if (distance_.emplace(child, static_cast<std::uint8_t>(next)).second) {
        queue.push_back(child);
        max_distance_ = std::max(max_distance_, next);
      }
    }
  }
}

int DistanceTable::distance(const Board& board) const {
  const auto found = distance_.find(pack(board));
  return found == distance_.end() ? -1 : found->second;
}

std::vector<Board> DistanceTable::boards_at(int depth) const {
  std::vector<std::uint64_t> keys;
  for (const auto& [key, distance] : distance_) {
    if (distance == depth) keys.push_back(key);
  }
  std::sort(keys.begin(), keys.end());  // the hash map's order is not portable
  std::vector<Board> boards;
  boards.reserve(keys.size());
  for (std::uint64_t key : keys) boards.push_back(unpack(key, shape_));
  return boards;
}

Expected<std::vector<Board>> boards_at_depth(const Board& goal, int depth, int count,
                                             SeededRng& rng) {
  if (depth < 0) return Error{fmt::format("depth {} is negative", depth)};
  if (goal.cells() <= kMaxTableCells) return from_table(goal, depth, count, count, rng);
  return from_walks(goal, depth, count, rng);
}

Expected<std::vector<Board>> candidate_boards_at_depth(const Board& goal, int depth, int count,
                                                       SeededRng& rng) {
  if (depth < 0 || goal.cells() > kMaxTableCells) return boards_at_depth(goal, depth, count, rng);
  return from_table(goal, depth, count, 1, rng);
}

int optimal_length(const Board& start, const Board& goal) {
  IdaConfig config;
  config.heuristic = HeuristicKind::manhattan;
  const SearchResult result = ida_star(start, goal, config);
  return result.outcome == SearchOutcome::found ? result.depth() : -1;
}

}  // namespace puzzle::gen

#pragma once
// Random solvable boards whose optimal solution length to a goal is exactly a requested
// depth, chosen reproducibly from a SeededRng.
//
// Boards of at most 9 cells (the 8-puzzle, funny's two-blank puzzle): a breadth-first
// distance table from the goal over every reachable board; the boards at depth d are
// sorted by their tile lists and picked uniformly without repetition. Larger boards: a
// random walk of d moves from the goal that never undoes its previous move, kept when
// IDA* (Manhattan, optimal for one blank) says its optimal length is d.

#include <cstdint>
#include <unordered_map>
#include <vector>

#include "common/expected.h"
#include "core/board.h"
#include "gen/rng.h"

namespace puzzle::gen {

// Breadth-first distances from `goal` to every reachable board. Moves are reversible, so
// this is also each board's distance to the goal.
class DistanceTable {
 public:
  // Precondition: goal.cells() <= 16 (a board packs into 64 bits).
  explicit DistanceTable(const Board& goal);
  // -1 when the board cannot reach the goal.
  int distance(const Board& board) const;
  int max_distance() const { return max_distance_; }
  // Every board at `depth`, ordered by tile list.
  std::vector<Board> boards_at(int depth) const;

 private:
  Shape shape_;
  std::unordered_map<std::uint64_t, std::uint8_t> distance_;
  int max_distance_ = 0;
};

// The largest board boards_at_depth() enumerates exhaustively.
inline constexpr int kMaxTableCells = 9;

// `count` distinct boards at optimal distance `depth` from `goal`, in pick order.
// Fails with one line when there are not enough such boards or none could be found.
Expected<std::vector<Board>> boards_at_depth(const Board& goal, int depth, int count,
                                             SeededRng& rng);

// Up to `count` distinct boards at optimal distance `depth`, in pick order: all of them
// when fewer exist (boards of at most kMaxTableCells cells; larger ones as
// boards_at_depth). Fails with one line when there is none. gen draws these as candidates
// and keeps the ones that tell its common rules apart (gen/separating_boards.h).
Expected<std::vector<Board>> candidate_boards_at_depth(const Board& goal, int depth, int count,
                                                       SeededRng& rng);

// Optimal solution length by IDA* with Manhattan distance (one blank only).
int optimal_length(const Board& start, const Board& goal);

}  // namespace puzzle::gen

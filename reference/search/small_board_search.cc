#include "search/small_board_search.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "core/heuristics.h"
#include "core/moves.h"
#include "search/memory.h"
#include "search/rank_index.h"
#include "search/state.h"

namespace puzzle {
namespace {

// A frontier entry: all a pop needs, so it reads no other memory. The state's cells take
// the high 4 x kMaxRankedCells bits; the low byte, which no cell of a small board uses,
// holds the cell its blank is on and the cell its parent's blank was on (`cells` for the
// start).
struct Entry {
  std::uint64_t bits;
  std::uint32_t rank;  // PositionRanker's
  std::int32_t depth;

  static std::uint64_t cells_of(int blank, int from) {
    return static_cast<std::uint64_t>(blank) << 4 | static_cast<std::uint64_t>(from);
  }
  Packed64 state() const { return Packed64{bits & ~std::uint64_t{0xFF}}; }
  int blank() const { return static_cast<int>(bits >> 4 & 0xFu); }
  int from() const { return static_cast<int>(bits & 0xFu); }
};
static_assert(4 * kMaxRankedCells <= 56);

// One child of a blank cell: the tile at `target` slides into the blank.
struct Step {
  std::uint64_t slide;  // what the slide adds per unit of the tile's value (mod 2^64)
  std::uint64_t cells;  // Entry::cells_of(target, blank): the child's blank and its parent's
  PositionRanker::Slide rank_change;
  std::int8_t target;
  std::int8_t position;  // in the full push order of the blank's children, undo included
};

struct StepList {
  std::array<Step, kDirections> steps;
  int count = 0;
};

// The children of each (blank cell, cell the blank came from) in push order, without the
// one that moves the blank back: that child is the parent, which the duplicate rule is
// sure to refuse (it was pushed, and keep-first refuses a known state at any cost). The
// general engine makes the same skip (`known_undo`); both still count it as generated.
class StepTable {
 public:
  StepTable(Shape shape, const SearchPolicies& policies, const MoveOrder& order,
            const PositionRanker& ranker)
      : cells_(shape.cells()),
        lists_(static_cast<std::size_t>(cells_ * (cells_ + 1))),
        generated_(static_cast<std::size_t>(cells_)),
        direction_(static_cast<std::size_t>(cells_ * cells_), Direction::up) {
    const NeighbourTable neighbours(shape);
    for (int blank = 0; blank < cells_; ++blank) {
      std::array<std::pair<int, Direction>, kDirections> all{};
      int count = 0;
      for (Direction direction : order) {
        const int target = neighbours(blank, direction);
        if (target < 0) continue;
        all[static_cast<std::size_t>(count++)] = {target, direction};
        direction_[static_cast<std::size_t>(blank * cells_ + target)] = direction;
      }
      if (policies.push_order == PushOrder::reversed)
        std::reverse(all.begin(), all.begin() + count);
      generated_[static_cast<std::size_t>(blank)] = static_cast<std::uint32_t>(count);
      for (int from = 0; from <= cells_; ++from) {
        StepList& list = lists_[static_cast<std::size_t>(blank * (cells_ + 1) + from)];
        for (int i = 0; i < count; ++i) {
          const int target = all[static_cast<std::size_t>(i)].first;
          if (target == from) continue;
          const std::uint64_t slide = (std::uint64_t{1} << Packed64::shift(blank)) -
                                      (std::uint64_t{1} << Packed64::shift(target));
          list.steps[static_cast<std::size_t>(list.count++)] = {
              slide, Entry::cells_of(target, blank), ranker.slide(blank, target),
              static_cast<std::int8_t>(target), static_cast<std::int8_t>(i)};
        }
      }
    }
  }

  const StepList& children(int blank, int from) const {
    return lists_[static_cast<std::size_t>(blank * (cells_ + 1) + from)];
  }
  // Children of a blank cell, the undo one included: what Counters::generated counts.
  std::uint32_t generated(int blank) const { return generated_[static_cast<std::size_t>(blank)]; }
  // The direction the blank travels from `from` to the neighbouring `to`.
  Direction direction(int from, int to) const {
    return direction_[static_cast<std::size_t>(from * cells_ + to)];
  }

 private:
  int cells_;
  std::vector<StepList> lists_;
  std::vector<std::uint32_t> generated_;
  std::vector<Direction> direction_;
};

enum class FrontierOrder { fifo, lifo };

template <FrontierOrder kOrder>
class SmallBoardSearch {
 public:
  SmallBoardSearch(const Board& start, const Board& goal, const SearchConfig& config)
      : shape_(start.shape()),
        cells_(start.cells()),
        start_(pack<Packed64>(start)),
        goal_(pack<Packed64>(goal)),
        config_(config),
        policies_(config.policies),
        came_from_(PositionRanker(start.cells())),
        steps_(start.shape(), config.policies, config.move_order, came_from_.ranker()) {
    // Room for every state up front, stack too: the block is mapped, not touched, so a
    // stack pays only for the pages it uses, where growing by doubling took fresh small
    // pages at every step (128 of the 317 page faults of a DFS of the 8-puzzle, ~0.3 ms).
    // One blank: half the permutations are reachable.
    frontier_.reserve(factorial(cells_) / 2);
  }

  SearchResult run() {
    const bool goal_at_pop = policies_.goal_test == GoalTest::at_pop;
    const bool depth_at_push = policies_.depth_measure == DepthMeasure::at_push;
    const bool frontier_after_push = policies_.frontier_measure == FrontierMeasure::after_push;
    const std::uint64_t max_expansions = config_.limits.max_expansions;

    const std::uint32_t start_rank = came_from_.ranker()(start_);
    frontier_.push_back(
        {start_.bits | Entry::cells_of(start_.first_blank(cells_), cells_), start_rank, 0});
    counters_.pushed = 1;
    if (frontier_after_push) counters_.max_frontier = 1;
    came_from_.insert_at(start_rank, 0);
    if (!goal_at_pop && start_ == goal_) return finish(start_);

    while (live() > 0) {
      if (counters_.expanded >= max_expansions) return stop(SearchOutcome::limit_reached);
      const Entry entry = pop();
      const Packed64 state = entry.state();
      ++counters_.popped;
      if (!frontier_after_push) note_frontier();
      if (!depth_at_push) note_depth(entry.depth);
      if (goal_at_pop && state == goal_) return finish(state);
      ++counters_.expanded;
      const int blank = entry.blank();
      const StepList& list = steps_.children(blank, entry.from());
      const std::uint64_t pushed_before = counters_.pushed;
      for (int i = 0; i < list.count; ++i) {
        const Step& step = list.steps[static_cast<std::size_t>(i)];
        const Tile tile = state.get(step.target);
        const Packed64 child{state.bits + std::uint64_t{tile} * step.slide};
        const std::uint32_t rank = came_from_.ranker().after(entry.rank, state, tile,
                                                             step.rank_change);
        if (!goal_at_pop && child == goal_) {
          counters_.generated += static_cast<std::uint64_t>(step.position) + 1;
          if (frontier_after_push) note_frontier();
          if (depth_at_push) note_depth(entry.depth + 1);
          came_from_.insert_at(rank, static_cast<std::uint8_t>(blank));
          return finish(child);
        }
        if (!came_from_.insert_at(rank, static_cast<std::uint8_t>(blank)).second) continue;
        frontier_.push_back({child.bits | step.cells, rank, entry.depth + 1});
        ++counters_.pushed;
      }
      counters_.generated += steps_.generated(blank);
      if (frontier_after_push) note_frontier();
      if (depth_at_push && counters_.pushed != pushed_before) note_depth(entry.depth + 1);
    }
    return stop(SearchOutcome::exhausted);
  }

 private:
  std::uint64_t live() const {
    if constexpr (kOrder == FrontierOrder::fifo) {
      return frontier_.size() - head_;
    } else {
      return frontier_.size();
    }
  }

  Entry pop() {
    if constexpr (kOrder == FrontierOrder::fifo) {
      return frontier_[head_++];
    } else {
      const Entry entry = frontier_.back();
      frontier_.pop_back();
      return entry;
    }
  }

  void note_frontier() {
    counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, live());
  }
  void note_depth(int depth) { counters_.max_depth = std::max(counters_.max_depth, depth); }

  // Every pop is accepted (no entry goes stale under keep-first), so closed = popped.
  SearchResult stop(SearchOutcome outcome) {
    counters_.closed = counters_.popped;
    SearchResult result;
    result.outcome = outcome;
    result.counters = reported_counters(counters_, live(), policies_.goal_counting, outcome);
    return result;
  }

  // The path from the start to `goal_state`, rebuilt backwards: the cell each state's
  // parent had its blank on gives the move and the parent's state. Costs are summed as
  // the general engine sums them (double, stored per node as float).
  SearchResult finish(Packed64 goal_state) {
    SearchResult result = stop(SearchOutcome::found);
    struct Back {
      Packed64 state;
      std::optional<Direction> move;
    };
    std::vector<Back> back;
    for (Packed64 state = goal_state;;) {
      if (state == start_) {
        back.push_back({state, std::nullopt});
        break;
      }
      const int from = *came_from_.find(state);
      const int blank = state.first_blank(cells_);
      back.push_back({state, steps_.direction(from, blank)});
      state = state.slide(blank, from);
    }
    const Heuristic heuristic(config_.heuristic, to_board(goal_, shape_));
    float g = 0;
    for (auto it = back.rbegin(); it != back.rend(); ++it) {
      if (it->move) g = static_cast<float>(static_cast<double>(g) + config_.step_costs(*it->move));
      Tile tiles[kMaxCells];
      unpack(it->state, cells_, tiles);
      const double h = heuristic.kind() == HeuristicKind::zero ? 0 : heuristic(tiles);
      result.path.push_back({to_board(it->state, shape_), it->move, static_cast<double>(g), h});
    }
    return result;
  }

  Shape shape_;
  int cells_;
  Packed64 start_;
  Packed64 goal_;
  const SearchConfig& config_;
  const SearchPolicies& policies_;
  // Per state seen: the cell its parent's blank was on (a byte per permutation rank,
  // 355 KiB for the 8-puzzle), which is all the path needs. The start has no parent.
  RankMap<std::uint8_t, PositionRanker> came_from_;
  StepTable steps_;
  std::vector<Entry, LargeAllocator<Entry>> frontier_;
  std::size_t head_ = 0;  // fifo: entries before it were popped
  Counters counters_;
};

}  // namespace

bool small_board_search_applies(const Board& start, const SearchConfig& config) {
  const SearchPolicies& policies = config.policies;
  return start.cells() <= kMaxRankedCells && start.blank_count() == 1 &&
         (policies.frontier == FrontierKind::fifo || policies.frontier == FrontierKind::lifo) &&
         policies.duplicates == DuplicateDetection::frontier_or_explored_at_push &&
         policies.key_update == KeyUpdate::keep_first &&
         policies.successor_sort == SuccessorSort::move_order &&
         (policies.frontier_measure == FrontierMeasure::after_push ||
          policies.frontier_measure == FrontierMeasure::after_pop) &&
         (policies.depth_measure == DepthMeasure::at_push ||
          policies.depth_measure == DepthMeasure::at_pop);
}

SearchResult small_board_search(const Board& start, const Board& goal, const SearchConfig& config) {
  if (config.policies.frontier == FrontierKind::lifo) {
    return SmallBoardSearch<FrontierOrder::lifo>(start, goal, config).run();
  }
  return SmallBoardSearch<FrontierOrder::fifo>(start, goal, config).run();
}

}  // namespace puzzle

#include "search/engine.h"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "core/heuristics.h"
#include "search/frontier.h"
#include "search/hash_table.h"
#include "search/memory.h"
#include "search/rank_index.h"
#include "search/small_board_search.h"
#include "search/state.h"

namespace puzzle {

std::vector<Direction> SearchResult::moves() const {
  std::vector<Direction> moves;
  for (const auto& step : path) {
    if (step.move) moves.push_back(*step.move);
  }
  return moves;
}

namespace {

constexpr NodeIndex kNoParent = std::numeric_limits<NodeIndex>::max();
// Enough for every state of a 3x3 board; larger searches grow as needed.
constexpr std::size_t kMaxReserve = std::size_t{1} << 18;
constexpr std::size_t kInformedReserve = std::size_t{1} << 12;

enum class NodeStatus : std::uint8_t { in_frontier, popped, stale };

// 32 bytes for Packed64: the 8-puzzle's full searches keep 181,440 of these, so size is
// speed. float holds every integer cost exactly up to 2^24.
template <class S>
struct Node {
  S state;
  float g;
  float h;
  NodeIndex parent;
  std::int32_t depth;
  std::int32_t closed_index;  // pop order; -1 until popped
  Direction move;
  NodeStatus status;
};

static_assert(sizeof(Node<Packed64>) == 32);

template <class S>
struct Child {
  S state;
  Direction move;
};

// `path_h`: the node's sum of h along its path (sums_path_h keys only). Unit costs are
// the only ones the driver's A* has, so "one per move" is g.
double priority_key(PriorityKey key, double g, double h, double path_h) {
  switch (key) {
    case PriorityKey::g_plus_h: return g + h;
    case PriorityKey::g: return g;
    case PriorityKey::h: return h;
    case PriorityKey::path_h: return path_h;
    case PriorityKey::g_twice_plus_h: return g + g + h;
    case PriorityKey::g_plus_path_h: return g + path_h;
    case PriorityKey::path_h_and_misplaced: return path_h;
  }
  return g + h;
}

template <class T>
int three_way(const T& a, const T& b) {
  return a < b ? -1 : (b < a ? 1 : 0);
}

// Compares two nodes as Python compares tuples of the configured fields.
template <class S>
struct EntryLess {
  const std::vector<Node<S>, LargeAllocator<Node<S>>>* nodes;
  const SearchPolicies* policies;
  const std::vector<NodeIndex>* orders;            // insertion orders; empty: the node index
  const std::vector<float>* path_h;                // per node with sums_path_h keys only
  const std::vector<double>* exact_h;              // per node when h is not whole
  std::array<std::int8_t, kDirections> move_rank;  // position of each direction in the order

  bool operator()(NodeIndex a, NodeIndex b) const {
    for (EntryField field : policies->heapq_order) {
      const int order = compare(field, a, b);
      if (order != 0) return order < 0;
    }
    return false;
  }

  int compare(EntryField field, NodeIndex a, NodeIndex b) const {
    const Node<S>& x = (*nodes)[a];
    const Node<S>& y = (*nodes)[b];
    switch (field) {
      case EntryField::key:
        return three_way(priority_key(policies->key, x.g, h_of(a), path_h_of(a)),
                         priority_key(policies->key, y.g, h_of(b), path_h_of(b)));
      case EntryField::g: return three_way(x.g, y.g);
      case EntryField::h: return three_way(h_of(a), h_of(b));
      case EntryField::depth: return three_way(x.depth, y.depth);
      case EntryField::state: return three_way(x.state, y.state);
      case EntryField::parent_index:
        return three_way(closed_index_of(x.parent), closed_index_of(y.parent));
      case EntryField::insertion:
        return orders->empty() ? three_way(a, b) : three_way((*orders)[a], (*orders)[b]);
      case EntryField::moves: return three_way(move_ranks(a, path_a_), move_ranks(b, path_b_));
      case EntryField::last_move: return three_way(last_rank(x), last_rank(y));
      case EntryField::path_states: return compare_paths(a, b);
      case EntryField::move_name: return three_way(name_rank(x), name_rank(y));
    }
    return 0;
  }

  double path_h_of(NodeIndex node) const { return path_h->empty() ? 0 : (*path_h)[node]; }
  double h_of(NodeIndex node) const {
    return exact_h->empty() ? (*nodes)[node].h : (*exact_h)[node];
  }

  std::int32_t closed_index_of(NodeIndex parent) const {
    return parent == kNoParent ? -1 : (*nodes)[parent].closed_index;
  }

  int last_rank(const Node<S>& node) const {
    return node.parent == kNoParent ? -1 : move_rank[static_cast<std::size_t>(node.move)];
  }

  // Where the last move's name falls as Python compares strings: "Down" < "Left" < "Right"
  // < "Up" (lower-case names and letters compare the same); the start's "" first.
  static int name_rank(const Node<S>& node) {
    if (node.parent == kNoParent) return -1;
    switch (node.move) {
      case Direction::down: return 0;
      case Direction::left: return 1;
      case Direction::right: return 2;
      case Direction::up: return 3;
    }
    return 3;
  }

  // The ranks of the moves from the start to `at`, first move first, in `out`.
  const std::vector<std::int8_t>& move_ranks(NodeIndex at, std::vector<std::int8_t>& out) const {
    out.clear();
    for (; (*nodes)[at].parent != kNoParent; at = (*nodes)[at].parent) {
      out.push_back(move_rank[static_cast<std::size_t>((*nodes)[at].move)]);
    }
    std::reverse(out.begin(), out.end());
    return out;
  }

  // The nodes from the start to `at`, the start first, in `out`.
  const std::vector<NodeIndex>& path_nodes(NodeIndex at, std::vector<NodeIndex>& out) const {
    out.clear();
    for (; at != kNoParent; at = (*nodes)[at].parent) out.push_back(at);
    std::reverse(out.begin(), out.end());
    return out;
  }

  // The two paths of states compared state by state, a prefix first.
  int compare_paths(NodeIndex a, NodeIndex b) const {
    const auto& path_a = path_nodes(a, nodes_a_);
    const auto& path_b = path_nodes(b, nodes_b_);
    for (std::size_t i = 0; i < path_a.size() && i < path_b.size(); ++i) {
      const int order = three_way((*nodes)[path_a[i]].state, (*nodes)[path_b[i]].state);
      if (order != 0) return order;
    }
    return three_way(path_a.size(), path_b.size());
  }

  mutable std::vector<std::int8_t> path_a_;  // buffers for EntryField::moves
  mutable std::vector<std::int8_t> path_b_;
  mutable std::vector<NodeIndex> nodes_a_;  // buffers for EntryField::path_states
  mutable std::vector<NodeIndex> nodes_b_;
};

std::array<std::int8_t, kDirections> move_ranks_of(const MoveOrder& order) {
  std::array<std::int8_t, kDirections> rank{};
  for (std::size_t i = 0; i < order.size(); ++i) {
    rank[static_cast<std::size_t>(order[i])] = static_cast<std::int8_t>(i);
  }
  return rank;
}

// Children of one expansion; at most four per blank.
template <class S>
struct ChildBuffer {
  std::array<Child<S>, 4 * kMaxCells> items;
  int count = 0;
  const Child<S>* begin() const { return items.data(); }
  const Child<S>* end() const { return items.data() + count; }
};

template <class S>
class SuccessorGenerator {
 public:
  SuccessorGenerator(Shape shape, int blanks, const SearchConfig& config)
      : cells_(shape.cells()),
        steps_(static_cast<std::size_t>(shape.cells())),
        sort_(config.policies.successor_sort),
        push_order_(config.policies.push_order),
        one_blank_in_order_(blanks == 1 &&
                            (generates_reversed() || (sort_ == SuccessorSort::move_order &&
                                                      push_order_ == PushOrder::as_generated))) {
    const NeighbourTable neighbours(shape);
    for (int cell = 0; cell < cells_; ++cell) {
      for (Direction direction : config.move_order) {
        const int target = neighbours(cell, direction);
        if (target >= 0) steps_[cell].add(cell, target, direction);
      }
      // Reversed push order without sorting: generate in the reverse order right away
      // (reversing a buffer just written stalls on store forwarding: docs/performance.md).
      if (generates_reversed()) steps_[cell].reverse();
    }
  }

  // Fills `out` with the children of `state` in the order they are to be pushed.
  void operator()(const S& state, ChildBuffer<S>& out) const {
    out.count = 0;
    if (one_blank_in_order_) {  // the steps are already in push order
      add_moves_of_only_blank(state, state.first_blank(cells_), out);
      return;
    }
    if (generates_reversed()) {
      // Last blank first; for one blank, plainly its moves in reverse order.
      std::array<std::int8_t, kMaxCells> blanks;
      int count = 0;
      state.for_each_blank(cells_, [&](int blank) {
        blanks[static_cast<std::size_t>(count++)] = static_cast<std::int8_t>(blank);
      });
      while (count > 0) add_moves_of_blank(state, blanks[static_cast<std::size_t>(--count)], out);
      return;
    }
    state.for_each_blank(cells_, [&](int blank) { add_moves_of_blank(state, blank, out); });
    Child<S>* first = out.items.data();
    if (sort_ == SuccessorSort::lexicographic) {
      std::sort(first, first + out.count,
                [](const auto& a, const auto& b) { return a.state < b.state; });
    }
    if (push_order_ == PushOrder::reversed) std::reverse(first, first + out.count);
  }

 private:
  // The on-board neighbours of one cell, in move order: no bounds checks while searching.
  struct Steps {
    std::array<std::int8_t, kDirections> target{};
    std::array<Direction, kDirections> direction{};
    // Packed64: what a slide adds per unit of the moving tile's value (mod 2^64).
    std::array<std::uint64_t, kDirections> slide{};
    int count = 0;
    void add(int blank, int cell, Direction d) {
      const auto at = static_cast<std::size_t>(count++);
      target[at] = static_cast<std::int8_t>(cell);
      direction[at] = d;
      if (blank < Packed64::kMaxCells && cell < Packed64::kMaxCells) {
        slide[at] = (std::uint64_t{1} << Packed64::shift(blank)) -
                    (std::uint64_t{1} << Packed64::shift(cell));
      }
    }
    void reverse() {
      std::reverse(target.begin(), target.begin() + count);
      std::reverse(direction.begin(), direction.begin() + count);
      std::reverse(slide.begin(), slide.begin() + count);
    }
  };

  bool generates_reversed() const {
    return push_order_ == PushOrder::reversed && sort_ == SuccessorSort::move_order;
  }

  void add_moves_of_blank(const S& state, int blank, ChildBuffer<S>& out) const {
    const Steps& steps = steps_[static_cast<std::size_t>(blank)];
    for (int i = 0; i < steps.count; ++i) {
      const int target = steps.target[static_cast<std::size_t>(i)];
      if (state.get(target) == kBlank) continue;  // two blanks never swap
      Child<S>& child = out.items[static_cast<std::size_t>(out.count++)];
      child.state = state.slide(blank, target);
      child.move = steps.direction[static_cast<std::size_t>(i)];
    }
  }

  // With one blank no neighbour is blank; a Packed64 slide is then one multiply-add.
  void add_moves_of_only_blank(const S& state, int blank, ChildBuffer<S>& out) const {
    if constexpr (std::is_same_v<S, Packed64>) {
      const Steps& steps = steps_[static_cast<std::size_t>(blank)];
      for (int i = 0; i < steps.count; ++i) {
        const auto at = static_cast<std::size_t>(i);
        Child<S>& child = out.items[at];
        child.state.bits = state.bits + state.get(steps.target[at]) * steps.slide[at];
        child.move = steps.direction[at];
      }
      out.count = steps.count;
    } else {
      add_moves_of_blank(state, blank, out);
    }
  }

  int cells_;
  std::vector<Steps> steps_;
  SuccessorSort sort_;
  PushOrder push_order_;
  bool one_blank_in_order_;  // one blank, and its steps need no sorting or reversing
};

// Uninformed searches usually visit a large share of the state space, so room for all of
// it (capped) avoids rehashing; informed ones start small, as zeroing megabytes would cost
// more than a short A* run.
std::size_t reserve_hint(const Board& start, const SearchConfig& config) {
  if (config.heuristic != HeuristicKind::zero) return kInformedReserve;
  double states = 1;
  for (int i = 2; i <= start.cells(); ++i) states *= i;
  for (int i = 2; i <= start.blank_count(); ++i) states /= i;
  if (start.blank_count() == 1) states /= 2;  // half the permutations are unreachable
  return states > static_cast<double>(kMaxReserve) ? kMaxReserve : static_cast<std::size_t>(states);
}

// Whether the engine ever reads the node index stored with a state (admit_known).
bool reads_table_values(const SearchPolicies& policies) {
  switch (policies.duplicates) {
    case DuplicateDetection::frontier_or_explored_at_push:
    case DuplicateDetection::visited_at_push: return policies.key_update != KeyUpdate::keep_first;
    case DuplicateDetection::seen_at_lower_cost: return true;
    case DuplicateDetection::none:
    case DuplicateDetection::closed_at_pop:
    case DuplicateDetection::closed_at_push:
    case DuplicateDetection::closed_at_push_and_pop: return false;
  }
  return true;
}

// The visited / explored index: FlatMap hashes any state; RankMap indexes the states of
// boards of up to kMaxRankedCells cells densely by permutation rank.
template <class Table>
Table make_table(const Board& start, const SearchPolicies& policies) {
  if constexpr (std::is_same_v<Table, RankMap<NodeIndex>>) {
    return Table(start.cells(), start.blank_count(),
                 reads_table_values(policies) ? IndexValues::kept : IndexValues::not_kept);
  } else {
    return Table(16);
  }
}

template <class S, class Frontier, class Table>
class Engine {
 public:
  Engine(const Board& start, const Board& goal, const SearchConfig& config)
      : shape_(start.shape()),
        start_(pack<S>(start)),
        goal_(pack<S>(goal)),
        config_(config),
        policies_(config.policies),
        heuristic_(config.heuristic, goal),
        successors_(start.shape(), start.blank_count(), config),
        frontier_(make_frontier()),
        table_(make_table<Table>(start, config.policies)) {
    if (policies_.frontier_measure == FrontierMeasure::distinct_pushed) {
      pushed_states_.emplace(make_table<Table>(start, SearchPolicies{}));  // a set: no values
    }
    if (policies_.key == PriorityKey::path_h_and_misplaced) {
      misplaced_.emplace(HeuristicKind::misplaced, goal);
    }
    const std::size_t hint = reserve_hint(start, config);
    nodes_.reserve(hint);
    frontier_.reserve(hint);
    if (policies_.duplicates != DuplicateDetection::none) table_.reserve(hint);
  }

  SearchResult run() {
    push_start();
    if (policies_.goal_test == GoalTest::at_generation && start_ == goal_) return finish(0);
    while (frontier_.size() > 0) {
      if (counters_.expanded >= config_.limits.max_expansions) {
        return stop(SearchOutcome::limit_reached);
      }
      const NodeIndex index = frontier_.pop();
      if (!accept_pop(index)) continue;
      if (policies_.goal_test == GoalTest::at_pop && nodes_[index].state == goal_) {
        return finish(index);
      }
      if (const auto goal = expand(index)) return finish(*goal);
    }
    return stop(SearchOutcome::exhausted);
  }

 private:
  Frontier make_frontier() {
    if constexpr (std::is_same_v<Frontier, PriorityFrontier>) {
      return PriorityFrontier(policies_.ties);
    } else if constexpr (std::is_same_v<Frontier, HeapqFrontier<EntryLess<S>>>) {
      return Frontier(EntryLess<S>{&nodes_,
                                   &policies_,
                                   &orders_,
                                   &path_h_,
                                   &exact_h_,
                                   move_ranks_of(config_.move_order),
                                   {},
                                   {},
                                   {},
                                   {}});
    } else {
      return Frontier{};
    }
  }

  double heuristic_of(const S& state) const {
    if (heuristic_.kind() == HeuristicKind::zero) return 0;
    Tile tiles[kMaxCells];
    unpack(state, shape_.cells(), tiles);
    return heuristic_(tiles);
  }

  void push_start() {
    push(start_, 0, kNoParent, 0, Direction::up);
    const bool start_is_recorded = policies_.duplicates ==
                                       DuplicateDetection::frontier_or_explored_at_push ||
                                   policies_.duplicates == DuplicateDetection::seen_at_lower_cost;
    if (start_is_recorded) table_.assign(start_, 0);
  }

  NodeIndex push(const S& state, double g, NodeIndex parent, int depth, Direction move) {
    const auto index = static_cast<NodeIndex>(nodes_.size());
    add_node(state, g, parent, depth, move, NodeStatus::in_frontier);
    if constexpr (std::is_same_v<Frontier, PriorityFrontier>) {
      frontier_.push(index, key_of(index), g, order_of(index));
    } else {
      frontier_.push(index);
    }
    ++counters_.pushed;
    ++live_;
    if (pushed_states_) pushed_states_->insert(state, index);
    if (policies_.frontier_measure == FrontierMeasure::after_push) note_frontier();
    if (policies_.depth_measure == DepthMeasure::at_push) note_depth(depth);
    if (policies_.depth_measure == DepthMeasure::last_push) counters_.max_depth = depth;
    return index;
  }

  // Field by field: copying a node built on the stack stalls on store forwarding.
  void add_node(const S& state, double g, NodeIndex parent, int depth, Direction move,
                NodeStatus status) {
    Node<S>& node = nodes_.emplace_back();
    node.state = state;
    node.g = static_cast<float>(g);
    const double h = heuristic_of(state);
    node.h = static_cast<float>(h);
    if (!heuristic_.has_whole_values()) exact_h_.push_back(h);
    node.parent = parent;
    node.depth = depth;
    node.closed_index = -1;
    node.move = move;
    node.status = status;
    if (policies_.key_update == KeyUpdate::decrease_key_keep_order) {
      orders_.push_back(inherited_order_.value_or(static_cast<NodeIndex>(nodes_.size() - 1)));
      inherited_order_.reset();
    }
    if (sums_path_h(policies_.key)) {
      path_h_.push_back(static_cast<float>(path_h_after(parent) + node.h + extra_h_of(state)));
    }
    if (kept_link_) {  // decrease_key_old_parent: the key is the new path's, the link the old
      node.parent = kept_link_->parent;
      node.move = kept_link_->move;
      kept_link_.reset();
    }
  }

  // What a path_h_and_misplaced key adds to each board's h along the path.
  double extra_h_of(const S& state) const {
    if (policies_.key != PriorityKey::path_h_and_misplaced) return 0;
    Tile tiles[kMaxCells];
    unpack(state, shape_.cells(), tiles);
    return (*misplaced_)(tiles);
  }

  // The sum of h along the path up to `parent`, the expanding node (sums_path_h keys).
  double path_h_after(NodeIndex parent) const { return parent == kNoParent ? 0 : path_h_[parent]; }

  double key_of(NodeIndex index) const {
    const Node<S>& node = nodes_[index];
    const double h = exact_h_.empty() ? node.h : exact_h_[index];
    return priority_key(policies_.key, node.g, h, path_h_.empty() ? 0 : path_h_[index]);
  }

  // The insertion order the frontier's ties use: the node index unless an entry kept it.
  NodeIndex order_of(NodeIndex index) const { return orders_.empty() ? index : orders_[index]; }

  void note_frontier() {
    counters_.max_frontier = std::max<std::uint64_t>(counters_.max_frontier, live_);
  }

  void note_depth(int depth) { counters_.max_depth = std::max(counters_.max_depth, depth); }

  // Applies pop-time duplicate rules; false when the entry is to be skipped.
  bool accept_pop(NodeIndex index) {
    Node<S>& node = nodes_[index];
    ++counters_.popped;
    if (node.status == NodeStatus::stale) return false;
    if (policies_.frontier_measure == FrontierMeasure::before_last_pop) {
      counters_.max_frontier = live_;
    }
    --live_;
    if (policies_.frontier_measure == FrontierMeasure::after_pop) note_frontier();
    const bool skip_repeats = policies_.duplicates == DuplicateDetection::closed_at_pop ||
                              policies_.duplicates == DuplicateDetection::closed_at_push_and_pop;
    if (skip_repeats && !table_.insert(node.state, index).second) {
      node.status = NodeStatus::popped;
      return false;
    }
    if (policies_.duplicates == DuplicateDetection::closed_at_push)
      table_.insert(node.state, index);
    // requeue_other_cost: the table names the state's latest copy, which may still wait;
    // once one copy is popped it must name a popped one, so the state is never pushed
    // again (the older copies still waiting are expanded as they come).
    if (policies_.key_update == KeyUpdate::requeue_other_cost) table_.assign(node.state, index);
    node.status = NodeStatus::popped;
    node.closed_index = static_cast<std::int32_t>(counters_.closed++);
    if (policies_.depth_measure == DepthMeasure::at_pop) note_depth(node.depth);
    if (policies_.depth_measure == DepthMeasure::at_pop_plus_one) note_depth(node.depth + 1);
    note_pop_depth(node.depth);
    return true;
  }

  // The measures a program keeps without a maximum: the last pop is the goal's (goal
  // test at pop), and a counter goes up by one each time a pop goes a level deeper than
  // the pop before it, never down.
  void note_pop_depth(int depth) {
    if (policies_.depth_measure == DepthMeasure::goal_plus_one) counters_.max_depth = depth + 1;
    if (policies_.depth_measure == DepthMeasure::descents && depth > last_pop_depth_) {
      ++counters_.max_depth;
    }
    last_pop_depth_ = depth;
  }

  // Expands one node; returns the goal node when the goal test at generation finds it.
  std::optional<NodeIndex> expand(NodeIndex index) {
    ++counters_.expanded;
    const S state = nodes_[index].state;  // copies: push() may move nodes_
    const double g = nodes_[index].g;     // float -> double: exact
    const int depth = nodes_[index].depth;
    const S undone = known_undo(index);
    successors_(state, children_);
    if (policies_.duplicates != DuplicateDetection::none) {
      for (const Child<S>& child : children_) table_.prefetch(child.state);
    }
    for (const Child<S>& child : children_) {
      ++counters_.generated;
      if (policies_.depth_measure == DepthMeasure::at_generation) note_depth(depth + 1);
      const double child_g = g + config_.step_costs(child.move);
      if (policies_.goal_test == GoalTest::at_generation && child.state == goal_) {
        return add_goal_child(child, child_g, index, depth + 1);
      }
      if (child.state == undone) continue;  // admit() would refuse it
      if (!admit(child, child_g, index, depth + 1)) continue;
      push(child.state, child_g, index, depth + 1, child.move);
    }
    return std::nullopt;
  }

  // The goal found at generation is kept as a node for the path but never enters the
  // frontier, so it counts towards no frontier figure. It is a node of the search tree,
  // though, so a push-time depth measure sees it: a program that tests children as it
  // generates them reports max_search_depth >= search_depth, as the independent Python
  // implementation (tests/independent/driver_ref.py) and students' code do.
  NodeIndex add_goal_child(const Child<S>& child, double g, NodeIndex parent, int depth) {
    if (policies_.depth_measure == DepthMeasure::at_push) note_depth(depth);
    if (policies_.depth_measure == DepthMeasure::goal_plus_one) counters_.max_depth = depth + 1;
    add_node(child.state, g, parent, depth, child.move, NodeStatus::popped);
    return static_cast<NodeIndex>(nodes_.size() - 1);
  }

  // The state of the node's parent when admit() is sure to refuse it as a child: the
  // child that undoes the last move is then skipped without ranking or hashing it, a
  // third of all children on the 8-puzzle (docs/performance.md). Sure means: the parent
  // is in the table (every pushed state under frontier_or_explored_at_push, every popped
  // one under the closed_at_push rules; the parent was popped to make this node) and a
  // known state is refused whatever its cost (keep_first). Otherwise the empty state,
  // which no child equals.
  S known_undo(NodeIndex index) const {
    const NodeIndex parent = nodes_[index].parent;
    if (parent == kNoParent) return S{};
    switch (policies_.duplicates) {
      case DuplicateDetection::frontier_or_explored_at_push:
        if (policies_.key_update != KeyUpdate::keep_first) return S{};
        return nodes_[parent].state;
      case DuplicateDetection::closed_at_push:
      case DuplicateDetection::closed_at_push_and_pop: return nodes_[parent].state;
      case DuplicateDetection::none:
      case DuplicateDetection::closed_at_pop:
      case DuplicateDetection::visited_at_push:  // the start is not recorded
      case DuplicateDetection::seen_at_lower_cost: return S{};
    }
    return S{};
  }

  // Push-time duplicate rules. When a child is admitted, the caller pushes it at once, so
  // the table may already record it under the index the next node will get.
  // `parent` is the expanding node and `depth` the child's.
  bool admit(const Child<S>& child, double g, NodeIndex parent, int depth) {
    switch (policies_.duplicates) {
      case DuplicateDetection::none:
      case DuplicateDetection::closed_at_pop: return true;
      case DuplicateDetection::closed_at_push:
      case DuplicateDetection::closed_at_push_and_pop: return table_.find(child.state) == nullptr;
      case DuplicateDetection::frontier_or_explored_at_push:
      case DuplicateDetection::visited_at_push:
        return admit_known({child, g, parent, depth}, Reopen::never);
      case DuplicateDetection::seen_at_lower_cost:
        return admit_known({child, g, parent, depth}, Reopen::when_cheaper);
    }
    return true;
  }

  struct Arrival {  // a child about to be admitted
    const Child<S>& child;
    double g;
    NodeIndex parent;
    int depth;
  };

  enum class Reopen { never, when_cheaper };

  // One probe: records a new state, or decides about a known one.
  bool admit_known(const Arrival& arrival, Reopen reopen) {
    const auto next = static_cast<NodeIndex>(nodes_.size());
    const auto [known, inserted] = table_.insert(arrival.child.state, next);
    if (inserted) return true;
    // Reading the old node is a second cache miss; most configurations never need it.
    if (reopen == Reopen::never && policies_.key_update == KeyUpdate::keep_first) return false;
    Node<S>& old = nodes_[*known];
    const bool cheaper = arrival.g < old.g;
    if (old.status == NodeStatus::in_frontier &&
        policies_.key_update == KeyUpdate::requeue_other_cost) {
      if (arrival.g == old.g) return false;
      *known = next;  // the older copies stay live
      return true;
    }
    if (old.status == NodeStatus::in_frontier && replaces_waiting(cheaper)) {
      if (policies_.key_update == KeyUpdate::in_place_unsorted) {
        rewrite_in_place(*known, arrival);
        return false;
      }
      retire(*known);
      *known = next;
      return true;
    }
    if (!cheaper || reopen == Reopen::never) return false;
    *known = next;
    return true;
  }

  bool replaces_waiting(bool cheaper) const {
    switch (policies_.key_update) {
      case KeyUpdate::keep_first: return false;
      case KeyUpdate::always_replace: return true;
      case KeyUpdate::decrease_key:
      case KeyUpdate::decrease_key_keep_order:
      case KeyUpdate::in_place_unsorted:
      case KeyUpdate::decrease_key_old_parent:
      case KeyUpdate::remove_unsorted:
      case KeyUpdate::requeue_other_cost: return cheaper;
    }
    return cheaper;
  }

  // Lazy deletion: the waiting entry is skipped when popped; the entry pushed next takes
  // what the rule keeps of it.
  void retire(NodeIndex index) {
    Node<S>& old = nodes_[index];
    old.status = NodeStatus::stale;
    --live_;
    if (policies_.key_update == KeyUpdate::decrease_key_keep_order) {
      inherited_order_ = order_of(index);
    }
    if (policies_.key_update == KeyUpdate::decrease_key_old_parent) {
      kept_link_ = KeptLink{old.parent, old.move};
    }
    // A Python heap's entry is taken out (pq.remove, heapify), not left behind: where
    // ties fall to heapq's sifting, that changes which entry pops first. always_replace
    // follows the heapq documentation's add_task, which marks the old entry removed and
    // leaves it in the heap; remove_unsorted takes it out without the heapify.
    if constexpr (std::is_same_v<Frontier, HeapqFrontier<EntryLess<S>>>) {
      if (policies_.key_update == KeyUpdate::remove_unsorted) {
        frontier_.remove_unsorted(index);
      } else if (policies_.key_update != KeyUpdate::always_replace) {
        frontier_.remove(index);
      }
    }
  }

  // KeyUpdate::in_place_unsorted: the entry stays where it is in the heap, which now
  // compares it by its new values (Python code that assigns to an entry's fields).
  void rewrite_in_place(NodeIndex index, const Arrival& arrival) {
    Node<S>& node = nodes_[index];
    node.g = static_cast<float>(arrival.g);
    node.parent = arrival.parent;
    node.depth = arrival.depth;
    node.move = arrival.child.move;
    if (sums_path_h(policies_.key)) {
      path_h_[index] = static_cast<float>(path_h_after(arrival.parent) + node.h);
    }
  }

  SearchResult stop(SearchOutcome outcome) {
    SearchResult result;
    result.outcome = outcome;
    result.counters = reported_counters(counters_, live_, policies_.goal_counting, outcome);
    if (policies_.frontier_measure == FrontierMeasure::at_stop)
      result.counters.max_frontier = live_;
    if (pushed_states_) result.counters.max_frontier = pushed_states_->size();
    return result;
  }

  SearchResult finish(NodeIndex goal) {
    SearchResult result = stop(SearchOutcome::found);
    for (NodeIndex at = goal; at != kNoParent; at = nodes_[at].parent) {
      const Node<S>& node = nodes_[at];
      std::optional<Direction> move;
      if (node.parent != kNoParent) move = node.move;
      result.path.push_back({to_board(node.state, shape_), move, node.g, heuristic_of(node.state)});
    }
    std::reverse(result.path.begin(), result.path.end());
    return result;
  }

  Shape shape_;
  S start_;
  S goal_;
  const SearchConfig& config_;
  const SearchPolicies& policies_;
  Heuristic heuristic_;
  // PriorityKey::path_h_and_misplaced only; built only then, since a search of a few
  // nodes would spend more on building it than on searching.
  std::optional<Heuristic> misplaced_;
  SuccessorGenerator<S> successors_;
  std::vector<Node<S>, LargeAllocator<Node<S>>> nodes_;
  std::vector<NodeIndex> orders_;             // per node, with decrease_key_keep_order only
  std::optional<NodeIndex> inherited_order_;  // for the node pushed next
  struct KeptLink {
    NodeIndex parent;
    Direction move;
  };
  std::optional<KeptLink> kept_link_;  // decrease_key_old_parent: for the node pushed next
  std::vector<float> path_h_;          // per node, with sums_path_h keys only
  // Per node, when h is not a whole number (Euclidean): a float would round it, and A*
  // orders boards by every bit of g + h, as Python's floats do (issue 41).
  std::vector<double> exact_h_;
  Frontier frontier_;
  Table table_;
  std::optional<Table> pushed_states_;  // with FrontierMeasure::distinct_pushed only
  ChildBuffer<S> children_;
  Counters counters_;
  std::uint64_t live_ = 0;  // frontier entries that are not stale
  int last_pop_depth_ = 0;  // DepthMeasure::descents: the depth of the node popped last
};

template <class S, class Frontier, class Table>
SearchResult run_engine(const Board& start, const Board& goal, const SearchConfig& config) {
  Engine<S, Frontier, Table> engine(start, goal, config);
  return engine.run();
}

template <class S, class Table>
SearchResult search_with(const Board& start, const Board& goal, const SearchConfig& config) {
  switch (config.policies.frontier) {
    case FrontierKind::fifo: return run_engine<S, FifoFrontier, Table>(start, goal, config);
    case FrontierKind::lifo: return run_engine<S, LifoFrontier, Table>(start, goal, config);
    case FrontierKind::priority: return run_engine<S, PriorityFrontier, Table>(start, goal, config);
    case FrontierKind::heapq:
      return run_engine<S, HeapqFrontier<EntryLess<S>>, Table>(start, goal, config);
  }
  throw std::logic_error("unknown frontier kind");
}

void check_same_kind(const Board& start, const Board& goal) {
  if (start.shape() != goal.shape() || start.blank_count() != goal.blank_count()) {
    throw std::invalid_argument("search: start and goal differ in shape or number of blanks");
  }
}

// An entry rewritten in place keeps its place only in a heap that compares the entries'
// current values, and a list left unsorted by list.remove is a Python list's; the priority
// frontier keeps a copy of each key in a heap of its own.
void check_policies(const SearchPolicies& policies) {
  if (policies.key_update == KeyUpdate::requeue_other_cost &&
      policies.duplicates != DuplicateDetection::frontier_or_explored_at_push) {
    throw std::invalid_argument(
        "search: key update requeue-other-cost needs duplicates frontier-or-explored-at-push");
  }
  const bool python_list_only = policies.key_update == KeyUpdate::in_place_unsorted ||
                                policies.key_update == KeyUpdate::remove_unsorted;
  if (python_list_only && policies.frontier != FrontierKind::heapq) {
    throw std::invalid_argument(std::string("search: key update ") +
                                std::string(to_string(policies.key_update)) +
                                " needs the heapq frontier");
  }
}

}  // namespace

Counters reported_counters(Counters counters, std::uint64_t live, GoalCounting counting,
                           SearchOutcome outcome) {
  counters.final_frontier = live;
  if (counting == GoalCounting::every_pop) counters.expanded = counters.popped;
  if (counting == GoalCounting::goal_counted_as_expanded && outcome == SearchOutcome::found) {
    ++counters.expanded;
  }
  return counters;
}

SearchResult search(const Board& start, const Board& goal, const SearchConfig& config) {
  check_same_kind(start, goal);
  if (small_board_search_applies(start, config)) return small_board_search(start, goal, config);
  return general_search(start, goal, config);
}

SearchResult general_search(const Board& start, const Board& goal, const SearchConfig& config) {
  check_same_kind(start, goal);
  check_policies(config.policies);
  if (start.cells() <= kMaxRankedCells) {
    return search_with<Packed64, RankMap<NodeIndex>>(start, goal, config);
  }
  if (start.cells() <= Packed64::kMaxCells) {
    return search_with<Packed64, FlatMap<Packed64, NodeIndex>>(start, goal, config);
  }
  return search_with<PackedWide, FlatMap<PackedWide, NodeIndex>>(start, goal, config);
}

}  // namespace puzzle

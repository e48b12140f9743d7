#pragma once
// The search engine's behaviour, as explicit policy values. Every assignment is one choice
// per policy (see docs/engine.md for a table per policy), never a copy of the algorithm.

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "common/name_table.h"
#include "core/heuristics.h"
#include "core/moves.h"

namespace puzzle {

enum class FrontierKind {
  fifo,      // queue: oldest first (BFS)
  lifo,      // stack: newest first (DFS)
  priority,  // lowest key first, equal keys decided by TieBreak (a total order: stable)
  heapq,     // CPython heapq under the EntryField order: equal entries pop in sift order
};
inline constexpr NameRow<FrontierKind> kFrontierKindTable[] = {
    {FrontierKind::fifo, "fifo"},
    {FrontierKind::lifo, "lifo"},
    {FrontierKind::priority, "priority"},
    {FrontierKind::heapq, "heapq"},
};
static_assert(covers_each_value_once(kFrontierKindTable, FrontierKind::heapq));

// Equal keys on the `priority` frontier.
enum class TieBreak {
  fifo,             // inserted earlier pops first
  lifo,             // inserted later pops first
  deeper_first,     // larger g first, then inserted earlier
  shallower_first,  // smaller g first, then inserted earlier
};
inline constexpr NameRow<TieBreak> kTieBreakTable[] = {
    {TieBreak::fifo, "fifo"},
    {TieBreak::lifo, "lifo"},
    {TieBreak::deeper_first, "deeper-first"},
    {TieBreak::shallower_first, "shallower-first"},
};
static_assert(covers_each_value_once(kTieBreakTable, TieBreak::shallower_first));

// One field of a heapq entry. Entries compare as a tuple of the listed fields, like
// Python tuples: (f, state, (g, h, parent_index)) is {f, state, g, h, parent_index}.
enum class EntryField {
  key,           // the PriorityKey value (g + h for A*)
  g,             // path cost
  h,             // heuristic value
  depth,         // number of moves from the start
  state,         // the tiles as a list, compared lexicographically
  parent_index,  // position of the parent in the closed list (pop order); -1 for the start
  insertion,     // push counter: makes the order total and FIFO on ties
  moves,         // the moves from the start, each as its position in the MoveOrder,
                 // compared like Python lists (a prefix first): "ties by the move list"
  last_move,     // the last move's position in the MoveOrder; -1 for the start
  path_states,   // the states from the start to this one, compared like a Python list of
                 // lists (a prefix first): an entry that carries its path of states
  move_name,     // the last move's name in alphabetical order (Down, Left, Right, Up), as
                 // Python compares the strings; the start's empty name before them all
};
inline constexpr NameRow<EntryField> kEntryFieldTable[] = {
    {EntryField::key, "key"},
    {EntryField::g, "g"},
    {EntryField::h, "h"},
    {EntryField::depth, "depth"},
    {EntryField::state, "state"},
    {EntryField::parent_index, "parent-index"},
    {EntryField::insertion, "insertion"},
    {EntryField::moves, "moves"},
    {EntryField::last_move, "last-move"},
    {EntryField::path_states, "path-states"},
    {EntryField::move_name, "move-name"},
};
static_assert(covers_each_value_once(kEntryFieldTable, EntryField::move_name));

// What the priority / heapq frontiers order by.
enum class PriorityKey {
  g_plus_h,
  g,
  h,
  path_h,          // the expanding node's key plus the child's h; the start's is its h: the sum
                   // of h along the path (a program that adds h to the parent's f)
  g_twice_plus_h,  // g + h + one per move: each move counted twice (2g + h for unit costs)
  g_plus_path_h,   // g plus the sum of h along the path, the start's included (a program
                   // whose node cost adds each board's h to its parent's, then adds g)
  path_h_and_misplaced,  // the parent's key plus the child's h and its misplaced tiles; the
                         // start's is its h + misplaced (a program whose f adds both
                         // estimates to the parent's f, and no g)
};
inline constexpr NameRow<PriorityKey> kPriorityKeyTable[] = {
    {PriorityKey::g_plus_h, "g+h"},
    {PriorityKey::g, "g"},
    {PriorityKey::h, "h"},
    {PriorityKey::path_h, "path-h"},
    {PriorityKey::g_twice_plus_h, "2g+h"},
    {PriorityKey::g_plus_path_h, "g+path-h"},
    {PriorityKey::path_h_and_misplaced, "path-h+misplaced"},
};
static_assert(covers_each_value_once(kPriorityKeyTable, PriorityKey::path_h_and_misplaced));

// Whether the key needs each node's sum of h along its path.
constexpr bool sums_path_h(PriorityKey key) {
  return key == PriorityKey::path_h || key == PriorityKey::g_plus_path_h ||
         key == PriorityKey::path_h_and_misplaced;
}

enum class DuplicateDetection {
  none,                          // push every child; states may repeat forever (trees only)
  closed_at_pop,                 // push every child; skip a popped state already expanded
  closed_at_push,                // push a child unless its state was popped before
  closed_at_push_and_pop,        // as closed_at_push, and a popped state already popped is
                                 // skipped (not counted, tested or expanded)
  frontier_or_explored_at_push,  // push a child unless it waits in the frontier or was popped
  visited_at_push,               // push a child unless visited; children become visited when
                                 // pushed, the start does not
  seen_at_lower_cost,            // push a child unless already reached at lower or equal cost
};
inline constexpr NameRow<DuplicateDetection> kDuplicateDetectionTable[] = {
    {DuplicateDetection::none, "none"},
    {DuplicateDetection::closed_at_pop, "closed-at-pop"},
    {DuplicateDetection::closed_at_push, "closed-at-push"},
    {DuplicateDetection::closed_at_push_and_pop, "closed-at-push-and-pop"},
    {DuplicateDetection::frontier_or_explored_at_push, "frontier-or-explored-at-push"},
    {DuplicateDetection::visited_at_push, "visited-at-push"},
    {DuplicateDetection::seen_at_lower_cost, "seen-at-lower-cost"},
};
static_assert(covers_each_value_once(kDuplicateDetectionTable,
                                     DuplicateDetection::seen_at_lower_cost));

enum class GoalTest { at_pop, at_generation };
inline constexpr NameRow<GoalTest> kGoalTestTable[] = {
    {GoalTest::at_pop, "at-pop"},
    {GoalTest::at_generation, "at-generation"},
};
static_assert(covers_each_value_once(kGoalTestTable, GoalTest::at_generation));

// When a push-time check finds the state still waiting in the frontier at a higher cost
// (always_replace: at any cost).
enum class KeyUpdate {
  keep_first,    // the waiting entry stays as it is
  decrease_key,  // the waiting entry is replaced: new cost, new parent, new insertion order
  decrease_key_keep_order,  // as decrease_key, but the entry keeps its insertion order
                            // (a program that edits the entry in place)
  always_replace,           // as decrease_key, also when the new path is not cheaper
                            // (the heapq documentation's add_task: remove, push anew)
  in_place_unsorted,        // the waiting entry takes the cheaper cost, parent and move where it
                            // is, and the heap is not re-sorted: heapq frontier only
  decrease_key_old_parent,  // as decrease_key, but the new entry keeps the old parent and
                            // move (a parent table written only on first discovery)
  remove_unsorted,          // as decrease_key, but the waiting entry is taken out of the
                            // list (list.remove: later entries move up one place) with no
                            // heapify before the new one is pushed: heapq frontier only
  requeue_other_cost,       // a copy is pushed when the state is reached at a cost other
                            // than its latest copy's, cheaper or not; the copies already
                            // waiting stay, and each is expanded when popped, also once
                            // the state was expanded (frontier_or_explored_at_push only)
};
inline constexpr NameRow<KeyUpdate> kKeyUpdateTable[] = {
    {KeyUpdate::keep_first, "keep-first"},
    {KeyUpdate::decrease_key, "decrease-key"},
    {KeyUpdate::decrease_key_keep_order, "decrease-key-keep-order"},
    {KeyUpdate::always_replace, "always-replace"},
    {KeyUpdate::in_place_unsorted, "in-place-unsorted"},
    {KeyUpdate::decrease_key_old_parent, "decrease-key-old-parent"},
    {KeyUpdate::remove_unsorted, "remove-unsorted"},
    {KeyUpdate::requeue_other_cost, "requeue-other-cost"},
};
static_assert(covers_each_value_once(kKeyUpdateTable, KeyUpdate::requeue_other_cost));

// Order children enter the frontier, relative to the order they were generated in.
enum class PushOrder { as_generated, reversed };
inline constexpr NameRow<PushOrder> kPushOrderTable[] = {
    {PushOrder::as_generated, "as-generated"},
    {PushOrder::reversed, "reversed"},
};
static_assert(covers_each_value_once(kPushOrderTable, PushOrder::reversed));

enum class SuccessorSort {
  move_order,     // by blank (reading order), then by MoveOrder
  lexicographic,  // ascending by the child's tile list
};
inline constexpr NameRow<SuccessorSort> kSuccessorSortTable[] = {
    {SuccessorSort::move_order, "move-order"},
    {SuccessorSort::lexicographic, "lexicographic"},
};
static_assert(covers_each_value_once(kSuccessorSortTable, SuccessorSort::lexicographic));

// When max_depth is measured. The last four are what programs print under that name
// without looking at the frontier's nodes (issue 41).
enum class DepthMeasure {
  at_push,          // every node added to the frontier (the start included)
  at_pop,           // every node taken off it (the goal included)
  at_pop_plus_one,  // one more than the deepest node taken off it
  at_generation,    // every child generated, also those refused as already seen
  last_push,        // the last node added to the frontier: overwritten, not a maximum
  goal_plus_one,    // the goal's depth + 1 (len(path) + 1), whatever the search did
  descents,         // a counter raised by one at each pop deeper than the pop before it
};
inline constexpr NameRow<DepthMeasure> kDepthMeasureTable[] = {
    {DepthMeasure::at_push, "at-push"},
    {DepthMeasure::at_pop, "at-pop"},
    {DepthMeasure::at_pop_plus_one, "at-pop-plus-one"},
    {DepthMeasure::at_generation, "at-generation"},
    {DepthMeasure::last_push, "last-push"},
    {DepthMeasure::goal_plus_one, "goal-plus-one"},
    {DepthMeasure::descents, "descents"},
};
static_assert(covers_each_value_once(kDepthMeasureTable, DepthMeasure::descents));

// What Counters::expanded reports.
enum class GoalCounting {
  goal_not_expanded,         // expansions only
  goal_counted_as_expanded,  // expansions, plus one for the goal pop
  every_pop,                 // every pop: skipped repeats, stale entries and the goal too
};
inline constexpr NameRow<GoalCounting> kGoalCountingTable[] = {
    {GoalCounting::goal_not_expanded, "goal-not-expanded"},
    {GoalCounting::goal_counted_as_expanded, "goal-counted-as-expanded"},
    {GoalCounting::every_pop, "every-pop"},
};
static_assert(covers_each_value_once(kGoalCountingTable, GoalCounting::every_pop));

// What Counters::max_frontier reports (live entries only). The first two are maxima; the
// others are what programs print under that name without keeping a maximum.
enum class FrontierMeasure {
  after_push,       // after every push (= before every pop, the classic len(queue) maximum)
  after_pop,        // right after every pop, before any pop-time check
  before_last_pop,  // the size just before the last pop (the goal's): a length
                    // overwritten each round
  at_stop,          // the size when the search stopped (the goal taken off)
  distinct_pushed,  // the number of different states ever pushed, the start included
};
inline constexpr NameRow<FrontierMeasure> kFrontierMeasureTable[] = {
    {FrontierMeasure::after_push, "after-push"},
    {FrontierMeasure::after_pop, "after-pop"},
    {FrontierMeasure::before_last_pop, "before-last-pop"},
    {FrontierMeasure::at_stop, "at-stop"},
    {FrontierMeasure::distinct_pushed, "distinct-pushed"},
};
static_assert(covers_each_value_once(kFrontierMeasureTable, FrontierMeasure::distinct_pushed));

struct SearchPolicies {
  FrontierKind frontier = FrontierKind::fifo;
  TieBreak ties = TieBreak::fifo;
  std::vector<EntryField> heapq_order{EntryField::key};
  PriorityKey key = PriorityKey::g_plus_h;
  DuplicateDetection duplicates = DuplicateDetection::frontier_or_explored_at_push;
  GoalTest goal_test = GoalTest::at_pop;
  KeyUpdate key_update = KeyUpdate::keep_first;
  PushOrder push_order = PushOrder::as_generated;
  SuccessorSort successor_sort = SuccessorSort::move_order;
  DepthMeasure depth_measure = DepthMeasure::at_push;
  GoalCounting goal_counting = GoalCounting::goal_not_expanded;
  FrontierMeasure frontier_measure = FrontierMeasure::after_push;

  bool operator==(const SearchPolicies&) const = default;
};

// Cost of a move by the direction the blank travels.
struct StepCosts {
  std::array<double, kDirections> by_direction{1, 1, 1, 1};
  double operator()(Direction direction) const {
    return by_direction[static_cast<std::size_t>(direction)];
  }
  bool operator==(const StepCosts&) const = default;
};

// Guards against hangs: a search stops, reporting limit_reached, after this many expansions.
struct SearchLimits {
  std::uint64_t max_expansions = 20'000'000;
  bool operator==(const SearchLimits&) const = default;
};

// Everything that decides a search except the two boards.
struct SearchConfig {
  SearchPolicies policies;
  MoveOrder move_order = kOrderUDLR;
  StepCosts step_costs;
  HeuristicKind heuristic = HeuristicKind::zero;
  SearchLimits limits;
  bool operator==(const SearchConfig&) const = default;
};

// Names used in docs, the CLI and YAML files: each enum's table above (YAML files parse
// through the same tables).
std::string_view to_string(FrontierKind value);
std::string_view to_string(TieBreak value);
std::string_view to_string(EntryField value);
std::string_view to_string(DuplicateDetection value);
std::string_view to_string(GoalTest value);
std::string_view to_string(KeyUpdate value);
std::string_view to_string(DepthMeasure value);
std::string_view to_string(PriorityKey value);
std::string_view to_string(PushOrder value);
std::string_view to_string(SuccessorSort value);
std::string_view to_string(GoalCounting value);
std::string_view to_string(FrontierMeasure value);

}  // namespace puzzle

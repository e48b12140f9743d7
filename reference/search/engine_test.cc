// Hand-worked searches on the 2x2 board, whose 12 reachable states form one cycle.
// Cells are numbered 0 1 / 2 3. From S = [1,_,2,3] (blank at cell 1):
//   S -Left-> A1=[_,1,2,3] -Down-> A2=[2,1,_,3] -Right-> A3=[2,1,3,_] -> ...
//   S -Down-> C1=[1,3,2,_] -Left-> C2=[1,3,_,2] -Up-> C3=[_,3,1,2] -Right-> C4=[3,_,1,2]
//     -Down-> C5=[3,2,1,_] -Left-> C6=[3,2,_,1] -Up-> C7=[_,2,3,1] -Right-> C8=[2,_,3,1]
//     -Down-> C9=[2,1,3,_]=A3 -Left-> C10=[2,1,_,3]=A2 -Up-> C11=[_,1,2,3]=A1
// Legal moves from S in UDLR order: Down (C1), Left (A1).

#include "search/engine.h"

#include <gtest/gtest.h>

#include "core/parse.h"
#include "search/algorithms.h"

namespace puzzle {
namespace {

Board b(std::string_view text) {
  return *parse_board(text, BoardFormat::comma_list, {Shape{2, 2}, 1});
}

const Board kS = b("1,0,2,3");
const Board kA1 = b("0,1,2,3");
const Board kC2 = b("1,3,0,2");
const std::vector<Direction> kLeft{Direction::left};

TEST(Engine, bfs_pops_check_expands_and_finds_the_one_move_goal) {
  // pop S (expanded 1): push C1, A1 (depth 1). pop C1 (expanded 2): S is explored, push C2
  // (depth 2). pop A1: goal. Frontier peaks at 2 (C1, A1 and later A1, C2).
  const SearchResult result = search(kS, kA1, bfs_config(kOrderUDLR));
  ASSERT_EQ(result.outcome, SearchOutcome::found);
  EXPECT_EQ(result.moves(), kLeft);
  EXPECT_EQ(result.counters.expanded, 2u);
  EXPECT_EQ(result.counters.generated, 4u);
  EXPECT_EQ(result.counters.pushed, 4u);
  EXPECT_EQ(result.counters.max_frontier, 2u);
  EXPECT_EQ(result.counters.max_depth, 2);
}

TEST(Engine, goal_test_at_generation_stops_while_expanding_the_start) {
  // Expanding S generates C1 (pushed, depth 1), then A1, the goal: stop. A1 is never pushed.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.goal_test = GoalTest::at_generation;
  const SearchResult result = search(kS, kA1, config);
  EXPECT_EQ(result.moves(), kLeft);
  EXPECT_EQ(result.counters.expanded, 1u);
  EXPECT_EQ(result.counters.max_depth, 1);
}

TEST(Engine, dfs_walks_the_whole_cycle_the_other_way_before_popping_the_goal) {
  // Children are pushed reversed (A1 then C1), so C1 pops first. Each C-state then has one
  // new child: C2..C10 are pushed at depths 2..10. C10's children are A1 (in the frontier
  // since the start) and C9 (explored). Then A1 pops. Expanded: S, C1..C10 = 11.
  const SearchResult result = search(kS, kA1, dfs_config(kOrderUDLR));
  EXPECT_EQ(result.moves(), kLeft);
  EXPECT_EQ(result.counters.expanded, 11u);
  EXPECT_EQ(result.counters.max_depth, 10);
  EXPECT_EQ(result.counters.max_frontier, 2u);
}

TEST(Engine, counting_the_goal_as_expanded_adds_exactly_one) {
  SearchConfig config = dfs_config(kOrderUDLR);
  config.policies.goal_counting = GoalCounting::goal_counted_as_expanded;
  EXPECT_EQ(search(kS, kA1, config).counters.expanded, 12u);
}

TEST(Engine, depth_at_pop_ignores_nodes_left_in_the_frontier) {
  // BFS as above pops S (0), C1 (1), A1 (1): C2 at depth 2 is pushed but never popped.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.depth_measure = DepthMeasure::at_pop;
  EXPECT_EQ(search(kS, kA1, config).counters.max_depth, 1);
}

TEST(Engine, dfs_with_goal_test_at_generation_checks_children_in_push_order) {
  // Push order is reversed UDLR: A1 (Left) comes first and is the goal. Nothing is
  // pushed, but the goal child is a depth-1 node of the search tree.
  SearchConfig config = dfs_config(kOrderUDLR);
  config.policies.goal_test = GoalTest::at_generation;
  const SearchResult result = search(kS, kA1, config);
  EXPECT_EQ(result.counters.expanded, 1u);
  EXPECT_EQ(result.counters.max_depth, 1);
}

TEST(Engine, visited_at_push_without_the_start_re_adds_the_start_once) {
  // Goal C2. pop S (1): push C1, A1 (visited). pop C1 (2): S is not visited -> pushed again,
  // then C2. pop A1 (3): push A2; S now visited. pop S again (4): C1, A1 visited. pop C2.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::visited_at_push;
  const SearchResult result = search(kS, kC2, config);
  EXPECT_EQ(result.moves(), (std::vector<Direction>{Direction::down, Direction::left}));
  EXPECT_EQ(result.counters.expanded, 4u);
  EXPECT_EQ(result.counters.pushed, 6u);
}

TEST(Engine, frontier_or_explored_never_re_adds_the_start) {
  // As above, but S counts as explored once popped: expanded S, C1, A1 = 3.
  const SearchResult result = search(kS, kC2, bfs_config(kOrderUDLR));
  EXPECT_EQ(result.counters.expanded, 3u);
  EXPECT_EQ(result.counters.pushed, 5u);
}

TEST(Engine, closed_at_pop_pushes_duplicates_and_skips_them_when_popped) {
  // pop S (1): push C1, A1. pop C1 (2): push S, C2. pop A1 (3): push A2, S. pop S: already
  // closed, skipped. pop C2: goal. Pushed S, C1, A1, S, C2, A2, S = 7.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::closed_at_pop;
  const SearchResult result = search(kS, kC2, config);
  EXPECT_EQ(result.counters.expanded, 3u);
  EXPECT_EQ(result.counters.pushed, 7u);
  EXPECT_EQ(result.counters.closed, 4u);  // S, C1, A1, C2: the skipped pop is not closed
}

TEST(Engine, every_pop_counting_includes_skipped_repeats_and_the_goal) {
  // The closed-at-pop search above pops S, C1, A1, S (skipped), C2 (goal): 5 pops.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::closed_at_pop;
  config.policies.goal_counting = GoalCounting::every_pop;
  const SearchResult result = search(kS, kC2, config);
  EXPECT_EQ(result.counters.expanded, 5u);
  EXPECT_EQ(result.counters.popped, 5u);
}

TEST(Engine, frontier_measured_after_pop_sees_one_entry_less_than_after_push) {
  // Same search. Sizes after pushes: 1 | 1, 2 | 2, 3 | 3, 4, and after pops: 0, 1, 2, 3, 2.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::closed_at_pop;
  EXPECT_EQ(search(kS, kC2, config).counters.max_frontier, 4u);
  config.policies.frontier_measure = FrontierMeasure::after_pop;
  EXPECT_EQ(search(kS, kC2, config).counters.max_frontier, 3u);
}

TEST(Engine, frontier_measures_that_are_no_maximum_read_the_last_pop_or_the_pushed_states) {
  // Same search. Sizes before the pops: 1, 2, 3, 4, 3 (the last one before the goal C2);
  // 2 wait when it stops (A2, S). Pushed S, C1, A1, S, C2, A2, S: 5 different states.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::closed_at_pop;
  config.policies.frontier_measure = FrontierMeasure::before_last_pop;
  EXPECT_EQ(search(kS, kC2, config).counters.max_frontier, 3u);
  config.policies.frontier_measure = FrontierMeasure::at_stop;
  EXPECT_EQ(search(kS, kC2, config).counters.max_frontier, 2u);
  config.policies.frontier_measure = FrontierMeasure::distinct_pushed;
  EXPECT_EQ(search(kS, kC2, config).counters.max_frontier, 5u);
}

TEST(Engine, frontier_measures_of_the_dfs_cycle_walk) {
  // The DFS walk above: A1 alone waits before the goal pop and nothing after it; every one
  // of the 12 states was pushed (S, A1, C1..C10), though at most 2 waited at once.
  SearchConfig config = dfs_config(kOrderUDLR);
  config.policies.frontier_measure = FrontierMeasure::before_last_pop;
  EXPECT_EQ(search(kS, kA1, config).counters.max_frontier, 1u);
  config.policies.frontier_measure = FrontierMeasure::at_stop;
  EXPECT_EQ(search(kS, kA1, config).counters.max_frontier, 0u);
  config.policies.frontier_measure = FrontierMeasure::distinct_pushed;
  EXPECT_EQ(search(kS, kA1, config).counters.max_frontier, 12u);
}

// funny's A* (a heapq of (g+h, state, (g, h, parent_index)), sorted successors, two
// blanks) from [1,2,3,5,6,0,0,7,4], with each state waiting at most once. The numbers are
// tests/independent/funny_ref.py's (variants decrease-key and decrease-key-no-heapify).
SearchConfig funny_like(KeyUpdate update) {
  SearchConfig config;
  config.policies.frontier = FrontierKind::heapq;
  config.policies.heapq_order = {EntryField::key, EntryField::state, EntryField::g, EntryField::h,
                                 EntryField::parent_index};
  config.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
  config.policies.key_update = update;
  config.policies.successor_sort = SuccessorSort::lexicographic;
  config.heuristic = HeuristicKind::manhattan;
  return config;
}

TEST(Engine, overwriting_a_waiting_entry_without_sifting_gives_the_python_lists_numbers) {
  const Shape shape{3, 3};
  const Board start = *parse_board("1,2,3,5,6,0,0,7,4", BoardFormat::comma_list, {shape, 2});
  const Board goal = *parse_board("1,2,3,4,5,6,7,0,0", BoardFormat::comma_list, {shape, 2});
  const SearchResult replaced = search(start, goal, funny_like(KeyUpdate::decrease_key));
  const SearchResult overwritten = search(start, goal, funny_like(KeyUpdate::in_place_unsorted));
  EXPECT_EQ(replaced.depth(), 8);
  EXPECT_EQ(overwritten.depth(), 8);
  EXPECT_EQ(replaced.counters.max_frontier, 70u);
  EXPECT_EQ(overwritten.counters.max_frontier, 69u);
}

// Greedy best-first on funny's board [0,0,7,4,2,1,6,3,5]: heapq entries (h, g, state), each
// state waiting at most once. tests/independent/funny_ref.py (variants priority-h,
// ties-by-g-then-state and one decrease-key rule) gives a 50-move path under all three, and
// Max queue length 405 with heapify or an entry overwritten in place, 379 when list.remove
// leaves the list unsorted; the held-out program greedy_h_remove_no_heapify prints the same.
TEST(Engine, list_remove_without_heapify_gives_the_python_lists_numbers) {
  const Shape shape{3, 3};
  const Board start = *parse_board("0,0,7,4,2,1,6,3,5", BoardFormat::comma_list, {shape, 2});
  const Board goal = *parse_board("1,2,3,4,5,6,7,0,0", BoardFormat::comma_list, {shape, 2});
  const auto greedy = [](KeyUpdate update) {
    SearchConfig config = funny_like(update);
    config.policies.key = PriorityKey::h;
    config.policies.heapq_order = {EntryField::key, EntryField::g, EntryField::state};
    return config;
  };
  const SearchResult heapified = search(start, goal, greedy(KeyUpdate::decrease_key));
  const SearchResult unsorted = search(start, goal, greedy(KeyUpdate::remove_unsorted));
  EXPECT_EQ(heapified.depth(), 50);
  EXPECT_EQ(unsorted.depth(), 50);
  EXPECT_EQ(heapified.counters.max_frontier, 405u);
  EXPECT_EQ(unsorted.counters.max_frontier, 379u);
}

TEST(Engine, list_remove_without_heapify_needs_the_heapq_frontier) {
  SearchConfig config = astar_config(kOrderUDLR, HeuristicKind::manhattan);
  config.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
  config.policies.key_update = KeyUpdate::remove_unsorted;
  EXPECT_THROW(search(kS, kA1, config), std::invalid_argument);
}

// The rule is the frontier-or-explored check's (a dict of queued boards beside an
// explored set); under another duplicate rule it would mean nothing, so search refuses.
TEST(Engine, requeue_at_another_cost_needs_the_frontier_or_explored_check) {
  SearchConfig config = astar_config(kOrderUDLR, HeuristicKind::manhattan);
  config.policies.duplicates = DuplicateDetection::closed_at_push;
  config.policies.key_update = KeyUpdate::requeue_other_cost;
  EXPECT_THROW(search(kS, kA1, config), std::invalid_argument);
  config.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
  EXPECT_NO_THROW(search(kS, kA1, config));
}

TEST(Engine, closed_at_push_and_pop_skips_the_second_copy_of_a_state) {
  // Exhausting the 12-state cycle: each side pushes its next state, and the state opposite
  // S (distance 6) is pushed by both of its neighbours before it is popped. closed_at_push
  // expands it twice (13 expansions); closed_at_push_and_pop skips the second pop.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::closed_at_push;
  EXPECT_EQ(search(kS, b("0,2,1,3"), config).counters.expanded, 13u);
  config.policies.duplicates = DuplicateDetection::closed_at_push_and_pop;
  const SearchResult result = search(kS, b("0,2,1,3"), config);
  EXPECT_EQ(result.counters.expanded, 12u);
  EXPECT_EQ(result.counters.popped, 13u);
  EXPECT_EQ(result.counters.pushed, 13u);
}

TEST(Engine, no_duplicate_detection_re_expands_the_start) {
  // pop S (1): push C1, A1. pop C1 (2): push S, C2. pop A1 (3): push A2, S. pop S (4): goal
  // is C2, not yet; push C1, A1. pop C2: goal.
  SearchConfig config = bfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::none;
  EXPECT_EQ(search(kS, kC2, config).counters.expanded, 4u);
}

TEST(Engine, ucs_with_lecture_costs_takes_the_cheapest_path) {
  // Costs up 1, down 2, left 3, right 4. pop S (g0): push C1 (g2), A1 (g3). pop C1 (g2):
  // S again at g3 is worse than 0, skip; push C2 (g5). pop A1 (g3): goal, cost 3.
  SearchConfig config = ucs_config(kOrderUDLR, StepCosts{{1, 2, 3, 4}});
  config.policies.duplicates = DuplicateDetection::seen_at_lower_cost;
  const SearchResult result = search(kS, kA1, config);
  EXPECT_EQ(result.moves(), kLeft);
  EXPECT_EQ(result.cost(), 3);
  EXPECT_EQ(result.counters.expanded, 2u);
}

TEST(Engine, start_equal_to_goal_is_found_without_expanding) {
  for (auto goal_test : {GoalTest::at_pop, GoalTest::at_generation}) {
    SearchConfig config = bfs_config(kOrderUDLR);
    config.policies.goal_test = goal_test;
    const SearchResult result = search(kA1, kA1, config);
    EXPECT_EQ(result.outcome, SearchOutcome::found);
    EXPECT_EQ(result.counters.expanded, 0u);
    EXPECT_TRUE(result.moves().empty());
  }
}

TEST(Engine, unsolvable_pair_exhausts_the_frontier) {
  const SearchResult result = search(kS, b("0,2,1,3"), bfs_config(kOrderUDLR));
  EXPECT_EQ(result.outcome, SearchOutcome::exhausted);
  EXPECT_EQ(result.counters.expanded, 12u);  // every state of the cycle
}

TEST(Engine, expansion_limit_stops_the_search) {
  SearchConfig config = bfs_config(kOrderUDLR);
  config.limits.max_expansions = 3;
  EXPECT_EQ(search(kS, b("0,2,1,3"), config).outcome, SearchOutcome::limit_reached);
}

TEST(Engine, lexicographic_successors_ignore_the_move_order) {
  // From S the children are C1=[1,3,2,0] and A1=[0,1,2,3]; sorted, A1 comes first, so
  // BFS with goal test at generation stops on the first child even with order DULR.
  SearchConfig config = bfs_config(*parse_move_order("DULR"));
  config.policies.successor_sort = SuccessorSort::lexicographic;
  config.policies.goal_test = GoalTest::at_generation;
  EXPECT_EQ(search(kS, kA1, config).counters.generated, 1u);
}

TEST(Engine, rejects_boards_of_different_shapes) {
  EXPECT_THROW(search(kS, Board::goal({3, 3}, 1, BlankPlacement::first), bfs_config(kOrderUDLR)),
               std::invalid_argument);
}

}  // namespace
}  // namespace puzzle

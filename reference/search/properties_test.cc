// Properties over many seeded random boards. Ground truth is independent of the engine:
// distances from a plain BFS over Boards (tests/random_boards.h) and a std::set Dijkstra.

#include <gtest/gtest.h>

#include "search/algorithms.h"
#include "search/engine.h"
#include "search/ida_star.h"
#include "tests/random_boards.h"

namespace puzzle {
namespace {

const Board kGoal = Board::goal({3, 3}, 1, BlankPlacement::first);

// A* that replaces a waiting entry when it finds a cheaper path: optimal with a consistent
// heuristic. (The driver preset's A* keeps the first entry and is not; see below.)
SearchConfig optimal_astar(HeuristicKind heuristic) {
  SearchConfig config = astar_config(kOrderUDLR, heuristic);
  config.policies.key_update = KeyUpdate::decrease_key;
  return config;
}

class EightPuzzleProperties : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    distances_ = new auto(testing::distances_to(kGoal));
    boards_ = new auto(testing::random_solvable_boards(kGoal, 1000, 12345));
  }
  static void TearDownTestSuite() {
    delete distances_;
    delete boards_;
  }
  static int optimal(const Board& board) { return distances_->at(board.tiles()); }

  static testing::DistanceTable* distances_;
  static std::vector<Board>* boards_;
};
testing::DistanceTable* EightPuzzleProperties::distances_ = nullptr;
std::vector<Board>* EightPuzzleProperties::boards_ = nullptr;

TEST_F(EightPuzzleProperties, reachable_state_count_is_half_of_nine_factorial) {
  EXPECT_EQ(distances_->size(), 181440u);
}

TEST_F(EightPuzzleProperties, bfs_astar_and_idastar_agree_on_the_optimal_length) {
  for (const Board& board : *boards_) {
    const int expected = optimal(board);
    const auto bfs = search(board, kGoal, bfs_config(kOrderUDLR));
    const auto astar = search(board, kGoal, optimal_astar(HeuristicKind::manhattan));
    const auto ida = ida_star(board, kGoal, IdaConfig{});
    ASSERT_EQ(bfs.depth(), expected) << to_comma_list(board);
    ASSERT_EQ(astar.depth(), expected) << to_comma_list(board);
    ASSERT_EQ(ida.depth(), expected) << to_comma_list(board);
  }
}

TEST_F(EightPuzzleProperties, every_admissible_heuristic_gives_optimal_astar_paths) {
  for (auto kind :
       {HeuristicKind::misplaced, HeuristicKind::linear_conflict, HeuristicKind::euclidean}) {
    for (std::size_t i = 0; i < 200; ++i) {
      const Board& board = (*boards_)[i];
      ASSERT_EQ(search(board, kGoal, optimal_astar(kind)).depth(), optimal(board))
          << heuristic_name(kind) << " " << to_comma_list(board);
    }
  }
}

TEST_F(EightPuzzleProperties, astar_without_decrease_key_is_sometimes_longer_never_shorter) {
  // The driver's published rule drops a cheaper path to a state already in the frontier,
  // so on some boards its path_to_goal is longer than optimal. Graders must expect that.
  int longer = 0;
  for (const Board& board : *boards_) {
    const int depth =
        search(board, kGoal, astar_config(kOrderUDLR, HeuristicKind::manhattan)).depth();
    ASSERT_GE(depth, optimal(board));
    longer += depth > optimal(board) ? 1 : 0;
  }
  EXPECT_GT(longer, 0);
}

TEST_F(EightPuzzleProperties, every_path_replays_legally_to_the_goal) {
  for (std::size_t i = 0; i < 100; ++i) {
    const Board& board = (*boards_)[i];
    for (const auto& config : {bfs_config(kOrderUDLR), dfs_config(kOrderUDLR),
                               astar_config(*parse_move_order("RLDU"), HeuristicKind::manhattan)}) {
      const auto result = search(board, kGoal, config);
      ASSERT_TRUE(testing::replays_to(board, result.moves(), kGoal)) << to_comma_list(board);
      ASSERT_EQ(result.path.front().board, board);
      ASSERT_EQ(result.path.back().board, kGoal);
    }
  }
}

TEST_F(EightPuzzleProperties, heapq_with_insertion_ties_matches_the_fifo_priority_frontier) {
  // Both are total orders on (f, insertion), so heap mechanics cannot change anything.
  SearchConfig heapq = astar_config(kOrderUDLR, HeuristicKind::manhattan);
  heapq.policies.frontier = FrontierKind::heapq;
  heapq.policies.heapq_order = {EntryField::key, EntryField::insertion};
  for (std::size_t i = 0; i < 200; ++i) {
    const Board& board = (*boards_)[i];
    const auto a = search(board, kGoal, astar_config(kOrderUDLR, HeuristicKind::manhattan));
    const auto b = search(board, kGoal, heapq);
    ASSERT_EQ(a.moves(), b.moves());
    ASSERT_EQ(a.counters.expanded, b.counters.expanded);
    ASSERT_EQ(a.counters.max_frontier, b.counters.max_frontier);
  }
}

TEST(CostProperties, ucs_finds_the_cheapest_path_under_unequal_costs) {
  const Board goal = Board::goal({2, 3}, 1, BlankPlacement::last);
  const StepCosts lecture{{1, 2, 3, 4}};
  for (const Board& board : testing::random_solvable_boards(goal, 300, 99)) {
    const double cheapest = testing::cheapest_cost(board, goal, lecture);
    SearchConfig config = ucs_config(kOrderUDLR, lecture);  // decrease-key
    ASSERT_EQ(search(board, goal, config).cost(), cheapest) << to_comma_list(board);
    config.policies.duplicates = DuplicateDetection::seen_at_lower_cost;
    config.policies.key_update = KeyUpdate::keep_first;
    ASSERT_EQ(search(board, goal, config).cost(), cheapest) << to_comma_list(board);
  }
}

TEST_F(EightPuzzleProperties, ucs_without_decrease_key_sometimes_loses_the_cheaper_path) {
  const StepCosts lecture{{1, 2, 3, 4}};
  int worse = 0;
  for (std::size_t i = 0; i < 100; ++i) {
    const Board& board = (*boards_)[i];
    SearchConfig config = ucs_config(kOrderUDLR, lecture);
    const double best = search(board, kGoal, config).cost();
    config.policies.key_update = KeyUpdate::keep_first;
    const double kept = search(board, kGoal, config).cost();
    ASSERT_GE(kept, best);
    worse += kept > best ? 1 : 0;
  }
  EXPECT_GT(worse, 0);
}

TEST(CostProperties, two_blank_boards_solve_optimally_with_astar_and_idastar) {
  const Board goal = Board::goal({3, 3}, 2, BlankPlacement::last);
  const auto distances = testing::distances_to(goal);
  for (const Board& board : testing::random_solvable_boards(goal, 100, 7)) {
    const int expected = distances.at(board.tiles());
    ASSERT_EQ(search(board, goal, optimal_astar(HeuristicKind::manhattan)).depth(), expected);
    ASSERT_EQ(ida_star(board, goal, IdaConfig{}).depth(), expected);
  }
}

}  // namespace
}  // namespace puzzle

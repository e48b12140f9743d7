// Pins the specialised loop to the general engine: for every policy value it leaves open,
// on many seeded random boards of each small shape, search() (which takes the specialised
// loop) and general_search() must give the same SearchResult, field for field. The
// published driver.py numbers pin both to an independent source.

#include "search/small_board_search.h"

#include <gtest/gtest.h>

#include <vector>

#include "core/parse.h"
#include "search/algorithms.h"
#include "search/engine.h"
#include "tests/random_boards.h"

namespace puzzle {
namespace {

void expect_same_result(const SearchResult& fast, const SearchResult& general,
                        const std::string& what) {
  SCOPED_TRACE(what);
  EXPECT_EQ(fast.outcome, general.outcome);
  EXPECT_EQ(fast.counters.expanded, general.counters.expanded);
  EXPECT_EQ(fast.counters.generated, general.counters.generated);
  EXPECT_EQ(fast.counters.pushed, general.counters.pushed);
  EXPECT_EQ(fast.counters.max_frontier, general.counters.max_frontier);
  EXPECT_EQ(fast.counters.final_frontier, general.counters.final_frontier);
  EXPECT_EQ(fast.counters.max_depth, general.counters.max_depth);
  EXPECT_EQ(fast.counters.closed, general.counters.closed);
  EXPECT_EQ(fast.counters.popped, general.counters.popped);
  ASSERT_EQ(fast.path.size(), general.path.size());
  for (std::size_t i = 0; i < fast.path.size(); ++i) {
    EXPECT_EQ(fast.path[i].board, general.path[i].board) << "step " << i;
    EXPECT_EQ(fast.path[i].move, general.path[i].move) << "step " << i;
    EXPECT_EQ(fast.path[i].g, general.path[i].g) << "step " << i;
    EXPECT_EQ(fast.path[i].h, general.path[i].h) << "step " << i;
  }
}

// Every mix of the policies the specialised loop leaves open, on BFS or DFS.
std::vector<SearchConfig> policy_mixes() {
  std::vector<SearchConfig> configs;
  for (FrontierKind frontier : {FrontierKind::fifo, FrontierKind::lifo}) {
    for (GoalTest goal_test : {GoalTest::at_pop, GoalTest::at_generation}) {
      for (PushOrder push : {PushOrder::as_generated, PushOrder::reversed}) {
        for (DepthMeasure depth : {DepthMeasure::at_push, DepthMeasure::at_pop}) {
          for (FrontierMeasure measure :
               {FrontierMeasure::after_push, FrontierMeasure::after_pop}) {
            for (GoalCounting counting :
                 {GoalCounting::goal_not_expanded, GoalCounting::goal_counted_as_expanded,
                  GoalCounting::every_pop}) {
              SearchConfig config = bfs_config(kOrderUDLR);
              config.policies.frontier = frontier;
              config.policies.goal_test = goal_test;
              config.policies.push_order = push;
              config.policies.depth_measure = depth;
              config.policies.frontier_measure = measure;
              config.policies.goal_counting = counting;
              configs.push_back(config);
            }
          }
        }
      }
    }
  }
  return configs;
}

// The other knobs, each on a plain BFS and a plain DFS: move order, uneven step costs
// (path costs summed as the general engine sums them), a heuristic (reported as h).
std::vector<SearchConfig> other_settings() {
  std::vector<SearchConfig> configs;
  const MoveOrder rldu = *parse_move_order("RLDU");
  for (SearchConfig config : {bfs_config(rldu), dfs_config(rldu)}) {
    configs.push_back(config);
    config.step_costs = StepCosts{{1.5, 2, 0.25, 7}};
    configs.push_back(config);
    config.heuristic = HeuristicKind::manhattan;
    configs.push_back(config);
    config.heuristic = HeuristicKind::linear_conflict;
    config.policies.goal_test = GoalTest::at_generation;
    configs.push_back(config);
  }
  return configs;
}

std::string describe(const Board& start, const Board& goal, std::size_t config) {
  return "start " + to_comma_list(start) + " goal " + to_comma_list(goal) + " config #" +
         std::to_string(config);
}

void compare_on(const std::vector<Board>& starts, const Board& goal,
                const std::vector<SearchConfig>& configs) {
  for (const Board& start : starts) {
    for (std::size_t i = 0; i < configs.size(); ++i) {
      ASSERT_TRUE(small_board_search_applies(start, configs[i]));
      expect_same_result(search(start, goal, configs[i]), general_search(start, goal, configs[i]),
                         describe(start, goal, i));
    }
  }
}

std::vector<SearchConfig> all_configs() {
  std::vector<SearchConfig> configs = policy_mixes();
  for (const SearchConfig& config : other_settings()) configs.push_back(config);
  return configs;
}

TEST(SmallBoardSearch, gives_the_general_engines_result_on_every_small_shape) {
  for (Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{2, 4}, Shape{4, 2}}) {
    const Board goal = Board::goal(shape, 1, BlankPlacement::first);
    const Board other_goal = Board::goal(shape, 1, BlankPlacement::last);
    compare_on(testing::random_solvable_boards(goal, 4, 11), goal, all_configs());
    compare_on(testing::random_solvable_boards(other_goal, 2, 12), other_goal, all_configs());
  }
}

TEST(SmallBoardSearch, gives_the_general_engines_result_on_the_eight_puzzle) {
  const Board goal = Board::goal({3, 3}, 1, BlankPlacement::first);
  const std::vector<SearchConfig> configs = all_configs();
  // Full searches of the 8-puzzle cost ~10 ms each: every config on one board, a
  // rotating share of them on more.
  const std::vector<Board> boards = testing::random_solvable_boards(goal, 12, 2024);
  for (std::size_t b = 0; b < boards.size(); ++b) {
    for (std::size_t i = b == 0 ? 0 : b % 8; i < configs.size(); i += b == 0 ? 1 : 8) {
      expect_same_result(search(boards[b], goal, configs[i]),
                         general_search(boards[b], goal, configs[i]), describe(boards[b], goal, i));
    }
  }
}

TEST(SmallBoardSearch, gives_the_general_engines_result_when_the_goal_cannot_be_reached) {
  for (Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 3}}) {
    const Board goal = Board::goal(shape, 1, BlankPlacement::first);
    // Swapping the last two tiles flips the parity: the other half of the state space.
    std::vector<Tile> tiles = goal.tiles();
    std::swap(tiles[tiles.size() - 1], tiles[tiles.size() - 2]);
    const Board unreachable = board_from_trusted_tiles(shape, tiles);
    for (const Board& start : testing::random_solvable_boards(goal, 2, 5)) {
      for (const SearchConfig& config : {bfs_config(kOrderUDLR), dfs_config(kOrderUDLR)}) {
        const SearchResult fast = search(start, unreachable, config);
        EXPECT_EQ(fast.outcome, SearchOutcome::exhausted);
        expect_same_result(fast, general_search(start, unreachable, config),
                           describe(start, unreachable, 0));
      }
    }
  }
}

TEST(SmallBoardSearch, gives_the_general_engines_result_when_the_limit_stops_it) {
  const Board goal = Board::goal({3, 3}, 1, BlankPlacement::first);
  for (const Board& start : testing::random_solvable_boards(goal, 4, 77)) {
    for (SearchConfig config : policy_mixes()) {
      config.limits.max_expansions = 40;
      const SearchResult fast = search(start, goal, config);
      expect_same_result(fast, general_search(start, goal, config), describe(start, goal, 0));
    }
  }
}

// The numbers of the assignment's published example (a correct driver.py's output.txt).
TEST(SmallBoardSearch, reproduces_the_published_driver_numbers) {
  const Board start = *parse_board("1,2,5,3,4,0,6,7,8", BoardFormat::comma_list, {Shape{3, 3}, 1});
  const Board goal = Board::goal({3, 3}, 1, BlankPlacement::first);
  const std::vector<Direction> up_left_left{Direction::up, Direction::left, Direction::left};
  ASSERT_TRUE(small_board_search_applies(start, dfs_config(kOrderUDLR)));
  const SearchResult dfs = search(start, goal, dfs_config(kOrderUDLR));
  EXPECT_EQ(dfs.moves(), up_left_left);
  EXPECT_EQ(dfs.cost(), 3);
  EXPECT_EQ(dfs.counters.expanded, 181437u);
  EXPECT_EQ(dfs.counters.max_depth, 66125);
  const SearchResult bfs = search(start, goal, bfs_config(kOrderUDLR));
  EXPECT_EQ(bfs.moves(), up_left_left);
  EXPECT_EQ(bfs.counters.expanded, 10u);
  EXPECT_EQ(bfs.counters.max_depth, 4);
}

TEST(SmallBoardSearch, leaves_other_searches_to_the_general_engine) {
  const Board three = Board::goal({3, 3}, 1, BlankPlacement::first);
  EXPECT_FALSE(small_board_search_applies(Board::goal({4, 4}, 1, BlankPlacement::first),
                                          bfs_config(kOrderUDLR)));
  EXPECT_FALSE(small_board_search_applies(Board::goal({3, 3}, 2, BlankPlacement::first),
                                          bfs_config(kOrderUDLR)));
  EXPECT_FALSE(
      small_board_search_applies(three, astar_config(kOrderUDLR, HeuristicKind::manhattan)));
  SearchConfig config = dfs_config(kOrderUDLR);
  config.policies.duplicates = DuplicateDetection::visited_at_push;  // the start is not recorded
  EXPECT_FALSE(small_board_search_applies(three, config));
  config = bfs_config(kOrderUDLR);
  config.policies.successor_sort = SuccessorSort::lexicographic;
  EXPECT_FALSE(small_board_search_applies(three, config));
}

}  // namespace
}  // namespace puzzle

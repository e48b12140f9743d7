#include "search/ida_star.h"

#include <chrono>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/parse.h"
#include "tests/random_boards.h"

namespace puzzle {
namespace {

struct KorfInstance {
  int id;
  int optimal_length;
  Board board;
};

std::vector<KorfInstance> easiest_korf_instances() {
  std::ifstream file(PUZZLE_TESTDATA_DIR "/korf_easiest.txt");
  std::vector<KorfInstance> instances;
  std::string line;
  while (std::getline(file, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    int id = 0;
    int length = 0;
    words >> id >> length;
    std::vector<Tile> tiles;
    for (int tile = 0; words >> tile;) tiles.push_back(static_cast<Tile>(tile));
    instances.push_back({id, length, *Board::make({4, 4}, tiles, 1, line)});
  }
  return instances;
}

TEST(IdaStar, reproduces_korfs_optimal_lengths_on_the_five_easiest_instances) {
  const auto instances = easiest_korf_instances();
  ASSERT_EQ(instances.size(), 5u);
  const Board goal = Board::goal({4, 4}, 1, BlankPlacement::first);
  const auto started = std::chrono::steady_clock::now();
  for (const auto& instance : instances) {
    const SearchResult result = ida_star(instance.board, goal, IdaConfig{});
    ASSERT_EQ(result.outcome, SearchOutcome::found) << "instance " << instance.id;
    EXPECT_EQ(result.depth(), instance.optimal_length) << "instance " << instance.id;
    EXPECT_TRUE(testing::replays_to(instance.board, result.moves(), goal));
  }
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
  EXPECT_LT(elapsed.count(), 5.0) << "IDA* is far slower than it should be";
}

TEST(IdaStar, linear_conflict_finds_the_same_optimal_length_with_fewer_expansions) {
  const auto instance = easiest_korf_instances().front();
  const Board goal = Board::goal({4, 4}, 1, BlankPlacement::first);
  const SearchResult manhattan = ida_star(instance.board, goal, IdaConfig{});
  IdaConfig config;
  config.heuristic = HeuristicKind::linear_conflict;
  const SearchResult conflict = ida_star(instance.board, goal, config);
  EXPECT_EQ(conflict.depth(), instance.optimal_length);
  EXPECT_LT(conflict.counters.expanded, manhattan.counters.expanded);
}

TEST(IdaStar, solved_board_needs_no_moves) {
  const Board goal = Board::goal({3, 3}, 1, BlankPlacement::last);
  const SearchResult result = ida_star(goal, goal, IdaConfig{});
  EXPECT_EQ(result.outcome, SearchOutcome::found);
  EXPECT_EQ(result.depth(), 0);
}

TEST(IdaStar, expansion_limit_stops_the_search) {
  IdaConfig config;
  config.max_expansions = 10;
  const auto instance = easiest_korf_instances().front();
  const SearchResult result = ida_star(instance.board,
                                       Board::goal({4, 4}, 1, BlankPlacement::first), config);
  EXPECT_EQ(result.outcome, SearchOutcome::limit_reached);
}

TEST(IdaStar, counted_frontier_follows_an_explicit_stack_on_a_hand_worked_board) {
  // Goal 0..8; start 1,2,5,3,4,0,6,7,8 has h = 3 = the first bound. Each expansion pushes
  // one child within the bound (Up, then Left, then Left); the others have f = 5.
  const Board start = *parse_board("1,2,5,3,4,0,6,7,8", BoardFormat::comma_list, {});
  IdaConfig config;
  config.frontier = IdaFrontier::counted;
  const SearchResult result = ida_star(start, Board::goal({3, 3}, 1, BlankPlacement::first),
                                       config);
  ASSERT_EQ(result.outcome, SearchOutcome::found);
  EXPECT_EQ(result.counters.expanded, 3u);
  EXPECT_EQ(result.counters.pushed, 4u);  // the start and three children
  EXPECT_EQ(result.counters.max_frontier, 1u);
  EXPECT_EQ(result.counters.final_frontier, 0u);
  const SearchResult uncounted = ida_star(start, Board::goal({3, 3}, 1, BlankPlacement::first),
                                          IdaConfig{});
  EXPECT_EQ(uncounted.counters.max_frontier, 0u);
  EXPECT_EQ(uncounted.moves(), result.moves());
}

}  // namespace
}  // namespace puzzle

// In-process timings of the searches behind the performance targets in
// docs/performance.md. Whole-process figures come from hyperfine (see that page).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "core/parse.h"
#include "presets/driver.h"
#include "search/algorithms.h"
#include "search/engine.h"
#include "search/hash_table.h"
#include "search/ida_star.h"
#include "search/rank_index.h"
#include "search/state.h"

namespace puzzle {
namespace {

void report(benchmark::State& state, const SearchResult& result) {
  state.counters["expanded"] = static_cast<double>(result.counters.expanded);
  state.counters["max_depth"] = result.counters.max_depth;
}

// `puzzle-ref driver dfs 1,2,5,3,4,0,6,7,8`: 181,437 expansions, max depth 66,125, through
// `run`: search(), or general_search(), the engine loop search() leaves for the policies
// search/small_board_search.h does not cover (what the specialised loop saves).
using SearchFunction = SearchResult (*)(const Board&, const Board&, const SearchConfig&);

void driver_dfs_with(benchmark::State& state, SearchFunction run) {
  const Board start = *parse_driver_board("1,2,5,3,4,0,6,7,8");
  const SearchConfig config = driver_config(DriverMethod::dfs);
  SearchResult result;
  for (auto _ : state) {
    result = run(start, driver_goal(), config);
    benchmark::DoNotOptimize(result);
  }
  if (result.counters.expanded != 181437) state.SkipWithError("expanded count is not 181,437");
  report(state, result);
}

void driver_dfs_published_board(benchmark::State& state) { driver_dfs_with(state, search); }
BENCHMARK(driver_dfs_published_board)->Unit(benchmark::kMillisecond);

void driver_dfs_published_board_general_loop(benchmark::State& state) {
  driver_dfs_with(state, general_search);
}
BENCHMARK(driver_dfs_published_board_general_loop)->Unit(benchmark::kMillisecond);

// Every state of the 8-puzzle: BFS towards a goal of the other parity class never finds
// it, so it expands all 181,440 reachable states.
void full_bfs_of_the_eight_puzzle(benchmark::State& state) {
  const Board start = driver_goal();
  const Board unreachable = *parse_board("0,2,1,3,4,5,6,7,8", BoardFormat::comma_list,
                                         {Shape{3, 3}, 1});
  const SearchConfig config = bfs_config(kOrderUDLR);
  SearchResult result;
  for (auto _ : state) {
    result = search(start, unreachable, config);
    benchmark::DoNotOptimize(result);
  }
  if (result.counters.expanded != 181440) state.SkipWithError("did not expand 181,440 states");
  report(state, result);
}
BENCHMARK(full_bfs_of_the_eight_puzzle)->Unit(benchmark::kMillisecond);

void driver_ast_published_board(benchmark::State& state) {
  const Board start = *parse_driver_board("1,2,5,3,4,0,6,7,8");
  const SearchConfig config = driver_config(DriverMethod::ast);
  for (auto _ : state) benchmark::DoNotOptimize(search(start, driver_goal(), config));
}
BENCHMARK(driver_ast_published_board)->Unit(benchmark::kMicrosecond);

// A* on the driver hidden suite's 31-move board (18,475 expansions): the frontier's
// comparisons dominate, where the published board's 3 moves measure setting up a search.
void driver_ast_31_move_board(benchmark::State& state) {
  const Board start = *parse_driver_board("8,0,6,5,4,7,2,3,1");
  const SearchConfig config = driver_config(DriverMethod::ast);
  for (auto _ : state) {
    const SearchResult result = search(start, driver_goal(), config);
    state.counters["expanded"] = static_cast<double>(result.counters.expanded);
  }
}
BENCHMARK(driver_ast_31_move_board)->Unit(benchmark::kMicrosecond);

// The visited index alone: 181,440 inserts of 8-puzzle states in a random order, then a
// lookup of each of the 362,880 permutations (half of them known), as a search's
// duplicate checks do. FlatMap hashes and probes; RankMap indexes by permutation rank.
std::vector<Packed64> shuffled_permutations() {
  std::vector<Tile> tiles(9);
  std::iota(tiles.begin(), tiles.end(), Tile{0});
  std::vector<Packed64> states;
  do {
    states.push_back(pack<Packed64>(board_from_trusted_tiles({3, 3}, tiles)));
  } while (std::next_permutation(tiles.begin(), tiles.end()));
  std::shuffle(states.begin(), states.end(), std::mt19937_64{20261123});
  return states;
}

template <class Table>
Table make_index() {
  if constexpr (std::is_same_v<Table, RankMap<std::uint32_t>>) {
    return Table(9, 1);
  } else {
    Table table(16);
    table.reserve(181440);  // as the engine reserves for an uninformed search
    return table;
  }
}

template <class Table>
void visited_index(benchmark::State& state) {
  static const std::vector<Packed64> states = shuffled_permutations();
  std::uint64_t known = 0;
  for (auto _ : state) {
    Table table = make_index<Table>();
    for (std::uint32_t i = 0; i < 181440; ++i) table.insert(states[i], i);
    known = 0;
    for (const Packed64& key : states) known += table.find(key) != nullptr;
    benchmark::DoNotOptimize(known);
  }
  if (known != 181440) state.SkipWithError("lookups disagree with inserts");
  state.SetItemsProcessed(state.iterations() * (181440 + 362880));
}
BENCHMARK(visited_index<FlatMap<Packed64, std::uint32_t>>)->Unit(benchmark::kMillisecond);
BENCHMARK(visited_index<RankMap<std::uint32_t>>)->Unit(benchmark::kMillisecond);

// Korf-100 instance 79 (the easiest; 42 moves), IDA* with Manhattan distance.
void idastar_korf_79(benchmark::State& state) {
  const Board start = *parse_board("0,1,9,7,11,13,5,3,14,12,4,2,8,6,10,15", BoardFormat::comma_list,
                                   {Shape{4, 4}, 1});
  const Board goal = Board::goal({4, 4}, 1, BlankPlacement::first);
  SearchResult result;
  for (auto _ : state) {
    result = ida_star(start, goal, IdaConfig{});
    benchmark::DoNotOptimize(result);
  }
  if (result.depth() != 42) state.SkipWithError("not 42 moves");
  report(state, result);
}
BENCHMARK(idastar_korf_79)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace puzzle

BENCHMARK_MAIN();

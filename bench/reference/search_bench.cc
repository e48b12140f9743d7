// In-process timings of the searches behind the performance targets in
// docs/performance.md. Whole-process figures come from hyperfine (see that page).

#include <benchmark/benchmark.h>

#include "core/parse.h"
#include "presets/driver.h"
#include "search/algorithms.h"
#include "search/engine.h"
#include "search/ida_star.h"

namespace puzzle {
namespace {

void report(benchmark::State& state, const SearchResult& result) {
  state.counters["expanded"] = static_cast<double>(result.counters.expanded);
  state.counters["max_depth"] = result.counters.max_depth;
}

// `puzzle-ref driver dfs 1,2,5,3,4,0,6,7,8`: 181,437 expansions, max depth 66,125.
void driver_dfs_published_board(benchmark::State& state) {
  const Board start = *parse_driver_board("1,2,5,3,4,0,6,7,8");
  const SearchConfig config = driver_config(DriverMethod::dfs);
  SearchResult result;
  for (auto _ : state) {
    result = search(start, driver_goal(), config);
    benchmark::DoNotOptimize(result);
  }
  if (result.counters.expanded != 181437) state.SkipWithError("expanded count is not 181,437");
  report(state, result);
}
BENCHMARK(driver_dfs_published_board)->Unit(benchmark::kMillisecond);

// Every state of the 8-puzzle: BFS towards a goal of the other parity class never finds
// it, so it expands all 181,440 reachable states.
void full_bfs_of_the_eight_puzzle(benchmark::State& state) {
  const Board start = driver_goal();
  const Board unreachable = *parse_board("0,2,1,3,4,5,6,7,8", BoardFormat::comma_list, {Shape{3, 3}, 1});
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

// Korf-100 instance 79 (the easiest; 42 moves), IDA* with Manhattan distance.
void idastar_korf_79(benchmark::State& state) {
  const Board start = *parse_board("0,1,9,7,11,13,5,3,14,12,4,2,8,6,10,15",
                                   BoardFormat::comma_list, {Shape{4, 4}, 1});
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

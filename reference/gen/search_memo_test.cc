#include "gen/search_memo.h"

#include <gtest/gtest.h>

#include <atomic>
#include <vector>

#include "common/worker_pool.h"

namespace puzzle::gen {
namespace {

// A stand-in search that counts its calls and tags its result with the config's
// expansion limit, so a result given back for the wrong config shows.
MethodSearch counting_search(std::atomic<int>& calls) {
  return [&calls](const SearchConfig& config) {
    ++calls;
    SearchResult result;
    result.counters.expanded = config.limits.max_expansions;
    return result;
  };
}

SearchConfig config_with_limit(std::uint64_t limit) {
  SearchConfig config;
  config.limits.max_expansions = limit;
  return config;
}

TEST(RememberLastSearch, the_same_config_twice_in_a_row_searches_once) {
  std::atomic<int> calls{0};
  const MethodSearch search = remember_last_search(counting_search(calls));
  EXPECT_EQ(search(config_with_limit(7)).counters.expanded, 7u);
  EXPECT_EQ(search(config_with_limit(7)).counters.expanded, 7u);
  EXPECT_EQ(calls, 1);
}

TEST(RememberLastSearch, another_config_searches_again_and_is_then_the_one_remembered) {
  std::atomic<int> calls{0};
  const MethodSearch search = remember_last_search(counting_search(calls));
  search(config_with_limit(7));
  EXPECT_EQ(search(config_with_limit(8)).counters.expanded, 8u);
  EXPECT_EQ(search(config_with_limit(7)).counters.expanded, 7u);
  EXPECT_EQ(calls, 3);
}

TEST(RememberLastSearch, each_thread_gets_the_result_of_its_own_config) {
  std::atomic<int> calls{0};
  const MethodSearch search = remember_last_search(counting_search(calls));
  std::vector<std::uint64_t> got(200);
  puzzle::for_each_parallel(got.size(), 4, [&](std::size_t i) {
    const auto limit = static_cast<std::uint64_t>(i / 2);  // each config twice in a row
    got[i] = search(config_with_limit(limit)).counters.expanded;
  });
  for (std::size_t i = 0; i < got.size(); ++i) EXPECT_EQ(got[i], i / 2) << i;
}

}  // namespace
}  // namespace puzzle::gen

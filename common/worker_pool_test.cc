#include "common/worker_pool.h"

#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <thread>

namespace puzzle {
namespace {

TEST(ForEachParallel, runs_every_index_once) {
  std::mutex mutex;
  std::multiset<std::size_t> seen;
  std::size_t started = for_each_parallel(50, 4, [&](std::size_t i) {
    std::lock_guard lock(mutex);
    seen.insert(i);
  });
  EXPECT_EQ(started, 50u);
  ASSERT_EQ(seen.size(), 50u);
  for (std::size_t i = 0; i < 50; ++i) EXPECT_EQ(seen.count(i), 1u) << i;
}

TEST(ForEachParallel, one_worker_runs_in_order_on_the_calling_thread) {
  std::vector<std::size_t> order;
  const auto caller = std::this_thread::get_id();
  for_each_parallel(5, 1, [&](std::size_t i) {
    EXPECT_EQ(std::this_thread::get_id(), caller);
    order.push_back(i);
  });
  EXPECT_EQ(order, (std::vector<std::size_t>{0, 1, 2, 3, 4}));
}

TEST(ForEachParallel, stop_takes_no_new_index) {
  std::size_t started = for_each_parallel(100, 1, [](std::size_t i) {
    return i == 2 ? AfterWork::stop : AfterWork::go_on;
  });
  EXPECT_EQ(started, 3u);
}

TEST(ForEachParallel, the_first_exception_reaches_the_caller_after_all_threads_end) {
  std::atomic<int> finished{0};
  EXPECT_THROW(for_each_parallel(10, 3,
                                 [&](std::size_t i) {
                                   if (i == 0) throw std::runtime_error("boom");
                                   ++finished;
                                 }),
               std::runtime_error);
  EXPECT_LE(finished.load(), 9);
}

TEST(ForEachParallel, nothing_to_do_starts_nothing) {
  EXPECT_EQ(for_each_parallel(0, 4, [](std::size_t) { ADD_FAILURE(); }), 0u);
}

TEST(JobsOrDefault, the_command_line_wins_else_one_per_core) {
  EXPECT_EQ(jobs_or_default(3), 3);
  EXPECT_GE(jobs_or_default(0), 1);
  EXPECT_EQ(jobs_or_default(0), jobs_or_default(-1));
}

}  // namespace
}  // namespace puzzle

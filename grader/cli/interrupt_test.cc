#include "cli/interrupt.h"

#include <atomic>
#include <chrono>
#include <thread>

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace grader {
namespace {
using namespace std::chrono_literals;

bool wait_until(const std::atomic<int>& value, int expected) {
  for (int i = 0; i < 500 && value != expected; ++i) std::this_thread::sleep_for(10ms);
  return value == expected;
}

bool is_blocked(int signal) {
  sigset_t mask;
  pthread_sigmask(SIG_BLOCK, nullptr, &mask);
  return sigismember(&mask, signal) == 1;
}

TEST(InterruptWatcher, first_signal_runs_the_action_once_and_is_remembered) {
  std::atomic<int> seen{0};
  InterruptWatcher watcher([&](int signal) { seen = signal; });
  EXPECT_EQ(watcher.received(), std::nullopt);
  ASSERT_EQ(::kill(::getpid(), SIGTERM), 0);  // blocked everywhere: only the watcher takes it
  ASSERT_TRUE(wait_until(seen, SIGTERM));
  EXPECT_EQ(watcher.received(), SIGTERM);
}

TEST(DeadlineTimer, acts_once_at_the_deadline) {
  std::atomic<int> seen{0};
  DeadlineTimer timer(std::chrono::steady_clock::now() + std::chrono::milliseconds(20),
                      [&] { ++seen; });
  ASSERT_TRUE(wait_until(seen, 1));
  EXPECT_TRUE(timer.fired());
}

TEST(DeadlineTimer, does_nothing_when_gone_before_the_deadline_or_without_one) {
  std::atomic<int> seen{0};
  const auto started = std::chrono::steady_clock::now();
  {
    DeadlineTimer timer(started + std::chrono::hours(1), [&] { ++seen; });
    EXPECT_FALSE(timer.fired());
  }
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10));  // no wait
  DeadlineTimer none(std::nullopt, [&] { ++seen; });
  EXPECT_FALSE(none.fired());
  EXPECT_EQ(seen, 0);
}

TEST(InterruptWatcher, blocks_the_signals_while_alive_and_restores_the_mask) {
  ASSERT_FALSE(is_blocked(SIGINT));
  {
    InterruptWatcher watcher([](int) {});
    EXPECT_TRUE(is_blocked(SIGINT));
    EXPECT_TRUE(is_blocked(SIGTERM));
    EXPECT_TRUE(is_blocked(SIGHUP));
  }
  EXPECT_FALSE(is_blocked(SIGINT));
}

TEST(InterruptWatcher, leaves_an_ignored_signal_alone) {
  struct sigaction ignore {
  }, previous{};
  ignore.sa_handler = SIG_IGN;
  ASSERT_EQ(sigaction(SIGHUP, &ignore, &previous), 0);
  std::atomic<int> seen{0};
  {
    InterruptWatcher watcher([&](int signal) { seen = signal; });
    EXPECT_FALSE(is_blocked(SIGHUP));
    ASSERT_EQ(::kill(::getpid(), SIGHUP), 0);  // ignored: nothing happens
    ASSERT_EQ(::kill(::getpid(), SIGTERM), 0);
    ASSERT_TRUE(wait_until(seen, SIGTERM));
    EXPECT_EQ(watcher.received(), SIGTERM);
  }
  sigaction(SIGHUP, &previous, nullptr);
}

TEST(InterruptWatcher, exit_status_is_128_plus_the_signal) {
  EXPECT_EQ(exit_status_for_signal(SIGINT), 130);
  EXPECT_EQ(exit_status_for_signal(SIGTERM), 143);
}

}  // namespace
}  // namespace grader

// The one way both programs do independent work in parallel: in the grader tests of a
// submission, students of a class, verify's runs; in puzzle-ref gen the searches of a
// test's deviations. Indexes are taken in order, so
// work that must be reported in order (verify's lines) is never blocked by later work.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

namespace puzzle {

// What a piece of work tells the pool after it ran.
enum class AfterWork { go_on, stop };

// The number of workers when the command line does not say: one per core. `requested`
// > 0 wins (the --jobs value).
inline int jobs_or_default(int requested) {
  if (requested > 0) return requested;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// Runs `work(i)` for i in [0, count) on min(workers, count) threads, at least one; with
// one worker it runs on the calling thread. `work` returns void or AfterWork; after
// AfterWork::stop, or an exception, no new index is taken. The first exception is
// rethrown once every thread has finished. Returns how many indexes were started.
template <class Work>
std::size_t for_each_parallel(std::size_t count, int workers, Work work) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> stop{false};
  std::atomic<std::size_t> started{0};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto loop = [&] {
    for (std::size_t i = next++; i < count && !stop; i = next++) {
      ++started;
      try {
        if constexpr (std::is_void_v<decltype(work(i))>) {
          work(i);
        } else if (work(i) == AfterWork::stop) {
          stop = true;
        }
      } catch (...) {
        std::lock_guard lock(error_mutex);
        if (!error) error = std::current_exception();
        stop = true;
      }
    }
  };
  const std::size_t threads_wanted = std::clamp<std::size_t>(
      static_cast<std::size_t>(std::max(workers, 1)), 1, std::max<std::size_t>(count, 1));
  if (threads_wanted == 1) {
    loop();
  } else {
    std::vector<std::thread> threads;
    for (std::size_t t = 0; t < threads_wanted; ++t) threads.emplace_back(loop);
    for (std::thread& thread : threads) thread.join();
  }
  if (error) std::rethrow_exception(error);
  return started;
}

}  // namespace puzzle

// Turning Ctrl-C (or a batch's --deadline) into an orderly stop. A batch killed outright leaves its
// workspaces in /tmp and its sandboxes as zombies; with this, the first SIGINT, SIGTERM or SIGHUP
// kills the runs in progress, lets the grader drop the unfinished students and remove
// every workspace, and exit. A second signal ends the process at once.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include <signal.h>

namespace grader {

class InterruptWatcher {
 public:
  // Blocks SIGINT, SIGTERM and SIGHUP (those not ignored, as `nohup` ignores SIGHUP) in
  // the calling thread, and so in every thread it
  // starts afterwards: construct it before any other thread exists, or those threads
  // still get the default action. (Children get an empty mask back before exec.)
  // `on_first_signal` runs on the watching thread.
  explicit InterruptWatcher(std::function<void(int signal)> on_first_signal);
  // Stops watching (at once: an eventfd wakes the thread) and restores the signal mask;
  // a signal that came after the first is then delivered as usual.
  ~InterruptWatcher();
  InterruptWatcher(const InterruptWatcher&) = delete;
  InterruptWatcher& operator=(const InterruptWatcher&) = delete;

  // The first signal received, if any.
  std::optional<int> received() const;

 private:
  void watch();

  std::function<void(int)> on_first_signal_;
  sigset_t watched_{};
  sigset_t previous_mask_{};
  int signal_fd_ = -1;  // signalfd for watched_
  int wake_fd_ = -1;    // eventfd the destructor writes to end watch() at once
  std::atomic<int> received_{0};
  std::thread thread_;  // last: starts once the members above exist
};

// `batch --deadline`: at a time, the same orderly stop as Ctrl-C (the runs in progress
// killed, their students left for the next run). Construct it after the
// InterruptWatcher, so its thread has the watched signals blocked too.
class DeadlineTimer {
 public:
  // Runs `on_deadline` on the timer's thread at `at`, unless destroyed first; nothing
  // when `at` is nullopt.
  DeadlineTimer(std::optional<std::chrono::steady_clock::time_point> at,
                std::function<void()> on_deadline);
  // Stops waiting at once.
  ~DeadlineTimer();
  DeadlineTimer(const DeadlineTimer&) = delete;
  DeadlineTimer& operator=(const DeadlineTimer&) = delete;

  // Whether the deadline came (and `on_deadline` ran).
  bool fired() const;

 private:
  std::function<void()> on_deadline_;
  std::mutex mutex_;
  std::condition_variable_any wake_;
  std::atomic<bool> fired_{false};
  std::jthread thread_;  // last: starts once the members above exist
};

// The exit status a shell gives a process killed by `signal` (128 + signal).
int exit_status_for_signal(int signal);

}  // namespace grader

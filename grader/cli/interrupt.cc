#include "cli/interrupt.h"

#include <pthread.h>
#include <ctime>
#include <utility>

#include <unistd.h>

namespace grader {

namespace {

sigset_t watched_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

// Returns the mask as it was.
sigset_t block(const sigset_t& signals) {
  sigset_t previous;
  pthread_sigmask(SIG_BLOCK, &signals, &previous);
  return previous;
}

}  // namespace

// Member order matters: the signals are blocked (previous_mask_) before the watching
// thread starts, so it inherits the mask and sigtimedwait() is the only taker.
InterruptWatcher::InterruptWatcher(std::function<void(int signal)> on_first_signal)
    : on_first_signal_(std::move(on_first_signal)),
      watched_(watched_signals()),
      previous_mask_(block(watched_)),
      thread_([this] { watch(); }) {}

InterruptWatcher::~InterruptWatcher() {
  done_ = true;
  thread_.join();
  pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
}

std::optional<int> InterruptWatcher::received() const {
  const int signal = received_;
  if (signal == 0) return std::nullopt;
  return signal;
}

// Polls with a short timeout so that the destructor can end the loop without a signal.
void InterruptWatcher::watch() {
  while (!done_) {
    const struct timespec pause{0, 100'000'000};
    const int signal = sigtimedwait(&watched_, nullptr, &pause);
    if (signal <= 0) continue;  // timeout or EINTR
    if (received_ != 0) ::_exit(exit_status_for_signal(signal));  // asked twice: now
    received_ = signal;
    on_first_signal_(signal);
  }
}

int exit_status_for_signal(int signal) { return 128 + signal; }

}  // namespace grader

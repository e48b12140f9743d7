#include "cli/interrupt.h"

#include <cstdint>
#include <utility>

#include <poll.h>
#include <pthread.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <unistd.h>

namespace grader {

namespace {

bool is_ignored(int signal) {
  struct sigaction current {};
  return sigaction(signal, nullptr, &current) == 0 && current.sa_handler == SIG_IGN;
}

// SIGINT, SIGTERM and SIGHUP, except those ignored on purpose: under `nohup` SIGHUP must
// not stop a batch. (A blocked signal is queued even when ignored, so it has to be left
// out rather than relied on to vanish.)
sigset_t watched_signals() {
  sigset_t set;
  sigemptyset(&set);
  for (int signal : {SIGINT, SIGTERM, SIGHUP}) {
    if (!is_ignored(signal)) sigaddset(&set, signal);
  }
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
// thread starts, so it inherits the mask and the signalfd is the only taker.
InterruptWatcher::InterruptWatcher(std::function<void(int signal)> on_first_signal)
    : on_first_signal_(std::move(on_first_signal)),
      watched_(watched_signals()),
      previous_mask_(block(watched_)),
      signal_fd_(::signalfd(-1, &watched_, SFD_CLOEXEC)),
      wake_fd_(::eventfd(0, EFD_CLOEXEC)),
      thread_([this] { watch(); }) {}

InterruptWatcher::~InterruptWatcher() {
  const std::uint64_t one = 1;
  [[maybe_unused]] const ssize_t written = ::write(wake_fd_, &one, sizeof one);
  thread_.join();
  ::close(signal_fd_);
  ::close(wake_fd_);
  pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
}

std::optional<int> InterruptWatcher::received() const {
  const int signal = received_;
  if (signal == 0) return std::nullopt;
  return signal;
}

void InterruptWatcher::watch() {
  if (signal_fd_ < 0 || wake_fd_ < 0) return;  // cannot watch: the signals stay blocked
  for (;;) {
    pollfd fds[2] = {{signal_fd_, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
    if (::poll(fds, 2, -1) < 0) continue;  // EINTR
    if (fds[1].revents != 0) return;
    signalfd_siginfo info{};
    if (::read(signal_fd_, &info, sizeof info) != static_cast<ssize_t>(sizeof info)) continue;
    const int signal = static_cast<int>(info.ssi_signo);
    if (received_ != 0) ::_exit(exit_status_for_signal(signal));  // asked twice: now
    received_ = signal;
    on_first_signal_(signal);
  }
}

int exit_status_for_signal(int signal) { return 128 + signal; }

DeadlineTimer::DeadlineTimer(std::optional<std::chrono::steady_clock::time_point> at,
                             std::function<void()> on_deadline)
    : on_deadline_(std::move(on_deadline)) {
  if (!at) return;
  thread_ = std::jthread([this, when = *at](std::stop_token stop) {
    std::unique_lock lock(mutex_);
    // Wakes when the time comes or the destructor asks the thread to stop, whichever first.
    wake_.wait_until(lock, stop, when, [] { return false; });
    if (stop.stop_requested()) return;
    fired_ = true;
    on_deadline_();
  });
}

DeadlineTimer::~DeadlineTimer() {
  if (thread_.joinable()) {
    thread_.request_stop();
    thread_.join();
  }
}

bool DeadlineTimer::fired() const { return fired_; }

}  // namespace grader

// Progress of a batch on stderr: a one-line bar with counts and the time left when
// stderr is a terminal, one plain line per finished student otherwise (logs, CI).
#pragma once

#include <chrono>
#include <functional>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>

#include "batch/batch.h"

namespace grader {

enum class ProgressStyle { bar, lines };

// "[12/200] alice: 84/100 (3.1 s)" or "[13/200] bob: grader error: ... (0.2 s)".
std::string progress_line(int done, int total, const StudentResult& result);

// "[#########-----------]  12/200 students  about 3 min left"; `width` cells of bar.
std::string progress_bar(int done, int total, std::optional<std::chrono::seconds> left, int width);

// Seconds left, assuming the students to come take as long as those so far; nullopt
// before the first student finishes.
std::optional<std::chrono::seconds> time_left(int done, int total,
                                              std::chrono::milliseconds elapsed);

// "42 s", "3 min 05 s", "1 h 02 min".
std::string format_duration(std::chrono::seconds duration);

class ProgressPrinter final : public BatchObserver {
 public:
  using Now = std::function<std::chrono::steady_clock::time_point()>;
  ProgressPrinter(std::ostream& err, ProgressStyle style, Now now = std::chrono::steady_clock::now);

  void started(const BatchPlan& plan) override;
  BatchControl finished(const StudentResult& result) override;
  // Clears the bar so the summary starts on a clean line.
  void done();

 private:
  void draw_bar();

  std::ostream& err_;
  ProgressStyle style_;
  Now now_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_;
  int total_ = 0;
  int done_ = 0;
};

}  // namespace grader

// Progress of a batch on stderr: a one-line bar with counts and the time left when
// stderr is a terminal, one plain line per finished student otherwise (logs, CI). And the
// progress of one `run` on a terminal: one line per finished test.
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

// "[12/200] alice: 84/100 (3.1 s)" or "[13/200] bob: grader error: ... (0.2 s)"; with
// `by_hand` points of written questions, "alice: 30 of 60; 22 graded by hand (export
// --suite) (3.1 s)" (manual/manual_grades.h points_with_written).
std::string progress_line(int done, int total, const StudentResult& result, double by_hand);

// "[#########-----------]  12/200 students  about 3 min left"; `width` cells of bar.
std::string progress_bar(int done, int total, std::optional<std::chrono::seconds> left, int width);

// Seconds left, assuming the students to come take as long as those so far; nullopt
// before the first student finishes.
std::optional<std::chrono::seconds> time_left(int done, int total,
                                              std::chrono::milliseconds elapsed);

// "42 s", "3 min 05 s", "1 h 02 min".
std::string format_duration(std::chrono::seconds duration);

// "[3/6] bfs-312045678: Passed (1.2 s)": one finished test of `run`, with its wall time.
std::string test_progress_line(int done, int total, const TestResult& test);

// `run`'s progress: a first line saying how many tests there are, then test_progress_line
// as each test finishes (from the worker threads: thread-safe). Used only when stderr is
// a terminal, so logs and CI output stay as they are.
class TestProgressPrinter {
 public:
  TestProgressPrinter(std::ostream& err, int total, int jobs);
  void finished(const TestResult& test);

 private:
  std::ostream& err_;
  std::mutex mutex_;
  int total_;
  int done_ = 0;
};

class ProgressPrinter final : public BatchObserver {
 public:
  using Now = std::function<std::chrono::steady_clock::time_point()>;
  // `by_hand`: the points of the assignment's written questions, which the batch leaves
  // to the instructor (Assignment::manual_points).
  ProgressPrinter(std::ostream& err, ProgressStyle style, double by_hand = 0,
                  Now now = std::chrono::steady_clock::now);

  void started(const BatchPlan& plan) override;
  BatchControl finished(const StudentResult& result) override;
  // Clears the bar so the summary starts on a clean line.
  void done();

 private:
  void draw_bar();

  std::ostream& err_;
  ProgressStyle style_;
  double by_hand_ = 0;
  Now now_;
  std::mutex mutex_;
  std::chrono::steady_clock::time_point start_;
  int total_ = 0;
  int done_ = 0;
};

}  // namespace grader

#include "batch/progress.h"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>

#include "manual/manual_grades.h"
#include "report/report.h"
#include "report/student_view.h"
#include "report/untrusted_text.h"

namespace grader {
namespace {

constexpr int kBarWidth = 30;
// Carriage return + "erase line": the bar redraws itself in place.
constexpr std::string_view kClearLine = "\r\033[K";

}  // namespace

std::string progress_line(int done, int total, const StudentResult& result, double by_hand) {
  double seconds = std::chrono::duration<double>(result.grading_time).count();
  if (!has_grade(result)) {
    return fmt::format("[{}/{}] {}: grader error: {} ({:.1f} s)", done, total,
                       display_text(result.student), display_text(status_message(result)), seconds);
  }
  std::string status = result.status == GradingStatus::graded
                           ? ""
                           : fmt::format("{}, ", label(result.status));
  return fmt::format("[{}/{}] {}: {} ({}{:.1f} s)", done, total, display_text(result.student),
                     points_with_written(result.result.score(), result.result.max_score(), by_hand),
                     status, seconds);
}

std::string test_progress_line(int done, int total, const TestResult& test) {
  std::string line = fmt::format("[{}/{}] {}: {}", done, total, display_text(test.name),
                                 label(test.verdict));
  // A hidden test's time is the program's to choose, so a channel for its input: its
  // line shows no time, as no student-facing report does (report/student_view.h).
  if (!shows_details(test.visibility)) return line;
  return line + fmt::format(" ({:.1f} s)", std::chrono::duration<double>(test.wall_time).count());
}

TestProgressPrinter::TestProgressPrinter(std::ostream& err, int total, int jobs)
    : err_(err), total_(total) {
  err_ << fmt::format("Running {} test{}, {} at a time...", total, total == 1 ? "" : "s",
                      std::min(total, jobs))
       << std::endl;
}

void TestProgressPrinter::finished(const TestResult& test) {
  std::lock_guard lock(mutex_);
  err_ << test_progress_line(++done_, total_, test) << std::endl;
}

std::string progress_bar(int done, int total, std::optional<std::chrono::seconds> left, int width) {
  int filled = std::clamp(total > 0 ? width * done / total : width, 0, width);
  std::string bar = fmt::format("[{}{}]", std::string(static_cast<std::size_t>(filled), '#'),
                                std::string(static_cast<std::size_t>(width - filled), '-'));
  std::string tail = left ? "  about " + format_duration(*left) + " left" : "";
  return fmt::format("{} {}/{} students{}", bar, done, total, tail);
}

std::optional<std::chrono::seconds> time_left(int done, int total,
                                              std::chrono::milliseconds elapsed) {
  if (done <= 0) return std::nullopt;
  auto per_student = std::chrono::duration<double, std::milli>(elapsed).count() / done;
  auto ms = per_student * std::max(0, total - done);
  return std::chrono::seconds(static_cast<std::int64_t>(ms / 1000 + 0.5));
}

std::string format_duration(std::chrono::seconds duration) {
  auto s = duration.count();
  if (s < 60) return fmt::format("{} s", s);
  if (s < 3600) return fmt::format("{} min {:02} s", s / 60, s % 60);
  return fmt::format("{} h {:02} min", s / 3600, (s % 3600) / 60);
}

ProgressPrinter::ProgressPrinter(std::ostream& err, ProgressStyle style, double by_hand, Now now)
    : err_(err), style_(style), by_hand_(by_hand), now_(std::move(now)), start_(now_()) {}

void ProgressPrinter::started(const BatchPlan& plan) {
  std::lock_guard lock(mutex_);
  start_ = now_();
  total_ = static_cast<int>(plan.to_grade.size());
  if (plan.already_graded > 0) {
    err_ << fmt::format(
        "{} student{} already graded with this suite and this grader; grading the other {}.\n",
        plan.already_graded, plan.already_graded == 1 ? " is" : "s are", total_);
  }
  if (style_ == ProgressStyle::bar) draw_bar();
}

BatchControl ProgressPrinter::finished(const StudentResult& result) {
  std::lock_guard lock(mutex_);
  ++done_;
  switch (style_) {
    case ProgressStyle::lines:
      err_ << progress_line(done_, total_, result, by_hand_) << std::endl;
      break;
    case ProgressStyle::bar:
      // Grader errors stay on screen above the bar; ordinary results only move it.
      if (!has_grade(result)) {
        err_ << kClearLine << progress_line(done_, total_, result, by_hand_) << "\n";
      }
      draw_bar();
      break;
  }
  return BatchControl::keep_going;
}

void ProgressPrinter::done() {
  std::lock_guard lock(mutex_);
  if (style_ == ProgressStyle::bar) err_ << kClearLine << std::flush;
}

void ProgressPrinter::draw_bar() {
  auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(now_() - start_);
  err_ << kClearLine << progress_bar(done_, total_, time_left(done_, total_, elapsed), kBarWidth)
       << std::flush;
}

}  // namespace grader

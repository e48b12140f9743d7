#include "run/termination.h"

#include <csignal>

#include <gtest/gtest.h>

namespace grader {
namespace {

int exited_with(int code) { return (code & 0xff) << 8; }
int killed_by(int signal) { return signal & 0x7f; }

ExitFacts facts_of(StopReason stop, int status, ExitEncoding encoding = ExitEncoding::direct,
                   std::string_view stderr_data = {}, std::uint64_t peak = 0,
                   std::uint64_t cap = 0) {
  return ExitFacts{stop, status, encoding, stderr_data, peak, cap};
}

TEST(Classify, a_clean_exit_is_exited_with_its_code) {
  const Classified c = classify(facts_of(StopReason::none, exited_with(0)));
  EXPECT_EQ(c.termination, Termination::exited);
  EXPECT_EQ(c.exit_code, 0);
  EXPECT_EQ(classify(facts_of(StopReason::none, exited_with(1))).exit_code, 1);
}

TEST(Classify, a_stop_by_the_runner_wins_over_the_status) {
  EXPECT_EQ(classify(facts_of(StopReason::time_limit, killed_by(SIGKILL))).termination,
            Termination::time_limit);
  EXPECT_EQ(classify(facts_of(StopReason::output_limit, exited_with(0))).termination,
            Termination::output_limit);
}

TEST(Classify, an_oom_kill_in_the_runs_cgroup_is_a_memory_limit_whatever_the_peak) {
  ExitFacts facts = facts_of(StopReason::none, exited_with(128 + SIGKILL), ExitEncoding::bwrap);
  facts.memory_event = MemoryEvent::oom_killed;
  const Classified c = classify(facts);
  EXPECT_EQ(c.termination, Termination::memory_limit);
  EXPECT_EQ(c.signal, SIGKILL);
}

TEST(Classify, reaching_the_cgroup_cap_is_a_memory_limit_only_for_a_failed_run) {
  ExitFacts failed = facts_of(StopReason::none, exited_with(1));
  failed.memory_event = MemoryEvent::limit_reached;  // e.g. a write to /dev/shm got ENOMEM
  EXPECT_EQ(classify(failed).termination, Termination::memory_limit);
  ExitFacts fine = facts_of(StopReason::none, exited_with(0));
  fine.memory_event = MemoryEvent::limit_reached;  // page cache reclaimed at the cap
  EXPECT_EQ(classify(fine).termination, Termination::exited);
  ExitFacts timed_out = facts_of(StopReason::time_limit, killed_by(SIGKILL));
  timed_out.memory_event = MemoryEvent::oom_killed;
  EXPECT_EQ(classify(timed_out).termination, Termination::time_limit);
}

TEST(Classify, a_crash_is_signaled) {
  const Classified c = classify(facts_of(StopReason::none, killed_by(SIGSEGV)));
  EXPECT_EQ(c.termination, Termination::signaled);
  EXPECT_EQ(c.signal, SIGSEGV);
}

TEST(Classify, bwrap_exit_codes_above_128_are_signals) {
  ExitFacts facts = facts_of(StopReason::none, exited_with(128 + SIGSEGV), ExitEncoding::bwrap);
  const Classified c = classify(facts);
  EXPECT_EQ(c.termination, Termination::signaled);
  EXPECT_EQ(c.signal, SIGSEGV);
  facts.encoding = ExitEncoding::direct;
  EXPECT_EQ(classify(facts).termination, Termination::exited);
}

TEST(Classify, rlimit_signals_map_to_their_limits) {
  EXPECT_EQ(classify(facts_of(StopReason::none, killed_by(SIGXCPU))).termination,
            Termination::time_limit);
  EXPECT_EQ(classify(facts_of(StopReason::none, killed_by(SIGXFSZ))).termination,
            Termination::output_limit);
}

TEST(Classify, python_memory_error_is_a_memory_limit) {
  ExitFacts facts =
      facts_of(StopReason::none, exited_with(1), ExitEncoding::direct,
               "Traceback (most recent call last):\n  File \"x.py\", line 1\nMemoryError\n");
  EXPECT_EQ(classify(facts).termination, Termination::memory_limit);
}

TEST(Classify, memory_error_text_with_exit_0_is_not_a_memory_limit) {
  ExitFacts facts = facts_of(StopReason::none, exited_with(0), ExitEncoding::direct,
                             "MemoryError\n");
  EXPECT_EQ(classify(facts).termination, Termination::exited);
}

TEST(Classify, sigkill_near_the_cap_is_a_memory_limit_and_far_from_it_is_not) {
  ExitFacts facts = facts_of(StopReason::none, killed_by(SIGKILL), ExitEncoding::direct, "", 900,
                             1000);
  EXPECT_EQ(classify(facts).termination, Termination::memory_limit);
  facts.peak_memory_bytes = 100;
  EXPECT_EQ(classify(facts).termination, Termination::signaled);
  facts.peak_memory_bytes = 900;
  facts.memory_limit_bytes = 0;
  EXPECT_EQ(classify(facts).termination, Termination::signaled);
}

TEST(StderrReportsOutOfMemory, looks_at_the_last_line_only) {
  EXPECT_TRUE(stderr_reports_out_of_memory("MemoryError: cannot allocate\n\n"));
  EXPECT_TRUE(stderr_reports_out_of_memory("terminate called\n  what():  std::bad_alloc\n"));
  EXPECT_FALSE(stderr_reports_out_of_memory("MemoryError\nValueError: later\n"));
  EXPECT_FALSE(stderr_reports_out_of_memory(""));
}

}  // namespace
}  // namespace grader

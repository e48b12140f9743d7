#include "run/termination.h"

#include <csignal>

#include <sys/wait.h>

namespace grader {
namespace {

struct DecodedStatus {
  bool by_signal = false;
  int code = 0;  // exit code or signal number
};

DecodedStatus decode(int wait_status, ExitEncoding encoding) {
  if (WIFSIGNALED(wait_status)) return {true, WTERMSIG(wait_status)};
  const int code = WEXITSTATUS(wait_status);
  switch (encoding) {
    case ExitEncoding::direct: return {false, code};
    case ExitEncoding::bwrap:
      // bwrap's exit code is 128+N when its child died of signal N; a program that
      // calls exit(139) itself is indistinguishable, and reads as SIGSEGV.
      if (code > 128 && code < 128 + NSIG) return {true, code - 128};
      return {false, code};
  }
  return {false, code};
}

std::string_view last_nonempty_line(std::string_view text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ')) {
    text.remove_suffix(1);
  }
  const auto newline = text.find_last_of('\n');
  return newline == std::string_view::npos ? text : text.substr(newline + 1);
}

bool near_memory_cap(const ExitFacts& facts) {
  if (facts.memory_limit_bytes == 0) return false;
  return facts.peak_memory_bytes >= facts.memory_limit_bytes / 4 * 3;
}

bool is_memory_signal(int signal) {
  return signal == SIGKILL || signal == SIGSEGV || signal == SIGABRT;
}

Classified from_signal(const ExitFacts& facts, int signal) {
  if (signal == SIGXCPU) return {Termination::time_limit, -1, signal};
  if (signal == SIGXFSZ) return {Termination::output_limit, -1, signal};
  if (stderr_reports_out_of_memory(facts.stderr_data))
    return {Termination::memory_limit, -1, signal};
  if (is_memory_signal(signal) && near_memory_cap(facts)) {
    return {Termination::memory_limit, -1, signal};
  }
  return {Termination::signaled, -1, signal};
}

Classified from_exit(const ExitFacts& facts, int code) {
  if (code != 0 && stderr_reports_out_of_memory(facts.stderr_data)) {
    return {Termination::memory_limit, code, 0};
  }
  return {Termination::exited, code, 0};
}

bool memory_cap_ended_it(MemoryEvent event, DecodedStatus status) {
  switch (event) {
    case MemoryEvent::oom_killed: return true;
    case MemoryEvent::limit_reached: return status.by_signal || status.code != 0;
    case MemoryEvent::none: return false;
  }
  return false;
}

}  // namespace

bool stderr_reports_out_of_memory(std::string_view stderr_data) {
  const std::string_view line = last_nonempty_line(stderr_data);
  return line.rfind("MemoryError", 0) == 0 || line.find("std::bad_alloc") != std::string_view::npos;
}

Classified classify(const ExitFacts& facts) {
  switch (facts.stopped_by) {
    case StopReason::time_limit: return {Termination::time_limit, -1, SIGKILL};
    case StopReason::output_limit: return {Termination::output_limit, -1, SIGKILL};
    case StopReason::none: break;
  }
  const DecodedStatus status = decode(facts.wait_status, facts.encoding);
  if (memory_cap_ended_it(facts.memory_event, status)) {
    return {Termination::memory_limit, status.by_signal ? -1 : status.code,
            status.by_signal ? status.code : 0};
  }
  return status.by_signal ? from_signal(facts, status.code) : from_exit(facts, status.code);
}

}  // namespace grader

#include "grade/judge.h"

#include <algorithm>
#include <csignal>
#include <cstring>
#include <fmt/format.h>

#include "check/text.h"
#include "grade/diagnose.h"
#include "grade/explanation.h"
#include "grade/harness_channel.h"
#include "grade/quantities.h"
#include "run/harness.h"
#include "run/workspace.h"

namespace grader {
namespace {

constexpr std::size_t kExcerptBytes = 64 * 1024;

std::string signal_name(int signal) {
  const char* description = strsignal(signal);
  return fmt::format("signal {}{}", signal,
                     description ? fmt::format(" ({})", description) : std::string());
}

TestResult base_result(const Suite& suite, const TestCase& test) {
  TestResult result;
  result.name = test.name;
  result.visibility = visibility_of(test, suite);
  result.max_score = max_points(test);
  result.checks = test.checks;
  result.trivial = test.trivial;
  return result;
}

// The harness reports a missing module/function or a syntax error this way (harness.h),
// in a message tagged with the run's nonce.
bool is_harness_submission_error(const Suite& suite, const ProcessResult& process,
                                 const HarnessMessages& harness) {
  if (suite.run.mode == RunMode::command) return false;
  return process.termination == Termination::exited &&
         process.exit_code == kHarnessSubmissionErrorExit && harness.submission_error;
}

// The reason of a grader_error: what went wrong, for the instructor, and whose it is.
std::string grader_problem(std::string_view what) {
  return fmt::format("the grader could not run this test ({}); this is a problem with the "
                     "grading set-up, not with your program: please tell your instructor",
                     what);
}

// Which limit stopped it, in plain words, with the figures that show it: the time limit
// counts computing time; the clock cap (wall_cap_for) stops a program that waits, or
// one the machine starved of computing time. Like every reason, no closing punctuation:
// each report ends the sentence with its own full stop (a "?" here read "input?.").
std::string time_limit_reason(const RunOutcome& run) {
  const ProcessResult& process = run.process;
  const auto cap = run.wall_cap.count() > 0 ? run.wall_cap : wall_cap_for(run.time_limit);
  if (process.cpu_time >= run.time_limit || process.wall_time < cap) {
    return fmt::format("it used more than its time limit of {} of computing time",
                       seconds_said(run.time_limit));
  }
  if (2 * process.cpu_time < run.time_limit) {
    return fmt::format("it was still running after {} on the clock, the longest a test may "
                       "take, though it had computed for only {} of its {} time limit: it may "
                       "be waiting for input",
                       seconds_said(process.wall_time), seconds_said(process.cpu_time),
                       seconds_said(run.time_limit));
  }
  return fmt::format("it was stopped after {} on the clock, the longest a test may take, "
                     "having computed for {} of its {} time limit",
                     seconds_said(process.wall_time), seconds_said(process.cpu_time),
                     seconds_said(run.time_limit));
}

// A verdict that ends grading before the checks: limits, start failures, harness errors.
// What a program that left no answer file printed on the screen instead, which a test
// that reads a file keeps only the end of: "" when it printed nothing.
std::string printed_instead(const Suite& suite, const ProcessResult& process) {
  const std::uint64_t printed = std::max<std::uint64_t>(process.stdout_bytes,
                                                        process.stdout_data.size());
  if (printed == 0) return "";
  const std::uint64_t limit = suite.limits.output_kb * 1024;
  return fmt::format(
      " (it printed {} on the screen{}, but this test reads only {})", size_said(printed),
      printed > limit ? fmt::format(", more than the output limit of {} KB", suite.limits.output_kb)
                      : std::string(),
      suite.output.file);
}

std::optional<std::pair<Verdict, std::string>> early_verdict(const Suite& suite,
                                                             const RunOutcome& run,
                                                             const HarnessMessages& harness) {
  const ProcessResult& process = run.process;
  std::uint64_t output_kb = suite.limits.output_kb;
  switch (process.termination) {
    case Termination::time_limit: return std::pair{Verdict::time_limit, time_limit_reason(run)};
    case Termination::memory_limit:
      return std::pair{Verdict::memory_limit,
                       fmt::format("it used more than the memory limit of {} MB",
                                   suite.limits.memory_mb)};
    case Termination::output_limit:
      return std::pair{Verdict::output_limit,
                       fmt::format("it printed more than the output limit of {} KB", output_kb)};
    case Termination::failed_to_start:
      switch (process.start_fault) {
        case StartFault::program:
          return std::pair{Verdict::runtime_error,
                           fmt::format("it could not be started: {}", process.failure_reason)};
        case StartFault::grader:
          return std::pair{Verdict::grader_error, grader_problem(process.failure_reason)};
      }
      break;
    case Termination::exited:
    case Termination::signaled: break;
  }
  if (!run.disk_quota_reached.empty())
    return std::pair{Verdict::output_limit, run.disk_quota_reached};
  if (is_harness_submission_error(suite, process, harness)) {
    return std::pair{Verdict::submission_error, std::string(kHarnessSubmissionErrorPrefix) +
                                                    display_text(*harness.submission_error)};
  }
  if (run.file_state == FileState::too_large) {
    return std::pair{Verdict::output_limit,
                     fmt::format("{} is larger than the output limit of {} KB", suite.output.file,
                                 output_kb)};
  }
  return std::nullopt;
}

Output graded_output(const RunOutcome& run) {
  switch (run.file_state) {
    case FileState::not_used: return make_output(run.process.stdout_data, OutputPresence::present);
    case FileState::present: return make_output(run.file_data, OutputPresence::present);
    case FileState::missing:
    case FileState::too_large:
    case FileState::not_regular: return make_output("", OutputPresence::absent);
  }
  return make_output("", OutputPresence::absent);
}

bool all_passed(const std::vector<CheckResult>& results) {
  for (const CheckResult& r : results) {
    if (r.outcome == CheckOutcome::failed) return false;
  }
  return true;
}

// The verdict once the checks have run: crashes first, then a missing file, then checks.
std::pair<Verdict, std::string> final_verdict(const Suite& suite, const RunOutcome& run,
                                              const HarnessMessages& harness,
                                              const std::vector<CheckResult>& checks) {
  const ProcessResult& process = run.process;
  if (process.termination == Termination::signaled) {
    return {Verdict::runtime_error,
            fmt::format("it was killed by {}", signal_name(process.signal))};
  }
  // Exit 2 before any submission code ran (a tagged usage error, or python3 unable to
  // start the harness at all) is the grading set-up's fault; after `started` it is the
  // program's own exit code, whatever it printed.
  if (suite.run.mode != RunMode::command && process.exit_code == kHarnessUsageErrorExit &&
      (harness.usage_error || !harness.started)) {
    const std::string_view stderr_text = harness.program_stderr;
    const std::string why = harness.usage_error
                                ? *harness.usage_error
                                : std::string(stderr_text.substr(0, stderr_text.find('\n')));
    return {Verdict::grader_error,
            grader_problem(
                fmt::format("its harness could not make the call: {}", display_text(why)))};
  }
  if (process.exit_code != 0) {
    return {Verdict::runtime_error, fmt::format("it exited with code {}", process.exit_code)};
  }
  if (run.file_state == FileState::missing) {
    return {Verdict::missing_output, fmt::format("it did not write {}{}", suite.output.file,
                                                 printed_instead(suite, process))};
  }
  if (run.file_state == FileState::not_regular) {
    return {Verdict::missing_output,
            fmt::format("{} is not a regular file (a link or a folder), so it was not read",
                        suite.output.file)};
  }
  if (all_passed(checks)) return {Verdict::passed, ""};
  return {Verdict::wrong_answer, ""};
}

// A kind: python check, from what the harness reported for its name: believed only when
// reported exactly once (harness_channel.h). Its message is the suite's, never the
// program's words.
CheckResult python_check_result(const Check& check, const HarnessMessages& harness) {
  CheckResult result;
  auto report = harness.checks.find(check.name);
  if (report != harness.checks.end() && report->second.reports == 1 && report->second.passed) {
    result.points = check.points;
    return result;
  }
  result.outcome = CheckOutcome::failed;
  if (report == harness.checks.end()) {
    result.message = fmt::format("{} (not checked: the check stopped before it, see the "
                                 "messages below)",
                                 check.message);
  } else if (report->second.reports > 1) {
    result.message = fmt::format("{} (not believed: the grader's result for it was written "
                                 "more than once, so your program wrote one)",
                                 check.message);
  } else {
    result.message = check.message;
  }
  return result;
}

// Runs every check, then lets the suite's variants credit and explain the failures; the
// score is summed later, by withhold_unearned_points.
void score_checks(const Suite& suite, const TestCase& test, const Output& output,
                  const HarnessMessages& harness, TestResult& result) {
  Output expected = make_output(test.expected, OutputPresence::present);
  for (const Check& check : test.checks) {
    result.check_results.push_back(check.kind == CheckKind::python
                                       ? python_check_result(check, harness)
                                       : run_check(check, output, expected));
  }
  result.diagnoses = diagnose(suite, test, output, result.check_results);
}

// Sums the test's score under the rule of docs/suite-format.md "Scores", after the checks
// and the variants' credit: nothing for a run that did not complete or printed nothing,
// and nothing for shape-only checks (format, produced_output) unless a check that
// compares a value (is_comparison) earned something. Withheld checks keep their outcome
// (the report still says which lines were right) with 0 points.
void withhold_unearned_points(const TestCase& test, const Output& output, TestResult& result) {
  bool printed = (output.presence == OutputPresence::present && output.bytes > 0) ||
                 !test.python.empty();
  bool earns = ran_to_completion(result.verdict) && printed;
  bool has_value_check = false;  // one that compares a value and is worth points
  bool value_earned = false;
  for (std::size_t i = 0; i < result.check_results.size(); ++i) {
    if (!is_comparison(test.checks[i].kind) || test.checks[i].points <= 0) continue;
    has_value_check = true;
    value_earned = value_earned || result.check_results[i].points > 0;
  }
  result.score = 0;
  for (std::size_t i = 0; i < result.check_results.size(); ++i) {
    CheckResult& check = result.check_results[i];
    bool format_only = !is_comparison(test.checks[i].kind);
    if (!earns || (format_only && has_value_check && !value_earned)) check.points = 0;
    result.score += check.points;
  }
}

// A run that crashed or stopped earns nothing, so a variant's credit is not said, and
// its output explains nothing: its reason and stderr do (grade/submission_issue.h).
// Only a wrong answer is matched against the suite's deviations.
void explain_or_drop(const TestCase& test, const Output& output, TestResult& result) {
  if (!ran_to_completion(result.verdict)) {
    result.diagnoses.clear();
    return;
  }
  if (result.verdict == Verdict::wrong_answer) {
    DeviationMatch match = match_deviations(test, output, result.check_results);
    result.fits = std::move(match.fits);
    for (Slip slip : match.slips) result.slips.emplace_back(slip_row(slip).name);
    result.only_slips = match.only_slips;
  }
}

std::string excerpt(const RunOutcome& run) {
  const std::string& data = run.file_state == FileState::not_used ? run.process.stdout_data
                                                                  : run.file_data;
  std::string shown;
  for (const std::string& line : split_lines(std::string_view(data).substr(0, kExcerptBytes))) {
    shown += display_text(line) + "\n";
  }
  return shown;
}

}  // namespace

std::string stderr_tail(std::string_view stderr_data, int count) {
  std::vector<std::string> lines = split_lines(stderr_data);
  std::size_t from = lines.size() > static_cast<std::size_t>(count) ? lines.size() - count : 0;
  std::string tail;
  for (std::size_t i = from; i < lines.size(); ++i) {
    tail += clip_display(display_text(without_workspace_folder(lines[i])), 0, 200).text + "\n";
  }
  return tail;
}

TestResult unrun_result(const Suite& suite, const TestCase& test, Verdict verdict,
                        std::string reason) {
  TestResult result = base_result(suite, test);
  result.verdict = verdict;
  result.reason = std::move(reason);
  return result;
}

TestResult judge(const Suite& suite, const TestCase& test, const RunOutcome& run) {
  TestResult result = base_result(suite, test);
  result.input = run.input;
  result.wall_time = run.process.wall_time;
  result.cpu_time = run.process.cpu_time;
  if (run.process.termination != Termination::failed_to_start) {
    result.resource_control = run.process.resource_control;
  }
  result.peak_memory_bytes = run.process.peak_memory_bytes;
  HarnessMessages harness = read_harness_messages(run.process.stderr_data, run.harness_nonce);
  result.stderr_tail = stderr_tail(harness.program_stderr);
  if (auto early = early_verdict(suite, run, harness)) {
    std::tie(result.verdict, result.reason) = *early;
    return result;  // a run stopped at a limit scores 0: its output is incomplete
  }
  result.output_excerpt = excerpt(run);
  Output output = graded_output(run);
  score_checks(suite, test, output, harness, result);
  std::tie(result.verdict, result.reason) = final_verdict(suite, run, harness,
                                                          result.check_results);
  withhold_unearned_points(test, output, result);
  explain_or_drop(test, output, result);
  return result;
}

}  // namespace grader

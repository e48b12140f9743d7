#include "report/student_view.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <optional>

#include "check/check.h"
#include "common/name_table.h"
#include "grade/status.h"
#include "grade/submission_issue.h"

namespace grader {
namespace {

const HiddenReasonSentence& entry(HiddenReason reason) {
  return puzzle::row_of(kHiddenReasonTable, &HiddenReasonSentence::reason, reason);
}

// A public test that failed exactly as `test` did: same verdict, same reason, same stderr
// (traceback folders aside). Its details show the student these very words, produced
// where the program could not know a hidden input. Decides only whether the suite's
// issue may be shown in its own words (shows_submission_issue), never a test's sentence.
const TestResult* same_failure_in_public(const TestResult& test, const SuiteResult& result) {
  const std::string tail = without_folders(test.stderr_tail);
  for (const TestResult& shown : result.tests) {
    if (shows_details(shown.visibility) && shown.verdict == test.verdict &&
        shown.reason == test.reason && without_folders(shown.stderr_tail) == tail) {
      return &shown;
    }
  }
  return nullptr;
}

// The first public test with `verdict`, in suite order: chosen by the public runs alone,
// so a hidden run cannot pick which one a student is sent to.
const TestResult* first_public_with(Verdict verdict, const SuiteResult& result) {
  for (const TestResult& shown : result.tests) {
    if (shows_details(shown.visibility) && shown.verdict == verdict) return &shown;
  }
  return nullptr;
}

// The module the first public test failed to import ("" when none did).
std::string_view public_missing_module(const SuiteResult& result) {
  for (const TestResult& shown : result.tests) {
    if (shows_details(shown.visibility) && !shown.imported_module.empty()) {
      return shown.imported_module;
    }
  }
  return "";
}

HiddenVerdict missing_module_verdict(const SuiteResult& result) {
  const std::string_view module = public_missing_module(result);
  if (module.empty()) return {HiddenReason::module_withheld, ""};
  return {HiddenReason::missing_module, std::string(module)};
}

HiddenReason by_verdict(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed:
    case Verdict::wrong_answer: return HiddenReason::none;
    case Verdict::time_limit: return HiddenReason::time_limit;
    case Verdict::memory_limit: return HiddenReason::memory_limit;
    case Verdict::output_limit: return HiddenReason::output_limit;
    case Verdict::runtime_error: return HiddenReason::crashed;
    case Verdict::missing_output: return HiddenReason::missing_output;
    case Verdict::submission_error: return HiddenReason::not_loaded;
    case Verdict::grader_error: return HiddenReason::grader_error;
  }
  return HiddenReason::none;
}

std::string sentence(const HiddenVerdict& hidden) {
  return fmt::format(fmt::runtime(entry(hidden.reason).sentence), hidden.variable);
}

// "syntax error": the problem's label from its closed table, as a sentence's start.
std::string kind_of(const SubmissionIssue& issue) {
  std::string kind(label(issue.problem));
  if (!kind.empty()) kind[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(kind[0])));
  return kind;
}

// The sentence on why no test could run when its words may not be shown. A module every
// test failed on is named when a public test is among them or there are two tests or
// more: runs that each knew only their own board cannot agree on a name that says one of
// them (docs/security.md counts what a name shared by every test can still say). With a
// single hidden test the run alone chose it, and no module is named.
std::string withheld_issue(const SuiteResult& result) {
  const std::string& module = result.tests.empty() ? "" : result.tests.front().imported_module;
  const bool same_module = !module.empty() && std::all_of(result.tests.begin(), result.tests.end(),
                                                          [&](const TestResult& t) {
                                                            return t.imported_module == module;
                                                          });
  if (!same_module) {
    return sentence({HiddenReason::issue_withheld, kind_of(*result.submission_issue)});
  }
  return result.tests.size() >= 2 ? sentence({HiddenReason::missing_module, module})
                                  : sentence(missing_module_verdict(result));
}

}  // namespace

std::string_view to_string(HiddenReason reason) { return entry(reason).name; }

bool shows_details(Visibility visibility) {
  switch (visibility) {
    case Visibility::visible:
    case Visibility::after_due_date:
    case Visibility::after_published: return true;
    case Visibility::hidden: return false;
  }
  return false;
}

HiddenVerdict hidden_verdict(const TestResult& test, const SuiteResult& result) {
  if (shows_details(test.visibility)) return {};
  if (test.not_run) return {HiddenReason::not_run, ""};
  if (test.stopped_at_deadline) return {HiddenReason::stopped_at_deadline, ""};
  const HiddenReason plain = by_verdict(test.verdict);
  // The grader's own words, and limits the suite sets, need no public twin.
  switch (plain) {
    case HiddenReason::crashed:
    case HiddenReason::not_loaded: break;
    default: return {plain, ""};
  }
  if (!test.imported_module.empty()) return missing_module_verdict(result);
  if (const TestResult* twin = first_public_with(test.verdict, result)) {
    return {HiddenReason::like_public, twin->name};
  }
  return {plain, ""};
}

std::string student_reason(const TestResult& test, const SuiteResult& result) {
  if (issue_tells_why(result)) return "";  // said once, by student_issue_sentence()
  if (shows_details(test.visibility)) return test.reason;
  return sentence(hidden_verdict(test, result));
}

bool shows_submission_issue(const SuiteResult& result) {
  if (!result.submission_issue) return false;
  if (found_before_running(result.submission_issue->problem)) return true;
  const auto& tests = result.tests;
  const bool any_public = std::any_of(tests.begin(), tests.end(), [](const TestResult& test) {
    return shows_details(test.visibility);
  });
  return any_public && std::all_of(tests.begin(), tests.end(), [&](const TestResult& test) {
           return shows_details(test.visibility) || same_failure_in_public(test, result);
         });
}

std::string student_issue_sentence(const SuiteResult& result) {
  if (!result.submission_issue) return "";
  if (shows_submission_issue(result)) {
    return fmt::format("Your submission could not be run: {}.", result.submission_issue->reason);
  }
  return fmt::format("Your submission could not be run: {}.", withheld_issue(result));
}

bool any_hidden_failed(const SuiteResult& result) {
  return std::any_of(result.tests.begin(), result.tests.end(), [](const TestResult& test) {
    return !shows_details(test.visibility) && test.verdict != Verdict::passed;
  });
}

bool issue_tells_why(const SuiteResult& result) { return result.submission_issue.has_value(); }

bool stderr_shown_above(const TestResult& test, const SuiteResult& result) {
  if (!issue_tells_why(result) || test.stderr_tail.empty()) return false;
  const std::string tail = without_folders(test.stderr_tail);
  for (const TestResult& shown : result.tests) {
    if (&shown == &test) return false;
    if (shows_details(shown.visibility) && without_folders(shown.stderr_tail) == tail) return true;
  }
  return false;
}

std::string hidden_tests_note(const SuiteResult& result) {
  return any_hidden_failed(result) && !issue_tells_why(result) ? std::string(kHiddenTestsNote) : "";
}

std::string student_status_reason(const SuiteResult& result) {
  const std::optional<Verdict> verdict = telling_verdict(status_of(result));
  if (!verdict) return "";
  if (*verdict == Verdict::submission_error && result.submission_issue) {
    return shows_submission_issue(result) ? result.submission_issue->reason
                                          : withheld_issue(result);
  }
  for (const TestResult& test : result.tests) {
    if (test.verdict == *verdict) return student_reason(test, result);
  }
  return "";
}

static_assert(puzzle::covers_each_value_once(kFailedLinesTable, FailedLines::nothing_to_compare));

std::string_view to_string(FailedLines view) { return puzzle::name_of(kFailedLinesTable, view); }

FailedLines failed_lines(const TestResult& test) {
  const auto wrote = [](const CheckResult& r) { return r.actual_state == LineState::present; };
  const auto failed = [](const CheckResult& r) { return r.outcome == CheckOutcome::failed; };
  const auto& results = test.check_results;
  if (test.verdict == Verdict::missing_output) {
    const bool any_expected = std::any_of(results.begin(), results.end(), [&](const auto& r) {
      return failed(r) && !r.expected.empty();
    });
    return std::none_of(results.begin(), results.end(), wrote) && any_expected
               ? FailedLines::expected_block
               : FailedLines::each;
  }
  if (ran_to_completion(test.verdict)) return FailedLines::each;
  const bool any_failed = std::any_of(results.begin(), results.end(), failed);
  const bool failed_one_written = std::any_of(results.begin(), results.end(),
                                              [&](const auto& r) { return failed(r) && wrote(r); });
  return any_failed && !failed_one_written ? FailedLines::nothing_to_compare : FailedLines::each;
}

std::vector<std::string> expected_lines(const TestResult& test) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < test.check_results.size(); ++i) {
    const CheckResult& result = test.check_results[i];
    if (result.outcome != CheckOutcome::failed || result.expected.empty()) continue;
    // A line checked for its format only (running_time: 0.00000000) says so: the
    // reference's value there is an example, not what the program must print.
    const bool format_only = i < test.checks.size() && !is_comparison(test.checks[i].kind);
    lines.push_back(format_only ? result.expected + "   (only its format is checked)"
                                : result.expected);
  }
  return lines;
}

}  // namespace grader

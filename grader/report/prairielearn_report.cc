#include "report/prairielearn_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include <nlohmann/json.hpp>

#include "grade/points.h"
#include "grade/status.h"
#include "report/json_report.h"
#include "report/report.h"
#include "report/text_report.h"

namespace grader {
namespace {

using nlohmann::json;

constexpr std::string_view kCutNote =
    "Some test messages were shortened to keep these results within PrairieLearn's 1 MB limit.";

// What may be shown of a test, cut to `max` bytes each (npos: in full).
json test_entry(const TestResult& test, const SuiteResult& result, std::size_t max) {
  std::string message(label(test.verdict));
  if (const std::string reason = student_reason(test, result); !reason.empty()) {
    // Reasons may open with the verdict's own words ("submission error: ..."): not twice.
    const bool repeats =
        std::equal(message.begin(), message.end(), reason.begin(),
                   reason.begin() + std::min(message.size(), reason.size()),
                   [](char a, char b) { return std::tolower(a) == std::tolower(b); });
    message = repeats ? reason : message + ": " + reason;
    message[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(message[0])));
  }
  return {{"name", test.name},
          {"points", test.score},
          {"max_points", test.max_score},
          {"message", utf8_prefix(message, max)},
          {"output", utf8_prefix(test_details(test, result, Color::off), max)}};
}

json bonus_entry(const TotalTimeBonus& bonus) {
  return {{"name", "Total time bonus"},
          {"points", bonus.points},
          {"max_points", bonus.max_points},
          {"message", std::string(bonus_sentence(bonus))},
          {"output", ""}};
}

// Whether PrairieLearn grades the attempt (and counts it). Not for the grader's own
// problem, nor for what is found before anything runs. A problem seen by running the
// program (a syntax error, a missing function, the same crash on every test) is graded
// 0 and counted: whether a program stops so can depend on the hidden tests' inputs, and
// an attempt left uncounted would let a program learn about them without limit, one bit
// an attempt (docs/security.md "What is left").
bool is_gradable(const SuiteResult& result, GradingStatus status) {
  switch (status) {
    case GradingStatus::graded:
    case GradingStatus::timed_out: return true;
    case GradingStatus::submission_error:
      return !(result.submission_issue && found_before_running(result.submission_issue->problem));
    case GradingStatus::no_submission:
    case GradingStatus::wrong_file_name:
    case GradingStatus::grader_error: return false;
  }
  return false;
}

// The top-level message: why there is no grade when there is none, else the count and
// the explanation of the student's numbers (said once, as in every format).
std::string summary(const SuiteResult& result, GradingStatus status) {
  std::size_t passed = 0;
  for (const TestResult& test : result.tests) passed += test.verdict == Verdict::passed;
  std::string count = fmt::format("{} of {} tests passed.", passed, result.tests.size());
  if (status == GradingStatus::grader_error) {
    return grader_error_note(result) + " This attempt was not counted: please submit again later.";
  }
  if (status == GradingStatus::no_submission || status == GradingStatus::wrong_file_name ||
      status == GradingStatus::submission_error) {
    std::string why = result.submission_issue
                          ? student_issue_sentence(result)
                          : fmt::format("{}: {}.", label(status), student_status_reason(result));
    return why + (is_gradable(result, status)
                      ? " Fix this and submit again."
                      : " Fix this and submit again: this attempt was not counted.");
  }
  if (const std::string note = hidden_tests_note(result); !note.empty()) count += " " + note;
  for (const std::string& paragraph : explanation_paragraphs(result)) count += "\n\n" + paragraph;
  return count;
}

json results_json(const SuiteResult& result, std::size_t max) {
  const GradingStatus status = status_of(result);
  json tests = json::array();
  for (const TestResult& test : result.tests) tests.push_back(test_entry(test, result, max));
  if (result.bonus.max_points > 0) tests.push_back(bonus_entry(result.bonus));
  const bool gradable = is_gradable(result, status);
  json out = {{"gradable", gradable},
              {"score", points_share(result.score(), result.max_score())},
              {"message", summary(result, status)},
              {"tests", tests}};
  if (!gradable && status != GradingStatus::grader_error) {
    out["format_errors"] = json::array({out["message"]});
  }
  return out;
}

}  // namespace

std::string prairielearn_report(const SuiteResult& result) {
  std::string full = dump_json(results_json(result, std::string::npos));
  if (full.size() <= kPrairieLearnMaxBytes) return full;
  for (std::size_t max : {4096u, 1024u, 256u, 0u}) {
    json cut = results_json(result, max);
    cut["message"] = cut["message"].get<std::string>() + "\n" + std::string(kCutNote);
    std::string text = dump_json(cut);
    if (text.size() <= kPrairieLearnMaxBytes || max == 0) return text;
  }
  return full;  // unreachable: the loop returns at max == 0
}

}  // namespace grader

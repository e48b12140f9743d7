#include "report/github_classroom_report.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "grade/points.h"
#include "grade/status.h"
#include "report/report.h"
#include "report/text_report.h"

namespace grader {
namespace {

using nlohmann::json;

// How much of each test the result holds, from most to least: the first that fits
// kGithubClassroomMaxJsonBytes is used.
enum class Detail {
  full,         // every test with its message and test_code
  scores_only,  // every test with its verdict as the message
  grouped,      // consecutive tests summed into at most kGithubClassroomMaxGroups entries
};

// The reporter's three test statuses: "error" is kept for the grader's own problems,
// which are never the student's fault.
std::string_view test_status(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed: return "pass";
    case Verdict::grader_error: return "error";
    default: return "fail";
  }
}

std::string_view suite_status(const SuiteResult& result) {
  if (status_of(result) == GradingStatus::grader_error) return "error";
  return result.all_passed() ? "pass" : "fail";
}

// The reporter has no suite-level message, so the explanation (said once per suite) goes
// with the first test it explains.
bool is_first_explained(const TestResult& test, const SuiteResult& result) {
  if (result.explanations.empty()) return false;
  const std::vector<std::string>& tests = result.explanations.front().tests;
  return !tests.empty() && tests.front() == test.name;
}

// Whether `test` is the first hidden test that failed: it says, for all of them, that
// hidden tests show no data.
bool is_first_failed_hidden(const TestResult& test, const SuiteResult& result) {
  for (const TestResult& t : result.tests) {
    if (!shows_details(t.visibility) && t.verdict != Verdict::passed) return &t == &test;
  }
  return false;
}

// Nor for the submission issue: it goes with the first test, and no test repeats it.
std::string message(const TestResult& test, const SuiteResult& result) {
  std::string details = test_details(test, result, Color::off);
  std::string text(label(test.verdict));
  if (issue_tells_why(result) && &test == &result.tests.front()) {
    text += '\n';
    text += student_issue_sentence(result);
  }
  if (const std::string note = hidden_tests_note(result);
      !note.empty() && is_first_failed_hidden(test, result)) {
    text += '\n';
    text += note;
  }
  if (!details.empty()) text += "\n" + details;
  if (is_first_explained(test, result)) {
    for (const std::string& paragraph : explanation_paragraphs(result)) text += "\n" + paragraph;
  }
  return utf8_prefix(text, kGithubClassroomMaxMessageBytes);
}

json test_entry(const TestResult& test, const SuiteResult& result, Detail detail) {
  bool full = detail == Detail::full;
  return {{"name", test.name},
          {"status", test_status(test.verdict)},
          {"score", test.score},
          {"message", full ? message(test, result) : std::string(label(test.verdict))},
          {"line_no", 0},  // the reporter prints "- line N" unless this is 0
          {"test_code", full && shows_details(test.visibility) ? test.input : ""}};
}

json bonus_entry(const TotalTimeBonus& bonus) {
  bool earned = bonus.points >= bonus.max_points;
  return {{"name", "Total time bonus"},
          {"status", earned ? "pass" : "fail"},
          {"score", bonus.points},
          {"message", std::string(bonus_sentence(bonus))},
          {"line_no", 0},
          {"test_code", ""}};
}

// The tests [first, last) as one entry: the sums of their scores and maximum scores
// (so the points add up as before), and how many passed. Only verdicts and points, so a
// hidden test shows nothing more than on its own line.
json group_entry(const std::vector<TestResult>& tests, std::size_t first, std::size_t last) {
  std::vector<double> scores;
  std::vector<double> max_scores;
  std::size_t passed = 0;
  bool grader_error = false;
  for (std::size_t i = first; i < last; ++i) {
    scores.push_back(tests[i].score);
    max_scores.push_back(tests[i].max_score);
    passed += tests[i].verdict == Verdict::passed;
    grader_error = grader_error || tests[i].verdict == Verdict::grader_error;
  }
  std::size_t count = last - first;
  std::string status = grader_error ? "error" : (passed == count ? "pass" : "fail");
  std::string name = "Tests " + std::to_string(first + 1) + " to " + std::to_string(last) + " (" +
                     utf8_prefix(tests[first].name, kGithubClassroomMaxGroupNameBytes) + " to " +
                     utf8_prefix(tests[last - 1].name, kGithubClassroomMaxGroupNameBytes) + ")";
  std::string message = std::to_string(passed) + " of these " + std::to_string(count) +
                        " tests passed. There are too many tests to list one by one here, so "
                        "they are grouped; the run's Summary lists every test.";
  return {{"name", name},
          {"status", status},
          {"score", sum_points(scores)},
          {"max_score", sum_points(max_scores)},
          {"message", message},
          {"line_no", 0},
          {"test_code", ""}};
}

// The reporter adds the entries' scores as doubles, one by one: rewritten so that its
// total is the decimal one (grade/points.h scores_summing_exactly).
json with_exact_running_sum(json tests) {
  std::vector<std::int64_t> hundredths;
  for (const json& test : tests) hundredths.push_back(to_hundredths(test["score"].get<double>()));
  const std::vector<double> scores = scores_summing_exactly(hundredths);
  for (std::size_t i = 0; i < scores.size(); ++i) tests[i]["score"] = scores[i];
  return tests;
}

json test_entries(const SuiteResult& result, Detail detail) {
  json tests = json::array();
  if (detail == Detail::grouped) {
    std::size_t count = result.tests.size();
    std::size_t size = (count + kGithubClassroomMaxGroups - 1) / kGithubClassroomMaxGroups;
    for (std::size_t first = 0; first < count; first += size) {
      tests.push_back(group_entry(result.tests, first, std::min(first + size, count)));
    }
  } else {
    for (const TestResult& test : result.tests) {
      tests.push_back(test_entry(test, result, detail));
    }
  }
  if (result.bonus.max_points > 0) tests.push_back(bonus_entry(result.bonus));
  return with_exact_running_sum(std::move(tests));
}

std::string result_json(const SuiteResult& result, Detail detail) {
  return json{{"version", 1},
              {"status", suite_status(result)},
              {"max_score", result.max_score()},
              {"tests", test_entries(result, detail)}}
      .dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace

std::string github_classroom_json(const SuiteResult& result) {
  for (Detail detail : {Detail::full, Detail::scores_only}) {
    std::string text = result_json(result, detail);
    if (text.size() <= kGithubClassroomMaxJsonBytes) return text;
  }
  return result_json(result, Detail::grouped);
}

std::string github_classroom_report(const SuiteResult& result) {
  return base64_encode(github_classroom_json(result)) + "\n";
}

std::string base64_encode(std::string_view bytes) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    std::size_t left = bytes.size() - i;
    unsigned int group = static_cast<unsigned char>(bytes[i]) << 16;
    if (left > 1) group |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    if (left > 2) group |= static_cast<unsigned char>(bytes[i + 2]);
    out += kAlphabet[(group >> 18) & 63];
    out += kAlphabet[(group >> 12) & 63];
    out += left > 1 ? kAlphabet[(group >> 6) & 63] : '=';
    out += left > 2 ? kAlphabet[group & 63] : '=';
  }
  return out;
}

}  // namespace grader

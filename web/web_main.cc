// The page's one entry point into the grader: puzzle_web_grade() grades a submission
// already written to the module's file system against a suite or assignment manifest
// there, exactly as `puzzle-grader run` does (grade_assignment, the text and JSON
// reports), with the runs handed to the page (web_runner.h).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <emscripten.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "grade/assignment_grader.h"
#include "report/render.h"
#include "report/report.h"
#include "report/text_report.h"
#include "web_environment.h"
#include "web_runner.h"

namespace grader::web {
namespace {

// Tells the page (Module.puzzleProgress, page/grader_page.js) how grading goes: first
// {tests: [names]}, then {done, verdict} as each test ends.
// clang-format off
EM_JS(void, puzzle_page_progress, (const char* json), {
  if (Module.puzzleProgress) Module.puzzleProgress(JSON.parse(UTF8ToString(json)));
});
// clang-format on

void tell_page(const nlohmann::json& progress) { puzzle_page_progress(progress.dump().c_str()); }

std::string prefixed(const AssignmentPart& part, const std::string& test) {
  return part.name.empty() ? test : fmt::format("{}: {}", part.name, test);
}

// Each test's name as the report gives it, and its time limit, in the order tests run.
std::vector<std::pair<std::string, std::chrono::milliseconds>> tests_in_order(
    const Assignment& assignment, const GradeOptions& options) {
  std::vector<std::pair<std::string, std::chrono::milliseconds>> tests;
  for (const AssignmentPart& part : assignment.parts) {
    for (const TestCase& test : part.suite.tests) {
      tests.emplace_back(prefixed(part, test.name), test_time_limit(part.suite, test, options));
    }
  }
  return tests;
}

std::string seconds(std::chrono::milliseconds ms) {
  return fmt::format("{:g} s", static_cast<double>(ms.count()) / 1000.0);
}

// The page's own words where the course's grader's would not be true here:
// - a test stopped on a module the page lacks (kPageLacks) is not the grader's set-up
//   to report to the instructor: its reason is what the page lacks (the page says once
//   where to check instead);
// - a browser measures no computing time: the time limit is clock time here, said so.
// Returns whether every grader_error is the page's lack.
bool say_what_the_page_measured(
    SuiteResult& result,
    const std::vector<std::pair<std::string, std::chrono::milliseconds>>& limits) {
  bool only_lacks = true;
  for (TestResult& test : result.tests) {
    if (test.verdict == Verdict::grader_error) {
      const std::size_t at = test.reason.find(kPageLacks);
      const std::size_t end = test.reason.find(')', at);
      if (at == std::string::npos || end == std::string::npos) {
        only_lacks = false;
        continue;
      }
      test.reason = test.reason.substr(at, end - at);  // the way out is said once (page)
    }
    if (test.verdict == Verdict::time_limit && !test.not_run && !test.stopped_at_deadline) {
      const auto limit = std::find_if(limits.begin(), limits.end(),
                                      [&](const auto& named) { return named.first == test.name; });
      if (limit == limits.end()) continue;
      test.reason = fmt::format("it was still running when its time limit of {} was up (this "
                                "page measures time on the clock; the course's grader counts "
                                "only computing time)",
                                seconds(limit->second));
    }
  }
  return only_lacks;
}

// The text report without its note that a grader_error is the grader's set-up, for the
// instructor (report.h grader_error_note), when every such test is the page's lack.
std::string without_grader_error_note(std::string text) {
  const std::size_t at = text.find(" could not be run because of a problem with the grader");
  const std::size_t line = at == std::string::npos ? at : text.rfind('\n', at);
  const std::string last = "not a judgement of your work.\n";
  const std::size_t end = line == std::string::npos ? line : text.find(last, line);
  if (end == std::string::npos) return text;
  return text.erase(line + 1, end + last.size() - line - 1);
}

char* copy_out(const std::string& text) {
  char* memory = static_cast<char*>(std::malloc(text.size() + 1));
  std::memcpy(memory, text.c_str(), text.size() + 1);
  return memory;
}

nlohmann::json grade(const char* suite_path, const char* submission_path, double time_limit_s) {
  auto assignment = load_assignment(suite_path);
  if (!assignment) {
    std::string errors;
    for (const SuiteError& error : assignment.error()) errors += error.to_string() + "\n";
    return {{"error", errors}};
  }
  WebProcessRunner runner;
  auto environment = make_web_environment();
  GradeOptions options;
  options.jobs = 1;  // one Python worker; and no threads in this build
  options.isolation = Isolation::rlimits;
  if (time_limit_s > 0) {
    options.time_limit = std::chrono::milliseconds(std::llround(time_limit_s * 1000));
  }
  const auto tests = tests_in_order(*assignment, options);
  nlohmann::json names = nlohmann::json::array();
  for (const auto& test : tests) names.push_back(test.first);
  tell_page({{"tests", names}});
  int done = 0;
  options.test_finished = [&](const TestResult& test) {
    ++done;
    tell_page({{"done", done}, {"verdict", std::string(label(test.verdict))}});
  };
  SuiteResult result = grade_assignment(*assignment, submission_path, options, runner,
                                        *environment);
  const bool only_lacks = say_what_the_page_measured(result, tests);
  nlohmann::json json = nlohmann::json::parse(
      render_report(result, ReportFormat::json, Color::off));
  std::string text = text_report(result, Color::off, TextDetail::student);
  if (only_lacks) {
    json["grader_error_note"] = "";
    text = without_grader_error_note(text);
  }
  return {{"text", text},
          {"explanation_paragraphs", explanation_paragraphs(result)},
          {"json", json.dump()},
          {"all_passed", result.all_passed()},
          {"page_lacks", runner.page_lacks()},
          {"undeclared_missing", runner.undeclared_missing()}};
}

}  // namespace
}  // namespace grader::web

// Returns {"text", "json", "all_passed", "explanation_paragraphs", "page_lacks",
// "undeclared_missing"} (web_runner.h) or {"error"}, as JSON in memory the caller frees.
// time_limit_s > 0 replaces every test's limit (`puzzle-grader run --time-limit`).
// Anything thrown (the grader cannot continue) comes back as {"error"}.
extern "C" EMSCRIPTEN_KEEPALIVE char* puzzle_web_grade(const char* suite_path,
                                                       const char* submission_path,
                                                       double time_limit_s) {
  nlohmann::json answer;
  try {
    answer = grader::web::grade(suite_path, submission_path, time_limit_s);
  } catch (const std::exception& e) {
    answer = {{"error", fmt::format("the grader cannot continue: {}", e.what())}};
  }
  return grader::web::copy_out(answer.dump());
}

// The page's one entry point into the grader: puzzle_web_grade() grades a submission
// already written to the module's file system against a suite or assignment manifest
// there, exactly as `puzzle-grader run` does (grade_assignment, the text and JSON
// reports), with the runs handed to the page (web_runner.h).
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <emscripten.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "grade/assignment_grader.h"
#include "report/render.h"
#include "report/text_report.h"
#include "web_environment.h"
#include "web_runner.h"

namespace grader::web {
namespace {

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
  const SuiteResult result = grade_assignment(*assignment, submission_path, options, runner,
                                              *environment);
  return {{"text", text_report(result, Color::off, TextDetail::student)},
          {"json", render_report(result, ReportFormat::json, Color::off)},
          {"all_passed", result.all_passed()}};
}

}  // namespace
}  // namespace grader::web

// Returns {"text", "json", "all_passed"} or {"error"}, as JSON in memory the caller frees.
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

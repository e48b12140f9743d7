// A hand-built SuiteResult shared by the report tests: one passed test, one wrong
// answer on line 3, one hidden wrong answer whose data must never show, one crash.
#pragma once

#include "grade/result.h"

namespace grader::testing {

inline Check exact_line(int line, double points) {
  Check check;
  check.kind = CheckKind::exact;
  check.lines = {LineSelector::single, line, line};
  check.points = points;
  return check;
}

inline CheckResult line_failure(int line, std::string expected, std::string actual, int column) {
  CheckResult result;
  result.outcome = CheckOutcome::failed;
  result.line = line;
  result.actual_state = LineState::present;
  result.expected = std::move(expected);
  result.actual = std::move(actual);
  result.column = column;
  result.message = "the line differs from the expected one";
  return result;
}

inline TestResult test_result(std::string name, Verdict verdict, double score) {
  TestResult test;
  test.name = std::move(name);
  test.verdict = verdict;
  test.score = score;
  test.max_score = 1.5;
  test.checks = {exact_line(1, 0.75), exact_line(3, 0.75)};
  CheckResult passed;
  passed.points = 0.75;
  test.check_results = {passed, passed};
  test.wall_time = std::chrono::milliseconds(1250);
  test.cpu_time = std::chrono::milliseconds(1100);
  test.peak_memory_bytes = 10 << 20;
  test.input = "python3 driver.py bfs 1,2,5,3,4,0,6,7,8";
  return test;
}

inline SuiteResult sample_result() {
  SuiteResult result;
  result.suite_name = "driver-public";
  result.wall_time = std::chrono::milliseconds(4000);
  result.tests.push_back(test_result("bfs-a", Verdict::passed, 1.5));
  TestResult wrong = test_result("dfs-a", Verdict::wrong_answer, 0.75);
  wrong.check_results[1] = line_failure(3, "nodes_expanded: 10", "nodes_expanded: 12 <&>", 18);
  result.tests.push_back(wrong);
  TestResult hidden = test_result("secret", Verdict::wrong_answer, 0.75);
  hidden.visibility = Visibility::hidden;
  hidden.input = "python3 driver.py ast SECRET-BOARD";
  hidden.check_results[1] = line_failure(3, "SECRET-EXPECTED", "SECRET-ACTUAL", 1);
  result.tests.push_back(hidden);
  TestResult crash = test_result("crash", Verdict::runtime_error, 0);
  crash.visibility = Visibility::after_due_date;
  crash.reason = "it exited with code 1";
  crash.stderr_tail = "Traceback (most recent call last):\nZeroDivisionError: division by zero\n";
  crash.check_results = {line_failure(1, "a", "", 0), line_failure(3, "b", "", 0)};
  result.tests.push_back(crash);
  return result;
}

// The sample result, explained by two deviations on dfs-a and the hidden test.
inline SuiteResult explained_result() {
  SuiteResult result = sample_result();
  Explanation explanation;
  explanation.deviations = {{"ties-smaller-g", "tie-break", "Your A* breaks ties by the smaller g.",
                             "The assignment breaks them by insertion order."},
                            {"counts-blank", "heuristic", "Your distance counts the blank.",
                             "The assignment counts only the tiles."}};
  explanation.tests = {"dfs-a", "secret"};
  result.explanations = {explanation};
  return result;
}

}  // namespace grader::testing

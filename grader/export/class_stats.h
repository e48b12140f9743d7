// Figures over a class's results, shared by summary.json and the HTML class report.
// Students without a grade (grader_error) are left out of every figure; a 0 for no
// submission is a grade and counts.
#pragma once

#include <string>
#include <vector>

#include "export/class_results.h"

namespace grader {

struct TestStats {
  std::string name;
  Visibility visibility = Visibility::visible;
  int graded = 0;  // students with a result for this test
  int passed = 0;
  double mean_score = 0;
  double max_score = 0;
  double pass_rate() const { return graded == 0 ? 0 : static_cast<double>(passed) / graded; }
};

// In test order (test_names()).
std::vector<TestStats> test_stats(const std::vector<StudentResult>& students);

// One wrong value printed by `count` students at one check of one test.
struct WrongValue {
  std::string test;
  int check = 0;               // 0-based index into the test's checks
  std::string where;           // e.g. "line 3 (integer)"
  std::string expected;
  std::string actual;          // "(missing)" when the line was not printed
  int count = 0;
  std::vector<std::string> variants;  // the known variants that print this value
};

// For each failed check, its `per_check` most common wrong actual values (ties: the
// value first seen), most frequent checks first. Limit verdicts are not counted: their
// output is incomplete.
std::vector<WrongValue> common_wrong_values(const std::vector<StudentResult>& students,
                                            int per_check);

// The middle value (mean of the two middle ones); 0 for none.
double median(std::vector<double> values);

// Seconds spent grading each graded student.
std::vector<double> grading_seconds(const std::vector<StudentResult>& students);

}  // namespace grader

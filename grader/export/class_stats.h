// Figures over a class's results, shared by summary.json and the HTML class report.
// Scores and pass rates count only the students whose program was graded
// (GradingStatus::graded, counted_in_figures): an empty folder, a misnamed file or a
// program that could not run gets its 0 in the gradebook, but is listed by its status
// rather than lowering every test's pass rate.
#pragma once

#include <string>
#include <vector>

#include "export/class_results.h"

namespace grader {

// Whether the student's result counts in the class's scores and pass rates.
bool counted_in_figures(const StudentResult& student);

struct TestStats {
  std::string name;
  Visibility visibility = Visibility::visible;
  int graded = 0;  // students counted_in_figures with a result for this test
  int passed = 0;
  double mean_score = 0;
  double max_score = 0;
  double pass_rate() const { return graded == 0 ? 0 : static_cast<double>(passed) / graded; }
};

// In test order (test_names()).
std::vector<TestStats> test_stats(const std::vector<StudentResult>& students);

// Students whose numbers the same deviations explain (SuiteResult::explanations): the
// alternatives named (one, or several on a tie) and who they are.
struct ExplanationGroup {
  std::vector<Explanation> explanations;  // as the group's first student got them
  std::vector<std::string> students;      // in the order given
};

// The graded students grouped by their explanations (compared by deviation names), the
// largest group first (ties: the group first seen). Students without one are left out.
std::vector<ExplanationGroup> explanation_groups(const std::vector<StudentResult>& students);

// Graded students with a wrong answer that no explanation fits.
std::vector<std::string> unexplained_students(const std::vector<StudentResult>& students);

// The middle value (mean of the two middle ones); 0 for none.
double median(std::vector<double> values);

// Seconds spent grading each graded student.
std::vector<double> grading_seconds(const std::vector<StudentResult>& students);

}  // namespace grader

#include "report/gradescope_report.h"

#include <fmt/format.h>

#include "report/json_report.h"
#include "report/report.h"
#include "report/text_report.h"

namespace grader {
namespace {

using nlohmann::json;

// Hidden tests stay listed so students see their name and score; their details are
// withheld by test_details(), not by Gradescope.
std::string_view gradescope_visibility(Visibility visibility) {
  switch (visibility) {
    case Visibility::visible: case Visibility::hidden: return "visible";
    case Visibility::after_due_date: return "after_due_date";
    case Visibility::after_published: return "after_published";
  }
  return "visible";
}

json test_entry(const TestResult& test) {
  std::string output = fmt::format("{}  ({:.2f} s CPU, {:.2f} s wall)\n{}", label(test.verdict),
                                   static_cast<double>(test.cpu_time.count()) / 1000.0,
                                   static_cast<double>(test.wall_time.count()) / 1000.0,
                                   test_details(test, Color::off));
  return {{"name", test.name},
          {"score", test.score},
          {"max_score", test.max_score},
          {"status", test.verdict == Verdict::passed ? "passed" : "failed"},
          {"output", output},
          {"visibility", gradescope_visibility(test.visibility)}};
}

json bonus_entry(const TotalTimeBonus& bonus) {
  bool earned = bonus.points >= bonus.max_points;
  return {{"name", "Total time bonus"},
          {"score", bonus.points},
          {"max_score", bonus.max_points},
          {"status", earned ? "passed" : "failed"},
          {"output", earned ? "Every test finished within the suite's total time limit."
                            : "Not every test finished within the suite's total time limit."},
          {"visibility", "visible"}};
}

}  // namespace

std::string gradescope_report(const SuiteResult& result) {
  json tests = json::array();
  std::size_t passed = 0;
  for (const TestResult& test : result.tests) {
    tests.push_back(test_entry(test));
    passed += test.verdict == Verdict::passed;
  }
  if (result.bonus.max_points > 0) tests.push_back(bonus_entry(result.bonus));
  std::string summary = fmt::format("{} of {} tests passed.", passed, result.tests.size());
  return dump_json({{"score", result.score()},
                    {"execution_time", result.wall_time.count() / 1000.0},
                    {"output", summary},
                    {"output_format", "text"},
                    {"test_output_format", "text"},
                    {"tests", tests}});
}

}  // namespace grader

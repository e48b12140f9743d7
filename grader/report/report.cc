#include "report/report.h"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>

namespace grader {

std::string utf8_prefix(const std::string& text, std::size_t max) {
  if (text.size() <= max) return text;
  std::size_t end = max;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return text.substr(0, end) + "...";
}

std::string format_points(double points) {
  return fmt::format("{:g}", std::round(points * 100) / 100);
}

std::string check_terms(const Check& check) {
  const std::string points = fmt::format("{} point{}", format_points(check.points),
                                         check.points == 1 ? "" : "s");
  if (!traits(check.kind).takes_lines) return points;
  std::string kind(to_string(check.kind));
  std::replace(kind.begin(), kind.end(), '_', ' ');
  return fmt::format("{}, {}", kind, points);
}

std::string grader_error_note(const SuiteResult& result) {
  const auto count =
      std::count_if(result.tests.begin(), result.tests.end(),
                    [](const TestResult& t) { return t.verdict == Verdict::grader_error; });
  if (count == 0) return "";
  return fmt::format("{} {} could not be run because of a problem with the grader, not with "
                     "your program. Please tell your instructor; the points of {} are not a "
                     "judgement of your work.",
                     count, count == 1 ? "test" : "tests",
                     count == 1 ? "that test" : "those tests");
}

namespace {

constexpr std::size_t kTestsNamed = 8;

// "t1, t2 and t3"; past kTestsNamed, "t1, ..., t8 and 4 more".
std::string test_list(const std::vector<std::string>& tests) {
  std::vector<std::string> shown(tests.begin(),
                                 tests.begin() + std::min(tests.size(), kTestsNamed));
  if (tests.size() > kTestsNamed)
    shown.push_back(fmt::format("{} more", tests.size() - kTestsNamed));
  std::string text;
  for (std::size_t i = 0; i < shown.size(); ++i) {
    text += (i == 0 ? "" : (i + 1 == shown.size() ? " and " : ", ")) + shown[i];
  }
  return text;
}

std::string paragraph(const Explanation& explanation, std::string_view prefix) {
  std::string text(prefix);
  for (const Deviation& deviation : explanation.deviations) {
    text += deviation.yours + " " + deviation.assignment + " ";
  }
  const std::size_t count = explanation.tests.size();
  text += fmt::format("{} what your program printed on {} {}: {}.",
                      explanation.deviations.size() > 1 ? "Together, these differences give exactly"
                                                        : "This difference gives exactly",
                      count, count == 1 ? "test" : "tests", test_list(explanation.tests));
  return text;
}

}  // namespace

std::vector<std::string> explanation_paragraphs(const SuiteResult& result) {
  const std::vector<Explanation>& explanations = result.explanations;
  if (explanations.empty()) return {};
  if (explanations.size() == 1) {
    return {"Why some of your numbers differ:", paragraph(explanations[0], "")};
  }
  std::vector<std::string> paragraphs = {"Why some of your numbers differ:",
                                         fmt::format("{} explanations fit them equally well.",
                                                     explanations.size())};
  for (std::size_t i = 0; i < explanations.size(); ++i) {
    paragraphs.push_back(paragraph(explanations[i], i == 0 ? "Either: " : "Or: "));
  }
  return paragraphs;
}

}  // namespace grader

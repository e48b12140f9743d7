#include "report/junit_report.h"

#include <fmt/format.h>

#include "check/text.h"
#include "report/report.h"
#include "report/text_report.h"
#include "report/untrusted_text.h"

namespace grader {
namespace {

std::string seconds(std::chrono::milliseconds ms) {
  return fmt::format("{:.3f}", static_cast<double>(ms.count()) / 1000.0);
}

std::string failure_element(const TestResult& test) {
  std::string message = std::string(label(test.verdict)) +
                        (test.reason.empty() ? "" : ": " + test.reason);
  // Instructor format: show details even for hidden tests.
  TestResult shown = test;
  shown.visibility = Visibility::visible;
  return fmt::format("      <failure type=\"{}\" message=\"{}\">{}</failure>\n",
                     to_string(test.verdict), html_escape(message),
                     html_escape(test_details(shown, SuiteResult{}, Color::off)));
}

// A passed test can still carry a diagnosis (a variant with credit: accepted).
std::string passed_output(const TestResult& test) {
  std::string text;
  for (const Diagnosis& diagnosis : test.diagnoses) text += diagnosis.message + "\n";
  return fmt::format("      <system-out>{}</system-out>\n", html_escape(text));
}

std::string testcase(const std::string& suite, const TestResult& test) {
  std::string head = fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{}\"",
                                 html_escape(suite), html_escape(test.name),
                                 seconds(test.wall_time));
  if (test.verdict == Verdict::passed && test.diagnoses.empty()) return head + "/>\n";
  if (test.verdict == Verdict::passed)
    return head + ">\n" + passed_output(test) + "    </testcase>\n";
  return head + ">\n" + failure_element(test) + "    </testcase>\n";
}

}  // namespace

std::string junit_report(const SuiteResult& result) {
  std::size_t failures = 0;
  std::string cases;
  for (const TestResult& test : result.tests) {
    failures += test.verdict != Verdict::passed;
    cases += testcase(result.suite_name, test);
  }
  std::string attributes = fmt::format("name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" "
                                       "time=\"{}\"",
                                       html_escape(result.suite_name), result.tests.size(),
                                       failures, seconds(result.wall_time));
  std::string properties = fmt::format(
      "    <properties>\n      <property name=\"sandbox\" value=\"{}\"/>\n    </properties>\n",
      to_string(result.isolation));
  return fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites {0}>\n"
                     "  <testsuite {0}>\n{1}{2}  </testsuite>\n</testsuites>\n",
                     attributes, properties, cases);
}

}  // namespace grader

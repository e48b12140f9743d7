#include "report/junit_report.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "check/text.h"
#include "report/report.h"
#include "report/text_report.h"
#include "report/untrusted_text.h"

namespace grader {
namespace {

// html_escape() (valid UTF-8, no control character but \n, markup escaped), then every
// code point that XML 1.0 still forbids (its Char production: U+FFFE, U+FFFF) as a
// visible \uXXXX like display_text()'s, so the document is well-formed for any bytes.
std::string xml_text(std::string_view text) {
  std::string out;
  for (char c : html_escape(text)) {
    out += c;
    // U+FFFE and U+FFFF are EF BF BE and EF BF BF in UTF-8; nothing else display_text()
    // keeps is outside Char (it escapes C0 but \t and \n, C1, and invalid UTF-8).
    const std::size_t n = out.size();
    if (n >= 3 && out.compare(n - 3, 2, "\xEF\xBF") == 0 &&
        (out[n - 1] == '\xBE' || out[n - 1] == '\xBF')) {
      const bool ffff = out[n - 1] == '\xBF';
      out.resize(n - 3);
      out += ffff ? "\\uffff" : "\\ufffe";
    }
  }
  return out;
}

std::string seconds(std::chrono::milliseconds ms) {
  return fmt::format("{:.3f}", static_cast<double>(ms.count()) / 1000.0);
}

// JUnit's two kinds of unsuccessful test: a <failure> is a wrong answer (the program ran
// and said something else), an <error> is a program that did not get to answer (it
// crashed, ran out of time, memory or output, or could not start).
std::string_view element_of(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed:
    case Verdict::wrong_answer:
    case Verdict::missing_output: return "failure";
    case Verdict::time_limit:
    case Verdict::memory_limit:
    case Verdict::output_limit:
    case Verdict::runtime_error:
    case Verdict::submission_error:
    case Verdict::grader_error: return "error";
  }
  return "error";
}

std::string failure_element(const TestResult& test) {
  std::string message = std::string(label(test.verdict)) +
                        (test.reason.empty() ? "" : ": " + test.reason);
  // Instructor format: show details even for hidden tests.
  TestResult shown = test;
  shown.visibility = Visibility::visible;
  const std::string_view element = element_of(test.verdict);
  return fmt::format("      <{0} type=\"{1}\" message=\"{2}\">{3}</{0}>\n", element,
                     to_string(test.verdict), xml_text(message),
                     xml_text(test_details(shown, SuiteResult{}, Color::off)));
}

// A passed test can still carry a diagnosis (a variant with credit: accepted).
std::string passed_output(const TestResult& test) {
  std::string text;
  for (const Diagnosis& diagnosis : test.diagnoses) text += diagnosis.message + "\n";
  return fmt::format("      <system-out>{}</system-out>\n", xml_text(text));
}

// A test never started (the run's --deadline came first) is JUnit's <skipped>: it says
// nothing about the program, unlike an <error>. The reason is its text: the JUnit 5
// schema Jenkins validates against gives <skipped> no `message` attribute.
std::string skipped_element(const TestResult& test) {
  return fmt::format("      <skipped>{}</skipped>\n",
                     xml_text(test.reason.empty() ? std::string("it was not run") : test.reason));
}

std::string testcase(const std::string& suite, const TestResult& test) {
  std::string head = fmt::format("    <testcase classname=\"{}\" name=\"{}\" time=\"{}\"",
                                 xml_text(suite), xml_text(test.name), seconds(test.wall_time));
  if (test.not_run) return head + ">\n" + skipped_element(test) + "    </testcase>\n";
  if (test.verdict == Verdict::passed && test.diagnoses.empty()) return head + "/>\n";
  if (test.verdict == Verdict::passed)
    return head + ">\n" + passed_output(test) + "    </testcase>\n";
  return head + ">\n" + failure_element(test) + "    </testcase>\n";
}

// What the whole submission's tests share, said once for the suite in its <system-out>
// (JUnit's schema puts it after the testcases): why the submission could not run, in the
// grader's own words (an instructor's format, as the JSON's submission_problem), and why
// its numbers differ. Empty when there is neither.
std::string suite_output(const SuiteResult& result) {
  std::vector<std::string> paragraphs;
  if (result.submission_issue) {
    paragraphs.push_back(
        fmt::format("The submission could not be run: {}.", result.submission_issue->reason));
  }
  std::vector<std::string> explanation = explanation_paragraphs(result);
  if (!explanation.empty()) paragraphs.push_back(fmt::format("{}", fmt::join(explanation, "\n")));
  if (paragraphs.empty()) return "";
  return fmt::format("    <system-out>{}</system-out>\n",
                     xml_text(fmt::format("{}\n", fmt::join(paragraphs, "\n\n"))));
}

}  // namespace

std::string junit_report(const SuiteResult& result) {
  std::size_t failures = 0;
  std::size_t errors = 0;
  std::size_t skipped = 0;
  std::string cases;
  for (const TestResult& test : result.tests) {
    if (test.not_run) {
      ++skipped;
    } else if (test.verdict != Verdict::passed) {
      (element_of(test.verdict) == "error" ? errors : failures) += 1;
    }
    cases += testcase(result.suite_name, test);
  }
  std::string attributes = fmt::format("name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" "
                                       "time=\"{}\"",
                                       xml_text(result.suite_name), result.tests.size(), failures,
                                       errors, seconds(result.wall_time));
  // skipped= belongs to <testsuite> only in JUnit's schema (as pytest writes it).
  const std::string suite_attributes = fmt::format("{} skipped=\"{}\"", attributes, skipped);
  std::string properties = fmt::format(
      "    <properties>\n      <property name=\"sandbox\" value=\"{}\"/>\n    </properties>\n",
      to_string(result.isolation));
  return fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites {}>\n"
                     "  <testsuite {}>\n{}{}{}  </testsuite>\n</testsuites>\n",
                     attributes, suite_attributes, properties, cases, suite_output(result));
}

}  // namespace grader

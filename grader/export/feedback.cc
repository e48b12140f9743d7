#include "export/feedback.h"

#include <fmt/format.h>

#include <algorithm>

#include "report/report.h"

namespace grader {
namespace {

std::string points(double score, double max) {
  return fmt::format("{}/{}", format_points(score), format_points(max));
}

std::string summary_table(const SuiteResult& result) {
  std::string text = "| Test | Result | Points |\n|---|---|---|\n";
  for (const TestResult& test : result.tests) {
    text += fmt::format("| {} | {} | {} |\n", markdown_inline(test.name), label(test.verdict),
                        points(test.score, test.max_score));
  }
  if (result.bonus.max_points > 0) {
    text += fmt::format("| Total time bonus | {} | {} |\n",
                        result.bonus.missed == BonusMiss::none ? "" : bonus_sentence(result.bonus),
                        points(result.bonus.points, result.bonus.max_points));
  }
  return text + "\n";
}

std::string failed_check(const Check& check, const CheckResult& result) {
  std::string where = result.line > 0 ? fmt::format("Line {}", result.line) : "The output";
  std::string text = fmt::format("{} ({}): {}\n\n", where, check_terms(check),
                                 markdown_inline(result.message));
  if (result.expected.empty() && result.actual.empty()) return text;
  std::string actual = result.actual_state == LineState::missing ? "(no such line)" : result.actual;
  return text +
         markdown_code_block(fmt::format("expected: {}\nactual:   {}", result.expected, actual));
}

// The failed lines as the text report shows them (report/student_view.h failed_lines):
// a program that stopped before any line, or a starter that wrote none, is not listed
// line by line.
std::string failed_lines_text(const TestResult& test, const SuiteResult& result) {
  std::string text;
  switch (failed_lines(test)) {
    case FailedLines::nothing_to_compare:
      if (!issue_tells_why(result)) text = std::string(kNothingToCompare) + "\n\n";
      break;
    case FailedLines::expected_block: {
      std::string lines;
      for (const std::string& line : expected_lines(test)) lines += line + "\n";
      if (!lines.empty()) lines.pop_back();
      text = std::string(kExpectedLinesLead) + "\n\n" + markdown_code_block(lines);
      break;
    }
    case FailedLines::each:
      for (std::size_t i = 0; i < test.check_results.size() && i < test.checks.size(); ++i) {
        if (test.check_results[i].outcome == CheckOutcome::failed) {
          text += failed_check(test.checks[i], test.check_results[i]);
        }
      }
      break;
  }
  return text;
}

std::string diagnoses(const TestResult& test) {
  std::string text;
  bool details = shows_details(test.visibility);
  for (const Diagnosis& diagnosis : test.diagnoses) {
    const std::string& message = details ? diagnosis.message : diagnosis.hidden_message;
    if (!message.empty()) text += fmt::format("> {}\n\n", markdown_inline(message));
  }
  return text;
}

// A hidden test: what report/student_view.h lets a student see; kHiddenTestsNote and
// the submission issue are said once for the whole file, so often nothing.
std::string hidden_details(const TestResult& test, const SuiteResult& result) {
  std::string text;
  if (const std::string reason = student_reason(test, result);
      !reason.empty() && !issue_tells_why(result)) {
    text += markdown_inline(reason) + ".\n\n";
  }
  return text + diagnoses(test);
}

std::string visible_details(const TestResult& test, const SuiteResult& result) {
  std::string text;
  if (!test.reason.empty() && !issue_tells_why(result)) {
    text += markdown_inline(test.reason) + ".\n\n";
  }
  if (!test.input.empty()) text += "Run as:\n\n" + markdown_code_block(test.input);
  text += failed_lines_text(test, result);
  text += diagnoses(test);
  bool crashed = test.verdict == Verdict::runtime_error ||
                 test.verdict == Verdict::submission_error;
  if (crashed && stderr_shown_above(test, result)) {
    text += "The end of what your program wrote to stderr: the same as above.\n\n";
  } else if (crashed && !test.stderr_tail.empty()) {
    text += "The end of what your program wrote to stderr:\n\n" +
            markdown_code_block(test.stderr_tail);
  }
  return text;
}

// A test's own section; empty when it has nothing to add to its row of the table.
std::string test_section(const TestResult& test, const SuiteResult& result) {
  const std::string details = shows_details(test.visibility) ? visible_details(test, result)
                                                             : hidden_details(test, result);
  if (details.empty()) return "";
  return fmt::format("## {}: {} ({} points)\n\n", markdown_inline(test.name), label(test.verdict),
                     points(test.score, test.max_score)) +
         details;
}

// After the total of an assignment with written questions: what the tests and the
// written answers each give, and whether the total is final (one total, the gradebook's:
// class_results.h total_score). Ends the sentence.
std::string written_part(const StudentResult& student) {
  if (student.manual.empty()) return ".";
  const std::string split = fmt::format(
      " (tests {}, written answers {})", points(student.result.score(), student.result.max_score()),
      points(manual_points(student.manual), manual_max_points(student.manual)));
  return split + (has_pending(student.manual)
                      ? "; not final: some written answers are not graded yet."
                      : ".");
}

std::string graded_feedback(const StudentResult& student) {
  const SuiteResult& result = student.result;
  auto passed = std::count_if(result.tests.begin(), result.tests.end(),
                              [](const TestResult& t) { return t.verdict == Verdict::passed; });
  std::string text = fmt::format("# {}: {}\n\n**Total: {} points**, {} of {} tests passed{}\n\n",
                                 markdown_inline(result.suite_name),
                                 markdown_inline(student.student),
                                 points(total_score(student), total_max_score(student)), passed,
                                 result.tests.size(), written_part(student));
  if (student.status != GradingStatus::graded) {  // graded: no exception, so no error text
    text += fmt::format("**{}:** {}.\n\n", label(student.status),
                        markdown_inline(student_status_reason(result)));
  }
  text += summary_table(result);
  if (const std::string note = hidden_tests_note(result); !note.empty()) text += note + "\n\n";
  if (result.all_passed()) return text + "Every test passed. Well done!\n";
  std::vector<std::string> explanation = explanation_paragraphs(result);
  for (std::size_t i = 0; i < explanation.size(); ++i) {
    std::string_view lead_in = explanation[i];
    if (!lead_in.empty() && lead_in.back() == ':') lead_in.remove_suffix(1);
    text += i == 0 ? fmt::format("## {}\n\n", markdown_inline(lead_in))
                   : markdown_inline(explanation[i]) + "\n\n";
  }
  for (const TestResult& test : result.tests) {
    if (test.verdict != Verdict::passed || !test.diagnoses.empty()) {
      text += test_section(test, result);
    }
  }
  return text;
}

// The written questions, graded by hand (manual/manual_grades.h), and the total with
// them; empty for an assignment without any.
std::string written_answers_section(const StudentResult& student) {
  if (student.manual.empty()) return "";
  std::string text = "## Written answers\n\n";
  for (const ManualScore& score : student.manual) {
    text += fmt::format("- {}: {}", markdown_inline(score.question), manual_score_text(score));
    if (!score.comment.empty()) text += " (" + markdown_inline(score.comment) + ")";
    text += "\n";
  }
  return text;  // the total, written answers included, is the file's first line
}

std::string error_feedback(const StudentResult& student) {
  return fmt::format(
      "# {}\n\nYour submission could not be graded because of a problem on the grader's "
      "side, not necessarily in your code:\n\n{}\n"
      "Your instructor can see this message and will grade it again.\n",
      markdown_inline(student.student), markdown_code_block(status_message(student)));
}

}  // namespace

std::string feedback_markdown(const StudentResult& student) {
  if (!has_grade(student)) return error_feedback(student);
  return graded_feedback(student) + written_answers_section(student);
}

}  // namespace grader

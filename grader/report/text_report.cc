#include "report/text_report.h"

#include <fmt/format.h>

#include <algorithm>

#include "check/text.h"
#include "grade/assignment_grader.h"
#include "grade/quantities.h"
#include "report/report.h"
#include "report/untrusted_text.h"
#include "run/cgroup.h"

namespace grader {
namespace {

enum class Tone { good, bad, note };

std::string paint(const std::string& text, Tone tone, Color color) {
  switch (color) {
    case Color::off: return text;
    case Color::ansi: break;
  }
  switch (tone) {
    case Tone::good: return "\x1b[32m" + text + "\x1b[0m";
    case Tone::bad: return "\x1b[31m" + text + "\x1b[0m";
    case Tone::note: return "\x1b[2m" + text + "\x1b[0m";
  }
  return text;
}

std::string lines_label(const LineSpec& lines) {
  switch (lines.selector) {
    case LineSelector::single: return fmt::format("line {}", lines.first);
    case LineSelector::range: return fmt::format("lines {}-{}", lines.first, lines.last);
    case LineSelector::last: return "last line";
    case LineSelector::all: return "all lines";
  }
  return "";
}

std::string heading(const TestResult& test, Color color) {
  Tone tone = test.verdict == Verdict::passed ? Tone::good : Tone::bad;
  // A test that never ran has no figures, and says so rather than "time limit".
  std::string verdict = paint(fmt::format("{:<21}", test.not_run ? "Not run" : label(test.verdict)),
                              tone, color);
  if (!shows_details(test.visibility) || test.not_run) {  // a hidden test's figures are the
                                                          // program's to choose
    return fmt::format("{} {}  {}/{} points\n", verdict, test.name, format_points(test.score),
                       format_points(test.max_score));
  }
  return fmt::format("{} {}  {}/{} points  {:.2f} s CPU, {:.2f} s wall  {}\n", verdict, test.name,
                     format_points(test.score), format_points(test.max_score),
                     static_cast<double>(test.cpu_time.count()) / 1000.0,
                     static_cast<double>(test.wall_time.count()) / 1000.0,
                     megabytes_said(test.peak_memory_bytes));
}

std::string failed_check(const Check& check, const CheckResult& result, Color color) {
  std::string where = check.kind == CheckKind::python ? fmt::format("check {}", check.name)
                      : result.line > 0               ? fmt::format("line {}", result.line)
                                                      : lines_label(check.lines);
  std::string text = fmt::format("    {} ({}): {}\n", where, check_terms(check), result.message);
  if (!result.expected.empty()) text += fmt::format("      expected: {}\n", result.expected);
  switch (result.actual_state) {
    case LineState::present: text += fmt::format("      actual:   {}\n", result.actual); break;
    case LineState::missing: text += "      actual:   (no such line)\n"; break;
    case LineState::not_applicable: break;
  }
  if (result.column > 0 && result.actual_state == LineState::present) {
    text += paint(fmt::format("      {:>{}}\n", "^", 10 + result.column), Tone::bad, color);
  }
  return text;
}

std::string stderr_block(const TestResult& test, const SuiteResult& result) {
  if (test.stderr_tail.empty()) return "";
  if (stderr_shown_above(test, result)) return fmt::format("    {}\n", kSameStderrAsAbove);
  std::string text = "    stderr (last lines):\n";
  for (const std::string& line : split_lines(test.stderr_tail)) text += "      " + line + "\n";
  return text;
}

// Wraps `text` at about 88 columns, each line indented by `indent` spaces.
std::string wrapped(const std::string& text, std::size_t indent) {
  constexpr std::size_t kWidth = 88;
  std::string out, line;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && indent + line.size() + 1 + word.size() > kWidth) {
      out += std::string(indent, ' ') + line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  if (!line.empty()) out += std::string(indent, ' ') + line + "\n";
  return out;
}

// Why some numbers differ, once for the whole suite (report.h explanation_paragraphs).
std::string explanation_block(const SuiteResult& result) {
  std::vector<std::string> paragraphs = explanation_paragraphs(result);
  if (paragraphs.empty()) return "";
  std::string text = paragraphs.front() + "\n";
  for (std::size_t i = 1; i < paragraphs.size(); ++i) text += wrapped(paragraphs[i], 2);
  return text + "\n";
}

// What a credit-earning variant says about this test; for a hidden test, without its data.
std::string diagnosis_block(const TestResult& test, Color color) {
  std::string text;
  for (const Diagnosis& diagnosis : test.diagnoses) {
    const std::string& message = shows_details(test.visibility) ? diagnosis.message
                                                                : diagnosis.hidden_message;
    text += paint(wrapped(message, 4), Tone::note, color);
  }
  return text;
}

std::string expected_lines_block(const TestResult& test) {
  std::string text = fmt::format("    {}\n", kExpectedLinesLead);
  for (const std::string& line : expected_lines(test)) text += fmt::format("      {}\n", line);
  return text;
}

// A hidden test: what report/student_view.h lets a student see, and the diagnosis
// written for hidden tests.
std::string hidden_details(const TestResult& test, const SuiteResult& result, Color color) {
  std::string text;
  if (const std::string reason = student_reason(test, result);
      !reason.empty() && !issue_tells_why(result)) {
    text += wrapped(reason + ".", 4);
  }
  return text + diagnosis_block(test, color);
}

}  // namespace

std::string test_details(const TestResult& test, const SuiteResult& result, Color color) {
  if (test.verdict == Verdict::passed) return diagnosis_block(test, color);
  if (!shows_details(test.visibility)) return hidden_details(test, result, color);
  std::string text;
  const bool told = issue_tells_why(result);
  if (!test.reason.empty() && !told) text += fmt::format("    {}.\n", display_text(test.reason));
  if (!test.input.empty())
    text += paint(fmt::format("    run: {}\n", test.input), Tone::note, color);
  switch (failed_lines(test)) {
    case FailedLines::nothing_to_compare:
      if (!told) text += fmt::format("    {}\n", kNothingToCompare);
      break;
    case FailedLines::expected_block: text += expected_lines_block(test); break;
    case FailedLines::each:
      for (std::size_t i = 0; i < test.check_results.size() && i < test.checks.size(); ++i) {
        if (test.check_results[i].outcome == CheckOutcome::failed) {
          text += failed_check(test.checks[i], test.check_results[i], color);
        }
      }
      break;
  }
  text += diagnosis_block(test, color);
  bool crashed = test.verdict == Verdict::runtime_error ||
                 test.verdict == Verdict::submission_error;
  if (crashed) text += stderr_block(test, result);
  return text;
}

// "Sandbox: bubblewrap"; any weaker mode also says, once, what it does and does not hold.
std::string sandbox_line(Isolation isolation, Color color) {
  std::string line = fmt::format("Sandbox: {}\n", to_string(isolation));
  switch (isolation) {
    case Isolation::sandbox: return paint(line, Tone::note, color);
    case Isolation::fallback:
    case Isolation::rlimits: break;
  }
  return line +
         paint(wrapped(std::string(isolation_entry(isolation).note) + ".", 2), Tone::note, color);
}

// What the limits were: for the instructor, said once and only when they were weaker
// than usual (docs/sandbox.md); for the student, one plain sentence then.
std::string limits_note(const SuiteResult& result, Color color, TextDetail detail) {
  if (result.resource_control != ResourceControl::rlimits) return "";
  switch (detail) {
    case TextDetail::student:
      return paint(wrapped(std::string(student_note(ResourceControl::rlimits)), 0), Tone::note,
                   color);
    case TextDetail::instructor: break;
  }
  return paint(wrapped(fmt::format("Limits: {}.", guarantees(ResourceControl::rlimits)), 0),
               Tone::note, color);
}

// The tests of an assignment's part, by the opening their merged names share.
std::vector<const TestResult*> tests_of(const PartTotal& part, const SuiteResult& result) {
  std::vector<const TestResult*> tests;
  if (part.name.empty()) return tests;  // its tests keep their own names: none to tell apart
  const std::string prefix = name_in_part(part.name, "");
  for (const TestResult& test : result.tests) {
    if (test.name.starts_with(prefix)) tests.push_back(&test);
  }
  return tests;
}

// One line per part of an assignment, so that points rounded to hundredths add up where
// the student reads them: "public: 25/25 points over 9 tests (2.78 or 2.77 each: 25 points
// shared out in hundredths)". Empty for a suite graded on its own.
std::string part_lines(const SuiteResult& result) {
  std::string text;
  for (const PartTotal& part : result.parts) {
    const std::vector<const TestResult*> tests = tests_of(part, result);
    if (tests.empty()) continue;
    const auto [low, high] = std::minmax_element(tests.begin(), tests.end(),
                                                 [](const TestResult* a, const TestResult* b) {
                                                   return a->max_score < b->max_score;
                                                 });
    const bool shared_out = (*high)->max_score - (*low)->max_score < 0.015 &&
                            (*high)->max_score != (*low)->max_score;
    double tests_max = 0;
    for (const TestResult* test : tests) tests_max += test->max_score;
    text += fmt::format("{}: {}/{} points over {} test{}{}\n", part.name, format_points(part.score),
                        format_points(part.max_score), tests.size(), tests.size() == 1 ? "" : "s",
                        shared_out ? fmt::format(" ({} or {} each: {} points shared out in "
                                                 "hundredths)",
                                                 format_points((*high)->max_score),
                                                 format_points((*low)->max_score),
                                                 format_points(tests_max))
                                   : std::string());
  }
  return text;
}

std::string text_report(const SuiteResult& result, Color color, TextDetail detail) {
  std::string text = fmt::format("{}\n", result.suite_name);
  switch (detail) {
    case TextDetail::student: break;
    case TextDetail::instructor: text += sandbox_line(result.isolation, color); break;
  }
  text += "\n";
  if (result.submission_issue) {
    text += paint(wrapped(student_issue_sentence(result), 0), Tone::bad, color) + "\n";
  }
  text += explanation_block(result);
  std::size_t passed = 0;
  for (const TestResult& test : result.tests) {
    passed += test.verdict == Verdict::passed;
    text += heading(test, color) + test_details(test, result, color);
  }
  if (const std::string note = hidden_tests_note(result); !note.empty()) {
    text += paint(wrapped(note, 0), Tone::note, color);
  }
  if (result.bonus.max_points > 0) {
    text += fmt::format("Total time bonus: {}/{} points{}\n", format_points(result.bonus.points),
                        format_points(result.bonus.max_points),
                        result.bonus.missed == BonusMiss::none
                            ? ""
                            : fmt::format(". {}", bonus_sentence(result.bonus)));
  }
  if (const std::string parts = part_lines(result); !parts.empty()) text += "\n" + parts;
  text += fmt::format("\nTotal: {}/{} points, {} of {} tests passed.\n",
                      format_points(result.score()), format_points(result.max_score()), passed,
                      result.tests.size());
  if (const std::string note = grader_error_note(result); !note.empty()) {
    text += paint(wrapped(note, 0), Tone::bad, color);
  }
  if (result.all_passed()) text += paint("Every test passed. Well done!\n", Tone::good, color);
  return text + limits_note(result, color, detail);
}

}  // namespace grader

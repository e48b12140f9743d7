// Rendering a SuiteResult. Student-facing formats (text, gradescope) never show the
// input, expected or actual data of a hidden test, only its name, verdict and score.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "grade/result.h"

namespace grader {

enum class ReportFormat { text, json, gradescope, junit, github_classroom, prairielearn };

enum class Color { off, ansi };

std::optional<ReportFormat> parse_report_format(std::string_view name);

// The report as a string, ready to print or write to a file.
std::string render_report(const SuiteResult& result, ReportFormat format, Color color);

// The first `max` bytes of UTF-8 text, not cutting a character in two, plus "..." when
// anything was cut.
std::string utf8_prefix(const std::string& text, std::size_t max);

// "5.25", "6", "0.75": points without noise.
std::string format_points(double points);

// What every student-facing report says when no test could run the submission, e.g.
// "Your submission could not be run: found Driver.py; the grader looks for driver.py
// (names are case-sensitive)." It says nothing about any test, so hidden tests show it.
std::string submission_issue_sentence(const SubmissionIssue& issue);

// What a hidden test that is a submission_error shows when the submission as a whole has
// no issue (the program lacked a module on some tests only): "Your program could not run
// this test: <reason>." A submission error's reason is about the program, never about the
// test's input (grade/submission_issue.h), so hidden tests may show it.
std::string hidden_submission_error_sentence(const TestResult& test);
// One sentence for the student when some tests could not be run because of the grader
// (Verdict::grader_error), saying it is not their fault; empty when there are none.
std::string grader_error_note(const SuiteResult& result);

// What may explain the student's wrong numbers (SuiteResult::explanations), said once per
// suite: the lead-in "Why some of your numbers differ:", then one paragraph per
// explanation with each deviation's `yours` and `assignment` sentences and the tests it
// explains (after a paragraph that says how many fit, on a tie). Empty when none.
std::vector<std::string> explanation_paragraphs(const SuiteResult& result);

// Whether a student-facing report may show the test's input, expected and actual data.
bool shows_details(Visibility visibility);

}  // namespace grader

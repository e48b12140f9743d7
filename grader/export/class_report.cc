#include "export/class_report.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <numeric>
#include <set>

#include "export/class_stats.h"
#include "export/student_key.h"
#include "export/svg_chart.h"
#include "report/report.h"

namespace grader {
namespace {

constexpr int kScoreBins = 10;
constexpr int kTimeBins = 10;

constexpr std::string_view kStyle = R"(
body { font-family: sans-serif; margin: 2em auto; max-width: 980px; color: #222; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; margin-top: 2em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; }
.facts { display: flex; gap: 1.5em; flex-wrap: wrap; margin: 1em 0; }
.fact { background: #f3f6fa; padding: 0.6em 1em; border-radius: 6px; }
.fact b { display: block; font-size: 1.4em; }
table { border-collapse: collapse; width: 100%; font-size: 0.92em; }
th, td { text-align: left; padding: 0.3em 0.6em; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
th { background: #f3f6fa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
code { background: #f5f5f5; padding: 0 0.2em; white-space: pre-wrap; overflow-wrap: anywhere; }
#explanations td:first-child { white-space: nowrap; }
.note { color: #555; font-size: 0.9em; }
.error, .status-grader_error { color: #a93226; }
.status-no_submission, .status-wrong_file_name, .status-submission_error, .status-timed_out { color: #9a5b00; }
)";

// "no_submission" -> "no submission"
std::string spaced(std::string_view name) {
  std::string out(name);
  std::replace(out.begin(), out.end(), '_', ' ');
  return out;
}

// The students counted in the class's figures (class_stats.h counted_in_figures).
std::vector<const StudentResult*> graded(const std::vector<StudentResult>& students) {
  std::vector<const StudentResult*> out;
  for (const StudentResult& s : students) {
    if (counted_in_figures(s)) out.push_back(&s);
  }
  return out;
}

// `text` as one percent-encoded URL path segment (RFC 3986: unreserved bytes kept), so
// a student named "o'brien #2" links to o%27brien%20%232.md and not to a fragment.
std::string url_segment(std::string_view text) {
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) != 0 || c == '-' || c == '.' || c == '_' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += fmt::format("%{:02X}", c);
    }
  }
  return out;
}

// A student's share of the most points: the total every export shows (class_results.h
// total_score: written answers included once graded, a pending one adds nothing yet).
double percent(const StudentResult& student) {
  const double most = total_max_score(student);
  return most > 0 ? 100.0 * total_score(student) / most : 100.0;
}

std::size_t pending_count(const std::vector<const StudentResult*>& students) {
  return static_cast<std::size_t>(
      std::count_if(students.begin(), students.end(),
                    [](const StudentResult* s) { return has_pending(s->manual); }));
}

std::string fact(std::string_view label, const std::string& value) {
  return fmt::format("<div class=\"fact\"><b>{}</b>{}</div>", html_escape(value), label);
}

std::string facts(const std::vector<StudentResult>& students) {
  auto done = graded(students);
  std::vector<double> scores;
  for (const StudentResult* s : done) scores.push_back(percent(*s));
  double mean = scores.empty() ? 0
                               : std::accumulate(scores.begin(), scores.end(), 0.0) /
                                     static_cast<double>(scores.size());
  auto full = std::count_if(scores.begin(), scores.end(),
                            [](double p) { return p >= 100.0 - 1e-9; });
  std::string html = "<div class=\"facts\">";
  html += fact(done.size() == 1 ? "student graded" : "students graded",
               std::to_string(done.size()));
  for (const GradingStatusName& row : kGradingStatusTable) {  // the others, by status
    auto n = std::count_if(students.begin(), students.end(),
                           [&](const StudentResult& s) { return s.status == row.status; });
    if (n > 0 && row.status != GradingStatus::graded)
      html += fact(spaced(row.name), std::to_string(n));
  }
  html += fact("median score", fmt::format("{:.0f}%", median(scores)));
  html += fact("mean score", fmt::format("{:.0f}%", mean));
  html += fact("full marks", std::to_string(full));
  if (const std::size_t pending = pending_count(done); pending > 0) {
    html += fact("with written answers not graded yet (not final)", std::to_string(pending));
  }
  return html + "</div>\n";
}

std::string score_histogram(const std::vector<StudentResult>& students) {
  std::vector<double> scores;
  for (const StudentResult* s : graded(students)) scores.push_back(percent(*s));
  // 100 % lands in the last bin (histogram() clamps), so "90-100" includes full marks.
  std::vector<int> counts = histogram(scores, 0, 100, kScoreBins);
  std::vector<Bar> bars;
  for (int i = 0; i < kScoreBins; ++i) {
    int n = counts[static_cast<std::size_t>(i)];
    std::string range = fmt::format("{}-{}", i * 10, i * 10 + 10);
    bars.push_back({range + "%", static_cast<double>(n), std::to_string(n),
                    fmt::format("{} student{} scored {}%", n, n == 1 ? "" : "s", range)});
  }
  int tallest = std::max(1, *std::max_element(counts.begin(), counts.end()));
  return column_chart_svg({"score-histogram", "Score histogram (share of the maximum)",
                           double(tallest), "score (% of the maximum points)", "students"},
                          bars);
}

std::string pass_rate_chart(const std::vector<StudentResult>& students) {
  std::vector<Bar> bars;
  for (const TestStats& s : test_stats(students)) {
    std::string caption = fmt::format("{:.0f}%", 100 * s.pass_rate());
    std::string hidden = s.visibility == Visibility::hidden ? " (hidden)" : "";
    bars.push_back({s.name, s.pass_rate(), caption,
                    fmt::format("{}{}: {} of {} passed, mean {:.2f}/{} points", s.name, hidden,
                                s.passed, s.graded, s.mean_score, format_points(s.max_score))});
  }
  return row_chart_svg({"pass-rate", "Pass rate per test", 1.0, "test",
                        "students who passed (% of those graded)", ValueScale::share},
                       bars);
}

std::string runtime_histogram(const std::vector<StudentResult>& students) {
  std::vector<double> seconds = grading_seconds(students);
  double longest = seconds.empty() ? 1 : *std::max_element(seconds.begin(), seconds.end());
  double high = std::max(0.1, longest);
  std::vector<int> counts = histogram(seconds, 0, high, kTimeBins);
  std::vector<Bar> bars;
  double step = high / kTimeBins;
  for (int i = 0; i < kTimeBins; ++i) {
    int n = counts[static_cast<std::size_t>(i)];
    std::string range = fmt::format("{:.1f}-{:.1f}", i * step, (i + 1) * step);
    bars.push_back({range, static_cast<double>(n), std::to_string(n),
                    fmt::format("{} student{} took {} s", n, n == 1 ? "" : "s", range)});
  }
  int tallest = std::max(1, *std::max_element(counts.begin(), counts.end()));
  return column_chart_svg({"runtime-histogram", "Grading time per student (seconds)",
                           double(tallest), "grading time per student (seconds)", "students"},
                          bars);
}

// One alternative's sentences, each deviation's `yours` then `assignment`.
std::string explanation_sentences(const Explanation& explanation) {
  std::string text;
  for (const Deviation& d : explanation.deviations) {
    text += fmt::format("{}{} <span class=\"note\">{}</span>", text.empty() ? "" : "<br>",
                        html_escape(d.yours), html_escape(d.assignment));
  }
  return text;
}

std::string names_list(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + html_escape(name);
  return text;
}

std::string explanation_row(const ExplanationGroup& group) {
  std::string cell;
  for (std::size_t i = 0; i < group.explanations.size(); ++i) {
    if (i > 0) cell += "<br><i>or, equally well:</i><br>";
    cell += explanation_sentences(group.explanations[i]);
  }
  std::size_t n = group.students.size();
  return fmt::format("<tr><td class=\"num\">{} student{}</td><td>{}</td><td>{}</td></tr>\n", n,
                     n == 1 ? "" : "s", cell, names_list(group.students));
}

// Students grouped by what explains their wrong numbers (grade/explanation.h), instead
// of one row per wrong value: one row per explanation, with who they are.
std::string explanations_table(const std::vector<StudentResult>& students) {
  std::vector<ExplanationGroup> groups = explanation_groups(students);
  std::vector<std::string> unexplained = unexplained_students(students);
  std::string html;
  if (groups.empty()) {
    html = "<p id=\"explanations\">No student's wrong numbers are explained by a known "
           "difference from the assignment.</p>\n";
  } else {
    html = "<table id=\"explanations\"><tr><th class=\"num\">students</th><th>what their "
           "program does <span class=\"note\">(and what the assignment asks)</span></th>"
           "<th>who</th></tr>\n";
    for (const ExplanationGroup& group : groups) html += explanation_row(group);
    html += "</table>\n";
  }
  if (!unexplained.empty()) {
    html += fmt::format("<p class=\"note\">{} student{} with a wrong answer that no known "
                        "difference explains: {}.</p>\n",
                        unexplained.size(), unexplained.size() == 1 ? "" : "s",
                        names_list(unexplained));
  }
  return html;
}

// The status, with its reason under it when the student has no ordinary grade.
std::string status_cell(const StudentResult& s) {
  std::string cell = fmt::format("<td class=\"status-{}\">{}", to_string(s.status),
                                 label(s.status));
  std::string reason = status_message(s);
  if (!reason.empty())
    cell += fmt::format("<br><span class=\"note\">{}</span>", html_escape(reason));
  return cell + "</td>";
}

std::string student_row(const StudentResult& s) {
  std::string feedback = fmt::format("<td><a href=\"feedback/{}.md\">feedback</a></td>",
                                     html_escape(url_segment(student_file_key(s.student))));
  if (!has_grade(s)) {
    return fmt::format("<tr><td>{}</td>{}<td colspan=\"3\"></td>{}</tr>\n", html_escape(s.student),
                       status_cell(s), feedback);
  }
  const SuiteResult& r = s.result;
  auto passed = std::count_if(r.tests.begin(), r.tests.end(),
                              [](const TestResult& t) { return t.verdict == Verdict::passed; });
  return fmt::format("<tr><td>{}</td>{}<td class=\"num\">{}/{}{}</td><td class=\"num\">{}/{}</td>"
                     "<td class=\"num\">{:.1f} s</td>{}</tr>\n",
                     html_escape(s.student), status_cell(s), format_points(total_score(s)),
                     format_points(total_max_score(s)),
                     has_pending(s.manual) ? " <span class=\"note\">(pending)</span>" : "", passed,
                     r.tests.size(), std::chrono::duration<double>(s.grading_time).count(),
                     feedback);
}

std::string students_table(const std::vector<StudentResult>& students) {
  std::string html =
      "<table id=\"students\"><tr><th>student</th><th>status</th><th class=\"num\">score</th>"
      "<th class=\"num\">tests passed</th><th class=\"num\">grading time</th><th></th></tr>\n";
  for (const StudentResult& s : students) html += student_row(s);
  return html + "</table>\n";
}

std::string title(const std::vector<StudentResult>& students) {
  std::set<std::string> suites;
  for (const StudentResult* s : graded(students)) suites.insert(s->result.suite_name);
  std::string names;
  for (const std::string& name : suites) names += (names.empty() ? "" : ", ") + name;
  return names.empty() ? "Class report" : "Class report: " + names;
}

// The written questions (manual/manual_grades.h): per question how many are graded, not
// graded yet and without an answer, and the graded mean; each student's total with them.
// Empty for an assignment without any.
std::string written_answers_html(const std::vector<StudentResult>& students) {
  std::vector<const StudentResult*> with_manual;
  for (const StudentResult& s : students) {
    if (has_grade(s) && !s.manual.empty()) with_manual.push_back(&s);
  }
  if (with_manual.empty()) return "";
  std::string html = "<h2>Written answers</h2>\n<p class=\"note\">Graded by hand in "
                     "manual/*.csv; a question not graded yet adds nothing to the total.</p>\n"
                     "<table><tr><th>question</th><th>graded</th><th>not graded yet</th>"
                     "<th>no answer found</th><th>mean of graded</th></tr>\n";
  for (std::size_t q = 0; q < with_manual.front()->manual.size(); ++q) {
    int counts[3] = {0, 0, 0};
    double sum = 0;
    for (const StudentResult* s : with_manual) {
      if (q >= s->manual.size()) continue;
      const ManualScore& score = s->manual[q];
      ++counts[static_cast<int>(score.state)];
      if (score.state == ManualState::graded) sum += score.points;
    }
    html += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                        html_escape(with_manual.front()->manual[q].question), counts[0], counts[1],
                        counts[2], counts[0] > 0 ? format_points(sum / counts[0]) : "");
  }
  html += "</table>\n<table><tr><th>student</th><th>total with written answers</th>"
          "<th>written answers</th></tr>\n";
  for (const StudentResult* s : with_manual) {
    html += fmt::format("<tr><td>{}</td><td>{}/{}</td><td>{}</td></tr>\n", html_escape(s->student),
                        format_points(total_score(*s)), format_points(total_max_score(*s)),
                        html_escape(manual_note(s->manual)));
  }
  return html + "</table>\n";
}

}  // namespace

std::string class_report_html(const std::vector<StudentResult>& students,
                              const std::optional<SimilarityReport>& similarity) {
  std::string heading = html_escape(title(students));
  std::string html = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>{0}</title>\n"
      "<style>{1}</style></head><body>\n<h1>{0}</h1>\n",
      heading, kStyle);
  html += facts(students);
  html += "<h2>Scores</h2>\n" + score_histogram(students);
  html += "<h2>Pass rate per test</h2>\n" + pass_rate_chart(students);
  html += "<h2>Grading time per student</h2>\n<p class=\"note\">Wall time of all of a student's "
          "tests, including the grader's own work.</p>\n" +
          runtime_histogram(students);
  html += "<h2>Why answers are wrong</h2>\n<p class=\"note\">Students grouped by the "
          "differences from the assignment that reproduce their numbers on at least two tests "
          "(the same sentences their reports show). Crashes and time limits are not "
          "counted.</p>\n" +
          explanations_table(students);
  if (similarity) html += similarity_section_html(*similarity);
  html += written_answers_html(students);
  html += "<h2>Students</h2>\n" + students_table(students);
  return html + "</body></html>\n";
}

}  // namespace grader

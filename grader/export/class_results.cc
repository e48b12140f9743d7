#include "export/class_results.h"

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <ostream>
#include <sstream>

#include "export/atomic_file.h"
#include "export/student_key.h"
#include "grade/points.h"
#include "report/json_report.h"
#include "run/cgroup.h"

namespace grader {
namespace {

using nlohmann::json;

constexpr int kFormat = 1;

template <typename Enum, std::size_t N>
Enum parse_enum(const json& value, const Enum (&all)[N], Enum fallback) {
  if (!value.is_string()) return fallback;
  for (Enum candidate : all) {
    if (to_string(candidate) == value.get<std::string>()) return candidate;
  }
  return fallback;
}

constexpr CheckKind kCheckKinds[] = {
    CheckKind::exact,     CheckKind::whitespace,      CheckKind::regex,  CheckKind::integer,
    CheckKind::floating,  CheckKind::one_of,          CheckKind::format, CheckKind::ignore,
    CheckKind::unordered, CheckKind::produced_output, CheckKind::python};
constexpr Visibility kVisibilities[] = {Visibility::visible, Visibility::hidden,
                                        Visibility::after_due_date, Visibility::after_published};
constexpr VariantCredit kCredits[] = {VariantCredit::diagnostic, VariantCredit::accepted,
                                      VariantCredit::partial};

LineSpec lines_from(const json& value) {
  if (value.is_number_integer()) {
    int line = value.get<int>();
    return {LineSelector::single, line, line};
  }
  std::string text = value.is_string() ? value.get<std::string>() : "all";
  if (text == "last") return {LineSelector::last, 1, 1};
  auto dash = text.find('-');
  if (dash == std::string::npos) return {LineSelector::all, 1, 1};
  return {LineSelector::range, std::stoi(text.substr(0, dash)), std::stoi(text.substr(dash + 1))};
}

Check check_from(const json& value) {
  Check check;
  check.kind = parse_enum(value.value("kind", json()), kCheckKinds, CheckKind::exact);
  check.lines = lines_from(value.value("lines", json("all")));
  check.points = value.value("max_points", 0.0);
  return check;
}

CheckResult check_result_from(const json& value) {
  CheckResult result;
  result.outcome = value.value("outcome", "passed") == "passed" ? CheckOutcome::passed
                                                                : CheckOutcome::failed;
  result.points = value.value("points", 0.0);
  result.line = value.value("line", 0);
  std::string state = value.value("actual_line", "not_applicable");
  result.actual_state = state == "present"   ? LineState::present
                        : state == "missing" ? LineState::missing
                                             : LineState::not_applicable;
  result.expected = value.value("expected", "");
  result.actual = value.value("actual", "");
  result.column = value.value("column", 0);
  result.message = value.value("message", "");
  result.matching_variants = value.value("matching_variants", std::vector<std::string>{});
  return result;
}

Diagnosis diagnosis_from(const json& value) {
  Diagnosis diagnosis;
  diagnosis.variant = value.value("variant", "");
  diagnosis.credit = parse_enum(value.value("credit", json()), kCredits, VariantCredit::diagnostic);
  diagnosis.checks = value.value("checks", std::vector<int>{});
  diagnosis.message = value.value("message", "");
  diagnosis.hidden_message = value.value("hidden_message", "");
  return diagnosis;
}

// Checks that were scored carry "outcome"; the others were not run (a limit verdict).
void read_checks(const json& checks, TestResult& test) {
  for (const json& check : checks) {
    test.checks.push_back(check_from(check));
    if (check.contains("outcome")) test.check_results.push_back(check_result_from(check));
  }
  if (test.check_results.size() != test.checks.size()) test.check_results.clear();
}

TestResult test_from(const json& value) {
  TestResult test;
  test.name = value.value("name", "");
  test.visibility = parse_enum(value.value("visibility", json()), kVisibilities,
                               Visibility::visible);
  test.verdict = parse_verdict(value.value("verdict", "")).value_or(Verdict::submission_error);
  test.score = value.value("score", 0.0);
  test.max_score = value.value("max_score", 0.0);
  test.reason = value.value("reason", "");
  test.input = value.value("input", "");
  test.stderr_tail = value.value("stderr_tail", "");
  test.imported_module = value.value("imported_module", "");
  test.output_excerpt = value.value("output", "");
  read_checks(value.value("checks", json::array()), test);
  for (const json& diagnosis : value.value("diagnoses", json::array())) {
    // Files of older graders also hold "no_match" lines and diagnostic variants, which
    // reports no longer say per test.
    bool credited = diagnosis.value("kind", "") == "variant_match" &&
                    diagnosis.value("credit", "diagnostic") != "diagnostic";
    if (credited) test.diagnoses.push_back(diagnosis_from(diagnosis));
  }
  test.trivial = value.value("trivial", false);
  test.not_run = value.value("not_run", false);
  test.stopped_at_deadline = value.value("stopped_at_deadline", false);
  test.fits = value.value("fits", std::vector<DeviationSet>{});
  test.wall_time = std::chrono::milliseconds(value.value("wall_time_ms", 0));
  test.cpu_time = std::chrono::milliseconds(value.value("cpu_time_ms", 0));
  test.peak_memory_bytes = value.value("peak_memory_bytes", std::uint64_t{0});
  return test;
}

Explanation explanation_from(const json& value) {
  Explanation explanation;
  for (const json& d : value.value("deviations", json::array())) {
    explanation.deviations.push_back({d.value("name", ""), d.value("dimension", ""),
                                      d.value("yours", ""), d.value("assignment", "")});
  }
  explanation.tests = value.value("tests", std::vector<std::string>{});
  return explanation;
}

puzzle::Expected<json, std::string> read_json(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  json value = json::parse(text.str(), nullptr, false);
  if (!file || value.is_discarded()) return puzzle::unexpected(std::string("not valid JSON"));
  return value;
}

}  // namespace

json handin_json(const Handin& handin) {
  return {{"layout", to_string(handin.layout)},
          {"platform_id", handin.platform_id},
          {"display_name", handin.display_name},
          {"submitted_at", handin.submitted_at},
          {"late", handin.late},
          {"late_days", handin.late_days},
          {"penalty_percent", handin.penalty_percent},
          {"late_note", handin.late_note},
          {"attempts", handin.attempts},
          {"attempt", handin.attempt},
          {"entries", handin.entries},
          {"fingerprint", handin.fingerprint},
          {"problem", handin.problem},
          {"problem_kind", to_string(handin.problem_kind)},
          {"pdf", handin.pdf}};
}

Handin handin_from_json(const json& value) {
  Handin handin;
  handin.layout =
      parse_handin_layout(value.value("layout", "")).value_or(HandinLayout::student_folders);
  handin.platform_id = value.value("platform_id", "");
  handin.display_name = value.value("display_name", "");
  handin.submitted_at = value.value("submitted_at", "");
  handin.late = value.value("late", false);
  handin.late_days = value.value("late_days", 0.0);
  handin.penalty_percent = value.value("penalty_percent", 0.0);
  handin.late_note = value.value("late_note", "");
  handin.attempts = value.value("attempts", 1);
  handin.attempt = value.value("attempt", 1);
  handin.entries = value.value("entries", std::vector<std::string>{});
  handin.fingerprint = value.value("fingerprint", "");
  handin.problem = value.value("problem", "");
  handin.problem_kind = parse_submission_problem(value.value("problem_kind", ""))
                            .value_or(SubmissionProblem::missing_file);
  handin.pdf = value.value("pdf", "");
  return handin;
}

bool has_grade(const StudentResult& student) {
  return student.status != GradingStatus::grader_error;
}

double total_score(const StudentResult& student) {
  const double earned = sum_points({student.result.score(), manual_points(student.manual)});
  const double penalty = student.handin ? student.handin->penalty_percent : 0;
  if (penalty <= 0) return earned;
  return from_hundredths(to_hundredths(earned * (100 - std::min(penalty, 100.0)) / 100));
}

double total_before_penalty(const StudentResult& student) {
  return sum_points({student.result.score(), manual_points(student.manual)});
}

double total_max_score(const StudentResult& student) {
  return sum_points({student.result.max_score(), manual_max_points(student.manual)});
}

std::string status_message(const StudentResult& student) {
  return student.error.empty() ? status_reason(student.result) : student.error;
}

// "status" is written for people and scripts; reading derives it again from the report.
json result_file_json(const StudentResult& student) {
  json out = {{"format", kFormat},
              {"student", student.student},
              {"suite_hash", student.suite_hash},
              {"grader_build", student.grader_build},
              {"status", to_string(student.status)},
              {"error", student.error},
              {"grading_time_ms", student.grading_time.count()}};
  if (student.error.empty()) out["report"] = json_of(student.result);
  if (student.handin) out["handin"] = handin_json(*student.handin);
  return out;
}

SuiteResult suite_result_from_json(const json& json_value) {
  SuiteResult result;
  result.suite_name = json_value.value("suite", "");
  result.wall_time = std::chrono::milliseconds(json_value.value("wall_time_ms", 0));
  const json limits = json_value.value("limits", json::object());
  result.resource_control = resource_control_from_string(limits.value("resource_control", ""));
  json bonus = json_value.value("total_time_bonus", json::object());
  result.bonus.points = bonus.value("points", 0.0);
  result.bonus.max_points = bonus.value("max_points", 0.0);
  result.bonus.missed = parse_bonus_miss(bonus.value("missed", "")).value_or(BonusMiss::none);
  for (const json& test : json_value.value("tests", json::array())) {
    result.tests.push_back(test_from(test));
  }
  for (const json& part : json_value.value("parts", json::array())) {
    result.parts.push_back(
        {part.value("name", ""), part.value("score", 0.0), part.value("max_score", 0.0)});
  }
  for (const json& explanation : json_value.value("explanations", json::array())) {
    result.explanations.push_back(explanation_from(explanation));
  }
  const json issue = json_value.value("submission_problem", json());
  if (issue.is_object()) {
    auto problem = parse_submission_problem(issue.value("problem", ""));
    if (problem) result.submission_issue = SubmissionIssue{*problem, issue.value("reason", "")};
  }
  return result;
}

puzzle::Expected<StudentResult, std::string> parse_result_file(const json& value) {
  if (!value.is_object() || value.value("format", 0) != kFormat) {
    return puzzle::unexpected(std::string("not a result file of this grader version"));
  }
  try {
    StudentResult student;
    student.student = value.at("student").get<std::string>();
    student.suite_hash = value.value("suite_hash", "");
    student.grader_build = value.value("grader_build", "");
    student.error = value.value("error", "");
    student.grading_time = std::chrono::milliseconds(value.value("grading_time_ms", 0));
    if (value.contains("handin")) student.handin = handin_from_json(value.at("handin"));
    if (!value.contains("report") && student.error.empty()) student.error = "no report recorded";
    if (!student.error.empty()) {
      student.status = GradingStatus::grader_error;
      return student;
    }
    student.result = suite_result_from_json(value.at("report"));
    student.status = status_of(student.result);
    return student;
  } catch (const json::exception& e) {
    return puzzle::unexpected(std::string(e.what()));
  }
}

puzzle::Expected<StudentResult, std::string> read_result_file(const std::filesystem::path& path) {
  auto value = read_json(path);
  if (!value) return puzzle::unexpected(value.error());
  return parse_result_file(*value);
}

std::filesystem::path result_path(const std::filesystem::path& results_dir,
                                  const std::string& student) {
  return results_dir / (student_file_key(student) + ".json");
}

std::vector<StudentResult> load_results(const std::filesystem::path& results_dir,
                                        std::ostream& warnings) {
  std::vector<StudentResult> students;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(results_dir, error)) {
    const std::filesystem::path& path = entry.path();
    if (path.extension() != ".json" || is_temporary_name(path.filename().string())) continue;
    auto student = read_result_file(path);
    if (!student) {
      warnings << fmt::format("puzzle-grader: warning: skipping {}: {}\n", path.string(),
                              student.error());
      continue;
    }
    students.push_back(std::move(*student));
  }
  std::sort(students.begin(), students.end(),
            [](const StudentResult& a, const StudentResult& b) { return a.student < b.student; });
  return students;
}

std::vector<std::string> test_names(const std::vector<StudentResult>& students) {
  std::vector<std::string> names;
  for (const StudentResult& student : students) {
    for (const TestResult& test : student.result.tests) {
      if (std::find(names.begin(), names.end(), test.name) == names.end())
        names.push_back(test.name);
    }
  }
  return names;
}

}  // namespace grader

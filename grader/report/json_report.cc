#include "report/json_report.h"

#include "check/text.h"
#include "grade/status.h"
#include "report/report.h"
#include "run/cgroup.h"

namespace grader {
namespace {

using nlohmann::json;

json lines_json(const LineSpec& lines) {
  switch (lines.selector) {
    case LineSelector::single: return lines.first;
    case LineSelector::range: return std::to_string(lines.first) + "-" + std::to_string(lines.last);
    case LineSelector::last: return "last";
    case LineSelector::all: return "all";
  }
  return nullptr;
}

std::string_view to_string(CheckOutcome outcome) {
  switch (outcome) {
    case CheckOutcome::passed: return "passed";
    case CheckOutcome::failed: return "failed";
  }
  return "?";
}

std::string_view to_string(LineState state) {
  switch (state) {
    case LineState::present: return "present";
    case LineState::missing: return "missing";
    case LineState::not_applicable: return "not_applicable";
  }
  return "?";
}

json check_json(const Check& check, const CheckResult* result) {
  json out = {{"kind", to_string(check.kind)},
              {"lines", lines_json(check.lines)},
              {"max_points", check.points}};
  if (result == nullptr) return out;
  out["outcome"] = to_string(result->outcome);
  out["points"] = result->points;
  out["message"] = result->message;
  out["line"] = result->line;
  out["expected"] = result->expected;
  out["actual"] = result->actual;
  out["actual_line"] = to_string(result->actual_state);
  out["column"] = result->column;
  out["matching_variants"] = result->matching_variants;
  return out;
}

// Instructor format: the full message, with the redacted one beside it.
json diagnosis_json(const Diagnosis& diagnosis) {
  return {{"kind", "variant_match"},
          {"variant", diagnosis.variant},
          {"credit", to_string(diagnosis.credit)},
          {"checks", diagnosis.checks},
          {"message", diagnosis.message},
          {"hidden_message", diagnosis.hidden_message}};
}

json explanation_json(const Explanation& explanation) {
  json deviations = json::array();
  for (const Deviation& d : explanation.deviations) {
    deviations.push_back({{"name", d.name},
                          {"dimension", d.dimension},
                          {"yours", d.yours},
                          {"assignment", d.assignment}});
  }
  return {{"deviations", deviations}, {"tests", explanation.tests}};
}

json test_json(const TestResult& test) {
  json checks = json::array();
  for (std::size_t i = 0; i < test.checks.size(); ++i) {
    bool scored = i < test.check_results.size();
    checks.push_back(check_json(test.checks[i], scored ? &test.check_results[i] : nullptr));
  }
  json diagnoses = json::array();
  for (const Diagnosis& diagnosis : test.diagnoses) diagnoses.push_back(diagnosis_json(diagnosis));
  return {{"name", test.name},
          {"visibility", to_string(test.visibility)},
          {"verdict", to_string(test.verdict)},
          {"score", test.score},
          {"max_score", test.max_score},
          {"reason", test.reason},
          {"input", test.input},
          {"wall_time_ms", test.wall_time.count()},
          {"cpu_time_ms", test.cpu_time.count()},
          {"peak_memory_bytes", test.peak_memory_bytes},
          {"stderr_tail", test.stderr_tail},
          {"output", test.output_excerpt},
          {"checks", checks},
          {"diagnoses", diagnoses},
          {"trivial", test.trivial},
          {"not_run", test.not_run},
          {"stopped_at_deadline", test.stopped_at_deadline},
          {"imported_module", test.imported_module},
          {"fits", test.fits},
          {"slips", test.slips},
          {"only_slips", test.only_slips}};
}

json parts_json(const std::vector<PartTotal>& parts) {
  json out = json::array();
  for (const PartTotal& part : parts) {
    out.push_back({{"name", part.name}, {"score", part.score}, {"max_score", part.max_score}});
  }
  return out;
}

json submission_issue_json(const std::optional<SubmissionIssue>& issue) {
  if (!issue) return nullptr;
  return {{"problem", to_string(issue->problem)}, {"reason", issue->reason}};
}

// How CPU, memory and processes were capped, and what that guarantees (cgroup.h).
json limits_json(const SuiteResult& result) {
  if (!result.resource_control) return json::object();
  return {{"resource_control", to_string(*result.resource_control)},
          {"guarantees", guarantees(*result.resource_control)}};
}

}  // namespace

json json_of(const SuiteResult& result) {
  json tests = json::array();
  for (const TestResult& test : result.tests) tests.push_back(test_json(test));
  json explanations = json::array();
  for (const Explanation& e : result.explanations) explanations.push_back(explanation_json(e));
  return {{"suite", result.suite_name},
          {"status", to_string(status_of(result))},
          {"status_reason", status_reason(result)},
          {"score", result.score()},
          {"max_score", result.max_score()},
          {"parts", parts_json(result.parts)},
          {"all_passed", result.all_passed()},
          {"grader_error_note", grader_error_note(result)},
          {"sandbox", to_string(result.isolation)},
          {"sandbox_note", isolation_entry(result.isolation).note},
          {"wall_time_ms", result.wall_time.count()},
          {"limits", limits_json(result)},
          {"total_time_bonus",
           {{"points", result.bonus.points},
            {"max_points", result.bonus.max_points},
            {"missed", to_string(result.bonus.missed)}}},
          {"submission_problem", submission_issue_json(result.submission_issue)},
          {"explanations", explanations},
          {"tests", tests}};
}

std::string dump_json(const json& value) {
  return value.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string json_report(const SuiteResult& result) { return dump_json(json_of(result)); }

}  // namespace grader

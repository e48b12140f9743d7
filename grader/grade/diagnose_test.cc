#include "grade/diagnose.h"

#include <gtest/gtest.h>

#include "grade/fake_process_runner.h"
#include "grade/grader.h"
#include "report/report.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

// Three variants, one per credit. In test `ast`, decrease-key changes line 3, lifo-ties
// changes lines 3 and 4, partial-depth changes line 4 only.
std::string variants_suite(const std::string& visibility = "visible") {
  return R"(run: {command: 'prog {board}'}
variants:
  decrease-key:
    description: "A* updates a state already in the frontier when it finds a cheaper path (decrease-key)."
  lifo-ties:
    description: A* expands the newest of equal-f nodes first.
    credit: accepted
  partial-depth:
    description: max_search_depth is measured on popped nodes.
    credit: partial
    fraction: 0.5
tests:
  - name: ast
    visibility: )" +
         visibility + R"(
    args: {board: "1,2,3"}
    expected: |
      path_to_goal: ['Up']
      cost_of_path: 1
      nodes_expanded: 700
      max_search_depth: 4
    checks:
      - {lines: 1, kind: exact, points: 1}
      - {lines: 2, kind: exact, points: 1}
      - {lines: 3, kind: integer, points: 1}
      - {lines: 4, kind: exact, points: 1}
    variant_outputs:
      decrease-key: |
        path_to_goal: ['Up']
        cost_of_path: 1
        nodes_expanded: 711
        max_search_depth: 4
      lifo-ties: |
        path_to_goal: ['Up']
        cost_of_path: 1
        nodes_expanded: 650
        max_search_depth: 5
      partial-depth: |
        path_to_goal: ['Up']
        cost_of_path: 1
        nodes_expanded: 700
        max_search_depth: 3
)";
}

Suite load(const std::string& text) {
  auto suite = parse_suite(text, "s.yaml");
  if (!suite) ADD_FAILURE() << suite.error().front().to_string();
  return suite ? *suite : Suite{};
}

// Grades `suite` against a fake program that prints `printed`.
TestResult grade_printing(const Suite& suite, const std::string& printed) {
  FakeProcessRunner runner([&](const ProcessSpec&) { return exited(0, printed); });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::rlimits},
                                        runner, environment);
  return result.tests.at(0);
}

SuiteResult suite_of(const TestResult& test) {
  SuiteResult result;
  result.suite_name = "s";
  result.tests = {test};
  return result;
}

std::string printing(const std::string& expanded, const std::string& depth,
                     const std::string& cost = "1") {
  return "path_to_goal: ['Up']\ncost_of_path: " + cost + "\nnodes_expanded: " + expanded +
         "\nmax_search_depth: " + depth + "\n";
}

TEST(Diagnose, a_correct_submission_gets_no_diagnosis) {
  TestResult test = grade_printing(load(variants_suite()), printing("700", "4"));
  EXPECT_EQ(test.verdict, Verdict::passed);
  EXPECT_TRUE(test.diagnoses.empty());
  EXPECT_EQ(render_report(suite_of(test), ReportFormat::text, Color::off).find("variant"),
            std::string::npos);
}

// Why a number is wrong is said once per suite by the explanation (grade/explanation.h),
// not per test: a diagnostic variant is only recorded.
TEST(Diagnose, a_diagnostic_variant_earns_nothing_and_is_not_named_per_test) {
  TestResult test = grade_printing(load(variants_suite()), printing("711", "4"));
  EXPECT_EQ(test.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(test.score, 3);
  EXPECT_TRUE(test.diagnoses.empty());
  EXPECT_EQ(test.check_results[2].matching_variants, std::vector<std::string>{"decrease-key"});
}

TEST(Diagnose, an_accepted_variant_passes_with_full_points_and_is_still_named) {
  TestResult test = grade_printing(load(variants_suite()), printing("650", "5"));
  EXPECT_EQ(test.verdict, Verdict::passed);
  EXPECT_DOUBLE_EQ(test.score, 4);
  ASSERT_EQ(test.diagnoses.size(), 1u);
  EXPECT_EQ(test.diagnoses[0].variant, "lifo-ties");
  std::string text = render_report(suite_of(test), ReportFormat::text, Color::off);
  EXPECT_EQ(test.diagnoses[0].message,
            "Your nodes_expanded (650) and your max_search_depth (5) are exactly what a program "
            "following this rule prints: A* expands the newest of equal-f nodes first. This "
            "assignment accepts that rule too, so these lines earn full points.");
  EXPECT_EQ(text.find("variant"), std::string::npos) << text;
}

TEST(Diagnose, a_partial_variant_earns_its_fraction_and_stays_failed) {
  TestResult test = grade_printing(load(variants_suite()), printing("700", "3"));
  EXPECT_EQ(test.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(test.score, 3.5);
  EXPECT_EQ(test.check_results[3].outcome, CheckOutcome::failed);
  EXPECT_DOUBLE_EQ(test.check_results[3].points, 0.5);
  ASSERT_EQ(test.diagnoses.size(), 1u);
  EXPECT_NE(test.diagnoses[0].message.find("50% of its points"), std::string::npos)
      << test.diagnoses[0].message;
}

TEST(Diagnose, several_lines_matching_one_variant_are_named_in_one_sentence) {
  Suite suite = load(variants_suite());
  suite.variants[1].credit = VariantCredit::partial;  // keep lifo-ties' lines failed
  suite.variants[1].fraction = 0.25;
  TestResult test = grade_printing(suite, printing("650", "5"));
  ASSERT_EQ(test.diagnoses.size(), 1u);
  EXPECT_EQ(test.diagnoses[0].checks, (std::vector<int>{2, 3}));
  EXPECT_EQ(test.diagnoses[0].message.rfind(
                "Your nodes_expanded (650) and your max_search_depth (5) are exactly what", 0),
            0u)
      << test.diagnoses[0].message;
  EXPECT_NE(test.diagnoses[0].message.find("these lines earn 25% of their points"),
            std::string::npos);
}

TEST(Diagnose, a_line_matching_no_variant_gets_no_sentence) {
  TestResult test = grade_printing(load(variants_suite()), printing("711", "4", "2"));
  EXPECT_TRUE(test.diagnoses.empty());
  std::string text = render_report(suite_of(test), ReportFormat::text, Color::off);
  EXPECT_EQ(text.find("none of the known"), std::string::npos) << text;
}

// A crash earns nothing, so a variant's credit is not said: its reason and stderr explain.
TEST(Diagnose, a_crash_gets_no_diagnosis) {
  Suite suite = load(variants_suite());
  FakeProcessRunner runner([&](const ProcessSpec&) {
    return exited(1, printing("700", "3"), "Traceback ...\nValueError: x\n");
  });
  FakeEnvironment environment;
  SuiteResult result = grade_submission(suite, "/tmp", {std::nullopt, 1, Isolation::rlimits},
                                        runner, environment);
  const TestResult& test = result.tests.at(0);
  EXPECT_EQ(test.verdict, Verdict::runtime_error);
  EXPECT_TRUE(test.diagnoses.empty());
}

TEST(Diagnose, a_hidden_test_says_the_rule_without_its_data) {
  TestResult test = grade_printing(load(variants_suite("hidden")), printing("700", "3"));
  SuiteResult result = suite_of(test);
  for (ReportFormat format : {ReportFormat::text, ReportFormat::gradescope}) {
    std::string report = render_report(result, format, Color::off);
    EXPECT_NE(report.find("max_search_depth is measured on popped nodes."), std::string::npos)
        << report;
    EXPECT_EQ(report.find("(3)"), std::string::npos) << report;
    EXPECT_EQ(report.find("cost_of_path"), std::string::npos) << report;
  }
}

TEST(Diagnose, instructor_reports_carry_the_full_diagnosis) {
  TestResult test = grade_printing(load(variants_suite("hidden")), printing("700", "3"));
  SuiteResult result = suite_of(test);
  EXPECT_NE(
      render_report(result, ReportFormat::json, Color::off).find("\"variant\": \"partial-depth\""),
      std::string::npos);
  EXPECT_NE(render_report(result, ReportFormat::junit, Color::off).find("max_search_depth (3)"),
            std::string::npos);
}

TEST(Diagnose, regex_and_one_of_checks_match_a_variant_printing_the_same_line) {
  Suite suite = load(R"(run: {command: prog}
variants:
  quotes: {description: The path is written with double quotes., credit: accepted}
tests:
  - name: t
    expected: "x"
    checks:
      - {lines: 1, kind: one_of, values: ["path: ['Up']"], points: 1}
    variant_outputs:
      quotes: "path: [\"Up\"]\n"
)");
  TestResult test = grade_printing(suite, "path: [\"Up\"]\n");
  ASSERT_EQ(test.diagnoses.size(), 1u);
  EXPECT_EQ(test.diagnoses[0].variant, "quotes");
}

TEST(Diagnose, a_suite_without_variants_reads_as_before) {
  Suite suite = load(variants_suite());
  suite.variants.clear();
  TestResult test = grade_printing(suite, printing("711", "4"));
  EXPECT_TRUE(test.diagnoses.empty());
  EXPECT_DOUBLE_EQ(test.score, 3);
}

TEST(Diagnose, format_checks_are_not_compared_with_variants) {
  EXPECT_TRUE(is_comparison(CheckKind::unordered));
  EXPECT_FALSE(is_comparison(CheckKind::format));
  EXPECT_FALSE(is_comparison(CheckKind::produced_output));
}

}  // namespace
}  // namespace grader

#include "grade/diagnose.h"

#include <gtest/gtest.h>

#include "grade/fake_process_runner.h"
#include "grade/grader.h"
#include "report/render.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

// Three variants; load() accepts two of them as an assignment manifest would (lifo-ties
// fully, partial-depth for half). In test `ast`, decrease-key changes line 3, lifo-ties
// changes lines 3 and 4, partial-depth changes line 4 only.
std::string variants_suite(const std::string& visibility = "visible") {
  return R"(run: {command: 'prog {board}'}
variants:
  decrease-key:
    description: "A* updates a state already in the frontier when it finds a cheaper path (decrease-key)."
  lifo-ties:
    description: A* expands the newest of equal-f nodes first.
  partial-depth:
    description: max_search_depth is measured on popped nodes.
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

// The suite in `text`, with what a manifest's `accept: {lifo-ties: 1, partial-depth: 0.5,
// quotes: 1}` sets (the manifest's loader is tested in suite/assignment_test.cc).
Suite load(const std::string& text) {
  auto suite = parse_suite(text, "s.yaml");
  if (!suite) ADD_FAILURE() << suite.error().front().to_string();
  Suite loaded = suite ? *suite : Suite{};
  loaded.accepted = {{"lifo-ties", 1}, {"partial-depth", 0.5}, {"quotes", 1}};
  return loaded;
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
            "following this rule prints: A* expands the newest of equal-f nodes first. Your "
            "instructor accepts this, so these lines earn full points.");
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
  suite.accepted[0].share = 0.25;  // keep lifo-ties' lines failed
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
  quotes: {description: The path is written with double quotes.}
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

// Without the manifest's accept, a variant is only named, whatever the suite says.
TEST(Diagnose, a_variant_nobody_accepts_earns_nothing) {
  Suite suite = load(variants_suite());
  suite.accepted.clear();
  TestResult test = grade_printing(suite, printing("650", "5"));
  EXPECT_EQ(test.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(test.score, 2);
  EXPECT_TRUE(test.diagnoses.empty());
}

// Hand-worked: line 3 is nodes_expanded (1 point), line 4 max_search_depth (1 point). A
// program breaking ties by g prints 711 expanded; with the blank counted too, 1801.
Suite deviations_suite(std::vector<Acceptance> accepted) {
  Suite suite = load(R"(run: {command: prog}
deviations:
  ties-g:
    dimension: tie-break
    yours: 'Your A* breaks ties between nodes of equal f by the smaller g.'
    assignment: 'The assignment breaks them by insertion order.'
  counts-blank:
    dimension: heuristic
    yours: 'Your Manhattan distance also counts the blank.'
    assignment: 'The assignment counts only the numbered tiles.'
tests:
  - name: t
    expected: "path_to_goal: ['Up']\ncost_of_path: 1\nnodes_expanded: 700\nmax_search_depth: 4\n"
    checks:
      - {lines: 1, kind: exact, points: 1}
      - {lines: 2, kind: exact, points: 1}
      - {lines: 3, kind: integer, points: 1}
      - {lines: 4, kind: exact, points: 1}
    explained_by:
      - {by: [ties-g], lines: {3: 'nodes_expanded: 711'}}
      - {by: [counts-blank, ties-g], lines: {3: 'nodes_expanded: 1801', 4: 'max_search_depth: 6'}}
)");
  suite.accepted = std::move(accepted);
  return suite;
}

TEST(Diagnose, an_accepted_deviation_passes_with_full_points_in_plain_words) {
  TestResult test = grade_printing(deviations_suite({{"ties-g", 1}}), printing("711", "4"));
  EXPECT_EQ(test.verdict, Verdict::passed);
  EXPECT_DOUBLE_EQ(test.score, 4);
  ASSERT_EQ(test.diagnoses.size(), 1u);
  EXPECT_EQ(test.diagnoses[0].variant, "ties-g");
  EXPECT_EQ(test.diagnoses[0].credit, VariantCredit::accepted);
  EXPECT_EQ(test.diagnoses[0].message,
            "Your nodes_expanded (711) is what a program that does this prints: Your A* breaks "
            "ties between nodes of equal f by the smaller g. Your instructor accepts this, so "
            "this line earns full points.");
}

TEST(Diagnose, a_partly_accepted_deviation_earns_its_share_and_stays_failed) {
  TestResult test = grade_printing(deviations_suite({{"ties-g", 0.5}}), printing("711", "4"));
  EXPECT_EQ(test.verdict, Verdict::wrong_answer);
  EXPECT_DOUBLE_EQ(test.score, 3.5);
  ASSERT_EQ(test.diagnoses.size(), 1u);
  EXPECT_EQ(test.diagnoses[0].credit, VariantCredit::partial);
  EXPECT_NE(test.diagnoses[0].message.find("this line earns 50% of its points"), std::string::npos)
      << test.diagnoses[0].message;
}

// Both deviations at once: only when both are accepted, at the smaller share.
TEST(Diagnose, a_set_of_deviations_earns_only_when_each_is_accepted) {
  const std::string printed = printing("1801", "6");
  EXPECT_DOUBLE_EQ(grade_printing(deviations_suite({{"ties-g", 1}}), printed).score, 2);
  TestResult both = grade_printing(deviations_suite({{"ties-g", 1}, {"counts-blank", 0.5}}),
                                   printed);
  EXPECT_DOUBLE_EQ(both.score, 3);  // 2 + half of lines 3 and 4
  ASSERT_EQ(both.diagnoses.size(), 1u);
  EXPECT_EQ(both.diagnoses[0].variant, "counts-blank, ties-g");
  EXPECT_EQ(both.diagnoses[0].checks, (std::vector<int>{2, 3}));
}

TEST(Diagnose, an_unexplained_line_blocks_the_credit) {
  TestResult test = grade_printing(deviations_suite({{"ties-g", 1}}), printing("711", "5"));
  EXPECT_DOUBLE_EQ(test.score, 2);
  EXPECT_TRUE(test.diagnoses.empty());
}

}  // namespace
}  // namespace grader

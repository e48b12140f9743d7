#include "verify/verify.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

std::vector<NamedVerdict> verdicts(std::initializer_list<Verdict> list) {
  std::vector<NamedVerdict> got;
  int i = 0;
  for (Verdict verdict : list) got.push_back({"s/t" + std::to_string(++i), verdict});
  return got;
}

TEST(MatchVerdict, passed_means_every_test_passed) {
  EXPECT_EQ(match_verdict(Verdict::passed, verdicts({Verdict::passed, Verdict::passed})).status,
            VerifyStatus::ok);
  VerdictMatch match = match_verdict(Verdict::passed,
                                     verdicts({Verdict::passed, Verdict::wrong_answer}));
  EXPECT_EQ(match.status, VerifyStatus::failed);
  EXPECT_EQ(match.why, "expected passed, got wrong_answer on s/t2");
}

TEST(MatchVerdict, a_failing_verdict_needs_one_test_with_it_and_nothing_worse) {
  EXPECT_EQ(match_verdict(Verdict::wrong_answer, verdicts({Verdict::passed, Verdict::wrong_answer}))
                .status,
            VerifyStatus::ok);
  // A time-limit program may also print wrong numbers on the tests it finishes.
  EXPECT_EQ(match_verdict(Verdict::time_limit,
                          verdicts({Verdict::wrong_answer, Verdict::time_limit}))
                .status,
            VerifyStatus::ok);
  VerdictMatch worse = match_verdict(Verdict::wrong_answer,
                                     verdicts({Verdict::wrong_answer, Verdict::runtime_error,
                                               Verdict::runtime_error}));
  EXPECT_EQ(worse.status, VerifyStatus::failed);
  EXPECT_EQ(worse.why, "expected wrong_answer, got runtime_error on s/t2 (and 1 more test)");
}

TEST(MatchVerdict, says_when_the_declared_verdict_never_happens) {
  VerdictMatch all_passed = match_verdict(Verdict::wrong_answer, verdicts({Verdict::passed}));
  EXPECT_EQ(all_passed.why, "expected wrong_answer, got passed: every test passed");
  VerdictMatch milder = match_verdict(Verdict::time_limit,
                                      verdicts({Verdict::passed, Verdict::wrong_answer}));
  EXPECT_EQ(milder.status, VerifyStatus::failed);
  EXPECT_EQ(milder.why, "expected time_limit, but no test got it (got wrong_answer on s/t2)");
}

TEST(Severity, orders_every_verdict) {
  EXPECT_LT(severity(Verdict::passed), severity(Verdict::wrong_answer));
  EXPECT_LT(severity(Verdict::wrong_answer), severity(Verdict::time_limit));
  EXPECT_LT(severity(Verdict::time_limit), severity(Verdict::runtime_error));
  EXPECT_LT(severity(Verdict::runtime_error), severity(Verdict::submission_error));
}

// One suite whose only test records an output for `variant`.
Suite suite_with_variant(const std::string& variant) {
  Suite suite;
  suite.variants.push_back({variant, "d"});
  TestCase test;
  test.variant_outputs.push_back({variant, "x"});
  suite.tests.push_back(test);
  return suite;
}

SuiteResult one_test(TestResult test) {
  SuiteResult result;
  result.suite_name = "s";
  result.tests = {std::move(test)};
  return result;
}

// A wrong answer whose failed check matches `variant`'s output.
SuiteResult wrong_with_diagnosis(const std::string& variant) {
  TestResult test;
  test.name = "t";
  test.verdict = Verdict::wrong_answer;
  CheckResult check;
  check.outcome = CheckOutcome::failed;
  check.matching_variants = {variant};
  test.check_results.push_back(check);
  return one_test(test);
}

// A wrong answer the deviations `names` explain.
SuiteResult wrong_explained_by(const std::vector<std::string>& names) {
  SuiteResult result = wrong_with_diagnosis("x");
  if (names.empty()) return result;
  Explanation explanation;
  for (const std::string& name : names) explanation.deviations.push_back({name, "d", "Y.", "A."});
  explanation.tests = {"t"};
  result.explanations.push_back(explanation);
  return result;
}

Suite suite_with_deviations(const std::vector<std::string>& names) {
  Suite suite;
  for (const std::string& name : names) suite.deviations.push_back({name, "d", "Y.", "A."});
  return suite;
}

ManifestEntry wrong_answer_entry(std::optional<std::string> variant) {
  ManifestEntry entry;
  entry.path = "wrong_answer/ast_lifo_ties";
  entry.verdict = Verdict::wrong_answer;
  entry.variant = std::move(variant);
  return entry;
}

TEST(CheckSubmission, names_the_diagnosed_variant) {
  SubmissionCheck check = check_submission(wrong_answer_entry("lifo-ties"),
                                           {suite_with_variant("lifo-ties")},
                                           {wrong_with_diagnosis("lifo-ties")});
  EXPECT_EQ(check.status, VerifyStatus::ok);
  EXPECT_EQ(check.line, "wrong_answer/ast_lifo_ties  wrong_answer (diagnosed: lifo-ties)");
}

TEST(CheckSubmission, fails_when_the_variant_is_recorded_but_not_diagnosed) {
  SubmissionCheck check = check_submission(wrong_answer_entry("lifo-ties"),
                                           {suite_with_variant("lifo-ties")},
                                           {wrong_with_diagnosis("decrease-key")});
  EXPECT_EQ(check.status, VerifyStatus::failed);
  EXPECT_EQ(check.line, "wrong_answer/ast_lifo_ties  wrong_answer, but no test's diagnosis "
                        "names lifo-ties (diagnosed: decrease-key)");
}

TEST(CheckSubmission, skips_the_variant_when_no_suite_records_it) {
  SubmissionCheck check = check_submission(wrong_answer_entry("lifo-ties"), {Suite{}},
                                           {wrong_with_diagnosis("x")});
  EXPECT_EQ(check.status, VerifyStatus::ok);
  EXPECT_EQ(check.line, "wrong_answer/ast_lifo_ties  wrong_answer (variant lifo-ties not "
                        "checked: no suite records its output)");
}

TEST(CheckSubmission, a_wrong_verdict_fails_before_the_variant_is_looked_at) {
  SuiteResult passed = one_test(TestResult{});
  SubmissionCheck check = check_submission(wrong_answer_entry("lifo-ties"),
                                           {suite_with_variant("lifo-ties")}, {passed});
  EXPECT_EQ(check.status, VerifyStatus::failed);
  EXPECT_EQ(check.line,
            "wrong_answer/ast_lifo_ties  expected wrong_answer, got passed: every test passed");
}

ManifestEntry explained_entry(std::optional<DeviationSet> explanation) {
  ManifestEntry entry = wrong_answer_entry(std::nullopt);
  entry.path = "wrong_answer/two";
  entry.explanation = std::move(explanation);
  return entry;
}

TEST(CheckSubmission, names_the_declared_explanation) {
  Suite suite = suite_with_deviations({"ties-g", "blank"});
  SubmissionCheck check =
      check_submission(explained_entry(DeviationSet{"blank", "ties-g"}), {suite, suite},
                       {wrong_explained_by({"ties-g", "blank"}), wrong_explained_by({})});
  EXPECT_EQ(check.status, VerifyStatus::ok);
  EXPECT_EQ(check.line, "wrong_answer/two  wrong_answer (explained: blank + ties-g)");
}

TEST(CheckSubmission, a_part_of_the_declared_explanation_in_another_suite_is_right) {
  // The sample shows only the format slip; the hidden suite shows both.
  Suite suite = suite_with_deviations({"ties-g", "blank"});
  SubmissionCheck part =
      check_submission(explained_entry(DeviationSet{"blank", "ties-g"}), {suite, suite},
                       {wrong_explained_by({"blank"}), wrong_explained_by({"ties-g", "blank"})});
  EXPECT_EQ(part.status, VerifyStatus::ok);
  // A part alone is not enough: the whole must be named somewhere.
  SubmissionCheck only_part =
      check_submission(explained_entry(DeviationSet{"blank", "ties-g"}), {suite, suite},
                       {wrong_explained_by({"blank"}), wrong_explained_by({})});
  EXPECT_EQ(only_part.status, VerifyStatus::failed);
}

// One suite's result whose boards tie several explanations: each names the same test.
SuiteResult wrong_tied_between(const std::string& suite_name,
                               const std::vector<std::vector<std::string>>& sets) {
  SuiteResult result = wrong_with_diagnosis("x");
  result.suite_name = suite_name;
  for (const auto& names : sets) {
    Explanation explanation;
    for (const std::string& name : names) explanation.deviations.push_back({name, "d", "Y.", "A."});
    explanation.tests = {"t"};
    result.explanations.push_back(explanation);
  }
  return result;
}

// Issue 40: "it was explained by decrease-key, decrease-key-in-place instead of
// decrease-key" read like two rules combined; it is a tie the suite's boards cannot break.
TEST(CheckSubmission, a_tie_with_the_declared_rule_is_said_as_a_tie) {
  Suite suite = suite_with_deviations({"decrease-key", "decrease-key-in-place"});
  const ManifestEntry entry = explained_entry(DeviationSet{"decrease-key"});
  SubmissionCheck tie = check_submission(
      entry, {suite, suite},
      {wrong_explained_by({}),
       wrong_tied_between("driver-hidden", {{"decrease-key"}, {"decrease-key-in-place"}})});
  EXPECT_EQ(tie.status, VerifyStatus::failed);
  EXPECT_EQ(tie.line, "wrong_answer/two  wrong_answer, but decrease-key and decrease-key-in-place "
                      "print the same numbers on every board of driver-hidden, so verify cannot "
                      "tell which one this program follows");
  // Two suites with the same tie are named together.
  SubmissionCheck both = check_submission(
      entry, {suite, suite},
      {wrong_tied_between("driver-public", {{"decrease-key"}, {"decrease-key-in-place"}}),
       wrong_tied_between("driver-hidden", {{"decrease-key"}, {"decrease-key-in-place"}})});
  EXPECT_EQ(both.line, "wrong_answer/two  wrong_answer, but decrease-key and decrease-key-in-place "
                       "print the same numbers on every board of driver-public and "
                       "driver-hidden, so verify cannot tell which one this program follows");
  // A tie with a part of the declared set: the part is what ties.
  Suite three = suite_with_deviations({"ties-g", "blank", "lifo"});
  SubmissionCheck part = check_submission(explained_entry(DeviationSet{"blank", "ties-g"}),
                                          {three, three},
                                          {wrong_tied_between("sample", {{"ties-g"}, {"lifo"}}),
                                           wrong_explained_by({"ties-g", "blank"})});
  EXPECT_EQ(part.line, "wrong_answer/two  wrong_answer, but ties-g and lifo print the same numbers "
                       "on every board of sample, so verify cannot tell which one this program "
                       "follows");
}

// A tie that does not hold the declared rule, or a rule no tie names, is another
// explanation, as before.
// A generated suite names its assignment: the line says which command finds boards that
// tell the two apart.
TEST(CheckSubmission, a_tie_in_a_generated_suite_names_the_command_that_breaks_it) {
  Suite suite = suite_with_deviations({"decrease-key", "decrease-key-in-place"});
  suite.assignment = "driver";
  SubmissionCheck tie = check_submission(
      explained_entry(DeviationSet{"decrease-key"}), {suite},
      {wrong_tied_between("driver-hidden", {{"decrease-key"}, {"decrease-key-in-place"}})});
  EXPECT_EQ(tie.line, "wrong_answer/two  wrong_answer, but decrease-key and decrease-key-in-place "
                      "print the same numbers on every board of driver-hidden, so verify cannot "
                      "tell which one this program follows (puzzle-ref tell-apart driver "
                      "decrease-key decrease-key-in-place --random N --depths D --seed S finds "
                      "boards that would)");
}

TEST(CheckSubmission, a_tie_without_the_declared_rule_is_another_explanation) {
  Suite suite = suite_with_deviations({"a", "b", "c"});
  SubmissionCheck check = check_submission(explained_entry(DeviationSet{"a"}), {suite},
                                           {wrong_tied_between("s", {{"b"}, {"c"}})});
  EXPECT_EQ(check.line,
            "wrong_answer/two  wrong_answer, but it was explained by b, c instead of a");
  SubmissionCheck beside =
      check_submission(explained_entry(DeviationSet{"a"}), {suite, suite},
                       {wrong_tied_between("s", {{"a"}, {"b"}}), wrong_explained_by({"c"})});
  EXPECT_EQ(beside.line,
            "wrong_answer/two  wrong_answer, but it was explained by a, b, c instead of a");
}

TEST(CheckSubmission, fails_on_another_explanation_or_a_tie_with_one) {
  Suite suite = suite_with_deviations({"ties-g", "blank"});
  SubmissionCheck other = check_submission(explained_entry(DeviationSet{"blank", "ties-g"}),
                                           {suite}, {wrong_explained_by({"ties-g"})});
  EXPECT_EQ(other.status, VerifyStatus::failed);
  EXPECT_EQ(other.line, "wrong_answer/two  wrong_answer, but it was explained by ties-g instead "
                        "of blank + ties-g");
  SubmissionCheck tie =
      check_submission(explained_entry(DeviationSet{"ties-g"}), {suite, suite},
                       {wrong_explained_by({"ties-g"}), wrong_explained_by({"blank"})});
  EXPECT_EQ(tie.status, VerifyStatus::failed);
  SubmissionCheck none = check_submission(explained_entry(DeviationSet{"ties-g"}), {suite},
                                          {wrong_explained_by({})});
  EXPECT_EQ(none.status, VerifyStatus::failed);
  EXPECT_EQ(none.line, "wrong_answer/two  wrong_answer, but it was explained by none instead "
                       "of ties-g");
}

// So a program that follows the spec exactly, or makes another kind of mistake, can
// never be given one.
TEST(CheckSubmission, fails_on_any_explanation_where_none_is_declared) {
  Suite suite = suite_with_deviations({"ties-g"});
  SubmissionCheck check = check_submission(explained_entry(std::nullopt), {suite},
                                           {wrong_explained_by({"ties-g"})});
  EXPECT_EQ(check.status, VerifyStatus::failed);
  EXPECT_EQ(check.line, "wrong_answer/two  wrong_answer, but it got an explanation where none "
                        "is declared: ties-g");
}

TEST(CheckSubmission, skips_the_explanation_when_no_suite_declares_its_deviations) {
  SubmissionCheck check = check_submission(explained_entry(DeviationSet{"ties-g"}), {Suite{}},
                                           {wrong_explained_by({})});
  EXPECT_EQ(check.status, VerifyStatus::ok);
  EXPECT_EQ(check.line, "wrong_answer/two  wrong_answer (explanation ties-g not checked: no "
                        "suite declares those deviations)");
}

// Issue 40: funny's first suite (print_succ) records no rules, so a note read from the
// first suite alone said nothing of the queue-after-pop that made the example pass.
TEST(AcceptedRulesNote, names_the_rules_every_suite_accepts_once_each) {
  Assignment assignment;
  assignment.parts.resize(3);  // print_succ: none; solve's public and hidden: the same rule
  assignment.parts[1].suite.accepted = {{"queue-after-pop", 1}};
  assignment.parts[2].suite.accepted = {{"queue-after-pop", 1}, {"decrease-key", 0.5}};
  EXPECT_EQ(accepted_rules_note(assignment, "testcases/funny/assignment.yaml"),
            " (graded as assignment.yaml accepts: queue-after-pop 1, decrease-key 0.5)");
  EXPECT_EQ(accepted_rules_note(Assignment{}, "assignment.yaml"), "");
}

}  // namespace
}  // namespace grader

#include "suite/assignment.h"

#include <gtest/gtest.h>

#include <fstream>

#include "common/testing/temp_folder.h"
#include "common/yaml_fields.h"

namespace grader {
namespace {

// Two tests worth 1 + 3 = 4 points.
const char* kSuiteA = R"(suite: a
run: {command: python3 a.py}
tests:
  - name: one
    expected: "1\n"
    checks: [{lines: 1, kind: exact, points: 1}]
  - name: two
    expected: "2\n"
    checks: [{lines: 1, kind: exact, points: 3}]
)";
// One test worth 10 points.
const char* kSuiteB = R"(suite: b
run: {command: python3 b.py}
visibility: hidden
tests:
  - name: one
    expected: "1\n"
    checks: [{lines: 1, kind: exact, points: 10}]
)";

// Records two deviations and a variant, and gives its one test its own time limit.
const char* kSuiteC = R"(suite: c
run: {command: python3 c.py}
limits: {time_per_test: 10, memory_mb: 2048}
variants:
  decrease-key: {description: A* updates a state already in the frontier.}
deviations:
  ties-g: {dimension: tie-break, yours: 'Your A* breaks ties by g.', assignment: 'By order.'}
  counts-blank: {dimension: heuristic, yours: 'Yours counts the blank.', assignment: 'Not.'}
tests:
  - name: slow
    time_limit: 45
    expected: "1\n2\n"
    checks: [{lines: 1, kind: exact, points: 1}, {lines: 2, kind: exact, points: 3}]
  - name: fast
    expected: "1\n"
    checks: [{lines: 1, kind: exact, points: 2}]
)";

class AssignmentTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = temp_.path();
    write("a.yaml", kSuiteA);
    write("b.yaml", kSuiteB);
    write("c.yaml", kSuiteC);
  }
  void write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
  }
  // Every error of the manifest `text`, one "LINE:COLUMN: message" per line.
  std::string errors(const std::string& text) {
    write("m.yaml", text);
    auto loaded = load_assignment(dir_ / "m.yaml");
    if (loaded) return "";
    std::string out;
    for (const SuiteError& e : loaded.error()) {
      std::string file = std::filesystem::path(e.file).filename().string();
      out += file + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) + ": " +
             e.message + "\n";
    }
    return out;
  }
  std::string manifest() const { return (dir_ / "m.yaml").string(); }
  puzzle::testing::TempFolder temp_{"assignment-test"};
  std::filesystem::path dir_;
};

TEST_F(AssignmentTest, ManifestListsSuitesWithPointsWeightsAndVisibility) {
  write("m.yaml", R"(assignment: hw1
suites:
  - {file: a.yaml, name: first, points: 40}
  - {file: b.yaml, weight: 2, visibility: visible}
)");
  auto loaded = load_assignment(dir_ / "m.yaml");
  ASSERT_TRUE(loaded) << loaded.error().front().to_string();
  EXPECT_EQ(loaded->name, "hw1");
  ASSERT_EQ(loaded->parts.size(), 2u);
  EXPECT_EQ(loaded->parts[0].name, "first");
  EXPECT_DOUBLE_EQ(loaded->parts[0].factor(), 10.0);  // 40 points over the suite's own 4
  EXPECT_EQ(loaded->parts[1].name, "b");              // the suite's own name
  EXPECT_DOUBLE_EQ(loaded->parts[1].factor(), 2.0);
  EXPECT_EQ(loaded->parts[1].visibility, Visibility::visible);
  EXPECT_DOUBLE_EQ(loaded->max_points(), 40 + 2 * 10);
  EXPECT_EQ(loaded->files().size(), 3u);  // the manifest and its two suites
}

// The instructor's rules on top of a generated suite (docs/assignment-manifest.md "The
// instructor's rules"): limits, one test's points, time and visibility, accepted rules.
TEST_F(AssignmentTest, TheManifestSetsLimitsTestsAndAcceptedRulesOverTheSuite) {
  write("m.yaml", R"(suites:
  - file: c.yaml
    limits: {time_per_test: 20, time_total: 300, memory_mb: 768}
    tests:
      fast: {points: 6, time_limit: 5, visibility: hidden}
  - {file: a.yaml}
accept: {ties-g: 1, decrease-key: 0.25}
)");
  auto loaded = load_assignment(dir_ / "m.yaml");
  ASSERT_TRUE(loaded) << loaded.error().front().to_string();
  const Suite& c = loaded->parts[0].suite;
  EXPECT_EQ(c.limits.time_per_test, std::chrono::seconds(20));
  EXPECT_EQ(c.limits.time_total, std::chrono::seconds(300));
  EXPECT_EQ(c.limits.memory_mb, 768u);
  EXPECT_EQ(c.tests[0].time_limit, std::nullopt);  // the manifest's 20 s replaces gen's 45 s
  EXPECT_EQ(c.tests[1].time_limit, std::chrono::seconds(5));
  EXPECT_EQ(c.tests[1].visibility, Visibility::hidden);
  EXPECT_DOUBLE_EQ(max_points(c.tests[1]), 6);
  EXPECT_DOUBLE_EQ(loaded->max_points(), 4 + 6 + 4);  // slow, fast, and suite a
  ASSERT_EQ(c.accepted.size(), 2u);
  EXPECT_EQ(c.accepted[0].rule, "ties-g");
  EXPECT_DOUBLE_EQ(c.accepted[0].share, 1);
  EXPECT_EQ(c.accepted[1].credit(), VariantCredit::partial);
  EXPECT_TRUE(loaded->parts[1].suite.accepted.empty());  // a records neither rule
}

TEST_F(AssignmentTest, TheInstructorsRulesAreCheckedWithPositionsAndSuggestions) {
  EXPECT_EQ(errors("suites:\n"
                   "  - file: c.yaml\n"
                   "    limits: {time_per_tset: 20}\n"
                   "    tests: {fsat: {points: 1}, slow: {pionts: 2}}\n"
                   "accept: {ties-h: 1}\n"),
            "m.yaml:3:14: unknown key 'time_per_tset' in 'limits'; did you mean "
            "'time_per_test'?\n"
            "m.yaml:4:13: the suite has no test called 'fsat'; did you mean 'fast'?\n"
            "m.yaml:4:39: unknown key 'pionts' in test 'slow'; did you mean 'points'?\n"
            "m.yaml:5:10: no suite of the assignment records a rule called 'ties-h' "
            "(puzzle-grader rules --suite " +
                manifest() +
                " lists the 3 it records); did you "
                "mean 'ties-g'?\n");
  EXPECT_EQ(errors("suites: [{file: c.yaml}]\naccept: {ties-h: 1, ties-g: 2}\n"),
            "m.yaml:2:10: no suite of the assignment records a rule called 'ties-h' "
            "(puzzle-grader rules --suite " +
                manifest() +
                " lists the 3 it records); did you "
                "mean 'ties-g'?\n"
                "m.yaml:2:29: 'ties-g' earns a share of the points from above 0 to 1 (full "
                "points), not 2\n");
}

// Points written for a suite's tests are kept (docs/assignment-manifest.md "Points written
// in the manifest"); where the suite's `points` cannot hold them, one sentence says so.
TEST_F(AssignmentTest, PointsWrittenForTestsThatASuitesPointsCannotHoldAreRefused) {
  // Suite a: tests one (1 point) and two (3 points).
  EXPECT_EQ(errors("suites:\n"
                   "  - {file: a.yaml, points: 10, tests: {one: {points: 12}}}\n"),
            "m.yaml:2:28: the points written for this suite's tests and time bonus add up to "
            "12, more than its 10 points: raise 'points' or lower them\n");
  EXPECT_EQ(errors("suites:\n"
                   "  - {file: a.yaml, points: 10, tests: {one: {points: 2}, two: {points: 3}}}\n"),
            "m.yaml:2:28: the points written for this suite's tests and time bonus add up to "
            "5, and no other test has points to take the rest of its 10: make 'points' 5\n");
  EXPECT_EQ(errors("suites:\n"
                   "  - {file: a.yaml, weight: 0, tests: {one: {points: 2}}}\n"),
            "m.yaml:2:28: a suite of weight 0 counts for nothing, so the 2 points written for "
            "its tests and time bonus cannot count: remove 'weight' or them\n");
  EXPECT_EQ(errors("suites:\n"
                   "  - {file: a.yaml, points: 5, tests: {one: {points: 2}, two: {points: 3}}}\n"),
            "");
}

// Issue 40: `puzzle-ref variants driver` listed `ties-by-depth`, the deviation suites
// record as `ties-larger-g`; no edit distance links the two, so the former name is known.
TEST_F(AssignmentTest, ARefusedRuleNamesTheRuleItWasCalledBeforeOrNothingFarOff) {
  write("d.yaml", R"(suite: d
run: {command: python3 d.py}
deviations:
  ties-larger-g: {dimension: tie-break, yours: 'Yours takes the deeper.', assignment: 'Not.'}
  ties-smaller-g: {dimension: tie-break, yours: 'Yours takes the shallower.', assignment: 'No.'}
tests:
  - {name: one, expected: "1\n", checks: [{lines: 1, kind: exact, points: 1}]}
)");
  EXPECT_EQ(errors("suites: [{file: d.yaml}]\naccept: {ties-by-depth: 1}\n"),
            "m.yaml:2:10: no suite of the assignment records a rule called 'ties-by-depth' "
            "(puzzle-grader rules --suite " +
                manifest() +
                " lists the 2 it records); did you "
                "mean 'ties-larger-g'?\n");
  // Nothing is close to this one, so the line names where the names are, and no guess.
  EXPECT_EQ(errors("suites: [{file: d.yaml}]\naccept: {deeper-first: 1}\n"),
            "m.yaml:2:10: no suite of the assignment records a rule called 'deeper-first' "
            "(puzzle-grader rules --suite " +
                manifest() + " lists the 2 it records)\n");
}

TEST_F(AssignmentTest, RecordedRulesAreEveryDeviationAndVariantOnceWithTheirSentences) {
  write("m.yaml", "suites:\n  - {file: c.yaml, name: first}\n  - {file: a.yaml}\n"
                  "  - {file: c.yaml, name: again}\n");
  auto loaded = load_assignment(dir_ / "m.yaml");
  ASSERT_TRUE(loaded) << loaded.error().front().to_string();
  const std::vector<RecordedRule> rules = recorded_rules(loaded->parts);
  ASSERT_EQ(rules.size(), 3u);  // c's two deviations and its variant; a records none
  EXPECT_EQ(rules[0].name, "ties-g");
  EXPECT_EQ(rules[0].sentence, "Your A* breaks ties by g.");
  EXPECT_EQ(rules[0].dimension, "tie-break");
  EXPECT_EQ(rules[0].parts, (std::vector<std::string>{"first", "again"}));
  EXPECT_EQ(rules[1].name, "counts-blank");
  EXPECT_EQ(rules[2].name, "decrease-key");
  EXPECT_EQ(rules[2].sentence, "A* updates a state already in the frontier.");
  EXPECT_EQ(rules[2].dimension, "");
}

// `puzzle-grader rules` reads a manifest whose accept: is wrong, to list what it may say.
TEST_F(AssignmentTest, AcceptLeftOutReadsTheSuitesOfAManifestWithAWrongName) {
  write("m.yaml", "suites: [{file: c.yaml}]\naccept: {nonsense: 1}\n");
  EXPECT_FALSE(load_assignment(dir_ / "m.yaml"));
  auto listed = load_assignment(dir_ / "m.yaml", AcceptedRules::left_out);
  ASSERT_TRUE(listed);
  EXPECT_EQ(recorded_rules(listed->parts).size(), 3u);
  EXPECT_TRUE(listed->parts[0].suite.accepted.empty());
}

TEST_F(AssignmentTest, ALoneSuiteIsAnAssignmentOfOneUnnamedPart) {
  auto loaded = load_assignment(dir_ / "a.yaml");
  ASSERT_TRUE(loaded);
  ASSERT_EQ(loaded->parts.size(), 1u);
  EXPECT_EQ(loaded->parts[0].name, "");
  EXPECT_DOUBLE_EQ(loaded->parts[0].factor(), 1.0);
  EXPECT_EQ(loaded->files(), std::vector<std::filesystem::path>{dir_ / "a.yaml"});
}

TEST_F(AssignmentTest, ErrorsNameLineAndColumn) {
  EXPECT_EQ(
      errors("assignment: x\nsuites:\n  - {file: a.yaml, pionts: 3}\n"),
      "m.yaml:3:20: unknown key 'pionts' in a suite of the assignment; did you mean 'points'?\n");
  EXPECT_EQ(errors("suites:\n  - file: a.yaml\n    points: 3\n    weight: 2\n"),
            "m.yaml:4:5: give a suite either 'points' or 'weight', not both\n");
  EXPECT_EQ(errors("suites:\n  - {file: nope.yaml}\n"),
            "m.yaml:2:12: cannot read the suite file " + (dir_ / "nope.yaml").string() + "\n");
  EXPECT_EQ(errors("suites: []\n"), "m.yaml:1:9: 'suites' must list the assignment's suites, e.g. "
                                    "- {file: public.yaml, points: 40}\n");
  EXPECT_EQ(errors("suites:\n  - {file: a.yaml, visibility: secret}\n"),
            "m.yaml:2:32: 'secret' is not a visibility; use 'visible', 'hidden', 'after_due_date' "
            "or 'after_published'\n");
  EXPECT_EQ(errors("suites:\n  - {file: a.yaml, points: -1}\n"),
            "m.yaml:2:28: 'points' must be at least 0 points, not -1\n");
}

TEST_F(AssignmentTest, EveryProblemIsReportedInFileOrderWithSuggestions) {
  EXPECT_EQ(errors("assignment: x\nsuites:\n  - {file: a.yaml, points: -1, visibilty: hidden}\n"
                   "  - {file: b.yaml, visibility: hiden}\n"),
            "m.yaml:3:28: 'points' must be at least 0 points, not -1\n"
            "m.yaml:3:32: unknown key 'visibilty' in a suite of the assignment; did you mean "
            "'visibility'?\n"
            "m.yaml:4:32: 'hiden' is not a visibility; use 'visible', 'hidden', 'after_due_date' "
            "or 'after_published'; did you mean 'hidden'?\n");
}

// The manifest's own keys are single words; its suites' keys are read by the suite
// loader, whose warnings name the suite file.
TEST_F(AssignmentTest, AnOldKeySpellingInAPartWarnsAtTheSuitesLine) {
  write("old.yaml", "suite: old\nrun: {command: python3 a.py}\ntests:\n  - name: one\n"
                    "    time-limit: 2\n    expected: \"1\\n\"\n"
                    "    checks: [{lines: 1, kind: exact, points: 1}]\n");
  write("m.yaml", "suites:\n  - {file: old.yaml}\n");
  puzzle::WarningCapture warnings;
  auto loaded = load_assignment(dir_ / "m.yaml");
  ASSERT_TRUE(loaded) << loaded.error().front().to_string();
  EXPECT_EQ(loaded->parts.at(0).suite.tests.at(0).time_limit, std::chrono::milliseconds(2000));
  EXPECT_EQ(warnings.lines(),
            std::vector<std::string>{(dir_ / "old.yaml").string() +
                                     ":5:5: warning: 'time-limit' is the old spelling of "
                                     "'time_limit'; write 'time_limit' (the old one is accepted "
                                     "in this release only)"});
}

TEST_F(AssignmentTest, ASuiteWithErrorsIsReportedAtItsOwnLines) {
  write("broken.yaml", "suite: x\nrun: {command: python3 x.py}\ntests:\n  - nme: t\n");
  std::string got = errors("suites:\n  - {file: broken.yaml}\n");
  EXPECT_NE(got.find("broken.yaml:4:5: unknown key 'nme'"), std::string::npos) << got;
  EXPECT_NE(got.find("m.yaml:2:12: the suite"), std::string::npos) << got;
}

TEST_F(AssignmentTest, PrefixedTestNamesMustBeUnique) {
  EXPECT_EQ(errors("suites:\n  - {file: a.yaml, name: s}\n  - {file: b.yaml, name: s}\n"),
            "m.yaml:3:5: two tests of the assignment are both called 's: one'; give the suites "
            "different 'name's\n");
}

// A suite gen wrote as visible names its tests after their boards; made hidden by the
// manifest, those names would tell students the hidden boards (docs/security.md).
TEST_F(AssignmentTest, AHiddenTestNamedAfterItsInputIsWarnedAbout) {
  write("boards.yaml", R"(suite: boards
run: {command: 'python3 driver.py {method} {board} {token}'}
args: {token: abcdef123456}
tests:
  - name: bfs-806547231
    args: {method: bfs, board: '8,0,6,5,4,7,2,3,1'}
    checks: [{kind: produced_output, points: 1}]
  - name: hidden-02 (bfs)
    args: {method: bfs, board: '1,2,5,3,4,0,6,7,8'}
    checks: [{kind: produced_output, points: 1}]
  - name: token abcdef123456
    args: {method: dfs, board: '3,1,2,0,4,5,6,7,8'}
    checks: [{kind: produced_output, points: 1}]
)");
  write("m.yaml", "suites:\n  - {file: boards.yaml, visibility: hidden}\n");
  auto hidden = load_assignment(dir_ / "m.yaml");
  ASSERT_TRUE(hidden) << hidden.error().front().to_string();
  const std::vector<std::string> warnings = hidden_names_telling_input(*hidden);
  ASSERT_EQ(warnings.size(), 1u);  // not the suite-wide token, not "bfs"
  EXPECT_NE(warnings[0].find("the hidden test 'bfs-806547231' is named after its input "
                             "'8,0,6,5,4,7,2,3,1'"),
            std::string::npos)
      << warnings[0];
  write("m.yaml", "suites:\n  - {file: boards.yaml}\n");  // visible: names are no secret
  auto visible = load_assignment(dir_ / "m.yaml");
  ASSERT_TRUE(visible);
  EXPECT_TRUE(hidden_names_telling_input(*visible).empty());
}

TEST_F(AssignmentTest, OnlyAMappingWithSuitesIsAManifest) {
  EXPECT_TRUE(is_assignment_manifest("suites:\n  - {file: a.yaml}\n"));
  EXPECT_FALSE(is_assignment_manifest(kSuiteA));
  EXPECT_FALSE(is_assignment_manifest("suites: [unclosed\n"));
}

}  // namespace
}  // namespace grader

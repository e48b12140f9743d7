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

class AssignmentTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = temp_.path();
    write("a.yaml", kSuiteA);
    write("b.yaml", kSuiteB);
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

TEST_F(AssignmentTest, OnlyAMappingWithSuitesIsAManifest) {
  EXPECT_TRUE(is_assignment_manifest("suites:\n  - {file: a.yaml}\n"));
  EXPECT_FALSE(is_assignment_manifest(kSuiteA));
  EXPECT_FALSE(is_assignment_manifest("suites: [unclosed\n"));
}

}  // namespace
}  // namespace grader

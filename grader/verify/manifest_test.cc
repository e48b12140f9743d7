#include "verify/manifest.h"

#include "common/yaml_fields.h"

#include <gtest/gtest.h>

#include <fmt/format.h>
#include <string_view>

#include <fstream>

#include "common/testing/temp_folder.h"

namespace grader {
namespace {

// A folder holding submissions/accepted/a and submissions/wrong_answer/b, so manifest
// paths can exist.
std::filesystem::path submissions_folder() {
  static const puzzle::testing::TempFolder folder("manifest-test");
  auto dir = folder / "submissions";
  std::filesystem::create_directories(dir / "accepted" / "a");
  std::filesystem::create_directories(dir / "wrong_answer" / "b");
  return dir;
}

std::vector<std::string> errors_of(const std::string& text) {
  auto manifest = parse_manifest(text, submissions_folder() / "manifest.yaml");
  std::vector<std::string> out;
  if (manifest) return out;
  std::string prefix = (submissions_folder() / "manifest.yaml").string();
  for (const SuiteError& e : manifest.error()) {
    std::string line = e.to_string();
    // fmt rather than "m" + substr: GCC 12 reports a false -Wrestrict on the latter.
    if (line.rfind(prefix, 0) == 0)
      line = fmt::format("m{}", std::string_view(line).substr(prefix.size()));
    out.push_back(line);
  }
  return out;
}

std::string first_error(const std::string& text) {
  auto errors = errors_of(text);
  return errors.empty() ? "<no error>" : errors.front();
}

TEST(Manifest, loads_entries_in_file_order) {
  auto manifest =
      parse_manifest("# comment\nsubmissions:\n"
                     "  - path: accepted/a\n    verdict: passed\n"
                     "  - path: wrong_answer/b\n    verdict: wrong_answer\n    variant: lifo-ties\n"
                     "    mistake: pops the newest first\n    exposed_by: hidden boards only\n",
                     submissions_folder() / "manifest.yaml");
  ASSERT_TRUE(manifest) << manifest.error().front().to_string();
  ASSERT_EQ(manifest->entries.size(), 2u);
  EXPECT_EQ(manifest->entries[0].path, "accepted/a");
  EXPECT_EQ(manifest->entries[0].verdict, Verdict::passed);
  EXPECT_EQ(manifest->entries[0].location, submissions_folder() / "accepted/a");
  EXPECT_EQ(manifest->entries[1].verdict, Verdict::wrong_answer);
  EXPECT_EQ(manifest->entries[1].variant, "lifo-ties");
  EXPECT_EQ(manifest->entries[1].line, 5);
}

TEST(Manifest, reads_the_checked_in_driver_manifest_format) {
  // Same keys and shapes as testcases/*/submissions/manifest.yaml.
  EXPECT_EQ(first_error("submissions:\n  - path: accepted/a\n    verdict: passed\n\n"
                        "  - path: wrong_answer/b\n    verdict: wrong_answer\n"
                        "    mistake: path_to_goal written with double quotes (json.dumps)\n"
                        "    exposed_by: sample (every test, line 1)\n"),
            "<no error>");
}

TEST(Manifest, rejects_an_unknown_verdict_with_a_suggestion) {
  EXPECT_EQ(first_error("submissions:\n  - {path: accepted/a, verdict: pased}\n"),
            "m:2:33: 'pased' is not a verdict; use 'passed', 'wrong_answer', 'time_limit', "
            "'memory_limit', 'output_limit', 'runtime_error', 'missing_output', "
            "'submission_error' or 'grader_error'; "
            "did you mean 'passed'? (key 'verdict')");
}

TEST(Manifest, rejects_unknown_keys) {
  EXPECT_EQ(first_error("submissions:\n  - {path: accepted/a, verdict: passed, varient: x}\n"),
            "m:2:41: unknown key 'varient' in a submission; did you mean 'variant'? "
            "(key 'varient')");
}

TEST(Manifest, rejects_a_path_that_does_not_exist) {
  std::string error = first_error("submissions:\n  - {path: accepted/zzz, verdict: passed}\n");
  EXPECT_EQ(error.substr(0, 9), "m:2:12: t") << error;
  EXPECT_NE(error.find("accepted/zzz next to the manifest"), std::string::npos) << error;
}

TEST(Manifest, rejects_a_path_leaving_the_folder) {
  EXPECT_EQ(first_error("submissions:\n  - {path: ../x, verdict: passed}\n"),
            "m:2:12: 'path' must be relative to the manifest and stay inside its folder "
            "(key 'path')");
}

TEST(Manifest, a_variant_belongs_to_wrong_answer_only) {
  EXPECT_EQ(first_error("submissions:\n  - {path: accepted/a, verdict: passed, variant: x}\n"),
            "m:2:50: 'variant' only applies to verdict: wrong_answer (key 'variant')");
}

TEST(Manifest, reads_an_explanation_as_a_sorted_set) {
  auto manifest =
      parse_manifest("submissions:\n  - path: wrong_answer/b\n    verdict: wrong_answer\n"
                     "    explanation: [ties-smaller-g, counts-blank]\n    mistake: two at once\n",
                     submissions_folder() / "manifest.yaml");
  ASSERT_TRUE(manifest) << manifest.error().front().to_string();
  EXPECT_EQ(manifest->entries[0].explanation, (DeviationSet{"counts-blank", "ties-smaller-g"}));
}

TEST(Manifest, an_explanation_belongs_to_a_verdict_with_wrong_numbers_and_names_deviations) {
  EXPECT_EQ(first_error(
                "submissions:\n  - {path: accepted/a, verdict: passed, explanation: [x]}\n"),
            "m:2:54: 'explanation' does not apply to verdict: passed (key 'explanation')");
  // A program that runs out of time on some tests may print wrong numbers on others.
  auto slow = parse_manifest("submissions:\n  - {path: wrong_answer/b, verdict: time_limit, "
                             "mistake: m, explanation: [no-closed-check]}\n",
                             submissions_folder() / "manifest.yaml");
  ASSERT_TRUE(slow) << slow.error().front().to_string();
  EXPECT_EQ(slow->entries[0].explanation, (DeviationSet{"no-closed-check"}));
  EXPECT_EQ(first_error("submissions:\n  - {path: wrong_answer/b, verdict: wrong_answer, "
                        "mistake: m, explanation: []}\n"),
            "m:2:76: 'explanation' must be a non-empty list of deviation names "
            "(key 'explanation')");
  EXPECT_EQ(first_error("submissions:\n  - {path: wrong_answer/b, verdict: wrong_answer, "
                        "mistake: m, explanation: [a, a]}\n"),
            "m:2:80: 'explanation' names 'a' twice (key 'explanation')");
}

TEST(Manifest, a_failing_entry_needs_its_mistake) {
  EXPECT_EQ(first_error("submissions:\n  - {path: wrong_answer/b, verdict: wrong_answer}\n"),
            "m:2:5: 'wrong_answer/b' needs 'mistake', one line naming what is wrong "
            "(key 'mistake')");
}

TEST(Manifest, needs_a_non_empty_list_and_unique_paths) {
  EXPECT_EQ(first_error("submissions: []\n"),
            "m:1:14: the manifest needs 'submissions', a non-empty list of {path, verdict} "
            "(key 'submissions')");
  EXPECT_EQ(first_error("submissions:\n  - {path: accepted/a, verdict: passed}\n"
                        "  - {path: accepted/a, verdict: passed}\n"),
            "m:3:12: accepted/a is listed twice (first on line 2) (key 'path')");
}

TEST(Manifest, a_repeated_key_is_an_error_not_a_silent_override) {
  EXPECT_EQ(first_error("submissions:\n# note\nsubmissions:\n"
                        "  - {path: accepted/a, verdict: passed}\n"),
            "m:3:1: key 'submissions' appears twice in the manifest (key 'submissions')");
  EXPECT_EQ(first_error("submissions:\n  - {path: accepted/a, verdict: passed, "
                        "verdict: wrong_answer}\n"),
            "m:2:41: key 'verdict' appears twice in a submission (key 'verdict')");
}

TEST(Manifest, reports_every_problem_in_file_order) {
  EXPECT_EQ(errors_of("submissions:\n  - {path: ../x, verdict: pased}\n"
                      "  - {path: accepted/a, verdict: passed, mistake: [a]}\n"
                      "  - {path: wrong_answer/b, verdict: wrong_answer}\n"),
            (std::vector<std::string>{
                "m:2:12: 'path' must be relative to the manifest and stay inside its folder "
                "(key 'path')",
                "m:2:27: 'pased' is not a verdict; use 'passed', 'wrong_answer', 'time_limit', "
                "'memory_limit', 'output_limit', 'runtime_error', 'missing_output', "
                "'submission_error' or 'grader_error'; did you mean 'passed'? (key 'verdict')",
                "m:3:50: 'mistake' must be text (key 'mistake')",
                "m:4:5: 'wrong_answer/b' needs 'mistake', one line naming what is wrong "
                "(key 'mistake')"}));
}

TEST(Manifest, reads_an_old_kebab_spelling_with_a_warning) {
  puzzle::WarningCapture warnings;
  auto manifest =
      parse_manifest("submissions:\n  - path: wrong_answer/b\n    verdict: wrong_answer\n"
                     "    mistake: pops the newest first\n    exposed-by: hidden boards only\n",
                     submissions_folder() / "manifest.yaml");
  ASSERT_TRUE(manifest) << manifest.error().front().to_string();
  ASSERT_EQ(warnings.lines().size(), 1u);
  EXPECT_EQ(warnings.lines()[0],
            (submissions_folder() / "manifest.yaml").string() +
                ":5:5: warning: 'exposed-by' is the old spelling of 'exposed_by'; write "
                "'exposed_by' (the old one is accepted in this release only)");
}

TEST(Manifest, reports_an_unreadable_file) {
  auto manifest = load_manifest("/nonexistent/manifest.yaml");
  ASSERT_FALSE(manifest);
  EXPECT_EQ(manifest.error().front().to_string(),
            "/nonexistent/manifest.yaml:1:1: cannot read this manifest");
}

TEST(Manifest, reads_declared_points_and_pending_in_file_order) {
  auto manifest = parse_manifest("submissions:\n  - path: accepted/a\n    verdict: passed\n"
                                 "    points: {q2: 4, q6: 7.5, q1: pending, total: 11.5}\n",
                                 submissions_folder() / "manifest.yaml");
  ASSERT_TRUE(manifest) << manifest.error().front().to_string();
  const auto& points = manifest->entries.at(0).points;
  ASSERT_EQ(points.size(), 4u);
  EXPECT_EQ(points[0].question, "q2");
  EXPECT_EQ(points[0].points, 4.0);
  EXPECT_EQ(points[1].points, 7.5);
  EXPECT_EQ(points[2].question, "q1");
  EXPECT_FALSE(points[2].points);  // pending
  EXPECT_EQ(points[3].question, "total");
  EXPECT_EQ(points[3].line, 4);
  EXPECT_EQ(points[3].column, 43);
}

TEST(Manifest, rejects_points_that_are_not_points) {
  EXPECT_EQ(first_error("submissions:\n  - path: accepted/a\n    verdict: passed\n"
                        "    points: {q2: four}\n"),
            "m:4:18: 'q2' must be a number (key 'q2')");
  EXPECT_EQ(first_error("submissions:\n  - path: accepted/a\n    verdict: passed\n"
                        "    points: {q2: -1}\n"),
            "m:4:18: 'q2' must be at least 0 points, not -1 (key 'q2')");
  EXPECT_EQ(first_error("submissions:\n  - path: accepted/a\n    verdict: passed\n"
                        "    points: [4]\n"),
            "m:4:13: 'points' must map question names (or total) to points or pending "
            "(key 'points')");
  EXPECT_EQ(first_error("submissions:\n  - path: accepted/a\n    verdict: passed\n"
                        "    points: {q2: 4, q2: 3}\n"),
            "m:4:21: 'points' names 'q2' twice (key 'points')");
}

TEST(Manifest, refuses_points_for_a_time_limit_example) {
  EXPECT_EQ(first_error("submissions:\n  - path: accepted/a\n    verdict: time_limit\n"
                        "    mistake: loops\n    points: {total: 0}\n"),
            "m:5:13: 'points' cannot be checked for verdict: time_limit (grading stops at its "
            "first time limit) (key 'points')");
}

}  // namespace
}  // namespace grader

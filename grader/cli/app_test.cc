#include "cli/app.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "cli/cli.h"
#include "common/testing/temp_folder.h"

namespace grader {
namespace {

struct Outcome {
  ExitCode code;
  std::string out;
  std::string err;
};

Outcome cli(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  ExitCode code = run_cli(args, out, err);
  return {code, out.str(), err.str()};
}

// Each test writes its files in a folder of its own, so a manifest's relative suite paths
// name this test's files and nothing another run left behind.
class Cli : public ::testing::Test {
 protected:
  std::string write_temp(const std::string& name, const std::string& text) {
    const std::filesystem::path path = folder_ / name;
    std::ofstream(path) << text;
    return path.string();
  }
  std::string folder() const { return folder_.path().string(); }

 private:
  puzzle::testing::TempFolder folder_{"cli-test"};
};

// TMPDIR set for the test's duration; restored after.
class WithTmpdir {
 public:
  explicit WithTmpdir(const std::string& value) {
    if (const char* before = std::getenv("TMPDIR")) saved_ = before;
    ::setenv("TMPDIR", value.c_str(), 1);
  }
  ~WithTmpdir() {
    if (saved_)
      ::setenv("TMPDIR", saved_->c_str(), 1);
    else
      ::unsetenv("TMPDIR");
  }
  WithTmpdir(const WithTmpdir&) = delete;
  WithTmpdir& operator=(const WithTmpdir&) = delete;

 private:
  std::optional<std::string> saved_;
};

// Before, a TMPDIR naming a missing folder ended `run` with the library's "filesystem
// error: temp_directory_path: No such file or directory", and an unwritable one with
// "mkdtemp in /root failed" after a wrong note about the sandbox.
TEST_F(Cli, a_tmpdir_that_does_not_exist_is_said_with_its_fix_before_grading) {
  const std::string suite = write_temp("ok.yaml",
                                       "run: {command: a}\ntests:\n"
                                       "  - {name: t, checks: [{kind: produced_output}]}\n");
  const std::string missing = folder() + "/gone";
  const WithTmpdir tmpdir(missing);
  Outcome r = cli({"run", "--suite", suite, "--submission", folder()});
  EXPECT_EQ(r.code, ExitCode::internal_error);
  EXPECT_EQ(r.err, "puzzle-grader: error: TMPDIR names " + missing +
                       ", which does not exist, and each test is run in a folder made there: "
                       "create that folder, or unset TMPDIR to use /tmp\n");
}

TEST_F(Cli, a_tmpdir_that_is_a_file_is_no_temporary_folder) {
  const std::string file = write_temp("a-file", "");
  const WithTmpdir tmpdir(file);
  const auto problem = temp_folder_problem();
  ASSERT_TRUE(problem);
  EXPECT_NE(problem->find("TMPDIR names " + file + ", which is not a folder"), std::string::npos)
      << *problem;
}

TEST_F(Cli, a_writable_tmpdir_is_no_problem) {
  const WithTmpdir tmpdir(folder());
  EXPECT_EQ(temp_folder_problem(), std::nullopt);
}

TEST_F(Cli, help_is_short_and_exits_zero) {
  Outcome r = cli({"--help"});
  EXPECT_EQ(r.code, ExitCode::all_passed);
  EXPECT_NE(r.out.find("run"), std::string::npos);
  EXPECT_NE(r.out.find("validate"), std::string::npos);
}

TEST_F(Cli, no_command_is_a_usage_error) {
  Outcome r = cli({});
  EXPECT_EQ(r.code, ExitCode::bad_suite_or_usage);
  EXPECT_EQ(r.err.rfind("puzzle-grader: error: ", 0), 0u);
}

TEST_F(Cli, an_unknown_format_is_a_usage_error) {
  std::string suite = write_temp("cli-test-ok.yaml",
                                 "run: {command: a}\ntests:\n"
                                 "  - {name: t, checks: [{kind: produced_output}]}\n");
  Outcome r = cli({"run", "--suite", suite, "--submission", folder(), "--format", "pdf"});
  EXPECT_EQ(r.code, ExitCode::bad_suite_or_usage);
  EXPECT_NE(r.err.find("Try 'puzzle-grader run --help'"), std::string::npos) << r.err;
}

TEST_F(Cli, validate_accepts_a_good_suite) {
  std::string suite = write_temp("cli-test-ok.yaml",
                                 "run: {command: a}\ntests:\n"
                                 "  - {name: t, checks: [{kind: produced_output}]}\n");
  Outcome r = cli({"validate", suite});
  EXPECT_EQ(r.code, ExitCode::all_passed);
  EXPECT_EQ(r.out, suite + ": OK (1 tests)\n");
}

TEST_F(Cli, validate_sums_up_an_assignment_manifest) {
  // 1 + 2 points, scaled to 30: hand-worked total 30 + 5 x 1 (the second suite at weight 5).
  write_temp("cli-test-a.yaml", "run: {command: a}\ntests:\n"
                                "  - {name: t, checks: [{kind: produced_output, points: 1}]}\n"
                                "  - {name: u, checks: [{kind: produced_output, points: 2}]}\n");
  write_temp("cli-test-b.yaml", "run: {command: b}\ntests:\n"
                                "  - {name: t, checks: [{kind: produced_output, points: 1}]}\n");
  std::string manifest = write_temp("cli-test-manifest.yaml",
                                    "suites:\n  - {file: cli-test-a.yaml, points: 30}\n"
                                    "  - {file: cli-test-b.yaml, weight: 5}\n");
  Outcome r = cli({"validate", manifest});
  EXPECT_EQ(r.code, ExitCode::all_passed) << r.err;
  EXPECT_EQ(r.out, manifest + ": OK (2 suites, 3 tests, 35 points)\n"
                              "Points as graded:\n"
                              "  cli-test-a: t      10\n"
                              "  cli-test-a: u      20\n"
                              "  cli-test-b: t       5\n");
}

// Issue 40: fifteen's validate said "38 points", no word of its 22 written ones.
TEST_F(Cli, validate_says_which_points_are_graded_by_hand) {
  write_temp("cli-test-a.yaml", "run: {command: a}\ntests:\n"
                                "  - {name: t, checks: [{kind: produced_output, points: 1}]}\n");
  std::string manifest = write_temp("cli-test-manifest.yaml",
                                    "suites:\n  - {file: cli-test-a.yaml, points: 38}\n"
                                    "manual:\n  - {name: q1, points: 22}\n");
  Outcome r = cli({"validate", manifest});
  EXPECT_EQ(r.code, ExitCode::all_passed) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')),
            manifest + ": OK (1 suites, 1 tests, 38 of 60; 22 graded by hand (export --suite))");
}

// Issue 40: validate grades nothing, so its errors no longer end "nothing was graded.".
TEST_F(Cli, validate_lists_every_error_with_its_position) {
  std::string suite = write_temp("cli-test-bad.yaml", "run: {command: a}\ntests:\n"
                                                      "  - {name: t, chekcs: []}\n");
  Outcome r = cli({"validate", suite});
  EXPECT_EQ(r.code, ExitCode::bad_suite_or_usage);
  EXPECT_EQ(r.err, suite +
                       ":3:15: unknown key 'chekcs' in a test; did you mean 'checks'? "
                       "(key 'chekcs')\npuzzle-grader: " +
                       suite + " has 1 problem.\n");
}

// Issue 40: one command lists every name accept: takes, with its sentence, where it is
// recorded when not everywhere and what the manifest accepts of it.
const char* kRulesSuite =
    "run: {command: a}\n"
    "variants:\n  shout: {description: The word is printed in capitals.}\n"
    "deviations:\n"
    "  ties-larger-g: {dimension: tie-break, yours: Yours takes the deeper., assignment: No.}\n"
    "tests:\n  - {name: t, checks: [{kind: produced_output, points: 1}]}\n";

TEST_F(Cli, rules_lists_every_name_accept_takes_with_its_sentence) {
  write_temp("cli-test-rules.yaml", kRulesSuite);
  write_temp("cli-test-plain.yaml", "run: {command: b}\ntests:\n"
                                    "  - {name: t, checks: [{kind: produced_output}]}\n");
  std::string manifest = write_temp("cli-test-manifest.yaml",
                                    "suites:\n  - {file: cli-test-plain.yaml, name: plain}\n"
                                    "  - {file: cli-test-rules.yaml, name: words}\n"
                                    "accept: {ties-larger-g: 0.5}\n");
  Outcome r = cli({"rules", "--suite", manifest});
  EXPECT_EQ(r.code, ExitCode::all_passed) << r.err;
  EXPECT_EQ(r.out, manifest +
                       ": accept: takes 2 names, the rules its suites record ([parts]: only "
                       "those record it):\n"
                       "ties-larger-g  tie-break  Yours takes the deeper. [words] (accepted: 0.5)\n"
                       "shout          variant    The word is printed in capitals. [words]\n");
}

// The list is what a wrong name needs: it comes first, then the error with its guess.
TEST_F(Cli, rules_lists_the_names_of_a_manifest_that_refuses_one_and_says_why) {
  write_temp("cli-test-rules.yaml", kRulesSuite);
  std::string manifest = write_temp("cli-test-manifest.yaml",
                                    "suites: [{file: cli-test-rules.yaml}]\n"
                                    "accept: {ties-by-depth: 1}\n");
  Outcome r = cli({"rules", "--suite", manifest});
  EXPECT_EQ(r.code, ExitCode::bad_suite_or_usage);
  EXPECT_NE(r.out.find("\nties-larger-g  tie-break  Yours takes the deeper.\n"), std::string::npos)
      << r.out;
  EXPECT_EQ(r.err, manifest +
                       ":2:10: no suite of the assignment records a rule called "
                       "'ties-by-depth' (puzzle-grader rules --suite " +
                       manifest +
                       " lists the 2 it records); did you mean 'ties-larger-g'? "
                       "(key 'accept')\npuzzle-grader: " +
                       manifest + " has 1 problem.\n");
}

TEST_F(Cli, run_with_a_bad_suite_exits_2_without_grading) {
  std::string suite = write_temp("cli-test-bad.yaml", "tests: 3\n");
  Outcome r = cli({"run", "--suite", suite, "--submission", folder()});
  EXPECT_EQ(r.code, ExitCode::bad_suite_or_usage);
}

TEST_F(Cli, run_with_a_missing_submission_exits_2) {
  std::string suite = write_temp("cli-test-ok.yaml",
                                 "run: {command: a}\ntests:\n"
                                 "  - {name: t, checks: [{kind: produced_output}]}\n");
  Outcome r = cli({"run", "--suite", suite, "--submission", "/nonexistent/x"});
  EXPECT_EQ(r.code, ExitCode::bad_suite_or_usage);
  EXPECT_EQ(r.err, "puzzle-grader: error: the submission /nonexistent/x does not exist\n");
}

// Before, a relative TMPDIR named another folder in bubblewrap's probe (run elsewhere),
// which failed and silently turned the sandbox off with a wrong warning.

}  // namespace
}  // namespace grader

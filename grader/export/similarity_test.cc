#include "export/similarity.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "common/testing/temp_folder.h"
#include "export/similarity_testing.h"
#include "grade/fake_process_runner.h"

namespace grader {
namespace {
namespace fs = std::filesystem;
using namespace grader::testing;  // NOLINT: the tests' helpers
using TempDir = puzzle::testing::TempFolder;

class CheckSimilarity : public ::testing::Test {
 protected:
  std::vector<SubmissionCode> subs = {code_of("alice", "a\n", {{"a.py", 0, 1}}),
                                      code_of("bob", "b\n", {{"b.py", 0, 1}})};
  // A real script file: each run gets a copy of it in its own folder.
  TempDir temp;
  fs::path script = temp.path() / "similarity-test.mjs";
  DolosSetup setup{fs::path("/usr/bin/node"), fs::path("/opt/dolos"), script};
  void SetUp() override { std::ofstream(script) << "// the script\n"; }
};

TEST_F(CheckSimilarity, runs_the_script_with_node_and_the_request_on_stdin) {
  bool copy_readable_by_others = false;
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    const fs::perms perms = fs::status(spec.argv.at(1)).permissions();
    copy_readable_by_others = (perms & fs::perms::others_read) != fs::perms::none;
    return exited(0, R"({"pairs": [{"left": "0", "right": "1", "similarity": 0.9, "longest": 12,
                                    "left_rows": [0, 0], "right_rows": [0, 0]}], "warnings": []})");
  });
  SimilarityReport report = check_similarity(runner, subs, std::nullopt, setup);
  EXPECT_EQ(report.status, SimilarityStatus::checked);
  EXPECT_EQ(report.compared, 2);
  ASSERT_EQ(report.pairs.size(), 1u);
  EXPECT_EQ(report.pairs[0].left_place, "a.py lines 1-1");
  const std::vector<ProcessSpec> specs = runner.specs();
  ASSERT_EQ(specs.size(), 1u);
  const ProcessSpec& spec = specs[0];
  // The run's uid may not enter the install (a clone in a 0700 folder): it runs a copy in
  // its own folder, readable by it.
  ASSERT_EQ(spec.argv.size(), 2u);
  EXPECT_EQ(spec.argv[0], "/usr/bin/node");
  EXPECT_EQ(fs::path(spec.argv[1]).parent_path(), spec.working_dir);
  EXPECT_EQ(fs::path(spec.argv[1]).filename(), script.filename());
  EXPECT_TRUE(copy_readable_by_others);
  EXPECT_EQ(nlohmann::json::parse(spec.stdin_data)["submissions"][1]["code"], "b\n");
  EXPECT_EQ(spec.isolation, Isolation::rlimits);
  EXPECT_FALSE(fs::exists(spec.working_dir));  // its temporary folder is gone
}

TEST_F(CheckSimilarity, says_what_is_missing_without_running_anything) {
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0, "{\"pairs\": []}"); });
  DolosSetup no_node = setup;
  no_node.node.reset();
  SimilarityReport report = check_similarity(runner, subs, std::nullopt, no_node);
  EXPECT_EQ(report.status, SimilarityStatus::unavailable);
  EXPECT_NE(report.note.find("Node.js is not installed"), std::string::npos);

  DolosSetup no_dolos = setup;
  no_dolos.dolos_prefix.reset();
  report = check_similarity(runner, subs, std::nullopt, no_dolos);
  EXPECT_EQ(report.status, SimilarityStatus::unavailable);
  EXPECT_NE(report.note.find("@dodona/dolos-lib"), std::string::npos);

  report = check_similarity(runner, {subs[0]}, std::nullopt, setup);
  EXPECT_EQ(report.status, SimilarityStatus::too_few);
  EXPECT_TRUE(runner.specs().empty());
}

TEST_F(CheckSimilarity, turns_every_failure_of_node_or_dolos_into_a_note) {
  auto report_for = [&](ProcessResult result) {
    FakeProcessRunner runner([result](const ProcessSpec&) { return result; });
    return check_similarity(runner, subs, std::nullopt, setup);
  };
  SimilarityReport no_package = report_for(
      exited(3, "", "@dodona/dolos-lib is not installed in /opt/dolos\n"));
  EXPECT_EQ(no_package.status, SimilarityStatus::unavailable);
  EXPECT_NE(no_package.note.find("is not installed in /opt/dolos"), std::string::npos);
  EXPECT_EQ(report_for(exited(4, "", "Dolos failed: boom\n")).status, SimilarityStatus::failed);
  EXPECT_EQ(report_for(exited(0, "not json")).status, SimilarityStatus::failed);
  EXPECT_EQ(report_for(stopped(Termination::time_limit)).status, SimilarityStatus::failed);
  EXPECT_EQ(report_for(stopped(Termination::failed_to_start)).status, SimilarityStatus::failed);
}

}  // namespace
}  // namespace grader

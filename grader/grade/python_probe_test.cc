#include "grade/python_probe.h"

#include <gtest/gtest.h>

#include "grade/fake_process_runner.h"
#include "grade/grader.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

Suite suite_with(const std::string& python_block) {
  auto suite = parse_suite(python_block + "run: {command: prog}\n"
                                          "tests:\n  - {name: t, checks: [{kind: ignore}]}\n",
                           "s.yaml");
  if (!suite) ADD_FAILURE() << suite.error().front().to_string();
  return suite ? *suite : Suite{};
}

// A python3 3.11.2 at /usr/bin/python3 that has numpy and nothing else beyond the
// standard library.
ProcessResult python_with_numpy(const ProcessSpec& spec) {
  const std::string& code = spec.argv.back();
  if (code.starts_with("import sys")) return exited(0, "3.11.2\n/usr/bin/python3\n");
  if (code == "import numpy") return exited(0);
  const std::string module = code.substr(std::string("import ").size());
  return exited(1, "",
                "Traceback (most recent call last):\n  File \"<string>\", line 1, in "
                "<module>\nModuleNotFoundError: No module named '" +
                    module + "'\n");
}

TEST(PythonProbe, asks_the_isolated_python3_once_per_question) {
  FakeProcessRunner runner(python_with_numpy);
  PythonProbe probe(runner);
  EXPECT_FALSE(probe.import_error("numpy"));
  EXPECT_FALSE(probe.import_error("numpy"));
  EXPECT_EQ(probe.import_error("psutil"), "ModuleNotFoundError: No module named 'psutil'");
  auto python = probe.python();
  ASSERT_TRUE(python);
  EXPECT_EQ(python->version, (std::vector<int>{3, 11, 2}));
  EXPECT_EQ(python->executable, "/usr/bin/python3");
  probe.python();
  auto specs = runner.specs();
  ASSERT_EQ(specs.size(), 3u);  // numpy, psutil, the version: each once
  EXPECT_EQ(specs[0].argv, (std::vector<std::string>{"python3", "-I", "-c", "import numpy"}));
  EXPECT_EQ(specs[0].isolation, Isolation::rlimits);
}

TEST(PythonProbe, a_suite_that_declares_nothing_asks_nothing) {
  FakeProcessRunner runner(python_with_numpy);
  PythonProbe probe(runner);
  EXPECT_TRUE(python_problems(suite_with(""), probe).empty());
  EXPECT_TRUE(runner.specs().empty());
}

TEST(PythonProbe, a_machine_with_what_the_suite_declares_has_no_problem) {
  FakeProcessRunner runner(python_with_numpy);
  PythonProbe probe(runner);
  EXPECT_TRUE(
      python_problems(suite_with("python: {version: '>=3.9,<3.14', packages: [numpy]}\n"), probe)
          .empty());
}

TEST(PythonProbe, names_the_debian_package_of_each_missing_import) {
  FakeProcessRunner runner(python_with_numpy);
  PythonProbe probe(runner);
  auto problems = python_problems(suite_with("python: {packages: [numpy, psutil, PIL]}\n"), probe);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0],
            "the suite declares the Python package psutil, but python3 (/usr/bin/python3 "
            "3.11.2) cannot import it (ModuleNotFoundError: No module named 'psutil'): install "
            "the Debian package python3-psutil (apt-get install python3-psutil)");
  EXPECT_NE(problems[1].find("install the Debian package python3-pil"), std::string::npos);
}

TEST(PythonProbe, a_python_outside_the_range_is_named) {
  FakeProcessRunner runner(python_with_numpy);
  PythonProbe probe(runner);
  auto problems = python_problems(suite_with("python: {version: '>=3.12'}\n"), probe);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0], "the suite needs Python >=3.12, but this machine has python3 "
                         "(/usr/bin/python3 3.11.2): grade on a machine with a Python in that "
                         "range, or widen the suite's python.version");
}

TEST(PythonProbe, a_python3_that_cannot_start_is_one_problem) {
  FakeProcessRunner runner([](const ProcessSpec&) {
    ProcessResult result = stopped(Termination::failed_to_start);
    result.failure_reason = "program not found on /usr/local/bin:/usr/bin:/bin: python3";
    return result;
  });
  PythonProbe probe(runner);
  auto problems = python_problems(suite_with("python: {packages: [numpy]}\n"), probe);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0], "the suite's programs run with python3, which cannot run on this "
                         "machine (program not found on /usr/local/bin:/usr/bin:/bin: python3): "
                         "install the Debian package python3");
}

// The grader's own problem: nothing runs, every test is a grader_error (never the
// student's), and the reason names the fix.
TEST(PythonProbe, grading_on_a_machine_without_a_declared_package_runs_nothing) {
  class Lacking final : public GradingEnvironment {
   public:
    puzzle::Expected<std::unique_ptr<TestFolder>, FolderError> make_folder(
        const std::filesystem::path&) override {
      return puzzle::unexpected(FolderError{FolderFault::grader, "no folder should be made"});
    }
    puzzle::Expected<std::vector<std::string>, std::string> harness_argv(
        const RunSpec&, const std::string&, const std::filesystem::path&) override {
      return std::vector<std::string>{};
    }
    std::vector<std::string> python_problems(const Suite&) override {
      return {"install the Debian package python3-numpy"};
    }
  } environment;
  FakeProcessRunner runner(python_with_numpy);
  Suite suite = suite_with("python: {packages: [numpy]}\n");
  SuiteResult result = grade_submission(suite, "/nonexistent", {}, runner, environment);
  EXPECT_TRUE(runner.specs().empty());
  ASSERT_EQ(result.tests.size(), 1u);
  EXPECT_EQ(result.tests[0].verdict, Verdict::grader_error);
  EXPECT_EQ(result.tests[0].reason, "install the Debian package python3-numpy");
  EXPECT_FALSE(result.submission_issue);
}

}  // namespace
}  // namespace grader

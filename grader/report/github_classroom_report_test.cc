#include "report/github_classroom_report.h"

#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "report/render.h"
#include "report/sample_result_test.h"
#include "run/launch_plan.h"

namespace grader {
namespace {

using nlohmann::json;

json classroom_json(const SuiteResult& result) {
  return json::parse(github_classroom_json(result));
}

TEST(Base64, encodes_the_rfc_4648_test_vectors) {
  EXPECT_EQ(base64_encode(""), "");
  EXPECT_EQ(base64_encode("f"), "Zg==");
  EXPECT_EQ(base64_encode("fo"), "Zm8=");
  EXPECT_EQ(base64_encode("foo"), "Zm9v");
  EXPECT_EQ(base64_encode("foob"), "Zm9vYg==");
  EXPECT_EQ(base64_encode("fooba"), "Zm9vYmE=");
  EXPECT_EQ(base64_encode("foobar"), "Zm9vYmFy");
  EXPECT_EQ(base64_encode("\xff\xfe"), "//4=");
}

TEST(GithubClassroomReport, is_the_report_format_named_github_classroom) {
  EXPECT_EQ(parse_report_format("github-classroom"), ReportFormat::github_classroom);
  SuiteResult result = testing::sample_result();
  EXPECT_EQ(render_report(result, ReportFormat::github_classroom, Color::off),
            github_classroom_report(result));
}

TEST(GithubClassroomReport, is_the_base64_of_the_json_on_one_line) {
  SuiteResult result = testing::sample_result();
  EXPECT_EQ(github_classroom_report(result), base64_encode(github_classroom_json(result)) + "\n");
}

// sample_result: bfs-a passed (1.5/1.5), dfs-a wrong answer (0.75), secret hidden wrong
// answer (0.75), crash runtime error (0): 3 of 6 points.
TEST(GithubClassroomReport, gives_each_test_its_points_and_status) {
  json result = classroom_json(testing::sample_result());
  EXPECT_EQ(result["version"], 1);
  EXPECT_EQ(result["status"], "fail");
  EXPECT_DOUBLE_EQ(result["max_score"].get<double>(), 6);
  ASSERT_EQ(result["tests"].size(), 4u);
  const char* names[] = {"bfs-a", "dfs-a", "secret", "crash"};
  const char* statuses[] = {"pass", "fail", "fail", "fail"};
  const double scores[] = {1.5, 0.75, 0.75, 0};
  for (int i = 0; i < 4; ++i) {
    const json& test = result["tests"][i];
    EXPECT_EQ(test["name"], names[i]);
    EXPECT_EQ(test["status"], statuses[i]);
    EXPECT_DOUBLE_EQ(test["score"].get<double>(), scores[i]);
    EXPECT_EQ(test["line_no"], 0);  // else the reporter prints "- line undefined"
  }
}

TEST(GithubClassroomReport, explains_a_failed_test_in_its_message) {
  json result = classroom_json(testing::sample_result());
  std::string dfs = result["tests"][1]["message"];
  EXPECT_EQ(dfs.rfind("Wrong answer\n", 0), 0u) << dfs;
  EXPECT_NE(dfs.find("nodes_expanded: 12"), std::string::npos) << dfs;
  EXPECT_EQ(result["tests"][0]["message"], "Passed");
  EXPECT_EQ(result["tests"][1]["test_code"], "python3 driver.py bfs 1,2,5,3,4,0,6,7,8");
}

TEST(GithubClassroomReport, shows_nothing_of_a_hidden_tests_data) {
  std::string text = github_classroom_json(testing::sample_result());
  EXPECT_EQ(text.find("SECRET"), std::string::npos) << text;
  EXPECT_EQ(json::parse(text)["tests"][2]["test_code"], "");
}

TEST(GithubClassroomReport, passes_when_every_test_passes) {
  SuiteResult result = testing::sample_result();
  result.tests.resize(1);
  EXPECT_EQ(classroom_json(result)["status"], "pass");
}

TEST(GithubClassroomReport, keeps_the_graders_own_problem_an_error) {
  SuiteResult result = testing::sample_result();
  result.tests[3].verdict = Verdict::grader_error;
  json decoded = classroom_json(result);
  EXPECT_EQ(decoded["status"], "error");
  EXPECT_EQ(decoded["tests"][3]["status"], "error");
}

TEST(GithubClassroomReport, adds_the_total_time_bonus_as_a_test) {
  SuiteResult result = testing::sample_result();
  result.bonus = {2, 2};
  json decoded = classroom_json(result);
  EXPECT_DOUBLE_EQ(decoded["max_score"].get<double>(), 8);
  EXPECT_EQ(decoded["tests"][4]["name"], "Total time bonus");
  EXPECT_DOUBLE_EQ(decoded["tests"][4]["score"].get<double>(), 2);
}

TEST(GithubClassroomReport, cuts_a_long_message_at_a_character_boundary) {
  SuiteResult result = testing::sample_result();
  std::string accents;
  for (int i = 0; i < 1000; ++i) accents += "\xc3\xa9";  // é, two bytes
  result.tests[3].reason = accents;
  std::string message = classroom_json(result)["tests"][3]["message"];
  EXPECT_LE(message.size(), kGithubClassroomMaxMessageBytes + 3);
  EXPECT_EQ(message.substr(message.size() - 3), "...");
  // A cut inside a character would come back as U+FFFD from the JSON dump.
  EXPECT_EQ(message.find("\xef\xbf\xbd"), std::string::npos);
}

TEST(GithubClassroomReport, stays_under_the_environment_limit_with_many_tests) {
  SuiteResult result = testing::sample_result();
  TestResult crash = result.tests[3];
  crash.reason = std::string(5000, 'y');
  crash.stderr_tail = std::string(5000, 'z');
  for (int i = 0; i < 200; ++i) result.tests.push_back(crash);
  std::string text = github_classroom_json(result);
  EXPECT_LE(text.size(), kGithubClassroomMaxJsonBytes);
  json decoded = json::parse(text);
  EXPECT_EQ(decoded["tests"].size(), 204u);
  EXPECT_EQ(decoded["tests"][10]["message"], "Runtime error");
  EXPECT_DOUBLE_EQ(decoded["tests"][0]["score"].get<double>(), 1.5);
}

// 2,000 tests of 0.25 points (whole hundredths, as every grade is, and binary fractions,
// so every sum is exact): test i passes
// unless i % 4 == 3, which is a wrong answer, and every 10th test is hidden with secret
// data. By hand: 1,500 x 0.25 = 375 of 2,000 x 0.25 = 500.
SuiteResult two_thousand_tests() {
  SuiteResult result;
  for (int i = 0; i < 2000; ++i) {
    char name[16];
    std::snprintf(name, sizeof name, "t%04d", i);
    bool passed = i % 4 != 3;
    TestResult test = testing::test_result(name, passed ? Verdict::passed : Verdict::wrong_answer,
                                           passed ? 0.25 : 0);
    test.max_score = 0.25;
    if (i % 10 == 0) {
      test.visibility = Visibility::hidden;
      test.input = "python3 driver.py ast SECRET-BOARD";
    }
    result.tests.push_back(test);
  }
  return result;
}

double sum_of(const json& tests, const char* field) {
  double total = 0;
  for (const json& test : tests) total += test[field].get<double>();
  return total;
}

TEST(GithubClassroomReport, groups_two_thousand_tests_and_keeps_every_point) {
  SuiteResult result = two_thousand_tests();
  std::string text = github_classroom_json(result);
  EXPECT_LE(text.size(), kGithubClassroomMaxJsonBytes);
  json decoded = json::parse(text);
  const json& tests = decoded["tests"];
  EXPECT_EQ(tests.size(), 100u);  // 2,000 tests in groups of 20
  EXPECT_EQ(sum_of(tests, "score"), 375);
  EXPECT_EQ(sum_of(tests, "max_score"), 500);
  EXPECT_EQ(decoded["max_score"], 500);
  EXPECT_EQ(decoded["status"], "fail");
  // The first group: t0000..t0019, of which t0003, t0007, t0011, t0015, t0019 failed.
  EXPECT_EQ(tests[0]["name"], "Tests 1 to 20 (t0000 to t0019)");
  EXPECT_EQ(tests[0]["status"], "fail");
  EXPECT_EQ(tests[0]["score"], 3.75);
  EXPECT_EQ(tests[0]["max_score"], 5);
  std::string message = tests[0]["message"];
  EXPECT_EQ(message.rfind("15 of these 20 tests passed.", 0), 0u) << message;
  EXPECT_NE(message.find("grouped"), std::string::npos) << message;
  EXPECT_EQ(tests[99]["name"], "Tests 1981 to 2000 (t1980 to t1999)");
  EXPECT_EQ(text.find("SECRET"), std::string::npos);
}

TEST(GithubClassroomReport, a_group_passes_only_when_each_of_its_tests_passes) {
  SuiteResult result = two_thousand_tests();
  for (TestResult& test : result.tests) test.verdict = Verdict::passed;
  result.tests[25].verdict = Verdict::grader_error;
  json tests = classroom_json(result)["tests"];
  EXPECT_EQ(tests[0]["status"], "pass");
  EXPECT_EQ(tests[1]["status"], "error");  // t0020..t0039 holds the grader's problem
}

TEST(GithubClassroomReport, groups_a_total_that_is_not_a_binary_fraction_within_rounding) {
  SuiteResult result = two_thousand_tests();
  for (TestResult& test : result.tests) {
    test.max_score = 0.05;
    test.score = test.verdict == Verdict::passed ? 0.05 : 0;
  }
  result.bonus = {2, 1};
  json decoded = classroom_json(result);
  // 1,500 x 0.05 + 1 = 76 of 2,000 x 0.05 + 2 = 102, the bonus its own entry.
  EXPECT_NEAR(sum_of(decoded["tests"], "score"), 76, 1e-9);
  EXPECT_NEAR(decoded["max_score"].get<double>(), 102, 1e-9);
  EXPECT_EQ(decoded["tests"].back()["name"], "Total time bonus");
}

// The reporter step is started with the result in PUZZLE_RESULTS; start a program the
// same way (execve through posix_spawn) and return posix_spawn's error or its exit code.
int start_with_variable(const std::string& variable) {
  std::vector<char> entry(variable.begin(), variable.end());
  entry.push_back('\0');
  char* argv[] = {const_cast<char*>("true"), nullptr};
  char* envp[] = {entry.data(), nullptr};
  pid_t pid = 0;
  int error = posix_spawn(&pid, "/bin/true", nullptr, nullptr, argv, envp);
  if (error != 0) return error;
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(GithubClassroomReport, starting_a_program_fails_with_a_variable_over_128_kib) {
  // The control: what the limit does to a result that does not fit.
  EXPECT_EQ(start_with_variable("PUZZLE_RESULTS=" + std::string(131072, 'A')), E2BIG);
  EXPECT_EQ(start_with_variable("PUZZLE_RESULTS=" + std::string(1000, 'A')), 0);
}

TEST(GithubClassroomReport, starts_the_reporter_with_two_thousand_long_failed_tests) {
  SuiteResult result = two_thousand_tests();
  for (TestResult& test : result.tests) {
    test.name += std::string(200, 'n');
    test.verdict = Verdict::runtime_error;
    test.score = 0;
    test.reason = std::string(5000, 'y');
    test.stderr_tail = std::string(5000, 'z');
  }
  std::string report = github_classroom_report(result);
  report.pop_back();  // the newline; the workflow writes result=<line>
  EXPECT_EQ(start_with_variable("PUZZLE_RESULTS=" + report), 0) << report.size() << " bytes";
}

// GitHub Classroom's reporter (classroom-resources/autograding-grading-reporter) is a
// Node action published only as its repository's bundled script (dist/main.js of tag
// v1), not on npm, so CI cannot install it (docs/platforms/github-classroom.md). Each
// test below runs two reporters where it can:
// - the real one, when PUZZLE_CLASSROOM_REPORTER names its dist/main.js (skipped
//   otherwise). It prints "::notice title=Autograding complete::Points T/M" and exits 1
//   when the result's status is "fail".
// - kReporterContract, always (where node is installed): what the reporter's README and
//   source say it does with its input, written from that contract, not copied. The
//   runner starts node with INPUT_RUNNERS=<step ids> and <ID>_RESULTS=<base64> per id;
//   the reporter decodes each with Buffer.from(value, "base64") as UTF-8, JSON.parse()s
//   it and records "Points T/M", T the tests' scores added one by one in order, M the sum
//   of the runners' max_score (a runner without one counts for nothing). It fails, as
//   the reporter would print NaN or skip a line, on a test without a numeric score or a
//   status it knows.
constexpr const char* kReporterContract = R"js(
let total = 0, max = 0;
for (const runner of process.env.INPUT_RUNNERS.split(",")) {
  const encoded = process.env[`${runner.trim().toUpperCase()}_RESULTS`];
  const results = JSON.parse(Buffer.from(encoded, "base64").toString("utf-8"));
  for (const test of results.tests) {
    if (typeof test.score !== "number" || !["pass", "fail", "error"].includes(test.status) ||
        typeof test.name !== "string") {
      throw new Error("a test the reporter cannot show: " + JSON.stringify(test).slice(0, 200));
    }
  }
  if (!results.max_score) continue;
  max += results.max_score;
  for (const test of results.tests) total += test.score;
}
console.log(`::notice title=Autograding complete::Points ${total}/${max}`);
)js";

enum class Reporter { contract, real };

struct Reported {
  int exit_code = -1;
  std::string out;

  // The points line the reporter wrote ("Points T/M"), empty when it wrote none.
  std::string points() const {
    constexpr std::string_view kNotice = "::notice title=Autograding complete::";
    std::size_t at = out.find(kNotice);
    if (at == std::string::npos) return "";
    std::size_t begin = at + kNotice.size();
    return out.substr(begin, out.find('\n', begin) - begin);
  }
};

// Starts node on `reporter` with exactly `environment`, as the workflow's runner starts
// the reporter (execve, so Linux's limit on one variable applies), and returns what it
// printed; nullopt when node is not installed, or for the real reporter when
// PUZZLE_CLASSROOM_REPORTER is not set.
std::optional<Reported> run_reporter(Reporter reporter, std::vector<std::string> environment) {
  std::optional<std::filesystem::path> node = resolve_program("node", Isolation::fallback);
  if (!node) return std::nullopt;
  std::string program = node->string();
  std::vector<std::string> arguments = {program, "-e", kReporterContract};
  if (reporter == Reporter::real) {
    const char* bundle = std::getenv("PUZZLE_CLASSROOM_REPORTER");
    if (bundle == nullptr || *bundle == '\0') return std::nullopt;
    arguments = {program, bundle};
  }
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);
  std::vector<char*> envp;
  for (std::string& variable : environment) envp.push_back(variable.data());
  envp.push_back(nullptr);
  int pipe_fds[2];
  if (::pipe(pipe_fds) != 0) return Reported{};
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_fds[0]);
  pid_t pid = 0;
  int error = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  ::close(pipe_fds[1]);
  Reported reported;
  char buffer[4096];
  for (ssize_t n; (n = ::read(pipe_fds[0], buffer, sizeof buffer)) > 0;)
    reported.out.append(buffer, static_cast<std::size_t>(n));
  ::close(pipe_fds[0]);
  if (error != 0) return Reported{error, "posix_spawn failed"};
  int status = 0;
  ::waitpid(pid, &status, 0);
  reported.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return reported;
}

// The reporter step's variables for one step `puzzle` whose output is `result`.
std::vector<std::string> reporter_environment(const SuiteResult& result) {
  std::string report = github_classroom_report(result);
  report.pop_back();  // the newline; the workflow writes result=<line>
  return {"INPUT_RUNNERS=puzzle", "PUZZLE_RESULTS=" + report};
}

// Each case runs on both reporters; the real one is skipped where it is not given.
class GithubClassroomReporter : public ::testing::TestWithParam<Reporter> {
 protected:
  std::optional<Reported> run(std::vector<std::string> environment) {
    return run_reporter(GetParam(), std::move(environment));
  }
  static std::string why_skipped() {
    return GetParam() == Reporter::real
               ? "set PUZZLE_CLASSROOM_REPORTER to the reporter's dist/main.js (and install node)"
               : "node is not installed";
  }
  // The contract script exits 0; the real reporter fails its step when a test failed.
  static int exit_code_when_tests_fail() { return GetParam() == Reporter::real ? 1 : 0; }
};

TEST_P(GithubClassroomReporter, records_every_point_of_two_thousand_tests) {
  auto reported = run(reporter_environment(two_thousand_tests()));
  if (!reported) GTEST_SKIP() << why_skipped();
  EXPECT_EQ(reported->exit_code, exit_code_when_tests_fail()) << reported->out.substr(0, 2000);
  // 1,500 of the 2,000 tests pass, 0.25 points each.
  EXPECT_EQ(reported->points(), "Points 375/500");
}

TEST_P(GithubClassroomReporter, records_two_thousand_long_failed_tests) {
  SuiteResult result = two_thousand_tests();
  for (TestResult& test : result.tests) {
    test.name += std::string(200, 'n');
    test.verdict = Verdict::runtime_error;
    test.score = 0;
    test.reason = std::string(5000, 'y');
    test.stderr_tail = std::string(5000, 'z');
  }
  auto reported = run(reporter_environment(result));
  if (!reported) GTEST_SKIP() << why_skipped();
  EXPECT_EQ(reported->exit_code, exit_code_when_tests_fail()) << reported->out.substr(0, 2000);
  EXPECT_EQ(reported->points(), "Points 0/500");
}

TEST_P(GithubClassroomReporter, records_hundredths_and_the_bonus_without_rounding_noise) {
  SuiteResult result = two_thousand_tests();
  for (std::size_t i = 0; i < result.tests.size(); ++i) {
    TestResult& test = result.tests[i];
    test.max_score = 0.05;
    test.score = test.verdict == Verdict::passed ? 0.05 : 0;
    if (i % 7 == 0 && test.verdict == Verdict::passed) test.score = 0.01;  // partial credit
  }
  result.bonus = {2, 1};
  auto reported = run(reporter_environment(result));
  if (!reported) GTEST_SKIP() << why_skipped();
  // Of 2,000 tests, 1,500 pass (i % 4 != 3); those with i % 7 == 0 among them (i % 28 in
  // {0, 14, 21}: 72 + 71 + 71 = 214) get 0.01 instead of 0.05:
  // 1,286 x 0.05 + 214 x 0.01 + 1 = 64.3 + 2.14 + 1 = 67.44 of 2,000 x 0.05 + 2 = 102.
  EXPECT_EQ(reported->points(), "Points 67.44/102");
}

TEST_P(GithubClassroomReporter, records_full_marks_as_a_passed_step) {
  SuiteResult result = two_thousand_tests();
  for (TestResult& test : result.tests) {
    test.verdict = Verdict::passed;
    test.score = test.max_score;
  }
  auto reported = run(reporter_environment(result));
  if (!reported) GTEST_SKIP() << why_skipped();
  EXPECT_EQ(reported->exit_code, 0) << reported->out.substr(0, 2000);
  EXPECT_EQ(reported->points(), "Points 500/500");
}

TEST_P(GithubClassroomReporter, fails_on_a_variable_linux_cannot_pass) {
  auto reported = run({"INPUT_RUNNERS=puzzle", "PUZZLE_RESULTS=" + std::string(131072, 'A')});
  if (!reported) GTEST_SKIP() << why_skipped();
  EXPECT_EQ(reported->exit_code, E2BIG);  // node is never started: the step gets no points
}

INSTANTIATE_TEST_SUITE_P(, GithubClassroomReporter,
                         ::testing::Values(Reporter::contract, Reporter::real),
                         [](const ::testing::TestParamInfo<Reporter>& param_info) {
                           return std::string(param_info.param == Reporter::real ? "real"
                                                                                 : "contract");
                         });

TEST(GithubClassroomReport, says_the_explanation_with_the_first_test_it_explains) {
  json report = classroom_json(testing::explained_result());
  int said = 0;
  for (const json& test : report["tests"]) {
    bool here = test["message"].get<std::string>().find("Your A* breaks ties") != std::string::npos;
    said += here;
    if (here) {
      EXPECT_EQ(test["name"], "dfs-a");
    }
  }
  EXPECT_EQ(said, 1);
}

}  // namespace
}  // namespace grader

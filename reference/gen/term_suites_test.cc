// gen for the other terms: suites carry the terms' outputs (published numbers and
// hand-worked cases, as in presets/terms_test.cc) and their own scoring.

#include "gen/term_suites.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "gen/gen.h"
#include "suite/suite_loader.h"

namespace puzzle::gen {
namespace {

YAML::Node generated(const char* assignment, std::vector<std::string> boards, const char* methods) {
  RawGenOptions raw;
  raw.assignment = assignment;
  raw.boards = std::move(boards);
  raw.methods = methods;
  const auto text = generate(raw);
  EXPECT_TRUE(text) << (text ? "" : text.error().message);
  return text ? YAML::Load(*text) : YAML::Node{};
}

TEST(TermSuites, driver_1t2017_expects_the_published_fringe_lines) {
  const YAML::Node suite = generated("driver-1t2017", {"1,2,5,3,4,0,6,7,8"}, "bfs,ida");
  ASSERT_EQ(suite["tests"].size(), 2u);
  EXPECT_EQ(suite["tests"][0]["expected"].as<std::string>(),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "fringe_size: 11\nmax_fringe_size: 12\nsearch_depth: 3\nmax_search_depth: 4\n"
            "running_time: 0.00000000\nmax_ram_usage: 0.00000000\n");
  EXPECT_EQ(suite["tests"][1]["args"]["method"].as<std::string>(), "ida");
  double points = 0;
  for (const auto& check : suite["defaults"]["checks"]) points += check["points"].as<double>();
  EXPECT_DOUBLE_EQ(points, 7.5);  // 10 items x 0.75
}

// A 1T2017 program that prints the later terms' seven lines (docs/presets/driver-1t2017.md
// "Deviations"): on bfs 1,2,5,3,4,0,6,7,8 its depths 3 and 4 on lines 4-5, its timing
// lines 6-7 by their shape; gen writes it, the grader's loader reads it back.
TEST(TermSuites, driver_1t2017_records_the_seven_lines_for_the_grader) {
  RawGenOptions raw;
  raw.assignment = "driver-1t2017";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  raw.methods = "bfs";
  const auto text = generate(raw);
  ASSERT_TRUE(text) << text.error().message;
  const auto suite = grader::parse_suite(*text, "generated.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  const ExplainedOutput* seven = nullptr;
  for (const auto& entry : suite->tests.at(0).explained_by) {
    if (entry.by == std::vector<std::string>{"seven-line-format"}) seven = &entry;
  }
  ASSERT_NE(seven, nullptr) << *text;
  ASSERT_EQ(seven->lines.size(), 4u);
  EXPECT_EQ(seven->lines[0].text, "search_depth: 3");
  EXPECT_EQ(seven->lines[1].text, "max_search_depth: 4");
  EXPECT_EQ(seven->lines[2].number, 6);
  EXPECT_EQ(seven->lines[2].format, std::optional<std::string>(R"(^running_time: \d+\.\d{8}$)"));
  EXPECT_EQ(seven->lines[3].format, std::optional<std::string>(R"(^max_ram_usage: \d+\.\d{8}$)"));
}

TEST(TermSuites, funny_8tile_solve_expects_the_reported_queue_length) {
  const YAML::Node suite = generated("funny-8tile", {"1,2,3,4,5,6,7,0,8"}, "solve");
  EXPECT_EQ(suite["assignment"].as<std::string>(), "funny-8tile");
  EXPECT_EQ(suite["tests"][0]["expected"].as<std::string>(),
            "[1, 2, 3, 4, 5, 6, 7, 0, 8] h=1 moves: 0\n[1, 2, 3, 4, 5, 6, 7, 8, 0] h=0 moves: 1\n"
            "Max queue length: 3\n");
}

TEST(TermSuites, funny_variable_checks_a_lone_false_exactly) {
  const YAML::Node suite = generated("funny-variable", {"2,1,3,4,5,6,7,8,0", "1,2,3,4,0,0,0,0,5"},
                                     "solve");
  ASSERT_EQ(suite["tests"].size(), 2u);
  const YAML::Node unsolvable = suite["tests"][0];
  EXPECT_EQ(unsolvable["expected"].as<std::string>(), "False\n");
  EXPECT_EQ(unsolvable["checks"][0]["lines"].as<std::string>(), "1");
  EXPECT_EQ(suite["tests"][1]["expected"].as<std::string>().rfind("True\n", 0), 0u);
}

// COMS W4701's handout (docs/presets/driver-w4701.md): `python3 puzzle.py bfs|dfs
// 1,2,5,3,4,0,6,7,8` writes these lines, typed here from the handout's two examples.
TEST(TermSuites, driver_w4701_runs_puzzle_py_and_expects_the_handouts_numbers) {
  RawGenOptions raw;
  raw.assignment = "driver-w4701";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  raw.methods = "bfs,dfs";
  raw.deviations = 0;  // the expected lines alone
  const auto text = generate(raw);
  ASSERT_TRUE(text) << text.error().message;
  const YAML::Node suite = YAML::Load(*text);
  EXPECT_EQ(suite["assignment"].as<std::string>(), "driver-w4701");
  ASSERT_EQ(suite["submission"]["files"].size(), 1u);
  EXPECT_EQ(suite["submission"]["files"][0].as<std::string>(), "puzzle.py");
  EXPECT_EQ(suite["run"]["command"].as<std::string>(), "python3 puzzle.py {method} {board}");
  ASSERT_EQ(suite["tests"].size(), 2u);
  EXPECT_EQ(suite["tests"][0]["expected"].as<std::string>(),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "search_depth: 3\nmax_search_depth: 4\nrunning_time: 0.00000000\n"
            "max_ram_usage: 0.00000000\n");
  EXPECT_EQ(suite["tests"][1]["expected"].as<std::string>(),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 181437\n"
            "search_depth: 3\nmax_search_depth: 66125\nrunning_time: 0.00000000\n"
            "max_ram_usage: 0.00000000\n");
}

// One copy of the driver's knowledge: the term's suite is the driver's, tests, checks,
// deviations and their explanations included, but for the program it runs and the lines
// above it that say so.
TEST(TermSuites, driver_w4701_is_the_driver_suite_with_another_program_file) {
  auto suite_of = [](const char* assignment) {
    RawGenOptions raw;
    raw.assignment = assignment;
    raw.boards = {"3,1,2,0,4,5,6,7,8", "1,2,5,3,4,0,6,7,8"};
    raw.methods = "bfs,ast";
    raw.name = "sample";
    const auto text = generate(raw);
    EXPECT_TRUE(text) << (text ? "" : text.error().message);
    return text ? YAML::Load(*text) : YAML::Node{};
  };
  const YAML::Node driver = suite_of("driver");
  const YAML::Node w4701 = suite_of("driver-w4701");
  for (const char* key : {"output", "limits", "python", "defaults", "deviations", "tests"}) {
    EXPECT_EQ(YAML::Dump(w4701[key]), YAML::Dump(driver[key])) << key;
  }
  EXPECT_EQ(driver["submission"]["files"][0].as<std::string>(), "driver.py");
  EXPECT_NE(YAML::Dump(w4701["submission"]), YAML::Dump(driver["submission"]));
}

}  // namespace
}  // namespace puzzle::gen

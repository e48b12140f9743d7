#include "gen/driver_suite.h"

#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include "gen/explained_by.h"
#include "gen/gen.h"
#include "presets/deviation.h"
#include "presets/driver_space.h"

namespace puzzle::gen {
namespace {

nlohmann::json independent_table() {
  std::ifstream file(std::string(PUZZLE_EXPECTED_DIR) + "/driver.json");
  return nlohmann::json::parse(file);
}

std::vector<std::string> first_lines(const std::string& text, int count) {
  std::vector<std::string> lines;
  std::istringstream stream(text);
  for (std::string line; static_cast<int>(lines.size()) < count && std::getline(stream, line);) {
    lines.push_back(line);
  }
  return lines;
}

// One short line per disagreement: paths can be 50000 moves long.
std::string first_difference(const std::vector<std::string>& actual,
                             const std::vector<std::string>& expected) {
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (i >= actual.size()) return fmt::format("line {} missing", i + 1);
    if (actual[i] != expected[i]) {
      return fmt::format("line {}: gen {:.60} / independent {:.60}", i + 1, actual[i], expected[i]);
    }
  }
  return "";
}

// The independent table's boards, each once, in table order.
std::vector<std::string> boards_of(const nlohmann::json& table) {
  std::vector<std::string> boards;
  std::set<std::string> seen;
  for (const auto& entry : table["cases"]) {
    const auto board = entry["board"].get<std::string>();
    if (seen.insert(board).second) boards.push_back(board);
  }
  return boards;
}

// A generated suite's tests by (method, board).
std::map<std::pair<std::string, std::string>, YAML::Node> tests_by_method_and_board(
    const YAML::Node& root) {
  std::map<std::pair<std::string, std::string>, YAML::Node> tests;
  for (const auto& test : root["tests"]) {
    tests.emplace(std::make_pair(test["args"]["method"].as<std::string>(),
                                 test["args"]["board"].as<std::string>()),
                  static_cast<const YAML::Node&>(test));
  }
  return tests;
}

// Every driver number the independent Python implementation recorded (22 boards x 3
// methods, the default rules and six variants) equals gen's expected output or the
// variant output gen recorded for that test.
TEST(DriverSuite, expected_and_variant_outputs_match_the_independent_python_table) {
  const auto table = independent_table();
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.max_variant_kib = 1024 * 1024;  // every variant output, however long
  raw.deviations = 0;                 // variants are recorded only without deviations
  raw.boards = boards_of(table);
  const auto text = generate(raw);
  ASSERT_TRUE(text) << text.error().message;
  const YAML::Node root = YAML::Load(*text);
  const auto tests = tests_by_method_and_board(root);
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    const auto key = std::make_pair(entry["method"].get<std::string>(),
                                    entry["board"].get<std::string>());
    const auto variant = entry["variant"].get<std::string>();
    ASSERT_TRUE(tests.count(key)) << key.first << " " << key.second;
    const YAML::Node test = tests.at(key);
    std::string output = test["expected"].as<std::string>();
    if (variant != "default") {
      bool found = false;
      for (const auto& declared : root["variants"]) {
        const auto name = declared.first.as<std::string>();
        if (name != variant) continue;
        found = true;
        if (test["variant_outputs"][name]) output = test["variant_outputs"][name].as<std::string>();
      }
      // A rule the table has that is a deviation only (no catalogue variant): compared by
      // single_deviations_match_the_independent_python_variants below.
      if (!found) {
        EXPECT_NE(find_deviation(driver_deviations(), variant), nullptr) << variant;
        continue;
      }
    }
    EXPECT_EQ(first_difference(first_lines(output, 5),
                               entry["lines"].get<std::vector<std::string>>()),
              "")
        << key.first << " " << key.second << " " << variant;
    ++compared;
  }
  EXPECT_GT(compared, 300);
}

// The expected lines with an explained_by entry's lines put in.
std::vector<std::string> with_entry(std::vector<std::string> lines, const YAML::Node& entry) {
  for (const auto& listed : entry["lines"]) {
    const auto number = listed.first.as<std::size_t>();
    if (number > lines.size()) continue;
    lines[number - 1] = listed.second.IsMap() ? "fnv1a " + listed.second["fnv1a"].as<std::string>()
                                              : listed.second.as<std::string>();
  }
  return lines;
}

// Long lines are listed by hash: hash the independent table's too.
std::vector<std::string> hashed_like_gen(std::vector<std::string> lines) {
  for (auto& line : lines) {
    if (line.size() > 80) line = fmt::format("fnv1a {:016x}", fnv1a(line));
  }
  return lines;
}

// The single-deviation entries gen writes agree with the independent Python
// implementation's variants of the same name (every one it has), on its 22 boards.
TEST(DriverSuite, single_deviations_match_the_independent_python_variants) {
  const auto table = independent_table();
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.deviations = 1;
  raw.boards = boards_of(table);
  const auto text = generate(raw);
  ASSERT_TRUE(text) << text.error().message;
  const YAML::Node root = YAML::Load(*text);
  const auto tests = tests_by_method_and_board(root);
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    const auto variant = entry["variant"].get<std::string>();
    if (variant == "default") continue;
    ASSERT_TRUE(root["deviations"][variant]) << variant;
    const auto key = std::make_pair(entry["method"].get<std::string>(),
                                    entry["board"].get<std::string>());
    const YAML::Node test = tests.at(key);
    auto lines = hashed_like_gen(first_lines(test["expected"].as<std::string>(), 5));
    for (const auto& explained : test["explained_by"]) {
      if (explained["by"].size() == 1 && explained["by"][0].as<std::string>() == variant) {
        lines = with_entry(lines, explained);
      }
    }
    EXPECT_EQ(first_difference(lines,
                               hashed_like_gen(entry["lines"].get<std::vector<std::string>>())),
              "")
        << key.first << " " << key.second << " " << variant;
    ++compared;
  }
  EXPECT_GT(compared, 300);
}

TEST(DriverSuite, published_rows_are_reproduced) {
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  raw.methods = "bfs,dfs";
  const YAML::Node root = YAML::Load(*generate(raw));
  EXPECT_EQ(root["tests"][0]["expected"].as<std::string>(),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "search_depth: 3\nmax_search_depth: 4\nrunning_time: 0.00000000\n"
            "max_ram_usage: 0.00000000\n");
  EXPECT_NE(root["tests"][1]["expected"].as<std::string>().find("nodes_expanded: 181437\n"),
            std::string::npos);
}

TEST(DriverSuite, scores_follow_the_course_scheme) {
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  const YAML::Node root = YAML::Load(*generate(raw));
  double points = 0;
  for (const auto& check : root["defaults"]["checks"]) points += check["points"].as<double>();
  EXPECT_DOUBLE_EQ(points, 8 * 0.75);
  EXPECT_EQ(root["defaults"]["checks"].size(), 8u);
  EXPECT_EQ(root["limits"]["time_total"].as<double>(), 600);
  EXPECT_EQ(root["limits"]["time_total_bonus"].as<double>(), 10);
  EXPECT_EQ(root["run"]["command"].as<std::string>(), "python3 driver.py {method} {board}");
  EXPECT_EQ(root["output"]["file"].as<std::string>(), "output.txt");
}

// Real driver programs import psutil (for max_ram_usage) and numpy (issue #16): the
// suite declares both, so the grading machine is checked for them.
TEST(DriverSuite, declares_the_python_packages_real_programs_import) {
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  const YAML::Node root = YAML::Load(*generate(raw));
  EXPECT_EQ(root["python"]["version"].as<std::string>(), ">=3.9");
  EXPECT_EQ(root["python"]["packages"].as<std::vector<std::string>>(),
            (std::vector<std::string>{"numpy", "psutil"}));
}

TEST(DriverSuite, only_variants_that_change_the_output_are_recorded) {
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  raw.methods = "bfs";
  raw.deviations = 0;
  const YAML::Node test = YAML::Load(*generate(raw))["tests"][0];
  // count-goal-as-expanded changes nodes_expanded; decrease-key only changes A*.
  EXPECT_TRUE(test["variant_outputs"]["count-goal-as-expanded"]);
  EXPECT_FALSE(test["variant_outputs"]["decrease-key"]);
  for (const auto& output : test["variant_outputs"]) {
    EXPECT_NE(output.second.as<std::string>(), test["expected"].as<std::string>());
  }
}

TEST(DriverSuite, dfs_gets_a_longer_time_limit_than_the_floor) {
  RawGenOptions raw;
  raw.assignment = "driver";
  raw.boards = {"1,2,5,3,4,0,6,7,8"};
  const YAML::Node root = YAML::Load(*generate(raw));
  EXPECT_FALSE(root["tests"][0]["time_limit"]);  // bfs: 10 nodes, the 30 s floor
  // dfs: 181437 nodes -> ceil(10 * (0.1 + 1.995807) + 5) = 26 s: still the floor.
  EXPECT_DOUBLE_EQ(time_limit(kDriverTimePolicy, 181437), 30);
  EXPECT_DOUBLE_EQ(time_limit(kDriverTimePolicy, 1'000'000), 116);
}

}  // namespace
}  // namespace puzzle::gen

#include "gen/fifteen_suite.h"

#include <fstream>
#include <map>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include "gen/gen.h"

namespace puzzle::gen {
namespace {

std::string rows(std::string grid) {
  for (char& c : grid) c = c == '\n' ? '/' : c;
  return grid;
}

// Explored counts and step counts of the independent Python implementation (default
// rules, every puzzle it did not skip except forty_moves, which takes tens of seconds).
TEST(FifteenSuite, explored_and_steps_match_the_independent_python_table) {
  std::ifstream file(std::string(PUZZLE_EXPECTED_DIR) + "/fifteen.json");
  const auto table = nlohmann::json::parse(file);
  RawGenOptions raw;
  raw.assignment = "fifteen";
  for (const auto& [name, grid] : table["puzzles"].items()) {
    if (name != "forty_moves") raw.boards.push_back(rows(grid.get<std::string>()));
  }
  const YAML::Node root = YAML::Load(*generate(raw));
  std::map<std::string, std::string> expected;  // args.call -> output
  for (const auto& test : root["tests"]) {
    expected[test["args"]["call"].as<std::string>()] = test["expected"].as<std::string>();
  }
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    if (entry["variant"] != "default" || entry["skipped"].get<bool>() ||
        entry["puzzle"] == "forty_moves") {
      continue;
    }
    std::string grid = table["puzzles"][entry["puzzle"].get<std::string>()].get<std::string>();
    std::string literal;
    for (char c : grid) literal += c == '\n' ? std::string("\\n") : std::string(1, c);
    const bool manhattan = entry["heuristic"] == "manhattan";
    const auto& output = expected.at("'" + literal + "', " + (manhattan ? "True" : "False"));
    EXPECT_EQ(output.rfind(std::to_string(entry["explored"].get<int>()) + " nodes explored\n" +
                               std::to_string(entry["steps"].get<int>()) + " steps\n",
                           0),
              0u)
        << entry["puzzle"] << " " << entry["heuristic"];
    ++compared;
  }
  EXPECT_EQ(compared, 8);
}

// The single-deviation entries agree with the independent Python implementation's
// variants of the same name: line 1 (nodes explored) and line 2 (steps).
TEST(FifteenSuite, single_deviations_match_the_independent_python_variants) {
  std::ifstream file(std::string(PUZZLE_EXPECTED_DIR) + "/fifteen.json");
  const auto table = nlohmann::json::parse(file);
  RawGenOptions raw;
  raw.assignment = "fifteen";
  raw.deviations = 1;
  for (const auto& [name, grid] : table["puzzles"].items()) {
    if (name != "forty_moves") raw.boards.push_back(rows(grid.get<std::string>()));
  }
  const YAML::Node root = YAML::Load(*generate(raw));
  std::map<std::string, YAML::Node> tests;  // args.call -> test
  for (const auto& test : root["tests"]) {
    tests[test["args"]["call"].as<std::string>()] = static_cast<const YAML::Node&>(test);
  }
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    const auto variant = entry["variant"].get<std::string>();
    if (variant == "default" || entry["skipped"].get<bool>() || entry["puzzle"] == "forty_moves") {
      continue;
    }
    ASSERT_TRUE(root["deviations"][variant]) << variant;
    std::string grid = table["puzzles"][entry["puzzle"].get<std::string>()].get<std::string>();
    std::string literal;
    for (char c : grid) literal += c == '\n' ? std::string("\\n") : std::string(1, c);
    const bool manhattan = entry["heuristic"] == "manhattan";
    const YAML::Node test = tests.at("'" + literal + "', " + (manhattan ? "True" : "False"));
    const auto expected = test["expected"].as<std::string>();
    std::string line1 = expected.substr(0, expected.find('\n'));
    std::string line2 = expected.substr(line1.size() + 1,
                                        expected.find('\n', line1.size() + 1) - line1.size() - 1);
    for (const auto& explained : test["explained_by"]) {
      if (explained["by"].size() != 1 || explained["by"][0].as<std::string>() != variant) continue;
      if (explained["lines"][1]) line1 = explained["lines"][1].as<std::string>();
      if (explained["lines"][2]) line2 = explained["lines"][2].as<std::string>();
    }
    EXPECT_EQ(line1, std::to_string(entry["explored"].get<int>()) + " nodes explored")
        << entry["puzzle"] << " " << entry["heuristic"] << " " << variant;
    EXPECT_EQ(line2, std::to_string(entry["steps"].get<int>()) + " steps")
        << entry["puzzle"] << " " << entry["heuristic"] << " " << variant;
    ++compared;
  }
  EXPECT_EQ(compared, 16);
}

TEST(FifteenSuite, the_call_passes_the_grid_and_the_heuristic_flag) {
  RawGenOptions raw;
  raw.assignment = "fifteen";
  raw.boards = {"1 2 3 4/5 6 7 8/9 10 11 12/13 14 - 15"};
  const YAML::Node root = YAML::Load(*generate(raw));
  EXPECT_EQ(root["tests"][0]["args"]["call"].as<std::string>(),
            "'1 2 3 4\\n5 6 7 8\\n9 10 11 12\\n13 14 - 15', False");
  EXPECT_EQ(root["tests"][1]["args"]["call"].as<std::string>(),
            "'1 2 3 4\\n5 6 7 8\\n9 10 11 12\\n13 14 - 15', True");
  EXPECT_EQ(root["run"]["notebook"]["function"].as<std::string>(), "solve_and_print");
  EXPECT_EQ(root["tests"][0]["checks"][0]["kind"].as<std::string>(), "float");
}

}  // namespace
}  // namespace puzzle::gen

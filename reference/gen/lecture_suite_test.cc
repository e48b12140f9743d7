#include "gen/lecture_suite.h"

#include <fstream>
#include <map>
#include <set>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include "gen/gen.h"
#include "suite/suite_loader.h"

namespace puzzle::gen {
namespace {

RawGenOptions lecture_public() {
  RawGenOptions raw;
  raw.assignment = "lecture";
  raw.boards = {"281_43765:1238_4765", "281463_75:1238_4765", "281_43765:_12345678"};
  return raw;
}

RawGenOptions lecture_random() {
  RawGenOptions raw;
  raw.assignment = "lecture";
  raw.random = 1;
  raw.depths = "4,12";
  raw.seed = 7;
  raw.visibility = "hidden";
  raw.deviations = 0;  // deviations on random pairs: deviations_replace_the_search_variants
  return raw;
}

// The action list of a "['up', 'left']" line.
std::vector<std::string> actions(const std::string& line) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while ((at = line.find('\'', at)) != std::string::npos) {
    const std::size_t end = line.find('\'', at + 1);
    out.push_back(line.substr(at + 1, end - at - 1));
    at = end + 1;
  }
  return out;
}

// Compares one output line with a case of the independent table: the line itself when
// recorded, else its length and first and last ten actions (dfs).
void expect_matches_table(const std::string& output, const nlohmann::json& entry) {
  std::string line = output;
  if (!line.empty() && line.back() == '\n') line.pop_back();
  const std::string where = entry.dump().substr(0, 120);
  if (entry.contains("output")) {
    // lecture_ref.py prints None where the harness, told to print the result, prints nothing.
    const std::string table = entry["output"].get<std::string>();
    EXPECT_EQ(line, table == "None" ? "" : table) << where;
    return;
  }
  const auto got = actions(line);
  ASSERT_EQ(got.size(), entry["length"].get<std::size_t>()) << where;
  const auto first = entry["first_actions"].get<std::vector<std::string>>();
  const auto last = entry["last_actions"].get<std::vector<std::string>>();
  EXPECT_EQ(std::vector<std::string>(got.begin(), got.begin() + 10), first) << where;
  EXPECT_EQ(std::vector<std::string>(got.end() - 10, got.end()), last) << where;
}

TEST(LectureSuite, same_options_give_the_same_bytes) {
  for (const auto& options : {lecture_public(), lecture_random()}) {
    const auto first = generate(options);
    const auto second = generate(options);
    ASSERT_TRUE(first && second) << (first ? "" : first.error().message);
    EXPECT_EQ(*first, *second);
  }
}

// Every pair of tests/independent/expected/lecture.json, every method, every variant: the
// suite's expected output, or its variant output where it records one, is what the
// independent Python implementation printed. Without deviations, so that the search
// variants are recorded as variants.
TEST(LectureSuite, outputs_match_the_independent_python_table) {
  std::ifstream file(std::string(PUZZLE_EXPECTED_DIR) + "/lecture.json");
  const auto table = nlohmann::json::parse(file);
  RawGenOptions raw;
  raw.assignment = "lecture";
  raw.max_variant_kib = 4096;
  raw.deviations = 0;
  std::set<std::string> pairs;
  for (const auto& entry : table["cases"]) {
    const std::string pair = entry["start"].get<std::string>() + ":" +
                             entry["goal"].get<std::string>();
    if (pairs.insert(pair).second) raw.boards.push_back(pair);
  }
  const auto text = generate(raw);
  ASSERT_TRUE(text) << text.error().message;
  const YAML::Node root = YAML::Load(*text);
  std::map<std::string, YAML::Node> tests;
  for (YAML::Node test : root["tests"]) tests.emplace(test["name"].as<std::string>(), test);
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    const std::string name = entry["method"].get<std::string>() + "-" +
                             entry["start"].get<std::string>() + "-" +
                             entry["goal"].get<std::string>();
    ASSERT_TRUE(tests.count(name)) << name;
    const YAML::Node test = tests[name];
    const std::string variant = entry["variant"].get<std::string>();
    std::string output = test["expected"].as<std::string>();
    if (variant != "default" && test["variant_outputs"] && test["variant_outputs"][variant]) {
      output = test["variant_outputs"][variant].as<std::string>();
    }
    expect_matches_table(output, entry);
    ++compared;
  }
  EXPECT_EQ(compared, 288);
}

TEST(LectureSuite, the_call_names_the_method_and_prints_the_result) {
  const auto text = generate(lecture_public());
  ASSERT_TRUE(text) << text.error().message;
  EXPECT_NE(text->find(
                "  call: {module: eight_puzzle, function: '{method}', print_result: true}\n"),
            std::string::npos);
  const YAML::Node root = YAML::Load(*text);
  const YAML::Node first = root["tests"][0];
  EXPECT_EQ(first["name"].as<std::string>(), "bfs-281_43765-1238_4765");
  EXPECT_EQ(first["args"]["method"].as<std::string>(), "bfs");
  EXPECT_EQ(first["args"]["call"].as<std::string>(), "'281_43765', '1238_4765'");
  EXPECT_EQ(first["expected"].as<std::string>(),
            "['up', 'right', 'right', 'down', 'left', 'left', 'up', 'right', 'down']\n");
  EXPECT_EQ(root["defaults"]["checks"][0]["lines"].as<std::string>(), "all");
  EXPECT_EQ(root["defaults"]["checks"][0]["points"].as<double>(), kLectureTestPoints);
  EXPECT_EQ(root["limits"]["memory_mb"].as<int>(), kLectureMemoryMb);
  EXPECT_EQ(root["tests"].size(), 9u);
}

// No solution for every method; the only variant that prints something else is the one
// that skips the parity test (and prints nothing); the limit is the floor.
// The grader's own loader reads the file back: the function placeholder, print_result,
// 10 points per test and the empty no-parity-check output.
TEST(LectureSuite, generated_suites_round_trip_through_the_grader_loader) {
  for (const auto& options : {lecture_public(), lecture_random()}) {
    const auto text = generate(options);
    ASSERT_TRUE(text) << text.error().message;
    const auto suite = grader::parse_suite(*text, "generated.yaml");
    ASSERT_TRUE(suite) << suite.error().front().to_string();
    EXPECT_EQ(suite->run.function, "{method}");
    EXPECT_EQ(suite->run.return_value, grader::ReturnValue::printed);
    for (const auto& test : suite->tests) {
      EXPECT_DOUBLE_EQ(grader::max_points(test), kLectureTestPoints) << test.name;
      // Visible names start with the method, hidden ones end with it in parentheses.
      const std::string& method = *grader::find_arg(test.args, "method");
      EXPECT_TRUE(test.name.starts_with(method + "-") || test.name.ends_with("(" + method + ")"))
          << test.name;
    }
  }
}

TEST(LectureSuite, an_unsolvable_pair_prints_no_solution) {
  RawGenOptions raw = lecture_public();
  raw.boards = {"281_43765:_12345678"};
  const YAML::Node root = YAML::Load(*generate(raw));
  ASSERT_EQ(root["tests"].size(), 3u);
  for (const auto& test : root["tests"]) {
    EXPECT_EQ(test["expected"].as<std::string>(), "No solution\n");
    EXPECT_FALSE(test["time_limit"]);
    ASSERT_TRUE(test["variant_outputs"]);
    EXPECT_EQ(test["variant_outputs"].size(), 1u);
    EXPECT_EQ(test["variant_outputs"]["no-parity-check"].as<std::string>(), "");
  }
}

// With deviations, the search variants become deviations; no-parity-check stays a variant
// (it prints nothing, which no explained_by entry can list). Expected entries: the path
// of the course's example under each deviation, printed by
// tests/independent/lecture_deviations.py; the unsolvable pair's only entry is the slip.
TEST(LectureSuite, deviations_replace_the_search_variants) {
  RawGenOptions raw = lecture_public();
  raw.boards = {"14_832765:1238_4765", "281_43765:_12345678"};
  raw.methods = "bfs,ucs";
  raw.deviations = 1;
  const YAML::Node root = YAML::Load(*generate(raw));
  ASSERT_EQ(root["variants"].size(), 1u);
  EXPECT_TRUE(root["variants"]["no-parity-check"]);
  ASSERT_TRUE(root["deviations"]);
  EXPECT_EQ(root["deviations"]["unit-costs"]["dimension"].as<std::string>(), "step-cost");
  const auto entries = [&](int test) {
    std::map<std::string, std::string> by;
    for (const auto& entry : root["tests"][test]["explained_by"]) {
      by[entry["by"][0].as<std::string>()] = entry["lines"][1].as<std::string>();
    }
    return by;
  };
  const auto bfs = entries(0);
  EXPECT_EQ(bfs.size(), 3u);
  EXPECT_EQ(bfs.at("order-udlr"), "['down', 'left', 'up', 'right', 'down', 'left']");
  EXPECT_EQ(bfs.at("tile-directions"), "['right', 'up', 'left', 'down', 'right', 'up']");
  EXPECT_EQ(bfs.at("capitalised-actions"), "['Left', 'Down', 'Right', 'Up', 'Left', 'Down']");
  EXPECT_FALSE(root["tests"][0]["trivial"]);
  EXPECT_EQ(entries(1).at("unit-costs"), "['left', 'down', 'right', 'up', 'left', 'down']");
  for (int test : {2, 3}) {
    EXPECT_EQ(entries(test),
              (std::map<std::string, std::string>{{"returns-no-solution", "'No solution'"}}));
  }
}

// Visible, so the test names tell method and depth (hidden names do not).
TEST(LectureSuite, random_pairs_have_their_depth_and_a_short_dfs_answer) {
  RawGenOptions options = lecture_random();
  options.visibility = "visible";
  const auto text = generate(options);
  ASSERT_TRUE(text) << text.error().message;
  const YAML::Node root = YAML::Load(*text);
  ASSERT_EQ(root["tests"].size(), 6u);
  for (const auto& test : root["tests"]) {
    const std::string name = test["name"].as<std::string>();
    const auto length = actions(test["expected"].as<std::string>()).size();
    if (name.rfind("dfs-", 0) == 0) {
      EXPECT_LE(length, static_cast<std::size_t>(kLectureMaxDfsActions)) << name;
    } else if (name.rfind("bfs-", 0) == 0) {
      const std::string depth = name.substr(name.rfind("-d") + 2);
      EXPECT_EQ(length, static_cast<std::size_t>(std::stoi(depth))) << name;
    }
    EXPECT_EQ(test["visibility"].IsDefined(), false);
  }
  EXPECT_EQ(root["visibility"].as<std::string>(), "visible");
}

TEST(LectureSuite, hidden_tests_are_named_without_their_pair) {
  const auto text = generate(lecture_random());
  ASSERT_TRUE(text) << text.error().message;
  const YAML::Node root = YAML::Load(*text);
  EXPECT_EQ(root["visibility"].as<std::string>(), "hidden");
  ASSERT_EQ(root["tests"].size(), 6u);
  EXPECT_EQ(root["tests"][0]["name"].as<std::string>(), "hidden-01 (bfs)");
  EXPECT_EQ(root["tests"][5]["name"].as<std::string>(), "hidden-06 (ucs)");
}

TEST(LectureSuite, a_bad_pair_is_one_clear_error_line) {
  for (const std::string bad : {"281_43765-1238_4765", "281_43765", "281_43765:1238_4765:x",
                                "281_4376:1238_4765", "281_43765:1238_4769"}) {
    RawGenOptions raw = lecture_public();
    raw.boards = {bad};
    const auto text = generate(raw);
    ASSERT_FALSE(text) << bad;
    const std::string& message = text.error().message;
    EXPECT_EQ(message.rfind("--boards: ", 0), 0u) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  RawGenOptions raw = lecture_public();
  raw.boards = {"281_43765-1238_4765"};
  EXPECT_EQ(generate(raw).error().message,
            "--boards: \"281_43765-1238_4765\" is not a pair START:GOAL, e.g. 281_43765:1238_4765");
}

TEST(LectureSuite, a_pair_given_twice_is_refused) {
  RawGenOptions raw = lecture_public();
  raw.boards.push_back(raw.boards.front());
  const auto text = generate(raw);
  ASSERT_FALSE(text);
  EXPECT_NE(text.error().message.find("listed twice"), std::string::npos);
}

}  // namespace
}  // namespace puzzle::gen

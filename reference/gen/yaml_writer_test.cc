#include "gen/yaml_writer.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "suite/suite_loader.h"

namespace puzzle::gen {
namespace {

std::string read_back(const std::string& key_and_value) {
  return YAML::Load(key_and_value)["k"].as<std::string>();
}

TEST(YamlWriter, scalars_read_back_unchanged) {
  for (std::string text : {"bfs", "3,1,2,0,4,5,6,7,8", "[4, 3, 0, 5]", "it's", "true", "10",
                           "^running_time: \\d+\\.\\d{8}$", "a: b", "#x", "", "- x", "'1 2\\n3 4'",
                           "tab\there", "line\nbreak", "x\"y"}) {
    EXPECT_EQ(read_back("k: " + yaml_scalar(text)), text) << yaml_scalar(text);
  }
}

TEST(YamlWriter, block_scalars_keep_every_newline_and_leading_space) {
  for (std::string text :
       {"a\nb\n", "a\nb", "a\n\nb\n\n", " lead\nx\n", "x\n  y\n", "one\n", "\nstarts empty\n"}) {
    const std::string yaml = "k: " + yaml_block(text, 2) + "next: 1\n";
    EXPECT_EQ(read_back(yaml), text) << yaml;
    EXPECT_EQ(YAML::Load(yaml)["next"].as<int>(), 1);
  }
}

TEST(YamlWriter, numbers_print_in_shortest_form) {
  EXPECT_EQ(yaml_number(30), "30");
  EXPECT_EQ(yaml_number(0.75), "0.75");
  EXPECT_EQ(yaml_number(0.05), "0.05");
}

GeneratedSuite small_suite() {
  GeneratedSuite suite;
  suite.header = {"first line", "", "  indented"};
  suite.name = "s";
  suite.assignment = "driver";
  suite.required_files = {"driver.py"};
  suite.run.mode = RunMode::call;
  suite.run.module = "funny_puzzle";
  suite.run.function = "solve";
  suite.default_checks = {exact_check(line(1), 1)};
  suite.variants = {{"v", "A \"quoted\" sentence: with colon."}};
  TestCase test;
  test.name = "t1";
  test.args = {{"call", "[1, 2, 0]"}};
  test.time_limit = std::chrono::milliseconds(12'500);
  test.expected = "x\ny\n";
  test.variant_outputs = {{"v", "x\nz\n"}};
  suite.tests = {test};
  return suite;
}

TEST(YamlWriter, a_suite_reads_back_with_every_field) {
  const std::string text = write_suite(small_suite());
  EXPECT_EQ(text.rfind("# first line\n#\n#   indented\nsuite: s\n", 0), 0u) << text;
  const YAML::Node root = YAML::Load(text);
  EXPECT_EQ(root["run"]["call"]["function"].as<std::string>(), "solve");
  EXPECT_EQ(root["variants"]["v"]["description"].as<std::string>(),
            "A \"quoted\" sentence: with colon.");
  EXPECT_FALSE(root["variants"]["v"]["credit"]) << "credit is the manifest's, not the suite's";
  const YAML::Node test = root["tests"][0];
  EXPECT_EQ(test["args"]["call"].as<std::string>(), "[1, 2, 0]");
  EXPECT_EQ(test["time_limit"].as<double>(), 12.5);
  EXPECT_EQ(test["expected"].as<std::string>(), "x\ny\n");
  EXPECT_EQ(test["variant_outputs"]["v"].as<std::string>(), "x\nz\n");
  EXPECT_EQ(root["defaults"]["checks"][0]["points"].as<double>(), 1);
}

TEST(YamlWriter, the_python_section_follows_run_and_is_left_out_when_not_declared) {
  GeneratedSuite suite = small_suite();
  EXPECT_EQ(write_suite(suite).find("python:"), std::string::npos);
  suite.python = PythonEnvironment{">=3.9,<3.14", {"numpy", "psutil"}};
  const std::string text = write_suite(suite);
  EXPECT_NE(text.find("function: solve}\npython:\n  version: '>=3.9,<3.14'\n"
                      "  packages: [numpy, psutil]\noutput:"),
            std::string::npos)
      << text;
  suite.python = PythonEnvironment{"", {"numpy"}};
  EXPECT_NE(write_suite(suite).find("\npython:\n  packages: [numpy]\noutput:"), std::string::npos);
}

// docs/suite-format.md "Deviations": `deviations` at suite level, `trivial` and `explained_by` per
// test.
TEST(YamlWriter, deviations_and_explanations_read_back) {
  GeneratedSuite suite = small_suite();
  suite.deviations = {
      {"ties-smaller-g", "tie-break", "Your A* breaks ties by the smaller g.",
       "The assignment breaks them by insertion order: first added, first expanded."}};
  suite.tests[0].trivial = true;
  suite.tests[0].explained_by = {{{"counts-blank", "ties-smaller-g"},
                                  {{1, "", 0x9f1c2e0b7d3a4c55, std::nullopt},
                                   {3, "nodes_expanded: 711", std::nullopt, std::nullopt},
                                   {5, "it's: 'x'", std::nullopt, std::nullopt},
                                   {6, "", std::nullopt, R"(^running_time: \d+\.\d{8}$)"}}}};
  suite.tests[0].unfinished = {{"counts-blank", "lifo"}, {"slow"}};
  const std::string text = write_suite(suite);
  EXPECT_NE(text.find(
                "    explained_by:\n      - by: [counts-blank, ties-smaller-g]\n        lines: "
                "{1: {fnv1a: '9f1c2e0b7d3a4c55'}, 3: 'nodes_expanded: 711', 5: 'it''s: ''x''', "
                "6: {format: '^running_time: \\d+\\.\\d{8}$'}}\n"
                "    unfinished: [[counts-blank, lifo], [slow]]\n"),
            std::string::npos)
      << text;
  const YAML::Node root = YAML::Load(text);
  const YAML::Node deviation = root["deviations"]["ties-smaller-g"];
  EXPECT_EQ(deviation["dimension"].as<std::string>(), "tie-break");
  EXPECT_EQ(deviation["yours"].as<std::string>(), "Your A* breaks ties by the smaller g.");
  EXPECT_EQ(deviation["assignment"].as<std::string>(),
            "The assignment breaks them by insertion order: first added, first expanded.");
  const YAML::Node test = root["tests"][0];
  EXPECT_TRUE(test["trivial"].as<bool>());
  const YAML::Node entry = test["explained_by"][0];
  EXPECT_EQ(entry["by"][1].as<std::string>(), "ties-smaller-g");
  EXPECT_EQ(entry["lines"][1]["fnv1a"].as<std::string>(), "9f1c2e0b7d3a4c55");
  EXPECT_EQ(entry["lines"][3].as<std::string>(), "nodes_expanded: 711");
  EXPECT_EQ(entry["lines"][5].as<std::string>(), "it's: 'x'");
  EXPECT_EQ(entry["lines"][6]["format"].as<std::string>(), R"(^running_time: \d+\.\d{8}$)");
  // Without deviations nothing of them is written.
  EXPECT_EQ(write_suite(small_suite()).find("explained_by"), std::string::npos);
  EXPECT_EQ(write_suite(small_suite()).find("trivial"), std::string::npos);
  EXPECT_EQ(write_suite(small_suite()).find("unfinished"), std::string::npos);
}

TEST(YamlWriter, same_spec_same_bytes) {
  EXPECT_EQ(write_suite(small_suite()), write_suite(small_suite()));
}

// A suite with every part of the format (docs/suite-format.md) set to a value other than
// its default, built by hand.
suite::Suite every_part() {
  suite::Suite model;
  model.name = "round-trip";
  model.assignment = "funny";
  model.required_files = {"a.py", "solver.ipynb"};
  model.run.mode = RunMode::notebook;
  model.run.file = "solver.ipynb";
  model.run.function = "solve";
  model.run.return_value = ReturnValue::printed;
  model.output = {OutputSource::file, "out/answer.txt"};
  model.limits.time_per_test = std::chrono::milliseconds(2'500);
  model.limits.time_total = std::chrono::milliseconds(600'000);
  model.limits.memory_mb = 2048;
  model.limits.output_kb = 64;
  model.limits.processes = 8;
  model.limits.time_total_bonus = 10;
  model.visibility = Visibility::after_due_date;
  model.python = PythonEnvironment{">=3.9,<3.14", {"numpy"}};
  model.default_checks = {exact_check(line(1), 1), integer_check(line(3), 2, 1),
                          produced_output_check(0.5)};
  model.variants = {{"v-diag", "Prints c."}, {"v_part", "Half right."}, {"v-ok", "Also right."}};
  model.deviations = {{"dev-a", "tie-break", "Yours breaks ties late.", "Break them early."},
                      {"dev-b", "counting", "Yours counts the goal.", "Do not count it."}};

  TestCase uses_defaults;
  uses_defaults.name = "bfs 1 2 3";
  uses_defaults.args = {{"method", "bfs"}, {"board", "1 2 3"}};  // not in name order
  uses_defaults.expected = "a\nb\n3\n";
  uses_defaults.checks = model.default_checks;

  TestCase own;
  own.name = "own checks";
  own.args = {{"call", "[1, 2]"}};
  own.stdin_data = "1 2\n";
  own.visibility = Visibility::hidden;
  own.time_limit = std::chrono::milliseconds(30'000);
  own.expected = "a b\nb\n0.5\n";
  Check whitespace = exact_check(line_range(1, 2), 1);
  whitespace.kind = CheckKind::whitespace;
  Check regex = format_check(last_line(), "^[a-z.0-9]+$", 1);
  regex.kind = CheckKind::regex;
  Check floating = float_check(line(3), 0.01, 2);
  floating.abs_tol = 0.5;
  Check one_of = exact_check(line(2), 1);
  one_of.kind = CheckKind::one_of;
  one_of.values = {"b", "B"};
  Check ignore = exact_check(line(1), 0);
  ignore.kind = CheckKind::ignore;
  Check unordered = exact_check(all_lines(), 1);
  unordered.kind = CheckKind::unordered;
  own.checks = {whitespace, regex,    floating, one_of, format_check(all_lines(), ".*", 0.5),
                ignore,     unordered};
  own.variant_outputs = {{"v-diag", "a b\nc\n0.5\n"}};
  own.trivial = true;
  // All three forms of a recorded line: text, hash and format.
  own.explained_by = {{{"dev-a"},
                       {{1, "x y", std::nullopt, std::nullopt},
                        {2, "", 0x0123456789abcdef, std::nullopt},
                        {3, "", std::nullopt, R"(^running_time: \d+\.\d{8}$)"}}}};
  own.unfinished = {{"dev-b"}};
  model.tests = {uses_defaults, own};
  return model;
}

// One model for both sides: what gen writes, the grader's loader reads back equal.
TEST(YamlWriter, the_grader_reads_back_the_suite_gen_wrote) {
  const suite::Suite model = every_part();
  const std::string text = write_suite(model);
  const auto loaded = grader::parse_suite(text, "round-trip.yaml");
  ASSERT_TRUE(loaded) << loaded.error().front().to_string() << "\n" << text;
  const suite::Suite& read = *loaded;
  EXPECT_TRUE(read.name == model.name && read.assignment == model.assignment &&
              read.required_files == model.required_files)
      << text;
  EXPECT_TRUE(read.run == model.run) << text;
  EXPECT_TRUE(read.output == model.output) << text;
  EXPECT_TRUE(read.limits == model.limits) << text;
  EXPECT_TRUE(read.visibility == model.visibility && read.python == model.python) << text;
  EXPECT_TRUE(read.default_checks == model.default_checks) << text;
  EXPECT_TRUE(read.variants == model.variants && read.deviations == model.deviations) << text;
  ASSERT_EQ(read.tests.size(), 2u) << text;
  EXPECT_TRUE(read.tests[0] == model.tests[0]) << text;
  for (std::size_t i = 0; i < model.tests[1].checks.size(); ++i) {
    EXPECT_TRUE(read.tests[1].checks[i] == model.tests[1].checks[i]) << "check " << i << "\n"
                                                                     << text;
  }
  EXPECT_TRUE(read.tests[1] == model.tests[1]) << text;
  EXPECT_TRUE(read == model);
  // The first test's checks are the defaults: written once, under `defaults`.
  EXPECT_EQ(YAML::Load(text)["tests"][0]["checks"].IsDefined(), false) << text;
}

}  // namespace
}  // namespace puzzle::gen

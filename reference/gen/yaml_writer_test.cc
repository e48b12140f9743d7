#include "gen/yaml_writer.h"

#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "suite/suite.h"

namespace puzzle::gen {
namespace {

std::string read_back(const std::string& key_and_value) {
  return YAML::Load(key_and_value)["k"].as<std::string>();
}

TEST(YamlWriter, scalars_read_back_unchanged) {
  for (std::string text : {"bfs", "3,1,2,0,4,5,6,7,8", "[4, 3, 0, 5]", "it's", "true", "10",
                           "^running_time: \\d+\\.\\d{8}$", "a: b", "#x", "", "- x",
                           "'1 2\\n3 4'", "tab\there", "line\nbreak", "x\"y"}) {
    EXPECT_EQ(read_back("k: " + yaml_scalar(text)), text) << yaml_scalar(text);
  }
}

TEST(YamlWriter, block_scalars_keep_every_newline_and_leading_space) {
  for (std::string text : {"a\nb\n", "a\nb", "a\n\nb\n\n", " lead\nx\n", "x\n  y\n", "one\n",
                           "\nstarts empty\n"}) {
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

SuiteSpec small_suite() {
  SuiteSpec suite;
  suite.header = {"first line", "", "  indented"};
  suite.name = "s";
  suite.assignment = "driver";
  suite.files = {"driver.py"};
  suite.run.mode = RunMode::call;
  suite.run.target = "funny_puzzle";
  suite.run.function = "solve";
  suite.default_checks = {exact_check("1", 1)};
  suite.variants = {{"v", "A \"quoted\" sentence: with colon.", Credit::partial, 0.25}};
  TestSpec test;
  test.name = "t1";
  test.args = {{"call", "[1, 2, 0]"}};
  test.time_limit = 12.5;
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
  EXPECT_EQ(root["variants"]["v"]["credit"].as<std::string>(), "partial");
  EXPECT_EQ(root["variants"]["v"]["fraction"].as<double>(), 0.25);
  const YAML::Node test = root["tests"][0];
  EXPECT_EQ(test["args"]["call"].as<std::string>(), "[1, 2, 0]");
  EXPECT_EQ(test["time_limit"].as<double>(), 12.5);
  EXPECT_EQ(test["expected"].as<std::string>(), "x\ny\n");
  EXPECT_EQ(test["variant_outputs"]["v"].as<std::string>(), "x\nz\n");
  EXPECT_EQ(root["defaults"]["checks"][0]["points"].as<double>(), 1);
}

TEST(YamlWriter, the_python_section_follows_run_and_is_left_out_when_not_declared) {
  SuiteSpec suite = small_suite();
  EXPECT_EQ(write_suite(suite).find("python:"), std::string::npos);
  suite.python = PythonSpec{">=3.9,<3.14", {"numpy", "psutil"}};
  const std::string text = write_suite(suite);
  EXPECT_NE(text.find("function: solve}\npython:\n  version: '>=3.9,<3.14'\n"
                      "  packages: [numpy, psutil]\noutput:"), std::string::npos) << text;
  suite.python = PythonSpec{"", {"numpy"}};
  EXPECT_NE(write_suite(suite).find("\npython:\n  packages: [numpy]\noutput:"), std::string::npos);
}

// docs/suite-format.md "Deviations": `deviations` at suite level, `trivial` and `explained_by` per test.
TEST(YamlWriter, deviations_and_explanations_read_back) {
  SuiteSpec suite = small_suite();
  suite.deviations = {{"ties-smaller-g", "tie-break", "Your A* breaks ties by the smaller g.",
                       "The assignment breaks them by insertion order: first added, first expanded."}};
  suite.tests[0].trivial = true;
  suite.tests[0].explained_by = {
      {{"counts-blank", "ties-smaller-g"},
       {{1, "9f1c2e0b7d3a4c55", true}, {3, "nodes_expanded: 711", false}, {5, "it's: 'x'", false}}}};
  const std::string text = write_suite(suite);
  EXPECT_NE(text.find("    explained_by:\n      - by: [counts-blank, ties-smaller-g]\n        lines: "
                      "{1: {fnv1a: '9f1c2e0b7d3a4c55'}, 3: 'nodes_expanded: 711', 5: 'it''s: ''x'''}\n"),
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
  // Without deviations nothing of them is written.
  EXPECT_EQ(write_suite(small_suite()).find("explained_by"), std::string::npos);
  EXPECT_EQ(write_suite(small_suite()).find("trivial"), std::string::npos);
}

TEST(YamlWriter, same_spec_same_bytes) { EXPECT_EQ(write_suite(small_suite()), write_suite(small_suite())); }

// gen writes names from its own tables (gen/suite_spec.h); the grader must read each one
// back, and print it the same way (the two models are separate until they are merged).
template <class Enum, std::size_t N, class Parse>
void expect_the_grader_reads_every_name(const NameRow<Enum> (&table)[N], Parse parse) {
  for (const auto& [value, name] : table) {
    const auto read = parse(name);
    ASSERT_TRUE(read) << name;
    EXPECT_EQ(grader::to_string(*read), name);
  }
}

TEST(YamlWriter, every_name_gen_writes_is_one_the_grader_reads) {
  expect_the_grader_reads_every_name(kCheckKindTable, grader::parse_check_kind);
  expect_the_grader_reads_every_name(kVisibilityTable, grader::parse_visibility);
  expect_the_grader_reads_every_name(kCreditTable, grader::parse_variant_credit);
  EXPECT_EQ(name_of(kCheckKindTable, CheckKind::floating), "float");  // suite-format.md
  EXPECT_EQ(to_string(Visibility::after_due_date), "after_due_date");
}

}  // namespace
}  // namespace puzzle::gen

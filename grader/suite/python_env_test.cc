#include "suite/python_env.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

std::vector<VersionClause> range(std::string_view text) {
  auto parsed = parse_version_range(text);
  EXPECT_TRUE(parsed) << text << ": " << (parsed ? "" : parsed.error().message);
  return parsed ? *parsed : std::vector<VersionClause>{};
}

TEST(PythonEnv, a_range_is_comma_joined_clauses) {
  auto clauses = range(">=3.9, < 3.14");
  ASSERT_EQ(clauses.size(), 2u);
  EXPECT_EQ(clauses[0].op, VersionOp::at_least);
  EXPECT_EQ(clauses[0].version, (std::vector<int>{3, 9}));
  EXPECT_EQ(clauses[1].op, VersionOp::below);
  EXPECT_EQ(clauses[1].version, (std::vector<int>{3, 14}));
}

TEST(PythonEnv, each_clause_compares_only_the_parts_it_names) {
  const std::vector<int> python_3_11_2{3, 11, 2};
  EXPECT_TRUE(in_range(python_3_11_2, range(">=3.9,<3.14")));
  EXPECT_TRUE(in_range(python_3_11_2, range("==3.11")));  // every 3.11.x
  EXPECT_TRUE(in_range(python_3_11_2, range("<=3.11")));  // 3.11.2 is a 3.11
  EXPECT_FALSE(in_range(python_3_11_2, range(">3.11")));  // 3.12 on
  EXPECT_FALSE(in_range(python_3_11_2, range("<3.11")));
  EXPECT_FALSE(in_range(python_3_11_2, range("!=3.11")));
  EXPECT_TRUE(in_range(python_3_11_2, range("!=3.11.1")));
  EXPECT_FALSE(in_range(python_3_11_2, range(">=3.11.3")));
  EXPECT_TRUE(in_range(python_3_11_2, range("==3")));
  EXPECT_FALSE(in_range({3, 8, 10}, range(">=3.9")));
  EXPECT_FALSE(in_range({3, 14, 0}, range(">=3.9,<3.14")));
  EXPECT_TRUE(in_range({3, 8}, {}));  // no clause: any version
}

TEST(PythonEnv, a_bad_range_says_where) {
  auto no_operator = parse_version_range("3.9");
  ASSERT_FALSE(no_operator);
  EXPECT_EQ(no_operator.error().offset, 0u);
  auto bad_number = parse_version_range(">=3.9,<3.x");
  ASSERT_FALSE(bad_number);
  EXPECT_EQ(bad_number.error().offset, 7u);
  EXPECT_NE(bad_number.error().message.find("'3.x'"), std::string::npos);
  EXPECT_FALSE(parse_version_range(">=3.9,"));
  EXPECT_FALSE(parse_version_range(">=3.9.1.4"));
  EXPECT_FALSE(parse_version_range("=>3.9"));
  EXPECT_FALSE(parse_version_range(""));
}

TEST(PythonEnv, reads_the_version_python_prints) {
  EXPECT_EQ(parse_version("3.11.2\n"), (std::vector<int>{3, 11, 2}));
  EXPECT_EQ(parse_version("3.13.0+"), (std::vector<int>{3, 13, 0}));
  EXPECT_FALSE(parse_version("Python"));
}

TEST(PythonEnv, module_names_are_dotted_identifiers) {
  EXPECT_TRUE(is_module_name("numpy"));
  EXPECT_TRUE(is_module_name("google.protobuf"));
  EXPECT_TRUE(is_module_name("_tkinter"));
  EXPECT_FALSE(is_module_name("scikit-learn"));  // the PyPI name, not what one imports
  EXPECT_FALSE(is_module_name("numpy."));
  EXPECT_FALSE(is_module_name("2to3"));
  EXPECT_FALSE(is_module_name(""));
}

// Debian's names, as apt-cache shows them on Debian 12.
TEST(PythonEnv, debian_names_follow_the_rule_and_its_exceptions) {
  EXPECT_EQ(debian_package("numpy"), "python3-numpy");
  EXPECT_EQ(debian_package("psutil"), "python3-psutil");
  EXPECT_EQ(debian_package("yaml"), "python3-yaml");
  EXPECT_EQ(debian_package("sklearn"), "python3-sklearn");
  EXPECT_EQ(debian_package("PIL"), "python3-pil");
  EXPECT_EQ(debian_package("typing_extensions"), "python3-typing-extensions");
  EXPECT_EQ(debian_package("numpy.linalg"), "python3-numpy");
  EXPECT_EQ(debian_package("cv2"), "python3-opencv");
  EXPECT_EQ(debian_package("tkinter"), "python3-tk");
  EXPECT_EQ(debian_package("google.protobuf"), "python3-protobuf");
}

TEST(PythonEnv, an_install_needs_python3_and_each_package_once) {
  PythonEnvironment environment;
  environment.packages = {"numpy", "psutil", "tkinter", "_tkinter"};
  EXPECT_EQ(debian_packages(environment),
            (std::vector<std::string>{"python3", "python3-numpy", "python3-psutil", "python3-tk"}));
}

TEST(PythonEnv, a_declared_package_and_its_parents_are_promised_not_its_submodules) {
  PythonEnvironment environment;
  environment.packages = {"numpy", "google.protobuf"};
  EXPECT_TRUE(promises(environment, "numpy"));
  EXPECT_TRUE(promises(environment, "google"));
  EXPECT_TRUE(promises(environment, "google.protobuf"));
  EXPECT_FALSE(promises(environment, "numpy.linalgg"));
  EXPECT_FALSE(promises(environment, "num"));
  EXPECT_FALSE(promises(environment, "pandas"));
}

TEST(PythonEnv, knows_the_usual_standard_modules) {
  EXPECT_TRUE(is_common_standard_module("heapq"));
  EXPECT_TRUE(is_common_standard_module("collections.abc"));
  EXPECT_FALSE(is_common_standard_module("numpy"));
}

}  // namespace
}  // namespace grader

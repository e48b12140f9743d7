#include "grade/command.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

using Argv = std::vector<std::string>;

TEST(BuildArgv, fills_placeholders_after_splitting) {
  EXPECT_EQ(build_argv("python3 driver.py {method} {board}",
                       {{"method", "bfs"}, {"board", "1,2,5,3,4,0,6,7,8"}}),
            (Argv{"python3", "driver.py", "bfs", "1,2,5,3,4,0,6,7,8"}));
}

TEST(BuildArgv, keeps_a_value_with_spaces_and_shell_characters_as_one_argument) {
  EXPECT_EQ(build_argv("prog  --x={v}", {{"v", "a b; rm -rf ~"}}),
            (Argv{"prog", "--x=a b; rm -rf ~"}));
}

TEST(BuildArgv, does_not_substitute_inside_values) {
  EXPECT_EQ(build_argv("{a}", {{"a", "{b}"}, {"b", "no"}}), (Argv{"{b}"}));
}

TEST(JoinArgv, quotes_words_with_spaces) {
  EXPECT_EQ(join_argv({"prog", "a b", ""}), "prog 'a b' ''");
}

TEST(JoinArgv, leaves_boards_and_paths_bare) {
  EXPECT_EQ(join_argv({"python3", "driver.py", "bfs", "1,2,5,3,4,0,6,7,8"}),
            "python3 driver.py bfs 1,2,5,3,4,0,6,7,8");
}

TEST(JoinArgv, a_word_with_single_quotes_goes_in_double_quotes) {
  EXPECT_EQ(join_argv({"call", "'281_43765', '1238_4765'"}), R"(call "'281_43765', '1238_4765'")");
}

TEST(JoinArgv, shell_characters_are_quoted_so_nothing_expands) {
  EXPECT_EQ(join_argv({"a;b", "$HOME", "*"}), "'a;b' '$HOME' '*'");
  // Both quote kinds and a dollar: single quotes, each ' closed, escaped and reopened.
  EXPECT_EQ(join_argv({R"(it's "$x")"}), R"('it'\''s "$x"')");
}

}  // namespace
}  // namespace grader

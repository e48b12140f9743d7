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

}  // namespace
}  // namespace grader

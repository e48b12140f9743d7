#include "grade/format_slip.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

using Slips = std::vector<Slip>;

// The driver's path line as the assignment prints it.
constexpr std::string_view kPath = "path_to_goal: ['Up', 'Left']";

TEST(Respell, a_line_spelled_as_the_model_comes_back_unchanged) {
  const Respelled r = respell("path_to_goal: ['Down']", kPath);
  EXPECT_EQ(r.line, "path_to_goal: ['Down']");
  EXPECT_TRUE(r.slips.empty());
}

TEST(Respell, several_slips_in_one_line_are_each_undone_and_each_named) {
  const Respelled r = respell("path_to_goal:['up','left','down']", kPath);
  EXPECT_EQ(r.line, "path_to_goal: ['Up', 'Left', 'Down']");
  EXPECT_EQ(r.slips,
            (Slips{Slip::no_space_after_colon, Slip::no_space_after_comma, Slip::word_case}));
}

TEST(Respell, double_quotes_become_the_models_single_ones) {
  const Respelled r = respell(R"(path_to_goal: ["Up", "Right"])", kPath);
  EXPECT_EQ(r.line, "path_to_goal: ['Up', 'Right']");
  EXPECT_EQ(r.slips, Slips{Slip::double_quotes});
}

TEST(Respell, upper_case_moves_are_spelled_as_the_model_capitalises) {
  EXPECT_EQ(respell("path_to_goal: ['UP', 'RIGHT']", kPath).line, "path_to_goal: ['Up', 'Right']");
}

TEST(Respell, a_number_line_gets_its_space_after_the_colon_and_keeps_its_number) {
  const Respelled r = respell("nodes_expanded:711", "nodes_expanded: 700");
  EXPECT_EQ(r.line, "nodes_expanded: 711");
  EXPECT_EQ(r.slips, Slips{Slip::no_space_after_colon});
}

TEST(Respell, words_are_never_joined_and_extra_spaces_between_them_are_a_slip) {
  const Respelled r = respell("Max queue   length: 12", "Max queue length: 118");
  EXPECT_EQ(r.line, "Max queue length: 12");
  EXPECT_EQ(r.slips, Slips{Slip::spacing});
  // The model never shows a space between two words, so none is taken away.
  EXPECT_EQ(respell("a b", "ab").line, "a b");
}

TEST(Respell, a_funny_line_is_spaced_like_its_model) {
  const Respelled r = respell("[1,2,3,0] h=6 moves:0", "[1, 2, 3, 5] h=6 moves: 0");
  EXPECT_EQ(r.line, "[1, 2, 3, 0] h=6 moves: 0");
  EXPECT_EQ(r.slips, (Slips{Slip::no_space_after_colon, Slip::no_space_after_comma}));
}

TEST(Respell, what_the_model_does_not_show_or_shows_two_ways_is_left_alone) {
  // No quotes in the model: the quotes and capitals stay.
  EXPECT_EQ(respell(R"(x: ["up"])", "x: 1").line, R"(x: ["up"])");
  // Capitals that follow no one rule in the model ('Up' and 'down').
  EXPECT_EQ(respell("p: ['UP']", "p: ['Up', 'down']").line, "p: ['UP']");
  // After ':' the model has a space once and none once.
  EXPECT_EQ(respell("a:b", "a: b c:d").line, "a:b");
}

TEST(Respell, text_inside_quotes_keeps_its_spaces) {
  EXPECT_EQ(respell("p: ['Up  Left']", kPath).line, "p: ['Up  left']");
}

TEST(Respell, leading_spaces_are_a_slip_where_the_model_has_none) {
  const Respelled r = respell("  cost_of_path: 2", "cost_of_path: 3");
  EXPECT_EQ(r.line, "cost_of_path: 2");
  EXPECT_EQ(r.slips, Slips{Slip::spacing});
  EXPECT_TRUE(respell("", kPath).line.empty());
}

TEST(Respell, a_label_whose_words_are_joined_otherwise_is_spelled_as_the_models) {
  const Respelled r = respell("path to goal: ['up']", kPath);
  EXPECT_EQ(r.line, "path_to_goal: ['Up']");
  EXPECT_EQ(r.slips, (Slips{Slip::word_case, Slip::label_separators}));
  EXPECT_EQ(respell("Max-queue-length: 9", "Max queue length: 118").line, "Max queue length: 9");
  EXPECT_EQ(respell("nodes expanded:10", "nodes_expanded: 700").slips,
            (Slips{Slip::no_space_after_colon, Slip::label_separators}));
}

// Issue 41: a funny program printing `steps: k` on every path line.
TEST(Respell, another_word_for_a_label_after_other_text_is_the_models_word) {
  const Respelled r = respell("[1, 2, 3, 0] h=6 steps: 4", "[1, 2, 3, 5] h=6 moves: 0");
  EXPECT_EQ(r.line, "[1, 2, 3, 0] h=6 moves: 4");
  EXPECT_EQ(r.slips, Slips{Slip::label_words});
}

// A line's first label is never renamed: lines printed in another order stay as printed,
// so their numbers are not read as another line's.
TEST(Respell, a_lines_first_label_keeps_its_words) {
  const Respelled r = respell("cost_of_path: 3", "nodes_expanded: 10");
  EXPECT_EQ(r.line, "cost_of_path: 3");
  EXPECT_TRUE(r.slips.empty());
  EXPECT_EQ(respell("Max queue size: 7", "Max queue length: 7").line, "Max queue size: 7");
  // Two colons against one: nothing is paired, nothing renamed.
  EXPECT_EQ(respell("[1] h=1 steps: 2 of: 3", "[1] h=1 moves: 2").line, "[1] h=1 steps: 2 of: 3");
}

// Issue 41: print(lines) of a driver program, as Python writes a list of strings.
TEST(PythonStringList, a_printed_list_of_strings_gives_its_strings) {
  const auto lines = python_string_list(
      R"(["path_to_goal: ['Up', 'Left']", 'cost_of_path: 2', 'it\'s'])");
  ASSERT_TRUE(lines);
  EXPECT_EQ(*lines,
            (std::vector<std::string>{"path_to_goal: ['Up', 'Left']", "cost_of_path: 2", "it's"}));
  EXPECT_EQ(*python_string_list("  [ 'a' ,'b\\n' ]  "), (std::vector<std::string>{"a", "b\n"}));
}

TEST(PythonStringList, anything_else_is_no_list) {
  EXPECT_FALSE(python_string_list("path_to_goal: ['Up', 'Left']"));  // text before it
  EXPECT_FALSE(python_string_list("['Up']"));                        // one string only
  EXPECT_FALSE(python_string_list("['Up', 3]"));                     // not all strings
  EXPECT_FALSE(python_string_list("['Up', 'Left'"));                 // not closed
  EXPECT_FALSE(python_string_list("['Up', 'Left'] x"));              // text after it
  EXPECT_FALSE(python_string_list("['Up, 'Left']"));
  EXPECT_FALSE(python_string_list(""));
}

// Issue 41: a parity test for one empty cell, on the two-blank puzzle (assignments.md
// section 2: every board solvable; the variable-tile term prints True or False first).
TEST(SaidUnsolvable, false_alone_where_the_assignment_prints_a_path) {
  const std::vector<std::string> path{"[1, 2, 3, 4, 5, 6, 0, 7, 0] h=1 moves: 0",
                                      "[1, 2, 3, 4, 5, 6, 7, 0, 0] h=0 moves: 1",
                                      "Max queue length: 4"};
  EXPECT_TRUE(said_unsolvable({"False"}, path));
  EXPECT_FALSE(said_unsolvable({"True"}, path));
  EXPECT_FALSE(said_unsolvable({"False", path[0]}, path));  // more than the one word
  EXPECT_FALSE(said_unsolvable({"false"}, path));
  EXPECT_FALSE(said_unsolvable({"False"}, {"False"}));  // the assignment says it too
  std::vector<std::string> term_path{"True"};
  term_path.insert(term_path.end(), path.begin(), path.end());
  EXPECT_FALSE(said_unsolvable({"False"}, term_path));  // a term that judges solvability
}

TEST(SlipTable, every_slip_has_a_name_and_two_sentences) {
  for (const SlipRow& row : kSlipTable) {
    EXPECT_FALSE(row.name.empty());
    EXPECT_EQ(row.yours.back(), '.');
    EXPECT_EQ(row.assignment.back(), '.');
    EXPECT_EQ(slip_row(row.slip).name, row.name);
  }
}

}  // namespace
}  // namespace grader

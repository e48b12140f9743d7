// Format slips (issue #29, docs/suite-format.md "Format slips"): a line whose words and
// numbers are the assignment's but whose spacing, quotes or capitals differ. The grader
// spells such a line the assignment's way before it compares it with the recorded
// deviations, so the numbers are still explained, and it says each slip in a sentence of
// its own. Pure: no processes, no files.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"

namespace grader {

enum class Slip {
  no_space_after_colon,  // "nodes_expanded:10"
  no_space_after_comma,  // "['Up','Left']"
  spacing,               // any other space added or left out
  double_quotes,         // "['Up', "Left"]" where the assignment writes 'Up'
  word_case,             // 'up' or 'UP' where the assignment writes 'Up'
  label_separators,      // "path to goal:" for "path_to_goal:"
  label_words,           // "h=7 steps: 3" for "h=7 moves: 3"
  one_python_list,       // ["path_to_goal: ['Up']", 'cost_of_path: 1', ...] on one line
  missing_line,          // the output stops one line short
  said_unsolvable,       // "False" alone, where the assignment prints a path (said_unsolvable)
};

struct SlipRow {
  Slip slip;
  std::string_view name;  // kebab-case; a suite deviation of that name speaks for it
  std::string_view yours;
  std::string_view assignment;
  // The name a preset's space gives the same slip, if any (lecture's 'Left' for 'left'):
  // a suite deviation of that name speaks for it when none has `name`.
  std::string_view also = {};
};

inline constexpr SlipRow kSlipTable[] = {
    {Slip::no_space_after_colon, "no-space-after-colon",
     "Your program writes no space after the colon of some lines.",
     "The assignment writes one space after each colon."},
    {Slip::no_space_after_comma, "no-space-after-comma",
     "Your program writes no space after the commas of a list.",
     "The assignment writes one space after each comma, as Python prints a list."},
    {Slip::spacing, "spacing", "Your program spaces some lines differently.",
     "The assignment puts its spaces exactly as in its examples."},
    {Slip::double_quotes, "double-quotes", "Your program writes the moves in double quotes.",
     "The assignment writes them in single quotes, as Python prints a list of strings."},
    {Slip::word_case, "word-case",
     "Your program writes the moves with other capital letters than the assignment.",
     "The assignment spells them exactly as in its examples, capitals included.",
     "capitalised-actions"},
    {Slip::label_separators, "label-separators",
     "Your program joins the words of some labels differently, with spaces or dashes where "
     "the assignment writes underscores, or the other way round.",
     "The assignment spells each label exactly as in its examples."},
    {Slip::label_words, "label-words",
     "Your program uses another word before the colon on some lines, such as steps: where "
     "the assignment writes moves:.",
     "The assignment spells each label exactly as in its examples; the numbers after your "
     "labels were compared on their own."},
    {Slip::one_python_list, "one-python-list",
     "Your program writes the whole output as one Python list on a single line.",
     "The assignment writes each line on a line of its own; the lines in your list were "
     "compared one by one."},
    {Slip::missing_line, "missing-line", "Your program leaves out the last line.",
     "The assignment asks for every line; the lines your program prints were compared "
     "on their own."},
    // Not a spelling: the whole answer of such a test, said in its own sentence.
    {Slip::said_unsolvable, "said-unsolvable",
     "Your program printed False, as if the board could not be solved, on boards that can "
     "be solved.",
     "Every board these tests give can be solved, so the assignment prints a path for each "
     "one. Look at how your program decides that a board cannot be solved: a parity test "
     "made for one empty cell does not apply to a board with two."},
};
static_assert(puzzle::covers_each_value_once(kSlipTable, &SlipRow::slip, Slip::said_unsolvable));

const SlipRow& slip_row(Slip slip);

// A student's line spelled the way `model` (the assignment's line at that number) spells
// its lines, and the slips that took. Only what `model` shows is changed: each label
// (the words before a colon outside quotes, when both lines have as many) spelled as the
// model's when its words are the model's joined otherwise (spaces, '_', '-'), or, for a
// label after other text on its line (funny's "moves:"), whatever its words, so lines
// in another order are never read as renamed; the quote
// character, the capitals of words in quotes when all of the model's follow one rule
// (Capitalised, lower or UPPER), and the spaces between two characters of kinds the
// model separates (one kind: a letter or digit; every other character its own kind)
// when the model always separates them the same way. Text inside quotes keeps its
// spaces. A line already spelled that way comes back unchanged with no slips.
struct Respelled {
  std::string line;
  std::vector<Slip> slips;  // in table order, each once
};
Respelled respell(std::string_view student, std::string_view model);

// The strings of a line that is one Python list of string literals (single or double
// quotes, Python's escapes \\ \' \" \n \t), as print(lines) writes it:
// `['a: 1', "b: ['Up']"]` gives {"a: 1", "b: ['Up']"}. Nothing for any other line, or a
// list of fewer than two strings.
std::optional<std::vector<std::string>> python_string_list(std::string_view line);

// Whether a program's whole output is the one line False (print(False)) where the
// assignment's, `expected`, is a path of two lines or more that does not start with True
// or False: the program judged a board unsolvable that the assignment solves (a parity
// test copied from the 8-puzzle, which two empty cells make wrong). Its numbers say
// nothing about its search rules.
bool said_unsolvable(const std::vector<std::string>& actual,
                     const std::vector<std::string>& expected);

}  // namespace grader

#include "presets/funny_terms.h"

#include "presets/funny.h"

namespace puzzle {
namespace {

constexpr int kVariableMostBlanks = 4;  // k >= 5 tiles on 9 cells

}  // namespace

Assignment funny_8tile_assignment() {
  Assignment assignment = funny_assignment();
  assignment.name = "funny-8tile";
  assignment.blanks = 1;
  assignment.goal = Board::goal(assignment.shape, 1, BlankPlacement::last).tiles();
  return assignment;
}

Assignment funny_variable_assignment() {
  Assignment assignment = funny_assignment();
  assignment.name = "funny-variable";
  assignment.output = OutputStyle::funny_solvable;
  assignment.blanks = kVariableMostBlanks;
  assignment.goal_source = GoalSource::tiles_in_order;
  assignment.goal.clear();
  return assignment;
}

std::string format_funny_solvable(const SearchResult& result) {
  return "True\n" + format_funny_solve(result);
}

std::string format_funny_unsolvable() { return "False\n"; }

}  // namespace puzzle

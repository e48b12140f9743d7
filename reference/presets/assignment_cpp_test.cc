// The C++ text of an Assignment, against text written out by hand from the structs'
// declarations. That the text compiles back to the same Assignment is checked on every
// shipped file by shipped_test.cc (the build compiles it; the test compares).

#include "presets/assignment_cpp.h"

#include <stdexcept>

#include <gtest/gtest.h>

namespace puzzle {
namespace {

TEST(AssignmentExpression, writes_every_field_in_declaration_order) {
  Assignment assignment;
  assignment.name = "tiny";
  assignment.output = OutputStyle::lecture;  // 3
  assignment.shape = {2, 3};
  assignment.notation = BoardFormat::python_list;  // 1
  assignment.goal = {1, 2, 3, 4, 5, 0};
  assignment.move_names = MoveNaming::lowercase;  // 1
  AssignmentMethod method;
  method.name = "ucs";
  method.config.policies.frontier = FrontierKind::priority;  // 2
  method.config.policies.heapq_order = {EntryField::key, EntryField::g};
  method.config.move_order = {Direction::left, Direction::right, Direction::up, Direction::down};
  method.config.step_costs.by_direction = {1, 2.5, 1e-3, 3};
  method.config.limits.max_expansions = 77;
  assignment.methods.push_back(method);

  EXPECT_EQ(assignment_expression(assignment),
            "Assignment{.name = \"tiny\", .output = OutputStyle{3}, .shape = Shape{2, 3}, "
            ".blanks = 1, .notation = BoardFormat{1}, .goal_source = GoalSource{0}, "
            ".goal = {1, 2, 3, 4, 5, 0}, .move_names = MoveNaming{1}, .methods = {\n"
            "        AssignmentMethod{.name = \"ucs\", .action = MethodAction{0}, .config = "
            "SearchConfig{.policies = SearchPolicies{.frontier = FrontierKind{2}, "
            ".ties = TieBreak{0}, .heapq_order = {EntryField{0}, EntryField{1}}, "
            ".key = PriorityKey{0}, .duplicates = DuplicateDetection{4}, .goal_test = GoalTest{0}, "
            ".key_update = KeyUpdate{0}, .push_order = PushOrder{0}, "
            ".successor_sort = SuccessorSort{0}, .depth_measure = DepthMeasure{0}, "
            ".goal_counting = GoalCounting{0}, .frontier_measure = FrontierMeasure{0}}, "
            ".move_order = MoveOrder{Direction{2}, Direction{3}, Direction{0}, Direction{1}}, "
            ".step_costs = StepCosts{{1.0, 2.5, 0.001, 3.0}}, .heuristic = HeuristicKind{0}, "
            ".limits = SearchLimits{77u}}}}}");
}

TEST(AssignmentExpression, refuses_a_name_it_cannot_write_plainly) {
  Assignment assignment;
  assignment.name = "say \"hi\"";
  EXPECT_THROW(assignment_expression(assignment), std::invalid_argument);
  assignment.name = "tab\there";
  EXPECT_THROW(assignment_expression(assignment), std::invalid_argument);
}

}  // namespace
}  // namespace puzzle

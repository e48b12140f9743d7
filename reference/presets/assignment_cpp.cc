#include "presets/assignment_cpp.h"

#include <stdexcept>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

namespace puzzle {
namespace {

std::string quoted(std::string_view text) {
  for (char c : text) {
    if (c < ' ' || c > '~' || c == '"' || c == '\\') {
      throw std::invalid_argument(
          fmt::format("cannot write \"{}\" as C++: use plain characters", text));
    }
  }
  return fmt::format("\"{}\"", text);
}

// `Type{n}`: a scoped enum from its value, so the source needs no enumerator names.
template <class Enum>
std::string enum_value(std::string_view type, Enum value) {
  return fmt::format("{}{{{}}}", type, static_cast<std::underlying_type_t<Enum>>(value));
}

// Shortest text that reads back as the same double, always with a decimal point or an
// exponent so it is a double literal.
std::string double_literal(double value) {
  std::string text = fmt::format("{}", value);
  if (text.find_first_of(".e") == std::string::npos) text += ".0";
  return text;
}

// "a, b, c": `write` of each element.
template <class Range, class Write>
std::string comma_list(const Range& range, Write write) {
  std::string list;
  for (const auto& element : range) list += (list.empty() ? "" : ", ") + write(element);
  return list;
}

std::string policies_expression(const SearchPolicies& p) {
  const std::string heapq_order =
      comma_list(p.heapq_order, [](EntryField field) { return enum_value("EntryField", field); });
  return fmt::format(
      "SearchPolicies{{.frontier = {}, .ties = {}, .heapq_order = {{{}}}, .key = {}, "
      ".duplicates = {}, .goal_test = {}, .key_update = {}, .push_order = {}, "
      ".successor_sort = {}, .depth_measure = {}, .goal_counting = {}, "
      ".frontier_measure = {}}}",
      enum_value("FrontierKind", p.frontier), enum_value("TieBreak", p.ties), heapq_order,
      enum_value("PriorityKey", p.key), enum_value("DuplicateDetection", p.duplicates),
      enum_value("GoalTest", p.goal_test), enum_value("KeyUpdate", p.key_update),
      enum_value("PushOrder", p.push_order), enum_value("SuccessorSort", p.successor_sort),
      enum_value("DepthMeasure", p.depth_measure), enum_value("GoalCounting", p.goal_counting),
      enum_value("FrontierMeasure", p.frontier_measure));
}

std::string config_expression(const SearchConfig& config) {
  const std::string order = comma_list(config.move_order, [](Direction direction) {
    return enum_value("Direction", direction);
  });
  const std::string costs = comma_list(config.step_costs.by_direction, double_literal);
  return fmt::format(
      "SearchConfig{{.policies = {}, .move_order = MoveOrder{{{}}}, "
      ".step_costs = StepCosts{{{{{}}}}}, .heuristic = {}, .limits = SearchLimits{{{}u}}}}",
      policies_expression(config.policies), order, costs,
      enum_value("HeuristicKind", config.heuristic), config.limits.max_expansions);
}

std::string method_expression(const AssignmentMethod& method) {
  return fmt::format("AssignmentMethod{{.name = {}, .action = {}, .config = {}}}",
                     quoted(method.name), enum_value("MethodAction", method.action),
                     config_expression(method.config));
}

}  // namespace

std::string assignment_expression(const Assignment& assignment) {
  const std::string goal = comma_list(assignment.goal,
                                      [](Tile tile) { return fmt::format("{}", tile); });
  std::string methods;
  for (const AssignmentMethod& method : assignment.methods) {
    methods += fmt::format("{}\n        {}", methods.empty() ? "" : ",", method_expression(method));
  }
  return fmt::format(
      "Assignment{{.name = {}, .output = {}, .shape = Shape{{{}, {}}}, .blanks = {}, "
      ".notation = {}, .goal_source = {}, .goal = {{{}}}, .move_names = {}, .methods = {{{}}}}}",
      quoted(assignment.name), enum_value("OutputStyle", assignment.output), assignment.shape.rows,
      assignment.shape.cols, assignment.blanks, enum_value("BoardFormat", assignment.notation),
      enum_value("GoalSource", assignment.goal_source), goal,
      enum_value("MoveNaming", assignment.move_names), methods);
}

}  // namespace puzzle

#include "presets/lecture.h"

#include <array>

#include <fmt/format.h>

#include "core/moves.h"

namespace puzzle {
namespace {

bool uses_visited_set(const SearchConfig& c) {
  return c.policies.duplicates == DuplicateDetection::visited_at_push;
}

// Adding a variant: one row here, plus a line in docs/presets/lecture.md. Definitions as in
// tests/independent/lecture_ref.py.
constexpr std::array kLectureVariants{
    Variant{"start-in-visited",
            "BFS and DFS put the start state in the visited set before searching, so it is "
            "never added to the container again.",
            "bfs, dfs",
            [](SearchConfig& c) {
              if (uses_visited_set(c)) {
                c.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
              }
            }},
    Variant{"goal-test-at-generation",
            "Each successor is compared with the goal as soon as it is generated (after the "
            "visited or cost check) and the search stops there.",
            "bfs, dfs, ucs",
            [](SearchConfig& c) { c.policies.goal_test = GoalTest::at_generation; }},
};

Expected<Direction> parse_direction(std::string_view name) {
  for (auto direction : {Direction::up, Direction::down, Direction::left, Direction::right}) {
    if (direction_name(direction, MoveNaming::lowercase) == name) return direction;
  }
  return Error{fmt::format("unknown direction \"{}\" (use up, down, left or right)", name)};
}

Expected<double> parse_cost(std::string_view text) {
  try {
    std::size_t used = 0;
    const double value = std::stod(std::string(text), &used);
    if (used == text.size() && value >= 0) return value;
  } catch (const std::exception&) {
  }
  return Error{fmt::format("cost \"{}\" is not a number of zero or more", text)};
}

}  // namespace

const SearchConfig& lecture_config(LectureMethod method) {
  return method_config(lecture_assignment(), name_of(kLectureMethodTable, method));
}

StepCosts lecture_default_costs() { return lecture_config(LectureMethod::ucs).step_costs; }

Expected<StepCosts> parse_step_costs(std::string_view text, const StepCosts& base) {
  StepCosts costs = base;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find(',', start), text.size());
    const auto item = text.substr(start, end - start);
    const auto equals = item.find('=');
    if (equals == std::string_view::npos) {
      return Error{fmt::format("cost \"{}\" should look like up=1", item)};
    }
    const auto direction = parse_direction(item.substr(0, equals));
    if (!direction) return direction.error();
    const auto value = parse_cost(item.substr(equals + 1));
    if (!value) return value.error();
    costs.by_direction[static_cast<std::size_t>(*direction)] = *value;
    start = end + 1;
  }
  return costs;
}

VariantCatalogue lecture_variants() { return kLectureVariants; }

std::string format_lecture_output(const SearchResult& result, MoveNaming naming) {
  std::string text = "[";
  for (Direction move : result.moves()) {
    if (text.size() > 1) text += ", ";
    text += fmt::format("'{}'", direction_name(move, naming));
  }
  return text + "]\n";
}

std::string format_lecture_unsolvable() { return "No solution\n"; }

}  // namespace puzzle

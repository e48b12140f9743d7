#include "presets/lecture_space.h"

#include <array>
#include <cctype>

#include "core/moves.h"

namespace puzzle {
namespace {

bool is_ucs(const SearchConfig& c) { return c.policies.frontier == FrontierKind::priority; }
bool is_dfs(const SearchConfig& c) { return c.policies.frontier == FrontierKind::lifo; }

// The quoted words of a lecture output line ("['up', 'left']"), each passed through `edit`;
// everything outside quotes is kept. "No solution" has no quotes, so it is left alone.
template <class Edit>
std::string each_quoted_word(std::string_view output, Edit edit) {
  std::string text;
  std::size_t at = 0;
  while (at < output.size()) {
    const std::size_t open = output.find('\'', at);
    const std::size_t close = open == std::string_view::npos ? open : output.find('\'', open + 1);
    if (close == std::string_view::npos) break;
    text += output.substr(at, open + 1 - at);
    text += edit(output.substr(open + 1, close - open - 1));
    text += '\'';
    at = close + 1;
  }
  text += output.substr(std::min(at, output.size()));
  return text;
}

std::string capitalised(std::string_view word) {
  std::string text(word);
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

// The direction the tile travels when the blank goes `word`.
std::string tile_direction(std::string_view word) {
  if (word == "left") return "right";
  if (word == "right") return "left";
  if (word == "up") return "down";
  if (word == "down") return "up";
  return std::string(word);
}

constexpr std::string_view kNoSolution = "No solution\n";

constexpr std::array kLectureSpace{
    Deviation{"order-udlr", Dimension::move_order,
              "Your successors come in the order up, down, left, right.",
              "The assignment's get_successors gives them in the order left, right, up, down.",
              [](SearchConfig& c) { c.move_order = kOrderUDLR; }, nullptr},
    Deviation{"dfs-left-first", Dimension::push_order,
              "Your DFS adds the successors to the container in reverse order, so left is "
              "taken out first.",
              "The assignment appends them in the order left, right, up, down and takes the "
              "last one, so down is taken out first.",
              [](SearchConfig& c) {
                if (is_dfs(c)) c.policies.push_order = PushOrder::reversed;
              },
              nullptr},
    Deviation{"visited-at-pop", Dimension::duplicates,
              "Your search marks a board as visited when it is taken out of the container (and "
              "skips it if it was visited already), so the same board can wait in the "
              "container more than once.",
              "The assignment marks a board as visited when it is added, and adds only boards "
              "not yet visited (UCS: or reached before at a higher cost).",
              [](SearchConfig& c) {
                c.policies.duplicates = DuplicateDetection::closed_at_push_and_pop;
              },
              nullptr},
    Deviation{"ucs-no-cheaper-path", Dimension::duplicates,
              "Your UCS adds a board only if it was never seen before, even when it finds a "
              "cheaper way to it.",
              "The assignment's UCS adds it again when the new way costs less.",
              [](SearchConfig& c) {
                if (is_ucs(c)) c.policies.duplicates = DuplicateDetection::visited_at_push;
              },
              nullptr},
    Deviation{"goal-test-at-generation", Dimension::goal_test,
              "Your search checks for the goal when a successor is generated.",
              "The assignment checks for the goal when an entry is taken out of the container.",
              [](SearchConfig& c) { c.policies.goal_test = GoalTest::at_generation; }, nullptr},
    Deviation{"ucs-lifo-ties", Dimension::tie_break,
              "Your UCS takes the newest entry first among entries of equal cost.",
              "The assignment takes the oldest one first (first in, first out).",
              [](SearchConfig& c) {
                if (is_ucs(c)) c.policies.ties = TieBreak::lifo;
              },
              nullptr},
    Deviation{"unit-costs", Dimension::step_cost, "Your UCS gives every move the cost 1.",
              "The assignment's moves cost up 1, down 2, left 3, right 4.",
              [](SearchConfig& c) {
                if (is_ucs(c)) c.step_costs = StepCosts{};
              },
              nullptr},
    Deviation{"capitalised-actions", Dimension::output_format,
              "Your actions start with a capital letter ('Left').",
              "The assignment's actions are lowercase ('left').", nullptr,
              [](std::string_view output) { return each_quoted_word(output, capitalised); }},
    Deviation{"tile-directions", Dimension::output_format,
              "Your actions name the way the tile moves ('right' when the blank goes left).",
              "The assignment's actions name the way the blank moves.", nullptr,
              [](std::string_view output) { return each_quoted_word(output, tile_direction); }},
    Deviation{"returns-no-solution", Dimension::output_format,
              "Your search returns the text 'No solution' for boards that cannot reach the "
              "goal, so it is shown in quotes.",
              "The assignment prints No solution and returns None.", nullptr,
              [](std::string_view output) {
                return output == kNoSolution ? std::string("'No solution'\n") : std::string(output);
              }},
};

}  // namespace

DeviationSpace lecture_deviations() { return kLectureSpace; }

}  // namespace puzzle

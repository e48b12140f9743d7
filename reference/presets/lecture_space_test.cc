#include "presets/lecture_space.h"

#include <algorithm>

#include <gtest/gtest.h>

#include "presets/lecture.h"
#include "search/engine.h"

namespace puzzle {
namespace {

// Expected paths: hand-worked where the comment says so, otherwise printed by
// tests/independent/lecture_deviations.py (a separate Python program written the
// lecture's way, e.g. `python3 lecture_deviations.py ucs 14_832765 1238_4765 unit-costs`).

DeviationSet set_of(const std::vector<std::string_view>& names) {
  const DeviationSpace space = lecture_deviations();
  DeviationSet set;
  for (auto name : names) {
    const Deviation* deviation = find_deviation(space, name);
    EXPECT_NE(deviation, nullptr) << name;
    if (deviation != nullptr) set.push_back(static_cast<int>(deviation - space.data()));
  }
  std::sort(set.begin(), set.end());
  return set;
}

Board board(std::string_view text) { return *parse_assignment_board(lecture_assignment(), text); }

// What eight_puzzle.<method>(start, goal) shows for a program with the named deviations.
std::string shown(LectureMethod method, std::string_view start, std::string_view goal,
                  const std::vector<std::string_view>& names) {
  const DeviationSet set = set_of(names);
  const SearchConfig config = apply_rules(lecture_deviations(), set, lecture_config(method));
  const SearchResult result = search(board(start), board(goal), config);
  EXPECT_EQ(result.outcome, SearchOutcome::found);
  return apply_slips(lecture_deviations(), set,
                     format_lecture_output(result, MoveNaming::lowercase));
}

std::size_t actions_in(const std::string& line) {
  return static_cast<std::size_t>(std::count(line.begin(), line.end(), '\'')) / 2;
}

constexpr std::string_view kGoal = "1238_4765";

TEST(LectureSpace, each_search_deviation_changes_only_the_methods_it_names) {
  const auto methods = {LectureMethod::bfs, LectureMethod::dfs, LectureMethod::ucs};
  const auto changes = [&](const Deviation& deviation, LectureMethod method) {
    SearchConfig config = lecture_config(method);
    deviation.edit_config(config);
    return !(config == lecture_config(method));
  };
  for (const Deviation& deviation : lecture_deviations()) {
    if (deviation.edit_config == nullptr) continue;
    const bool ucs_only = deviation.name.rfind("ucs-", 0) == 0 || deviation.name == "unit-costs";
    const bool dfs_only = deviation.name.rfind("dfs-", 0) == 0;
    for (LectureMethod method : methods) {
      const bool named = (!ucs_only || method == LectureMethod::ucs) &&
                         (!dfs_only || method == LectureMethod::dfs);
      EXPECT_EQ(changes(deviation, method), named) << deviation.name;
    }
  }
}

// Two shortest paths (the two ways round a 2x2 block): the order of successors picks one.
TEST(LectureSpace, order_udlr_takes_the_other_shortest_path) {
  EXPECT_EQ(shown(LectureMethod::bfs, "14_832765", kGoal, {}),
            "['left', 'down', 'right', 'up', 'left', 'down']\n");
  EXPECT_EQ(shown(LectureMethod::bfs, "14_832765", kGoal, {"order-udlr"}),
            "['down', 'left', 'up', 'right', 'down', 'left']\n");
}

// assignments.md: "With all costs 1, UCS expands in BFS order".
TEST(LectureSpace, unit_costs_make_ucs_return_what_bfs_returns) {
  EXPECT_EQ(shown(LectureMethod::ucs, "14_832765", kGoal, {}),
            "['down', 'left', 'up', 'right', 'down', 'left']\n");
  EXPECT_EQ(shown(LectureMethod::ucs, "14_832765", kGoal, {"unit-costs"}),
            shown(LectureMethod::bfs, "14_832765", kGoal, {}));
}

// Hand-worked: the blank one move right of its place. The lecture's DFS pushes the goal
// ('left') at the first expansion; being visited, it is never pushed again, so after the
// rest of the half-space is exhausted, ['left'] comes back. Marking boards visited at pop
// lets deeper paths push the goal again; testing at generation finds 'left' at once.
TEST(LectureSpace, dfs_visited_at_pop_wanders_unless_the_goal_is_tested_at_generation) {
  EXPECT_EQ(shown(LectureMethod::dfs, "12384_765", kGoal, {}), "['left']\n");
  EXPECT_EQ(shown(LectureMethod::dfs, "12384_765", kGoal, {"dfs-left-first"}), "['left']\n");
  const std::string wandering = shown(LectureMethod::dfs, "12384_765", kGoal, {"visited-at-pop"});
  EXPECT_EQ(actions_in(wandering), 831u);
  EXPECT_EQ(wandering.rfind("['down', 'left', 'up', 'up', 'right',", 0), 0u);
  EXPECT_EQ(shown(LectureMethod::dfs, "12384_765", kGoal,
                  {"goal-test-at-generation", "visited-at-pop"}),
            "['left']\n");
}

// The costlier path: 52 (up 1, down 2, left 3, right 4) against the cheapest 51.
TEST(LectureSpace, ucs_without_requeueing_or_testing_at_generation_returns_a_costlier_path) {
  const std::string cheapest =
      "['up', 'up', 'right', 'down', 'left', 'down', 'right', 'up', 'up', 'left', 'down', "
      "'down', 'left', 'up', 'right', 'right', 'down', 'left', 'up', 'up', 'right', 'down']\n";
  const std::string costlier =
      "['left', 'up', 'up', 'right', 'down', 'right', 'down', 'left', 'up', 'right', 'up', "
      "'left', 'left', 'down', 'right', 'right', 'up', 'left', 'down', 'right']\n";
  EXPECT_EQ(shown(LectureMethod::ucs, "2684351_7", "28673_451", {}), cheapest);
  EXPECT_EQ(shown(LectureMethod::ucs, "2684351_7", "28673_451", {"ucs-no-cheaper-path"}), costlier);
  EXPECT_EQ(shown(LectureMethod::ucs, "2684351_7", "28673_451", {"goal-test-at-generation"}),
            costlier);
}

// Neither rule alone changes this path; together they do.
TEST(LectureSpace, ucs_lifo_ties_with_visited_at_pop_is_a_pair) {
  const std::string fifo =
      "['up', 'right', 'right', 'down', 'left', 'down', 'left', 'up', 'up', 'right', 'right', "
      "'down', 'down', 'left', 'up', 'left', 'up', 'right', 'down', 'right', 'down', 'left', "
      "'left', 'up', 'up', 'right']\n";
  EXPECT_EQ(shown(LectureMethod::ucs, "521_86473", "2_8634157", {}), fifo);
  EXPECT_EQ(shown(LectureMethod::ucs, "521_86473", "2_8634157", {"ucs-lifo-ties"}), fifo);
  EXPECT_EQ(shown(LectureMethod::ucs, "521_86473", "2_8634157", {"visited-at-pop"}), fifo);
  EXPECT_EQ(shown(LectureMethod::ucs, "521_86473", "2_8634157",
                  {"ucs-lifo-ties", "visited-at-pop"}),
            "['up', 'right', 'down', 'right', 'down', 'left', 'up', 'right', 'up', 'left', 'down', "
            "'left', 'down', 'right', 'up', 'right', 'down', 'left', 'up', 'left', 'down', "
            "'right', 'right', 'up', 'left', 'up']\n");
}

TEST(LectureSpace, slips_respell_the_line_and_leave_the_rest) {
  const auto slip = [](std::string_view name, std::string text) {
    return apply_slips(lecture_deviations(), set_of({name}), std::move(text));
  };
  EXPECT_EQ(slip("capitalised-actions", "['up', 'left']\n"), "['Up', 'Left']\n");
  EXPECT_EQ(slip("tile-directions", "['up', 'left', 'down', 'right']\n"),
            "['down', 'right', 'up', 'left']\n");
  EXPECT_EQ(slip("returns-no-solution", "No solution\n"), "'No solution'\n");
  for (auto name : {"capitalised-actions", "tile-directions"}) {
    EXPECT_EQ(slip(name, "No solution\n"), "No solution\n") << name;
    EXPECT_EQ(slip(name, "[]\n"), "[]\n") << name;
  }
  EXPECT_EQ(slip("returns-no-solution", "['up']\n"), "['up']\n");
  // A search rule is no slip.
  EXPECT_EQ(slip("order-udlr", "['up']\n"), "['up']\n");
}

}  // namespace
}  // namespace puzzle

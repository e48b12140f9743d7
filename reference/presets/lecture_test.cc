// Expected values: the course examples of assignments.md section 4, and
// tests/independent/expected/lecture.json, recorded by tests/independent/make_expected.py
// running tests/independent/lecture_ref.py; the JSON is read at test time.

#include "presets/lecture.h"

#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace puzzle {
namespace {

nlohmann::json expected_table() {
  std::ifstream file(PUZZLE_EXPECTED_DIR "/lecture.json");
  return nlohmann::json::parse(file);
}

std::string run(const std::string& method, const std::string& start, const std::string& goal,
                std::vector<std::string> variants = {}, std::string costs = {}) {
  const auto output = run_assignment(
      lecture_assignment(), {method, {start, goal}, std::move(variants), std::move(costs)});
  EXPECT_TRUE(output) << (output ? "" : output.error().message);
  return output ? output->text : "";
}

// What lecture_ref.py printed, from a recorded case: the whole line, or for long DFS
// answers its length and first and last actions.
void expect_matches(const nlohmann::json& entry, const std::string& text,
                    const std::string& label) {
  ASSERT_FALSE(text.empty()) << label;
  if (entry.contains("output")) {
    EXPECT_EQ(text, entry["output"].get<std::string>() + "\n") << label;
    return;
  }
  std::vector<std::string> actions;
  for (std::size_t at = text.find('\''); at != std::string::npos; at = text.find('\'', at + 1)) {
    const auto end = text.find('\'', at + 1);
    actions.push_back(text.substr(at + 1, end - at - 1));
    at = end;
  }
  ASSERT_EQ(actions.size(), entry["length"].get<std::size_t>()) << label;
  const auto first = entry["first_actions"].get<std::vector<std::string>>();
  const auto last = entry["last_actions"].get<std::vector<std::string>>();
  EXPECT_TRUE(std::equal(first.begin(), first.end(), actions.begin())) << label;
  EXPECT_TRUE(std::equal(last.rbegin(), last.rend(), actions.rbegin())) << label;
}

TEST(LecturePreset, course_examples_give_the_recorded_bfs_and_ucs_actions) {
  // lecture.json, default rules.
  EXPECT_EQ(run("bfs", "281_43765", "1238_4765"),
            "['up', 'right', 'right', 'down', 'left', 'left', 'up', 'right', 'down']\n");
  EXPECT_EQ(run("ucs", "281_43765", "1238_4765"),
            "['up', 'right', 'right', 'down', 'left', 'left', 'up', 'right', 'down']\n");
  EXPECT_NE(run("bfs", "281463_75", "1238_4765").find("['"), std::string::npos);
}

TEST(LecturePreset, different_parity_prints_no_solution) {
  // lecture.json records both course starts against the other goal _12345678 as unsolvable.
  EXPECT_EQ(run("bfs", "281_43765", "_12345678"), "No solution\n");
  EXPECT_EQ(run("dfs", "281463_75", "_12345678"), "No solution\n");
  EXPECT_EQ(run("ucs", "281_43765", "_12345678"), "No solution\n");
}

TEST(LecturePreset, start_equal_to_goal_returns_an_empty_list) {
  EXPECT_EQ(run("dfs", "1238_4765", "1238_4765"), "[]\n");
}

TEST(LecturePreset, every_recorded_case_matches_under_each_implemented_variant) {
  const auto table = expected_table();
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    const auto variant = entry["variant"].get<std::string>();
    if (variant == "no-parity-check") continue;  // not a search rule; not offered
    std::vector<std::string> variants;
    if (variant != "default") variants.push_back(variant);
    const auto start = entry["start"].get<std::string>();
    const auto goal = entry["goal"].get<std::string>();
    const auto method = entry["method"].get<std::string>();
    expect_matches(entry, run(method, start, goal, variants),
                   start + " " + goal + " " + method + " " + variant);
    ++compared;
  }
  EXPECT_GE(compared, 200);
}

TEST(LecturePreset, ucs_with_unit_costs_returns_what_bfs_returns) {
  // Section 4: with all costs 1, UCS expands in BFS order.
  const auto table = expected_table();
  for (const auto& entry : table["cases"]) {
    if (entry["method"] != "bfs" || entry["variant"] != "default") continue;
    const auto start = entry["start"].get<std::string>();
    const auto goal = entry["goal"].get<std::string>();
    EXPECT_EQ(run("ucs", start, goal, {}, "up=1,down=1,left=1,right=1"), run("bfs", start, goal))
        << start << " " << goal;
  }
}

TEST(LecturePreset, costs_parse_any_subset_and_reject_nonsense) {
  const auto costs = parse_step_costs("right=1,up=5", lecture_default_costs());
  ASSERT_TRUE(costs);
  EXPECT_EQ(costs->by_direction, (std::array<double, 4>{5, 2, 3, 1}));
  EXPECT_EQ(parse_step_costs("up", lecture_default_costs()).error().message,
            "cost \"up\" should look like up=1");
  EXPECT_EQ(parse_step_costs("north=1", lecture_default_costs()).error().message,
            "unknown direction \"north\" (use up, down, left or right)");
  EXPECT_FALSE(parse_step_costs("up=-1", lecture_default_costs()));
}

TEST(LecturePreset, rejects_a_board_that_is_not_nine_characters) {
  EXPECT_FALSE(run_assignment(lecture_assignment(), {"bfs", {"281_4376", "1238_4765"}}));
  EXPECT_FALSE(run_assignment(lecture_assignment(), {"bfs", {"281_43765"}}));
}

}  // namespace
}  // namespace puzzle

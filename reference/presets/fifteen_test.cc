// Expected values: step counts and output format from assignments.md section 3; explored
// counts and whole outputs from tests/independent/expected/fifteen.json, recorded by
// tests/independent/make_expected.py running tests/independent/fifteen_ref.py (the course
// algorithm on a real queue.PriorityQueue). The JSON is read at test time.

#include "presets/fifteen.h"

#include <fstream>
#include <sstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace puzzle {
namespace {

nlohmann::json expected_table() {
  std::ifstream file(PUZZLE_EXPECTED_DIR "/fifteen.json");
  return nlohmann::json::parse(file);
}

std::string puzzle_text(std::string_view name) {
  return expected_table()["puzzles"][std::string(name)].get<std::string>();
}

std::string run(const std::string& heuristic, const std::string& board,
                std::vector<std::string> variants = {}) {
  const auto output = run_assignment(fifteen_assignment(),
                                     {heuristic, {board}, std::move(variants)});
  EXPECT_TRUE(output) << (output ? "" : output.error().message);
  return output ? output->text : "";
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream stream(text);
  for (std::string line; std::getline(stream, line);) lines.push_back(line);
  return lines;
}

TEST(FifteenPreset, solved_board_explores_nothing_and_prints_itself) {
  EXPECT_EQ(run("manhattan", puzzle_text("zero_moves")),
            "0 nodes explored\n0 steps\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 -\n\n");
}

TEST(FifteenPreset, one_move_board_explores_one_node_and_prints_both_boards) {
  EXPECT_EQ(run("misplaced", puzzle_text("one_move")),
            "1 nodes explored\n1 steps\n"
            "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 - 15\n\n"
            "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 -\n\n");
}

// The published step counts, and every printed board: start first, goal last, each one
// move from the previous, four rows then an empty line.
TEST(FifteenPreset, published_puzzles_take_the_published_number_of_steps) {
  const std::vector<std::pair<std::string, int>> published{{"zero_moves", 0},
                                                           {"one_move", 1},
                                                           {"six_moves", 6},
                                                           {"sixteen_moves", 16},
                                                           {"forty_moves", 40}};
  for (const auto& [name, steps] : published) {
    const auto lines = lines_of(run("manhattan", puzzle_text(name)));
    ASSERT_EQ(lines.size(), 2u + 5u * static_cast<std::size_t>(steps + 1)) << name;
    EXPECT_EQ(lines[1], std::to_string(steps) + " steps") << name;
    std::string first;
    for (int row = 0; row < 4; ++row) first += lines[2 + static_cast<std::size_t>(row)] + "\n";
    EXPECT_EQ(first, puzzle_text(name) + "\n") << name;
    EXPECT_EQ(lines[lines.size() - 5], "1 2 3 4") << name;
    EXPECT_EQ(lines[lines.size() - 2], "13 14 15 -") << name;
    for (std::size_t i = 6; i < lines.size(); i += 5) EXPECT_EQ(lines[i], "") << name;
  }
}

TEST(FifteenPreset, explored_counts_match_the_course_algorithm_for_both_heuristics_and_variants) {
  const auto table = expected_table();
  int compared = 0;
  for (const auto& entry : table["cases"]) {
    if (entry["skipped"].get<bool>()) continue;  // forty_moves/misplaced: over 180 s in Python
    const auto variant = entry["variant"].get<std::string>();
    std::vector<std::string> variants;
    if (variant != "default") variants.push_back(variant);
    const auto lines = lines_of(run(entry["heuristic"].get<std::string>(),
                                    puzzle_text(entry["puzzle"].get<std::string>()), variants));
    ASSERT_GE(lines.size(), 2u);
    const std::string label = entry["puzzle"].get<std::string>() + " " +
                              entry["heuristic"].get<std::string>() + " " + variant;
    EXPECT_EQ(lines[0], std::to_string(entry["explored"].get<int>()) + " nodes explored") << label;
    EXPECT_EQ(lines[1], std::to_string(entry["steps"].get<int>()) + " steps") << label;
    ++compared;
  }
  EXPECT_EQ(compared, 27);  // 5 puzzles x 2 heuristics x 3 rule sets, minus forty/misplaced
}

TEST(FifteenPreset, explored_counts_for_the_sixteen_move_puzzle_differ_by_heuristic) {
  // fifteen.json: misplaced 255, manhattan 49. Guards against a swapped method table.
  EXPECT_EQ(lines_of(run("misplaced", puzzle_text("sixteen_moves")))[0], "255 nodes explored");
  EXPECT_EQ(lines_of(run("manhattan", puzzle_text("sixteen_moves")))[0], "49 nodes explored");
}

TEST(FifteenPreset, unsolvable_board_answers_at_once_with_no_path_found) {
  EXPECT_EQ(run("manhattan", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 -"),
            "0 nodes explored\nNo path found\n");
}

TEST(FifteenPreset, rejects_a_board_with_a_missing_tile) {
  const auto output = run_assignment(fifteen_assignment(),
                                     {"manhattan", {"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 14 -"}});
  ASSERT_FALSE(output);
}

TEST(FifteenPreset, variants_are_count_pops_and_fifo_ties) {
  ASSERT_EQ(fifteen_variants().size(), 2u);
  EXPECT_EQ(fifteen_variants()[0].name, "count-pops");
  EXPECT_EQ(fifteen_variants()[1].name, "fifo-ties");
}

}  // namespace
}  // namespace puzzle

// Expected values come from assignments.md section 2 (the published examples, verbatim) and
// from tests/independent/expected/funny.json, which tests/independent/make_expected.py
// recorded by running the independent Python implementation
// tests/independent/funny_ref.py; the JSON is read at test time.

#include "presets/funny.h"

#include <algorithm>
#include <fstream>
#include <set>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/parse.h"
#include "presets/deviation.h"
#include "presets/funny_space.h"

namespace puzzle {
namespace {

nlohmann::json expected_table() {
  std::ifstream file(PUZZLE_EXPECTED_DIR "/funny.json");
  return nlohmann::json::parse(file);
}

std::string joined(const nlohmann::json& lines) {
  std::string text;
  for (const auto& line : lines) text += line.get<std::string>() + "\n";
  return text;
}

std::string state_text(const nlohmann::json& state) {
  std::string text;
  for (const auto& tile : state) {
    if (!text.empty()) text += ',';
    text += std::to_string(tile.get<int>());
  }
  return text;
}

// Runs the preset exactly as `puzzle-ref funny` does.
std::string run(const std::string& function, const std::string& state,
                std::vector<std::string> variants = {}) {
  const auto output = run_assignment(funny_assignment(), {function, {state}, std::move(variants)});
  EXPECT_TRUE(output) << (output ? "" : output.error().message);
  return output ? output->text : "";
}

TEST(FunnyPreset, print_succ_reproduces_the_published_example) {
  EXPECT_EQ(run("print_succ", "[2,5,1,4,0,6,7,0,3]"), "[2, 0, 1, 4, 5, 6, 7, 0, 3] h=5\n"
                                                      "[2, 5, 1, 0, 4, 6, 7, 0, 3] h=7\n"
                                                      "[2, 5, 1, 4, 0, 6, 0, 7, 3] h=7\n"
                                                      "[2, 5, 1, 4, 0, 6, 7, 3, 0] h=7\n"
                                                      "[2, 5, 1, 4, 6, 0, 7, 0, 3] h=7\n");
}

TEST(FunnyPreset, heuristic_of_the_published_example_is_six) {
  const Heuristic h(funny_config().heuristic, funny_goal());
  const auto board = parse_board("[2,5,1,4,3,6,7,0,0]", BoardFormat::python_list, {Shape{3, 3}, 2});
  ASSERT_TRUE(board);
  EXPECT_EQ(h(*board), 6);
}

TEST(FunnyPreset, solve_reproduces_the_published_example_with_max_queue_length_163) {
  EXPECT_EQ(run("solve", "4,3,0,5,1,6,7,2,0"), "[4, 3, 0, 5, 1, 6, 7, 2, 0] h=7 moves: 0\n"
                                               "[4, 0, 3, 5, 1, 6, 7, 2, 0] h=6 moves: 1\n"
                                               "[4, 1, 3, 5, 0, 6, 7, 2, 0] h=5 moves: 2\n"
                                               "[4, 1, 3, 0, 5, 6, 7, 2, 0] h=4 moves: 3\n"
                                               "[0, 1, 3, 4, 5, 6, 7, 2, 0] h=3 moves: 4\n"
                                               "[0, 1, 3, 4, 5, 0, 7, 2, 6] h=4 moves: 5\n"
                                               "[0, 1, 3, 4, 0, 5, 7, 2, 6] h=5 moves: 6\n"
                                               "[0, 1, 3, 4, 2, 5, 7, 0, 6] h=4 moves: 7\n"
                                               "[1, 0, 3, 4, 2, 5, 7, 0, 6] h=3 moves: 8\n"
                                               "[1, 2, 3, 4, 0, 5, 7, 0, 6] h=2 moves: 9\n"
                                               "[1, 2, 3, 4, 5, 0, 7, 0, 6] h=1 moves: 10\n"
                                               "[1, 2, 3, 4, 5, 6, 7, 0, 0] h=0 moves: 11\n"
                                               "Max queue length: 163\n");
}

TEST(FunnyPreset, both_list_notations_give_the_same_answer) {
  EXPECT_EQ(run("solve", "[4, 3, 0, 5, 1, 6, 7, 2, 0]"), run("solve", "4,3,0,5,1,6,7,2,0"));
}

TEST(FunnyPreset, solved_state_prints_itself_and_a_queue_of_one) {
  EXPECT_EQ(run("solve", "1,2,3,4,5,6,7,0,0"),
            "[1, 2, 3, 4, 5, 6, 7, 0, 0] h=0 moves: 0\nMax queue length: 1\n");
}

TEST(FunnyPreset, print_succ_matches_the_independent_implementation_on_every_recorded_state) {
  const auto table = expected_table();
  ASSERT_GE(table["print_succ"].size(), 20u);
  for (const auto& entry : table["print_succ"]) {
    EXPECT_EQ(run("print_succ", state_text(entry["state"])), joined(entry["lines"]))
        << state_text(entry["state"]);
  }
}

// The table also holds rules that are deviations only (funny_space.cc), which
// gen/funny_suite_test.cc compares; here every variant of the preset is compared.
TEST(FunnyPreset, solve_matches_the_independent_implementation_under_every_variant) {
  const auto table = expected_table();
  std::set<std::string> variants_seen;
  for (const auto& entry : table["cases"]) {
    const auto variant = entry["variant"].get<std::string>();
    std::vector<std::string> variants;
    if (variant != "default") variants.push_back(variant);
    const auto catalogue = funny_variants();
    if (variant != "default" &&
        std::none_of(catalogue.begin(), catalogue.end(),
                     [&](const Variant& known) { return known.name == variant; })) {
      continue;
    }
    variants_seen.insert(variant);
    EXPECT_EQ(run("solve", state_text(entry["state"]), variants), joined(entry["lines"]))
        << state_text(entry["state"]) << " " << variant;
  }
  EXPECT_EQ(variants_seen.size(), funny_variants().size() + 1);
}

// Rules a real program follows together (funny.json's combined_cases: a greedy best-first
// program), applied as the deviation space's set of the same names.
TEST(FunnyPreset, combined_deviations_match_the_independent_implementation) {
  const auto table = expected_table();
  int compared = 0;
  for (const auto& entry : table["combined_cases"]) {
    DeviationSet set;
    const auto space = funny_deviations();
    for (const auto& name : entry["variants"]) {
      const Deviation* deviation = find_deviation(space, name.get<std::string>());
      ASSERT_NE(deviation, nullptr) << name;
      set.push_back(static_cast<int>(deviation - space.data()));
    }
    std::sort(set.begin(), set.end());
    const SearchConfig config = apply_rules(space, set, funny_config());
    const auto start = parse_board(state_text(entry["state"]), BoardFormat::comma_list,
                                   {Shape{3, 3}, 2});
    ASSERT_TRUE(start);
    EXPECT_EQ(format_funny_solve(search(*start, funny_goal(), config)), joined(entry["lines"]))
        << state_text(entry["state"]);
    ++compared;
  }
  EXPECT_EQ(compared, 21);
}

TEST(FunnyPreset, queue_after_pop_is_one_less_than_the_published_163) {
  const std::string text = run("solve", "4,3,0,5,1,6,7,2,0", {"queue-after-pop"});
  EXPECT_NE(text.find("Max queue length: 162\n"), std::string::npos) << text;
}

TEST(FunnyPreset, every_variant_is_one_sentence_and_applies_to_solve) {
  std::set<std::string_view> names;
  for (const Variant& variant : funny_variants()) {
    EXPECT_TRUE(names.insert(variant.name).second) << variant.name;
    EXPECT_EQ(variant.description.back(), '.') << variant.name;
    EXPECT_EQ(variant.description.find(". "), std::string_view::npos) << variant.name;
    EXPECT_EQ(variant.applies_to, "solve");
    SearchConfig config = funny_config();
    variant.apply(config);
    EXPECT_FALSE(config == funny_config()) << variant.name;
  }
  EXPECT_EQ(names, (std::set<std::string_view>{"requeue-if-shorter", "visited-at-push",
                                               "skip-closed-at-pop", "queue-after-pop"}));
}

TEST(FunnyPreset, rejects_a_state_without_two_blanks) {
  const auto output = run_assignment(funny_assignment(), {"solve", {"1,2,3,4,5,6,7,8,0"}});
  ASSERT_FALSE(output);
  EXPECT_NE(output.error().message.find("1,2,3,4,5,6,7,8,0"), std::string::npos)
      << output.error().message;
}

TEST(FunnyPreset, rejects_an_unknown_function) {
  const auto output = run_assignment(funny_assignment(), {"slove", {"1,2,3,4,5,6,7,0,0"}});
  ASSERT_FALSE(output);
  EXPECT_EQ(output.error().message, "unknown method \"slove\" for funny (use print_succ, solve)");
}

}  // namespace
}  // namespace puzzle

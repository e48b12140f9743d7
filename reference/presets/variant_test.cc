#include "presets/variant.h"

#include <set>

#include <gtest/gtest.h>

#include "presets/catalogue.h"
#include "presets/driver.h"

namespace puzzle {
namespace {

const Variant& variant(std::string_view name) { return **find_variant(driver_variants(), name); }

SearchResult run(DriverMethod method, std::string_view board, std::string_view variant_name) {
  SearchConfig config = driver_config(method);
  variant(variant_name).apply(config);
  return search(*parse_driver_board(board), driver_goal(), config);
}

TEST(DriverVariants, catalogue_has_every_variant_the_grader_needs) {
  for (auto name :
       {"decrease-key", "lifo-ties", "goal-test-at-generation", "count-goal-as-expanded",
        "ties-larger-g", "order-udrl", "order-lrud", "max-depth-at-pop"}) {
    EXPECT_TRUE(find_variant(driver_variants(), name)) << name;
  }
}

TEST(DriverVariants, names_are_unique_and_descriptions_are_one_sentence) {
  std::set<std::string_view> names;
  for (const Variant& entry : driver_variants()) {
    EXPECT_TRUE(names.insert(entry.name).second) << entry.name;
    EXPECT_EQ(entry.description.back(), '.') << entry.name;
    EXPECT_EQ(entry.description.find(". "), std::string_view::npos) << entry.name;
    EXPECT_FALSE(entry.applies_to.empty()) << entry.name;
  }
}

TEST(DriverVariants, every_variant_changes_the_configuration_of_a_method_it_applies_to) {
  for (const Variant& entry : driver_variants()) {
    bool changed = false;
    for (auto method : {DriverMethod::bfs, DriverMethod::dfs, DriverMethod::ast}) {
      if (entry.applies_to.find(driver_method_name(method)) == std::string_view::npos) continue;
      SearchConfig config = driver_config(method);
      const SearchConfig before = config;
      entry.apply(config);
      changed |= config.move_order != before.move_order ||
                 config.policies.key_update != before.policies.key_update ||
                 config.policies.ties != before.policies.ties ||
                 config.policies.goal_test != before.policies.goal_test ||
                 config.policies.goal_counting != before.policies.goal_counting ||
                 config.policies.depth_measure != before.policies.depth_measure ||
                 config.policies.duplicates != before.policies.duplicates ||
                 config.policies.push_order != before.policies.push_order;
    }
    EXPECT_TRUE(changed) << entry.name;
  }
}

TEST(DriverVariants, astar_only_variants_leave_bfs_alone) {
  for (auto name : {"decrease-key", "lifo-ties", "ties-larger-g"}) {
    SearchConfig config = driver_config(DriverMethod::bfs);
    variant(name).apply(config);
    EXPECT_EQ(config.policies.ties, TieBreak::fifo) << name;
    EXPECT_EQ(config.policies.key_update, KeyUpdate::keep_first) << name;
  }
}

TEST(DriverVariants, counting_the_goal_turns_the_published_ten_into_eleven) {
  EXPECT_EQ(run(DriverMethod::bfs, "1,2,5,3,4,0,6,7,8", "count-goal-as-expanded").counters.expanded,
            11u);
}

TEST(DriverVariants, depth_at_pop_for_bfs_is_the_goal_depth) {
  // BFS pops in depth order and stops at the goal (depth 3), so nothing deeper is popped.
  EXPECT_EQ(run(DriverMethod::bfs, "1,2,5,3,4,0,6,7,8", "max-depth-at-pop").counters.max_depth, 3);
}

TEST(DriverVariants, goal_test_at_generation_on_the_sample_expands_only_the_start) {
  // The start's first child (Up) is the goal; no child is pushed before it is found, but
  // the goal child itself sits at depth 1 of the search tree.
  const auto result = run(DriverMethod::bfs, "3,1,2,0,4,5,6,7,8", "goal-test-at-generation");
  EXPECT_EQ(result.counters.expanded, 1u);
  EXPECT_EQ(result.counters.max_depth, 1);
}

TEST(DriverVariants, unknown_variant_lists_the_known_ones) {
  const auto missing = find_variant(driver_variants(), "nope");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.error().message.rfind("unknown variant \"nope\" (known: decrease-key, ", 0),
            0u);
}

TEST(PresetCatalogue, driver_is_registered_with_its_variants) {
  const auto preset = find_preset("driver");
  ASSERT_TRUE(preset);
  EXPECT_EQ(preset->variants().size(), driver_variants().size());
  EXPECT_FALSE(find_preset("nope"));
}

}  // namespace
}  // namespace puzzle

// The tie-break and decrease-key rules real students' A* programs use, pinned on the two
// A* boards of the driver assignment's FAQ (6,1,8,4,0,2,7,3,5 and 8,6,4,2,1,3,5,7,0,
// published at 696 and 1585 nodes_expanded). Expected counts:
// - 711 / 1801 and 458 / 1204: real students' programs, reported in issue #15 (ties by
//   smaller g then the state's tuple order; ties by the list of move indices with a true
//   decrease-key);
// - the others: tests/independent/astar_ties.py, a plain Python A* written apart from this
//   engine (heapq entries (f, tie fields..., counter), a dict of waiting entries for
//   decrease-key); its unittest checks the same numbers.

#include <gtest/gtest.h>

#include "core/parse.h"
#include "search/algorithms.h"
#include "search/engine.h"

namespace puzzle {
namespace {

const Board kGoal = Board::goal({3, 3}, 1, BlankPlacement::first);
const Board kFaq20 = *parse_board("6,1,8,4,0,2,7,3,5", BoardFormat::comma_list, {Shape{3, 3}, 1});
const Board kFaq26 = *parse_board("8,6,4,2,1,3,5,7,0", BoardFormat::comma_list, {Shape{3, 3}, 1});

SearchConfig driver_astar() { return astar_config(kOrderUDLR, HeuristicKind::manhattan); }

// A* on a CPython heapq of entries ordered by `fields` after f.
SearchConfig heapq_astar(std::vector<EntryField> fields, KeyUpdate update) {
  SearchConfig config = driver_astar();
  config.policies.frontier = FrontierKind::heapq;
  config.policies.heapq_order = {EntryField::key};
  config.policies.heapq_order.insert(config.policies.heapq_order.end(), fields.begin(),
                                     fields.end());
  config.policies.key_update = update;
  return config;
}

std::pair<std::uint64_t, std::uint64_t> expanded(const SearchConfig& config) {
  return {search(kFaq20, kGoal, config).counters.expanded,
          search(kFaq26, kGoal, config).counters.expanded};
}

using Counts = std::pair<std::uint64_t, std::uint64_t>;

TEST(TieRules, the_published_rule_gives_the_faq_counts) {
  EXPECT_EQ(expanded(driver_astar()), Counts(696, 1585));
  // The same rule on the heapq frontier: (f, insertion counter, state).
  EXPECT_EQ(expanded(heapq_astar({EntryField::insertion}, KeyUpdate::keep_first)),
            Counts(696, 1585));
}

TEST(TieRules, smaller_g_then_the_state_tuple_gives_711_and_1801) {
  const std::vector<EntryField> fields{EntryField::g, EntryField::state, EntryField::insertion};
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::keep_first)), Counts(711, 1801));
}

TEST(TieRules, the_move_list_with_a_true_decrease_key_gives_458_and_1204) {
  const std::vector<EntryField> fields{EntryField::moves, EntryField::insertion};
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::decrease_key)), Counts(458, 1204));
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::decrease_key_keep_order)), Counts(458, 1204));
  // Without the decrease-key the move list alone differs.
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::keep_first)), Counts(453, 1263));
}

TEST(TieRules, the_last_moves_position_then_insertion) {
  const std::vector<EntryField> fields{EntryField::last_move, EntryField::insertion};
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::keep_first)), Counts(692, 1192));
}

TEST(TieRules, the_state_tuple_alone) {
  const std::vector<EntryField> fields{EntryField::state, EntryField::insertion};
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::keep_first)), Counts(611, 975));
}

TEST(TieRules, decrease_key_keeping_or_renewing_the_insertion_order) {
  SearchConfig renew = driver_astar();
  renew.policies.key_update = KeyUpdate::decrease_key;
  EXPECT_EQ(expanded(renew), Counts(711, 1660));
  SearchConfig keep = driver_astar();
  keep.policies.key_update = KeyUpdate::decrease_key_keep_order;
  EXPECT_EQ(expanded(keep), Counts(711, 1668));
  // The heapq frontier follows the same rules.
  EXPECT_EQ(expanded(heapq_astar({EntryField::insertion}, KeyUpdate::decrease_key)),
            Counts(711, 1660));
  EXPECT_EQ(expanded(heapq_astar({EntryField::insertion}, KeyUpdate::decrease_key_keep_order)),
            Counts(711, 1668));
}

// Issue #29's rules, counts from tests/independent/astar_rules.py (a Python A* on CPython's
// own heapq whose entries are rewritten in place where the rule does so).
TEST(TieRules, a_waiting_board_always_replaced_even_by_a_longer_path) {
  SearchConfig config = driver_astar();
  config.policies.key_update = KeyUpdate::always_replace;
  EXPECT_EQ(expanded(config), Counts(698, 1646));
}

TEST(TieRules, a_cheaper_cost_written_into_the_heap_without_resorting_it) {
  EXPECT_EQ(expanded(heapq_astar({EntryField::insertion}, KeyUpdate::in_place_unsorted)),
            Counts(709, 1637));
  SearchConfig priority = driver_astar();
  priority.policies.key_update = KeyUpdate::in_place_unsorted;
  EXPECT_THROW(search(kFaq20, kGoal, priority), std::invalid_argument);
}

TEST(TieRules, a_cheaper_cost_with_the_old_parent_prints_the_old_longer_path) {
  SearchConfig config = driver_astar();
  config.policies.key_update = KeyUpdate::decrease_key_old_parent;
  EXPECT_EQ(expanded(config), Counts(711, 1660));  // as decrease_key: only the links differ
  const Board deeper = *parse_board("0,8,4,3,7,1,5,6,2", BoardFormat::comma_list, {Shape{3, 3}, 1});
  const SearchResult result = search(deeper, kGoal, config);
  EXPECT_EQ(result.cost(), 20);
  EXPECT_EQ(result.moves().size(), 24u);
  EXPECT_EQ(result.counters.expanded, 266u);
}

TEST(TieRules, priorities_that_are_not_g_plus_h) {
  SearchConfig path_h = driver_astar();
  path_h.policies.key = PriorityKey::path_h;
  EXPECT_EQ(expanded(path_h), Counts(2546, 9866));
  SearchConfig twice = driver_astar();
  twice.policies.key = PriorityKey::g_twice_plus_h;
  EXPECT_EQ(expanded(twice), Counts(5389, 34200));
  SearchConfig g_plus_path_h = driver_astar();
  g_plus_path_h.policies.key = PriorityKey::g_plus_path_h;
  EXPECT_EQ(expanded(g_plus_path_h), Counts(3543, 12978));
  // The same keys on the heapq frontier.
  SearchConfig heapq_path_h = heapq_astar({EntryField::insertion}, KeyUpdate::keep_first);
  heapq_path_h.policies.key = PriorityKey::path_h;
  EXPECT_EQ(expanded(heapq_path_h), Counts(2546, 9866));
}

TEST(TieRules, equal_f_in_heap_order_when_entries_compare_f_alone) {
  EXPECT_EQ(expanded(heapq_astar({}, KeyUpdate::keep_first)), Counts(582, 1510));
}

TEST(TieRules, the_last_move_then_the_board) {
  const std::vector<EntryField> fields{EntryField::last_move, EntryField::state};
  EXPECT_EQ(expanded(heapq_astar(fields, KeyUpdate::keep_first)), Counts(663, 998));
}

TEST(TieRules, newest_first_ties) {
  SearchConfig lifo = driver_astar();
  lifo.policies.ties = TieBreak::lifo;
  EXPECT_EQ(expanded(lifo), Counts(390, 1274));
}

TEST(TieRules, a_heuristic_that_counts_the_blank) {
  SearchConfig config = driver_astar();
  config.heuristic = HeuristicKind::manhattan_with_blank;
  const SearchResult result = search(kFaq20, kGoal, config);
  ASSERT_EQ(result.outcome, SearchOutcome::found);
  // h of the start: tiles 10 (as for Manhattan), the blank at cell 4 two steps from cell 0.
  EXPECT_EQ(result.path.front().h, 12);
  EXPECT_EQ(expanded(config), Counts(1158, 2285));
}

}  // namespace
}  // namespace puzzle

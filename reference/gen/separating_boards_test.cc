#include "gen/separating_boards.h"

#include <array>

#include <gtest/gtest.h>

namespace puzzle::gen {
namespace {

constexpr std::array<std::string_view, 3> kRules{"queue", "ties", "twin"};

ExplainedOutput entry(std::vector<std::string> by, int line, std::string text) {
  return ExplainedOutput{std::move(by),
                         {RecordedLine{line, std::move(text), std::nullopt, std::nullopt}}};
}

// Hand-made: `queue` alone changes the last line; `ties` and `twin` alone print the same
// lines; a pair's entry is not a rule alone.
TestCase twins_test() {
  TestCase test;
  test.explained_by = {entry({"queue"}, 13, "Max queue length: 40"),
                       entry({"ties"}, 2, "[1, 2, 3] h=4 moves: 1"),
                       entry({"twin"}, 2, "[1, 2, 3] h=4 moves: 1"),
                       entry({"queue", "twin"}, 3, "[3, 2, 1] h=6 moves: 2")};
  return test;
}

// `queue` prints the expected output (no entry of its own); `ties` and `twin` differ.
TestCase quiet_queue_test() {
  TestCase test;
  test.explained_by = {entry({"ties"}, 2, "[1, 2, 3] h=4 moves: 1"),
                       entry({"twin"}, 2, "[1, 2, 3] h=4 moves: 9")};
  return test;
}

TEST(SeparatingBoards, a_test_shows_the_rules_that_print_otherwise_and_parts_unequal_pairs) {
  const TestTelling twins = telling_of(twins_test(), kRules);
  EXPECT_EQ(twins.shows, (std::vector<bool>{true, true, true}));
  EXPECT_TRUE(twins.parts[0][1]);
  EXPECT_TRUE(twins.parts[1][0]);
  EXPECT_FALSE(twins.parts[1][2]);  // the same lines
  EXPECT_FALSE(twins.parts[0][0]);
  const TestTelling quiet = telling_of(quiet_queue_test(), kRules);
  EXPECT_EQ(quiet.shows, (std::vector<bool>{false, true, true}));
  EXPECT_TRUE(quiet.parts[0][1]);  // the expected output against another one
  EXPECT_TRUE(quiet.parts[1][2]);
}

// Two tests of each kind, one trivial test that does not count: `queue` is shown by two
// (the twins tests) and parted from each other rule on four; `ties` and `twin` are
// shown by four but parted from each other only on the two quiet-queue tests.
TEST(SeparatingBoards, a_suite_counts_shown_and_parted_tests_that_are_not_trivial) {
  suite::Suite suite;
  suite.tests = {twins_test(), quiet_queue_test(), twins_test(), quiet_queue_test(),
                 quiet_queue_test()};
  suite.tests[4].trivial = true;
  const auto separation = separation_of(suite, kRules);
  ASSERT_EQ(separation.size(), 3u);
  EXPECT_EQ(separation[0].rule, "queue");
  EXPECT_EQ(separation[0].tests, 2);
  EXPECT_EQ(separation[0].apart, 4);
  EXPECT_EQ(separation[1].tests, 4);
  EXPECT_EQ(separation[1].apart, 2);
  EXPECT_TRUE(told_apart(separation[0]));
  EXPECT_TRUE(told_apart(separation[2]));
  suite.tests.pop_back();
  suite.tests.pop_back();  // one quiet-queue test left: ties and twin parted once
  const auto fewer = separation_of(suite, kRules);
  EXPECT_FALSE(told_apart(fewer[1]));
  EXPECT_TRUE(told_apart(fewer[0]));
}

TEST(SeparatingBoards, the_header_names_the_rules_told_apart_and_warns_of_the_others) {
  const std::vector<Separation> separation{{"queue", 2, 2}, {"ties", 3, 1}, {"twin", 1, 1}};
  const auto header = separation_header(separation);
  EXPECT_EQ(header, (std::vector<std::string>{
                        "Common rules told apart: each prints other lines than the assignment, "
                        "and than each",
                        "other common rule, on 2 tests or more:",
                        "  queue.",
                        "Warning: told apart on fewer tests, so never named:",
                        "  ties (apart from another rule on 1), twin (shown by 1).",
                    }));
  const auto warnings = separation_warnings(separation);
  ASSERT_EQ(warnings.size(), 2u);
  EXPECT_EQ(warnings[1],
            "twin (shown by 1): told apart on fewer than 2 tests, so the grader cannot name it "
            "from this suite");
  EXPECT_TRUE(separation_header({}).empty());
  EXPECT_TRUE(separation_warnings({{"queue", 2, 2}}).empty());
}

TestTelling shows(std::vector<bool> rules) {
  TestTelling telling;
  telling.shows = rules;
  telling.parts.assign(rules.size(), std::vector<bool>(rules.size(), true));
  for (std::size_t i = 0; i < rules.size(); ++i) telling.parts[i][i] = false;
  return telling;
}

// Worked by hand, with every pair parted on every candidate: candidate 0 shows nothing,
// 1 `ties`, 2 `queue` and `ties`, 3 `queue`. Taking two: 2 (two rules short), then 1 and
// 3 tie on one rule each, so the earlier, 1. Then from 0 and 3: 3 gives `queue` its
// second test; then nothing is short, so 0.
TEST(SeparatingBoards, picks_the_board_that_adds_most_to_what_is_short_the_earlier_on_a_tie) {
  constexpr std::array<std::string_view, 2> rules{"queue", "ties"};
  const std::vector<TestTelling> candidates{shows({false, false}), shows({false, true}),
                                            shows({true, true}), shows({true, false})};
  SeparationTally tally(rules);
  EXPECT_EQ(pick_separating(candidates, 2, tally), (std::vector<std::size_t>{2, 1}));
  EXPECT_EQ(tally.separation()[0].tests, 1);
  EXPECT_EQ(tally.separation()[1].tests, 2);
  EXPECT_EQ(pick_separating({candidates[0], candidates[3]}, 2, tally),
            (std::vector<std::size_t>{1, 0}));
  EXPECT_EQ(tally.separation()[0].tests, 2);
  EXPECT_TRUE(told_apart(tally.separation()[0]));
}

TEST(SeparatingBoards, a_long_list_of_rules_is_wrapped_in_the_header) {
  std::vector<Separation> many;
  for (const char* rule : {"queue-before-goal-pop", "queue-after-pop", "queue-counts-states",
                           "visited-at-push", "requeue-if-shorter", "skip-closed-at-pop"}) {
    many.push_back({rule, 2, 2});
  }
  const auto header = separation_header(many);
  ASSERT_EQ(header.size(), 4u);
  EXPECT_EQ(header[2],
            "  queue-before-goal-pop, queue-after-pop, queue-counts-states, visited-at-push,");
  EXPECT_EQ(header[3], "  requeue-if-shorter, skip-closed-at-pop.");
}

// Nothing short: boards on which more rules print something of their own come first
// (their searches finished), and else the boards are taken as drawn.
TEST(SeparatingBoards, with_nothing_short_boards_showing_more_rules_come_first_else_as_drawn) {
  constexpr std::array<std::string_view, 1> rules{"queue"};
  SeparationTally tally(rules);
  tally.add(shows({true}));
  tally.add(shows({true}));
  EXPECT_EQ(pick_separating({shows({false}), shows({true}), shows({true})}, 3, tally),
            (std::vector<std::size_t>{1, 2, 0}));
  EXPECT_EQ(pick_separating({shows({false}), shows({false})}, 5, tally),
            (std::vector<std::size_t>{0, 1}));
}

}  // namespace
}  // namespace puzzle::gen

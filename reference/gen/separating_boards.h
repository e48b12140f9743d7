#pragma once
// Boards that tell the common rules apart (issue 41, item 1). The grader names a
// deviation only where it makes the difference on at least two boards that are not
// trivial, and only when every test rules out the alternatives (docs/suite-format.md,
// "How the grader explains wrong numbers"), so a rule that prints the assignment's
// numbers on all but one board of a suite is never named. gen therefore chooses random
// boards so that each of the preset's common rules (SuiteAdapter::common_rules) prints
// other lines than the assignment on at least kTestsToTellApart tests, and other lines
// than each other common rule on as many; it says in the suite's header which rules its
// tests tell apart so, and warns about the others.
//
// What a rule alone prints is read from a test's explained_by: its single-deviation
// entries are exactly that, where it differs from `expected`.

#include <compare>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gen/suite_spec.h"

namespace puzzle::gen {

inline constexpr int kTestsToTellApart = 2;

// What one test says of the rules (in the order given): which print other lines than
// `expected`, and which pairs print other lines than each other.
struct TestTelling {
  std::vector<bool> shows;               // per rule
  std::vector<std::vector<bool>> parts;  // [i][j]: rules i and j print differently
};
TestTelling telling_of(const TestCase& test, std::span<const std::string_view> rules);

// How far a suite's tests tell each rule apart: `tests` show it (differ from the
// assignment), and it differs from every other rule on at least `apart` tests.
struct Separation {
  std::string rule;
  int tests = 0;
  int apart = 0;
};
bool told_apart(const Separation& separation);

// What a test adds, compared in this order: the rules it shows that are still short of
// tests, the pairs it parts that are still short, then every rule it shows at all (a
// rule that shows nothing may have stopped at gen's expansion limit, and then neither it
// nor any set holding it is recorded there: explained_by.h).
struct Gain {
  int rules = 0;
  int pairs = 0;
  int shown = 0;
  auto operator<=>(const Gain&) const = default;
};

// Tests added one by one (those that are not trivial, for a suite).
class SeparationTally {
 public:
  explicit SeparationTally(std::span<const std::string_view> rules);
  void add(const TestTelling& test);
  Gain gain(const TestTelling& test) const;
  // The largest gain a test could have: every rule and pair still short, every rule shown.
  Gain most_to_gain() const;
  std::vector<Separation> separation() const;

 private:
  std::vector<std::string> rules_;
  std::vector<int> shown_;
  std::vector<std::vector<int>> parted_;
};

std::vector<Separation> separation_of(const suite::Suite& suite,
                                      std::span<const std::string_view> rules);

// The header lines saying which rules the suite tells apart, and a warning line for the
// others; none for no rules.
std::vector<std::string> separation_header(const std::vector<Separation>& separation);
// One warning per rule not told apart, for the command line.
std::vector<std::string> separation_warnings(const std::vector<Separation>& separation);

// Which of `candidates` to take, `count` of them: each in turn the one with the largest
// Gain, the earlier on a tie (so with nothing to gain, the first
// ones, as drawn). `tally` is updated with the chosen ones. Returns their indices, in
// the order chosen.
std::vector<std::size_t> pick_separating(const std::vector<TestTelling>& candidates, int count,
                                         SeparationTally& tally);

}  // namespace puzzle::gen

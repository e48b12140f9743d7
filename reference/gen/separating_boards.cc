#include "gen/separating_boards.h"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

namespace puzzle::gen {
namespace {

// What `rule` alone prints where it differs from `expected`; null when it prints
// `expected` (or its search did not finish, so nothing is recorded).
const std::vector<RecordedLine>* alone(const TestCase& test, std::string_view rule) {
  for (const ExplainedOutput& entry : test.explained_by) {
    if (entry.by.size() == 1 && entry.by.front() == rule) return &entry.lines;
  }
  return nullptr;
}

bool same(const std::vector<RecordedLine>* a, const std::vector<RecordedLine>* b) {
  if (a == nullptr || b == nullptr) return a == b;
  return *a == *b;
}

std::string short_of(const Separation& rule) {
  if (rule.tests < kTestsToTellApart) return fmt::format("{} (shown by {})", rule.rule, rule.tests);
  return fmt::format("{} (apart from another rule on {})", rule.rule, rule.apart);
}

// `items` joined by ", " and ended by ".", as indented lines of at most kWidth characters.
void append_wrapped(std::vector<std::string>& lines, const std::vector<std::string>& items) {
  constexpr std::size_t kWidth = 86;
  std::string line(1, ' ');
  for (std::size_t i = 0; i < items.size(); ++i) {
    std::string item = items[i];
    item += i + 1 == items.size() ? '.' : ',';
    if (line.size() > 1 && line.size() + 1 + item.size() > kWidth) {
      lines.push_back(std::move(line));
      line.assign(1, ' ');
    }
    line += ' ';
    line += item;
  }
  lines.push_back(std::move(line));
}

}  // namespace

TestTelling telling_of(const TestCase& test, std::span<const std::string_view> rules) {
  std::vector<const std::vector<RecordedLine>*> printed;
  for (std::string_view rule : rules) printed.push_back(alone(test, rule));
  TestTelling telling;
  telling.parts.assign(rules.size(), std::vector<bool>(rules.size(), false));
  for (std::size_t i = 0; i < rules.size(); ++i) {
    telling.shows.push_back(printed[i] != nullptr);
    for (std::size_t j = 0; j < rules.size(); ++j) {
      telling.parts[i][j] = i != j && !same(printed[i], printed[j]);
    }
  }
  return telling;
}

bool told_apart(const Separation& separation) {
  return separation.tests >= kTestsToTellApart && separation.apart >= kTestsToTellApart;
}

SeparationTally::SeparationTally(std::span<const std::string_view> rules)
    : rules_(rules.begin(), rules.end()),
      shown_(rules.size(), 0),
      parted_(rules.size(), std::vector<int>(rules.size(), 0)) {}

void SeparationTally::add(const TestTelling& test) {
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    if (test.shows[i]) ++shown_[i];
    for (std::size_t j = 0; j < rules_.size(); ++j) {
      if (test.parts[i][j]) ++parted_[i][j];
    }
  }
}

Gain SeparationTally::gain(const TestTelling& test) const {
  Gain gained;
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    if (test.shows[i]) ++gained.shown;
    if (test.shows[i] && shown_[i] < kTestsToTellApart) ++gained.rules;
    for (std::size_t j = i + 1; j < rules_.size(); ++j) {
      if (test.parts[i][j] && parted_[i][j] < kTestsToTellApart) ++gained.pairs;
    }
  }
  return gained;
}

Gain SeparationTally::most_to_gain() const {
  TestTelling everything;
  everything.shows.assign(rules_.size(), true);
  everything.parts.assign(rules_.size(), std::vector<bool>(rules_.size(), true));
  return gain(everything);
}

std::vector<Separation> SeparationTally::separation() const {
  std::vector<Separation> rules;
  for (std::size_t i = 0; i < rules_.size(); ++i) {
    // With no other rule, apart from the assignment is all it needs.
    int apart = rules_.size() == 1 ? shown_[i] : std::numeric_limits<int>::max();
    for (std::size_t j = 0; j < rules_.size(); ++j) {
      if (j != i) apart = std::min(apart, parted_[i][j]);
    }
    rules.push_back({rules_[i], shown_[i], apart});
  }
  return rules;
}

std::vector<Separation> separation_of(const suite::Suite& suite,
                                      std::span<const std::string_view> rules) {
  SeparationTally tally(rules);
  for (const TestCase& test : suite.tests) {
    if (!test.trivial) tally.add(telling_of(test, rules));
  }
  return tally.separation();
}

std::vector<std::string> separation_header(const std::vector<Separation>& separation) {
  if (separation.empty()) return {};
  std::vector<std::string> apart;
  std::vector<std::string> fewer;
  for (const Separation& rule : separation) {
    if (told_apart(rule)) {
      apart.push_back(rule.rule);
    } else {
      fewer.push_back(short_of(rule));
    }
  }
  std::vector<std::string> lines{
      "Common rules told apart: each prints other lines than the assignment, and than each",
      fmt::format("other common rule, on {} tests or more:", kTestsToTellApart)};
  append_wrapped(lines, apart.empty() ? std::vector<std::string>{"none"} : apart);
  if (!fewer.empty()) {
    lines.emplace_back("Warning: told apart on fewer tests, so never named:");
    append_wrapped(lines, fewer);
  }
  return lines;
}

std::vector<std::string> separation_warnings(const std::vector<Separation>& separation) {
  std::vector<std::string> warnings;
  for (const Separation& rule : separation) {
    if (told_apart(rule)) continue;
    warnings.push_back(fmt::format(
        "{}: told apart on fewer than {} tests, so the grader cannot name it from this suite",
        short_of(rule), kTestsToTellApart));
  }
  return warnings;
}

std::vector<std::size_t> pick_separating(const std::vector<TestTelling>& candidates, int count,
                                         SeparationTally& tally) {
  std::vector<std::size_t> chosen;
  std::vector<bool> taken(candidates.size(), false);
  while (static_cast<int>(chosen.size()) < count && chosen.size() < candidates.size()) {
    std::size_t best = candidates.size();
    Gain best_gain{-1, -1, -1};
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (taken[i]) continue;
      const auto gained = tally.gain(candidates[i]);
      if (gained > best_gain) {
        best = i;
        best_gain = gained;
      }
    }
    taken[best] = true;
    chosen.push_back(best);
    tally.add(candidates[best]);
  }
  return chosen;
}

}  // namespace puzzle::gen

#include "grade/explanation.h"

#include <algorithm>
#include <set>

#include "check/pattern.h"
#include "check/text.h"
#include "common/fnv1a.h"
#include "grade/diagnose.h"

namespace grader {
namespace {

std::string_view trim_right(std::string_view line) {
  std::size_t end = line.find_last_not_of(" \t\r\n\v\f");
  return end == std::string_view::npos ? std::string_view() : line.substr(0, end + 1);
}

// A line recorded by format matches when the whole student line does; the loader has
// compiled the pattern already (shared_pattern), and a pattern that does not compile
// matches nothing.
bool format_matches(const std::string& pattern, std::string_view student) {
  const auto compiled = shared_pattern(pattern);
  return compiled && matches_whole_line(**compiled, student);
}

bool line_matches(const RecordedLine& recorded, std::string_view student) {
  student = trim_right(student);
  if (recorded.fnv1a) return puzzle::fnv1a(student) == *recorded.fnv1a;
  if (recorded.format) return format_matches(*recorded.format, student);
  return trim_right(recorded.text) == student;
}

// `expected` with the entry's lines put in; a hashed line or one recorded by format takes
// the student's own line, which line_matches() has shown to be the recorded one.
Output recorded_output(const TestCase& test, const ExplainedOutput& entry, const Output& actual) {
  Output output = make_output(test.expected, OutputPresence::present);
  for (const RecordedLine& line : entry.lines) {
    std::size_t index = static_cast<std::size_t>(line.number - 1);
    if (output.lines.size() <= index) output.lines.resize(index + 1);
    const bool students_own = line.fnv1a || line.format;
    output.lines[index] = students_own ? actual.lines[index] : std::string(trim_right(line.text));
  }
  return output;
}

bool fits(const TestCase& test, const ExplainedOutput& entry, const Output& actual,
          const std::vector<CheckResult>& results) {
  for (const RecordedLine& line : entry.lines) {
    std::size_t index = static_cast<std::size_t>(line.number - 1);
    if (index >= actual.lines.size() || !line_matches(line, actual.lines[index])) return false;
  }
  Output recorded = recorded_output(test, entry, actual);
  for (std::size_t i = 0; i < test.checks.size() && i < results.size(); ++i) {
    const Check& check = test.checks[i];
    if (results[i].outcome != CheckOutcome::failed || !is_comparison(check.kind) ||
        !traits(check.kind).takes_lines) {
      continue;  // a python check judges no output line
    }
    if (run_check(comparison_form(check), actual, recorded).outcome != CheckOutcome::passed) {
      return false;
    }
  }
  return true;
}

bool is_proper_subset(const DeviationSet& small, const DeviationSet& large) {
  return small.size() < large.size() &&
         std::includes(large.begin(), large.end(), small.begin(), small.end());
}

bool contains(const std::vector<DeviationSet>& sorted_sets, const DeviationSet& set) {
  return std::binary_search(sorted_sets.begin(), sorted_sets.end(), set);
}

std::vector<DeviationSet> recorded_sets(const TestCase& test) {
  std::vector<DeviationSet> sets;
  for (const ExplainedOutput& entry : test.explained_by) sets.push_back(entry.by);
  std::sort(sets.begin(), sets.end());
  return sets;
}

struct Tally {
  DeviationSet set;
  std::vector<std::string> tests;
  bool any_nontrivial = false;
};

Explanation explanation_of(const Suite& suite, const Tally& tally) {
  Explanation explanation;
  for (const Deviation& deviation : suite.deviations) {
    if (std::binary_search(tally.set.begin(), tally.set.end(), deviation.name)) {
      explanation.deviations.push_back(deviation);
    }
  }
  explanation.tests = tally.tests;
  return explanation;
}

// Whether `a` is a better explanation than `b`: more tests, then fewer deviations.
int rank(const Tally& a, const Tally& b) {
  if (a.tests.size() != b.tests.size()) return a.tests.size() > b.tests.size() ? 1 : -1;
  if (a.set.size() != b.set.size()) return a.set.size() < b.set.size() ? 1 : -1;
  return 0;
}

}  // namespace

std::vector<DeviationSet> fitting_sets(const TestCase& test, const Output& actual,
                                       const std::vector<CheckResult>& results) {
  std::vector<DeviationSet> sets;
  bool failed = std::any_of(results.begin(), results.end(),
                            [](const CheckResult& r) { return r.outcome == CheckOutcome::failed; });
  if (!failed) return sets;
  for (const ExplainedOutput& entry : test.explained_by) {
    if (fits(test, entry, actual, results)) sets.push_back(entry.by);
  }
  std::sort(sets.begin(), sets.end());
  return sets;
}

bool set_fits(const DeviationSet& set, const std::vector<DeviationSet>& recorded,
              const std::vector<DeviationSet>& fits) {
  if (contains(recorded, set)) return contains(fits, set);
  return std::any_of(fits.begin(), fits.end(),
                     [&](const DeviationSet& fit) { return is_proper_subset(fit, set); });
}

std::vector<Explanation> explain(const Suite& suite, const std::vector<TestResult>& tests) {
  std::set<DeviationSet> candidates;
  for (const TestCase& test : suite.tests) {
    for (const ExplainedOutput& entry : test.explained_by) candidates.insert(entry.by);
  }
  std::vector<std::vector<DeviationSet>> recorded;  // per test, once
  for (const TestCase& test : suite.tests) recorded.push_back(recorded_sets(test));
  std::vector<Tally> tallies;
  for (const DeviationSet& set : candidates) {
    Tally tally{set, {}, false};
    for (std::size_t i = 0; i < tests.size() && i < suite.tests.size(); ++i) {
      if (tests[i].fits.empty()) continue;
      if (!set_fits(set, recorded[i], tests[i].fits)) continue;
      tally.tests.push_back(tests[i].name);
      tally.any_nontrivial = tally.any_nontrivial || !tests[i].trivial;
    }
    if (!tally.tests.empty()) tallies.push_back(std::move(tally));
  }
  if (tallies.empty()) return {};
  const Tally* best = &tallies.front();
  for (const Tally& tally : tallies) {
    if (rank(tally, *best) > 0) best = &tally;
  }
  std::vector<Explanation> named;
  for (const Tally& tally : tallies) {
    bool qualifies = tally.tests.size() >= 2 && tally.any_nontrivial;
    if (rank(tally, *best) == 0 && qualifies) named.push_back(explanation_of(suite, tally));
  }
  return named;
}

}  // namespace grader

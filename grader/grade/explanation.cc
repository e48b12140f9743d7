#include "grade/explanation.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <string_view>

#include "check/pattern.h"
#include "check/text.h"
#include "common/fnv1a.h"

namespace grader {
namespace {

// Boards each deviation of a named set must show on (see separated()).
constexpr std::size_t kSeparatingBoards = 2;

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
    // A left-out line (past the end of `actual`) has no text of the student's to put in.
    const bool students_own = (line.fnv1a || line.format) && index < actual.lines.size();
    output.lines[index] = students_own ? actual.lines[index] : std::string(trim_right(line.text));
  }
  return output;
}

// Whether each comparison check that failed (`results`) passes when run again on
// `actual` against `against`; `actual`'s lines from `left_out` on were left out by the
// program, so there the check reads `against`'s own.
bool failed_checks_pass(const TestCase& test, Output actual, const Output& against,
                        const std::vector<CheckResult>& results, std::size_t left_out) {
  for (std::size_t i = left_out; i < actual.lines.size() && i < against.lines.size(); ++i) {
    actual.lines[i] = against.lines[i];
  }
  for (std::size_t i = 0; i < test.checks.size() && i < results.size(); ++i) {
    const Check& check = test.checks[i];
    if (results[i].outcome != CheckOutcome::failed || !is_comparison(check.kind) ||
        !traits(check.kind).takes_lines) {
      continue;  // a python check judges no output line
    }
    if (run_check(comparison_form(check), actual, against).outcome != CheckOutcome::passed) {
      return false;
    }
  }
  return true;
}

// Whether `actual` fits `entry`. Its lines from `left_out` on were left out by the
// program (Respelling): they stand in for nothing, neither blocking the fit nor counting
// for it, and a failed check reads the entry's own lines there. An entry that lists only
// such lines fits only where the printed lines are `expected`, so it is never evidence.
bool fits(const TestCase& test, const ExplainedOutput& entry, const Output& actual,
          const std::vector<CheckResult>& results, std::size_t left_out = SIZE_MAX) {
  for (const RecordedLine& line : entry.lines) {
    std::size_t index = static_cast<std::size_t>(line.number - 1);
    if (index >= left_out) continue;
    if (index >= actual.lines.size() || !line_matches(line, actual.lines[index])) return false;
  }
  return failed_checks_pass(test, actual, recorded_output(test, entry, actual), results, left_out);
}

// Whether every failed comparison check passes on `actual` against `expected`.
bool compares_as_expected(const TestCase& test, const Output& actual,
                          const std::vector<CheckResult>& results, std::size_t left_out) {
  return failed_checks_pass(test, actual, make_output(test.expected, OutputPresence::present),
                            results, left_out);
}

// `actual` spelled the assignment's way, line by line against `expected`; a last line
// left out (the output one line short, not empty) is put back as `expected`'s, so
// the checks line up, and said as a slip.
struct Respelling {
  Output output;
  std::vector<Slip> slips;
  std::size_t left_out = SIZE_MAX;  // the first line put back, if any
};

// A whole output printed as one Python list, one line, unpacked into its lines.
std::optional<std::vector<std::string>> unpacked(const Output& actual, const Output& expected) {
  if (actual.lines.size() != 1 || expected.lines.size() < 2) return std::nullopt;
  return python_string_list(actual.lines.front());
}

Respelling respelled(const TestCase& test, const Output& actual) {
  const Output expected = make_output(test.expected, OutputPresence::present);
  Respelling out{actual, {}, SIZE_MAX};
  if (said_unsolvable(actual.lines, expected.lines)) {
    out.slips.push_back(Slip::said_unsolvable);
    return out;
  }
  if (auto lines = unpacked(actual, expected)) {
    out.output.lines = std::move(*lines);
    out.slips.push_back(Slip::one_python_list);
  }
  for (std::size_t i = 0; i < out.output.lines.size() && i < expected.lines.size(); ++i) {
    Respelled line = respell(out.output.lines[i], expected.lines[i]);
    out.output.lines[i] = std::move(line.line);
    out.slips.insert(out.slips.end(), line.slips.begin(), line.slips.end());
  }
  if (!out.output.lines.empty() && out.output.lines.size() + 1 == expected.lines.size()) {
    out.left_out = out.output.lines.size();
    out.output.lines.push_back(expected.lines.back());
    out.slips.push_back(Slip::missing_line);
  }
  std::sort(out.slips.begin(), out.slips.end());
  out.slips.erase(std::unique(out.slips.begin(), out.slips.end()), out.slips.end());
  return out;
}

bool is_proper_subset(const DeviationSet& small, const DeviationSet& large) {
  return small.size() < large.size() &&
         std::includes(large.begin(), large.end(), small.begin(), small.end());
}

bool contains(const std::vector<DeviationSet>& sorted_sets, const DeviationSet& set) {
  return std::binary_search(sorted_sets.begin(), sorted_sets.end(), set);
}

// Whether what the set prints on the test is unknown: it holds one whose search did not
// finish there (gen's limit, `unfinished`) and has no entry of its own (gen writes one
// for such a set whenever its own search finished and printed something else).
bool unknown_on(const DeviationSet& set, const TestCase& test,
                const std::vector<DeviationSet>& recorded) {
  if (contains(recorded, set)) return false;
  return std::any_of(test.unfinished.begin(), test.unfinished.end(), [&](const DeviationSet& u) {
    return std::includes(set.begin(), set.end(), u.begin(), u.end());
  });
}

// The sets a test has an entry for, and those of them whose entry lists no line: they
// print `expected` there although a smaller set inside them does not (gen writes such an
// entry so the grader does not read them as printing that smaller set's lines). Sorted.
struct RecordedSets {
  std::vector<DeviationSet> all;
  std::vector<DeviationSet> printing_expected;
};

RecordedSets recorded_sets(const TestCase& test) {
  RecordedSets recorded;
  for (const ExplainedOutput& entry : test.explained_by) {
    recorded.all.push_back(entry.by);
    if (entry.lines.empty()) recorded.printing_expected.push_back(entry.by);
  }
  std::sort(recorded.all.begin(), recorded.all.end());
  std::sort(recorded.printing_expected.begin(), recorded.printing_expected.end());
  return recorded;
}

// What one test says about one deviation set (docs/suite-format.md, "How the grader
// explains wrong numbers").
enum class Bearing {
  silent,       // nothing: no output to judge, the set's output unknown (`unfinished`), or
                //   the set and the student both print `expected`
  fits,         // the numbers are wrong and the set reproduces them
  unaddressed,  // the numbers are wrong and the set prints `expected` there
  contradicts,  // the set prints something other than what the student printed
};

// Whether a compared line differs from `expected` other than by its spelling.
bool numbers_wrong(const TestResult& test) {
  if (test.only_slips) return false;
  for (std::size_t i = 0; i < test.checks.size() && i < test.check_results.size(); ++i) {
    if (test.check_results[i].outcome == CheckOutcome::failed &&
        is_comparison(test.checks[i].kind)) {
      return true;
    }
  }
  return false;
}

// Whether the set prints something other than `expected` on a test: its own entry lists
// lines, or, with no entry, a smaller set inside it, whose lines it then prints, has lines.
bool prints_otherwise(const DeviationSet& set, const RecordedSets& recorded) {
  const auto has_lines = [&](const DeviationSet& entry) {
    return !contains(recorded.printing_expected, entry);
  };
  if (contains(recorded.all, set)) return has_lines(set);
  return std::any_of(recorded.all.begin(), recorded.all.end(), [&](const DeviationSet& entry) {
    return is_proper_subset(entry, set) && has_lines(entry);
  });
}

// A test whose program said the board cannot be solved: no search rule prints that, and
// the sentence said_unsolvable speaks for the whole test.
bool judged_unsolvable(const TestResult& test) {
  const auto name = slip_row(Slip::said_unsolvable).name;
  return std::find(test.slips.begin(), test.slips.end(), name) != test.slips.end();
}

Bearing bearing(const DeviationSet& set, const RecordedSets& recorded, const TestCase& spec,
                const TestResult& test) {
  if (!ran_to_completion(test.verdict) || judged_unsolvable(test) ||
      unknown_on(set, spec, recorded.all)) {
    return Bearing::silent;
  }
  const bool otherwise = prints_otherwise(set, recorded);
  const bool fit = set_fits(set, recorded.all, test.fits);
  if (!numbers_wrong(test)) return otherwise && !fit ? Bearing::contradicts : Bearing::silent;
  if (fit) return Bearing::fits;
  return otherwise ? Bearing::contradicts : Bearing::unaddressed;
}

// Which tests are runs of the same method: the `method` argument where the suite has
// one, else one group for the whole suite.
std::string method_of(const TestCase& test) {
  const std::string* method = find_arg(test.args, "method");
  return method ? *method : std::string();
}

// The board a test runs: every argument but the method.
std::string board_of(const TestCase& test) {
  std::string board;
  for (const auto& [name, value] : test.args) {
    if (name != "method") board += name + "=" + value + "\n";
  }
  return board;
}

// The bearing of every test on one set, parallel to suite.tests.
struct Evidence {
  DeviationSet set;
  std::vector<Bearing> bearings;
  std::vector<std::string> tests;  // the tests it fits, in suite order
};

// The dimension of move-order rules, as suites spell it (presets/deviation.h's table).
constexpr std::string_view kMoveOrder = "move-order";

// Whether the set holds a rule about the order moves are tried in. That order shows in
// the path of every method, so such a set speaks for all of them: one that changes some
// methods only says the others keep the assignment's order.
bool orders_moves(const Suite& suite, const DeviationSet& set) {
  return std::any_of(suite.deviations.begin(), suite.deviations.end(), [&](const Deviation& d) {
    return d.dimension == kMoveOrder && std::binary_search(set.begin(), set.end(), d.name);
  });
}

// One contradicting test rules a set out; so does a method on which it fits some wrong
// tests and leaves others unexplained, and, for a set with a move-order rule, any test it
// leaves unexplained: a program whose BFS paths are wrong and whose A* matches "A* alone
// tries Right first" may be trying its moves in another or a random order everywhere
// (issue 41: a program that shuffles its moves matched that rule on the two A* boards
// where the rule shows, in 4 runs of 4).
bool ruled_out(const Suite& suite, const Evidence& evidence) {
  const bool speaks_for_every_method = orders_moves(suite, evidence.set);
  std::map<std::string, std::pair<bool, bool>> by_method;  // fits any, unaddressed any
  for (std::size_t i = 0; i < evidence.bearings.size(); ++i) {
    const Bearing b = evidence.bearings[i];
    if (b == Bearing::contradicts) return true;
    if (b == Bearing::unaddressed && speaks_for_every_method) return true;
    auto& [fit, unaddressed] = by_method[method_of(suite.tests[i])];
    fit = fit || b == Bearing::fits;
    unaddressed = unaddressed || b == Bearing::unaddressed;
  }
  return std::any_of(by_method.begin(), by_method.end(),
                     [](const auto& entry) { return entry.second.first && entry.second.second; });
}

// Whether every deviation of the set shows on enough boards: for each, kSeparatingBoards
// different non-trivial boards whose wrong numbers the set fits and the set without that
// deviation does not (there the deviation, not chance, makes the difference).
bool separated(const Suite& suite, const std::vector<TestResult>& tests,
               const std::vector<RecordedSets>& recorded, const Evidence& evidence) {
  for (std::size_t member = 0; member < evidence.set.size(); ++member) {
    DeviationSet rest = evidence.set;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(member));
    std::set<std::string> boards;
    for (std::size_t i = 0; i < evidence.bearings.size(); ++i) {
      if (evidence.bearings[i] != Bearing::fits || tests[i].trivial) continue;
      // Where the set without this deviation is unknown, nothing shows that this
      // deviation, and not the unfinished one alone, makes the difference.
      if (unknown_on(rest, suite.tests[i], recorded[i].all)) continue;
      if (set_fits(rest, recorded[i].all, tests[i].fits)) continue;
      boards.insert(board_of(suite.tests[i]));
    }
    if (boards.size() < kSeparatingBoards) return false;
  }
  return true;
}

Explanation explanation_of(const Suite& suite, const Evidence& evidence) {
  Explanation explanation;
  for (const Deviation& deviation : suite.deviations) {
    if (std::binary_search(evidence.set.begin(), evidence.set.end(), deviation.name)) {
      explanation.deviations.push_back(deviation);
    }
  }
  explanation.tests = evidence.tests;
  return explanation;
}

// The slips seen on any wrong test, in table order, each as the suite declares a deviation
// of that name or else in the table's own sentences.
std::vector<Deviation> slips_seen(const Suite& suite, const std::vector<TestResult>& tests) {
  std::vector<Deviation> slips;
  for (const SlipRow& row : kSlipTable) {
    const bool seen = std::any_of(tests.begin(), tests.end(), [&](const TestResult& test) {
      return std::find(test.slips.begin(), test.slips.end(), row.name) != test.slips.end();
    });
    if (!seen) continue;
    const Deviation* declared = find_deviation(suite, row.name);
    if (declared == nullptr && !row.also.empty()) declared = find_deviation(suite, row.also);
    slips.push_back(declared ? *declared
                             : Deviation{std::string(row.name), "output-format",
                                         std::string(row.yours), std::string(row.assignment)});
  }
  return slips;
}

// The slips said with the named explanations; alone, with the tests wrong by their
// spelling only, when nothing is named.
std::vector<Explanation> with_slips(std::vector<Explanation> named, const Suite& suite,
                                    const std::vector<TestResult>& tests) {
  const std::vector<Deviation> slips = slips_seen(suite, tests);
  if (slips.empty()) return named;
  if (named.empty()) {
    Explanation alone{slips, {}};
    for (const TestResult& test : tests) {
      if (test.only_slips) alone.tests.push_back(test.name);
    }
    if (!alone.tests.empty()) named.push_back(std::move(alone));
    return named;
  }
  for (Explanation& explanation : named) {
    for (const Deviation& slip : slips) {
      const bool has = std::any_of(explanation.deviations.begin(), explanation.deviations.end(),
                                   [&](const Deviation& d) { return d.name == slip.name; });
      if (!has) explanation.deviations.push_back(slip);
    }
  }
  return named;
}

// Whether `a` is a better explanation than `b`: more tests, then fewer deviations.
int rank(const Evidence& a, const Evidence& b) {
  if (a.tests.size() != b.tests.size()) return a.tests.size() > b.tests.size() ? 1 : -1;
  if (a.set.size() != b.set.size()) return a.set.size() < b.set.size() ? 1 : -1;
  return 0;
}

}  // namespace

DeviationMatch match_deviations(const TestCase& test, const Output& actual,
                                const std::vector<CheckResult>& results) {
  DeviationMatch match;
  bool failed = std::any_of(results.begin(), results.end(),
                            [](const CheckResult& r) { return r.outcome == CheckOutcome::failed; });
  if (!failed) return match;
  const Respelling respelling = respelled(test, actual);
  for (const ExplainedOutput& entry : test.explained_by) {
    // An entry with no line says the set prints `expected`: it explains no difference
    // (on a respelled output that compares as expected it would otherwise fit).
    if (entry.lines.empty()) continue;
    if (fits(test, entry, actual, results) ||
        (!respelling.slips.empty() &&
         fits(test, entry, respelling.output, results, respelling.left_out))) {
      match.fits.push_back(entry.by);
    }
  }
  std::sort(match.fits.begin(), match.fits.end());
  match.slips = respelling.slips;
  const bool unsolvable = std::find(respelling.slips.begin(), respelling.slips.end(),
                                    Slip::said_unsolvable) != respelling.slips.end();
  match.only_slips = unsolvable ||
                     (!respelling.slips.empty() &&
                      compares_as_expected(test, respelling.output, results, respelling.left_out));
  return match;
}

std::vector<DeviationSet> fitting_sets(const TestCase& test, const Output& actual,
                                       const std::vector<CheckResult>& results) {
  return match_deviations(test, actual, results).fits;
}

bool set_fits(const DeviationSet& set, const std::vector<DeviationSet>& recorded,
              const std::vector<DeviationSet>& fits) {
  if (contains(recorded, set)) return contains(fits, set);
  return std::any_of(fits.begin(), fits.end(),
                     [&](const DeviationSet& fit) { return is_proper_subset(fit, set); });
}

std::vector<Explanation> explain(const Suite& suite, const std::vector<TestResult>& tests) {
  if (tests.size() != suite.tests.size()) return {};
  std::set<DeviationSet> candidates;  // sorted: the same order, so the same choice, every run
  for (const TestCase& test : suite.tests) {
    for (const ExplainedOutput& entry : test.explained_by) {
      if (!entry.lines.empty()) candidates.insert(entry.by);  // none fits an entry with no line
    }
  }
  std::vector<RecordedSets> recorded;  // per test, once
  for (const TestCase& test : suite.tests) recorded.push_back(recorded_sets(test));
  std::vector<Evidence> standing;
  for (const DeviationSet& set : candidates) {
    Evidence evidence{set, {}, {}};
    for (std::size_t i = 0; i < tests.size(); ++i) {
      evidence.bearings.push_back(bearing(set, recorded[i], suite.tests[i], tests[i]));
      if (evidence.bearings.back() == Bearing::fits) evidence.tests.push_back(tests[i].name);
    }
    if (evidence.tests.empty() || ruled_out(suite, evidence)) continue;
    if (!separated(suite, tests, recorded, evidence)) continue;
    standing.push_back(std::move(evidence));
  }
  if (standing.empty()) return with_slips({}, suite, tests);
  const Evidence* best = &standing.front();
  for (const Evidence& evidence : standing) {
    if (rank(evidence, *best) > 0) best = &evidence;
  }
  std::vector<Explanation> named;
  for (const Evidence& evidence : standing) {
    if (rank(evidence, *best) == 0) named.push_back(explanation_of(suite, evidence));
  }
  return with_slips(std::move(named), suite, tests);
}

void refer_to_explanations(std::vector<TestResult>& tests,
                           const std::vector<Explanation>& explanations) {
  for (const Explanation& explanation : explanations) {
    DeviationSet names;
    for (const Deviation& deviation : explanation.deviations) names.push_back(deviation.name);
    std::sort(names.begin(), names.end());
    for (TestResult& test : tests) {
      const auto& named = explanation.tests;
      if (std::find(named.begin(), named.end(), test.name) == named.end()) continue;
      for (Diagnosis& diagnosis : test.diagnoses) {
        if (diagnosis.deviations != names || diagnosis.message_said_above.empty()) continue;
        diagnosis.message = diagnosis.message_said_above;
        diagnosis.hidden_message = diagnosis.hidden_message_said_above;
      }
    }
  }
}

}  // namespace grader

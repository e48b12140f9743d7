#include "grade/diagnose.h"

#include <re2/re2.h>

#include <algorithm>
#include <fmt/format.h>
#include <optional>

#include "grade/explanation.h"

namespace grader {
namespace {

constexpr std::size_t kMaxValueChars = 60;

std::vector<const Variant*> matching_variants(const Suite& suite, const TestCase& test,
                                              const Check& check, const Output& actual) {
  std::vector<const Variant*> matches;
  Check compared = comparison_form(check);
  for (const VariantOutput& output : test.variant_outputs) {
    Output printed = make_output(output.output, OutputPresence::present);
    if (run_check(compared, actual, printed).outcome != CheckOutcome::passed) continue;
    if (const Variant* variant = find_variant(suite, output.variant)) matches.push_back(variant);
  }
  return matches;
}

// The share of a check's points the rule `name` earns: what the manifest accepts, else 0.
double credit_share(const Suite& suite, std::string_view name) {
  const Acceptance* acceptance = find_acceptance(suite, name);
  return acceptance ? acceptance->share : 0;
}

// A failed check the instructor's accepted rule explains earns `share` of its points; a
// full share passes it.
void credit_check(const Check& check, double share, CheckResult& result) {
  if (share <= 0) return;
  if (share >= 1) result.outcome = CheckOutcome::passed;
  result.points = std::max(result.points, std::min(share, 1.0) * check.points);
}

void apply_credit(const Suite& suite, const Check& check,
                  const std::vector<const Variant*>& matches, CheckResult& result) {
  double best = 0;
  for (const Variant* variant : matches) best = std::max(best, credit_share(suite, variant->name));
  credit_check(check, best, result);
}

// ---- the sentences ----

std::string clip(const std::string& text) {
  if (text.size() <= kMaxValueChars) return text;
  std::size_t cut = kMaxValueChars;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // UTF-8
  return text.substr(0, cut) + "...";
}

std::string lines_phrase(const LineSpec& lines) {
  switch (lines.selector) {
    case LineSelector::single: return fmt::format("your line {}", lines.first);
    case LineSelector::range: return fmt::format("your lines {}-{}", lines.first, lines.last);
    case LineSelector::last: return "your last line";
    case LineSelector::all: return "your output";
  }
  return "your output";
}

// "your nodes_expanded (711)" for a "key: value" line, else "your line 3 ("...")".
std::string line_phrase(const CheckResult& result) {
  static const RE2 kKeyValue(R"(([A-Za-z_][A-Za-z0-9_ ]{0,40}):\s*(\S.*))");
  std::string key, value;
  if (RE2::FullMatch(result.actual, kKeyValue, &key, &value)) {
    return fmt::format("your {} ({})", key, clip(value));
  }
  return fmt::format("your line {} (\"{}\")", result.line, clip(result.actual));
}

// How the student's lines of one check are named: by value where a single line is
// compared, else by position.
std::string subject(const Check& check, const CheckResult& result) {
  bool one_line = check.lines.selector == LineSelector::single ||
                  check.lines.selector == LineSelector::last;
  if (one_line && result.actual_state == LineState::present && result.line > 0) {
    return line_phrase(result);
  }
  return lines_phrase(check.lines);
}

// "Your a, b and c"; a subject named twice (two checks on "your output") is said once.
std::string join_subjects(const std::vector<std::string>& subjects) {
  std::vector<std::string> unique;
  for (const std::string& subject : subjects) {
    if (std::find(unique.begin(), unique.end(), subject) == unique.end()) unique.push_back(subject);
  }
  std::string text;
  for (std::size_t i = 0; i < unique.size(); ++i) {
    if (i > 0) text += i + 1 == unique.size() ? " and " : ", ";
    text += unique[i];
  }
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string percent(double fraction) { return fmt::format("{:g}%", fraction * 100); }

// The last sentence: what the match is worth. `count`: how many lines are named.
std::string credit_sentence(double share, std::size_t count) {
  bool several = count > 1;
  if (share >= 1) {
    return fmt::format("Your instructor accepts this, so {} full points.",
                       several ? "these lines earn" : "this line earns");
  }
  return fmt::format("Your instructor accepts this for part of the points, so {} {} of {} "
                     "points.",
                     several ? "these lines earn" : "this line earns", percent(share),
                     several ? "their" : "its");
}

std::string description_sentence(const Variant& variant) {
  std::string text = variant.description;
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n')) text.pop_back();
  if (!text.empty() && text.back() != '.' && text.back() != '!' && text.back() != '?') {
    text += '.';
  }
  return text;
}

Diagnosis variant_diagnosis(const Variant& variant, double share, const std::vector<int>& checks,
                            const std::vector<std::string>& subjects) {
  Diagnosis diagnosis;
  diagnosis.variant = variant.name;
  diagnosis.credit = share >= 1 ? VariantCredit::accepted : VariantCredit::partial;
  diagnosis.checks = checks;
  diagnosis.message = fmt::format("{} {} exactly what a program following this rule prints: {} {}",
                                  join_subjects(subjects), subjects.size() > 1 ? "are" : "is",
                                  description_sentence(variant),
                                  credit_sentence(share, subjects.size()));
  diagnosis.hidden_message =
      fmt::format("This hidden test's output is what a program following this rule prints: {} {}",
                  description_sentence(variant), credit_sentence(share, checks.size()));
  return diagnosis;
}

// ---- accepted deviations ----

// The share a recorded deviation set earns: every deviation in it must be accepted, and
// the least generous of them decides.
double set_share(const Suite& suite, const DeviationSet& set) {
  double share = 1;
  for (const std::string& name : set) share = std::min(share, credit_share(suite, name));
  return set.empty() ? 0 : share;
}

// "Your A* breaks ties ... Your Manhattan distance also counts the blank." from the
// suite's own sentences for each deviation of `set`.
std::string yours_sentences(const Suite& suite, const DeviationSet& set) {
  std::string text;
  for (const std::string& name : set) {
    const Deviation* deviation = find_deviation(suite, name);
    if (deviation == nullptr) continue;
    if (!text.empty()) text += ' ';
    text += deviation->yours;
  }
  return text;
}

// The accepted deviation set that reproduces this test's output with the largest share,
// applied to every failed comparison check (fitting_sets: a fitting set explains them
// all), and the sentence that says so; nullopt when no fully accepted set fits.
std::optional<Diagnosis> credit_deviations(const Suite& suite, const TestCase& test,
                                           const Output& actual, std::vector<CheckResult>& results,
                                           const std::vector<std::string>& subjects) {
  if (suite.accepted.empty() || test.explained_by.empty()) return std::nullopt;
  const DeviationSet* best = nullptr;
  double best_share = 0;
  const std::vector<DeviationSet> fits = fitting_sets(test, actual, results);
  for (const DeviationSet& set : fits) {
    double share = set_share(suite, set);
    if (share > best_share) best = &set, best_share = share;
  }
  if (best == nullptr) return std::nullopt;
  Diagnosis diagnosis;
  std::vector<std::string> named;
  for (std::size_t i = 0; i < test.checks.size() && i < results.size(); ++i) {
    if (results[i].outcome != CheckOutcome::failed || !is_comparison(test.checks[i].kind)) continue;
    credit_check(test.checks[i], best_share, results[i]);
    diagnosis.checks.push_back(static_cast<int>(i));
    named.push_back(subjects[i]);
  }
  for (const std::string& name : *best) {
    diagnosis.variant += (diagnosis.variant.empty() ? "" : ", ") + name;
  }
  diagnosis.credit = best_share >= 1 ? VariantCredit::accepted : VariantCredit::partial;
  const std::string yours = yours_sentences(suite, *best);
  diagnosis.message = fmt::format("{} {} what a program that does this prints: {} {}",
                                  join_subjects(named), named.size() > 1 ? "are" : "is", yours,
                                  credit_sentence(best_share, named.size()));
  diagnosis.hidden_message =
      fmt::format("This hidden test's output is what a program that does this prints: {} {}", yours,
                  credit_sentence(best_share, named.size()));
  diagnosis.deviations = *best;
  // "the difference said above gives" or "the differences said above give".
  const std::string above = best->size() == 1 ? "the difference said above gives"
                                              : "the differences said above give";
  diagnosis.message_said_above = fmt::format("{} {} what {}. {}", join_subjects(named),
                                             named.size() > 1 ? "are" : "is", above,
                                             credit_sentence(best_share, named.size()));
  diagnosis.hidden_message_said_above = fmt::format("This hidden test's output is what {}. {}",
                                                    above,
                                                    credit_sentence(best_share, named.size()));
  return diagnosis;
}

}  // namespace

std::vector<Diagnosis> diagnose(const Suite& suite, const TestCase& test, const Output& actual,
                                std::vector<CheckResult>& results) {
  if (suite.variants.empty() && suite.accepted.empty()) return {};
  std::vector<std::vector<const Variant*>> matches(test.checks.size());
  std::vector<std::string> subjects(test.checks.size());
  for (std::size_t i = 0; i < test.checks.size() && i < results.size(); ++i) {
    const Check& check = test.checks[i];
    CheckResult& result = results[i];
    // A python check judges no output line, so no variant's lines can explain it.
    if (result.outcome != CheckOutcome::failed || !is_comparison(check.kind) ||
        !traits(check.kind).takes_lines) {
      continue;
    }
    subjects[i] = subject(check, result);  // before credit may turn it into a pass
    matches[i] = matching_variants(suite, test, check, actual);
    for (const Variant* variant : matches[i]) result.matching_variants.push_back(variant->name);
  }
  // Deviations first: fitting_sets reads the checks' outcomes before any variant credit.
  std::vector<Diagnosis> diagnoses;
  if (auto credited = credit_deviations(suite, test, actual, results, subjects)) {
    diagnoses.push_back(std::move(*credited));
  }
  for (std::size_t i = 0; i < matches.size(); ++i) {
    if (!matches[i].empty()) apply_credit(suite, test.checks[i], matches[i], results[i]);
  }
  for (const Variant& variant : suite.variants) {
    const double share = credit_share(suite, variant.name);
    if (share <= 0) continue;  // a diagnostic variant: said by the explanation
    std::vector<int> checks;
    std::vector<std::string> named;
    for (std::size_t i = 0; i < matches.size(); ++i) {
      if (std::find(matches[i].begin(), matches[i].end(), &variant) == matches[i].end()) continue;
      checks.push_back(static_cast<int>(i));
      named.push_back(subjects[i]);
    }
    if (!checks.empty()) diagnoses.push_back(variant_diagnosis(variant, share, checks, named));
  }
  return diagnoses;
}

}  // namespace grader

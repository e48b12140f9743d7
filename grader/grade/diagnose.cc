#include "grade/diagnose.h"

#include <re2/re2.h>

#include <algorithm>
#include <fmt/format.h>

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

// Ranks credits so the most generous match decides a check's points.
double credit_share(const Variant& variant) {
  switch (variant.credit) {
    case VariantCredit::diagnostic: return 0;
    case VariantCredit::accepted: return 1;
    case VariantCredit::partial: return variant.fraction;
  }
  return 0;
}

void apply_credit(const Check& check, const std::vector<const Variant*>& matches,
                  CheckResult& result) {
  const Variant* best = nullptr;
  for (const Variant* variant : matches) {
    if (variant->credit == VariantCredit::diagnostic) continue;
    if (best == nullptr || credit_share(*variant) > credit_share(*best)) best = variant;
  }
  if (best == nullptr) return;
  switch (best->credit) {
    case VariantCredit::accepted:
      result.outcome = CheckOutcome::passed;
      result.points = check.points;
      break;
    case VariantCredit::partial: result.points = best->fraction * check.points; break;
    case VariantCredit::diagnostic: break;
  }
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

// The last sentence: what the match is worth. `several`: more than one line is named.
std::string credit_sentence(const Variant& variant, std::size_t count) {
  bool several = count > 1;
  switch (variant.credit) {
    case VariantCredit::diagnostic: return "";
    case VariantCredit::accepted:
      return fmt::format("This assignment accepts that rule too, so {} full points.",
                         several ? "these lines earn" : "this line earns");
    case VariantCredit::partial:
      return fmt::format("This assignment accepts that rule for part of the credit, so {} {} "
                         "of {} points.",
                         several ? "these lines earn" : "this line earns",
                         percent(variant.fraction), several ? "their" : "its");
  }
  return "";
}

std::string description_sentence(const Variant& variant) {
  std::string text = variant.description;
  while (!text.empty() && (text.back() == ' ' || text.back() == '\n')) text.pop_back();
  if (!text.empty() && text.back() != '.' && text.back() != '!' && text.back() != '?') {
    text += '.';
  }
  return text;
}

Diagnosis variant_diagnosis(const Variant& variant, const std::vector<int>& checks,
                            const std::vector<std::string>& subjects) {
  Diagnosis diagnosis;
  diagnosis.variant = variant.name;
  diagnosis.credit = variant.credit;
  diagnosis.checks = checks;
  diagnosis.message = fmt::format("{} {} exactly what a program following this rule prints: {} {}",
                                  join_subjects(subjects), subjects.size() > 1 ? "are" : "is",
                                  description_sentence(variant),
                                  credit_sentence(variant, subjects.size()));
  diagnosis.hidden_message =
      fmt::format("This hidden test's output is what a program following this rule prints: {} {}",
                  description_sentence(variant), credit_sentence(variant, checks.size()));
  return diagnosis;
}

}  // namespace

Check comparison_form(const Check& check) {
  const CheckKindTraits& kind = traits(check.kind);
  if (kind.reads_expected || !kind.judges_value) return check;
  Check exact;
  exact.kind = CheckKind::exact;
  exact.lines = check.lines;
  exact.points = check.points;
  return exact;
}

bool is_comparison(CheckKind kind) { return traits(kind).judges_value; }

std::vector<Diagnosis> diagnose(const Suite& suite, const TestCase& test, const Output& actual,
                                std::vector<CheckResult>& results) {
  if (suite.variants.empty()) return {};
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
    apply_credit(check, matches[i], result);
  }
  std::vector<Diagnosis> diagnoses;
  for (const Variant& variant : suite.variants) {
    if (variant.credit == VariantCredit::diagnostic) continue;  // said by the explanation
    std::vector<int> checks;
    std::vector<std::string> named;
    for (std::size_t i = 0; i < matches.size(); ++i) {
      if (std::find(matches[i].begin(), matches[i].end(), &variant) == matches[i].end()) continue;
      checks.push_back(static_cast<int>(i));
      named.push_back(subjects[i]);
    }
    if (!checks.empty()) diagnoses.push_back(variant_diagnosis(variant, checks, named));
  }
  return diagnoses;
}

}  // namespace grader

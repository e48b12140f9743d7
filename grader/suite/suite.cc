#include "suite/suite.h"

#include "common/name_table.h"

namespace grader {

double max_points(const TestCase& test) {
  double total = 0;
  for (const Check& check : test.checks) total += check.points;
  return total;
}

const Variant* find_variant(const Suite& suite, std::string_view name) {
  for (const Variant& variant : suite.variants) {
    if (variant.name == name) return &variant;
  }
  return nullptr;
}

const Deviation* find_deviation(const Suite& suite, std::string_view name) {
  for (const Deviation& deviation : suite.deviations) {
    if (deviation.name == name) return &deviation;
  }
  return nullptr;
}

static_assert(puzzle::covers_each_value_once(kCheckKindTable, &CheckKindTraits::kind,
                                     CheckKind::produced_output));
static_assert(puzzle::covers_each_value_once(kVisibilityTable, &VisibilityName::visibility,
                                     Visibility::after_published));
static_assert(puzzle::covers_each_value_once(kRunModeTable, &RunModeName::mode, RunMode::notebook));
static_assert(puzzle::covers_each_value_once(kOutputSourceTable, &OutputSourceName::source,
                                     OutputSource::file));
static_assert(puzzle::covers_each_value_once(kVariantCreditTable, &VariantCreditName::credit,
                                     VariantCredit::partial));

const CheckKindTraits& traits(CheckKind kind) {
  return puzzle::row_of(kCheckKindTable, &CheckKindTraits::kind, kind);
}

std::string_view to_string(CheckKind kind) { return traits(kind).name; }

std::string_view to_string(Visibility visibility) {
  return puzzle::row_of(kVisibilityTable, &VisibilityName::visibility, visibility).name;
}

std::string_view to_string(RunMode mode) {
  return puzzle::row_of(kRunModeTable, &RunModeName::mode, mode).name;
}

std::string_view to_string(OutputSource source) {
  return puzzle::row_of(kOutputSourceTable, &OutputSourceName::source, source).name;
}

std::string_view to_string(VariantCredit credit) {
  return puzzle::row_of(kVariantCreditTable, &VariantCreditName::credit, credit).name;
}

std::optional<CheckKind> parse_check_kind(std::string_view name) {
  return puzzle::value_named(kCheckKindTable, &CheckKindTraits::kind, name);
}

std::optional<Visibility> parse_visibility(std::string_view name) {
  return puzzle::value_named(kVisibilityTable, &VisibilityName::visibility, name);
}

std::optional<VariantCredit> parse_variant_credit(std::string_view name) {
  return puzzle::value_named(kVariantCreditTable, &VariantCreditName::credit, name);
}

}  // namespace grader

#include "common/suite/suite_model.h"

#include "common/name_table.h"

namespace puzzle::suite {

static_assert(covers_each_value_once(kCheckKindTable, &CheckKindTraits::kind, CheckKind::python));
static_assert(covers_each_value_once(kVisibilityTable, &VisibilityName::visibility,
                                     Visibility::after_published));
static_assert(covers_each_value_once(kRunModeTable, &RunModeName::mode, RunMode::notebook));
static_assert(covers_each_value_once(kOutputSourceTable, &OutputSourceName::source,
                                     OutputSource::file));
static_assert(covers_each_value_once(kVariantCreditTable, &VariantCreditName::credit,
                                     VariantCredit::partial));

const CheckKindTraits& traits(CheckKind kind) {
  return row_of(kCheckKindTable, &CheckKindTraits::kind, kind);
}

std::string_view to_string(CheckKind kind) { return traits(kind).name; }

std::string_view to_string(Visibility visibility) {
  return row_of(kVisibilityTable, &VisibilityName::visibility, visibility).name;
}

std::string_view to_string(RunMode mode) {
  return row_of(kRunModeTable, &RunModeName::mode, mode).name;
}

std::string_view to_string(OutputSource source) {
  return row_of(kOutputSourceTable, &OutputSourceName::source, source).name;
}

std::string_view to_string(VariantCredit credit) {
  return row_of(kVariantCreditTable, &VariantCreditName::credit, credit).name;
}

std::optional<CheckKind> parse_check_kind(std::string_view name) {
  return value_named(kCheckKindTable, &CheckKindTraits::kind, name);
}

std::optional<Visibility> parse_visibility(std::string_view name) {
  return value_named(kVisibilityTable, &VisibilityName::visibility, name);
}

std::optional<VariantCredit> parse_variant_credit(std::string_view name) {
  return value_named(kVariantCreditTable, &VariantCreditName::credit, name);
}

LineSpec line(int number) { return {LineSelector::single, number, number}; }

LineSpec line_range(int first, int last) { return {LineSelector::range, first, last}; }

LineSpec last_line() { return {LineSelector::last, 0, 0}; }

LineSpec all_lines() { return {LineSelector::all, 0, 0}; }

std::string to_string(const LineSpec& lines) {
  switch (lines.selector) {
    case LineSelector::single: return std::to_string(lines.first);
    case LineSelector::range: return std::to_string(lines.first) + "-" + std::to_string(lines.last);
    case LineSelector::last: return "last";
    case LineSelector::all: return "all";
  }
  return "all";
}

const std::string* find_arg(const Args& args, std::string_view name) {
  for (const auto& [key, value] : args) {
    if (key == name) return &value;
  }
  return nullptr;
}

void set_arg(Args& args, const std::string& name, std::string value) {
  for (auto& [key, old] : args) {
    if (key == name) {
      old = std::move(value);
      return;
    }
  }
  args.emplace_back(name, std::move(value));
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

double max_points(const TestCase& test) {
  double total = 0;
  for (const Check& check : test.checks) total += check.points;
  return total;
}

}  // namespace puzzle::suite

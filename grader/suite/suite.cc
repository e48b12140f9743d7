#include "suite/suite.h"

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

std::string_view to_string(CheckKind kind) {
  switch (kind) {
    case CheckKind::exact: return "exact";
    case CheckKind::whitespace: return "whitespace";
    case CheckKind::regex: return "regex";
    case CheckKind::integer: return "integer";
    case CheckKind::floating: return "float";
    case CheckKind::one_of: return "one_of";
    case CheckKind::format: return "format";
    case CheckKind::ignore: return "ignore";
    case CheckKind::unordered: return "unordered";
    case CheckKind::produced_output: return "produced_output";
  }
  return "?";
}

std::string_view to_string(Visibility visibility) {
  switch (visibility) {
    case Visibility::visible: return "visible";
    case Visibility::hidden: return "hidden";
    case Visibility::after_due_date: return "after_due_date";
    case Visibility::after_published: return "after_published";
  }
  return "?";
}

std::string_view to_string(RunMode mode) {
  switch (mode) {
    case RunMode::command: return "command";
    case RunMode::call: return "call";
    case RunMode::notebook: return "notebook";
  }
  return "?";
}

std::string_view to_string(OutputSource source) {
  switch (source) {
    case OutputSource::stdout_stream: return "stdout";
    case OutputSource::file: return "file";
  }
  return "?";
}

std::string_view to_string(VariantCredit credit) {
  switch (credit) {
    case VariantCredit::diagnostic: return "diagnostic";
    case VariantCredit::accepted: return "accepted";
    case VariantCredit::partial: return "partial";
  }
  return "?";
}

}  // namespace grader

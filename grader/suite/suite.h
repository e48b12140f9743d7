// The grader's view of a suite: the shared suite model (common/suite/suite_model.h), which
// the loader fills and checks so graders and reports never re-validate, plus what only
// the grader needs (where the suite was read from). The model's names are used here as
// the grader's own.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "common/suite/suite_model.h"

namespace grader {

using puzzle::suite::Args;
using puzzle::suite::Check;
using puzzle::suite::CheckKind;
using puzzle::suite::CheckKindTraits;
using puzzle::suite::Deviation;
using puzzle::suite::ExplainedOutput;
using puzzle::suite::find_arg;
using puzzle::suite::find_deviation;
using puzzle::suite::find_variant;
using puzzle::suite::kCheckKindTable;
using puzzle::suite::kOutputSourceTable;
using puzzle::suite::kRunModeTable;
using puzzle::suite::kVariantCreditTable;
using puzzle::suite::kVisibilityTable;
using puzzle::suite::Limits;
using puzzle::suite::LineSelector;
using puzzle::suite::LineSpec;
using puzzle::suite::max_points;
using puzzle::suite::OutputSource;
using puzzle::suite::OutputSpec;
using puzzle::suite::parse_check_kind;
using puzzle::suite::parse_variant_credit;
using puzzle::suite::parse_visibility;
using puzzle::suite::PythonEnvironment;
using puzzle::suite::RecordedLine;
using puzzle::suite::ReturnValue;
using puzzle::suite::RunMode;
using puzzle::suite::RunSpec;
using puzzle::suite::set_arg;
using puzzle::suite::TestCase;
using puzzle::suite::to_string;
using puzzle::suite::traits;
using puzzle::suite::Variant;
using puzzle::suite::VariantCredit;
using puzzle::suite::VariantCreditName;
using puzzle::suite::VariantOutput;
using puzzle::suite::Visibility;
using puzzle::suite::VisibilityName;

// A rule the instructor accepts besides the assignment's own: a deviation the suite
// records or one of its variants, named in the assignment manifest's `accept:`
// (docs/assignment-manifest.md). Lines that only this rule explains earn `share` of their
// points.
struct Acceptance {
  std::string rule;  // a deviation's or a variant's name
  double share = 1;  // 1: full points, the check passes; below 1: that share, it stays failed
  VariantCredit credit() const {
    return share >= 1 ? VariantCredit::accepted : VariantCredit::partial;
  }
};

// A suite as the grader loaded it.
struct Suite : puzzle::suite::Suite {
  std::filesystem::path path;        // the file it was read from, as given
  std::vector<Acceptance> accepted;  // the manifest's; empty for a suite graded alone
};

// What `suite` accepts of the rule `name`, or nullptr.
inline const Acceptance* find_acceptance(const Suite& suite, std::string_view name) {
  for (const Acceptance& acceptance : suite.accepted) {
    if (acceptance.rule == name) return &acceptance;
  }
  return nullptr;
}

// The visibility `test` is graded under: its own, else the suite's.
inline Visibility visibility_of(const TestCase& test, const puzzle::suite::Suite& suite) {
  return test.visibility.value_or(suite.visibility);
}

}  // namespace grader

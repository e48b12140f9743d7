#pragma once
// Named alternative rules ("variants") of a preset. Each is one plain-language sentence
// and a function that edits a SearchConfig, so the grader can rerun the reference under
// every variant and say which one a student's wrong number matches. Catalogues are plain
// data tables: iterate them, do not special-case names.

#include <span>
#include <string_view>

#include "common/expected.h"
#include "search/policies.h"

namespace puzzle {

struct Variant {
  std::string_view name;                // kebab-case, used on the command line and in YAML
  std::string_view description;         // one sentence a student can understand
  std::string_view applies_to;          // the preset's methods it can change, e.g. "ast"
  void (*apply)(SearchConfig& config);  // leaves configs it does not apply to unchanged
};

using VariantCatalogue = std::span<const Variant>;

Expected<const Variant*> find_variant(VariantCatalogue catalogue, std::string_view name);

}  // namespace puzzle

#include "presets/deviation.h"

namespace puzzle {

std::string_view dimension_name(Dimension dimension) {
  return row_of(kDimensionTable, &DimensionName::dimension, dimension).name;
}

std::optional<Dimension> dimension_named(std::string_view name) {
  return value_named(kDimensionTable, &DimensionName::dimension, name);
}

const Deviation* find_deviation(DeviationSpace space, std::string_view name) {
  for (const Deviation& deviation : space) {
    if (deviation.name == name) return &deviation;
  }
  return nullptr;
}

namespace {

bool shares_a_dimension(DeviationSpace space, const DeviationSet& set, int candidate) {
  for (int member : set) {
    if (space[static_cast<std::size_t>(member)].dimension ==
        space[static_cast<std::size_t>(candidate)].dimension) {
      return true;
    }
  }
  return false;
}

// A deviation that combines with output formats only never joins another search rule.
bool keeps_apart(const Deviation& a, const Deviation& b) {
  const auto alone = [](const Deviation& x, const Deviation& other) {
    return x.combines == Combines::with_output_formats_only &&
           other.dimension != Dimension::output_format;
  };
  return alone(a, b) || alone(b, a);
}

bool may_join(DeviationSpace space, const DeviationSet& set, int candidate) {
  if (shares_a_dimension(space, set, candidate)) return false;
  for (int member : set) {
    if (keeps_apart(space[static_cast<std::size_t>(member)],
                    space[static_cast<std::size_t>(candidate)])) {
      return false;
    }
  }
  return true;
}

// Extends `prefix` by positions after its last one, appending sets of exactly `size`.
void extend(DeviationSpace space, DeviationSet& prefix, std::size_t size,
            std::vector<DeviationSet>& out) {
  if (prefix.size() == size) {
    out.push_back(prefix);
    return;
  }
  const int first = prefix.empty() ? 0 : prefix.back() + 1;
  for (int next = first; next < static_cast<int>(space.size()); ++next) {
    if (!may_join(space, prefix, next)) continue;
    prefix.push_back(next);
    extend(space, prefix, size, out);
    prefix.pop_back();
  }
}

}  // namespace

std::vector<DeviationSet> combinations(DeviationSpace space, int max_size) {
  std::vector<DeviationSet> sets;
  for (int size = 1; size <= max_size; ++size) {
    DeviationSet prefix;
    extend(space, prefix, static_cast<std::size_t>(size), sets);
  }
  return sets;
}

SearchConfig apply_rules(DeviationSpace space, const DeviationSet& set, SearchConfig base) {
  for (int member : set) {
    const Deviation& deviation = space[static_cast<std::size_t>(member)];
    if (deviation.edit_config != nullptr) deviation.edit_config(base);
  }
  return base;
}

std::string apply_slips(DeviationSpace space, const DeviationSet& set, std::string output) {
  for (int member : set) {
    const Deviation& deviation = space[static_cast<std::size_t>(member)];
    if (deviation.edit_output != nullptr) output = deviation.edit_output(output);
  }
  return output;
}

std::optional<OutputStyle> term_of(DeviationSpace space, const DeviationSet& set) {
  for (int member : set) {
    const Deviation& deviation = space[static_cast<std::size_t>(member)];
    if (deviation.term) return deviation.term;
  }
  return std::nullopt;
}

}  // namespace puzzle

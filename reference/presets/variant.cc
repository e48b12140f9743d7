#include "presets/variant.h"

#include <fmt/format.h>

namespace puzzle {

Expected<const Variant*> find_variant(VariantCatalogue catalogue, std::string_view name) {
  for (const Variant& variant : catalogue) {
    if (variant.name == name) return &variant;
  }
  std::string known;
  for (const Variant& variant : catalogue) {
    known += known.empty() ? "" : ", ";
    known += variant.name;
  }
  return Error{fmt::format("unknown variant \"{}\" (known: {})", name, known)};
}

}  // namespace puzzle

#include "presets/funny_terms.h"

#include "presets/funny.h"

namespace puzzle {

std::string format_funny_solvable(const SearchResult& result) {
  return "True\n" + format_funny_solve(result);
}

std::string format_funny_unsolvable() { return "False\n"; }

}  // namespace puzzle

#pragma once
// Whether a start board can reach a goal board, with the invariant that decides it.

#include <string>

#include "common/expected.h"
#include "core/board.h"

namespace puzzle {

// The parity invariant of one board: inversions among tiles in reading order (blanks
// ignored) and the row of the blank counted from the top, starting at 0.
struct ParityFacts {
  int inversions = 0;
  int blank_row = 0;
};

enum class SolvabilityRule {
  several_blanks,         // two or more blanks: every arrangement is reachable
  odd_width_inversions,   // odd width: inversion parity must match
  even_width_with_blank,  // even width: parity of inversions + blank row must match
};

struct Solvability {
  bool solvable = false;
  SolvabilityRule rule = SolvabilityRule::several_blanks;
  ParityFacts start;
  ParityFacts goal;
};

ParityFacts parity_facts(const Board& board);
// Fails when the boards cannot be compared (different shape or different tiles).
Expected<Solvability> check_solvable(const Board& start, const Board& goal);
// One sentence naming the rule and the numbers that decided it.
std::string explain(const Solvability& verdict);

}  // namespace puzzle

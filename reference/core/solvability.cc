#include "core/solvability.h"

#include <fmt/format.h>

namespace puzzle {

ParityFacts parity_facts(const Board& board) {
  ParityFacts facts;
  bool first_blank = true;  // with several blanks the row is reported for the first one
  for (int i = 0; i < board.cells(); ++i) {
    if (board.at(i) == kBlank) {
      if (first_blank) facts.blank_row = i / board.cols();
      first_blank = false;
      continue;
    }
    for (int j = i + 1; j < board.cells(); ++j) {
      if (board.at(j) != kBlank && board.at(j) < board.at(i)) ++facts.inversions;
    }
  }
  return facts;
}

Expected<Solvability> check_solvable(const Board& start, const Board& goal) {
  if (start.shape() != goal.shape() || start.blank_count() != goal.blank_count()) {
    return Error{fmt::format("start is {}x{} with {} blank(s) but goal is {}x{} with {}",
                             start.rows(), start.cols(), start.blank_count(), goal.rows(),
                             goal.cols(), goal.blank_count())};
  }
  Solvability verdict;
  verdict.start = parity_facts(start);
  verdict.goal = parity_facts(goal);
  if (start.blank_count() >= 2) {
    verdict.rule = SolvabilityRule::several_blanks;
    verdict.solvable = true;
  } else if (start.cols() % 2 == 1) {
    verdict.rule = SolvabilityRule::odd_width_inversions;
    verdict.solvable = verdict.start.inversions % 2 == verdict.goal.inversions % 2;
  } else {
    verdict.rule = SolvabilityRule::even_width_with_blank;
    verdict.solvable = (verdict.start.inversions + verdict.start.blank_row) % 2 ==
                       (verdict.goal.inversions + verdict.goal.blank_row) % 2;
  }
  return verdict;
}

std::string explain(const Solvability& verdict) {
  const auto& s = verdict.start;
  const auto& g = verdict.goal;
  const char* answer = verdict.solvable ? "solvable" : "not solvable";
  switch (verdict.rule) {
    case SolvabilityRule::several_blanks:
      return fmt::format("{}: with two or more blanks every arrangement is reachable", answer);
    case SolvabilityRule::odd_width_inversions:
      return fmt::format("{}: odd width, so inversion parity decides; start has {} inversions "
                         "({}), goal has {} ({})",
                         answer, s.inversions, s.inversions % 2 ? "odd" : "even", g.inversions,
                         g.inversions % 2 ? "odd" : "even");
    case SolvabilityRule::even_width_with_blank:
      return fmt::format("{}: even width, so inversions + blank row (from the top, 0-based) "
                         "decides; start {} + {} = {} ({}), goal {} + {} = {} ({})",
                         answer, s.inversions, s.blank_row, s.inversions + s.blank_row,
                         (s.inversions + s.blank_row) % 2 ? "odd" : "even", g.inversions,
                         g.blank_row, g.inversions + g.blank_row,
                         (g.inversions + g.blank_row) % 2 ? "odd" : "even");
  }
  return answer;
}

}  // namespace puzzle

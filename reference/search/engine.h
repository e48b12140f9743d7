#pragma once
// The generic search engine: one loop (pop, check, expand) whose every choice is a policy
// in SearchConfig. BFS, DFS, UCS and A* are configurations of it (search/algorithms.h).

#include <cstdint>
#include <optional>
#include <vector>

#include "core/board.h"
#include "core/moves.h"
#include "search/policies.h"

namespace puzzle {

enum class SearchOutcome {
  found,          // the goal was reached; path is filled
  exhausted,      // the frontier ran empty: no path under these policies
  limit_reached,  // SearchLimits stopped the search
};

struct Counters {
  std::uint64_t expanded = 0;        // nodes popped and expanded (see GoalCounting)
  std::uint64_t generated = 0;       // children produced by expansions, before any check
  std::uint64_t pushed = 0;          // entries added to the frontier, the start included
  std::uint64_t max_frontier = 0;    // largest live frontier size (see FrontierMeasure)
  std::uint64_t final_frontier = 0;  // live frontier entries when the search stopped
                                     // (found: just after the goal was taken off)
  int max_depth = 0;                 // see DepthMeasure
  std::uint64_t closed = 0;          // accepted pops: the length of a Python "closed list"
  std::uint64_t popped = 0;          // every pop, skipped and stale entries included
};

struct PathStep {
  Board board;
  std::optional<Direction> move;  // the move that produced this board; none for the start
  double g = 0;
  double h = 0;  // under SearchConfig::heuristic
};

struct SearchResult {
  SearchOutcome outcome = SearchOutcome::exhausted;
  std::vector<PathStep> path;  // start first, goal last; empty unless found
  Counters counters;

  double cost() const { return path.empty() ? 0 : path.back().g; }
  int depth() const { return path.empty() ? 0 : static_cast<int>(path.size()) - 1; }
  std::vector<Direction> moves() const;
};

// Precondition: start and goal have the same shape and number of blanks (throws
// std::invalid_argument otherwise), and KeyUpdate::in_place_unsorted and remove_unsorted
// come with the heapq frontier (the same). Solvability is not checked: an unsolvable pair ends
// as exhausted or limit_reached, so callers check it first (core/solvability.h).
// Takes the specialised loop of search/small_board_search.h where it applies.
SearchResult search(const Board& start, const Board& goal, const SearchConfig& config);

// The general engine alone, never a specialised loop: what tests pin those loops to.
// Same precondition as search().
SearchResult general_search(const Board& start, const Board& goal, const SearchConfig& config);

// The counters a search reports when it stops with `live` entries still waiting:
// final_frontier, and `expanded` as GoalCounting defines it.
Counters reported_counters(Counters counters, std::uint64_t live, GoalCounting counting,
                           SearchOutcome outcome);

}  // namespace puzzle

#pragma once
// A specialised engine loop for the commonest searches: BFS and DFS (fifo or lifo
// frontier, "skip a child that waits in the frontier or was explored", keep-first) on
// boards of at most kMaxRankedCells cells with one blank, which includes every run of the
// 8-puzzle's driver assignment. It reproduces the general engine's SearchResult field for
// field (path, costs, h, every counter) for every other policy value (goal test, push
// order, depth, frontier and goal counting, move order, step costs, heuristic, limits), so
// search() takes it whenever it applies; small_board_search_test.cc pins the two together.
//
// What it saves over the general loop (docs/performance.md, "Third round" and "Fourth
// round"): no run-time policy switches per child; no node vector: a frontier entry is 16
// bytes (state, where its blank is, where its parent's blank was, rank, depth) and the
// path is rebuilt from one byte per state seen (where its parent's blank was), against a
// 32-byte node per push in the general loop; the child that undoes the last move is never
// generated; and a child's rank comes from its parent's (PositionRanker::after) instead of
// from its whole board.

#include "core/board.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

// Whether small_board_search gives search()'s result for this start (and a goal of the
// same shape and number of blanks) under `config`.
bool small_board_search_applies(const Board& start, const SearchConfig& config);

// Precondition: small_board_search_applies(start, config); goal as in search().
SearchResult small_board_search(const Board& start, const Board& goal, const SearchConfig& config);

}  // namespace puzzle

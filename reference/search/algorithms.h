#pragma once
// The classic algorithms as engine configurations, plus IDA* (which has no frontier and so
// lives in search/ida_star.h).

#include <string_view>

#include "common/expected.h"
#include "common/name_table.h"
#include "core/heuristics.h"
#include "core/moves.h"
#include "search/policies.h"

namespace puzzle {

enum class Algorithm { bfs, dfs, ucs, astar, idastar };
inline constexpr NameRow<Algorithm> kAlgorithmTable[] = {
    {Algorithm::bfs, "bfs"},     {Algorithm::dfs, "dfs"},         {Algorithm::ucs, "ucs"},
    {Algorithm::astar, "astar"}, {Algorithm::idastar, "idastar"},
};
static_assert(covers_each_value_once(kAlgorithmTable, Algorithm::idastar));

std::string_view algorithm_name(Algorithm algorithm);
Expected<Algorithm> parse_algorithm(std::string_view name);

// Textbook graph search: FIFO, frontier-or-explored check at push, goal test at pop.
SearchConfig bfs_config(const MoveOrder& order);
// As BFS on a stack; children pushed in reverse so they pop in `order`.
SearchConfig dfs_config(const MoveOrder& order);
// Priority on g with FIFO ties; a cheaper path to a waiting state replaces it.
SearchConfig ucs_config(const MoveOrder& order, const StepCosts& costs);
// Priority on g + h with FIFO ties; frontier-or-explored check at push, no decrease-key.
SearchConfig astar_config(const MoveOrder& order, HeuristicKind heuristic);

}  // namespace puzzle

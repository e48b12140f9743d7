#pragma once
// The `driver` preset (assignments.md section 1): 8-puzzle, goal 0,1,...,8, moves
// Up, Down, Left, Right; BFS, DFS and A* (Manhattan) with frontier-or-explored checks at
// push and the goal test at pop; output.txt of seven lines.

#include <string>
#include <string_view>

#include "core/board.h"
#include "common/expected.h"
#include "common/name_table.h"
#include "presets/variant.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

enum class DriverMethod { bfs, dfs, ast };
inline constexpr NameRow<DriverMethod> kDriverMethodTable[] = {
    {DriverMethod::bfs, "bfs"}, {DriverMethod::dfs, "dfs"}, {DriverMethod::ast, "ast"}};
static_assert(covers_each_value_once(kDriverMethodTable, DriverMethod::ast));

Expected<DriverMethod> parse_driver_method(std::string_view name);
std::string_view driver_method_name(DriverMethod method);

// Nine comma-separated integers, 0 the blank; checks solvability against driver_goal().
Expected<Board> parse_driver_board(std::string_view text);
Board driver_goal();
SearchConfig driver_config(DriverMethod method);
VariantCatalogue driver_variants();

// The machine-dependent lines, measured by the caller.
struct DriverStats {
  double running_time = 0;   // seconds
  double max_ram_usage = 0;  // ru_maxrss in MiB
};

// output.txt, byte for byte: seven lines, each ending in '\n'. Precondition: result found.
std::string format_driver_output(const SearchResult& result, const DriverStats& stats);
// path_to_goal's value: a Python list of quoted move names, ['Up', 'Left'].
std::string driver_path_repr(const SearchResult& result);

}  // namespace puzzle

#pragma once
// The `driver` preset (assignments.md section 1): 8-puzzle, goal 0,1,...,8, moves
// Up, Down, Left, Right; BFS, DFS and A* (Manhattan) with frontier-or-explored checks at
// push and the goal test at pop; output.txt of seven lines. Its data is
// reference/assignments/driver.yaml (driver_assignment(), presets/shipped.h); this file
// holds what YAML cannot say: the variant catalogue and the output format.

#include <string>
#include <string_view>

#include "common/expected.h"
#include "common/name_table.h"
#include "core/board.h"
#include "presets/shipped.h"
#include "presets/variant.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

// driver.yaml's methods, as C++ code (tests, benchmarks) names them; a test checks that
// the file has exactly these.
enum class DriverMethod { bfs, dfs, ast };
inline constexpr NameRow<DriverMethod> kDriverMethodTable[] = {{DriverMethod::bfs, "bfs"},
                                                               {DriverMethod::dfs, "dfs"},
                                                               {DriverMethod::ast, "ast"}};
static_assert(covers_each_value_once(kDriverMethodTable, DriverMethod::ast));

std::string_view driver_method_name(DriverMethod method);

// A board in driver.yaml's notation and shape that can reach its goal.
Expected<Board> parse_driver_board(std::string_view text);
// driver.yaml's goal and methods' configs.
Board driver_goal();
const SearchConfig& driver_config(DriverMethod method);
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

#pragma once
// An assignment as plain data: board, goal, notation, move names, one SearchConfig per
// method and the output style. YAML assignment files (assignment_file_yaml.h) load into
// it, the built-in presets included: they are the shipped files (presets/shipped.h), so
// `puzzle-ref funny` and `puzzle-ref run --assignment funny.yaml` run the same data
// through the same run_assignment(). Format: docs/assignment-format.md.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "core/board.h"
#include "core/moves.h"
#include "core/parse.h"
#include "presets/variant.h"
#include "search/engine.h"
#include "search/ida_star.h"
#include "search/policies.h"

namespace puzzle {

// Which output format the assignment prints; each belongs to one preset family and has
// that family's command-line shape and variant catalogue.
enum class OutputStyle {
  driver,   // output.txt: path_to_goal, cost_of_path, ... (assignments.md section 1)
  funny,    // "<list> h=<h> moves: <g>" lines, then "Max queue length: <n>" (section 2)
  fifteen,  // "<n> nodes explored", "<k> steps", the boards (section 3)
  lecture,  // the action list as a Python list, or "No solution" (section 4)
  // Other terms ("Other terms of the same assignments" in assignments.md):
  driver_1t2017,   // driver's nine lines, with fringe_size and max_fringe_size
  funny_solvable,  // funny, solve first prints True, or only False for an unsolvable start
};
inline constexpr NameRow<OutputStyle> kOutputStyleTable[] = {
    {OutputStyle::driver, "driver"},
    {OutputStyle::funny, "funny"},
    {OutputStyle::fifteen, "fifteen"},
    {OutputStyle::lecture, "lecture"},
    {OutputStyle::driver_1t2017, "driver-1t2017"},
    {OutputStyle::funny_solvable, "funny-solvable"},
};
static_assert(covers_each_value_once(kOutputStyleTable, OutputStyle::funny_solvable));

// Where a style's output goes: output.txt (or -o) for the driver styles, else stdout.
bool writes_output_file(OutputStyle style);

// What a method does with the board it is given.
enum class MethodAction {
  search,               // run the engine from the board to the goal
  list_successors,      // print the board's successors (funny's print_succ)
  iterative_deepening,  // IDA* (search/ida_star.h) from the board to the goal, using the
                        // config's move order, heuristic, costs and expansion limit only
};
inline constexpr NameRow<MethodAction> kMethodActionTable[] = {
    {MethodAction::search, "search"},
    {MethodAction::list_successors, "list-successors"},
    {MethodAction::iterative_deepening, "iterative-deepening"},
};
static_assert(covers_each_value_once(kMethodActionTable, MethodAction::iterative_deepening));

// Where the goal board comes from.
enum class GoalSource {
  fixed,           // Assignment::goal
  command_line,    // the argument after the start board (lecture)
  tiles_in_order,  // the start's own tiles 1..k in reading order, then its blanks; a board
                   // has 1 to Assignment::blanks blanks (funny's variable-tile term)
};
inline constexpr NameRow<GoalSource> kGoalSourceTable[] = {
    {GoalSource::fixed, "fixed"},
    {GoalSource::command_line, "command-line"},
    {GoalSource::tiles_in_order, "tiles-in-order"},
};
static_assert(covers_each_value_once(kGoalSourceTable, GoalSource::tiles_in_order));

struct AssignmentMethod {
  std::string name;  // as typed on the command line: bfs, solve, manhattan, ...
  MethodAction action = MethodAction::search;
  SearchConfig config;
  bool operator==(const AssignmentMethod&) const = default;
};

struct Assignment {
  std::string name;
  OutputStyle output = OutputStyle::driver;
  Shape shape;
  int blanks = 1;  // with GoalSource::tiles_in_order: the most a board may have
  BoardFormat notation = BoardFormat::comma_list;
  GoalSource goal_source = GoalSource::fixed;
  std::vector<Tile> goal;  // reading order, 0 for blanks; empty unless goal_source is fixed
  MoveNaming move_names = MoveNaming::capitalized;
  std::vector<AssignmentMethod> methods;
  bool operator==(const Assignment&) const = default;
};

// Names through the tables above (notation_name through kBoardFormatTable).
std::string_view to_string(OutputStyle style);
std::string_view to_string(MethodAction action);
std::string_view to_string(GoalSource source);
// The blank's token in a notation: '0', '_' or '-'.
char blank_token(BoardFormat notation);
std::string_view notation_name(BoardFormat notation);

// The catalogue of named variants of an output style's preset family.
VariantCatalogue variants_for(OutputStyle style);

Expected<const AssignmentMethod*> find_method(const Assignment& assignment, std::string_view name);
// The config of the method called `name`. Precondition: the assignment has it (for the
// presets' own code; throws std::logic_error otherwise).
const SearchConfig& method_config(const Assignment& assignment, std::string_view name);
// The methods' names in the file's order: bfs, dfs, ast, ...
std::vector<std::string> method_names(const Assignment& assignment);
// Parses a board in the assignment's notation and shape. A list notation accepts both
// "4,3,0,..." and "[4, 3, 0, ...]".
Expected<Board> parse_assignment_board(const Assignment& assignment, std::string_view text);
// The fixed goal; precondition: goal_source is fixed and the goal is valid (checked when
// the assignment was built or loaded).
Board fixed_goal(const Assignment& assignment);
// The goal of a start board under GoalSource::fixed or tiles_in_order (not command_line).
Board goal_for(const Assignment& assignment, const Board& start);

// For the dash-grid notation a board argument names a file, or "-" for standard input;
// other notations take the board itself. Returns the board text.
Expected<std::string> read_board_argument(std::string_view argument, BoardFormat notation);

// How a run ended. `text` (what the assignment prints, byte for byte) is set only when
// answered.
enum class RunOutcome {
  answered,       // the assignment's output (a path, "No path found", "No solution", ...)
  exhausted,      // the style has no "no path" output and the search ended without the goal
  limit_reached,  // SearchLimits stopped the search
};

struct RunOutput {
  RunOutcome outcome = RunOutcome::answered;
  std::string text;
  // The search behind the output, so a caller never runs it twice; nullopt when none ran
  // (list_successors, or a start answered as unsolvable before any search).
  std::optional<SearchResult> search = std::nullopt;
};

// What the driver styles print as running_time and max_ram_usage.
enum class MachineLines {
  measured,  // the search's time and the process's peak memory
  zero,      // 0.00000000 both: only their format is graded, and a suite stays reproducible
};

// One run: the method by name, its arguments (the board, and for lecture the goal), the
// variants applied in order, then `costs` ("up=1,down=1", see parse_step_costs in
// lecture.h; empty: the method's own) overriding the method's step costs.
struct RunRequest {
  std::string method;
  std::vector<std::string> boards;
  std::vector<std::string> variants = {};
  std::string costs = {};
  MachineLines machine_lines = MachineLines::measured;
};

// The IDA* settings of a method whose action is iterative_deepening: the config's move
// order, heuristic, costs and expansion limit, with the frontier counted. Of the policies,
// run_search() applies only GoalCounting::goal_counted_as_expanded to IDA*.
IdaConfig ida_config(const SearchConfig& config);
// The search a method's action runs (search() or ida_star()); for list_successors, search().
SearchResult run_search(const AssignmentMethod& method, const SearchConfig& config,
                        const Board& start, const Board& goal);

// One run of `method` under `config` (the method's own, or with variants or deviations
// applied) from `start` to `goal`, formatted as the assignment prints it. Preconditions:
// the boards fit the assignment and start can reach goal (run_assignment checks both).
RunOutput run_method(const Assignment& assignment, const AssignmentMethod& method,
                     const SearchConfig& config, const Board& start, const Board& goal,
                     MachineLines machine_lines);

// run_method's output from a search that already ran, running_time and max_ram_usage
// zero (MachineLines::zero): gen prints one search in several formats. Precondition:
// the method's action is a search (not list_successors).
RunOutput format_search(const Assignment& assignment, SearchResult result);

// Runs a request and produces the exact output. Bad input (unknown method or variant,
// wrong number of boards, a malformed board, an unsolvable board for the driver and funny
// styles, which have no "no path" output) is an Error. Driver style: `text` is the whole
// output.txt, running_time measured around the search, max_ram_usage from getrusage.
Expected<RunOutput> run_assignment(const Assignment& assignment, const RunRequest& request);

}  // namespace puzzle

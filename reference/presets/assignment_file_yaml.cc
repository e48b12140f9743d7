#include "presets/assignment_file_yaml.h"

#include <iterator>
#include <optional>

#include <fmt/format.h>

#include "common/name_table.h"
#include "common/yaml_fields.h"

namespace puzzle {

namespace {

// Keys are snake_case like every YAML file of the toolkit; the old kebab-case spellings
// ('move-names') still load, with a warning (common/yaml_fields.h).
const Keys kTopKeys = {"assignment", "output", "board", "move_names", "defaults", "methods"};
const Keys kBoardKeys = {"rows", "cols", "blanks", "notation", "blank", "goal"};
const Keys kSearchKeys = {"action",           "frontier",      "ties",
                          "heapq_order",      "key",           "duplicates",
                          "goal_test",        "key_update",    "push_order",
                          "successor_sort",   "depth_measure", "goal_counting",
                          "frontier_measure", "move_order",    "costs",
                          "heuristic",        "max_expansions"};
const Keys kCostKeys = {"up", "down", "left", "right"};
constexpr double kMaxStepCost = 1e9;  // more is a unit mistake, and overflows path costs

class AssignmentLoader : private YamlReader {
 public:
  using YamlReader::YamlReader;

  Expected<Assignment> load(std::string_view text);

 private:
  // Sets `target` to the table's value named by `node`, or reports the name.
  template <class E, std::size_t N>
  void choose(const YAML::Node& node, std::string_view key, const NameRow<E> (&table)[N],
              E& target) {
    if (auto value = choice_of(node, key, table, fmt::format("a value of '{}'", key))) {
      target = *value;
    }
  }
  void read_board(const YAML::Node& node, Assignment& a);
  void read_goal(const Entry& goal, Assignment& a, bool shape_read);
  void read_methods(const Fields& top, Assignment& a);
  void read_search_keys(const YAML::Node& node, std::string_view what, AssignmentMethod& method);
  void read_search_key(const std::string& key, const YAML::Node& value, AssignmentMethod& method);
  void read_costs(const YAML::Node& node, StepCosts& costs);
  void read_heapq_order(const YAML::Node& node, std::vector<EntryField>& order);
  // Every error, one "file:line:column: message" line each, in file order.
  Error failure();
};

Expected<Assignment> AssignmentLoader::load(std::string_view text) {
  auto root = parse(text, "assignment file");
  if (!root) return failure();
  auto top = fields(*root, "", kTopKeys, "an assignment file");
  if (!top) return failure();
  Assignment a;
  if (required(*top, "assignment", "the file")) a.name = string_at(*top, "assignment").value_or("");
  if (const Entry* output = required(*top, "output", "the file")) {
    choose(output->value, "output", kOutputStyleTable, a.output);
  }
  if (const Entry* board = required(*top, "board", "the file")) read_board(board->value, a);
  if (const Entry* names = top->find("move_names")) {
    choose(names->value, "move_names", kMoveNamingTable, a.move_names);
  }
  read_methods(*top, a);
  if (!errors_.empty()) return failure();
  return a;
}

Error AssignmentLoader::failure() {
  std::string lines;
  for (const YamlError& e : sorted_errors()) {
    if (!lines.empty()) lines += '\n';
    lines += e.to_string();
  }
  return Error{lines};
}

void AssignmentLoader::read_board(const YAML::Node& node, Assignment& a) {
  auto map = fields(node, "board", kBoardKeys, "'board'");
  if (!map) return;
  const Entry* rows = required(*map, "rows", "'board'");
  const Entry* cols = required(*map, "cols", "'board'");
  auto row_count = rows ? integer_of(rows->value, "rows", kMinSide, kMaxSide) : std::nullopt;
  auto col_count = cols ? integer_of(cols->value, "cols", kMinSide, kMaxSide) : std::nullopt;
  const bool shape_read = row_count && col_count;
  if (shape_read) a.shape = Shape{static_cast<int>(*row_count), static_cast<int>(*col_count)};
  if (const Entry* blanks = map->find("blanks"); blanks && shape_read) {
    a.blanks = static_cast<int>(
        integer_of(blanks->value, "blanks", 1, a.shape.cells() - 1).value_or(a.blanks));
  }
  const Entry* notation = required(*map, "notation", "'board'");
  if (notation) choose(notation->value, "notation", kBoardFormatTable, a.notation);
  if (const Entry* blank = map->find("blank"); blank && notation) {
    auto token = string_of(blank->value, "blank");
    if (token && *token != std::string(1, blank_token(a.notation))) {
      error(blank->value, "blank",
            fmt::format("'blank' is '{}', but the {} notation writes the blank as '{}'", *token,
                        notation_name(a.notation), blank_token(a.notation)));
    }
  }
  if (const Entry* goal = required(*map, "goal", "'board'")) read_goal(*goal, a, shape_read);
}

// A scalar goal names where the goal comes from. "fixed" is not one of them on purpose: a
// fixed goal is written as its list of tiles, so `goal: fixed` would give no tiles.
void AssignmentLoader::read_goal(const Entry& goal, Assignment& a, bool shape_read) {
  const YAML::Node& node = goal.value;
  const auto source = node.IsScalar() ? value_named(kGoalSourceTable, node.Scalar()) : std::nullopt;
  if (source && *source != GoalSource::fixed) {
    a.goal_source = *source;
    return;
  }
  a.goal_source = GoalSource::fixed;
  if (!node.IsSequence()) {
    error(node, "goal",
          "'goal' must be a list of tiles, 0 for blanks, or command-line or "
          "tiles-in-order");
    return;
  }
  const std::size_t before = errors_.size();
  std::vector<Tile> tiles;
  for (const YAML::Node& item : node) {
    tiles.push_back(static_cast<Tile>(integer_of(item, "goal", 0, kMaxCells).value_or(0)));
  }
  if (errors_.size() != before || !shape_read) return;
  const auto board = Board::make(a.shape, tiles, a.blanks, "goal");
  if (!board) {
    error(node, "goal", fmt::format("'goal' is not a board: {}", board.error().message));
    return;
  }
  a.goal = tiles;
}

void AssignmentLoader::read_methods(const Fields& top, Assignment& a) {
  AssignmentMethod defaults;
  if (const Entry* node = top.find("defaults")) {
    read_search_keys(node->value, "'defaults'", defaults);
  }
  const Entry* methods = required(top, "methods", "the file");
  if (methods == nullptr) return;
  if (!methods->value.IsMap() || methods->value.size() == 0) {
    error(methods->value, "methods", "'methods' must map each method name to its rules");
    return;
  }
  for (const auto& entry : methods->value) {
    AssignmentMethod method = defaults;
    method.name = entry.first.IsScalar() ? entry.first.Scalar() : "?";
    if (!entry.second.IsNull()) {
      read_search_keys(entry.second, fmt::format("method '{}'", method.name), method);
    }
    a.methods.push_back(method);
  }
}

void AssignmentLoader::read_search_keys(const YAML::Node& node, std::string_view what,
                                        AssignmentMethod& method) {
  auto map = fields(node, "", kSearchKeys, what);
  if (!map) return;
  for (const auto& [key, entry] : map->entries) read_search_key(key, entry.value, method);
}

// One key of a method (or of `defaults`) applied onto `method`.
void AssignmentLoader::read_search_key(const std::string& key, const YAML::Node& value,
                                       AssignmentMethod& method) {
  SearchPolicies& p = method.config.policies;
  if (key == "action") {
    choose(value, key, kMethodActionTable, method.action);
  } else if (key == "frontier") {
    choose(value, key, kFrontierKindTable, p.frontier);
  } else if (key == "ties") {
    choose(value, key, kTieBreakTable, p.ties);
  } else if (key == "heapq_order") {
    read_heapq_order(value, p.heapq_order);
  } else if (key == "key") {
    choose(value, key, kPriorityKeyTable, p.key);
  } else if (key == "duplicates") {
    choose(value, key, kDuplicateDetectionTable, p.duplicates);
  } else if (key == "goal_test") {
    choose(value, key, kGoalTestTable, p.goal_test);
  } else if (key == "key_update") {
    choose(value, key, kKeyUpdateTable, p.key_update);
  } else if (key == "push_order") {
    choose(value, key, kPushOrderTable, p.push_order);
  } else if (key == "successor_sort") {
    choose(value, key, kSuccessorSortTable, p.successor_sort);
  } else if (key == "depth_measure") {
    choose(value, key, kDepthMeasureTable, p.depth_measure);
  } else if (key == "goal_counting") {
    choose(value, key, kGoalCountingTable, p.goal_counting);
  } else if (key == "frontier_measure") {
    choose(value, key, kFrontierMeasureTable, p.frontier_measure);
  } else if (key == "move_order") {
    auto letters = string_of(value, key);
    auto order = letters ? parse_move_order(*letters) : Expected<MoveOrder>(Error{});
    if (order) {
      method.config.move_order = *order;
    } else if (letters) {
      error(value, key, fmt::format("bad 'move_order': {}", order.error().message));
    }
  } else if (key == "costs") {
    read_costs(value, method.config.step_costs);
  } else if (key == "heuristic") {
    choose(value, key, kHeuristicKindTable, method.config.heuristic);
  } else if (key == "max_expansions") {
    if (auto most = integer_of(value, key, 1, 4'000'000'000)) {
      method.config.limits.max_expansions = static_cast<std::uint64_t>(*most);
    }
  }
}

void AssignmentLoader::read_costs(const YAML::Node& node, StepCosts& costs) {
  auto map = fields(node, "costs", kCostKeys, "'costs'");
  if (!map) return;
  constexpr Direction kOrder[] = {Direction::up, Direction::down, Direction::left,
                                  Direction::right};
  for (std::size_t i = 0; i < std::size(kOrder); ++i) {
    const std::string key(kCostKeys[i]);
    if (auto cost = number_at(*map, key, 0, kMaxStepCost, "")) {
      costs.by_direction[static_cast<std::size_t>(kOrder[i])] = *cost;
    }
  }
}

void AssignmentLoader::read_heapq_order(const YAML::Node& node, std::vector<EntryField>& order) {
  if (!node.IsSequence() || node.size() == 0) {
    error(node, "heapq_order", "'heapq_order' must be a list of fields, e.g. [key, state]");
    return;
  }
  std::vector<EntryField> read;
  for (const YAML::Node& item : node) {
    EntryField field{};
    choose(item, "heapq_order", kEntryFieldTable, field);
    read.push_back(field);
  }
  order = std::move(read);
}

}  // namespace

Expected<Assignment> parse_assignment_yaml(std::string_view text, std::string_view file_name) {
  return AssignmentLoader(std::string(file_name)).load(text);
}

Expected<Assignment> load_assignment_file(const std::string& path) {
  auto text = read_yaml_file(path, "assignment file");
  if (!text) return Error{text.error().front().to_string()};
  return parse_assignment_yaml(*text, path);
}

}  // namespace puzzle

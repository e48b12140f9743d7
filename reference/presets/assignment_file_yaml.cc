#include "presets/assignment_file_yaml.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <optional>
#include <span>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/name_table.h"

namespace puzzle {

namespace {

// Thrown inside this file only, caught in parse_assignment_yaml: the reader is a deep
// tree walk where every step can fail, and each failure is already a finished message.
struct LoadError {
  std::string message;
};

constexpr std::string_view kTopKeys[] = {"assignment", "output", "board", "move-names",
                                         "defaults", "methods"};
constexpr std::string_view kBoardKeys[] = {"rows", "cols", "blanks", "notation", "blank", "goal"};
constexpr std::string_view kSearchKeys[] = {
    "action", "frontier", "ties", "heapq-order", "key", "duplicates", "goal-test",
    "key-update", "push-order", "successor-sort", "depth-measure", "goal-counting",
    "frontier-measure", "move-order", "costs", "heuristic", "max-expansions"};
constexpr std::string_view kCostKeys[] = {"up", "down", "left", "right"};

class Reader {
 public:
  explicit Reader(std::string_view file) : file_(file) {}

  [[noreturn]] void fail(const YAML::Node& node, const std::string& message) const {
    const YAML::Mark mark = node.Mark();
    throw LoadError{fmt::format("{}:{}:{}: {}", file_, mark.line + 1, mark.column + 1, message)};
  }

  void expect_map(const YAML::Node& node, std::string_view what) const {
    if (!node.IsMap()) fail(node, fmt::format("{} must be a mapping of keys to values", what));
  }

  // Rejects keys not in `known`, pointing at the key itself.
  void check_keys(const YAML::Node& map, std::span<const std::string_view> known,
                  std::string_view where) const {
    for (const auto& entry : map) {
      const std::string key = entry.first.as<std::string>();
      if (std::find(known.begin(), known.end(), key) != known.end()) continue;
      std::vector<std::string> names(known.begin(), known.end());
      fail(entry.first, fmt::format("unknown key \"{}\" in {} (known: {})", key, where,
                                    fmt::join(names, ", ")));
    }
  }

  const YAML::Node require(const YAML::Node& map, std::string_view key,
                           std::string_view where) const {
    const YAML::Node value = map[std::string(key)];
    if (!value) fail(map, fmt::format("{} needs the key \"{}\"", where, key));
    return value;
  }

  std::string scalar(const YAML::Node& node, std::string_view key) const {
    if (!node.IsScalar()) fail(node, fmt::format("\"{}\" must be a single value", key));
    return node.Scalar();
  }

  long long integer(const YAML::Node& node, std::string_view key, long long low,
                    long long high) const {
    const std::string text = scalar(node, key);
    long long value = 0;
    if (!YAML::convert<long long>::decode(node, value) || value < low || value > high) {
      fail(node, fmt::format("bad value \"{}\" for \"{}\" (use a whole number from {} to {})",
                             text, key, low, high));
    }
    return value;
  }

  double number(const YAML::Node& node, std::string_view key) const {
    const std::string text = scalar(node, key);
    double value = 0;
    if (!YAML::convert<double>::decode(node, value) || value < 0) {
      fail(node, fmt::format("bad value \"{}\" for \"{}\" (use a number of zero or more)", text,
                             key));
    }
    return value;
  }

  // Matches a scalar against the names in a closed set's table: every value the table
  // has is selectable, so a value added to the enum needs no second list here.
  template <class E, std::size_t N>
  E choice(const YAML::Node& node, std::string_view key, const NameRow<E> (&table)[N]) const {
    const std::string text = scalar(node, key);
    if (const auto value = value_named(table, text)) return *value;
    fail(node, fmt::format("bad value \"{}\" for \"{}\" (use {})", text, key,
                           names_as_choice(table)));
  }

 private:
  std::string file_;
};


void read_costs(const Reader& reader, const YAML::Node& node, StepCosts& costs) {
  reader.expect_map(node, "\"costs\"");
  reader.check_keys(node, kCostKeys, "costs");
  constexpr Direction kOrder[] = {Direction::up, Direction::down, Direction::left,
                                  Direction::right};
  for (std::size_t i = 0; i < std::size(kOrder); ++i) {
    const YAML::Node value = node[std::string(kCostKeys[i])];
    if (value) costs.by_direction[static_cast<std::size_t>(kOrder[i])] = reader.number(value, kCostKeys[i]);
  }
}

std::vector<EntryField> read_heapq_order(const Reader& reader, const YAML::Node& node) {
  if (!node.IsSequence() || node.size() == 0) {
    reader.fail(node, "\"heapq-order\" must be a list of fields, e.g. [key, state]");
  }
  std::vector<EntryField> fields;
  for (const auto& item : node) {
    fields.push_back(reader.choice(item, "heapq-order", kEntryFieldTable));
  }
  return fields;
}

// One key of a method (or of `defaults`) applied onto `method`.
void read_search_key(const Reader& reader, const std::string& key, const YAML::Node& value,
                     AssignmentMethod& method) {
  SearchPolicies& p = method.config.policies;
  if (key == "action") {
    method.action = reader.choice(value, key, kMethodActionTable);
  } else if (key == "frontier") {
    p.frontier = reader.choice(value, key, kFrontierKindTable);
  } else if (key == "ties") {
    p.ties = reader.choice(value, key, kTieBreakTable);
  } else if (key == "heapq-order") {
    p.heapq_order = read_heapq_order(reader, value);
  } else if (key == "key") {
    p.key = reader.choice(value, key, kPriorityKeyTable);
  } else if (key == "duplicates") {
    p.duplicates = reader.choice(value, key, kDuplicateDetectionTable);
  } else if (key == "goal-test") {
    p.goal_test = reader.choice(value, key, kGoalTestTable);
  } else if (key == "key-update") {
    p.key_update = reader.choice(value, key, kKeyUpdateTable);
  } else if (key == "push-order") {
    p.push_order = reader.choice(value, key, kPushOrderTable);
  } else if (key == "successor-sort") {
    p.successor_sort = reader.choice(value, key, kSuccessorSortTable);
  } else if (key == "depth-measure") {
    p.depth_measure = reader.choice(value, key, kDepthMeasureTable);
  } else if (key == "goal-counting") {
    p.goal_counting = reader.choice(value, key, kGoalCountingTable);
  } else if (key == "frontier-measure") {
    p.frontier_measure = reader.choice(value, key, kFrontierMeasureTable);
  } else if (key == "move-order") {
    const auto order = parse_move_order(reader.scalar(value, key));
    if (!order) reader.fail(value, fmt::format("bad value for \"move-order\": {}", order.error().message));
    method.config.move_order = *order;
  } else if (key == "costs") {
    read_costs(reader, value, method.config.step_costs);
  } else if (key == "heuristic") {
    method.config.heuristic = reader.choice(value, key, kHeuristicKindTable);
  } else if (key == "max-expansions") {
    method.config.limits.max_expansions =
        static_cast<std::uint64_t>(reader.integer(value, key, 1, 4'000'000'000));
  }
}

void read_search_keys(const Reader& reader, const YAML::Node& map, std::string_view where,
                      AssignmentMethod& method) {
  reader.expect_map(map, where);
  reader.check_keys(map, kSearchKeys, where);
  for (const auto& entry : map) {
    read_search_key(reader, entry.first.as<std::string>(), entry.second, method);
  }
}

std::vector<Tile> read_goal(const Reader& reader, const YAML::Node& node, const Assignment& a) {
  if (!node.IsSequence()) {
    reader.fail(node, "\"goal\" must be a list of tiles, 0 for blanks, or command-line or "
                      "tiles-in-order");
  }
  std::vector<Tile> tiles;
  for (const auto& item : node) {
    tiles.push_back(static_cast<Tile>(reader.integer(item, "goal", 0, kMaxCells)));
  }
  const auto board = Board::make(a.shape, tiles, a.blanks, "goal");
  if (!board) reader.fail(node, fmt::format("bad goal: {}", board.error().message));
  return tiles;
}

void read_board(const Reader& reader, const YAML::Node& node, Assignment& a) {
  reader.expect_map(node, "\"board\"");
  reader.check_keys(node, kBoardKeys, "board");
  a.shape.rows = static_cast<int>(reader.integer(reader.require(node, "rows", "board"), "rows",
                                                 kMinSide, kMaxSide));
  a.shape.cols = static_cast<int>(reader.integer(reader.require(node, "cols", "board"), "cols",
                                                 kMinSide, kMaxSide));
  if (const auto blanks = node["blanks"]) {
    a.blanks = static_cast<int>(reader.integer(blanks, "blanks", 1, a.shape.cells() - 1));
  }
  const auto notation = reader.require(node, "notation", "board");
  a.notation = reader.choice(notation, "notation", kBoardFormatTable);
  if (const auto blank = node["blank"]) {
    const std::string token = reader.scalar(blank, "blank");
    if (token != std::string(1, blank_token(a.notation))) {
      reader.fail(blank, fmt::format("bad value \"{}\" for \"blank\": the {} notation writes the "
                                     "blank as \"{}\"",
                                     token, notation_name(a.notation), blank_token(a.notation)));
    }
  }
  const auto goal = reader.require(node, "goal", "board");
  // A scalar goal names where the goal comes from. "fixed" is not one of them on purpose:
  // a fixed goal is written as its list of tiles, so `goal: fixed` would give no tiles.
  const auto source = goal.IsScalar() ? value_named(kGoalSourceTable, goal.Scalar())
                                      : std::nullopt;
  if (source && *source != GoalSource::fixed) {
    a.goal_source = *source;
    return;
  }
  a.goal_source = GoalSource::fixed;
  a.goal = read_goal(reader, goal, a);
}

void read_methods(const Reader& reader, const YAML::Node& top, Assignment& a) {
  AssignmentMethod defaults;
  if (const auto node = top["defaults"]) read_search_keys(reader, node, "\"defaults\"", defaults);
  const auto methods = reader.require(top, "methods", "the file");
  if (!methods.IsMap() || methods.size() == 0) {
    reader.fail(methods, "\"methods\" must map each method name to its rules");
  }
  for (const auto& entry : methods) {
    AssignmentMethod method = defaults;
    method.name = entry.first.as<std::string>();
    const std::string where = fmt::format("method \"{}\"", method.name);
    if (!entry.second.IsNull()) read_search_keys(reader, entry.second, where, method);
    a.methods.push_back(method);
  }
}

Assignment read_assignment(const Reader& reader, const YAML::Node& top) {
  reader.expect_map(top, "an assignment file");
  reader.check_keys(top, kTopKeys, "the file");
  Assignment a;
  a.name = reader.scalar(reader.require(top, "assignment", "the file"), "assignment");
  a.output = reader.choice(reader.require(top, "output", "the file"), "output", kOutputStyleTable);
  read_board(reader, reader.require(top, "board", "the file"), a);
  if (const auto names = top["move-names"]) {
    a.move_names = reader.choice(names, "move-names", kMoveNamingTable);
  }
  read_methods(reader, top, a);
  return a;
}

}  // namespace

Expected<Assignment> parse_assignment_yaml(std::string_view text, std::string_view file_name) {
  try {
    const YAML::Node top = YAML::Load(std::string(text));
    return read_assignment(Reader(file_name), top);
  } catch (const LoadError& error) {
    return Error{error.message};
  } catch (const YAML::Exception& error) {
    return Error{fmt::format("{}:{}:{}: {}", file_name, error.mark.line + 1, error.mark.column + 1,
                             error.msg)};
  }
}

Expected<Assignment> load_assignment_file(const std::string& path) {
  std::ifstream file(path);
  if (!file) return Error{fmt::format("cannot read the assignment file {}", path)};
  const std::string text{std::istreambuf_iterator<char>(file), {}};
  return parse_assignment_yaml(text, path);
}

}  // namespace puzzle

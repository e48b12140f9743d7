#include "cli/board_options.h"

#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "common/name_table.h"
#include "core/parse.h"

namespace puzzle::cli {
namespace {

// --format's names, shorter than the assignment files' notation names (kBoardFormatTable);
// "auto" (detect_format) comes first and is no BoardFormat.
constexpr NameRow<BoardFormat> kFormatOptionTable[] = {
    {BoardFormat::comma_list, "comma"},
    {BoardFormat::python_list, "python"},
    {BoardFormat::underscore_string, "string"},
    {BoardFormat::dash_grid, "grid"},
};
static_assert(covers_each_value_once(kFormatOptionTable, BoardFormat::dash_grid));
constexpr std::string_view kAutoFormat = "auto";

Expected<BoardFormat> format_from_name(const std::string& name, const std::string& text) {
  if (name == kAutoFormat) return detect_format(text);
  if (const auto format = value_named(kFormatOptionTable, name)) return *format;
  return Error{fmt::format("unknown board format \"{}\"", name)};
}

std::vector<std::string> format_option_names() {
  std::vector<std::string> names{std::string(kAutoFormat)};
  for (const auto& row : kFormatOptionTable) names.emplace_back(row.name);
  return names;
}

Expected<Board> parse_with(const std::string& text, const BoardOptions& options,
                           std::optional<Shape> shape) {
  auto format = format_from_name(options.format, text);
  if (!format) return format.error();
  return parse_board(text, *format, BoardSpec{shape, options.blanks});
}

}  // namespace

void add_board_options(CLI::App& command, BoardOptions& options) {
  command.add_option("--rows", options.rows, "Board rows (default: from the input)")
      ->check(CLI::Range(2, 6));
  command.add_option("--cols", options.cols, "Board columns (default: from the input)")
      ->check(CLI::Range(2, 6));
  command.add_option("--blanks", options.blanks, "Number of blanks")->capture_default_str();
  command.add_option("--format", options.format, "Board notation")
      ->check(CLI::IsMember(format_option_names()))
      ->capture_default_str();
  command.add_option("--goal", options.goal,
                     "Goal board, same notation (default: tiles in order, blanks last)");
}

Expected<Board> read_start(const std::string& text, const BoardOptions& options) {
  std::optional<Shape> shape;
  if (options.rows.has_value() != options.cols.has_value()) {
    return Error{"give both --rows and --cols, or neither"};
  }
  if (options.rows) shape = Shape{*options.rows, *options.cols};
  if (text != "-") return parse_with(text, options, shape);
  const std::string input{std::istreambuf_iterator<char>(std::cin), {}};
  return parse_with(input, options, shape);
}

Expected<Board> read_goal(const Board& start, const BoardOptions& options) {
  if (options.goal.empty())
    return Board::goal(start.shape(), start.blank_count(), BlankPlacement::last);
  return parse_with(options.goal, options, start.shape());
}

}  // namespace puzzle::cli

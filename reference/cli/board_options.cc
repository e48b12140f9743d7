#include "cli/board_options.h"

#include <iostream>
#include <iterator>

#include <fmt/format.h>

#include "core/parse.h"

namespace puzzle::cli {
namespace {

Expected<BoardFormat> format_from_name(const std::string& name, const std::string& text) {
  if (name == "auto") return detect_format(text);
  if (name == "comma") return BoardFormat::comma_list;
  if (name == "python") return BoardFormat::python_list;
  if (name == "string") return BoardFormat::underscore_string;
  if (name == "grid") return BoardFormat::dash_grid;
  return Error{fmt::format("unknown board format \"{}\"", name)};
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
      ->check(CLI::IsMember({"auto", "comma", "python", "string", "grid"}))
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
  if (options.goal.empty()) return Board::goal(start.shape(), start.blank_count(), BlankPlacement::last);
  return parse_with(options.goal, options, start.shape());
}

}  // namespace puzzle::cli

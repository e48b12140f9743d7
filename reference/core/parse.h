#pragma once
// Parsers for every board notation the assignments use. Each returns a validated Board or
// one line saying what is wrong and where.

#include <optional>
#include <string_view>

#include "common/expected.h"
#include "common/name_table.h"
#include "core/board.h"

namespace puzzle {

enum class BoardFormat {
  comma_list,         // 1,2,5,3,4,0,6,7,8          (driver)
  python_list,        // [4, 3, 0, 5, 1, 6, 7, 2, 0] (funny)
  underscore_string,  // 281_43765                  (lecture; one character per cell)
  dash_grid,          // "1 2 3 4\n5 6 - 8\n..."    (fifteen; one line per row)
};
// The notations' names in assignment files (docs/assignment-format.md). The command line's
// --format keeps its own shorter spellings (comma, python, string, grid, auto).
inline constexpr NameRow<BoardFormat> kBoardFormatTable[] = {
    {BoardFormat::comma_list, "comma-list"},
    {BoardFormat::python_list, "python-list"},
    {BoardFormat::underscore_string, "character-string"},
    {BoardFormat::dash_grid, "grid"},
};
static_assert(covers_each_value_once(kBoardFormatTable, BoardFormat::dash_grid));

// What the board must look like. Without a shape, list formats need a square count
// (4, 9, 16, 25 or 36 cells) and the grid format takes its shape from its lines.
struct BoardSpec {
  std::optional<Shape> shape;
  int blanks = 1;  // kAnyBlanks: as many as the text has (at least one)
};
inline constexpr int kAnyBlanks = 0;

Expected<Board> parse_board(std::string_view text, BoardFormat format, const BoardSpec& spec);

// Picks the format from the text: '[' starts a Python list, a newline or a '-' token means
// a grid, a ',' a comma list, otherwise a one-character-per-cell string.
BoardFormat detect_format(std::string_view text);

}  // namespace puzzle

#pragma once
// A sliding-puzzle board: rows x cols cells (2..6 each), tiles 1..n-k and k blanks (0).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace puzzle {

using Tile = std::uint8_t;
inline constexpr Tile kBlank = 0;
inline constexpr int kMinSide = 2;
inline constexpr int kMaxSide = 6;
inline constexpr int kMaxCells = kMaxSide * kMaxSide;

struct Shape {
  int rows = 3;
  int cols = 3;
  int cells() const { return rows * cols; }
  bool operator==(const Shape&) const = default;
};

// Where the blanks sit in a generated goal board.
enum class BlankPlacement { first, last };

class Board {
 public:
  // Validates everything a parser cannot know on its own: side lengths, the tile set and
  // the number of blanks. `source` names the input in error messages (e.g. the text typed).
  static Expected<Board> make(Shape shape, std::vector<Tile> tiles, int blanks,
                              std::string_view source);
  // The board with tiles 1..n-k in reading order and the k blanks first or last.
  static Board goal(Shape shape, int blanks, BlankPlacement placement);

  Shape shape() const { return shape_; }
  int rows() const { return shape_.rows; }
  int cols() const { return shape_.cols; }
  int cells() const { return shape_.cells(); }
  Tile at(int cell) const { return tiles_[static_cast<std::size_t>(cell)]; }
  Tile at(int row, int col) const { return at(row * shape_.cols + col); }
  const std::vector<Tile>& tiles() const { return tiles_; }
  int blank_count() const;
  std::vector<int> blank_cells() const;

  bool operator==(const Board&) const = default;

 private:
  Board(Shape shape, std::vector<Tile> tiles) : shape_(shape), tiles_(std::move(tiles)) {}
  // Only the engine, which produces boards by legal moves from valid ones, skips checks.
  friend Board board_from_trusted_tiles(Shape shape, std::vector<Tile> tiles);

  Shape shape_;
  std::vector<Tile> tiles_;
};

Board board_from_trusted_tiles(Shape shape, std::vector<Tile> tiles);

// Renderings used by the presets' output formats.
std::string to_comma_list(const Board& board);        // 1,2,5,3,4,0,6,7,8
std::string to_python_list(const Board& board);       // [1, 2, 5, 3, 4, 0, 6, 7, 8]
std::string to_grid(const Board& board, char blank);  // rows on lines, one space apart

// Quotes user input for messages, shortened so one line stays readable.
std::string quote_input(std::string_view text);

}  // namespace puzzle

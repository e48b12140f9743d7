#include "core/board.h"

#include <algorithm>

#include <fmt/format.h>

namespace puzzle {
namespace {

std::string positions_text(const std::vector<int>& positions) {
  std::string text;
  for (std::size_t i = 0; i < positions.size(); ++i) {
    if (i > 0) text += (i + 1 == positions.size()) ? " and " : ", ";
    text += std::to_string(positions[i] + 1);  // students count positions from 1
  }
  return text;
}

Status check_shape(Shape shape, int blanks) {
  if (shape.rows < kMinSide || shape.rows > kMaxSide || shape.cols < kMinSide ||
      shape.cols > kMaxSide) {
    return Error{fmt::format("a {}x{} board is not supported (each side must be {} to {})",
                             shape.rows, shape.cols, kMinSide, kMaxSide)};
  }
  if (blanks < 1 || blanks >= shape.cells()) {
    return Error{fmt::format("{} blanks on {} cells is not a puzzle", blanks, shape.cells())};
  }
  return Ok{};
}

// Positions (0-based) at which each value occurs, for values 0..max_tile.
std::vector<std::vector<int>> occurrences(const std::vector<Tile>& tiles, int max_tile) {
  std::vector<std::vector<int>> where(static_cast<std::size_t>(max_tile) + 1);
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] <= max_tile) where[tiles[i]].push_back(static_cast<int>(i));
  }
  return where;
}

Status check_range(const std::vector<Tile>& tiles, int max_tile) {
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] > max_tile) {
      return Error{fmt::format("tile {} at position {} is out of range (tiles are 0..{}, 0 is "
                               "the blank)",
                               tiles[i], i + 1, max_tile)};
    }
  }
  return Ok{};
}

Status check_tile_set(const std::vector<Tile>& tiles, int blanks) {
  const int max_tile = static_cast<int>(tiles.size()) - blanks;
  if (auto in_range = check_range(tiles, max_tile); !in_range) return in_range;
  const auto where = occurrences(tiles, max_tile);
  for (int tile = 1; tile <= max_tile; ++tile) {
    if (where[tile].size() > 1) {
      return Error{fmt::format(
          "tile {} appears {} (positions {})", tile,
          where[tile].size() == 2 ? "twice" : fmt::format("{} times", where[tile].size()),
          positions_text(where[tile]))};
    }
  }
  for (int tile = 1; tile <= max_tile; ++tile) {
    if (where[tile].empty()) {
      return Error{fmt::format("tile {} is missing and the blank (0) appears {} times "
                               "(positions {}); expected {} blank{}",
                               tile, where[0].size(), positions_text(where[0]), blanks,
                               blanks == 1 ? "" : "s")};
    }
  }
  return Ok{};
}

}  // namespace

Expected<Board> Board::make(Shape shape, std::vector<Tile> tiles, int blanks,
                            std::string_view source) {
  const auto fail = [&](const std::string& why) {
    return Error{fmt::format("board {}: {}", quote_input(source), why)};
  };
  if (auto ok = check_shape(shape, blanks); !ok) return fail(ok.error().message);
  if (static_cast<int>(tiles.size()) != shape.cells()) {
    return fail(fmt::format("expected {} numbers for a {}x{} board, found {}", shape.cells(),
                            shape.rows, shape.cols, tiles.size()));
  }
  if (auto ok = check_tile_set(tiles, blanks); !ok) return fail(ok.error().message);
  return Board(shape, std::move(tiles));
}

Board Board::goal(Shape shape, int blanks, BlankPlacement placement) {
  std::vector<Tile> tiles(static_cast<std::size_t>(shape.cells()), kBlank);
  const int first_tile_cell = placement == BlankPlacement::first ? blanks : 0;
  for (int tile = 1; tile <= shape.cells() - blanks; ++tile) {
    tiles[static_cast<std::size_t>(first_tile_cell + tile - 1)] = static_cast<Tile>(tile);
  }
  return Board(shape, std::move(tiles));
}

Board board_from_trusted_tiles(Shape shape, std::vector<Tile> tiles) {
  return Board(shape, std::move(tiles));
}

int Board::blank_count() const {
  return static_cast<int>(std::count(tiles_.begin(), tiles_.end(), kBlank));
}

std::vector<int> Board::blank_cells() const {
  std::vector<int> cells;
  for (int cell = 0; cell < this->cells(); ++cell) {
    if (at(cell) == kBlank) cells.push_back(cell);
  }
  return cells;
}

std::string to_comma_list(const Board& board) {
  return fmt::format("{}", fmt::join(board.tiles(), ","));
}

std::string to_python_list(const Board& board) {
  return fmt::format("[{}]", fmt::join(board.tiles(), ", "));
}

std::string to_grid(const Board& board, char blank) {
  std::string text;
  for (int row = 0; row < board.rows(); ++row) {
    for (int col = 0; col < board.cols(); ++col) {
      if (col > 0) text += ' ';
      const Tile tile = board.at(row, col);
      text += tile == kBlank ? std::string(1, blank) : std::to_string(tile);
    }
    text += '\n';
  }
  return text;
}

std::string quote_input(std::string_view text) {
  constexpr std::size_t kMaxShown = 40;
  std::string shown;
  for (char c : text.substr(0, kMaxShown)) shown += (c == '\n') ? '/' : c;
  if (text.size() > kMaxShown) shown += "...";
  return fmt::format("\"{}\"", shown);
}

}  // namespace puzzle

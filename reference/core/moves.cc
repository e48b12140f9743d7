#include "core/moves.h"

#include <cctype>
#include <utility>

#include <fmt/format.h>

namespace puzzle {

std::string_view direction_name(Direction direction, MoveNaming naming) {
  const bool lower = naming == MoveNaming::lowercase;
  switch (direction) {
    case Direction::up: return lower ? "up" : "Up";
    case Direction::down: return lower ? "down" : "Down";
    case Direction::left: return lower ? "left" : "Left";
    case Direction::right: return lower ? "right" : "Right";
  }
  return "?";
}

std::string_view to_string(MoveNaming naming) { return name_of(kMoveNamingTable, naming); }

Direction opposite(Direction direction) {
  switch (direction) {
    case Direction::up: return Direction::down;
    case Direction::down: return Direction::up;
    case Direction::left: return Direction::right;
    case Direction::right: return Direction::left;
  }
  return direction;
}

namespace {

Expected<Direction> direction_from_letter(char letter) {
  switch (std::toupper(static_cast<unsigned char>(letter))) {
    case 'U': return Direction::up;
    case 'D': return Direction::down;
    case 'L': return Direction::left;
    case 'R': return Direction::right;
    default: return Error{fmt::format("'{}' is not one of U, D, L, R", letter)};
  }
}

}  // namespace

Expected<MoveOrder> parse_move_order(std::string_view letters) {
  const auto fail = [&](const std::string& why) {
    return Error{fmt::format("move order \"{}\": {}", letters, why)};
  };
  if (letters.size() != kDirections) return fail("give each of U, D, L, R exactly once");
  MoveOrder order{};
  std::array<bool, kDirections> seen{};
  for (std::size_t i = 0; i < letters.size(); ++i) {
    auto direction = direction_from_letter(letters[i]);
    if (!direction) return fail(direction.error().message);
    if (seen[static_cast<std::size_t>(*direction)]) {
      return fail(fmt::format("'{}' appears twice", letters[i]));
    }
    seen[static_cast<std::size_t>(*direction)] = true;
    order[i] = *direction;
  }
  return order;
}

std::string move_order_letters(const MoveOrder& order) {
  std::string letters;
  for (auto direction : order) letters += direction_name(direction, MoveNaming::capitalized)[0];
  return letters;
}

NeighbourTable::NeighbourTable(Shape shape)
    : table_(static_cast<std::size_t>(shape.cells() * kDirections), -1) {
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int row = cell / shape.cols;
    const int col = cell % shape.cols;
    auto& slot = table_;
    const auto at = [&](Direction d) -> std::int8_t& {
      return slot[static_cast<std::size_t>(cell * kDirections + static_cast<int>(d))];
    };
    if (row > 0) at(Direction::up) = static_cast<std::int8_t>(cell - shape.cols);
    if (row + 1 < shape.rows) at(Direction::down) = static_cast<std::int8_t>(cell + shape.cols);
    if (col > 0) at(Direction::left) = static_cast<std::int8_t>(cell - 1);
    if (col + 1 < shape.cols) at(Direction::right) = static_cast<std::int8_t>(cell + 1);
  }
}

std::vector<Move> legal_moves(const Board& board, const MoveOrder& order) {
  const NeighbourTable neighbours(board.shape());
  std::vector<Move> moves;
  for (int blank : board.blank_cells()) {
    for (auto direction : order) {
      const int target = neighbours(blank, direction);
      if (target >= 0 && board.at(target) != kBlank) moves.push_back({blank, direction});
    }
  }
  return moves;
}

Board apply_move(const Board& board, Move move) {
  const int target = NeighbourTable(board.shape())(move.blank_cell, move.direction);
  auto tiles = board.tiles();
  std::swap(tiles[static_cast<std::size_t>(move.blank_cell)],
            tiles[static_cast<std::size_t>(target)]);
  return board_from_trusted_tiles(board.shape(), std::move(tiles));
}

}  // namespace puzzle

#pragma once
// Moves are named by the direction the blank travels ("Up": the blank swaps with the tile
// above it). With several blanks a move is (which blank, direction); a blank never swaps
// with another blank.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/name_table.h"
#include "core/board.h"

namespace puzzle {

enum class Direction : std::uint8_t { up, down, left, right };
inline constexpr int kDirections = 4;

// A permutation of the four directions: the order successors are generated in.
using MoveOrder = std::array<Direction, kDirections>;
inline constexpr MoveOrder kOrderUDLR{Direction::up, Direction::down, Direction::left,
                                      Direction::right};

// How move names are spelt in a preset's output.
enum class MoveNaming { capitalized, lowercase };
inline constexpr NameRow<MoveNaming> kMoveNamingTable[] = {
    {MoveNaming::capitalized, "capitalized"},
    {MoveNaming::lowercase, "lowercase"},
};
static_assert(covers_each_value_once(kMoveNamingTable, MoveNaming::lowercase));
// The naming's own name in assignment files ("move-names").
std::string_view to_string(MoveNaming naming);

std::string_view direction_name(Direction direction, MoveNaming naming);
Direction opposite(Direction direction);
// "UDLR", "lrud", ...: each of U, D, L, R exactly once, any case.
Expected<MoveOrder> parse_move_order(std::string_view letters);
std::string move_order_letters(const MoveOrder& order);

// Cell reached from `cell` one step in `direction`, or -1 off the board. Precomputed per
// shape because successor generation asks for it millions of times.
class NeighbourTable {
 public:
  explicit NeighbourTable(Shape shape);
  int operator()(int cell, Direction direction) const {
    return table_[static_cast<std::size_t>(cell * kDirections + static_cast<int>(direction))];
  }

 private:
  std::vector<std::int8_t> table_;
};

struct Move {
  int blank_cell;  // where the blank is before the move
  Direction direction;
};

// Legal moves of `board`: blanks in reading order, and for each blank the directions in
// `order`.
std::vector<Move> legal_moves(const Board& board, const MoveOrder& order);
Board apply_move(const Board& board, Move move);

}  // namespace puzzle

#pragma once
// Board-reading options shared by the generic subcommands (solve, check, and later gen).

#include <optional>
#include <string>

#include <CLI/CLI.hpp>

#include "common/expected.h"
#include "core/board.h"

namespace puzzle::cli {

struct BoardOptions {
  std::optional<int> rows;
  std::optional<int> cols;
  int blanks = 1;
  std::string format = "auto";  // auto, comma, python, string, grid
  std::string goal;             // empty: tiles in order, blanks last
};

void add_board_options(CLI::App& command, BoardOptions& options);

// `text` is the board itself, or "-" to read it from standard input (handy for grids).
Expected<Board> read_start(const std::string& text, const BoardOptions& options);
// The goal from --goal, else tiles 1..n-k in reading order followed by the blanks.
Expected<Board> read_goal(const Board& start, const BoardOptions& options);

}  // namespace puzzle::cli

#pragma once
// puzzle-ref's exit codes. Documented in `puzzle-ref --help` and docs/engine.md; scripts
// and the grader rely on these numbers, so never renumber.

#include <string>

namespace puzzle::cli {

enum class ExitCode : int {
  ok = 0,              // done; for `check`: the board is solvable
  no_solution = 1,     // `check`: not solvable; `solve`: search ended without reaching the goal
  bad_input = 2,       // malformed or unsolvable board, unknown option value, bad usage
  io_error = 3,        // an output file could not be written
  internal_error = 4,  // a bug in puzzle-ref: please report it
};

// The --help footer listing every code.
std::string exit_code_help();

// Prints "puzzle-ref: error: <message>" on stderr; each line of a message of several
// problems (an assignment file's) on its own such line.
void print_error(const std::string& message);

// Writes `text` to `path` ("-" or empty: stdout). A failed write is io_error, reported.
ExitCode write_output(const std::string& path, const std::string& text);

}  // namespace puzzle::cli

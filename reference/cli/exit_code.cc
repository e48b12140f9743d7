#include "cli/exit_code.h"

#include <cstdio>
#include <fstream>

#include <fmt/format.h>

namespace puzzle::cli {

std::string exit_code_help() {
  return "Exit codes:\n"
         "  0  ok (check: the board is solvable)\n"
         "  1  no solution (check: not solvable; solve: search ended without the goal)\n"
         "  2  bad input: malformed or unsolvable board, unknown value, bad usage\n"
         "  3  an output file could not be written\n"
         "  4  internal error (a bug in puzzle-ref)\n";
}

void print_error(const std::string& message) {
  std::size_t start = 0;
  do {
    std::size_t end = message.find('\n', start);
    if (end == std::string::npos) end = message.size();
    fmt::print(stderr, "puzzle-ref: error: {}\n", message.substr(start, end - start));
    start = end + 1;
  } while (start < message.size());
}

ExitCode write_output(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    fmt::print("{}", text);
    return ExitCode::ok;
  }
  std::ofstream file(path, std::ios::binary);
  file << text;
  file.close();
  if (file) return ExitCode::ok;
  print_error(fmt::format("cannot write {}", path));
  return ExitCode::io_error;
}

}  // namespace puzzle::cli

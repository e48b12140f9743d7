// Fuzz target: the reference's board parsers. Byte 0 picks the format and the number of
// blanks, byte 1 an optional shape; the rest is the board text. Contract: a valid Board
// or one error line; never a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/parse.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  puzzle::BoardSpec spec;
  spec.blanks = 1 + (data[0] >> 2) % 3;
  if (data[1] & 0x80) spec.shape = puzzle::Shape{1 + (data[1] & 7), 1 + ((data[1] >> 3) & 7)};
  std::string_view text(reinterpret_cast<const char*>(data + 2), size - 2);
  auto format = static_cast<puzzle::BoardFormat>(data[0] & 3);
  (void)puzzle::parse_board(text, format, spec);
  (void)puzzle::parse_board(text, puzzle::detect_format(text), spec);
  return 0;
}

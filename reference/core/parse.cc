#include "core/parse.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include <fmt/format.h>

namespace puzzle {
namespace {

struct Tokens {
  std::vector<std::string_view> items;
  Shape grid_shape{0, 0};  // only set by the grid splitter
};

std::string_view trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const auto end = text.find(separator, start);
    parts.push_back(trim(text.substr(start, end - start)));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

std::vector<std::string_view> split_whitespace(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t pos = 0;
  while ((pos = line.find_first_not_of(" \t\r", pos)) != std::string_view::npos) {
    const auto end = line.find_first_of(" \t\r", pos);
    words.push_back(line.substr(pos, end - pos));
    pos = end;
  }
  return words;
}

Expected<Tokens> split_python_list(std::string_view text) {
  const auto body = trim(text);
  if (body.size() < 2 || body.front() != '[' || body.back() != ']') {
    return Error{"expected a Python list such as [1, 2, 3, ...]"};
  }
  const auto inside = trim(body.substr(1, body.size() - 2));
  if (inside.empty()) return Tokens{};
  return Tokens{split(inside, ','), {0, 0}};
}

Expected<Tokens> split_grid(std::string_view text) {
  Tokens tokens;
  std::size_t expected_width = 0;
  int row = 0;
  for (auto line : split(trim(text), '\n')) {
    const auto words = split_whitespace(line);
    ++row;
    if (row == 1) expected_width = words.size();
    if (words.size() != expected_width) {
      return Error{
          fmt::format("row {} has {} entries but row 1 has {}", row, words.size(), expected_width)};
    }
    tokens.items.insert(tokens.items.end(), words.begin(), words.end());
  }
  tokens.grid_shape = Shape{row, static_cast<int>(expected_width)};
  return tokens;
}

Tokens split_characters(std::string_view text) {
  Tokens tokens;
  const auto body = trim(text);
  for (std::size_t i = 0; i < body.size(); ++i) tokens.items.push_back(body.substr(i, 1));
  return tokens;
}

Expected<Tokens> split_tokens(std::string_view text, BoardFormat format) {
  switch (format) {
    case BoardFormat::comma_list: return Tokens{split(text, ','), {0, 0}};
    case BoardFormat::python_list: return split_python_list(text);
    case BoardFormat::underscore_string: return split_characters(text);
    case BoardFormat::dash_grid: return split_grid(text);
  }
  return Error{"unknown board format"};
}

char blank_symbol(BoardFormat format) {
  switch (format) {
    case BoardFormat::underscore_string: return '_';
    case BoardFormat::dash_grid: return '-';
    case BoardFormat::comma_list:
    case BoardFormat::python_list: return '0';
  }
  return '0';
}

Expected<Tile> parse_token(std::string_view token, std::size_t index, BoardFormat format) {
  const char blank = blank_symbol(format);
  if (token.size() == 1 && token[0] == blank) return kBlank;
  if (token.empty()) return Error{fmt::format("position {} is empty", index + 1)};
  unsigned value = 0;
  const auto* end = token.data() + token.size();
  const auto [stop, status] = std::from_chars(token.data(), end, value);
  const bool zero_not_blank = value == 0 && blank != '0';
  if (status != std::errc{} || stop != end || value > 255 || zero_not_blank) {
    return Error{fmt::format("\"{}\" at position {} is not a tile number{}", token, index + 1,
                             blank == '0' ? "" : fmt::format(" or '{}'", blank))};
  }
  return static_cast<Tile>(value);
}

Expected<Shape> infer_shape(const Tokens& tokens, const BoardSpec& spec) {
  if (spec.shape) return *spec.shape;
  if (tokens.grid_shape.rows > 0) return tokens.grid_shape;
  const int count = static_cast<int>(tokens.items.size());
  const int side = static_cast<int>(std::lround(std::sqrt(static_cast<double>(count))));
  if (side * side == count && side >= kMinSide && side <= kMaxSide) return Shape{side, side};
  return Error{fmt::format("found {} numbers, which is not a square board (4, 9, 16, 25 or "
                           "36 cells); give the shape explicitly",
                           count)};
}

Expected<Board> tokens_to_board(const Tokens& tokens, BoardFormat format, const BoardSpec& spec,
                                std::string_view text) {
  const auto fail = [&](const Error& why) {
    return Error{fmt::format("board {}: {}", quote_input(text), why.message)};
  };
  std::vector<Tile> tiles;
  for (std::size_t i = 0; i < tokens.items.size(); ++i) {
    auto tile = parse_token(tokens.items[i], i, format);
    if (!tile) return fail(tile.error());
    tiles.push_back(*tile);
  }
  auto shape = infer_shape(tokens, spec);
  if (!shape) return fail(shape.error());
  const int blanks = spec.blanks != kAnyBlanks
                         ? spec.blanks
                         : static_cast<int>(std::count(tiles.begin(), tiles.end(), kBlank));
  return Board::make(*shape, std::move(tiles), blanks, text);
}

}  // namespace

Expected<Board> parse_board(std::string_view text, BoardFormat format, const BoardSpec& spec) {
  if (trim(text).empty()) return Error{"board \"\": the board is empty"};
  auto tokens = split_tokens(text, format);
  if (!tokens) return Error{fmt::format("board {}: {}", quote_input(text), tokens.error().message)};
  return tokens_to_board(*tokens, format, spec, text);
}

BoardFormat detect_format(std::string_view text) {
  const auto body = trim(text);
  if (!body.empty() && body.front() == '[') return BoardFormat::python_list;
  if (body.find('\n') != std::string_view::npos) return BoardFormat::dash_grid;
  for (auto word : split_whitespace(body)) {
    if (word == "-") return BoardFormat::dash_grid;
  }
  if (body.find(',') != std::string_view::npos) return BoardFormat::comma_list;
  if (body.find(' ') != std::string_view::npos) return BoardFormat::dash_grid;
  return BoardFormat::underscore_string;
}

}  // namespace puzzle

#include "common/yaml_fields.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <tuple>

#include <fmt/format.h>

namespace puzzle {
namespace {

thread_local WarningCapture* innermost_capture = nullptr;

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// The 1-based line and column of a node; 1:1 when yaml-cpp has no position for it.
std::pair<int, int> position_of(const YAML::Node& at) {
  YAML::Mark mark = at.IsDefined() ? at.Mark() : YAML::Mark();
  return {mark.line < 0 ? 1 : mark.line + 1, mark.column < 0 ? 1 : mark.column + 1};
}

// The new spelling of an old (kebab-case) key, when that is a known key.
std::optional<std::string> renamed_key(const std::string& name, const Keys& known) {
  if (name.find('-') == std::string::npos) return std::nullopt;
  std::string snake = name;
  std::replace(snake.begin(), snake.end(), '-', '_');
  if (std::find(known.begin(), known.end(), snake) == known.end()) return std::nullopt;
  return snake;
}

}  // namespace

std::string YamlError::to_string() const {
  std::string text = fmt::format("{}:{}:{}: {}", file, line, column, message);
  if (!key.empty()) text += fmt::format(" (key '{}')", key);
  return text;
}

std::string closest_word(std::string_view word, const Keys& candidates) {
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (std::string_view candidate : candidates) {
    std::size_t distance = edit_distance(word, candidate);
    if (distance < best_distance) {
      best_distance = distance;
      best = candidate;
    }
  }
  return best;
}

std::string quote_list(const Keys& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    out += (i == 0 ? "" : (i + 1 == names.size() ? " or " : ", "));
    out += fmt::format("'{}'", names[i]);
  }
  return out;
}

std::string with_suggestion(std::string message, std::string_view word, const Keys& known) {
  std::string guess = closest_word(word, known);
  if (!guess.empty()) message += fmt::format("; did you mean '{}'?", guess);
  return message;
}

std::optional<double> parse_number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  char* end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<std::int64_t> parse_integer(std::string_view text) {
  std::int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

bool is_inside_relative_path(const std::string& text) {
  std::filesystem::path path(text);
  if (text.empty() || path.is_absolute()) return false;
  return std::none_of(path.begin(), path.end(), [](const auto& part) { return part == ".."; });
}

Expected<std::string, YamlErrors> read_yaml_file(const std::filesystem::path& path,
                                                 std::string_view what) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return unexpected(
        YamlErrors{{path.string(), 1, 1, fmt::format("cannot read this {}", what), ""}});
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

WarningCapture::WarningCapture() : outer_(innermost_capture) { innermost_capture = this; }

WarningCapture::~WarningCapture() { innermost_capture = outer_; }

std::optional<YAML::Node> YamlReader::parse(std::string_view text, std::string_view what) {
  text_ = text;
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::Exception& e) {
    errors_.push_back({file_, e.mark.line + 1, e.mark.column + 1,
                       fmt::format("this is not valid YAML: {}", e.msg), ""});
    return std::nullopt;
  }
  if (!root.IsDefined() || root.IsNull()) {
    errors_.push_back({file_, 1, 1, fmt::format("the {} is empty", what), ""});
    return std::nullopt;
  }
  return root;
}

YamlErrors YamlReader::sorted_errors() {
  std::stable_sort(errors_.begin(), errors_.end(), [](const YamlError& a, const YamlError& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  return errors_;
}

void YamlReader::error(const YAML::Node& at, std::string_view key, std::string message) {
  auto [line, column] = position_of(at);
  errors_.push_back({file_, line, column, std::move(message), std::string(key)});
}

// Only plain or quoted-without-escapes values are spelt as they read; for the others the
// scalar's start is the best position there is.
void YamlReader::error_inside(const YAML::Node& scalar, std::size_t offset, std::string_view key,
                              std::string message) {
  YAML::Mark mark = scalar.Mark();
  std::size_t line_start = 0;
  for (int line = 0; line < mark.line && line_start != std::string_view::npos; ++line) {
    line_start = text_.find('\n', line_start);
    if (line_start != std::string_view::npos) ++line_start;
  }
  std::size_t start = line_start == std::string_view::npos || mark.column < 0
                          ? std::string_view::npos
                          : line_start + mark.column;
  if (start < text_.size() && (text_[start] == '\'' || text_[start] == '"')) ++start;
  const std::string& value = scalar.Scalar();
  if (start >= text_.size() || text_.substr(start, value.size()) != value ||
      value.find('\n') != std::string::npos || offset > value.size()) {
    error(scalar, key, std::move(message));
    return;
  }
  int column = static_cast<int>(start - line_start + offset) + 1;
  errors_.push_back({file_, mark.line + 1, column, std::move(message), std::string(key)});
}

void YamlReader::warning(const YAML::Node& at, std::string message) {
  auto [line, column] = position_of(at);
  std::string text = fmt::format("{}:{}:{}: warning: {}", file_, line, column, message);
  if (innermost_capture != nullptr) {
    innermost_capture->lines_.push_back(std::move(text));
  } else {
    std::fprintf(stderr, "%s\n", text.c_str());
  }
}

std::optional<Fields> YamlReader::fields(const YAML::Node& node, std::string_view key,
                                         const Keys& known, std::string_view what) {
  if (!node.IsMap()) {
    error(node, key, fmt::format("{} must be a mapping of keys to values", what));
    return std::nullopt;
  }
  Fields result;
  result.self = node;
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::string name = it->first.IsScalar() ? it->first.Scalar() : std::string("?");
    bool is_known = std::find(known.begin(), known.end(), name) != known.end();
    if (auto renamed = is_known ? std::nullopt : renamed_key(name, known)) {
      warning(it->first, fmt::format("'{}' is the old spelling of '{}'; write '{}' (the old "
                                     "one is accepted in this release only)",
                                     name, *renamed, *renamed));
      name = *renamed;
      is_known = true;
    }
    if (!is_known) {
      // Compared in the new style, so that a misspelt old spelling still finds its key.
      std::string snake = name;
      std::replace(snake.begin(), snake.end(), '-', '_');
      std::string guess = closest_word(snake, known);
      std::string message = fmt::format("unknown key '{}' in {}", name, what);
      if (!guess.empty()) message += fmt::format("; did you mean '{}'?", guess);
      error(it->first, name, std::move(message));
      ++result.unknown_keys;
      if (!guess.empty()) result.suggested.push_back(std::move(guess));
    } else if (!result.entries.emplace(name, Entry{it->first, it->second}).second) {
      error(it->first, name, fmt::format("key '{}' appears twice in {}", name, what));
    }
  }
  return result;
}

const Entry* YamlReader::required(const Fields& map, const std::string& key,
                                  std::string_view what) {
  const Entry* entry = map.find(key);
  bool typo_reported = std::find(map.suggested.begin(), map.suggested.end(), key) !=
                       map.suggested.end();
  if (entry == nullptr && !typo_reported) {
    error(map.self, key, fmt::format("{} needs '{}'", what, key));
  }
  return entry;
}

std::optional<std::string> YamlReader::string_of(const YAML::Node& node, std::string_view key) {
  if (!node.IsScalar()) {
    error(node, key, fmt::format("'{}' must be text", key));
    return std::nullopt;
  }
  return node.Scalar();
}

std::optional<double> YamlReader::number_of(const YAML::Node& node, std::string_view key,
                                            double min, double max, std::string_view unit) {
  auto value = node.IsScalar() ? parse_number(node.Scalar()) : std::nullopt;
  std::string in_units = unit.empty() ? "" : fmt::format(" {}", unit);
  if (!value) {
    error(node, key, fmt::format("'{}' must be a number", key));
  } else if (*value < min) {
    error(node, key, fmt::format("'{}' must be at least {}{}, not {}", key, min, in_units, *value));
  } else if (*value > max) {
    error(node, key,
          fmt::format("'{}' is {}{}, more than the sane maximum of {}", key, *value, in_units,
                      max));
  } else {
    return value;
  }
  return std::nullopt;
}

std::optional<std::int64_t> YamlReader::integer_of(const YAML::Node& node, std::string_view key,
                                                   std::int64_t min, std::int64_t max) {
  auto value = node.IsScalar() ? parse_integer(node.Scalar()) : std::nullopt;
  if (!value) {
    error(node, key, fmt::format("'{}' must be a whole number", key));
  } else if (*value < min || *value > max) {
    error(node, key, fmt::format("'{}' must be between {} and {}, not {}", key, min, max, *value));
  } else {
    return value;
  }
  return std::nullopt;
}

std::optional<bool> YamlReader::flag_of(const YAML::Node& node, std::string_view key) {
  const std::string text = node.IsScalar() ? node.Scalar() : "";
  if (text == "true") return true;
  if (text == "false") return false;
  error(node, key, fmt::format("'{}' must be true or false", key));
  return std::nullopt;
}

void YamlReader::unknown_choice(const YAML::Node& node, std::string_view key,
                                const std::string& text, const Keys& names, std::string_view noun) {
  error(node, key,
        with_suggestion(fmt::format("'{}' is not {}; use {}", text, noun, quote_list(names)), text,
                        names));
}

std::optional<std::string> YamlReader::string_at(const Fields& map, const std::string& key) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  return string_of(entry->value, key);
}

std::optional<double> YamlReader::number_at(const Fields& map, const std::string& key, double min,
                                            double max, std::string_view unit) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  return number_of(entry->value, key, min, max, unit);
}

std::optional<std::int64_t> YamlReader::integer_at(const Fields& map, const std::string& key,
                                                   std::int64_t min, std::int64_t max) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  return integer_of(entry->value, key, min, max);
}

std::optional<bool> YamlReader::flag_at(const Fields& map, const std::string& key) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  return flag_of(entry->value, key);
}

}  // namespace puzzle

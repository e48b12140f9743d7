#include "suite/yaml_fields.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <charconv>
#include <fmt/format.h>
#include <tuple>

namespace grader {

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

SuiteErrors YamlReader::sorted_errors() {
  std::stable_sort(errors_.begin(), errors_.end(), [](const SuiteError& a, const SuiteError& b) {
    return std::tie(a.line, a.column) < std::tie(b.line, b.column);
  });
  return errors_;
}

void YamlReader::error(const YAML::Node& at, std::string_view key, std::string message) {
  YAML::Mark mark = at.IsDefined() ? at.Mark() : YAML::Mark();
  int line = mark.line < 0 ? 1 : mark.line + 1;
  int column = mark.column < 0 ? 1 : mark.column + 1;
  errors_.push_back({file_, line, column, std::move(message), std::string(key)});
}

// Like error(), but pinned to byte `offset` of the scalar's value when the file spells the
// value as it reads, on one line (plain or quoted without escapes); otherwise to the
// scalar's start, as error() does.
void YamlReader::error_inside(const YAML::Node& scalar, std::size_t offset, std::string_view key,
                          std::string message) {
  YAML::Mark mark = scalar.Mark();
  std::size_t line_start = 0;
  for (int line = 0; line < mark.line && line_start != std::string_view::npos; ++line) {
    line_start = text_.find('\n', line_start);
    if (line_start != std::string_view::npos) ++line_start;
  }
  std::size_t start = line_start == std::string_view::npos || mark.column < 0
                          ? std::string_view::npos : line_start + mark.column;
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

// Checks that `node` is a mapping with only known, non-repeated keys.
std::optional<Fields> YamlReader::fields(const YAML::Node& node, std::string_view key,
                                     const Keys& known, std::string_view what) {
  if (!node.IsMap()) {
    error(node, key, fmt::format("{} must be a mapping of keys to values", what));
    return std::nullopt;
  }
  Fields result{node, {}};
  for (auto it = node.begin(); it != node.end(); ++it) {
    std::string name = it->first.IsScalar() ? it->first.Scalar() : std::string("?");
    if (std::find(known.begin(), known.end(), name) == known.end()) {
      error(it->first, name, with_suggestion(fmt::format("unknown key '{}' in {}", name, what),
                                             name, known));
      ++result.unknown_keys;
    } else if (!result.entries.emplace(name, Entry{it->first, it->second}).second) {
      error(it->first, name, fmt::format("key '{}' appears twice in {}", name, what));
    }
  }
  return result;
}

std::optional<std::string> YamlReader::string_at(const Fields& map, const std::string& key) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  if (!entry->value.IsScalar()) {
    error(entry->value, key, fmt::format("'{}' must be text", key));
    return std::nullopt;
  }
  return entry->value.Scalar();
}

std::optional<double> YamlReader::number_at(const Fields& map, const std::string& key, double min,
                                        double max, std::string_view unit) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  auto value = entry->value.IsScalar() ? parse_number(entry->value.Scalar()) : std::nullopt;
  if (!value) {
    error(entry->value, key, fmt::format("'{}' must be a number", key));
  } else if (*value < min) {
    error(entry->value, key,
          fmt::format("'{}' must be at least {} {}, not {}", key, min, unit, *value));
  } else if (*value > max) {
    error(entry->value, key,
          fmt::format("'{}' is {} {}, more than the sane maximum of {}", key, *value, unit, max));
  } else {
    return value;
  }
  return std::nullopt;
}

std::optional<std::int64_t> YamlReader::integer_at(const Fields& map, const std::string& key,
                                               std::int64_t min, std::int64_t max) {
  const Entry* entry = map.find(key);
  if (entry == nullptr) return std::nullopt;
  auto value = entry->value.IsScalar() ? parse_integer(entry->value.Scalar()) : std::nullopt;
  if (!value) {
    error(entry->value, key, fmt::format("'{}' must be a whole number", key));
  } else if (*value < min || *value > max) {
    error(entry->value, key,
          fmt::format("'{}' must be between {} and {}, not {}", key, min, max, *value));
  } else {
    return value;
  }
  return std::nullopt;
}

std::optional<Visibility> YamlReader::visibility_at(const Fields& map, const std::string& key) {
  auto text = string_at(map, key);
  if (!text) return std::nullopt;
  auto visibility = parse_visibility(*text);
  if (!visibility) {
    error(map.find(key)->value, key,
          with_suggestion(fmt::format("'{}' is not a visibility; use {}", *text,
                                      quote_list(kVisibilityNames)),
                          *text, kVisibilityNames));
    return std::nullopt;
  }
  return visibility;
}

}  // namespace grader

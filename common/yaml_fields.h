// The one checked YAML reader of every file format (the grader's suites, assignment
// manifests and verify manifests; puzzle-ref's assignment files): mappings whose keys are
// checked against a known list, typed values, and every problem kept as a YamlError
// pinned to its 1-based line and column, with a "did you mean" for a misspelt key or
// value. A loader derives from YamlReader and adds its own schema.
//
// Key style: keys are snake_case. A key spelt in kebab-case ('move-names' for
// 'move_names') is the old spelling of puzzle-ref's assignment files: it is read as the
// new one, with a one-line warning naming file:line:column and the new spelling. It is
// accepted for one release (docs/assignment-format.md, "Key spelling").
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "common/name_table.h"
#include "common/yaml_error.h"

namespace puzzle {

using Keys = std::vector<std::string_view>;

// The candidate closest to `word` by edit distance, or "" when none is close enough to
// be a plausible typo. Used for "did you mean 'checks'?".
std::string closest_word(std::string_view word, const Keys& candidates);
// "'a', 'b' or 'c'"
std::string quote_list(const Keys& names);
// `message` plus "; did you mean 'x'?" when `word` is close to one of `known`.
std::string with_suggestion(std::string message, std::string_view word, const Keys& known);
// The whole text as a finite number / a whole number, or nullopt.
std::optional<double> parse_number(const std::string& text);
std::optional<std::int64_t> parse_integer(std::string_view text);
// A path a file names (a submission's file, an example submission): relative, and never
// leaving its folder through "..".
bool is_inside_relative_path(const std::string& text);
// The file's bytes, or the error "cannot read this <what>" at its 1:1.
Expected<std::string, YamlErrors> read_yaml_file(const std::filesystem::path& path,
                                                 std::string_view what);

// Warnings (old key spellings) go to standard error, one line each, as they are found,
// unless a WarningCapture on the same thread collects them (tests use one).
class WarningCapture {
 public:
  WarningCapture();
  ~WarningCapture();
  WarningCapture(const WarningCapture&) = delete;
  WarningCapture& operator=(const WarningCapture&) = delete;

  // "FILE:LINE:COLUMN: warning: message", in the order found.
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  friend class YamlReader;
  std::vector<std::string> lines_;
  WarningCapture* outer_;
};

// One key/value pair of a mapping, kept with both nodes for error positions.
struct Entry {
  YAML::Node key;
  YAML::Node value;
};

// A mapping whose keys were checked against a known list; old spellings are stored
// under their new ones.
struct Fields {
  YAML::Node self;
  std::map<std::string, Entry> entries;
  int unknown_keys = 0;
  std::vector<std::string> suggested;  // the keys "did you mean" named for unknown keys

  const Entry* find(const std::string& key) const {
    auto it = entries.find(key);
    return it == entries.end() ? nullptr : &it->second;
  }
};

class YamlReader {
 public:
  explicit YamlReader(std::string file) : file_(std::move(file)) {}

 protected:
  // The document in `text`, or nullopt after an error (broken YAML, or an empty file:
  // "the <what> is empty"). Keeps `text` for error_inside().
  std::optional<YAML::Node> parse(std::string_view text, std::string_view what);
  // The errors so far, in file order.
  YamlErrors sorted_errors();

  void error(const YAML::Node& at, std::string_view key, std::string message);
  // Like error(), but pinned to byte `offset` of the scalar's value when the file spells
  // the value as it reads, on one line; otherwise to the scalar's start.
  void error_inside(const YAML::Node& scalar, std::size_t offset, std::string_view key,
                    std::string message);
  // A warning at `at`: to the innermost WarningCapture of this thread, else to stderr.
  void warning(const YAML::Node& at, std::string message);

  // Checks that `node` is a mapping with only known, non-repeated keys (`what` names it
  // in messages: "a test"). A kebab-case spelling of a known key is read as that key,
  // with a warning.
  std::optional<Fields> fields(const YAML::Node& node, std::string_view key, const Keys& known,
                               std::string_view what);
  // The entry of a key that must be there; otherwise "<what> needs '<key>'" at the
  // mapping, unless an unknown key was already reported as a typo of it.
  const Entry* required(const Fields& map, const std::string& key, std::string_view what);

  // Typed values. The *_of forms read a node (`key` names it in messages); the *_at forms
  // read a key of a mapping, and give nullopt without an error when it is absent. Each
  // gives nullopt after reporting a wrong value.
  std::optional<std::string> string_of(const YAML::Node& node, std::string_view key);
  std::optional<double> number_of(const YAML::Node& node, std::string_view key, double min,
                                  double max, std::string_view unit);
  std::optional<std::int64_t> integer_of(const YAML::Node& node, std::string_view key,
                                         std::int64_t min, std::int64_t max);
  std::optional<bool> flag_of(const YAML::Node& node, std::string_view key);
  // A name of a closed set's table (`value` is the row's enum member; NameRow tables
  // need none): "'x' is not <noun>; use 'a', 'b' or 'c'; did you mean 'b'?".
  template <class Row, std::size_t N, class Enum>
  std::optional<Enum> choice_of(const YAML::Node& node, std::string_view key, const Row (&table)[N],
                                Enum Row::*value, std::string_view noun);
  template <class Enum, std::size_t N>
  std::optional<Enum> choice_of(const YAML::Node& node, std::string_view key,
                                const NameRow<Enum> (&table)[N], std::string_view noun) {
    return choice_of(node, key, table, &NameRow<Enum>::value, noun);
  }

  std::optional<std::string> string_at(const Fields& map, const std::string& key);
  std::optional<double> number_at(const Fields& map, const std::string& key, double min, double max,
                                  std::string_view unit);
  std::optional<std::int64_t> integer_at(const Fields& map, const std::string& key,
                                         std::int64_t min, std::int64_t max);
  std::optional<bool> flag_at(const Fields& map, const std::string& key);
  template <class Row, std::size_t N, class Enum>
  std::optional<Enum> choice_at(const Fields& map, const std::string& key, const Row (&table)[N],
                                Enum Row::*value, std::string_view noun) {
    const Entry* entry = map.find(key);
    if (entry == nullptr) return std::nullopt;
    return choice_of(entry->value, key, table, value, noun);
  }
  template <class Enum, std::size_t N>
  std::optional<Enum> choice_at(const Fields& map, const std::string& key,
                                const NameRow<Enum> (&table)[N], std::string_view noun) {
    return choice_at(map, key, table, &NameRow<Enum>::value, noun);
  }

  std::string file_;
  std::string_view text_;  // the whole file, during a load
  YamlErrors errors_;

 private:
  void unknown_choice(const YAML::Node& node, std::string_view key, const std::string& text,
                      const Keys& names, std::string_view noun);
};

template <class Row, std::size_t N, class Enum>
std::optional<Enum> YamlReader::choice_of(const YAML::Node& node, std::string_view key,
                                          const Row (&table)[N], Enum Row::*value,
                                          std::string_view noun) {
  auto text = string_of(node, key);
  if (!text) return std::nullopt;
  if (auto found = value_named(table, value, *text)) return found;
  unknown_choice(node, key, *text, names_of(table), noun);
  return std::nullopt;
}

}  // namespace puzzle

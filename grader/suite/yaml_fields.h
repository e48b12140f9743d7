// The checked YAML reading every grader file format shares (suites, assignment
// manifests): mappings whose keys are checked against a known list, typed values, and
// every problem kept as a SuiteError pinned to its 1-based line and column, with a "did
// you mean" for a misspelt key. A loader derives from YamlReader and adds its own fields.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"
#include "suite/suite.h"
#include "suite/suite_loader.h"

namespace grader {

using Keys = std::vector<std::string_view>;

// In the order of Visibility.
inline const Keys kVisibilityNames = puzzle::names_of(kVisibilityTable);

// One key/value pair of a mapping, kept with both nodes for error positions.
struct Entry {
  YAML::Node key;
  YAML::Node value;
};

// A mapping whose keys were checked against a known list.
struct Fields {
  YAML::Node self;
  std::map<std::string, Entry> entries;
  int unknown_keys = 0;

  const Entry* find(const std::string& key) const {
    auto it = entries.find(key);
    return it == entries.end() ? nullptr : &it->second;
  }
};

// "'a', 'b' or 'c'"
std::string quote_list(const Keys& names);
// `message` plus "; did you mean 'x'?" when `word` is close to one of `known`.
std::string with_suggestion(std::string message, std::string_view word, const Keys& known);
std::optional<double> parse_number(const std::string& text);
std::optional<std::int64_t> parse_integer(std::string_view text);

class YamlReader {
 public:
  explicit YamlReader(std::string file) : file_(std::move(file)) {}

 protected:
  // The document in `text`, or nullopt after an error (broken YAML, or an empty file:
  // "the <what> is empty"). Keeps `text` for error_inside().
  std::optional<YAML::Node> parse(std::string_view text, std::string_view what);
  // The errors so far, in file order.
  SuiteErrors sorted_errors();

  void error(const YAML::Node& at, std::string_view key, std::string message);
  // Like error(), but pinned to byte `offset` of the scalar's value when the file spells
  // the value as it reads, on one line; otherwise to the scalar's start.
  void error_inside(const YAML::Node& scalar, std::size_t offset, std::string_view key,
                    std::string message);
  // Checks that `node` is a mapping with only known, non-repeated keys.
  std::optional<Fields> fields(const YAML::Node& node, std::string_view key, const Keys& known,
                               std::string_view what);
  std::optional<std::string> string_at(const Fields& map, const std::string& key);
  std::optional<double> number_at(const Fields& map, const std::string& key, double min,
                                  double max, std::string_view unit);
  std::optional<std::int64_t> integer_at(const Fields& map, const std::string& key,
                                         std::int64_t min, std::int64_t max);
  std::optional<Visibility> visibility_at(const Fields& map, const std::string& key);

  std::string file_;
  std::string_view text_;  // the whole file, during a load
  SuiteErrors errors_;
};

}  // namespace grader

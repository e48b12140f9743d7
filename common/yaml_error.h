// A problem of a YAML file, pinned to its 1-based line and column: what every loader
// (common/yaml_fields.h) reports. Apart so that the loaders' headers need no yaml-cpp.
#pragma once

#include <string>
#include <vector>

namespace puzzle {

struct YamlError {
  std::string file;
  int line = 1;    // 1-based
  int column = 1;  // 1-based
  std::string message;
  std::string key;  // the key at fault; may be empty (e.g. broken YAML)

  // "FILE:LINE:COLUMN: message (key 'x')"
  std::string to_string() const;
};

using YamlErrors = std::vector<YamlError>;

}  // namespace puzzle

#include "presets/shipped.h"

#include <stdexcept>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "presets/assignment_file_yaml.h"

namespace puzzle {
namespace {

Assignment must_load(std::string_view name) {
  auto assignment = load_shipped_assignment(name);
  if (!assignment) throw std::logic_error(assignment.error().message);
  return std::move(*assignment);
}

}  // namespace

Expected<Assignment> load_shipped_assignment(std::string_view name) {
  std::string known;
  for (const ShippedFile& file : shipped_files()) {
    if (file.name == name) {
      return parse_assignment_yaml(file.text,
                                   fmt::format("reference/assignments/{}.yaml", file.name));
    }
    known += known.empty() ? "" : ", ";
    known += file.name;
  }
  return Error{fmt::format("no shipped assignment \"{}\" (known: {})", name, known)};
}

// Function-local statics: each file is parsed once, on first use, thread-safely, and a
// command parses only the file it runs.
const Assignment& driver_assignment() {
  static const Assignment assignment = must_load("driver");
  return assignment;
}

const Assignment& driver_1t2017_assignment() {
  static const Assignment assignment = must_load("driver-1t2017");
  return assignment;
}

const Assignment& funny_assignment() {
  static const Assignment assignment = must_load("funny");
  return assignment;
}

const Assignment& funny_8tile_assignment() {
  static const Assignment assignment = must_load("funny-8tile");
  return assignment;
}

const Assignment& funny_variable_assignment() {
  static const Assignment assignment = must_load("funny-variable");
  return assignment;
}

const Assignment& fifteen_assignment() {
  static const Assignment assignment = must_load("fifteen");
  return assignment;
}

const Assignment& lecture_assignment() {
  static const Assignment assignment = must_load("lecture");
  return assignment;
}

}  // namespace puzzle

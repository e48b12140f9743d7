#include "presets/shipped.h"

#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace puzzle {
namespace {

const ShippedFile* find_shipped(std::string_view name) {
  for (const ShippedFile& file : shipped_files()) {
    if (file.name == name) return &file;
  }
  return nullptr;
}

// Precondition: a shipped file called `name` (shipped_test.cc checks the names the code uses).
const Assignment& shipped(std::string_view name) {
  const ShippedFile* file = find_shipped(name);
  if (file == nullptr) throw std::logic_error(fmt::format("no shipped assignment \"{}\"", name));
  return file->assignment();
}

}  // namespace

Expected<Assignment> load_shipped_assignment(std::string_view name) {
  if (const ShippedFile* file = find_shipped(name)) return file->assignment();
  std::string known;
  for (const ShippedFile& file : shipped_files()) {
    known += known.empty() ? "" : ", ";
    known += file.name;
  }
  return Error{fmt::format("no shipped assignment \"{}\" (known: {})", name, known)};
}

const Assignment& driver_assignment() { return shipped("driver"); }
const Assignment& driver_1t2017_assignment() { return shipped("driver-1t2017"); }
const Assignment& funny_assignment() { return shipped("funny"); }
const Assignment& funny_8tile_assignment() { return shipped("funny-8tile"); }
const Assignment& funny_variable_assignment() { return shipped("funny-variable"); }
const Assignment& fifteen_assignment() { return shipped("fifteen"); }
const Assignment& lecture_assignment() { return shipped("lecture"); }

}  // namespace puzzle

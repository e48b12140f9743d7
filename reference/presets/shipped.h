#pragma once
// The shipped assignment files (reference/assignments/*.yaml) are the presets: the build
// embeds each file's text (reference/cmake/embed_assignments.cmake), and each preset is
// that text parsed by parse_assignment_yaml (assignment_file_yaml.h), once, on first use.
// An instructor's copy of a file therefore behaves exactly as the built-in command.

#include <span>
#include <string_view>

#include "common/expected.h"
#include "presets/assignment_file.h"

namespace puzzle {

struct ShippedFile {
  std::string_view name;  // the file name without .yaml: "driver", "funny-8tile", ...
  std::string_view text;  // the file, byte for byte
};

// Every shipped file, in the order reference/CMakeLists.txt lists them.
std::span<const ShippedFile> shipped_files();

// The shipped assignment called `name`; an error names the known ones, or carries the
// file's parse error.
Expected<Assignment> load_shipped_assignment(std::string_view name);

// The presets, parsed on first use. A shipped file that does not parse is a bug of the
// build (a test parses every one): these throw std::logic_error.
const Assignment& driver_assignment();          // driver.yaml (assignments.md section 1)
const Assignment& driver_1t2017_assignment();   // driver-1t2017.yaml
const Assignment& funny_assignment();           // funny.yaml (section 2)
const Assignment& funny_8tile_assignment();     // funny-8tile.yaml
const Assignment& funny_variable_assignment();  // funny-variable.yaml
const Assignment& fifteen_assignment();         // fifteen.yaml (section 3)
const Assignment& lecture_assignment();         // lecture.yaml (section 4)

}  // namespace puzzle

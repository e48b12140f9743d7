#pragma once
// The shipped assignment files (reference/assignments/*.yaml) are the presets. The build
// loads each with the reader every assignment file goes through (assignment_file_yaml.h)
// and compiles the result into C++ (presets/assignment_cpp.h, embed_assignments_main.cc),
// so a run starts without parsing YAML; shipped_test.cc checks that the compiled presets
// equal the files. An instructor's copy of a file therefore behaves exactly as the
// built-in command.

#include <span>
#include <string_view>

#include "common/expected.h"
#include "presets/assignment_file.h"

namespace puzzle {

struct ShippedFile {
  std::string_view name;              // the file name without .yaml: "driver", ...
  const Assignment& (*assignment)();  // the file's assignment, built on first use
};

// Every shipped file, in the order reference/CMakeLists.txt lists them.
std::span<const ShippedFile> shipped_files();

// The shipped assignment called `name`; an error names the known ones.
Expected<Assignment> load_shipped_assignment(std::string_view name);

// The presets.
const Assignment& driver_assignment();          // driver.yaml (assignments.md section 1)
const Assignment& driver_1t2017_assignment();   // driver-1t2017.yaml
const Assignment& funny_assignment();           // funny.yaml (section 2)
const Assignment& funny_8tile_assignment();     // funny-8tile.yaml
const Assignment& funny_variable_assignment();  // funny-variable.yaml
const Assignment& fifteen_assignment();         // fifteen.yaml (section 3)
const Assignment& lecture_assignment();         // lecture.yaml (section 4)

}  // namespace puzzle

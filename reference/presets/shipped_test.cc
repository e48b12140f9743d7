// The shipped assignment files are the presets: every file in reference/assignments/ is
// compiled in, equal to what the assignment-file reader makes of the file on disk, and
// has the methods the C++ code names. What the
// presets print is checked against published numbers in each preset's own test.

#include "presets/shipped.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <gtest/gtest.h>

#include "presets/assignment_file_yaml.h"
#include "presets/driver.h"
#include "presets/fifteen.h"
#include "presets/lecture.h"

namespace puzzle {
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), {}};
}

const ShippedFile* embedded(std::string_view name) {
  const auto files = shipped_files();
  const auto found = std::find_if(files.begin(), files.end(),
                                  [&](const ShippedFile& file) { return file.name == name; });
  return found == files.end() ? nullptr : &*found;
}

TEST(ShippedAssignments, every_file_in_the_folder_is_compiled_in_equal_to_the_file) {
  std::size_t on_disk = 0;
  for (const auto& entry : fs::directory_iterator(PUZZLE_ASSIGNMENTS_DIR)) {
    if (entry.path().extension() != ".yaml") continue;
    ++on_disk;
    const std::string name = entry.path().stem().string();
    const ShippedFile* file = embedded(name);
    ASSERT_NE(file, nullptr) << name << ".yaml is not in reference/CMakeLists.txt's list";
    const auto parsed = parse_assignment_yaml(read(entry.path()), entry.path().string());
    ASSERT_TRUE(parsed) << parsed.error().message;
    EXPECT_TRUE(file->assignment() == *parsed)
        << name << ": the compiled preset differs from the file; presets/assignment_cpp.cc "
        << "must write every field of Assignment";
    EXPECT_EQ(file->assignment().name, name);
  }
  EXPECT_EQ(shipped_files().size(), on_disk);
  EXPECT_GE(on_disk, 7u);
}

TEST(ShippedAssignments, an_unknown_name_lists_the_known_ones) {
  EXPECT_EQ(load_shipped_assignment("fiften").error().message,
            "no shipped assignment \"fiften\" (known: driver, driver-1t2017, funny, funny-8tile, "
            "funny-variable, fifteen, lecture)");
}

std::vector<std::string> strings(const std::vector<std::string_view>& names) {
  return {names.begin(), names.end()};
}

TEST(ShippedAssignments, the_files_have_the_methods_the_code_names) {
  EXPECT_EQ(method_names(driver_assignment()), strings(names_of(kDriverMethodTable)));
  EXPECT_EQ(method_names(lecture_assignment()), strings(names_of(kLectureMethodTable)));
  // fifteen_config(h) looks the method up by its heuristic's name.
  EXPECT_EQ(method_names(fifteen_assignment()),
            (std::vector<std::string>{"misplaced", "manhattan"}));
  EXPECT_EQ(fifteen_config(HeuristicKind::misplaced).heuristic, HeuristicKind::misplaced);
  EXPECT_EQ(fifteen_config(HeuristicKind::manhattan).heuristic, HeuristicKind::manhattan);
}

}  // namespace
}  // namespace puzzle

// Everything written from a class's results: gradebook.csv, feedback/<student>.md,
// summary.json and class-report.html, each file written atomically.
#pragma once

#include <filesystem>
#include <vector>

#include "export/class_results.h"

namespace grader {

// Writes the exports of `students` into `out` (created if needed).
void write_exports(const std::vector<StudentResult>& students, const std::filesystem::path& out);

}  // namespace grader

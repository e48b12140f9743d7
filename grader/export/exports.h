// Everything written from a class's results: gradebook.csv, feedback/<student>.md,
// summary.json and class-report.html, each file written atomically; with a similarity
// check (export --similarity), its section of the report and similarity.csv.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

#include "export/class_results.h"
#include "export/similarity_report.h"

namespace grader {

// Writes the exports of `students` into `out` (created if needed). similarity.csv only
// when `similarity` was checked (a stale one is left alone otherwise).
void write_exports(const std::vector<StudentResult>& students, const std::filesystem::path& out,
                   const std::optional<SimilarityReport>& similarity = std::nullopt);

}  // namespace grader

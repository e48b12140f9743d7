// class-report.html: one self-contained page (inline CSS and SVG, no scripts or fonts)
// for the instructor: score histogram, pass rate per test, grading-time distribution,
// the students grouped by what explains their wrong numbers (grade/explanation.h), and
// one row per student with their status (why a 0 is a 0) and a link to their
// feedback/<student>.md, the only links, relative to the page's own folder.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "export/class_results.h"
#include "export/similarity_render.h"

namespace grader {

// Element ids a reader (or a test) can rely on: score-histogram, pass-rate,
// runtime-histogram, explanations, students; similarity with `similarity` (export
// --similarity: pairs that share unusual code, or why they were not checked).
std::string class_report_html(const std::vector<StudentResult>& students,
                              const std::optional<SimilarityReport>& similarity = std::nullopt);

}  // namespace grader

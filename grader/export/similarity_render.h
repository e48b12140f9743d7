// How a similarity check is shown (export --similarity): similarity.csv, the class
// report's section and the one line export prints. Every name and line of code from a
// student or an archive is made inert for its destination (report/untrusted_text.h).
#pragma once

#include <string>

#include "export/similarity_report.h"

namespace grader {

// similarity.csv: one row per pair (student_1, student_2, similarity, longest_fragment,
// student_1_lines, student_2_lines, student_2_archive: "" for a classmate, else the
// archive's label), names through csv_field().
std::string similarity_csv(const SimilarityReport& report);

// The class report's "Similar submissions" section (id="similarity"): the pairs or the
// note, and that a pair is a hint for a human, never proof; for the first
// kMaxPairsWithCode pairs, their largest shared regions side by side (id="similarity-code"),
// every line through html_escape().
std::string similarity_section_html(const SimilarityReport& report);

// The one line `export` prints: where the pairs are, or why there are none.
std::string similarity_summary(const SimilarityReport& report, const std::string& out);

}  // namespace grader

// feedback/<student>.md: what a student reads about their grade. Per test the verdict
// and score; for tests whose details students may see (report.h shows_details), the
// reason, the failed lines with expected and actual text, the variant diagnosis and the
// end of stderr. A hidden test shows its verdict and score only (plus a diagnosis
// sentence written to name a variant without any test data).
#pragma once

#include <string>
#include <string_view>

#include "export/class_results.h"

namespace grader {

// `text` with Markdown's inline specials backslash-escaped, newlines turned to spaces,
// so it can sit in a heading or a table cell.
std::string markdown_inline(std::string_view text);

// A fenced code block that `text` cannot close early (the fence is longer than any run
// of backticks inside).
std::string markdown_code_block(std::string_view text);

std::string feedback_markdown(const StudentResult& student);

}  // namespace grader

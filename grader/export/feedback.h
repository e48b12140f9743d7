// feedback/<student>.md: what a student reads about their grade. Per test the verdict
// and score; for tests whose details students may see (report.h shows_details), the
// reason, the failed lines with expected and actual text, the variant diagnosis and the
// end of stderr. A hidden test shows its verdict and score only (plus a diagnosis
// sentence written to name a variant without any test data).
#pragma once

#include <string>
#include <string_view>

#include "export/class_results.h"
#include "report/untrusted_text.h"  // markdown_inline, markdown_code_block

namespace grader {

std::string feedback_markdown(const StudentResult& student);

}  // namespace grader

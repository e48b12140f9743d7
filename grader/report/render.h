// One report in the format a command line names: the dispatch to every format's module.
// Kept apart from report/report.h, whose helpers (points, explanation paragraphs) each
// format reads, so that no format includes the module that includes it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "common/name_table.h"
#include "grade/result.h"
#include "report/report.h"  // Color

namespace grader {

enum class ReportFormat { text, json, gradescope, junit, github_classroom, prairielearn };
inline constexpr puzzle::NameRow<ReportFormat> kReportFormatTable[] = {
    {ReportFormat::text, "text"},
    {ReportFormat::json, "json"},
    {ReportFormat::gradescope, "gradescope"},
    {ReportFormat::junit, "junit"},
    {ReportFormat::github_classroom, "github-classroom"},
    {ReportFormat::prairielearn, "prairielearn"},
};

std::optional<ReportFormat> parse_report_format(std::string_view name);
std::string_view to_string(ReportFormat format);

// The report as a string, ready to print or write to a file.
std::string render_report(const SuiteResult& result, ReportFormat format, Color color);

}  // namespace grader

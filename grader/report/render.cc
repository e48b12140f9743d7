#include "report/render.h"

#include "report/github_classroom_report.h"
#include "report/gradescope_report.h"
#include "report/json_report.h"
#include "report/junit_report.h"
#include "report/prairielearn_report.h"
#include "report/text_report.h"

namespace grader {

static_assert(puzzle::covers_each_value_once(kReportFormatTable, ReportFormat::prairielearn));

std::optional<ReportFormat> parse_report_format(std::string_view name) {
  return puzzle::value_named(kReportFormatTable, name);
}

std::string_view to_string(ReportFormat format) {
  return puzzle::name_of(kReportFormatTable, format);
}

std::string render_report(const SuiteResult& result, ReportFormat format, Color color) {
  switch (format) {
    case ReportFormat::text: return text_report(result, color);
    case ReportFormat::json: return json_report(result);
    case ReportFormat::gradescope: return gradescope_report(result);
    case ReportFormat::junit: return junit_report(result);
    case ReportFormat::github_classroom: return github_classroom_report(result);
    case ReportFormat::prairielearn: return prairielearn_report(result);
  }
  return "";
}

}  // namespace grader

// Small inline SVG charts for the HTML class report: no scripts, no fonts beyond the
// browser's default sans-serif, readable when printed.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "report/untrusted_text.h"  // html_escape

namespace grader {

struct Bar {
  std::string label;    // under the column / left of the bar
  double value = 0;
  std::string caption;  // printed at the end of the bar, e.g. "12" or "85%"
  std::string tooltip;  // <title>, shown on hover
};

struct ChartSpec {
  std::string id;       // the <svg> element's id
  std::string title;    // aria-label and <title>
  double max_value = 1; // the value of a full-length bar (> 0)
};

// Vertical columns side by side (histograms).
std::string column_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars);

// One horizontal bar per row with its label on the left (one row per test).
std::string row_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars);

// How many of `values` fall in each of `bins` equal slices of [low, high]; values
// outside are put in the first or last bin. `bins` >= 1 and high > low.
std::vector<int> histogram(const std::vector<double>& values, double low, double high, int bins);

}  // namespace grader

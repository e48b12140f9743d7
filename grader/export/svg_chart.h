// Small inline SVG charts for the HTML class report: no scripts, no fonts beyond the
// browser's default sans-serif, readable when printed. Each axis has a title with its
// unit and tick labels laid out so that none overlaps another, however many bars and
// however long their labels (long ones are shortened, with the whole text in the tooltip).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "report/untrusted_text.h"  // html_escape

namespace grader {

struct Bar {
  std::string label;  // under the column / left of the bar
  double value = 0;
  std::string caption;  // printed at the end of the bar, e.g. "12" or "85%"
  std::string tooltip;  // <title>, shown on hover
};

// What the value axis's ticks count.
enum class ValueScale {
  count,  // whole numbers from 0 up to a round number at or above max_value
  share,  // 0% to 100% of max_value
};

struct ChartSpec {
  std::string id;             // the <svg> element's id
  std::string title;          // aria-label and <title>
  double max_value = 1;       // the value of a full-length bar (> 0); with count, rounded up
  std::string category_axis;  // what the bars are, with the unit: "score (% of the maximum)"
  std::string value_axis;     // what their length is, with the unit: "students"
  ValueScale scale = ValueScale::count;
};

// Vertical columns side by side (histograms): categories along the bottom, the value
// axis on the left.
std::string column_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars);

// One horizontal bar per row with its label on the left (one row per test): the value
// axis along the bottom.
std::string row_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars);

// How many of `values` fall in each of `bins` equal slices of [low, high]; values
// outside are put in the first or last bin. `bins` >= 1 and high > low.
std::vector<int> histogram(const std::vector<double>& values, double low, double high, int bins);

// The ticks of a count axis reaching at least `max_value`: 0, step, 2*step, ... with a
// step of 1, 2 or 5 times a power of ten and at most 6 ticks ({0, 1} for max_value <= 1).
std::vector<int> count_ticks(double max_value);

}  // namespace grader

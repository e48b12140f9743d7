#include "export/svg_chart.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace grader {
namespace {

constexpr int kColumnWidth = 640;
constexpr int kColumnHeight = 260;
constexpr int kLeft = 44;
constexpr int kBottom = 48;
constexpr int kTop = 24;
constexpr int kRowHeight = 24;
constexpr int kLabelWidth = 220;
constexpr int kBarSpace = 340;

std::string open_svg(const ChartSpec& spec, int width, int height) {
  return fmt::format(
      "<svg id=\"{0}\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"{1}\" "
      "width=\"{2}\" height=\"{3}\" viewBox=\"0 0 {2} {3}\" font-family=\"sans-serif\" "
      "font-size=\"12\"><title>{1}</title>\n",
      html_escape(spec.id), html_escape(spec.title), width, height);
}

double fraction(const ChartSpec& spec, double value) {
  return spec.max_value > 0 ? std::clamp(value / spec.max_value, 0.0, 1.0) : 0;
}

std::string column(const ChartSpec& spec, const Bar& bar, double x, double width) {
  double plot = kColumnHeight - kTop - kBottom;
  double height = plot * fraction(spec, bar.value);
  double y = kTop + plot - height;
  return fmt::format(
      "<g><title>{0}</title><rect class=\"bar\" x=\"{1:.1f}\" y=\"{2:.1f}\" width=\"{3:.1f}\" "
      "height=\"{4:.1f}\" fill=\"#3b6ea5\"/>"
      "<text x=\"{5:.1f}\" y=\"{6:.1f}\" text-anchor=\"middle\">{7}</text>"
      "<text x=\"{5:.1f}\" y=\"{8}\" text-anchor=\"middle\" fill=\"#444\">{9}</text></g>\n",
      html_escape(bar.tooltip), x + 2, y, std::max(1.0, width - 4), height, x + width / 2, y - 4,
      html_escape(bar.caption), kColumnHeight - kBottom + 16, html_escape(bar.label));
}

// Red below half, amber below 80 %, green above: a class's trouble spots at a glance.
std::string_view tone(double share) {
  if (share < 0.5) return "#c0392b";
  if (share < 0.8) return "#d68910";
  return "#2e8b57";
}

std::string row(const ChartSpec& spec, const Bar& bar, int index) {
  int y = kTop / 2 + index * kRowHeight;
  double share = fraction(spec, bar.value);
  double width = kBarSpace * share;
  return fmt::format(
      "<g><title>{0}</title><text x=\"{1}\" y=\"{2}\" text-anchor=\"end\">{3}</text>"
      "<rect x=\"{4}\" y=\"{5}\" width=\"{6}\" height=\"16\" fill=\"#eee\"/>"
      "<rect class=\"bar\" x=\"{4}\" y=\"{5}\" width=\"{7:.1f}\" height=\"16\" fill=\"{8}\"/>"
      "<text x=\"{9}\" y=\"{2}\">{10}</text></g>\n",
      html_escape(bar.tooltip), kLabelWidth - 8, y + 13, html_escape(bar.label), kLabelWidth,
      y + 1, kBarSpace, width, tone(share), kLabelWidth + kBarSpace + 6, html_escape(bar.caption));
}

// Label too long for the left column: keep its start and end.
Bar shortened(Bar bar) {
  constexpr std::size_t kMax = 32;
  if (bar.label.size() > kMax) bar.label = bar.label.substr(0, 14) + "…" + bar.label.substr(bar.label.size() - 14);
  return bar;
}

}  // namespace

std::string column_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars) {
  std::string svg = open_svg(spec, kColumnWidth, kColumnHeight);
  double plot_width = kColumnWidth - kLeft - 8;
  double width = bars.empty() ? plot_width : plot_width / static_cast<double>(bars.size());
  int axis = kColumnHeight - kBottom;
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"#888\"/>\n", kLeft,
                     axis, kColumnWidth - 8);
  for (std::size_t i = 0; i < bars.size(); ++i) {
    svg += column(spec, bars[i], kLeft + width * static_cast<double>(i), width);
  }
  return svg + "</svg>\n";
}

std::string row_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars) {
  int height = kTop + static_cast<int>(bars.size()) * kRowHeight;
  std::string svg = open_svg(spec, kLabelWidth + kBarSpace + 60, height);
  for (std::size_t i = 0; i < bars.size(); ++i) svg += row(spec, shortened(bars[i]), static_cast<int>(i));
  return svg + "</svg>\n";
}

std::vector<int> histogram(const std::vector<double>& values, double low, double high, int bins) {
  std::vector<int> counts(static_cast<std::size_t>(std::max(bins, 1)), 0);
  double width = (high - low) / static_cast<double>(counts.size());
  for (double value : values) {
    double slot = width > 0 ? std::floor((value - low) / width) : 0;
    auto index = static_cast<std::size_t>(std::clamp(slot, 0.0, static_cast<double>(counts.size() - 1)));
    ++counts[index];
  }
  return counts;
}

}  // namespace grader

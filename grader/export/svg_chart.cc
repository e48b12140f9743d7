#include "export/svg_chart.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace grader {
namespace {

constexpr int kFontSize = 12;
constexpr double kLineHeight = 1.5 * kFontSize;  // between two parallel slanted labels
constexpr double kSlant = 0.7071067811865476;    // sin 45 = cos 45

constexpr int kColumnWidth = 760;
constexpr int kPlotHeight = 190;
constexpr int kTop = 24;            // room for the tallest column's caption
constexpr int kValueAxisRoom = 58;  // left of a column chart: value-axis title and ticks
constexpr int kRight = 8;
constexpr int kTickRoom = 18;  // under an axis, for unslanted tick labels
constexpr int kAxisTitleRoom = 22;
constexpr double kMaxColumnLabel = 150;  // px: longer labels are shortened

constexpr int kRowHeight = 24;
constexpr int kLabelWidth = 260;
constexpr int kBarSpace = 340;
constexpr int kCaptionRoom = 60;

// Code points, not bytes: "…" is one character wide.
std::size_t length(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

// An upper bound of the width of one character, in em, in the common sans-serif fonts a
// browser falls back to (DejaVu Sans, Liberation Sans, Arial, Helvetica): labels are laid
// out for these widths, so a real one is never wider than planned. `lead` is a UTF-8
// lead byte (or ASCII): anything beyond ASCII counts as a full em (CJK, symbols).
double char_em(unsigned char lead) {
  if (lead >= 0x80) return 1.0;
  constexpr std::string_view kWidest = "WMmw@%";
  constexpr std::string_view kWide = "#&+<=>~";
  constexpr std::string_view kNarrow = "ijlI!|.,:;'` ";
  const char c = static_cast<char>(lead);
  if (kWidest.find(c) != std::string_view::npos) return 1.0;
  if (kWide.find(c) != std::string_view::npos || (c >= 'A' && c <= 'Z')) return 0.84;
  if (kNarrow.find(c) != std::string_view::npos) return 0.4;
  return 0.66;
}

double text_width(std::string_view text) {
  double em = 0;
  for (char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80)
      em += char_em(static_cast<unsigned char>(c));
  }
  return em * kFontSize;
}

// The first `count` code points of `text`, or its last `count` with `from_end`.
enum class From { start, end };
std::string code_points(std::string_view text, std::size_t count, From from) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) starts.push_back(i);
  }
  if (count >= starts.size()) return std::string(text);
  switch (from) {
    case From::start: return std::string(text.substr(0, starts[count]));
    case From::end: return std::string(text.substr(starts[starts.size() - count]));
  }
  return std::string(text);
}

// `text` in at most `max_chars` characters: its start and end around an ellipsis.
std::string shortened(std::string_view text, std::size_t max_chars) {
  if (length(text) <= max_chars || max_chars < 3) return std::string(text);
  const std::size_t kept = max_chars - 1;
  return code_points(text, (kept + 1) / 2, From::start) + "…" +
         code_points(text, kept / 2, From::end);
}

// `text`, shortened until text_width() is at most `width`.
std::string fitted(std::string_view text, double width) {
  std::size_t chars = length(text);
  std::string out(text);
  while (chars > 3 && text_width(out) > width) out = shortened(text, --chars);
  return out;
}

std::string open_svg(const ChartSpec& spec, int width, int height) {
  return fmt::format(
      "<svg id=\"{0}\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-label=\"{1}\" "
      "width=\"{2}\" height=\"{3}\" viewBox=\"0 0 {2} {3}\" font-family=\"sans-serif\" "
      "font-size=\"{4}\"><title>{1}</title>\n",
      html_escape(spec.id), html_escape(spec.title), width, height, kFontSize);
}

std::string axis_title(std::string_view text, double x, double y, int rotate) {
  std::string turn = rotate == 0
                         ? ""
                         : fmt::format(" transform=\"rotate({} {:.1f} {:.1f})\"", rotate, x, y);
  return fmt::format("<text class=\"axis-title\" x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" "
                     "fill=\"#333\"{}>{}</text>\n",
                     x, y, turn, html_escape(text));
}

// The value axis: its ticks' values and how each reads.
struct Tick {
  double value;
  std::string label;
};

std::vector<Tick> value_ticks(const ChartSpec& spec) {
  std::vector<Tick> ticks;
  switch (spec.scale) {
    case ValueScale::count:
      for (int n : count_ticks(spec.max_value)) ticks.push_back({double(n), std::to_string(n)});
      break;
    case ValueScale::share:
      for (int percent = 0; percent <= 100; percent += 25) {
        ticks.push_back({spec.max_value * percent / 100.0, fmt::format("{}%", percent)});
      }
      break;
  }
  return ticks;
}

double axis_top(const ChartSpec& spec) {
  std::vector<Tick> ticks = value_ticks(spec);
  return ticks.back().value > 0 ? ticks.back().value : 1;
}

double fraction(double value, double top) { return std::clamp(value / top, 0.0, 1.0); }

// How the column chart's category labels fit: level when each fits its column, else
// slanted at 45 degrees, and only every `every`-th one when even slanted they would touch.
struct LabelLayout {
  bool slanted = false;
  std::size_t every = 1;
  double height = kTickRoom;  // below the axis
};

LabelLayout column_labels(const std::vector<Bar>& bars, double column) {
  LabelLayout layout;
  double widest = 0;
  for (const Bar& bar : bars)
    widest = std::max(widest, text_width(fitted(bar.label, kMaxColumnLabel)));
  if (widest + 4 <= column) return layout;
  layout.slanted = true;
  const double spacing = column * kSlant;  // between two slanted neighbours
  layout.every = static_cast<std::size_t>(std::ceil(kLineHeight / std::max(spacing, 0.1)));
  layout.height = 18 + (widest + kFontSize) * kSlant + 4;
  return layout;
}

std::string column(const Bar& bar, double x, double width, double top, bool caption_fits) {
  double height = kPlotHeight * fraction(bar.value, top);
  double y = kTop + kPlotHeight - height;
  std::string caption =
      caption_fits ? fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{}</text>",
                                 x + width / 2, y - 4, html_escape(bar.caption))
                   : "";
  return fmt::format(
      "<g><title>{0}</title><rect class=\"bar\" x=\"{1:.1f}\" y=\"{2:.1f}\" width=\"{3:.1f}\" "
      "height=\"{4:.1f}\" fill=\"#3b6ea5\"/>{5}</g>\n",
      html_escape(bar.tooltip), x + std::min(2.0, width / 8), y,
      std::max(1.0, width - 2 * std::min(2.0, width / 8)), height, caption);
}

std::string column_label(const Bar& bar, double x, double axis, const LabelLayout& layout) {
  std::string text = html_escape(fitted(bar.label, kMaxColumnLabel));
  if (!layout.slanted) {
    return fmt::format("<text class=\"tick\" x=\"{:.1f}\" y=\"{}\" text-anchor=\"middle\" "
                       "fill=\"#444\">{}</text>\n",
                       x, axis + 15, text);
  }
  double y = axis + 18;
  return fmt::format(
      "<text class=\"tick\" x=\"{0:.1f}\" y=\"{1:.1f}\" text-anchor=\"end\" fill=\"#444\" "
      "transform=\"rotate(-45 {0:.1f} {1:.1f})\">{2}</text>\n",
      x, y, text);
}

// Gridlines and tick labels of the column chart's value axis, and the axis itself.
std::string column_value_axis(const ChartSpec& spec, int left, int right, int axis) {
  std::string svg;
  const double top = axis_top(spec);
  for (const Tick& tick : value_ticks(spec)) {
    double y = axis - kPlotHeight * fraction(tick.value, top);
    svg +=
        fmt::format("<line x1=\"{0}\" y1=\"{1:.1f}\" x2=\"{2}\" y2=\"{1:.1f}\" stroke=\"#e4e4e4\"/>"
                    "<text class=\"tick\" x=\"{3}\" y=\"{4:.1f}\" text-anchor=\"end\" "
                    "fill=\"#444\">{5}</text>\n",
                    left, y, right, left - 6, y + 4, html_escape(tick.label));
  }
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"#888\"/>\n", left,
                     kTop, axis);
  return svg;
}

// Red below half, amber below 80 %, green above: a class's trouble spots at a glance.
std::string_view tone(double share) {
  if (share < 0.5) return "#c0392b";
  if (share < 0.8) return "#d68910";
  return "#2e8b57";
}

int row_top(int index) { return kTop + index * kRowHeight; }

std::string row(const Bar& bar, int index, double top) {
  int y = row_top(index);
  double share = fraction(bar.value, top);
  return fmt::format(
      "<g><title>{0}</title><text class=\"tick\" x=\"{1}\" y=\"{2}\" text-anchor=\"end\">{3}</text>"
      "<rect x=\"{4}\" y=\"{5}\" width=\"{6}\" height=\"16\" fill=\"#eee\"/>"
      "<rect class=\"bar\" x=\"{4}\" y=\"{5}\" width=\"{7:.1f}\" height=\"16\" fill=\"{8}\"/>"
      "<text x=\"{9}\" y=\"{2}\">{10}</text></g>\n",
      html_escape(bar.tooltip), kLabelWidth - 8, y + 13,
      html_escape(fitted(bar.label, kLabelWidth - 12)), kLabelWidth, y + 1, kBarSpace,
      kBarSpace * share, tone(share), kLabelWidth + kBarSpace + 6, html_escape(bar.caption));
}

std::string row_value_axis(const ChartSpec& spec, int axis) {
  std::string svg =
      fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"#888\"/>\n",
                  kLabelWidth, axis, kLabelWidth + kBarSpace);
  const double top = axis_top(spec);
  for (const Tick& tick : value_ticks(spec)) {
    double x = kLabelWidth + kBarSpace * fraction(tick.value, top);
    svg += fmt::format("<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" stroke=\"#888\"/>"
                       "<text class=\"tick\" x=\"{0:.1f}\" y=\"{3}\" text-anchor=\"middle\" "
                       "fill=\"#444\">{4}</text>\n",
                       x, axis, axis + 4, axis + 16, html_escape(tick.label));
  }
  return svg;
}

}  // namespace

std::vector<int> count_ticks(double max_value) {
  const double high = std::max(1.0, std::ceil(max_value));
  for (int power = 1;; power *= 10) {
    for (int step : {power, 2 * power, 5 * power}) {
      const int count = static_cast<int>(std::ceil(high / step));
      if (count <= 5) {
        std::vector<int> ticks;
        for (int i = 0; i <= count; ++i) ticks.push_back(i * step);
        return ticks;
      }
    }
  }
}

std::string column_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars) {
  // Slanted labels reach left of their column: the first one must not leave the picture.
  int left = kValueAxisRoom;
  double plot_width = 0, width = 0;
  LabelLayout labels;
  for (int pass = 0; pass < 2; ++pass) {
    plot_width = kColumnWidth - left - kRight;
    width = bars.empty() ? plot_width : plot_width / static_cast<double>(bars.size());
    labels = column_labels(bars, width);
    if (!labels.slanted || bars.empty()) break;
    const double reach = (text_width(fitted(bars[0].label, kMaxColumnLabel)) + kFontSize) * kSlant +
                         4 - width / 2;
    left = std::max(kValueAxisRoom, static_cast<int>(std::ceil(reach)));
  }
  const int axis = kTop + kPlotHeight;
  const int height = axis + static_cast<int>(std::ceil(labels.height)) + kAxisTitleRoom;
  const double top = axis_top(spec);
  bool captions_fit = std::all_of(bars.begin(), bars.end(), [&](const Bar& bar) {
    return text_width(bar.caption) + 2 <= width;
  });
  std::string svg = open_svg(spec, kColumnWidth, height);
  svg += column_value_axis(spec, left, kColumnWidth - kRight, axis);
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const double x = left + width * static_cast<double>(i);
    svg += column(bars[i], x, width, top, captions_fit);
    if (i % labels.every == 0) svg += column_label(bars[i], x + width / 2, axis, labels);
  }
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"#888\"/>\n", left,
                     axis, kColumnWidth - kRight);
  svg += axis_title(spec.category_axis, left + plot_width / 2, height - 6, 0);
  svg += axis_title(spec.value_axis, 14, kTop + kPlotHeight / 2.0, -90);
  return svg + "</svg>\n";
}

std::string row_chart_svg(const ChartSpec& spec, const std::vector<Bar>& bars) {
  const int axis = row_top(static_cast<int>(bars.size())) + 4;
  const int height = axis + kTickRoom + kAxisTitleRoom;
  const double top = axis_top(spec);
  std::string svg = open_svg(spec, kLabelWidth + kBarSpace + kCaptionRoom, height);
  svg += fmt::format(
      "<text class=\"axis-title\" x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#333\">{}</text>\n",
      kLabelWidth - 8, kTop - 8, html_escape(spec.category_axis));
  for (std::size_t i = 0; i < bars.size(); ++i) svg += row(bars[i], static_cast<int>(i), top);
  svg += row_value_axis(spec, axis);
  svg += axis_title(spec.value_axis, kLabelWidth + kBarSpace / 2.0, height - 6, 0);
  return svg + "</svg>\n";
}

std::vector<int> histogram(const std::vector<double>& values, double low, double high, int bins) {
  std::vector<int> counts(static_cast<std::size_t>(std::max(bins, 1)), 0);
  double width = (high - low) / static_cast<double>(counts.size());
  for (double value : values) {
    double slot = width > 0 ? std::floor((value - low) / width) : 0;
    auto index = static_cast<std::size_t>(
        std::clamp(slot, 0.0, static_cast<double>(counts.size() - 1)));
    ++counts[index];
  }
  return counts;
}

}  // namespace grader

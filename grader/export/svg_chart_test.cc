#include "export/svg_chart.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace grader {
namespace {

TEST(CountTicks, steps_by_one_two_or_five_times_a_power_of_ten) {
  EXPECT_EQ(count_ticks(0), (std::vector<int>{0, 1}));
  EXPECT_EQ(count_ticks(1), (std::vector<int>{0, 1}));
  EXPECT_EQ(count_ticks(3), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(count_ticks(5), (std::vector<int>{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(count_ticks(7), (std::vector<int>{0, 2, 4, 6, 8}));
  EXPECT_EQ(count_ticks(12), (std::vector<int>{0, 5, 10, 15}));
  EXPECT_EQ(count_ticks(237), (std::vector<int>{0, 50, 100, 150, 200, 250}));
  EXPECT_EQ(count_ticks(2.5), (std::vector<int>{0, 1, 2, 3}));
}

std::vector<Bar> bars(int count, const std::string& prefix) {
  std::vector<Bar> out;
  for (int i = 0; i < count; ++i) {
    std::string label = prefix + std::to_string(i);
    out.push_back({label, double(i % 7), std::to_string(i % 7), "full name: " + label});
  }
  return out;
}

TEST(ColumnChart, titles_both_axes_and_labels_the_value_ticks) {
  std::string svg = column_chart_svg(
      {"h", "Scores", 7, "score (% of the maximum points)", "students"}, bars(10, "b"));
  EXPECT_NE(svg.find(">score (% of the maximum points)</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("rotate(-90"), std::string::npos);  // the value axis title stands up
  EXPECT_NE(svg.find(">students</text>"), std::string::npos);
  for (const char* tick : {">0</text>", ">2</text>", ">4</text>", ">6</text>", ">8</text>"}) {
    EXPECT_NE(svg.find(tick), std::string::npos) << tick;
  }
  EXPECT_EQ(svg.find("rotate(-45"), std::string::npos);  // ten short labels stay level
}

TEST(ColumnChart, slants_and_thins_labels_that_would_touch_and_keeps_them_whole_in_the_tooltip) {
  std::string long_name = "a-test-name-far-too-long-for-any-column-";
  std::string svg = column_chart_svg({"h", "Many", 7, "test", "students"}, bars(60, long_name));
  EXPECT_NE(svg.find("rotate(-45"), std::string::npos);
  EXPECT_NE(svg.find("<title>full name: " + long_name + "59</title>"), std::string::npos);
  EXPECT_NE(svg.find("…"), std::string::npos);
  std::size_t shown = 0;
  for (std::size_t at = svg.find("class=\"tick\""); at != std::string::npos;
       at = svg.find("class=\"tick\"", at + 1))
    ++shown;
  EXPECT_LT(shown, 60u + 5u);  // not every one of the 60 labels (plus 5 value ticks)
}

TEST(RowChart, has_a_percent_axis_under_the_rows_and_shortens_long_names) {
  std::vector<Bar> rows = {{"short", 0.5, "50%", "short"},
                           {"a-very-long-test-name-that-goes-on-and-on-forever", 1.0, "100%",
                            "long"}};
  std::string svg = row_chart_svg(
      {"p", "Pass rate", 1.0, "test", "students who passed (%)", ValueScale::share}, rows);
  for (const char* tick :
       {">0%</text>", ">25%</text>", ">50%</text>", ">75%</text>", ">100%</text>"}) {
    EXPECT_NE(svg.find(tick), std::string::npos) << tick;
  }
  EXPECT_NE(svg.find(">students who passed (%)</text>"), std::string::npos);
  EXPECT_NE(svg.find(">test</text>"), std::string::npos);
  EXPECT_NE(svg.find("a-very-long-"), std::string::npos);
  EXPECT_NE(svg.find("…"), std::string::npos);
  EXPECT_NE(svg.find("on-forever"), std::string::npos);
  EXPECT_EQ(svg.find("goes-on-and-on"), std::string::npos);
}

std::string find_chromium() {
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    std::string probe = std::string("command -v ") + name + " >/dev/null 2>&1";
    if (std::system(probe.c_str()) == 0) return name;
  }
  return "";
}

// Measured by the browser, not by the chart's own width estimate: no two labels (tick
// labels and axis titles) of a chart overlap, and none leaves its picture.
constexpr std::string_view kOverlapProbe = R"(<script>
const problems = [];
for (const svg of document.querySelectorAll("svg")) {
  const frame = svg.getBoundingClientRect();
  const boxes = [...svg.querySelectorAll("text.tick, text.axis-title")].map(t => [t, t.getBoundingClientRect()]);
  for (const [t, b] of boxes) {
    if (b.left < frame.left - 0.5 || b.right > frame.right + 0.5 || b.top < frame.top - 0.5 || b.bottom > frame.bottom + 0.5) {
      problems.push(svg.id + ": outside: " + t.textContent);
    }
  }
  for (let i = 0; i < boxes.length; ++i) {
    for (let j = i + 1; j < boxes.length; ++j) {
      const [ti, a] = boxes[i], [tj, b] = boxes[j];
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
                      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      // A slanted label's box is its bounding rectangle: compare slanted ones along
      // their slant instead (distance between their parallel baselines).
      const slanted = ti.hasAttribute("transform") && tj.hasAttribute("transform");
      if (overlap && !slanted) problems.push(svg.id + ": " + ti.textContent + " / " + tj.textContent);
      if (slanted) {
        const gap = Math.abs((a.left + a.right) - (b.left + b.right)) / 2 * Math.SQRT1_2;
        if (gap < 13) problems.push(svg.id + ": slanted " + ti.textContent + " / " + tj.textContent);
      }
    }
  }
}
document.body.insertAdjacentHTML("beforeend", "<pre id=probe>PROBLEMS " + problems.length + "\n" + problems.join("\n") + "</pre>");
</script>)";

TEST(ChartLabels, none_overlaps_in_headless_chromium) {
  std::string chromium = find_chromium();
  if (chromium.empty()) {
    GTEST_SKIP()
        << "chromium is not installed (apt-get install chromium); the overlap check was skipped";
  }
  std::vector<Bar> runtimes;
  for (int i = 0; i < 10; ++i) {
    runtimes.push_back({std::to_string(10.5 + i) + "-" + std::to_string(11.5 + i), double(i),
                        std::to_string(i), ""});
  }
  std::string page = "<!DOCTYPE html><html><body>\n";
  page += column_chart_svg({"few", "Scores", 6, "score (% of the maximum points)", "students"},
                           bars(10, "90-100%"));
  page += column_chart_svg(
      {"wide", "Runtimes", 9, "grading time per student (seconds)", "students"}, runtimes);
  page += column_chart_svg({"many", "Many", 6, "test", "students"},
                           bars(60, "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"));
  page += column_chart_svg({"some", "Some", 6, "test", "students"}, bars(14, "heuristic-ties-"));
  page += row_chart_svg({"rows", "Pass rate", 1.0, "test", "students who passed (%)",
                         ValueScale::share},
                        bars(30, "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM"));
  page += std::string(kOverlapProbe) + "</body></html>\n";
  auto dir = std::filesystem::temp_directory_path() /
             ("svg-chart-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(dir / "profile");
  std::ofstream(dir / "charts.html") << page;
  std::string command =
      chromium +
      " --headless --no-sandbox --disable-gpu --disable-background-networking "
      "--disable-component-update --disable-sync --no-first-run --user-data-dir=" +
      (dir / "profile").string() + " --dump-dom file://" + (dir / "charts.html").string() + " > " +
      (dir / "dom.html").string() + " 2>/dev/null";
  ASSERT_EQ(std::system(command.c_str()), 0) << command;
  std::ifstream in(dir / "dom.html");
  std::stringstream dom;
  dom << in.rdbuf();
  std::string text = dom.str();
  std::size_t at = text.find("<pre id=\"probe\">");
  if (at != std::string::npos) at += std::string_view("<pre id=\"probe\">").size();
  ASSERT_NE(at, std::string::npos) << "the probe did not run";
  EXPECT_EQ(text.substr(at, 11), "PROBLEMS 0\n") << text.substr(at, 2000);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace grader

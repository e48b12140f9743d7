#include "gen/term_formats.h"

#include <gtest/gtest.h>

#include "presets/driver.h"
#include "presets/driver_space.h"

namespace puzzle::gen {
namespace {

MethodSearch from(std::string_view board) {
  return [start = *parse_driver_board(board)](const SearchConfig& config) {
    return search(start, driver_goal(), config);
  };
}

const TermFormat& format_of(const std::vector<TermFormat>& formats, OutputStyle style) {
  for (const TermFormat& format : formats) {
    if (format.style == style) return format;
  }
  ADD_FAILURE() << to_string(style);
  return formats.front();
}

// assignments.md "Other terms": published fringe sizes on 1,2,5,3,4,0,6,7,8 (bfs 11 and
// 12, dfs 2 and 42913), the other lines as in section 1's sample table.
TEST(DriverTermFormats, nine_lines_carry_the_published_fringe_sizes) {
  const auto formats = driver_term_formats(from("1,2,5,3,4,0,6,7,8"));
  const TermFormat& nine = format_of(formats, OutputStyle::driver_1t2017);
  EXPECT_EQ(nine.run(driver_config(DriverMethod::bfs)),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "fringe_size: 11\nmax_fringe_size: 12\nsearch_depth: 3\nmax_search_depth: 4\n"
            "running_time: 0.00000000\nmax_ram_usage: 0.00000000\n");
  const auto dfs = nine.run(driver_config(DriverMethod::dfs));
  ASSERT_TRUE(dfs);
  EXPECT_NE(dfs->find("nodes_expanded: 181437\nfringe_size: 2\nmax_fringe_size: 42913\n"
                      "search_depth: 3\nmax_search_depth: 66125\n"),
            std::string::npos)
      << *dfs;
}

TEST(DriverTermFormats, the_timing_lines_are_the_unlisted_ones) {
  for (const TermFormat& format : driver_term_formats(from("1,2,5,3,4,0,6,7,8"))) {
    const std::string text = *format.run(driver_config(DriverMethod::bfs));
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < text.size();) {
      const auto end = text.find('\n', start);
      lines.push_back(text.substr(start, end - start));
      start = end + 1;
    }
    ASSERT_EQ(format.unlisted.size(), 2u);
    EXPECT_EQ(lines.at(static_cast<std::size_t>(format.unlisted[0] - 1)).rfind("running_time: ", 0),
              0u);
    EXPECT_EQ(
        lines.at(static_cast<std::size_t>(format.unlisted[1] - 1)).rfind("max_ram_usage: ", 0), 0u);
    EXPECT_EQ(static_cast<std::size_t>(format.unlisted[1]), lines.size());
  }
}

// A seven-line program that prints 1T2017's nine lines: on bfs 1,2,5,3,4,0,6,7,8 lines
// 4-7 become the fringe sizes and the two depths (published numbers); the timing lines 8
// and 9 are never listed.
TEST(DriverTermFormats, the_nine_line_deviation_lists_the_shifted_lines) {
  const std::string expected =
      "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
      "search_depth: 3\nmax_search_depth: 4\nrunning_time: 0.00000000\n"
      "max_ram_usage: 0.00000000\n";
  const auto search = from("1,2,5,3,4,0,6,7,8");
  const auto run = [&](const SearchConfig& config) -> std::optional<std::string> {
    return format_driver_output(search(config), DriverStats{});
  };
  const auto entries = explain_deviations(ExplainInput{driver_deviations(),
                                                       driver_config(DriverMethod::bfs),
                                                       expected,
                                                       1,
                                                       {6, 7},
                                                       run,
                                                       driver_term_formats(search)});
  const ExplainedOutput* nine = nullptr;
  for (const auto& entry : entries) {
    if (entry.by == std::vector<std::string>{"nine-line-format"}) nine = &entry;
  }
  ASSERT_NE(nine, nullptr);
  EXPECT_EQ(nine->lines, (std::vector<RecordedLine>{{4, "fringe_size: 11", std::nullopt},
                                                    {5, "max_fringe_size: 12", std::nullopt},
                                                    {6, "search_depth: 3", std::nullopt},
                                                    {7, "max_search_depth: 4", std::nullopt}}));
}

}  // namespace
}  // namespace puzzle::gen

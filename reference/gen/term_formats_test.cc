#include "gen/term_formats.h"

#include <gtest/gtest.h>

#include "presets/driver.h"
#include "presets/driver_1t2017.h"
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

// Each format's running_time and max_ram_usage are its last two lines, and the ones it
// never lists by their text: unlisted past a seven-line test's end, or by their shape.
TEST(DriverTermFormats, the_timing_lines_are_never_listed_by_their_text) {
  for (const TermFormat& format : driver_term_formats(from("1,2,5,3,4,0,6,7,8"))) {
    const std::string text = *format.run(driver_config(DriverMethod::bfs));
    std::vector<std::string> lines;
    for (std::size_t start = 0; start < text.size();) {
      const auto end = text.find('\n', start);
      lines.push_back(text.substr(start, end - start));
      start = end + 1;
    }
    const std::vector<int>& timing = format.unlisted.empty() ? format.by_format : format.unlisted;
    EXPECT_TRUE(format.unlisted.empty() || format.by_format.empty());
    ASSERT_EQ(timing.size(), 2u);
    EXPECT_EQ(lines.at(static_cast<std::size_t>(timing[0] - 1)).rfind("running_time: ", 0), 0u);
    EXPECT_EQ(lines.at(static_cast<std::size_t>(timing[1] - 1)).rfind("max_ram_usage: ", 0), 0u);
    EXPECT_EQ(static_cast<std::size_t>(timing[1]), lines.size());
  }
}

// assignments.md section 1's sample table: bfs on 1,2,5,3,4,0,6,7,8 in the current
// term's seven lines; on a nine-line test its timing lines 6-7 are listed by shape.
TEST(DriverTermFormats, seven_lines_are_the_current_terms_with_the_timing_by_format) {
  const auto formats = driver_term_formats(from("1,2,5,3,4,0,6,7,8"));
  const TermFormat& seven = format_of(formats, OutputStyle::driver);
  EXPECT_EQ(seven.run(driver_config(DriverMethod::bfs)),
            "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
            "search_depth: 3\nmax_search_depth: 4\nrunning_time: 0.00000000\n"
            "max_ram_usage: 0.00000000\n");
  EXPECT_EQ(seven.by_format, (std::vector<int>{6, 7}));
  EXPECT_TRUE(seven.unlisted.empty());
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
                                                       driver_term_formats(search)})
                           .entries;
  const ExplainedOutput* nine = nullptr;
  for (const auto& entry : entries) {
    if (entry.by == std::vector<std::string>{"nine-line-format"}) nine = &entry;
  }
  ASSERT_NE(nine, nullptr);
  EXPECT_EQ(nine->lines,
            (std::vector<RecordedLine>{{4, "fringe_size: 11", std::nullopt, std::nullopt},
                                       {5, "max_fringe_size: 12", std::nullopt, std::nullopt},
                                       {6, "search_depth: 3", std::nullopt, std::nullopt},
                                       {7, "max_search_depth: 4", std::nullopt, std::nullopt}}));
}

// A nine-line (1T2017) program that prints the current term's seven lines, on bfs
// 1,2,5,3,4,0,6,7,8 (fringe sizes 11 and 12 published, assignments.md "Other terms"):
// lines 4-5 become the two depths, lines 6-7 the timing lines, listed by their shape in
// the suites' own format-check spelling; a program that also counts the goal prints
// nodes_expanded 11 (section 1: 10 expanded, the goal not counted).
TEST(DriverTermFormats, the_seven_line_deviation_lists_the_timing_lines_by_their_shape) {
  const std::string expected =
      "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\nnodes_expanded: 10\n"
      "fringe_size: 11\nmax_fringe_size: 12\nsearch_depth: 3\nmax_search_depth: 4\n"
      "running_time: 0.00000000\nmax_ram_usage: 0.00000000\n";
  const auto search = from("1,2,5,3,4,0,6,7,8");
  const auto run = [&](const SearchConfig& config) -> std::optional<std::string> {
    return format_driver_1t2017_output(search(config), DriverStats{});
  };
  ASSERT_EQ(run(driver_config(DriverMethod::bfs)), expected);
  const auto entries = explain_deviations(ExplainInput{driver_1t2017_deviations(),
                                                       driver_config(DriverMethod::bfs),
                                                       expected,
                                                       2,
                                                       {8, 9},
                                                       run,
                                                       driver_term_formats(search)})
                           .entries;
  const auto entry_of = [&](const std::vector<std::string>& by) -> const ExplainedOutput* {
    for (const auto& entry : entries) {
      if (entry.by == by) return &entry;
    }
    ADD_FAILURE() << "no entry for " << by.front();
    return nullptr;
  };
  const auto text = [](int number, const char* line) {
    return RecordedLine{number, line, std::nullopt, std::nullopt};
  };
  const auto shape = [](int number, const char* pattern) {
    return RecordedLine{number, "", std::nullopt, std::string(pattern)};
  };
  const ExplainedOutput* seven = entry_of({"seven-line-format"});
  ASSERT_NE(seven, nullptr);
  EXPECT_EQ(seven->lines,
            (std::vector<RecordedLine>{text(4, "search_depth: 3"), text(5, "max_search_depth: 4"),
                                       shape(6, R"(^running_time: \d+\.\d{8}$)"),
                                       shape(7, R"(^max_ram_usage: \d+\.\d{8}$)")}));
  const ExplainedOutput* counted = entry_of({"count-goal-as-expanded", "seven-line-format"});
  ASSERT_NE(counted, nullptr);
  EXPECT_EQ(counted->lines,
            (std::vector<RecordedLine>{text(3, "nodes_expanded: 11"), text(4, "search_depth: 3"),
                                       text(5, "max_search_depth: 4"),
                                       shape(6, R"(^running_time: \d+\.\d{8}$)"),
                                       shape(7, R"(^max_ram_usage: \d+\.\d{8}$)")}));
  // One choice per dimension: the seven lines never combine with another format slip.
  for (const auto& entry : entries) {
    if (entry.by.size() == 2 && entry.by[0] == "seven-line-format") {
      EXPECT_NE(entry.by[1], "six-decimals");
    }
  }
}

}  // namespace
}  // namespace puzzle::gen

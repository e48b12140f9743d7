#include "gen/term_formats.h"

#include "presets/driver.h"
#include "presets/driver_1t2017.h"

namespace puzzle::gen {
namespace {

using Formatter = std::string (*)(const SearchResult&, const DriverStats&);

// Where a format's timing lines fall on the other term's test: past its last line, never
// listed (the nine lines on a seven-line test); or on lines it checks by value, listed by
// their shape (the seven lines on a nine-line test).
enum class TimingLines { unlisted, by_format };

TermFormat driver_format(OutputStyle style, std::vector<int> timing_lines, TimingLines listed,
                         Formatter format, MethodSearch search) {
  TermFormat term{style,
                  {},
                  [format, search = std::move(search)](
                      const SearchConfig& config) -> std::optional<std::string> {
                    const SearchResult result = search(config);
                    if (result.outcome != SearchOutcome::found) return std::nullopt;
                    return format(result, DriverStats{});
                  }};
  (listed == TimingLines::unlisted ? term.unlisted : term.by_format) = std::move(timing_lines);
  return term;
}

}  // namespace

std::vector<TermFormat> driver_term_formats(const MethodSearch& search) {
  return {driver_format(OutputStyle::driver_1t2017, {8, 9}, TimingLines::unlisted,
                        format_driver_1t2017_output, search),
          driver_format(OutputStyle::driver, {6, 7}, TimingLines::by_format, format_driver_output,
                        search)};
}

}  // namespace puzzle::gen

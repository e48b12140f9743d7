#include "gen/term_formats.h"

#include "presets/driver_1t2017.h"

namespace puzzle::gen {
namespace {

using Formatter = std::string (*)(const SearchResult&, const DriverStats&);

TermFormat driver_format(OutputStyle style, std::vector<int> timing_lines, Formatter format,
                         MethodSearch search) {
  return TermFormat{style, std::move(timing_lines),
                    [format, search = std::move(search)](
                        const SearchConfig& config) -> std::optional<std::string> {
                      const SearchResult result = search(config);
                      if (result.outcome != SearchOutcome::found) return std::nullopt;
                      return format(result, DriverStats{});
                    }};
}

}  // namespace

std::vector<TermFormat> driver_term_formats(MethodSearch search) {
  return {driver_format(OutputStyle::driver_1t2017, {8, 9}, format_driver_1t2017_output,
                        std::move(search))};
}

}  // namespace puzzle::gen

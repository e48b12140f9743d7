#pragma once
// The driver assignment's output formats of the different terms, for the deviations that
// print another term's format (Deviation::term, dimension output-format): a program that
// prints term 1T2017's nine lines shows its own search's fringe sizes, so gen runs the
// search under the deviating rules and prints it as that term does, running_time and
// max_ram_usage at zero like every expected output.

#include <functional>
#include <vector>

#include "gen/explained_by.h"
#include "search/engine.h"

namespace puzzle::gen {

// The method's search under a configuration: search() from the test's board, or for
// IDA* run_search().
using MethodSearch = std::function<SearchResult(const SearchConfig&)>;

// The driver formats a deviation prints in: OutputStyle::driver_1t2017 (nine lines,
// running_time and max_ram_usage on lines 8-9). The seven lines on a nine-line test are
// not one (presets/driver_space.cc says why).
std::vector<TermFormat> driver_term_formats(MethodSearch search);

}  // namespace puzzle::gen

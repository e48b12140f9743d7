#pragma once
// The driver assignment's output formats of the different terms, for the deviations that
// print another term's format (Deviation::term, dimension output-format): a program that
// prints term 1T2017's nine lines shows its own search's fringe sizes (and one that
// prints the current term's seven lines on a 1T2017 test its own depths on lines 4-5), so
// gen runs the search under the deviating rules and prints it as that term does,
// running_time and max_ram_usage at zero like every expected output.

#include <functional>
#include <vector>

#include "gen/explained_by.h"
#include "search/engine.h"

namespace puzzle::gen {

// The method's search under a configuration: search() from the test's board, or for
// IDA* run_search().
using MethodSearch = std::function<SearchResult(const SearchConfig&)>;

// The driver formats a deviation prints in: OutputStyle::driver_1t2017 (nine lines; on
// the current term's seven-line test, running_time and max_ram_usage fall on lines 8-9,
// past its end, and are never listed) and OutputStyle::driver (the current term's seven
// lines; on a nine-line test running_time and max_ram_usage fall on lines 6-7, which
// that test checks by value, so they are listed by their shape, never their text).
std::vector<TermFormat> driver_term_formats(const MethodSearch& search);

}  // namespace puzzle::gen

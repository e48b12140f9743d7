#pragma once
// gen adapter for `driver` (assignments.md section 1): `python3 driver.py METHOD BOARD`,
// output.txt, the course's 8 items x 0.75 points per test and the 10-point bonus for
// finishing every test within 10 minutes.

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "gen/adapter.h"
#include "gen/preset_run.h"
#include "gen/time_limit.h"
#include "presets/deviation.h"

namespace puzzle::gen {

// Python seconds per expanded node: the independent implementation measured 5.1 (bfs),
// 5.6 (dfs) and 10.8 (ast) microseconds (tests/independent/expected/driver.json); 11
// covers all three.
inline constexpr TimePolicy kDriverTimePolicy{.seconds_per_node = 11e-6,
                                              .startup = 0.1,
                                              .multiplier = 10,
                                              .margin = 5,
                                              .floor = 30,
                                              .cap = 600};
inline constexpr double kDriverPointsPerItem = 0.75;
// The format checks of the two machine lines, in every driver term's suites.
inline constexpr const char* kRunningTimeFormat = R"(^running_time: \d+\.\d{8}$)";
inline constexpr const char* kMaxRamUsageFormat = R"(^max_ram_usage: \d+\.\d{8}$)";
inline constexpr double kDriverTotalSeconds = 600;
inline constexpr double kDriverTotalBonus = 10;
// The Python the course promises: 3.9 is the oldest still in use on the grading images
// (Ubuntu 22.04 has 3.10, Debian 12 3.11); its packages are in driver_suite().
inline constexpr const char* kDriverPythonVersion = ">=3.9";

SuiteAdapter driver_adapter();
// A driver-style term's deviations (driver, driver-1t2017): its space, and whether a
// deviation may print another term's format (gen/term_formats.h: the driver's space has
// nine-line-format, term 1T2017's seven-line-format).
enum class OtherTermFormats { none, recorded };
struct DriverStyleDeviations {
  DeviationSpace space;
  OtherTermFormats other_terms = OtherTermFormats::none;
};
// Every board x method of `input` as a test of `suite`, whose default_checks are set: the
// expected output and each selected variant's from one run of the preset; with
// input.request.deviations > 0 the space's explained_by entries instead of the variants,
// which earn no credit. Declares the suite's variants and deviations.
Status add_driver_style_tests(const SuiteInput& input, const puzzle::Assignment& assignment,
                              const DriverStyleDeviations& deviations,
                              const std::vector<const Variant*>& variants, GeneratedSuite& suite);
Expected<GeneratedSuite> driver_suite(const SuiteInput& input);
// How every term of the driver assignment runs a program: driver.py's command, its
// output.txt, the declared Python, the limits and the visibility (gen/term_suites.cc too).
void set_driver_program(const SuiteInput& input, GeneratedSuite& suite);
// The program file a driver term's students hand in, and its command line
// `python3 <file> {method} {board}`: driver.py, or puzzle.py for driver-w4701.
inline constexpr const char* kDriverProgram = "driver.py";
void set_driver_program_file(std::string_view file, GeneratedSuite& suite);

}  // namespace puzzle::gen

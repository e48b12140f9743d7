// Times and sizes as the grader's sentences say them to a student: "1.5 s", "10.8 MB".
// One form for every report, so that a limit and what a run used read alike wherever
// they are shown.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace grader {

// Seconds with as many decimals as they need and a unit: 1500 ms is "1.5 s", 10000 ms
// "10 s", 1 ms "0.001 s".
std::string seconds_said(std::chrono::milliseconds ms);

// Bytes in mebibytes with one decimal: "0.4 MB", "218.0 MB" (memory a run used).
std::string megabytes_said(std::uint64_t bytes);

// Bytes in the unit that keeps the number short: in kibibytes while one decimal stays
// under 1024 ("12.0 KB"), else as megabytes_said ("1.0 MB", "10.8 MB").
std::string size_said(std::uint64_t bytes);

}  // namespace grader

// The full-detail JSON report (for instructors and tools): every test with its checks,
// hidden or not. All strings are valid UTF-8.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "grade/result.h"

namespace grader {

nlohmann::json json_of(const SuiteResult& result);
std::string json_report(const SuiteResult& result);

// Serialises any JSON, replacing invalid UTF-8 rather than throwing.
std::string dump_json(const nlohmann::json& json);

}  // namespace grader

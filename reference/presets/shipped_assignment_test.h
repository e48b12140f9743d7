// Test helper shared by the assignment-file tests: a run's output without the driver's two
// machine-dependent lines.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "presets/assignment_file.h"

namespace puzzle::testing {

inline std::string output(const Assignment& assignment, RunRequest request) {
  const auto result = run_assignment(assignment, request);
  if (!result) return "error: " + result.error().message;
  std::string text = result->text;
  const auto at = text.find("running_time:");
  return at == std::string::npos ? text : text.substr(0, at);
}

}  // namespace puzzle::testing

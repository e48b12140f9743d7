// Test helpers shared by the assignment-file tests: a shipped assignment file loaded, and
// a run's output without the driver's two machine-dependent lines.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "presets/assignment_file.h"
#include "presets/assignment_file_yaml.h"

namespace puzzle::testing {

inline Assignment shipped(const std::string& name) {
  auto loaded = load_assignment_file(PUZZLE_ASSIGNMENTS_DIR "/" + name + ".yaml");
  EXPECT_TRUE(loaded) << (loaded ? "" : loaded.error().message);
  return loaded ? *loaded : Assignment{};
}

inline std::string output(const Assignment& assignment, RunRequest request) {
  const auto result = run_assignment(assignment, request);
  if (!result) return "error: " + result.error().message;
  std::string text = result->text;
  const auto at = text.find("running_time:");
  return at == std::string::npos ? text : text.substr(0, at);
}

}  // namespace puzzle::testing

#pragma once
// `puzzle-ref gen`: from the command-line values to the suite's YAML text.

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "gen/adapter.h"
#include "gen/request.h"

namespace puzzle::gen {

// The whole suite file, header comment included. Same options, same bytes.
// A hidden suite's tests are named hidden_test_name(1..n, ...), never after their board.
Expected<std::string> generate(const RawGenOptions& options);

// The suite file and what gen warns about on the command line (a common rule its boards
// tell apart on fewer than two tests: gen/separating_boards.h).
struct GeneratedText {
  std::string text;
  std::vector<std::string> warnings;
};
Expected<GeneratedText> generate_suite(const RawGenOptions& options);

// The boards a request asks for: --boards as typed, or --random boards at --depths
// (lecture: start-goal pairs). Fails with one line naming the option at fault.
Expected<std::vector<BoardCase>> board_cases(const GenRequest& request,
                                             const SuiteAdapter& adapter);

// "hidden-07 (ast)": test `number` of a hidden suite, zero-padded to `width` digits.
std::string hidden_test_name(int number, int width, std::string_view method);

}  // namespace puzzle::gen

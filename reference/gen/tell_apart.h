#pragma once
// `puzzle-ref tell-apart`: the boards on which two sets of deviations (decrease-key and
// decrease-key-in-place, say) print different lines. Where a suite's boards tie two
// explanations, verify says so (docs/grader.md); a suite that holds one of these boards
// tells them apart. Each candidate board is run as gen runs it (same boards, same
// expansion limit, machine lines zero), once per set.

#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "gen/adapter.h"
#include "gen/request.h"

namespace puzzle::gen {

struct TellApartRequest {
  RawGenOptions boards;  // the assignment, --boards or --random/--depths/--seed, --methods
  std::string first;     // deviation names joined by '+': "decrease-key", "a+b"
  std::string second;
};

// One line the two sets print differently on one test.
struct LineDifference {
  int number = 0;     // 1-based
  std::string first;  // "" when that set prints no such line
  std::string second;
};

// One test (method and board) whose lines differ, or on which a set's search stopped
// at gen's expansion limit (then `lines` is empty and `unfinished` names the set).
struct TellingTest {
  std::string method;
  BoardCase board;
  std::vector<LineDifference> lines;
  std::string unfinished;
};

struct TellApartResult {
  std::string first;  // the sets as given, spaced: "a + b"
  std::string second;
  int tests = 0;  // boards x methods tried
  std::vector<TellingTest> telling;
};

// Fails with one line for an unknown assignment, method, board or deviation name, a set
// with two deviations of one dimension, the same set twice, an assignment whose tests
// are not single boards (lecture) or that records no deviations, and a set in another
// term's output format (it differs everywhere).
Expected<TellApartResult> tell_apart(const TellApartRequest& request);

// What `puzzle-ref tell-apart` prints: each telling test with its differing lines, then
// what to do with them; or that they print the same on every test tried.
std::string tell_apart_text(const TellApartResult& result);

}  // namespace puzzle::gen

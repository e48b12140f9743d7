#pragma once
// gen adapter for `lecture` (assignments.md section 4): the harness calls
// eight_puzzle.<method>(start, goal) and prints repr() of what it returns
// (`print_result: true`; the function is '{method}', filled from each test's args); the
// function itself prints `No solution` for a pair of different parity. A test is
// (method, start, goal); bfs, dfs and ucs share one suite.
//
// --boards takes pairs START:GOAL in the course's notation, e.g. 281_43765:1238_4765
// (nine characters each, `_` the blank; an unsolvable pair is allowed: it prints
// No solution). --random N --depths D --seed S draws, at each depth, N pairs: a uniformly
// random goal, then a start uniformly among the boards exactly D moves from it.
//
// Scoring, 10 points per test: the whole output (one line) exact.
// Variants: the preset's start-in-visited and goal-test-at-generation, plus
// no-parity-check (searching without the parity test: an unsolvable pair returns None,
// so nothing is printed), recorded on unsolvable pairs only. With --deviations N > 0 the
// preset's deviation space (presets/lecture_space.h) replaces the two search variants;
// no-parity-check stays a variant, since an empty output has no line to list.
//
// Time limit per test: min(120, max(30, ceil(10 x (0.1 + 25e-6 x work) + 5))) s, where
// work = expansions, and for dfs also + length^2 / 1000 (the lecture's DFS copies the
// action list into every container entry: about length^2 / 2 list items copied in all).
// The floor is 30 s because a program without the parity check exhausts 181440 states
// (1.4-2.2 s in the grader, 7-10 s on a machine busy compiling) before it answers, and
// that must show as a wrong answer, not a time limit.
//
// Memory: 2048 MB per test. The copying DFS holds about length^2 / 2 list items (about
// 5 bytes x length^2: 490 MB at 9893 actions), so random pairs whose DFS answer is longer
// than kLectureMaxDfsActions are redrawn when the suite has dfs tests. The course's own
// DFS examples (59123 and 27962 actions) are far beyond that for a copying program; only
// programs that share the action lists (parent links) pass them.

#include <vector>

#include "common/expected.h"
#include "gen/adapter.h"
#include "gen/time_limit.h"

namespace puzzle::gen {

// 25 us per expansion (tests/independent/expected/lecture.json records no timings, so
// measured here, at load 3.5 on 2 cores): the example lecture program (EightPuzzle objects,
// parent links) expanded 172k states in 1.85 s (bfs) and 2.5 s (ucs), 11-15 us each; a
// program copying action lists, with string states, 15 us (bfs) and 24 us (ucs).
inline constexpr TimePolicy kLectureTimePolicy{.seconds_per_node = 25e-6,
                                               .startup = 0.1,
                                               .multiplier = 10,
                                               .margin = 5,
                                               .floor = 30,
                                               .cap = 120};
// dfs work: one node per 1000 squared answer actions (measured: a copying DFS with a
// 9893-action answer took 2.4 s for 10161 expansions, about 2.2e-8 s x length^2).
inline constexpr double kLectureDfsCopyDivisor = 1000;
inline constexpr double kLectureTestPoints = 10;
inline constexpr int kLectureMemoryMb = 2048;
inline constexpr int kLectureMaxDfsActions = 12000;
// Random draws per requested pair before gen gives up (the dfs length rule rejects most).
inline constexpr int kLectureMaxDraws = 400;

SuiteAdapter lecture_adapter();
Expected<GeneratedSuite> lecture_suite(const SuiteInput& input);

// The pairs of the suite: BoardCase::board is the start, ::text is "START:GOAL".
Expected<std::vector<BoardCase>> lecture_cases(const GenRequest& request);

// "281_43765:1238_4765" -> start and goal; one error line naming the fault otherwise.
struct LecturePair {
  Board start;
  Board goal;
};
Expected<LecturePair> parse_lecture_pair(std::string_view text);
// 281_43765
std::string lecture_board_text(const Board& board);

}  // namespace puzzle::gen

#pragma once
// One adapter per assignment (gen/<assignment>_suite.cc) turns boards into a GeneratedSuite:
// how the submission runs, the expected output of each test from the preset, the course's
// points, time limits and variant outputs. Everything else (arguments, random boards,
// YAML) is shared.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "core/board.h"
#include "gen/request.h"
#include "gen/suite_spec.h"
#include "gen/time_limit.h"
#include "presets/assignment_file.h"
#include "presets/deviation.h"
#include "presets/variant.h"

namespace puzzle::gen {

// A board of the suite, as the assignment writes it in a test's args.
struct BoardCase {
  Board board;
  std::string text;
  std::optional<int> depth;  // optimal solution length, when gen chose the board
};

struct SuiteInput {
  const GenRequest& request;
  std::vector<BoardCase> boards;
};

struct SuiteAdapter {
  std::vector<std::string> methods;                       // the default --methods, in order
  Board (*goal)();                                        // random boards are measured against it
  Expected<Board> (*parse_board)(std::string_view text);  // --boards items
  std::string (*board_text)(const Board& board);          // args and --boards spelling
  VariantCatalogue (*variants)();
  Expected<GeneratedSuite> (*build)(const SuiteInput& input);
  // The deviations real programs follow most, which random boards are chosen to tell
  // apart (gen/separating_boards.h); null for none.
  std::span<const std::string_view> (*common_rules)() = nullptr;
  // How far gen and tell-apart follow a deviating search (deviation_expansion_limit in
  // gen/explained_by.h): null, ten times the reference's work; else also as far as a Python
  // program at this speed gets within the test's own time limit.
  const TimePolicy* deviation_time_policy = nullptr;
  // The deviations gen records, and the assignment whose methods they change (driver-w4701
  // runs the driver's); null where gen records variants instead (funny's other terms).
  DeviationSpace (*deviations)() = nullptr;
  const puzzle::Assignment& (*rules)() = nullptr;
};

// Fails for an assignment whose preset is not in puzzle-ref yet.
Expected<SuiteAdapter> find_adapter(Assignment assignment);

// The catalogue entries --variants asks for, in catalogue order (or in the listed order).
Expected<std::vector<const Variant*>> selected_variants(const GenRequest& request,
                                                        VariantCatalogue catalogue);

// Suite-level declarations for `variants` (credit is the assignment manifest's to give).
std::vector<suite::Variant> declare_variants(const std::vector<const Variant*>& variants);

// For a suite of random boards, header lines naming the seed and each board's optimal
// length, so a reader can see what the hidden tests cover. `noun`: "boards", "pairs".
void append_random_board_lines(const SuiteInput& input, std::string_view noun,
                               std::vector<std::string>& lines);

}  // namespace puzzle::gen

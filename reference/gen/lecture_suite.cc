#include "gen/lecture_suite.h"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "core/solvability.h"
#include "gen/depth_boards.h"
#include "gen/explained_by.h"
#include "gen/preset_run.h"
#include "presets/lecture.h"
#include "presets/lecture_space.h"
#include "search/engine.h"

namespace puzzle::gen {
namespace {

constexpr std::string_view kNoParityCheck = "no-parity-check";

// Not a search rule, so not in the preset's catalogue: gen writes its output itself (an
// unsolvable pair returns None, which print_result does not print).
constexpr Variant kNoParityCheckVariant{
    kNoParityCheck,
    "The search runs even when start and goal have different parity, so an unsolvable pair "
    "searches half of all boards and returns None instead of printing No solution.",
    "bfs, dfs, ucs", [](SearchConfig&) {}};

VariantCatalogue lecture_gen_variants() {
  static const std::vector<Variant> catalogue = [] {
    const VariantCatalogue preset = lecture_variants();
    std::vector<Variant> all(preset.begin(), preset.end());
    all.push_back(kNoParityCheckVariant);
    return all;
  }();
  return catalogue;
}

Expected<Board> parse_lecture_board(std::string_view text) {
  return parse_assignment_board(lecture_assignment(), text);
}

// The course's goal; gen's shared random boards are not used (lecture draws pairs).
Board lecture_goal() { return *parse_lecture_board("1238_4765"); }

bool solvable(const Board& start, const Board& goal) {
  const auto verdict = check_solvable(start, goal);
  return verdict && verdict->solvable;
}

// Actions in a "['up', 'left']" line; 0 for No solution.
std::uint64_t action_count(const std::string& output) {
  return static_cast<std::uint64_t>(std::count(output.begin(), output.end(), '\'')) / 2;
}

std::uint64_t dfs_length(const Board& start, const Board& goal) {
  const SearchResult result = search(start, goal, lecture_config(LectureMethod::dfs));
  return result.outcome == SearchOutcome::found ? static_cast<std::uint64_t>(result.depth()) : 0;
}

// The work the time limit is computed from (see the header): expansions, plus the dfs
// action-list copying; none for a pair that prints No solution.
std::uint64_t work(const std::string& method, const PresetRun& run, bool pair_solvable) {
  if (!pair_solvable) return 0;
  if (method != "dfs") return run.nodes;
  const double length = static_cast<double>(action_count(run.expected));
  return run.nodes +
         static_cast<std::uint64_t>(std::ceil(length * length / kLectureDfsCopyDivisor));
}

// A uniformly random board: a Fisher-Yates shuffle driven by gen's own rng mapping.
Board random_board(SeededRng& rng) {
  std::vector<Tile> tiles{1, 2, 3, 4, 5, 6, 7, 8, kBlank};
  for (std::size_t i = tiles.size() - 1; i > 0; --i) {
    std::swap(tiles[i], tiles[static_cast<std::size_t>(rng.below(i + 1))]);
  }
  return *Board::make(Shape{3, 3}, std::move(tiles), 1, "random goal");
}

std::string pair_text(const Board& start, const Board& goal) {
  return fmt::format("{}:{}", lecture_board_text(start), lecture_board_text(goal));
}

bool listed(const std::vector<BoardCase>& cases, const std::string& text) {
  return std::any_of(cases.begin(), cases.end(),
                     [&](const BoardCase& c) { return c.text == text; });
}

Expected<std::vector<BoardCase>> typed_pairs(const GenRequest& request) {
  std::vector<BoardCase> cases;
  for (const auto& text : request.boards) {
    auto pair = parse_lecture_pair(text);
    if (!pair) return Error{fmt::format("--boards: {}", pair.error().message)};
    // Test names come from the pairs, so a repeat would give two tests one name.
    const std::string canonical = pair_text(pair->start, pair->goal);
    if (listed(cases, canonical)) return Error{fmt::format("--boards: {} is listed twice", text)};
    cases.push_back({pair->start, canonical, std::nullopt});
  }
  return cases;
}

bool wants_dfs(const GenRequest& request) {
  return std::find(request.methods.begin(), request.methods.end(), "dfs") != request.methods.end();
}

Expected<std::vector<BoardCase>> random_pairs(const GenRequest& request) {
  const RandomBoards& random = *request.random;
  SeededRng rng(random.seed);
  std::vector<BoardCase> cases;
  for (int depth : random.depths) {
    int found = 0;
    for (int draw = 0; found < random.per_depth; ++draw) {
      if (draw == kLectureMaxDraws) {
        return Error{fmt::format("--depths: found only {} of {} pairs at depth {} in {} draws",
                                 found, random.per_depth, depth, kLectureMaxDraws)};
      }
      const Board goal = random_board(rng);
      auto starts = boards_at_depth(goal, depth, 1, rng);
      if (!starts) return Error{fmt::format("--depths: {}", starts.error().message)};
      const Board& start = starts->front();
      const std::string text = pair_text(start, goal);
      if (listed(cases, text)) continue;
      // Memory: a copying DFS holds about length^2 / 2 list items.
      if (wants_dfs(request) && dfs_length(start, goal) > kLectureMaxDfsActions) continue;
      cases.push_back({start, text, depth});
      ++found;
    }
  }
  return cases;
}

// A Python call: the two boards as string literals.
std::string call_literal(const LecturePair& pair) {
  return fmt::format("'{}', '{}'", lecture_board_text(pair.start), lecture_board_text(pair.goal));
}

bool recorded(const std::vector<const Variant*>& variants, std::string_view name) {
  return std::any_of(variants.begin(), variants.end(),
                     [&](const Variant* v) { return v->name == name; });
}

std::vector<const Variant*> preset_variants(const std::vector<const Variant*>& variants) {
  std::vector<const Variant*> preset;
  for (const Variant* variant : variants) {
    if (variant->name != kNoParityCheck) preset.push_back(variant);
  }
  return preset;
}

// With a deviation space, the variants that are search rules are deviations instead;
// no-parity-check stays a variant: it prints nothing, which no explained_by entry can list.
std::vector<const Variant*> recorded_variants(const std::vector<const Variant*>& variants,
                                              int deviations) {
  if (deviations == 0) return variants;
  std::vector<const Variant*> kept;
  for (const Variant* variant : variants) {
    if (variant->name == kNoParityCheck) kept.push_back(variant);
  }
  return kept;
}

// The test's explained_by entries and whether its pair is trivial (0 or 1 move), from the
// reference's run behind its expected output (`reference`: its expansions and path length).
// A pair of different parity is answered before any search, so only output slips change it.
Status explain_test(const LecturePair& pair, bool pair_solvable, const std::string& method_name,
                    const PresetRun& reference, int max_size, TestCase& test) {
  const auto method = value_named(kLectureMethodTable, method_name);
  if (!method) return Error{fmt::format("lecture: no method named {}", method_name)};
  SearchConfig base = lecture_config(*method);
  const auto print = [&](const SearchConfig& config) -> std::optional<std::string> {
    if (!pair_solvable) return format_lecture_unsolvable();
    const SearchResult result = search(pair.start, pair.goal, config);
    if (result.outcome != SearchOutcome::found) return std::nullopt;
    return format_lecture_output(result, MoveNaming::lowercase);
  };
  test.trivial = pair_solvable && reference.depth <= 1;
  base.limits.max_expansions = deviation_expansion_limit(reference.nodes, base.policies.frontier,
                                                         nullptr);
  record_explained(explain_deviations(ExplainInput{
                       lecture_deviations(), base, test.expected, max_size, {}, print}),
                   test);
  return Ok{};
}

Expected<TestCase> lecture_test(const BoardCase& pair_case, const std::string& method,
                                const std::vector<const Variant*>& variants, int deviations) {
  const auto pair = parse_lecture_pair(pair_case.text);
  if (!pair) return pair.error();
  const bool pair_solvable = solvable(pair->start, pair->goal);
  const puzzle::Assignment& assignment = lecture_assignment();
  auto run = run_preset(assignment, method,
                        {lecture_board_text(pair->start), lecture_board_text(pair->goal)},
                        pair->start, pair->goal, preset_variants(variants));
  if (!run) return run.error();
  TestCase test;
  test.name = fmt::format("{}-{}-{}", method, lecture_board_text(pair->start),
                          lecture_board_text(pair->goal));
  if (pair_case.depth) test.name += fmt::format("-d{}", *pair_case.depth);
  test.args = {{"method", method}, {"call", call_literal(*pair)}};
  test.time_limit = to_millis(time_limit(kLectureTimePolicy, work(method, *run, pair_solvable)));
  test.expected = run->expected;
  test.variant_outputs = run->variant_outputs;
  if (!pair_solvable && recorded(variants, kNoParityCheck)) {
    test.variant_outputs.push_back({std::string(kNoParityCheck), ""});
  }
  if (deviations > 0) {
    if (auto status = explain_test(*pair, pair_solvable, method, *run, deviations, test); !status) {
      return status.error();
    }
  }
  return test;
}

std::vector<std::string> header_lines(const SuiteInput& input) {
  std::vector<std::string> lines{
      "The harness calls eight_puzzle.<method>('START', 'GOAL') and prints repr() of what it",
      "returns (nothing for None); the function itself prints No solution for a pair of",
      "different parity.",
      "Scoring: 10 points per test, the whole output (one line) exact.",
      "Time limit per test: min(120, max(30, ceil(10 x (0.1 + 25e-6 x work) + 5))) s, work =",
      "expansions of the reference, for dfs + actions^2 / 1000 (the lecture's DFS copies the",
      "action list into every entry); 0 for a pair printing No solution. 25 us per",
      "expansion: measured on Python lecture programs (lecture.json records no timings).",
      "The 30 s floor lets a program without the parity check finish its exhaustive search",
      "and be graded as a wrong answer.",
      fmt::format("Memory: {} MB; a DFS that copies action lists needs about 5 x actions^2",
                  kLectureMemoryMb),
      fmt::format("bytes, so random pairs whose DFS answer exceeds {} actions are redrawn.",
                  kLectureMaxDfsActions)};
  append_random_board_lines(input, "pairs", lines);
  return lines;
}

}  // namespace

std::string lecture_board_text(const Board& board) {
  std::string text;
  for (Tile tile : board.tiles()) text += tile == kBlank ? '_' : static_cast<char>('0' + tile);
  return text;
}

Expected<LecturePair> parse_lecture_pair(std::string_view text) {
  const std::size_t colon = text.find(':');
  if (colon == std::string_view::npos || text.find(':', colon + 1) != std::string_view::npos) {
    return Error{
        fmt::format("{} is not a pair START:GOAL, e.g. 281_43765:1238_4765", quote_input(text))};
  }
  auto start = parse_lecture_board(text.substr(0, colon));
  if (!start)
    return Error{fmt::format("start of {}: {}", quote_input(text), start.error().message)};
  auto goal = parse_lecture_board(text.substr(colon + 1));
  if (!goal) return Error{fmt::format("goal of {}: {}", quote_input(text), goal.error().message)};
  return LecturePair{*start, *goal};
}

Expected<std::vector<BoardCase>> lecture_cases(const GenRequest& request) {
  if (request.random) return random_pairs(request);
  return typed_pairs(request);
}

SuiteAdapter lecture_adapter() {
  return SuiteAdapter{
      .methods = method_names(lecture_assignment()),
      .goal = lecture_goal,
      .parse_board = parse_lecture_board,
      .board_text = lecture_board_text,
      .variants = lecture_gen_variants,
      .build = lecture_suite,
      .deviations = lecture_deviations,
      .rules = lecture_assignment,
  };
}

Expected<GeneratedSuite> lecture_suite(const SuiteInput& input) {
  const auto variants = selected_variants(input.request, lecture_gen_variants());
  if (!variants) return variants.error();
  GeneratedSuite suite;
  suite.header = header_lines(input);
  suite.name = input.request.name;
  suite.assignment = "lecture";
  suite.required_files = {"eight_puzzle.py"};
  suite.run.mode = RunMode::call;
  suite.run.module = "eight_puzzle";
  suite.run.function = "{method}";
  suite.run.return_value = ReturnValue::printed;
  suite.limits.time_per_test = to_millis(kLectureTimePolicy.floor);
  suite.limits.memory_mb = kLectureMemoryMb;
  suite.visibility = input.request.visibility;
  suite.default_checks = {exact_check(all_lines(), kLectureTestPoints)};
  const int deviations = input.request.deviations;
  const std::vector<const Variant*> recorded = recorded_variants(*variants, deviations);
  suite.variants = declare_variants(recorded);
  if (deviations > 0) suite.deviations = declare_deviations(lecture_deviations());
  for (const auto& pair : input.boards) {
    for (const auto& method : input.request.methods) {
      auto test = lecture_test(pair, method, recorded, deviations);
      if (!test) return test.error();
      // The suite's time_per_test is the floor; only longer limits are written out.
      if (test->time_limit == suite.limits.time_per_test) test->time_limit.reset();
      add_test(suite, std::move(*test), method);
    }
  }
  return suite;
}

}  // namespace puzzle::gen

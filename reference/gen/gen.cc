#include "gen/gen.h"

#include <algorithm>
#include <span>
#include <string_view>

#include <fmt/format.h>

#include "gen/adapter.h"
#include "gen/depth_boards.h"
#include "gen/driver_suite.h"
#include "gen/fifteen_suite.h"
#include "gen/funny_suite.h"
#include "gen/lecture_suite.h"
#include "gen/separating_boards.h"
#include "gen/term_suites.h"
#include "gen/yaml_writer.h"

namespace puzzle::gen {
namespace {

Expected<std::vector<BoardCase>> typed_boards(const GenRequest& request,
                                              const SuiteAdapter& adapter) {
  std::vector<BoardCase> cases;
  for (const auto& text : request.boards) {
    auto board = adapter.parse_board(text);
    if (!board) return Error{fmt::format("--boards: {}", board.error().message)};
    for (const auto& earlier : cases) {
      // Test names come from the boards, so a repeat would give two tests one name.
      if (earlier.board == *board) return Error{fmt::format("--boards: {} is listed twice", text)};
    }
    cases.push_back({*board, adapter.board_text(*board), std::nullopt});
  }
  return cases;
}

// Boards drawn for each one a suite takes when it chooses boards that tell its common
// rules apart: funny's length before the goal's pop differs from the largest on one
// board in 25 to 50 at 20 or 24 moves, and on none of 96 at 8 or 14, so two suite boards
// need a large draw. The draw is probed in order and stops early once it holds, for each
// board wanted, one that adds everything the suite still lacks.
constexpr int kCandidatesPerBoard = 64;

// The common rules a suite tells apart by its boards: the adapter's, where the request
// records deviations; none elsewhere (then boards are drawn as before, one per board).
Expected<std::span<const std::string_view>> rules_to_tell_apart(const GenRequest& request,
                                                                const SuiteAdapter& adapter) {
  const std::span<const std::string_view> none;
  if (adapter.common_rules == nullptr || request.deviations == 0) return none;
  auto probe = adapter.build(SuiteInput{request, {}});  // no boards: no search
  if (!probe) return probe.error();
  if (probe->deviations.empty()) return none;
  return adapter.common_rules();
}

// What a candidate board tells of the rules, from a suite of that board alone recording
// single deviations (what each rule alone prints is all telling_of reads); its tests
// that are not trivial together.
Expected<TestTelling> telling_by(const GenRequest& request, const SuiteAdapter& adapter,
                                 const BoardCase& candidate,
                                 std::span<const std::string_view> rules) {
  GenRequest alone = request;
  alone.deviations = 1;
  auto probe = adapter.build(SuiteInput{alone, {candidate}});
  if (!probe) return probe.error();
  TestTelling told{std::vector<bool>(rules.size(), false),
                   std::vector<std::vector<bool>>(rules.size(),
                                                  std::vector<bool>(rules.size(), false))};
  for (const TestCase& test : probe->tests) {
    if (test.trivial) continue;
    const TestTelling one = telling_of(test, rules);
    for (std::size_t i = 0; i < rules.size(); ++i) {
      told.shows[i] = told.shows[i] || one.shows[i];
      for (std::size_t j = 0; j < rules.size(); ++j) {
        told.parts[i][j] = told.parts[i][j] || one.parts[i][j];
      }
    }
  }
  return told;
}

// `per_depth` boards at `depth`, the ones of a larger draw that add the most to what
// `tally` still lacks (pick_separating).
Expected<std::vector<BoardCase>> separating_boards_at(const GenRequest& request,
                                                      const SuiteAdapter& adapter, int depth,
                                                      std::span<const std::string_view> rules,
                                                      SeededRng& rng, SeparationTally& tally) {
  const int per_depth = request.random->per_depth;
  auto boards = candidate_boards_at_depth(adapter.goal(), depth, per_depth * kCandidatesPerBoard,
                                          rng);
  if (!boards) return boards.error();
  if (static_cast<int>(boards->size()) < per_depth) {
    return Error{fmt::format("only {} board(s) are exactly {} moves from the goal; asked for {}",
                             boards->size(), depth, per_depth)};
  }
  std::vector<BoardCase> candidates;
  std::vector<TestTelling> told;
  const auto everything = tally.most_to_gain();
  int complete = 0;  // candidates that add everything still lacking
  for (const Board& board : *boards) {
    candidates.push_back({board, adapter.board_text(board), depth});
    auto telling = telling_by(request, adapter, candidates.back(), rules);
    if (!telling) return telling.error();
    if (tally.gain(*telling) == everything) ++complete;
    told.push_back(std::move(*telling));
    if (complete == per_depth) break;
  }
  std::vector<BoardCase> chosen;
  for (std::size_t index : pick_separating(told, per_depth, tally)) {
    chosen.push_back(std::move(candidates[index]));
  }
  return chosen;
}

Expected<std::vector<BoardCase>> random_boards(const GenRequest& request,
                                               const SuiteAdapter& adapter) {
  const RandomBoards& random = *request.random;
  const auto rules = rules_to_tell_apart(request, adapter);
  if (!rules) return rules.error();
  SeededRng rng(random.seed);
  std::vector<BoardCase> cases;
  SeparationTally tally(*rules);
  for (int depth : random.depths) {
    if (!rules->empty()) {
      auto boards = separating_boards_at(request, adapter, depth, *rules, rng, tally);
      if (!boards) return Error{fmt::format("--depths: {}", boards.error().message)};
      for (auto& board : *boards) cases.push_back(std::move(board));
      continue;
    }
    auto boards = boards_at_depth(adapter.goal(), depth, random.per_depth, rng);
    if (!boards) return Error{fmt::format("--depths: {}", boards.error().message)};
    for (auto& board : *boards) cases.push_back({board, adapter.board_text(board), depth});
  }
  return cases;
}

// Whether the command must say --variants and --max-variant-kib: where the suite records
// variants, or they were set otherwise than their defaults (--variants none). Elsewhere
// they change nothing (refuse_ignored_options refuses them when typed).
bool variant_options_matter(const GeneratedSuite& suite, const GenRequest& request) {
  return !suite.variants.empty() || request.variant_choice != VariantChoice::all ||
         request.max_variant_kib != GenRequest{}.max_variant_kib;
}

// The command goes first, on a line of its own, so scripts can find and rerun it.
void add_command_header(GeneratedSuite& suite, const GenRequest& request) {
  std::vector<std::string> header{
      "Generated by puzzle-ref gen; change the command, not this file. Regenerate with:",
      fmt::format("  {}", canonical_command(request, variant_options_matter(suite, request))), ""};
  header.insert(header.end(), suite.header.begin(), suite.header.end());
  suite.header = std::move(header);
}

// Keeps suites reviewable: a DFS variant with another path prints half a megabyte.
void drop_large_variant_outputs(GeneratedSuite& suite, const GenRequest& request) {
  const std::size_t cap = static_cast<std::size_t>(request.max_variant_kib) * 1024;
  int dropped = 0;
  for (auto& test : suite.tests) {
    auto& outputs = test.variant_outputs;
    const auto too_large = [&](const VariantOutput& entry) { return entry.output.size() > cap; };
    dropped += static_cast<int>(std::count_if(outputs.begin(), outputs.end(), too_large));
    outputs.erase(std::remove_if(outputs.begin(), outputs.end(), too_large), outputs.end());
  }
  if (dropped > 0) {
    suite.header.push_back(
        fmt::format("Variant outputs over {} KiB left out: {}.", request.max_variant_kib, dropped));
  }
}

// A hidden test's name is shown to students with its score, so it must not give its
// board away: `hidden-07 (ast)`, numbered in suite order. Visible tests keep the telling
// names the adapters gave them.
void name_hidden_tests(GeneratedSuite& suite) {
  if (suite.visibility != Visibility::hidden) return;
  const int width = suite.tests.size() >= 100 ? 3 : 2;
  for (std::size_t i = 0; i < suite.tests.size(); ++i) {
    suite.tests[i].name = hidden_test_name(static_cast<int>(i) + 1, width, suite.test_methods[i]);
  }
}

// gen refuses an option it would ignore, rather than write a suite without what was
// asked for. What the adapter declares for a suite of no boards (cheap: no search) says
// which variants and deviations the real suite would record.
Status refuse_ignored_options(const GenRequest& request, const SuiteAdapter& adapter) {
  const bool asks_variants = request.variant_choice == VariantChoice::listed;
  const bool asks_deviations = request.deviations > 0 && request.deviations != kDefaultDeviations;
  const bool sets_variant_options = request.variants_given || request.max_variant_kib_given;
  if (!asks_variants && !asks_deviations && !sets_variant_options) return Ok{};
  // Probed with every variant: what the suite could record, whatever --variants chose.
  GenRequest every_variant = request;
  every_variant.variant_choice = VariantChoice::all;
  every_variant.variants.clear();
  auto probe = adapter.build(SuiteInput{every_variant, {}});
  if (!probe) return probe.error();
  const std::string_view name = assignment_name(request.assignment);
  for (const std::string& variant : asks_variants ? request.variants : std::vector<std::string>{}) {
    if (suite::find_variant(*probe, variant) != nullptr) continue;
    return Error{fmt::format(
        "--variants {}: {} records its deviations instead of this variant with --deviations {} "
        "(add --deviations 0 to record variants)",
        variant, name, request.deviations)};
  }
  if (sets_variant_options && probe->variants.empty()) {
    return Error{fmt::format(
        "{}: {} records no variants with --deviations {}, so it would change nothing; leave it "
        "out (or add --deviations 0 to record variants)",
        request.variants_given ? "--variants" : "--max-variant-kib", name, request.deviations)};
  }
  if (asks_deviations && probe->deviations.empty()) {
    return Error{fmt::format("--deviations {}: {} records no deviations for --methods {}; "
                             "leave --deviations out",
                             request.deviations, name, fmt::join(request.methods, ","))};
  }
  return Ok{};
}

}  // namespace

Expected<std::vector<BoardCase>> board_cases(const GenRequest& request,
                                             const SuiteAdapter& adapter) {
  // A lecture test is a (start, goal) pair: its own notation and random draw.
  if (request.assignment == Assignment::lecture) return lecture_cases(request);
  if (request.random) return random_boards(request, adapter);
  return typed_boards(request, adapter);
}

std::string hidden_test_name(int number, int width, std::string_view method) {
  return fmt::format("hidden-{:0{}} ({})", number, width, method);
}

// Says in the header which common rules the suite's tests tell apart, and returns a
// warning for each told apart on fewer than kTestsToTellApart tests.
Expected<std::vector<std::string>> say_separation(GeneratedSuite& suite, const GenRequest& request,
                                                  const SuiteAdapter& adapter) {
  const auto rules = rules_to_tell_apart(request, adapter);
  if (!rules) return rules.error();
  if (rules->empty()) return std::vector<std::string>{};
  const auto separation = separation_of(suite, *rules);
  for (std::string& line : separation_header(separation)) suite.header.push_back(std::move(line));
  return separation_warnings(separation);
}

Expected<std::string> generate(const RawGenOptions& options) {
  auto generated = generate_suite(options);
  if (!generated) return generated.error();
  return std::move(generated->text);
}

Expected<GeneratedText> generate_suite(const RawGenOptions& options) {
  const auto assignment = parse_assignment(options.assignment);
  if (!assignment) return assignment.error();
  const auto adapter = find_adapter(*assignment);
  if (!adapter) return adapter.error();
  const auto request = make_request(options, adapter->methods);
  if (!request) return request.error();
  if (auto chosen = selected_variants(*request, adapter->variants()); !chosen) {
    return chosen.error();
  }
  if (auto refused = refuse_ignored_options(*request, *adapter); !refused) return refused.error();
  auto boards = board_cases(*request, *adapter);
  if (!boards) return boards.error();
  auto suite = adapter->build(SuiteInput{*request, std::move(*boards)});
  if (!suite) return suite.error();
  auto warnings = say_separation(*suite, *request, *adapter);
  if (!warnings) return warnings.error();
  drop_large_variant_outputs(*suite, *request);
  name_hidden_tests(*suite);
  add_command_header(*suite, *request);
  return GeneratedText{write_suite(*suite), std::move(*warnings)};
}

Expected<SuiteAdapter> find_adapter(Assignment assignment) {
  switch (assignment) {
    case Assignment::driver: return driver_adapter();
    case Assignment::funny: return funny_adapter();
    case Assignment::fifteen: return fifteen_adapter();
    case Assignment::lecture: return lecture_adapter();
    case Assignment::driver_1t2017: return driver_1t2017_adapter();
    case Assignment::funny_8tile: return funny_8tile_adapter();
    case Assignment::funny_variable: return funny_variable_adapter();
    case Assignment::driver_w4701: return driver_w4701_adapter();
  }
  return Error{"unknown assignment"};
}

Expected<std::vector<const Variant*>> selected_variants(const GenRequest& request,
                                                        VariantCatalogue catalogue) {
  std::vector<const Variant*> chosen;
  switch (request.variant_choice) {
    case VariantChoice::none: return chosen;
    case VariantChoice::all:
      for (const Variant& variant : catalogue) chosen.push_back(&variant);
      return chosen;
    case VariantChoice::listed:
      for (const auto& name : request.variants) {
        auto variant = find_variant(catalogue, name);
        if (!variant) return Error{fmt::format("--variants: {}", variant.error().message)};
        chosen.push_back(*variant);
      }
      return chosen;
  }
  return chosen;
}

void append_random_board_lines(const SuiteInput& input, std::string_view noun,
                               std::vector<std::string>& lines) {
  if (!input.request.random) return;
  lines.push_back(fmt::format("Random {}, seed {}; optimal solution length of each:", noun,
                              input.request.random->seed));
  for (const auto& board : input.boards) {
    lines.push_back(fmt::format("  {}  {} moves", board.text, board.depth.value_or(-1)));
  }
}

std::vector<suite::Variant> declare_variants(const std::vector<const Variant*>& variants) {
  std::vector<suite::Variant> specs;
  for (const Variant* variant : variants) {
    specs.push_back({std::string(variant->name), std::string(variant->description)});
  }
  return specs;
}

}  // namespace puzzle::gen

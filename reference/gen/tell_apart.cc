#include "gen/tell_apart.h"

#include <algorithm>

#include <fmt/format.h>

#include "gen/explained_by.h"
#include "gen/gen.h"
#include "gen/preset_run.h"

namespace puzzle::gen {
namespace {

std::vector<std::string> split_set(std::string_view text) {
  std::vector<std::string> names;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('+', start), text.size());
    std::string name(text.substr(start, end - start));
    name.erase(0, name.find_first_not_of(' '));
    name.erase(name.find_last_not_of(' ') + 1);
    names.push_back(std::move(name));
    start = end + 1;
  }
  return names;
}

// "a+b" as positions in `space`, ascending, checked.
Expected<DeviationSet> parse_set(DeviationSpace space, std::string_view text,
                                 std::string_view assignment) {
  DeviationSet set;
  for (const std::string& name : split_set(text)) {
    const Deviation* deviation = find_deviation(space, name);
    if (deviation == nullptr) {
      std::vector<std::string_view> known;
      for (const Deviation& each : space) known.push_back(each.name);
      return Error{fmt::format("\"{}\" is no deviation of {} (use {})", name, assignment,
                               fmt::join(known, ", "))};
    }
    const int position = static_cast<int>(deviation - space.data());
    for (int other : set) {
      if (space[static_cast<std::size_t>(other)].dimension == deviation->dimension) {
        return Error{fmt::format("\"{}\" names two deviations of one dimension ({}): a program "
                                 "follows one of them",
                                 text, dimension_name(deviation->dimension))};
      }
    }
    set.push_back(position);
  }
  std::sort(set.begin(), set.end());
  if (term_of(space, set)) {
    return Error{fmt::format("\"{}\" prints another term's output format, which differs on every "
                             "board",
                             text)};
  }
  return set;
}

std::string spaced(std::string_view text) {
  return fmt::format("{}", fmt::join(split_set(text), " + "));
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::vector<LineDifference> differing_lines(const std::string& first, const std::string& second) {
  const auto a = lines_of(first);
  const auto b = lines_of(second);
  std::vector<LineDifference> lines;
  for (std::size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const std::string x = i < a.size() ? a[i] : "";
    const std::string y = i < b.size() ? b[i] : "";
    if (x != y) lines.push_back({static_cast<int>(i) + 1, x, y});
  }
  return lines;
}

struct Sets {
  DeviationSpace space;
  DeviationSet first;
  DeviationSet second;
};

// One test: each set's search stopped where gen stops it (deviation_expansion_limit with
// the preset's `policy`, SuiteAdapter::deviation_time_policy).
TellingTest run_test(const puzzle::Assignment& assignment, const AssignmentMethod& method,
                     const BoardCase& board, const Sets& sets, const TimePolicy* policy,
                     const TellApartResult& names) {
  TellingTest test{method.name, board, {}, ""};
  const Board goal = goal_for(assignment, board.board);
  const RunOutput reference = run_method(assignment, method, method.config, board.board, goal,
                                         MachineLines::zero);
  SearchConfig base = method.config;
  base.limits.max_expansions = deviation_expansion_limit(
      reference.search ? reference.search->counters.expanded : 0, base.policies.frontier, policy);
  const auto run = answer_under(assignment, method, board.board, goal);
  const auto first = run(apply_rules(sets.space, sets.first, base));
  const auto second = run(apply_rules(sets.space, sets.second, base));
  if (!first || !second) {
    test.unfinished = !first ? names.first : names.second;
    return test;
  }
  test.lines = differing_lines(apply_slips(sets.space, sets.first, *first),
                               apply_slips(sets.space, sets.second, *second));
  return test;
}

}  // namespace

Expected<TellApartResult> tell_apart(const TellApartRequest& request) {
  const auto assignment = parse_assignment(request.boards.assignment);
  if (!assignment) return assignment.error();
  const std::string_view name = assignment_name(*assignment);
  if (*assignment == Assignment::lecture) {
    return Error{"lecture's tests are pairs of boards; tell-apart takes single boards"};
  }
  const auto adapter = find_adapter(*assignment);
  if (!adapter) return adapter.error();
  if (!adapter->deviations) {
    return Error{fmt::format("{} records variants, not deviations", name)};
  }
  const DeviationSpace space = adapter->deviations();
  RawGenOptions raw = request.boards;
  raw.deviations = 1;  // the request's own check; tell-apart records nothing
  const auto gen_request = make_request(raw, adapter->methods);
  if (!gen_request) return gen_request.error();
  const auto boards = board_cases(*gen_request, *adapter);
  if (!boards) return boards.error();
  auto first = parse_set(space, request.first, name);
  if (!first) return first.error();
  auto second = parse_set(space, request.second, name);
  if (!second) return second.error();
  if (*first == *second) return Error{"give two different sets of deviations"};
  const puzzle::Assignment& preset = adapter->rules();
  TellApartResult result{spaced(request.first), spaced(request.second), 0, {}};
  const Sets sets{space, *first, *second};
  for (const BoardCase& board : *boards) {
    for (const std::string& method_name : gen_request->methods) {
      const auto method = find_method(preset, method_name);
      if (!method) return method.error();
      ++result.tests;
      TellingTest test = run_test(preset, **method, board, sets, adapter->deviation_time_policy,
                                  result);
      if (!test.lines.empty() || !test.unfinished.empty()) result.telling.push_back(test);
    }
  }
  return result;
}

std::string tell_apart_text(const TellApartResult& result) {
  const std::size_t telling = static_cast<std::size_t>(
      std::count_if(result.telling.begin(), result.telling.end(),
                    [](const TellingTest& test) { return test.unfinished.empty(); }));
  std::string text;
  if (telling == 0) {
    text = fmt::format("{} and {} print the same lines on all {} tests tried: try other boards "
                       "(--random more, other --depths or --seed)\n",
                       result.first, result.second, result.tests);
  } else {
    text = fmt::format("{} and {} print different lines on {} of {} tests:\n", result.first,
                       result.second, telling, result.tests);
  }
  for (const TellingTest& test : result.telling) {
    const std::string depth = test.board.depth ? fmt::format(" ({} moves)", *test.board.depth)
                                               : std::string();
    if (!test.unfinished.empty()) {
      text += fmt::format("  {} {}{}: {}'s search stopped at gen's expansion limit, so a suite "
                          "records nothing for it there\n",
                          test.method, test.board.text, depth, test.unfinished);
      continue;
    }
    text += fmt::format("  {} {}{}\n", test.method, test.board.text, depth);
    for (const LineDifference& line : test.lines) {
      text += fmt::format("    line {}: {} | {}\n", line.number, line.first, line.second);
    }
  }
  if (telling > 0) {
    text += "A suite holding one of these boards for that method tells them apart: add it to "
            "the suite's boards (puzzle-ref gen --boards) and regenerate.\n";
  }
  return text;
}

}  // namespace puzzle::gen

#include "presets/driver_space.h"

#include <algorithm>
#include <array>
#include <cstdint>

#include "core/moves.h"

namespace puzzle {
namespace {

// A tie-break deviation may already have moved A* onto a heapq frontier.
bool is_astar(const SearchConfig& c) {
  return c.policies.frontier == FrontierKind::priority ||
         c.policies.frontier == FrontierKind::heapq;
}
bool is_dfs(const SearchConfig& c) { return c.policies.frontier == FrontierKind::lifo; }

// A* on a CPython heapq whose entries compare f, then `fields`, and nothing else: entries
// equal on those come out by heap position (a __lt__ on those fields alone).
void heap_position_ties(SearchConfig& c, std::initializer_list<EntryField> fields) {
  if (!is_astar(c)) return;
  c.policies.frontier = FrontierKind::heapq;
  c.policies.heapq_order = {EntryField::key};
  c.policies.heapq_order.insert(c.policies.heapq_order.end(), fields);
}

// A* ties decided by a CPython heapq of (f, fields..., insertion counter, state) entries.
void heapq_ties(SearchConfig& c, std::initializer_list<EntryField> fields) {
  if (!is_astar(c)) return;
  heap_position_ties(c, fields);
  c.policies.heapq_order.push_back(EntryField::insertion);
}

// A* whose update of a waiting entry leaves its heap out of order (`update`: a cheaper
// cost written into the entry, or the entry taken out by list.remove). The heap must be
// a CPython heapq for that: the priority frontier's FIFO or smaller-g ties become the
// heapq tuples that say the same. Newest-first or deeper-first ties have no such tuple,
// so with them the rule leaves the search as it is (the combination then prints what the
// tie rule alone prints, and gen records nothing for it).
void update_unsorted(SearchConfig& c, KeyUpdate update) {
  if (!is_astar(c)) return;
  if (c.policies.frontier == FrontierKind::priority) {
    switch (c.policies.ties) {
      case TieBreak::fifo: heapq_ties(c, {}); break;
      case TieBreak::shallower_first: heapq_ties(c, {EntryField::g}); break;
      case TieBreak::lifo:
      case TieBreak::deeper_first: return;
    }
  }
  c.policies.key_update = update;
}

// A* under a rule that changes its whole order (h = 0, f not g + h) still expands each
// board once at most, so gen may let it take the whole 8-puzzle (181,440 boards), as DFS:
// far more than ten times the assignment's expansions, and within the time limit.
void allow_whole_space(SearchConfig& c) {
  c.limits.max_expansions = std::max(c.limits.max_expansions, kWholeEightPuzzleExpansions);
}

// A* with an h that changes its whole order (h = 0, misplaced tiles): the whole space.
void astar_with_h(SearchConfig& c, HeuristicKind kind) {
  if (!is_astar(c)) return;
  c.heuristic = kind;
  allow_whole_space(c);
}

void use_order(SearchConfig& c, std::string_view letters) {
  c.move_order = *parse_move_order(letters);
}

// Applies `edit` to every line of `output` (each ends in '\n').
template <class Edit>
std::string each_line(std::string_view output, Edit edit) {
  std::string text;
  std::size_t start = 0;
  while (start < output.size()) {
    const std::size_t end = output.find('\n', start);
    const std::size_t stop = end == std::string_view::npos ? output.size() : end;
    text += edit(std::string(output.substr(start, stop - start)));
    if (end != std::string_view::npos) text += '\n';
    start = stop + 1;
  }
  return text;
}

bool starts_with(const std::string& line, std::string_view prefix) {
  return line.compare(0, prefix.size(), prefix) == 0;
}

constexpr std::string_view kFifoTies =
    "The assignment breaks them by insertion order: first added, first expanded.";
constexpr std::string_view kSkipsWaiting =
    "The assignment skips a board that is already waiting in the frontier or was already "
    "expanded.";
constexpr std::string_view kLeavesWaiting =
    "The assignment leaves a board that waits in the frontier as it is.";
constexpr std::string_view kGPlusH =
    "The assignment orders the frontier by f = g + h: the number of moves so far plus the "
    "Manhattan distance.";
constexpr std::string_view kManhattanH =
    "The assignment's h is the Manhattan distance of the tiles 1 to 8: how many rows and "
    "columns each is from its place.";
constexpr std::string_view kDeepestPushed =
    "The assignment's is the deepest node ever added to the frontier.";
constexpr std::string_view kOrderUDLRSentence =
    "The assignment generates children in the order Up, Down, Left, Right.";

constexpr std::array kDriverSpace{
    // Term 1T2017's nine lines (assignments.md "Other terms"): 6 of 46 real programs of
    // one class printed them, some with a search deviation as well. First in the space, so
    // a student's explanation starts with it: it changes more lines than any search rule.
    Deviation{"nine-line-format", Dimension::output_format,
              "Your program prints the output format of an earlier term of this course: 9 "
              "lines, with fringe_size and max_fringe_size.",
              "The assignment asks for 7 lines: path_to_goal, cost_of_path, nodes_expanded, "
              "search_depth, max_search_depth, running_time and max_ram_usage.",
              nullptr, nullptr, OutputStyle::driver_1t2017},
    Deviation{"counts-blank", Dimension::heuristic,
              "Your Manhattan distance also counts how far the blank is from its place.",
              "The assignment counts only the numbered tiles 1 to 8.",
              [](SearchConfig& c) {
                if (is_astar(c)) c.heuristic = HeuristicKind::manhattan_with_blank;
              },
              nullptr},
    // Issue 41: the other heuristics real programs use. Misplaced tiles change A*'s whole
    // order and take it near the whole 8-puzzle on the deepest boards (about 144,000
    // expansions on the 31-move hidden board, against 18,475), each board once at most.
    Deviation{"h-misplaced", Dimension::heuristic,
              "Your A*'s h counts the tiles that are not in their place, not how far they are "
              "from it.",
              kManhattanH, [](SearchConfig& c) { astar_with_h(c, HeuristicKind::misplaced); },
              nullptr},
    Deviation{"h-misplaced-counts-blank", Dimension::heuristic,
              "Your A*'s h counts the squares that differ from the goal, the blank's square "
              "too, not how far the tiles are from their places.",
              kManhattanH,
              [](SearchConfig& c) { astar_with_h(c, HeuristicKind::misplaced_with_blank); },
              nullptr},
    // Sums of square roots, added cell by cell as a Python loop over the board adds them:
    // boards of equal f in real numbers may differ in the last bit, and A* then orders
    // them by that bit, as the program does (core/heuristics.h).
    Deviation{"h-euclidean", Dimension::heuristic,
              "Your A*'s h adds up the tiles' straight-line (Euclidean) distances to their "
              "places.",
              kManhattanH,
              [](SearchConfig& c) {
                if (is_astar(c)) c.heuristic = HeuristicKind::euclidean;
              },
              nullptr},
    // A goal table keyed by strings looked up with numbers finds nothing: every h is 0.
    Deviation{"no-heuristic",
              Dimension::heuristic,
              "Your A*'s h is 0 for every board (for example, it looks tiles up in a table "
              "that never finds them), so it searches like breadth-first search.",
              "The assignment's h is the Manhattan distance of the tiles 1 to 8.",
              [](SearchConfig& c) { astar_with_h(c, HeuristicKind::zero); },
              nullptr,
              {},
              Combines::with_output_formats_only},
    Deviation{"f-sums-h",
              Dimension::priority,
              "Your A* adds each board's h to its parent's f, so f is the sum of h along the "
              "path instead of g + h.",
              kGPlusH,
              [](SearchConfig& c) {
                if (!is_astar(c)) return;
                c.policies.key = PriorityKey::path_h;
                allow_whole_space(c);
              },
              nullptr,
              {},
              Combines::with_output_formats_only},
    Deviation{"f-adds-summed-h-to-g",
              Dimension::priority,
              "Your A* adds each board's h to its parent's cost and then adds g, so f is g "
              "plus the sum of h along the path instead of g + h.",
              kGPlusH,
              [](SearchConfig& c) {
                if (!is_astar(c)) return;
                c.policies.key = PriorityKey::g_plus_path_h;
                allow_whole_space(c);
              },
              nullptr,
              {},
              Combines::with_output_formats_only},
    Deviation{"f-counts-moves-twice",
              Dimension::priority,
              "Your A* adds one for every move to g + h, so f counts each move twice.",
              kGPlusH,
              [](SearchConfig& c) {
                if (!is_astar(c)) return;
                c.policies.key = PriorityKey::g_twice_plus_h;
                allow_whole_space(c);
              },
              nullptr,
              {},
              Combines::with_output_formats_only},
    Deviation{"lifo-ties", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by taking the newest one first.",
              kFifoTies,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.ties = TieBreak::lifo;
              },
              nullptr},
    Deviation{"ties-smaller-g", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by the smaller g (shallower first).",
              kFifoTies,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.ties = TieBreak::shallower_first;
              },
              nullptr},
    Deviation{"ties-larger-g", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by the larger g (deeper first).",
              kFifoTies,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.ties = TieBreak::deeper_first;
              },
              nullptr},
    Deviation{"ties-by-board", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by comparing the boards "
              "themselves, as tuples of numbers.",
              kFifoTies, [](SearchConfig& c) { heapq_ties(c, {EntryField::state}); }, nullptr},
    Deviation{"ties-smaller-g-then-board", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by the smaller g, then by "
              "comparing the boards as tuples of numbers.",
              kFifoTies,
              [](SearchConfig& c) {
                heapq_ties(c, {EntryField::g, EntryField::state});
              },
              nullptr},
    Deviation{"ties-by-moves", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by comparing their lists of moves "
              "from the start (Up before Down before Left before Right).",
              kFifoTies, [](SearchConfig& c) { heapq_ties(c, {EntryField::moves}); }, nullptr},
    Deviation{"ties-by-last-move", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by their last move (Up before "
              "Down before Left before Right).",
              kFifoTies, [](SearchConfig& c) { heapq_ties(c, {EntryField::last_move}); }, nullptr},
    Deviation{"ties-by-last-move-then-board", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by their last move (Up before "
              "Down before Left before Right), then by comparing the boards as tuples of "
              "numbers.",
              kFifoTies,
              [](SearchConfig& c) {
                heapq_ties(c, {EntryField::last_move, EntryField::state});
              },
              nullptr},
    // A heapq of objects whose __lt__ compares f alone (or queue.PriorityQueue of them).
    Deviation{"ties-by-heap-position", Dimension::tie_break,
              "Your A* compares frontier entries by f alone, so of equal f the heap gives back "
              "whichever it happens to hold first.",
              kFifoTies, [](SearchConfig& c) { heap_position_ties(c, {}); }, nullptr},
    // A heapq of objects whose __lt__ compares f, then g (issue 41).
    Deviation{"ties-smaller-g-then-heap-position", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by the smaller g; of equal f and "
              "g, the heap gives back whichever it happens to hold first.",
              kFifoTies, [](SearchConfig& c) { heap_position_ties(c, {EntryField::g}); }, nullptr},
    // heapq entries (f, move, board) with the move's name as a string (issue 41).
    Deviation{"ties-by-move-name-then-board", Dimension::tie_break,
              "Your A* breaks ties between nodes of equal f by the name of their last move in "
              "alphabetical order (Down, Left, Right, Up), then by comparing the boards as "
              "tuples of numbers.",
              kFifoTies,
              [](SearchConfig& c) {
                heapq_ties(c, {EntryField::move_name, EntryField::state});
              },
              nullptr},
    Deviation{"no-frontier-check", Dimension::duplicates,
              "Your search skips a board only if it was already expanded, so the same board "
              "can wait in the frontier several times.",
              kSkipsWaiting,
              [](SearchConfig& c) { c.policies.duplicates = DuplicateDetection::closed_at_push; },
              nullptr},
    Deviation{"decrease-key", Dimension::duplicates,
              "Your A* moves a board already waiting in the frontier to the cheaper cost when "
              "it finds a shorter way to it, as if it had just been added.",
              kLeavesWaiting,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.key_update = KeyUpdate::decrease_key;
              },
              nullptr},
    Deviation{"decrease-key-in-place", Dimension::duplicates,
              "Your A* gives a board already waiting in the frontier the cheaper cost when it "
              "finds a shorter way to it, keeping its place among equal f.",
              kLeavesWaiting,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.key_update = KeyUpdate::decrease_key_keep_order;
              },
              nullptr},
    Deviation{"always-replace", Dimension::duplicates,
              "Your A* replaces a board that waits in the frontier every time it reaches it "
              "again, even by a longer way.",
              kLeavesWaiting,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.key_update = KeyUpdate::always_replace;
              },
              nullptr},
    Deviation{"cheaper-cost-heap-not-resorted", Dimension::duplicates,
              "Your A* writes the cheaper cost into a board's entry while it waits in the "
              "frontier, but does not re-sort the heap, so the board stays where it was.",
              kLeavesWaiting,
              [](SearchConfig& c) { update_unsorted(c, KeyUpdate::in_place_unsorted); }, nullptr},
    // heapq entries (f, counter, board), the old one taken out by frontier.remove(old)
    // and the new one pushed, no heapify (issue 41). With a heapify after the remove the
    // program prints what decrease-key prints: entries with a counter are ordered
    // totally, so any heap pops the same one.
    Deviation{"decrease-key-remove-no-heapify", Dimension::duplicates,
              "Your A* takes a board's old entry out of the frontier with list.remove when "
              "it finds a shorter way to it, and pushes the new one, but does not call "
              "heapify after the remove, so the frontier is left a little out of order.",
              kLeavesWaiting,
              [](SearchConfig& c) { update_unsorted(c, KeyUpdate::remove_unsorted); }, nullptr},
    // KeyUpdate::decrease_key_old_parent (the cheaper cost, the first parent) is no row:
    // it prints what decrease-key prints unless the goal's path runs through a board whose
    // cost was lowered, which no board of the shipped suites does, so a row would turn
    // every decrease-key explanation into "either one or the other".
    Deviation{"requeue-if-cheaper", Dimension::duplicates,
              "Your A* adds a board again whenever it finds a cheaper way to it, even if the "
              "board is still waiting or was already expanded.",
              kSkipsWaiting,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.duplicates = DuplicateDetection::seen_at_lower_cost;
              },
              nullptr},
    // A dict board -> the g it was last queued with, checked with != (issue 41). When the
    // copies left waiting are skipped once their board is expanded, the program prints
    // what decrease-key prints (the cheaper copy pops first; a longer one never passes
    // the deepest push): no row for that.
    Deviation{"requeue-other-cost", Dimension::duplicates,
              "Your A* adds a board that is already waiting in the frontier again whenever it "
              "reaches it with another number of moves, shorter or longer, and expands every "
              "copy it takes off the frontier, also when that board was already expanded.",
              kSkipsWaiting,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.key_update = KeyUpdate::requeue_other_cost;
              },
              nullptr},
    Deviation{"no-duplicate-check", Dimension::duplicates,
              "Your A* never recognises a board it has seen before (for example, boards "
              "compared without __eq__ and __hash__), so it expands boards again and again.",
              kSkipsWaiting,
              [](SearchConfig& c) {
                if (is_astar(c)) c.policies.duplicates = DuplicateDetection::none;
              },
              nullptr},
    Deviation{"goal-test-at-generation", Dimension::goal_test,
              "Your search checks for the goal when a child is generated.",
              "The assignment checks for the goal when a node is taken off the frontier.",
              [](SearchConfig& c) { c.policies.goal_test = GoalTest::at_generation; }, nullptr},
    Deviation{"count-goal-as-expanded", Dimension::counting,
              "Your nodes_expanded also counts the goal node.",
              "The assignment counts only the nodes that were expanded, and the goal never is.",
              [](SearchConfig& c) {
                c.policies.goal_counting = GoalCounting::goal_counted_as_expanded;
              },
              nullptr},
    Deviation{"max-depth-at-pop", Dimension::depth_measure,
              "Your max_search_depth looks only at nodes taken off the frontier.",
              "The assignment's looks at every node added to the frontier.",
              [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::at_pop; }, nullptr},
    Deviation{"max-depth-popped-plus-one", Dimension::depth_measure,
              "Your max_search_depth is one more than the deepest node taken off the frontier.",
              kDeepestPushed,
              [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::at_pop_plus_one; },
              nullptr},
    Deviation{"max-depth-at-generation", Dimension::depth_measure,
              "Your max_search_depth looks at every child generated, also the ones already "
              "seen that never went into the frontier.",
              "The assignment's looks only at the nodes added to the frontier.",
              [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::at_generation; },
              nullptr},
    Deviation{"max-depth-last-push", Dimension::depth_measure,
              "Your max_search_depth is the depth of the last node added to the frontier, "
              "not the deepest one.",
              kDeepestPushed,
              [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::last_push; }, nullptr},
    // Written from the path at the end (len(path) + 1): BFS's and A*'s equal
    // max-depth-popped-plus-one's, since their deepest pop is the goal; DFS's tell them apart.
    Deviation{"max-depth-goal-plus-one", Dimension::depth_measure,
              "Your max_search_depth is always one more than search_depth, whatever the "
              "search did.",
              kDeepestPushed,
              [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::goal_plus_one; },
              nullptr},
    // A global counter raised when a pop is deeper than the pop just before it: BFS's is
    // the goal's depth, but DFS climbs back up and goes down again many times.
    Deviation{"max-depth-counts-descents", Dimension::depth_measure,
              "Your max_search_depth goes up by one every time the node taken off the "
              "frontier is deeper than the one taken off before it, and never goes down, so "
              "it counts how often the search went one level down.",
              kDeepestPushed,
              [](SearchConfig& c) { c.policies.depth_measure = DepthMeasure::descents; }, nullptr},
    Deviation{"order-udrl", Dimension::move_order,
              "Your search generates children in the order Up, Down, Right, Left.",
              kOrderUDLRSentence, [](SearchConfig& c) { use_order(c, "UDRL"); }, nullptr},
    Deviation{"order-lrud", Dimension::move_order,
              "Your search generates children in the order Left, Right, Up, Down.",
              kOrderUDLRSentence, [](SearchConfig& c) { use_order(c, "LRUD"); }, nullptr},
    Deviation{"order-rldu", Dimension::move_order,
              "Your search generates children in the order Right, Left, Down, Up.",
              kOrderUDLRSentence, [](SearchConfig& c) { use_order(c, "RLDU"); }, nullptr},
    Deviation{"order-ulrd", Dimension::move_order,
              "Your search generates children in the order Up, Left, Right, Down.",
              kOrderUDLRSentence, [](SearchConfig& c) { use_order(c, "ULRD"); }, nullptr},
    // A* alone in another order (issue 41): its loop copied from DFS's reversed one; BFS
    // and DFS keep the assignment's. A* alone in Up, Left, Down, Right shows on about one
    // random board in 30, too seldom for a suite to tell it apart on two: no row.
    Deviation{"ast-order-rldu", Dimension::move_order,
              "Your A* generates children in the order Right, Left, Down, Up, unlike your BFS "
              "and DFS.",
              kOrderUDLRSentence,
              [](SearchConfig& c) {
                if (is_astar(c)) use_order(c, "RLDU");
              },
              nullptr},
    Deviation{"dfs-unreversed", Dimension::push_order,
              "Your DFS pushes children in the order Up, Down, Left, Right, so Right comes "
              "off the stack first.",
              "The assignment pushes them in reverse, so Up comes off the stack first.",
              [](SearchConfig& c) {
                if (is_dfs(c)) c.policies.push_order = PushOrder::as_generated;
              },
              nullptr},
    Deviation{"double-quotes", Dimension::output_format,
              "Your path_to_goal writes the moves in double quotes (\"Up\").",
              "The assignment writes them as Python prints a list, in single quotes ('Up').",
              nullptr,
              [](std::string_view output) {
                return each_line(output, [](std::string line) {
                  if (!starts_with(line, "path_to_goal:")) return line;
                  for (char& c : line) c = c == '\'' ? '"' : c;
                  return line;
                });
              }},
    Deviation{"no-space-after-colon", Dimension::output_format,
              "Your lines have no space after the colon (cost_of_path:3).",
              "The assignment puts one space after it (cost_of_path: 3).", nullptr,
              [](std::string_view output) {
                return each_line(output, [](std::string line) {
                  const auto colon = line.find(": ");
                  if (colon != std::string::npos) line.erase(colon + 1, 1);
                  return line;
                });
              }},
    Deviation{"six-decimals", Dimension::output_format,
              "Your running_time and max_ram_usage have 6 decimals.",
              "The assignment writes them with 8 decimals.", nullptr,
              [](std::string_view output) {
                return each_line(output, [](std::string line) {
                  const bool timing = starts_with(line, "running_time:") ||
                                      starts_with(line, "max_ram_usage:");
                  if (timing && line.size() > 2) line.resize(line.size() - 2);
                  return line;
                });
              }},
};

// Term 1T2017's space: kDriverSpace with its first row, the nine lines (that term's own
// format), turned the other way round: a program that prints the current term's seven
// lines. Its search_depth and max_search_depth move up to lines 4-5, and its
// running_time and max_ram_usage land on lines 6-7, where the nine-line test checks
// search_depth and max_search_depth by value: gen lists those two by their shape (a
// pattern, gen/term_formats.h), since their values are the machine's
// (docs/suite-format.md, "Deviations").
constexpr Deviation kSevenLineFormat{
    "seven-line-format",
    Dimension::output_format,
    "Your program prints the output format of a later term of this course: 7 lines, without "
    "fringe_size and max_fringe_size.",
    "The assignment asks for 9 lines: path_to_goal, cost_of_path, nodes_expanded, "
    "fringe_size, max_fringe_size, search_depth, max_search_depth, running_time and "
    "max_ram_usage.",
    nullptr,
    nullptr,
    OutputStyle::driver};

constexpr auto kDriver1T2017Space = [] {
  static_assert(kDriverSpace[0].term == OutputStyle::driver_1t2017);
  std::array<Deviation, kDriverSpace.size()> space = kDriverSpace;
  space[0] = kSevenLineFormat;
  return space;
}();

// The rules real driver programs follow most (issues 15, 29 and 41's corpora): move
// orders, for every method or A*'s alone; max_search_depth counted other ways; the
// frontier updates, heuristic and counting slips (misplaced tiles and Euclidean distance
// among them, issue 41); A*'s tie rules.
constexpr std::array<std::string_view, 26> kCommon{
    "order-udrl",
    "order-lrud",
    "order-rldu",
    "order-ulrd",
    "ast-order-rldu",
    "dfs-unreversed",
    "max-depth-at-pop",
    "max-depth-popped-plus-one",
    "max-depth-at-generation",
    "max-depth-last-push",
    "max-depth-goal-plus-one",
    "decrease-key",
    "counts-blank",
    "h-misplaced",
    "h-misplaced-counts-blank",
    "h-euclidean",
    "count-goal-as-expanded",
    "goal-test-at-generation",
    "lifo-ties",
    "ties-smaller-g",
    "ties-larger-g",
    "ties-by-heap-position",
    "ties-smaller-g-then-heap-position",
    "ties-by-move-name-then-board",
    "ties-by-last-move-then-board",
    "no-frontier-check",
};

}  // namespace

DeviationSpace driver_deviations() { return kDriverSpace; }

std::span<const std::string_view> driver_common_deviations() { return kCommon; }

DeviationSpace driver_1t2017_deviations() { return kDriver1T2017Space; }

}  // namespace puzzle

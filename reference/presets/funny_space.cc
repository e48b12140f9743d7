#include "presets/funny_space.h"

#include <array>

namespace puzzle {
namespace {

constexpr std::string_view kTiesByState =
    "The assignment's entries (g+h, state, (g, h, parent_index)) break ties of g+h by the "
    "state, compared as a list.";
constexpr std::string_view kPushUnlessPopped =
    "The assignment pushes every successor that has not been popped before, even one "
    "already waiting in the queue.";
constexpr std::string_view kGPlusH =
    "The assignment orders the queue by g+h: the moves made so far plus h.";
constexpr std::string_view kLargestQueue =
    "The assignment prints the largest length the queue ever had, measured after each "
    "round of pushes.";

// Each state waits in the queue at most once; a shorter path updates its entry by `update`.
void once_in_queue(SearchConfig& c, KeyUpdate update) {
  c.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
  c.policies.key_update = update;
}

// The definitions of the funny variants of the same names (presets/funny.cc).
constexpr std::array kFunnySpace{
    Deviation{"h-misplaced", Dimension::heuristic,
              "Your h counts the tiles that are not in their place.",
              "The assignment's h is the sum of the tiles' Manhattan distances to their places.",
              [](SearchConfig& c) { c.heuristic = HeuristicKind::misplaced; }, nullptr},
    // Greedy best-first search: heapq entries (h, ...). It keeps the tie and duplicate
    // rules of the entries around it, so it combines with them.
    Deviation{"priority-h", Dimension::priority,
              "Your queue is ordered by h alone, so the state that looks closest to the goal "
              "comes out first, however many moves it took to reach it.",
              kGPlusH, [](SearchConfig& c) { c.policies.key = PriorityKey::h; }, nullptr},
    // f = the parent's f + Manhattan + misplaced: both estimates summed along the path, no g
    // (issue 41, one program of its corpus).
    Deviation{"priority-adds-parent-f", Dimension::priority,
              "Your queue's priority adds each state's h and its number of misplaced tiles "
              "to its parent's priority, so it grows along the path instead of being the "
              "moves made so far plus h.",
              kGPlusH, [](SearchConfig& c) { c.policies.key = PriorityKey::path_h_and_misplaced; },
              nullptr},
    Deviation{"ties-by-insertion", Dimension::tie_break,
              "Your queue breaks ties between entries of equal g+h by the order they were "
              "added (a counter in the entry).",
              kTiesByState,
              [](SearchConfig& c) {
                c.policies.heapq_order = {EntryField::key, EntryField::insertion};
              },
              nullptr},
    // A class whose __lt__ compares f alone: heapq's sifting decides equal f.
    Deviation{"ties-by-heap-position", Dimension::tie_break,
              "Your queue compares entries by g+h alone, so entries of equal g+h come out in "
              "whatever order the heap happens to keep them.",
              kTiesByState, [](SearchConfig& c) { c.policies.heapq_order = {EntryField::key}; },
              nullptr},
    // Entries (g+h, state, g, path): the path, a list of the states from the start, decides
    // what (g, h, parent_index) decides in the assignment's.
    Deviation{"ties-by-path-states", Dimension::tie_break,
              "Your queue's entries carry the path of states that led to each state, so "
              "entries of equal g+h and equal state are ordered by those paths.",
              "The assignment's entries (g+h, state, (g, h, parent_index)) order them by the "
              "parent's place in the closed list.",
              [](SearchConfig& c) {
                c.policies.heapq_order = {EntryField::key, EntryField::state, EntryField::g,
                                          EntryField::path_states};
              },
              nullptr},
    // Entries (f, g, state): a common A* tuple, and a greedy one's (h, g, state).
    Deviation{"ties-by-g-then-state", Dimension::tie_break,
              "Your queue's entries look like (priority, moves, state): of two entries with "
              "the same priority, the one reached in fewer moves comes out first, then the "
              "smaller state.",
              kTiesByState,
              [](SearchConfig& c) {
                c.policies.heapq_order = {EntryField::key, EntryField::g, EntryField::state};
              },
              nullptr},
    Deviation{"requeue-if-shorter", Dimension::duplicates,
              "Your solve pushes a successor that was already generated only when it is "
              "reached in fewer moves, whether or not it was popped before.",
              kPushUnlessPopped,
              [](SearchConfig& c) {
                c.policies.duplicates = DuplicateDetection::seen_at_lower_cost;
              },
              nullptr},
    // `if entry not in pq`: the parent index makes every entry new, so nothing is ever
    // refused (issue 41, one program of its corpus).
    Deviation{"no-closed-check", Dimension::duplicates,
              "Your solve pushes every successor, also states that were popped before: it "
              "only looks for the very same entry in the queue, and the parent index makes "
              "each entry new.",
              kPushUnlessPopped,
              [](SearchConfig& c) { c.policies.duplicates = DuplicateDetection::none; }, nullptr},
    Deviation{"visited-at-push", Dimension::duplicates,
              "Your solve pushes a successor only if it was never pushed before, so no state "
              "waits in the queue twice.",
              kPushUnlessPopped,
              [](SearchConfig& c) {
                c.policies.duplicates = DuplicateDetection::frontier_or_explored_at_push;
              },
              nullptr},
    Deviation{"skip-closed-at-pop", Dimension::duplicates,
              "Your solve throws away a popped state that was already popped before, without "
              "adding it to the closed list.",
              "The assignment adds every popped state to the closed list and expands it.",
              [](SearchConfig& c) {
                c.policies.duplicates = DuplicateDetection::closed_at_push_and_pop;
              },
              nullptr},
    // Replacing the entry and editing it in place print the same here: with no counter in
    // the entry, the heap orders it by its fields alone.
    Deviation{"decrease-key", Dimension::duplicates,
              "Your solve keeps each state in the queue at most once: when it finds a shorter "
              "path to a state still waiting there, it replaces that state's entry.",
              kPushUnlessPopped, [](SearchConfig& c) { once_in_queue(c, KeyUpdate::decrease_key); },
              nullptr},
    Deviation{"decrease-key-no-heapify", Dimension::duplicates,
              "Your solve keeps each state in the queue at most once: when it finds a shorter "
              "path to a state still waiting there, it writes the new entry over the old one "
              "but does not put the queue back in order (no heapify).",
              kPushUnlessPopped,
              [](SearchConfig& c) { once_in_queue(c, KeyUpdate::in_place_unsorted); }, nullptr},
    Deviation{"decrease-key-remove-no-heapify", Dimension::duplicates,
              "Your solve keeps each state in the queue at most once: when it finds a shorter "
              "path to a state still waiting there, it takes the old entry out with "
              "list.remove and pushes the new one, but does not call heapify after the "
              "remove, so the queue is left a little out of order.",
              kPushUnlessPopped,
              [](SearchConfig& c) { once_in_queue(c, KeyUpdate::remove_unsorted); }, nullptr},
    Deviation{"queue-after-pop", Dimension::queue_measure,
              "Your Max queue length is measured right after each pop, so it is one less.",
              "The assignment measures it after each round of pushes.",
              [](SearchConfig& c) { c.policies.frontier_measure = FrontierMeasure::after_pop; },
              nullptr},
    Deviation{"queue-before-goal-pop", Dimension::queue_measure,
              "Your Max queue length is the queue's length just before the goal was taken off "
              "it, not the largest length it ever had.",
              kLargestQueue,
              [](SearchConfig& c) {
                c.policies.frontier_measure = FrontierMeasure::before_last_pop;
              },
              nullptr},
    Deviation{"queue-after-goal-pop", Dimension::queue_measure,
              "Your Max queue length is the queue's length at the end, after the goal was "
              "taken off it, not the largest length it ever had.",
              kLargestQueue,
              [](SearchConfig& c) { c.policies.frontier_measure = FrontierMeasure::at_stop; },
              nullptr},
    Deviation{"queue-counts-states", Dimension::queue_measure,
              "Your Max queue length counts every different state that was ever put in the "
              "queue, not the most that waited in it at once.",
              kLargestQueue,
              [](SearchConfig& c) {
                c.policies.frontier_measure = FrontierMeasure::distinct_pushed;
              },
              nullptr},
    // The variable-tile term's solve (presets/funny_terms.h) prints True before the path
    // of a solvable start; every board of this term's suites is solvable.
    Deviation{"true-line-first", Dimension::output_format,
              "Your solve first prints a line True, as another term's version of this "
              "assignment asked.",
              "The assignment prints the path right away, starting with the first state.", nullptr,
              [](std::string_view output) { return "True\n" + std::string(output); }},
};

constexpr std::array<std::string_view, 10> kCommon{
    "queue-before-goal-pop", "queue-after-pop",     "queue-counts-states", "visited-at-push",
    "requeue-if-shorter",    "skip-closed-at-pop",  "decrease-key",        "ties-by-insertion",
    "ties-by-heap-position", "ties-by-path-states",
};

}  // namespace

DeviationSpace funny_deviations() { return kFunnySpace; }

std::span<const std::string_view> funny_common_deviations() { return kCommon; }

}  // namespace puzzle

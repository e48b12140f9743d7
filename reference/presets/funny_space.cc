#include "presets/funny_space.h"

#include <array>

namespace puzzle {
namespace {

constexpr std::string_view kPushUnlessPopped =
    "The assignment pushes every successor that has not been popped before, even one "
    "already waiting in the queue.";

// The definitions of the funny variants of the same names (presets/funny.cc).
constexpr std::array kFunnySpace{
    Deviation{"h-misplaced", Dimension::heuristic,
              "Your h counts the tiles that are not in their place.",
              "The assignment's h is the sum of the tiles' Manhattan distances to their places.",
              [](SearchConfig& c) { c.heuristic = HeuristicKind::misplaced; }, nullptr},
    Deviation{"ties-by-insertion", Dimension::tie_break,
              "Your queue breaks ties between entries of equal g+h by the order they were "
              "added (a counter in the entry).",
              "The assignment's entries (g+h, state, (g, h, parent_index)) break them by the "
              "state, compared as a list.",
              [](SearchConfig& c) {
                c.policies.heapq_order = {EntryField::key, EntryField::insertion};
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
    Deviation{"queue-after-pop", Dimension::queue_measure,
              "Your Max queue length is measured right after each pop, so it is one less.",
              "The assignment measures it after each round of pushes.",
              [](SearchConfig& c) { c.policies.frontier_measure = FrontierMeasure::after_pop; },
              nullptr},
    // The variable-tile term's solve (presets/funny_terms.h) prints True before the path
    // of a solvable start; every board of this term's suites is solvable.
    Deviation{"true-line-first", Dimension::output_format,
              "Your solve first prints a line True, as another term's version of this "
              "assignment asked.",
              "The assignment prints the path right away, starting with the first state.", nullptr,
              [](std::string_view output) { return "True\n" + std::string(output); }},
};

}  // namespace

DeviationSpace funny_deviations() { return kFunnySpace; }

}  // namespace puzzle

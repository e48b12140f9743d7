#include "presets/fifteen_space.h"

#include <array>

namespace puzzle {
namespace {

// The definitions of the fifteen variants of the same names (presets/fifteen.cc).
constexpr std::array kFifteenSpace{
    Deviation{"count-pops", Dimension::counting,
              "Your explored count includes every node taken off the queue, the skipped "
              "repeats and the goal too.",
              "The assignment counts the distinct boards explored before the goal.",
              [](SearchConfig& c) { c.policies.goal_counting = GoalCounting::every_pop; }, nullptr},
    Deviation{"fifo-ties", Dimension::tie_break,
              "Your queue takes the node added first among nodes of equal g + h.",
              "The assignment's nodes compare by g + h only, so Python's heap decides ties.",
              [](SearchConfig& c) {
                c.policies.heapq_order = {EntryField::key, EntryField::insertion};
              },
              nullptr},
};

}  // namespace

DeviationSpace fifteen_deviations() { return kFifteenSpace; }

}  // namespace puzzle

#include "search/policies.h"

namespace puzzle {

std::string_view to_string(FrontierKind value) {
  switch (value) {
    case FrontierKind::fifo:
      return "fifo";
    case FrontierKind::lifo:
      return "lifo";
    case FrontierKind::priority:
      return "priority";
    case FrontierKind::heapq:
      return "heapq";
  }
  return "?";
}

std::string_view to_string(TieBreak value) {
  switch (value) {
    case TieBreak::fifo:
      return "fifo";
    case TieBreak::lifo:
      return "lifo";
    case TieBreak::deeper_first:
      return "deeper-first";
    case TieBreak::shallower_first:
      return "shallower-first";
  }
  return "?";
}

std::string_view to_string(EntryField value) {
  switch (value) {
    case EntryField::key:
      return "key";
    case EntryField::g:
      return "g";
    case EntryField::h:
      return "h";
    case EntryField::depth:
      return "depth";
    case EntryField::state:
      return "state";
    case EntryField::parent_index:
      return "parent-index";
    case EntryField::insertion:
      return "insertion";
    case EntryField::moves:
      return "moves";
    case EntryField::last_move:
      return "last-move";
  }
  return "?";
}

std::string_view to_string(DuplicateDetection value) {
  switch (value) {
    case DuplicateDetection::none:
      return "none";
    case DuplicateDetection::closed_at_pop:
      return "closed-at-pop";
    case DuplicateDetection::closed_at_push:
      return "closed-at-push";
    case DuplicateDetection::closed_at_push_and_pop:
      return "closed-at-push-and-pop";
    case DuplicateDetection::frontier_or_explored_at_push:
      return "frontier-or-explored-at-push";
    case DuplicateDetection::visited_at_push:
      return "visited-at-push";
    case DuplicateDetection::seen_at_lower_cost:
      return "seen-at-lower-cost";
  }
  return "?";
}

std::string_view to_string(GoalTest value) {
  switch (value) {
    case GoalTest::at_pop:
      return "at-pop";
    case GoalTest::at_generation:
      return "at-generation";
  }
  return "?";
}

std::string_view to_string(KeyUpdate value) {
  switch (value) {
    case KeyUpdate::keep_first:
      return "keep-first";
    case KeyUpdate::decrease_key:
      return "decrease-key";
    case KeyUpdate::decrease_key_keep_order:
      return "decrease-key-keep-order";
  }
  return "?";
}

std::string_view to_string(DepthMeasure value) {
  switch (value) {
    case DepthMeasure::at_push:
      return "at-push";
    case DepthMeasure::at_pop:
      return "at-pop";
  }
  return "?";
}

std::string_view to_string(PriorityKey value) {
  switch (value) {
    case PriorityKey::g_plus_h:
      return "g+h";
    case PriorityKey::g:
      return "g";
    case PriorityKey::h:
      return "h";
  }
  return "?";
}

std::string_view to_string(PushOrder value) {
  switch (value) {
    case PushOrder::as_generated:
      return "as-generated";
    case PushOrder::reversed:
      return "reversed";
  }
  return "?";
}

std::string_view to_string(SuccessorSort value) {
  switch (value) {
    case SuccessorSort::move_order:
      return "move-order";
    case SuccessorSort::lexicographic:
      return "lexicographic";
  }
  return "?";
}

std::string_view to_string(GoalCounting value) {
  switch (value) {
    case GoalCounting::goal_not_expanded:
      return "goal-not-expanded";
    case GoalCounting::goal_counted_as_expanded:
      return "goal-counted-as-expanded";
    case GoalCounting::every_pop:
      return "every-pop";
  }
  return "?";
}

std::string_view to_string(FrontierMeasure value) {
  switch (value) {
    case FrontierMeasure::after_push:
      return "after-push";
    case FrontierMeasure::after_pop:
      return "after-pop";
  }
  return "?";
}

}  // namespace puzzle

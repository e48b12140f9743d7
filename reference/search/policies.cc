#include "search/policies.h"

namespace puzzle {

std::string_view to_string(FrontierKind value) { return name_of(kFrontierKindTable, value); }

std::string_view to_string(TieBreak value) { return name_of(kTieBreakTable, value); }

std::string_view to_string(EntryField value) { return name_of(kEntryFieldTable, value); }

std::string_view to_string(PriorityKey value) { return name_of(kPriorityKeyTable, value); }

std::string_view to_string(DuplicateDetection value) {
  return name_of(kDuplicateDetectionTable, value);
}

std::string_view to_string(GoalTest value) { return name_of(kGoalTestTable, value); }

std::string_view to_string(KeyUpdate value) { return name_of(kKeyUpdateTable, value); }

std::string_view to_string(PushOrder value) { return name_of(kPushOrderTable, value); }

std::string_view to_string(SuccessorSort value) { return name_of(kSuccessorSortTable, value); }

std::string_view to_string(DepthMeasure value) { return name_of(kDepthMeasureTable, value); }

std::string_view to_string(GoalCounting value) { return name_of(kGoalCountingTable, value); }

std::string_view to_string(FrontierMeasure value) { return name_of(kFrontierMeasureTable, value); }

}  // namespace puzzle

#pragma once
// The `lecture` preset (assignments.md section 4): 8-puzzle written as 9 characters with
// `_` for the blank, start and goal both given; BFS / DFS with a visited set that the start
// never enters, UCS with costs up 1, down 2, left 3, right 4 and FIFO ties; prints the
// list of actions, or "No solution" when start and goal have different parity. Its data is
// reference/assignments/lecture.yaml (lecture_assignment(), presets/shipped.h); this file
// holds the variant catalogue, the --cost syntax and the output format.

#include <string>

#include "common/name_table.h"
#include "presets/assignment_file.h"
#include "presets/shipped.h"
#include "presets/variant.h"
#include "search/engine.h"
#include "search/policies.h"

namespace puzzle {

// lecture.yaml's methods, as C++ code names them; a test checks that the file has exactly
// these.
enum class LectureMethod { bfs, dfs, ucs };
inline constexpr NameRow<LectureMethod> kLectureMethodTable[] = {{LectureMethod::bfs, "bfs"},
                                                                 {LectureMethod::dfs, "dfs"},
                                                                 {LectureMethod::ucs, "ucs"}};
static_assert(covers_each_value_once(kLectureMethodTable, LectureMethod::ucs));

// lecture.yaml's methods' configs (the blank moves left, right, up, down), and ucs's step
// costs.
const SearchConfig& lecture_config(LectureMethod method);
StepCosts lecture_default_costs();
// Parses "up=1,down=1,left=1,right=1" (any subset, any order); directions not named keep
// their cost in `base`.
Expected<StepCosts> parse_step_costs(std::string_view text, const StepCosts& base);
// start-in-visited, goal-test-at-generation.
VariantCatalogue lecture_variants();

// The actions as a Python list repr, e.g. ['up', 'left'] (lowercase naming). Precondition:
// found.
std::string format_lecture_output(const SearchResult& result, MoveNaming naming);
// What a pair of different parity prints.
std::string format_lecture_unsolvable();

}  // namespace puzzle

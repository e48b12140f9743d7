// A student's written answers in their notebook, one per manual question of the
// assignment manifest (suite/assignment.h ManualQuestion): what the instructor grades by
// hand. Pure: the notebook's text in, the answers out.
//
// An answer is found, in this order:
//   1. by metadata: the cells whose metadata holds {"puzzle": {"answer": "<question>"}}, as
//      the starter notebook carries them (student_template/fifteen);
//   2. by position, where the student deleted that cell or left only its placeholder: the markdown
//   cells right after
//      the first cell whose text contains the question's `prompt`, up to the next code cell
//      or the next cell that is itself a question (metadata puzzle.question, or another
//      question's prompt);
//   3. else it is missing, said as such (never a silent 0).
// An answer whose text is blank, or the starter's placeholder left as it was (a line in
// italics only, "*Write your answer ... here.*"), is missing too.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "suite/assignment.h"

namespace grader {

// How an answer was found. Closed set; one name table.
enum class AnswerSource { metadata, position, missing };
struct AnswerSourceName {
  AnswerSource source;
  std::string_view name;  // as written in exports
};
inline constexpr AnswerSourceName kAnswerSourceTable[] = {
    {AnswerSource::metadata, "metadata"},
    {AnswerSource::position, "position"},
    {AnswerSource::missing, "missing"},
};
std::string_view to_string(AnswerSource source);

struct WrittenAnswer {
  std::string question;  // ManualQuestion::name
  AnswerSource source = AnswerSource::missing;
  std::string text;  // the cells' sources joined by a blank line, as written (untrusted)
};

// One answer per question of `questions`, in their order. The error is one sentence for
// a notebook that is not JSON with a list of cells.
puzzle::Expected<std::vector<WrittenAnswer>, std::string> find_answers(
    std::string_view notebook_json, const std::vector<ManualQuestion>& questions);

}  // namespace grader

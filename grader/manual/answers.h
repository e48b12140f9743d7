// A student's written answers in their notebook, one per manual question of the
// assignment manifest (suite/assignment.h ManualQuestion): what the instructor grades by
// hand. find_answers is pure (the notebook's text in, the answers out);
// answers_in_submission reads the notebook of a submission.
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

#include <cstdint>
#include <filesystem>
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

// The notebook a submission's written answers are read from: the submission itself when
// it is an .ipynb file, else the first .ipynb (by name) directly in its folder that is a
// regular file, not a link (a link could point at any file the instructor can read);
// empty when there is none.
std::filesystem::path notebook_of(const std::filesystem::path& submission);

// The largest notebook read for its answers: what a submission may hold at most
// (run/workspace.h), so one student's enormous file cannot stop the class's export.
inline constexpr std::uintmax_t kMaxNotebookBytes = 64ULL << 20;

// One answer per question of `questions` from the submission's notebook; every answer
// missing when there is no notebook, it is over kMaxNotebookBytes or it cannot be read
// (said as "no answer found", never a crash). Export and verify both read answers
// through this.
std::vector<WrittenAnswer> answers_in_submission(const std::filesystem::path& submission,
                                                 const std::vector<ManualQuestion>& questions);

}  // namespace grader

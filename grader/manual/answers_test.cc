#include "manual/answers.h"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "common/testing/temp_folder.h"

namespace grader {
namespace {

using nlohmann::json;

json markdown(const std::string& text, const std::string& key = "", const std::string& of = "") {
  json cell = {{"cell_type", "markdown"}, {"metadata", json::object()}, {"source", text}};
  if (!key.empty()) cell["metadata"]["puzzle"] = {{key, of}};
  return cell;
}

json code(const std::string& text) {
  return {{"cell_type", "code"}, {"metadata", json::object()}, {"source", json::array({text})}};
}

std::string notebook(const std::vector<json>& cells) {
  return json{{"cells", cells}, {"nbformat", 4}}.dump();
}

const std::vector<ManualQuestion> kQuestions = {{"q1", 4, "Question 1 (4 points)"},
                                                {"q5", 6, "Question 5 (6 points)"}};

TEST(FindAnswers, takes_the_cells_marked_with_the_question) {
  auto answers =
      find_answers(notebook({markdown("**Question 1 (4 points).** Why?", "question", "q1"),
                             markdown("Because the blank", "answer", "q1"),
                             markdown("moves too.", "answer", "q1")}),
                   kQuestions);
  ASSERT_TRUE(answers);
  ASSERT_EQ(answers->size(), 2u);
  EXPECT_EQ((*answers)[0].question, "q1");
  EXPECT_EQ((*answers)[0].source, AnswerSource::metadata);
  EXPECT_EQ((*answers)[0].text, "Because the blank\n\nmoves too.");
  EXPECT_EQ((*answers)[1].source, AnswerSource::missing);  // q5 is nowhere
  EXPECT_EQ(to_string((*answers)[1].source), "missing");
}

// The student deleted the marked cell and wrote under the question: the markdown cells
// after the prompt, up to the next code cell or question.
TEST(FindAnswers, finds_an_answer_by_its_position_under_the_question) {
  auto answers = find_answers(notebook({markdown("**Question 1 (4 points).** Why?"),
                                        markdown("No: it overestimates."), code("x = 1"),
                                        markdown("**Question 5 (6 points).** And?"),
                                        markdown("Yes."), markdown("**Question 8** next")}),
                              {kQuestions[0], kQuestions[1], {"q8", 4, "Question 8"}});
  ASSERT_TRUE(answers);
  EXPECT_EQ((*answers)[0].source, AnswerSource::position);
  EXPECT_EQ((*answers)[0].text, "No: it overestimates.");
  EXPECT_EQ((*answers)[1].text, "Yes.");
  EXPECT_EQ((*answers)[2].source, AnswerSource::missing);
}

TEST(FindAnswers, a_blank_or_placeholder_answer_is_missing_not_an_empty_answer) {
  auto answers =
      find_answers(notebook({markdown("**Question 1 (4 points).** Why?", "question", "q1"),
                             markdown("*Write your answer to question 1 here.*", "answer", "q1"),
                             markdown("**Question 5 (6 points).** And?", "question", "q5"),
                             markdown("  \n", "answer", "q5")}),
                   kQuestions);
  ASSERT_TRUE(answers);
  EXPECT_EQ((*answers)[0].source, AnswerSource::missing);
  EXPECT_EQ((*answers)[1].source, AnswerSource::missing);
}

TEST(FindAnswers, an_answer_written_below_the_untouched_placeholder_is_found) {
  auto answers =
      find_answers(notebook({markdown("**Question 1 (4 points).** Why?", "question", "q1"),
                             markdown("*Write your answer to question 1 here.*", "answer", "q1"),
                             markdown("It is not admissible.")}),
                   kQuestions);
  ASSERT_TRUE(answers);
  EXPECT_EQ((*answers)[0].source, AnswerSource::position);
  EXPECT_EQ((*answers)[0].text, "*Write your answer to question 1 here.*\n\nIt is not admissible.");
}

TEST(FindAnswers, a_notebook_that_is_not_json_is_one_error) {
  auto answers = find_answers("{not json", kQuestions);
  ASSERT_FALSE(answers);
  EXPECT_EQ(answers.error(), "the notebook is not JSON with a list of cells");
}

TEST(AnswersInSubmission, reads_the_first_notebook_of_the_folder_by_name) {
  const puzzle::testing::TempFolder folder("answers-test");
  std::ofstream(folder / "b.ipynb") << notebook({markdown("from b", "answer", "q1")});
  std::ofstream(folder / "a.ipynb") << notebook({markdown("from a", "answer", "q1")});
  auto answers = answers_in_submission(folder.path(), kQuestions);
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(answers[0].text, "from a");
  EXPECT_EQ(answers[0].source, AnswerSource::metadata);
  EXPECT_EQ(answers[1].source, AnswerSource::missing);
  EXPECT_EQ(notebook_of(folder / "b.ipynb"), folder / "b.ipynb");
}

TEST(AnswersInSubmission, no_notebook_or_a_broken_one_is_every_answer_missing) {
  const puzzle::testing::TempFolder folder("answers-test");
  std::filesystem::create_directories(folder / "none");
  std::ofstream(folder / "none" / "solver.py") << "print(1)\n";
  std::filesystem::create_directories(folder / "broken");
  std::ofstream(folder / "broken" / "n.ipynb") << "{not json";
  for (const char* name : {"none", "broken", "absent"}) {
    auto answers = answers_in_submission(folder / name, kQuestions);
    ASSERT_EQ(answers.size(), 2u) << name;
    EXPECT_EQ(answers[0].source, AnswerSource::missing) << name;
    EXPECT_EQ(answers[1].source, AnswerSource::missing) << name;
  }
}

// A student's link points wherever they like (another student's notebook, a file of the
// instructor's): not followed. A notebook too large to read is missing, not the end of
// the class's export (valid JSON, padded with spaces past the limit).
TEST(AnswersInSubmission, a_link_or_an_enormous_notebook_is_every_answer_missing) {
  const puzzle::testing::TempFolder folder("answers-test");
  std::ofstream(folder / "elsewhere.ipynb") << notebook({markdown("not theirs", "answer", "q1")});
  std::filesystem::create_directories(folder / "linked");
  std::filesystem::create_symlink(folder / "elsewhere.ipynb", folder / "linked" / "a.ipynb");
  std::filesystem::create_directories(folder / "huge");
  std::ofstream(folder / "huge" / "a.ipynb")
      << notebook({markdown("big", "answer", "q1")}) << std::string(kMaxNotebookBytes, ' ');
  for (const char* name : {"linked", "huge"}) {
    auto answers = answers_in_submission(folder / name, kQuestions);
    ASSERT_EQ(answers.size(), 2u) << name;
    EXPECT_EQ(answers[0].source, AnswerSource::missing) << name;
  }
  EXPECT_EQ(notebook_of(folder / "linked"), std::filesystem::path());
}

}  // namespace
}  // namespace grader

#include "manual/answers.h"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <regex>

#include "common/name_table.h"

namespace grader {
namespace {

using nlohmann::json;

static_assert(puzzle::covers_each_value_once(kAnswerSourceTable, &AnswerSourceName::source,
                                             AnswerSource::missing));

struct Cell {
  std::string type;
  std::string text;
  std::string answer_of;    // metadata puzzle.answer
  std::string question_of;  // metadata puzzle.question
};

std::string source_text(const json& source) {
  if (source.is_string()) return source.get<std::string>();
  std::string text;
  if (!source.is_array()) return text;
  for (const json& line : source) {
    if (line.is_string()) text += line.get<std::string>();
  }
  return text;
}

std::string marker(const json& cell, const char* key) {
  const json* metadata = cell.contains("metadata") ? &cell["metadata"] : nullptr;
  if (!metadata || !metadata->is_object() || !metadata->contains("puzzle")) return "";
  const json& puzzle = (*metadata)["puzzle"];
  if (!puzzle.is_object() || !puzzle.contains(key) || !puzzle[key].is_string()) return "";
  return puzzle[key].get<std::string>();
}

puzzle::Expected<std::vector<Cell>, std::string> read_cells(std::string_view notebook_json) {
  json notebook = json::parse(notebook_json, nullptr, /*allow_exceptions=*/false);
  if (!notebook.is_object() || !notebook.contains("cells") || !notebook["cells"].is_array()) {
    return puzzle::unexpected(std::string("the notebook is not JSON with a list of cells"));
  }
  std::vector<Cell> cells;
  for (const json& cell : notebook["cells"]) {
    if (!cell.is_object()) continue;
    cells.push_back({cell.value("cell_type", std::string()),
                     source_text(cell.contains("source") ? cell["source"] : json()),
                     marker(cell, "answer"), marker(cell, "question")});
  }
  return cells;
}

// Blank, or the starter's placeholder: one line in italics and nothing else.
bool is_unanswered(const std::string& text) {
  static const std::regex kPlaceholder(R"(\s*\*[^*\n]*\*\s*)");
  return text.find_first_not_of(" \t\r\n") == std::string::npos ||
         std::regex_match(text, kPlaceholder);
}

void append(std::string& text, const std::string& more) {
  if (!text.empty()) text += "\n\n";
  text += more;
}

bool is_question_cell(const Cell& cell, const std::vector<ManualQuestion>& questions) {
  if (!cell.question_of.empty()) return true;
  return std::any_of(questions.begin(), questions.end(), [&](const ManualQuestion& q) {
    return !q.prompt.empty() && cell.text.find(q.prompt) != std::string::npos;
  });
}

WrittenAnswer by_position(const std::vector<Cell>& cells, const ManualQuestion& question,
                          const std::vector<ManualQuestion>& questions) {
  WrittenAnswer answer{question.name, AnswerSource::missing, ""};
  if (question.prompt.empty()) return answer;
  auto prompt = std::find_if(cells.begin(), cells.end(), [&](const Cell& cell) {
    return cell.text.find(question.prompt) != std::string::npos;
  });
  if (prompt == cells.end()) return answer;
  for (auto it = prompt + 1; it != cells.end(); ++it) {
    if (it->type != "markdown" || is_question_cell(*it, questions)) break;
    append(answer.text, it->text);
  }
  if (!is_unanswered(answer.text)) answer.source = AnswerSource::position;
  return answer;
}

WrittenAnswer find_answer(const std::vector<Cell>& cells, const ManualQuestion& question,
                          const std::vector<ManualQuestion>& questions) {
  WrittenAnswer answer{question.name, AnswerSource::missing, ""};
  bool marked = false;
  for (const Cell& cell : cells) {
    if (cell.answer_of != question.name) continue;
    marked = true;
    append(answer.text, cell.text);
  }
  if (marked && !is_unanswered(answer.text)) {
    answer.source = AnswerSource::metadata;
    return answer;
  }
  // No marked cell, or only the placeholder in it: an answer written in a cell of its own
  // under the question still counts.
  WrittenAnswer placed = by_position(cells, question, questions);
  return placed.source == AnswerSource::missing ? answer : placed;
}

}  // namespace

std::string_view to_string(AnswerSource source) {
  return puzzle::row_of(kAnswerSourceTable, &AnswerSourceName::source, source).name;
}

puzzle::Expected<std::vector<WrittenAnswer>, std::string> find_answers(
    std::string_view notebook_json, const std::vector<ManualQuestion>& questions) {
  auto cells = read_cells(notebook_json);
  if (!cells) return puzzle::unexpected(cells.error());
  std::vector<WrittenAnswer> answers;
  for (const ManualQuestion& question : questions) {
    answers.push_back(find_answer(*cells, question, questions));
  }
  return answers;
}

namespace fs = std::filesystem;

fs::path notebook_of(const fs::path& submission) {
  std::error_code error;
  if (!fs::is_directory(submission, error)) {
    return submission.extension() == ".ipynb" ? submission : fs::path();
  }
  std::vector<fs::path> notebooks;
  for (const auto& entry : fs::directory_iterator(submission, error)) {
    // A link is the student's pointer to any file the instructor can read: not followed.
    if (fs::is_regular_file(entry.symlink_status(error)) && entry.path().extension() == ".ipynb") {
      notebooks.push_back(entry.path());
    }
  }
  std::sort(notebooks.begin(), notebooks.end());
  return notebooks.empty() ? fs::path() : notebooks.front();
}

std::vector<WrittenAnswer> answers_in_submission(const fs::path& submission,
                                                 const std::vector<ManualQuestion>& questions) {
  const fs::path notebook = submission.empty() ? fs::path() : notebook_of(submission);
  std::error_code error;
  const std::uintmax_t size = notebook.empty() ? 0 : fs::file_size(notebook, error);
  if (!notebook.empty() && !error && size <= kMaxNotebookBytes) {
    std::ifstream file(notebook, std::ios::binary);
    std::string text{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    auto answers = find_answers(text, questions);
    if (answers) return *answers;
  }
  std::vector<WrittenAnswer> missing;
  for (const ManualQuestion& q : questions) missing.push_back({q.name, AnswerSource::missing, ""});
  return missing;
}

}  // namespace grader

#include "export/similarity_code.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <system_error>

#include "grade/output_file.h"
#include "report/untrusted_text.h"

namespace grader {
namespace fs = std::filesystem;
namespace {

bool is_code_file(const fs::path& path) {
  return path.extension() == ".py" || path.extension() == ".ipynb";
}

// A notebook's code cells, one after another; "" when it is not a notebook.
std::string notebook_code(const std::string& text) {
  nlohmann::json notebook = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (!notebook.is_object() || !notebook.contains("cells") || !notebook["cells"].is_array())
    return "";
  std::string code;
  for (const nlohmann::json& cell : notebook["cells"]) {
    if (!cell.is_object() || !cell.contains("cell_type") || cell["cell_type"] != "code" ||
        !cell.contains("source")) {
      continue;
    }
    const nlohmann::json& source = cell["source"];
    std::string cell_code;
    if (source.is_string()) cell_code = source.get<std::string>();
    for (const nlohmann::json& line : source.is_array() ? source : nlohmann::json::array()) {
      if (line.is_string()) cell_code += line.get<std::string>();
    }
    if (!cell_code.empty() && !cell_code.ends_with('\n')) cell_code += '\n';
    code += cell_code;
  }
  return code;
}

// The code files of a folder, relative to it and sorted: every one the grader copies into
// a test folder, so every one a graded program can load, dot folders included
// (.impl/impl.py), none under a link (the grader copies a link to a file inside as that
// file, which is compared where it is). `unread` says where the listing stopped, if it did.
std::vector<fs::path> code_files_under(const fs::path& folder, std::string& unread) {
  std::vector<fs::path> files;
  fs::path last;  // the entry the listing went into before an error
  std::error_code ec;
  fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    last = it->path().lexically_relative(folder);
    const fs::file_status status = it->symlink_status(ec);
    if (ec) break;
    if (fs::is_regular_file(status) && is_code_file(it->path())) files.push_back(last);
  }
  if (ec) unread = fmt::format("{}{}", last.empty() ? "" : last.string() + ": ", ec.message());
  std::sort(files.begin(), files.end());
  return files;
}

int row_count(std::string_view text) {
  return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

void append(SubmissionCode& code, const std::string& name, std::string text) {
  if (text.empty()) return;
  if (code.code.size() + text.size() > kMaxCodeBytes) {
    code.too_large = name;
    return;
  }
  if (!text.ends_with('\n')) text += '\n';
  code.segments.push_back({name, row_count(code.code), row_count(text)});
  code.code += text;
}

// The code of `relative` under the folder `folder_fd`, read without following links,
// into `code`: nothing when it is not a readable regular file; named in code.too_large
// when it is over kMaxCodeFileBytes or would make the code pass kMaxCodeBytes.
void read_into(SubmissionCode& code, int folder_fd, const fs::path& relative,
               const std::string& name) {
  if (!code.too_large.empty()) return;  // the submission is left out anyway
  OutputFile file = read_output_file(folder_fd, relative, kMaxCodeFileBytes);
  if (file.state == FileState::too_large) code.too_large = name;
  // A NUL byte: no Python source (Python refuses it), e.g. macOS's ._driver.py forks,
  // which two Mac users' folders would share.
  if (file.state != FileState::present || file.data.find('\0') != std::string::npos) return;
  append(code, name, relative.extension() == ".ipynb" ? notebook_code(file.data) : file.data);
}

}  // namespace

std::optional<SubmissionCode> read_code(const fs::path& path) {
  SubmissionCode code;
  std::error_code ec;
  const fs::file_status status = fs::symlink_status(path, ec);
  if (fs::is_regular_file(status) && is_code_file(path)) {
    UniqueFd folder = open_folder(path.parent_path().empty() ? fs::path(".") : path.parent_path());
    read_into(code, folder.get(), path.filename(), path.filename().string());
  } else if (fs::is_directory(status)) {
    UniqueFd folder = open_folder(path);
    for (const fs::path& relative : code_files_under(path, code.unread)) {
      read_into(code, folder.get(), relative, relative.generic_string());
    }
  }
  if (code.segments.empty() && code.too_large.empty() && code.unread.empty()) return std::nullopt;
  return code;
}

int bracket_depth(std::string_view code) {
  int depth = 0;
  int deepest = 0;
  char quote = 0;  // inside a string opened by this character
  for (std::size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    if (quote != 0) {
      if (c == '\\')
        ++i;  // an escaped character, the quote included
      else if (c == quote || c == '\n')
        quote = 0;  // a triple quote reads as several strings
    } else if (c == '#') {
      i = std::min(code.find('\n', i), code.size());
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '(' || c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
    } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return deepest;
}

std::string reason_to_leave_out(const SubmissionCode& code) {
  if (!code.unread.empty()) {
    return fmt::format("its folder could not be read whole ({}), so part of its Python could "
                       "escape the check",
                       display_ends(code.unread, 60));
  }
  if (!code.too_large.empty()) {
    return fmt::format("its Python is larger than the check reads ({}: at most {} KB a file, {} "
                       "KB in all)",
                       display_text(code.too_large), kMaxCodeFileBytes >> 10, kMaxCodeBytes >> 10);
  }
  if (bracket_depth(code.code) > kMaxCodeNesting) {
    return fmt::format("its brackets nest more than {} deep, which Python itself does not run",
                       kMaxCodeNesting);
  }
  return "";
}

std::string place_of(const SubmissionCode& code, int first_row, int last_row) {
  for (const CodeSegment& segment : code.segments) {
    if (first_row >= segment.first_row && first_row < segment.first_row + segment.rows) {
      const int last = std::min(last_row, segment.first_row + segment.rows - 1);
      return fmt::format("{} lines {}-{}", segment.file, first_row - segment.first_row + 1,
                         std::max(first_row, last) - segment.first_row + 1);
    }
  }
  return "";
}

ClassCode class_code(const std::vector<Student>& students,
                     const std::vector<fs::path>& not_students) {
  ClassCode code;
  for (const Student& student : students) {
    const bool excluded = std::any_of(not_students.begin(), not_students.end(),
                                      [&](const fs::path& path) {
                                        std::error_code ignored;
                                        return fs::equivalent(student.submission, path, ignored);
                                      });
    if (excluded) continue;
    if (auto one = read_code(student.submission)) {
      one->student = student.name;
      if (std::string reason = reason_to_leave_out(*one); !reason.empty())
        code.left_out.push_back({student.name, std::move(reason)});
      else
        code.compared.push_back(std::move(*one));
    }
  }
  return code;
}

}  // namespace grader

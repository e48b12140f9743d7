#include "export/similarity.h"

#include <fmt/format.h>
#include <stdlib.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <system_error>

#include "common/scratch_folder.h"
#include "export/gradebook.h"  // csv_row
#include "grade/output_file.h"
#include "report/untrusted_text.h"
#include "run/sandbox.h"  // kSubmissionPath

#ifndef PUZZLE_SIMILARITY_SOURCE_PATH
#error "CMake passes PUZZLE_SIMILARITY_SOURCE_PATH (grader/export/puzzle_similarity.mjs)"
#endif
#ifndef PUZZLE_DOLOS_PREFIX
#error "CMake passes PUZZLE_DOLOS_PREFIX (where scripts/bootstrap.sh installs dolos-lib)"
#endif

namespace grader {
namespace fs = std::filesystem;
namespace {

// Exit codes of puzzle_similarity.mjs (see its header).
constexpr int kScriptNoDolos = 3;

constexpr std::string_view kInstallHint =
    "install it with scripts/bootstrap.sh, or: npm install --prefix " PUZZLE_DOLOS_PREFIX
    " @dodona/dolos-lib";

// Dolos is trusted code but its input is the class's: a generous cap, so that a parser
// stuck on a strange file cannot hold the export forever.
ResourceLimits dolos_limits() {
  ResourceLimits limits;
  limits.cpu_time = std::chrono::milliseconds(kDolosCpuMillis);
  limits.wall_time = wall_cap_for(limits.cpu_time);
  // The script stops starting pairs before these (similarity.h), with time to answer.
  static_assert(kSimilarityDeadlineCpuMillis < kDolosCpuMillis);
  static_assert(kSimilarityDeadlineWallMillis < 2 * kDolosCpuMillis);
  limits.memory_bytes = 0;  // V8 reserves far more address space than it uses
  limits.output_bytes = 16ULL << 20;
  limits.file_size_bytes = 0;
  limits.max_processes = 0;
  return limits;
}

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

std::string percent_text(double similarity) { return fmt::format("{:.0f}%", 100 * similarity); }

SimilarityReport with_note(SimilarityStatus status, std::string note, int compared) {
  SimilarityReport report;
  report.status = status;
  report.note = std::move(note);
  report.compared = compared;
  return report;
}

// The script's stderr as one line (it prints one; anything more is cut).
std::string first_line(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  return line.empty() ? "no message" : display_text(line.substr(0, 300));
}

SimilarityReport report_of_run(const ProcessResult& run,
                               const std::vector<SubmissionCode>& submissions) {
  const int compared = static_cast<int>(
      std::count_if(submissions.begin(), submissions.end(),
                    [](const SubmissionCode& c) { return c.archive.empty(); }));
  switch (run.termination) {
    case Termination::exited: break;
    case Termination::failed_to_start:
      return with_note(SimilarityStatus::failed, "Node.js could not start: " + run.failure_reason,
                       compared);
    case Termination::signaled:
    case Termination::time_limit:
    case Termination::memory_limit:
    case Termination::output_limit:
      return with_note(
          SimilarityStatus::failed,
          "Dolos was stopped before it finished (time, memory or output limit, or a crash)",
          compared);
  }
  if (run.exit_code == kScriptNoDolos) {
    return with_note(SimilarityStatus::unavailable,
                     fmt::format("Dolos could not be loaded ({}); {}", first_line(run.stderr_data),
                                 kInstallHint),
                     compared);
  }
  if (run.exit_code != 0) {
    return with_note(SimilarityStatus::failed,
                     fmt::format("Dolos failed (exit code {}): {}", run.exit_code,
                                 first_line(run.stderr_data)),
                     compared);
  }
  auto report = parse_dolos_answer(run.stdout_data, submissions);
  if (!report)
    return with_note(SimilarityStatus::failed, "Dolos's answer cannot be read: " + report.error(),
                     compared);
  return *report;
}

// A [first, last] pair of rows from the script's answer, or nullopt.
std::optional<std::pair<int, int>> row_range(const nlohmann::json& rows) {
  if (!rows.is_array() || rows.size() != 2 || !rows[0].is_number_integer() ||
      !rows[1].is_number_integer()) {
    return std::nullopt;
  }
  return std::pair(rows[0].get<int>(), rows[1].get<int>());
}

// Rows first..last of `code` (0-based, inclusive), at most kMaxFragmentLines of them, the
// cut said on a last line of its own; "" when outside the code.
std::string code_rows(const std::string& code, int first, int last) {
  std::string text;
  int row = 0;
  std::size_t start = 0;
  for (; start < code.size() && row < first; ++row) start = code.find('\n', start) + 1;
  if (first < 0 || row != first || start >= code.size()) return "";
  const int shown = std::min(last - first + 1, kMaxFragmentLines);
  for (int i = 0; i < shown && start < code.size(); ++i) {
    const std::size_t end = std::min(code.find('\n', start), code.size());
    text.append(code, start, end - start).push_back('\n');
    start = end + 1;
  }
  if (last - first + 1 > shown)
    text += fmt::format("... ({} more lines)\n", last - first + 1 - shown);
  return text;
}

// The pair's shared regions from the script's "fragments", each side cut from its code.
std::vector<SharedFragment> fragments_of(const SubmissionCode& left, const SubmissionCode& right,
                                         const nlohmann::json& fragments) {
  std::vector<SharedFragment> result;
  for (const nlohmann::json& item : fragments.is_array() ? fragments : nlohmann::json::array()) {
    if (static_cast<int>(result.size()) == kMaxShownFragments || !item.is_object()) break;
    const auto l = row_range(item.value("left_rows", nlohmann::json()));
    const auto r = row_range(item.value("right_rows", nlohmann::json()));
    if (!l || !r) continue;
    result.push_back({place_of(left, l->first, l->second), place_of(right, r->first, r->second),
                      code_rows(left.code, l->first, l->second),
                      code_rows(right.code, r->first, r->second)});
  }
  return result;
}

// How the report names a program: a student's name, an archive entry's "<label>/<entry>".
std::string name_of(const SubmissionCode& code) {
  return code.archive.empty() ? code.student : code.archive + "/" + code.student;
}

// Where the pair's other program comes from: "this class" or "archive <label>".
std::string origin_text(const SimilarPair& pair) {
  return pair.right_archive.empty() ? std::string("this class") : "archive " + pair.right_archive;
}

std::string pair_row_html(const SimilarPair& pair) {
  auto place = [](const std::string& text) {
    return text.empty() ? std::string()
                        : fmt::format("<br><span class=\"note\">{}</span>", html_escape(text));
  };
  return fmt::format("<tr><td>{}{}</td><td>{}{}</td><td>{}</td><td class=\"num\">{}</td><td "
                     "class=\"num\">{}</td></tr>\n",
                     html_escape(pair.left), place(pair.left_place), html_escape(pair.right),
                     place(pair.right_place), html_escape(origin_text(pair)),
                     percent_text(pair.similarity), pair.longest);
}

// Code for a <pre>: each line through html_escape() (which would show a line break as
// \x0a), the breaks kept.
std::string html_lines(std::string_view code) {
  std::string html;
  while (!code.empty()) {
    const std::size_t end = std::min(code.find('\n'), code.size());
    html += html_escape(code.substr(0, end)) + "\n";
    code.remove_prefix(std::min(end + 1, code.size()));
  }
  return html;
}

// Long lines wrap rather than push the other side off the page.
constexpr std::string_view kPre = "<pre style=\"white-space:pre-wrap;overflow-wrap:anywhere\">";

// One pair's largest shared regions, the student's on the left, the other's on the right.
std::string pair_code_html(const SimilarPair& pair) {
  const std::string right = pair.right_archive.empty() ? pair.right
                                                       : pair.right_archive + "/" + pair.right;
  std::string html =
      fmt::format("<details><summary>{} and {} ({}, {})</summary>\n<table class=\"side-by-side\" "
                  "style=\"table-layout:fixed;width:100%\">\n",
                  html_escape(pair.left), html_escape(right), html_escape(origin_text(pair)),
                  percent_text(pair.similarity));
  for (const SharedFragment& fragment : pair.fragments) {
    html += fmt::format(
        "<tr><th>{}: {}</th><th>{}: {}</th></tr>\n<tr><td style=\"vertical-align:top\">{}{}"
        "</pre></td><td style=\"vertical-align:top\">{}{}</pre></td></tr>\n",
        html_escape(pair.left), html_escape(fragment.left_place), html_escape(right),
        html_escape(fragment.right_place), kPre, html_lines(fragment.left_code), kPre,
        html_lines(fragment.right_code));
  }
  return html + "</table></details>\n";
}

// The side-by-side regions of the first kMaxPairsWithCode pairs ("" when none has any).
std::string shared_code_html(const SimilarityReport& report) {
  std::string pairs;
  for (std::size_t i = 0; i < report.pairs.size() && i < kMaxPairsWithCode; ++i) {
    if (!report.pairs[i].fragments.empty()) pairs += pair_code_html(report.pairs[i]);
  }
  if (pairs.empty()) return "";
  return fmt::format(
      "<h3>Shared code, side by side</h3>\n<p class=\"note\">The largest regions each pair "
      "shares (at most {} per pair, {} lines a side), the student on the left. Names and "
      "comments may differ: Dolos compares the structure of the code.</p>\n"
      "<div id=\"similarity-code\">\n{}</div>\n",
      kMaxShownFragments, kMaxFragmentLines, pairs);
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

int max_fingerprint_count(int submissions) { return std::max(2, submissions / 2); }

std::string dolos_request(const std::vector<SubmissionCode>& submissions,
                          const std::optional<SubmissionCode>& starter,
                          const fs::path& dolos_prefix) {
  const int students = static_cast<int>(
      std::count_if(submissions.begin(), submissions.end(),
                    [](const SubmissionCode& code) { return code.archive.empty(); }));
  nlohmann::json request = {
      {"dolos_prefix", dolos_prefix.string()},
      {"language", "python"},
      {"starter", starter ? nlohmann::json(starter->code) : nlohmann::json(nullptr)},
      {"min_similarity", kMinSimilarity},
      {"max_pairs", kMaxSimilarPairs},
      // With archives, only the class decides what is common (similarity.h).
      {"max_fingerprint_count", students == static_cast<int>(submissions.size())
                                    ? nlohmann::json(max_fingerprint_count(students))
                                    : nlohmann::json(nullptr)},
      {"max_class_fingerprint_count", max_fingerprint_count(students)},
      {"max_fragments", kMaxShownFragments},
      {"max_archive_matches", kMaxArchiveMatches},
      {"parse_millis", kParseMillis},
      {"max_depth", kMaxTreeDepth},
      {"max_pair_matches", kMaxPairMatches},
      {"max_pair_cells", kMaxPairCells},
      {"deadline_cpu_millis", kSimilarityDeadlineCpuMillis},
      {"deadline_wall_millis", kSimilarityDeadlineWallMillis},
      {"submissions", nlohmann::json::array()},
  };
  for (std::size_t i = 0; i < submissions.size(); ++i) {
    nlohmann::json entry = {{"id", std::to_string(i)}, {"code", submissions[i].code}};
    if (!submissions[i].archive.empty()) entry["archive"] = submissions[i].archive;
    request["submissions"].push_back(std::move(entry));
  }
  // Student code is not always UTF-8: replace what is not, rather than throw.
  return request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

puzzle::Expected<SimilarityReport, std::string> parse_dolos_answer(
    std::string_view answer, const std::vector<SubmissionCode>& submissions) {
  nlohmann::json json = nlohmann::json::parse(answer, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object() || !json.contains("pairs") || !json["pairs"].is_array()) {
    return puzzle::unexpected(std::string("not a JSON object with \"pairs\""));
  }
  auto student = [&](const nlohmann::json& id) -> const SubmissionCode* {
    if (!id.is_string()) return nullptr;
    const std::string& text = id.get_ref<const std::string&>();
    if (text.empty() ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
        text.size() > 9) {
      return nullptr;
    }
    const std::size_t index = std::stoul(text);
    return index < submissions.size() ? &submissions[index] : nullptr;
  };
  auto place = [](const SubmissionCode& code, const nlohmann::json& rows) {
    const std::optional<std::pair<int, int>> range = row_range(rows);
    return range ? place_of(code, range->first, range->second) : std::string();
  };
  std::vector<SimilarPair> pairs;
  for (const nlohmann::json& item : json["pairs"]) {
    if (!item.is_object()) return puzzle::unexpected(std::string("a pair is not an object"));
    const SubmissionCode* left = student(item.value("left", nlohmann::json()));
    const SubmissionCode* right = student(item.value("right", nlohmann::json()));
    const nlohmann::json similarity = item.value("similarity", nlohmann::json());
    const nlohmann::json longest = item.value("longest", nlohmann::json());
    if (left == nullptr || right == nullptr || !similarity.is_number() ||
        !longest.is_number_integer()) {
      return puzzle::unexpected(
          std::string("a pair lacks its students, similarity or longest fragment"));
    }
    if (!left->archive.empty()) {
      return puzzle::unexpected(std::string("a pair's left is not a student of the class"));
    }
    pairs.push_back({left->student, right->student, std::clamp(similarity.get<double>(), 0.0, 1.0),
                     longest.get<int>(), place(*left, item.value("left_rows", nlohmann::json())),
                     place(*right, item.value("right_rows", nlohmann::json())), right->archive,
                     fragments_of(*left, *right, item.value("fragments", nlohmann::json()))});
  }
  std::stable_sort(pairs.begin(), pairs.end(), [](const SimilarPair& a, const SimilarPair& b) {
    return a.similarity > b.similarity;
  });
  SimilarityReport report;
  report.status = SimilarityStatus::checked;
  report.pairs = std::move(pairs);
  const nlohmann::json left_out = json.value("left_out", nlohmann::json::array());
  int archived_left_out = 0;
  for (const nlohmann::json& item : left_out.is_array() ? left_out : nlohmann::json::array()) {
    const SubmissionCode* code = item.is_object() ? student(item.value("id", nlohmann::json()))
                                                  : nullptr;
    const nlohmann::json reason = item.is_object() ? item.value("reason", nlohmann::json())
                                                   : nlohmann::json();
    if (code == nullptr || !reason.is_string()) {
      return puzzle::unexpected(std::string("a left-out submission lacks its id or reason"));
    }
    report.left_out.push_back({name_of(*code), display_text(reason.get<std::string>())});
    if (!code->archive.empty()) ++archived_left_out;
  }
  const int archived = static_cast<int>(
      std::count_if(submissions.begin(), submissions.end(),
                    [](const SubmissionCode& c) { return !c.archive.empty(); }));
  report.compared = static_cast<int>(submissions.size()) - archived -
                    (static_cast<int>(report.left_out.size()) - archived_left_out);
  report.archived = archived - archived_left_out;
  const nlohmann::json unlisted = json.value("unlisted", nlohmann::json(0));
  report.unlisted = unlisted.is_number_integer() ? std::max(0, unlisted.get<int>()) : 0;
  const nlohmann::json pairs_left_out = json.value("left_out_pairs", nlohmann::json::array());
  for (const nlohmann::json& item :
       pairs_left_out.is_array() ? pairs_left_out : nlohmann::json::array()) {
    const SubmissionCode* left = item.is_object() ? student(item.value("left", nlohmann::json()))
                                                  : nullptr;
    const SubmissionCode* right = item.is_object() ? student(item.value("right", nlohmann::json()))
                                                   : nullptr;
    const nlohmann::json share = item.is_object() ? item.value("share", nlohmann::json())
                                                  : nlohmann::json();
    const nlohmann::json reason = item.is_object() ? item.value("reason", nlohmann::json())
                                                   : nlohmann::json();
    if (left == nullptr || right == nullptr || !left->archive.empty() || !share.is_number() ||
        !reason.is_string()) {
      return puzzle::unexpected(std::string("a pair left out lacks its students, share or reason"));
    }
    report.left_out_pairs.push_back({left->student, right->student, right->archive,
                                     std::clamp(share.get<double>(), 0.0, 1.0),
                                     display_text(reason.get<std::string>())});
  }
  const nlohmann::json more = json.value("left_out_pairs_unlisted", nlohmann::json(0));
  report.left_out_pairs_unlisted = more.is_number_integer() ? std::max(0, more.get<int>()) : 0;
  return report;
}

fs::path similarity_script_path() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path beside = exe.parent_path().parent_path() / "share" / "puzzle" /
                            "puzzle_similarity.mjs";
    if (fs::is_regular_file(beside, ec)) return beside;
  }
  return PUZZLE_SIMILARITY_SOURCE_PATH;
}

std::optional<fs::path> find_dolos_prefix() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv(kDolosPrefixEnv); env != nullptr && *env != '\0') {
    candidates.emplace_back(env);
  } else {
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) candidates.push_back(exe.parent_path().parent_path() / "share" / "puzzle" / "dolos");
    candidates.emplace_back(PUZZLE_DOLOS_PREFIX);
  }
  for (const fs::path& prefix : candidates) {
    std::error_code ec;
    if (fs::is_regular_file(prefix / "node_modules" / "@dodona" / "dolos-lib" / "package.json",
                            ec)) {
      return prefix;
    }
  }
  return std::nullopt;
}

std::optional<fs::path> find_node() {
  std::string dirs = kSubmissionPath;
  if (const char* path = std::getenv("PATH"); path != nullptr) dirs += std::string(":") + path;
  for (std::string_view rest = dirs; !rest.empty();) {
    const std::size_t colon = rest.find(':');
    const fs::path candidate = fs::path(rest.substr(0, colon)) / "node";
    if (!candidate.parent_path().empty() && ::access(candidate.c_str(), X_OK) == 0)
      return candidate;
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  return std::nullopt;
}

SimilarityReport check_similarity(ProcessRunner& runner,
                                  const std::vector<SubmissionCode>& submissions,
                                  const std::optional<SubmissionCode>& starter,
                                  const DolosSetup& setup) {
  const int compared = static_cast<int>(
      std::count_if(submissions.begin(), submissions.end(),
                    [](const SubmissionCode& c) { return c.archive.empty(); }));
  if (compared == 0 || submissions.size() < 2) {
    return with_note(SimilarityStatus::too_few,
                     fmt::format("only {} submission{} with Python code, nothing to compare",
                                 compared, compared == 1 ? "" : "s"),
                     compared);
  }
  if (!setup.node) {
    return with_note(SimilarityStatus::unavailable,
                     "Node.js is not installed (no node on the PATH), so Dolos cannot run",
                     compared);
  }
  if (!setup.dolos_prefix) {
    return with_note(
        SimilarityStatus::unavailable,
        fmt::format("Dolos (npm @dodona/dolos-lib) is not installed; {}", kInstallHint), compared);
  }
  const puzzle::ScratchFolder folder("puzzle-similarity");
  if (folder.path().empty()) {
    return with_note(SimilarityStatus::failed,
                     "no temporary folder could be made in " + fs::temp_directory_path().string(),
                     compared);
  }
  // Node runs as a uid of its own, which cannot enter a private install (a clone in a
  // 0700 folder): it gets a copy of the script in its folder, as tests get the harness.
  const fs::path script = folder.path() / setup.script.filename();
  std::error_code copy_error;
  fs::copy_file(setup.script, script, copy_error);
  if (copy_error) {
    return with_note(SimilarityStatus::failed,
                     fmt::format("the script {} could not be copied: {}", setup.script.string(),
                                 copy_error.message()),
                     compared);
  }
  fs::permissions(script, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read,
                  copy_error);
  ProcessSpec spec;
  spec.argv = {setup.node->string(), script.string()};
  spec.working_dir = folder.path();
  spec.stdin_data = dolos_request(submissions, starter, *setup.dolos_prefix);
  spec.limits = dolos_limits();
  spec.isolation = Isolation::rlimits;  // Dolos reads only stdin; Node needs its own files
  return report_of_run(runner.run(spec), submissions);
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

ClassCode archive_code(const ArchiveFolder& archive) {
  ClassCode code = class_code(archive.entries, {});
  for (SubmissionCode& entry : code.compared) entry.archive = archive.label;
  for (LeftOut& entry : code.left_out) entry.student = archive.label + "/" + entry.student;
  return code;
}

puzzle::Expected<ArchiveFolder, std::string> archive_folder(const fs::path& path,
                                                            const fs::path& class_folder) {
  std::error_code ec;
  const fs::path folder = fs::weakly_canonical(path, ec);
  if (ec || !fs::is_directory(folder, ec)) {
    return puzzle::unexpected(fmt::format("--similarity-archive {}: not a folder", path.string()));
  }
  if (::access(folder.c_str(), R_OK | X_OK) != 0) {
    return puzzle::unexpected(
        fmt::format("--similarity-archive {}: cannot be read", path.string()));
  }
  const fs::path class_path = fs::weakly_canonical(class_folder, ec);
  const auto [end, ignored] = std::mismatch(folder.begin(), folder.end(), class_path.begin(),
                                            class_path.end());
  if (!class_folder.empty() && end == folder.end()) {
    return puzzle::unexpected(fmt::format(
        "--similarity-archive {}: is the class folder or holds it; an archive is another "
        "term's folder or a folder of collected solutions",
        path.string()));
  }
  return ArchiveFolder{folder.filename().string(), folder, {}};
}

puzzle::Expected<std::vector<ArchiveFolder>, std::string> archive_folders(
    const std::vector<fs::path>& paths, const fs::path& class_folder) {
  std::vector<ArchiveFolder> archives;
  for (const fs::path& path : paths) {
    auto archive = archive_folder(path, class_folder);
    if (!archive) return puzzle::unexpected(archive.error());
    for (const ArchiveFolder& other : archives) {
      if (other.label == archive->label) {
        return puzzle::unexpected(
            fmt::format("--similarity-archive {}: another archive is also named '{}' ({}); the "
                        "name says where a match comes from, so rename one",
                        path.string(), other.label, other.path.string()));
      }
    }
    archives.push_back(std::move(*archive));
  }
  return archives;
}

SimilarityReport check_class_similarity(ProcessRunner& runner, const std::vector<Student>& students,
                                        const std::optional<fs::path>& starter, const fs::path& out,
                                        const std::vector<ArchiveFolder>& archives) {
  std::vector<fs::path> not_students{out};
  if (starter) not_students.push_back(*starter);
  for (const ArchiveFolder& archive : archives) not_students.push_back(archive.path);
  std::optional<SubmissionCode> starter_code = starter ? read_code(*starter) : std::nullopt;
  if (starter_code && !reason_to_leave_out(*starter_code).empty()) starter_code.reset();
  ClassCode code = class_code(students, not_students);
  for (const ArchiveFolder& archive : archives) {
    ClassCode entries = archive_code(archive);
    std::move(entries.compared.begin(), entries.compared.end(), std::back_inserter(code.compared));
    std::move(entries.left_out.begin(), entries.left_out.end(), std::back_inserter(code.left_out));
  }
  SimilarityReport report =
      check_similarity(runner, code.compared, starter_code,
                       {find_node(), find_dolos_prefix(), similarity_script_path()});
  report.left_out.insert(report.left_out.begin(), code.left_out.begin(), code.left_out.end());
  std::sort(report.left_out.begin(), report.left_out.end(),
            [](const LeftOut& a, const LeftOut& b) { return a.student < b.student; });
  return report;
}

std::string similarity_csv(const SimilarityReport& report) {
  std::string csv = csv_row({"student_1", "student_2", "similarity", "longest_fragment_kgrams",
                             "student_1_lines", "student_2_lines", "student_2_archive"});
  for (const SimilarPair& pair : report.pairs) {
    csv += csv_row({pair.left, pair.right, fmt::format("{:.3f}", pair.similarity),
                    std::to_string(pair.longest), pair.left_place, pair.right_place,
                    pair.right_archive});
  }
  return csv;
}

namespace {

// The students whose code was not compared, with why ("" when none).
std::string left_out_html(const SimilarityReport& report) {
  if (report.left_out.empty()) return "";
  std::string html = "<p class=\"note\">Not compared (each is left out alone; the others were "
                     "compared without them):</p>\n<ul id=\"similarity-left-out\">\n";
  for (const LeftOut& one : report.left_out) {
    html += fmt::format("<li>{}: {}</li>\n", html_escape(one.student), html_escape(one.reason));
  }
  return html + "</ul>\n";
}

// The pairs that were not compared, with why ("" when none).
std::string left_out_pairs_html(const SimilarityReport& report) {
  if (report.left_out_pairs.empty()) return "";
  std::string html = "<p class=\"note\">Pairs not compared (each is left out alone; every other "
                     "pair was compared). Read both programs of each:</p>\n"
                     "<ul id=\"similarity-left-out-pairs\">\n";
  for (const LeftOutPair& pair : report.left_out_pairs) {
    const std::string right = pair.right_archive.empty() ? pair.right
                                                         : pair.right_archive + "/" + pair.right;
    html += fmt::format("<li>{} and {} (about {} of their code alike): {}</li>\n",
                        html_escape(pair.left), html_escape(right), percent_text(pair.share),
                        html_escape(pair.reason));
  }
  if (report.left_out_pairs_unlisted > 0) {
    html += fmt::format("<li>and {} more pair{}</li>\n", report.left_out_pairs_unlisted,
                        report.left_out_pairs_unlisted == 1 ? "" : "s");
  }
  return html + "</ul>\n";
}

// " and 3000 archive programs" when archives were compared, else "".
std::string archive_text(const SimilarityReport& report) {
  if (report.archived == 0) return "";
  return fmt::format(" and {} archive program{}", report.archived, report.archived == 1 ? "" : "s");
}

// ", a student's 5 most similar archive entries at most" when archives were compared.
std::string archive_cap_text(const SimilarityReport& report) {
  if (report.archived == 0) return "";
  return fmt::format(", a student's {} most similar archive entries at most", kMaxArchiveMatches);
}

std::string similarity_body_html(const SimilarityReport& report) {
  std::string html =
      "<h2>Similar submissions</h2>\n<p class=\"note\">Pairs of submissions that share unusual "
      "code, found by <a href=\"https://dolos.ugent.be/\">Dolos</a>: classmates, and a student "
      "with an archive entry (a prior term's program, a solution found online) where archives "
      "were given. Code from the starter file and code that more than half of all the programs "
      "share are not counted; renamed variables and reordered functions still match. A pair "
      "is a hint for a person to read both programs, never proof of copying.</p>\n";
  if (report.status != SimilarityStatus::checked) {
    return html +
           fmt::format("<p id=\"similarity\">Not checked: {}.</p>\n", html_escape(report.note));
  }
  if (report.pairs.empty()) {
    return html +
           fmt::format("<p id=\"similarity\">No pair of the {} submissions{} shares {} or more "
                       "of its code.</p>\n",
                       report.compared, archive_text(report), percent_text(kMinSimilarity));
  }
  html += "<table id=\"similarity\"><tr><th>student</th><th>shares code with</th><th>from</th><th "
          "class=\"num\">similarity</th>"
          "<th class=\"num\">longest shared fragment (k-grams)</th></tr>\n";
  for (const SimilarPair& pair : report.pairs) html += pair_row_html(pair);
  std::string more =
      report.unlisted == 0
          ? ""
          : fmt::format(" {} more pair{} as similar {} not listed: only the {} most similar "
                        "are{}.",
                        report.unlisted, report.unlisted == 1 ? "" : "s",
                        report.unlisted == 1 ? "is" : "are", kMaxSimilarPairs,
                        archive_cap_text(report));
  return html +
         fmt::format("</table>\n<p class=\"note\">{} submissions{} compared; pairs below {} "
                     "similarity are not listed.{} The lines under each name are the longest "
                     "shared fragment.</p>\n",
                     report.compared, archive_text(report), percent_text(kMinSimilarity), more) +
         shared_code_html(report);
}

std::string similarity_outcome(const SimilarityReport& report, const std::string& out) {
  switch (report.status) {
    case SimilarityStatus::checked:
      return fmt::format(
          "Similarity: {} pair{} of {} submissions{} share {} or more of their code{}: "
          "{}/similarity.csv and class-report.html.\n",
          report.pairs.size() + static_cast<std::size_t>(report.unlisted),
          report.pairs.size() + static_cast<std::size_t>(report.unlisted) == 1 ? "" : "s",
          report.compared, archive_text(report), percent_text(kMinSimilarity),
          report.unlisted == 0 ? ""
                               : fmt::format(" (the {} most similar listed{})", kMaxSimilarPairs,
                                             archive_cap_text(report)),
          out);
    case SimilarityStatus::unavailable:
    case SimilarityStatus::failed:
    case SimilarityStatus::too_few:
      return fmt::format("Similarity not checked: {}.\n", report.note);
  }
  return "";
}

}  // namespace

std::string similarity_section_html(const SimilarityReport& report) {
  return similarity_body_html(report) + left_out_pairs_html(report) + left_out_html(report);
}

std::string similarity_summary(const SimilarityReport& report, const std::string& out) {
  std::string summary = similarity_outcome(report, out);
  if (!report.left_out_pairs.empty()) {
    const std::size_t pairs = report.left_out_pairs.size() +
                              static_cast<std::size_t>(report.left_out_pairs_unlisted);
    summary += fmt::format("Similarity: {} pair{} not compared (too costly for Dolos, or past "
                           "the check's time): listed in class-report.html.\n",
                           pairs, pairs == 1 ? "" : "s");
  }
  if (report.left_out.empty()) return summary;
  return summary +
         fmt::format("Similarity: {} {}{} not compared (too large, or code no parser should be "
                     "given): listed in class-report.html.\n",
                     report.left_out.size(), report.archived == 0 ? "submission" : "program",
                     report.left_out.size() == 1 ? "" : "s");
}

}  // namespace grader

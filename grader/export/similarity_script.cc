#include "export/similarity_script.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "report/untrusted_text.h"

namespace grader {
namespace fs = std::filesystem;
namespace {

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

}  // namespace

int class_common_limit(int students) { return std::max(2, students / 2); }

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
      {"near_identical", kNearIdentical},
      {"max_class_fingerprint_count", class_common_limit(students)},
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

namespace {

using Json = nlohmann::json;
using Submissions = std::vector<SubmissionCode>;

// The field `key` of `item`, or null when `item` is not an object or lacks it.
Json field(const Json& item, const char* key) {
  return item.is_object() ? item.value(key, Json()) : Json();
}

// The submission an id of the answer names (its index into `submissions`, in decimal), or
// nullptr.
const SubmissionCode* named(const Json& id, const Submissions& submissions) {
  if (!id.is_string()) return nullptr;
  const std::string& text = id.get_ref<const std::string&>();
  const bool digits = std::all_of(text.begin(), text.end(),
                                  [](char c) { return c >= '0' && c <= '9'; });
  if (text.empty() || !digits || text.size() > 9) return nullptr;
  const std::size_t index = std::stoul(text);
  return index < submissions.size() ? &submissions[index] : nullptr;
}

// place_of() the rows [first, last] of the answer, or "" when they are not such a pair.
std::string place(const SubmissionCode& code, const Json& rows) {
  const std::optional<std::pair<int, int>> range = row_range(rows);
  return range ? place_of(code, range->first, range->second) : std::string();
}

// A count of the answer: a non-negative integer, else 0.
int count_of(const Json& value) {
  return value.is_number_integer() ? std::max(0, value.get<int>()) : 0;
}

// A share of the answer (a similarity), within 0..1.
double share_of(const Json& value) { return std::clamp(value.get<double>(), 0.0, 1.0); }

// The two programs an entry of the answer pairs ("left", "right"), each nullptr when not
// named.
std::pair<const SubmissionCode*, const SubmissionCode*> sides(const Json& item,
                                                              const Submissions& submissions) {
  return {named(field(item, "left"), submissions), named(field(item, "right"), submissions)};
}

// One of the answer's "pairs", or why it cannot be read.
puzzle::Expected<SimilarPair, std::string> pair_of(const Json& item,
                                                   const Submissions& submissions) {
  const auto [left, right] = sides(item, submissions);
  const Json similarity = field(item, "similarity");
  const Json longest = field(item, "longest");
  if (left == nullptr || right == nullptr || !similarity.is_number() ||
      !longest.is_number_integer()) {
    return puzzle::unexpected(
        std::string("a pair lacks its students, similarity or longest fragment"));
  }
  if (!left->archive.empty())
    return puzzle::unexpected(std::string("a pair's left is not a student of the class"));
  return SimilarPair{left->student,
                     right->student,
                     share_of(similarity),
                     longest.get<int>(),
                     place(*left, field(item, "left_rows")),
                     place(*right, field(item, "right_rows")),
                     right->archive,
                     fragments_of(*left, *right, field(item, "fragments"))};
}

// The elements of `list` when it is an array, else none.
const Json& elements(const Json& list) {
  static const Json kNone = Json::array();
  return list.is_array() ? list : kNone;
}

// `read` of each element of the answer's list `items`, or the first reason one cannot be
// read.
template <class T, class Read>
puzzle::Expected<std::vector<T>, std::string> each_of(const Json& items, Read read) {
  std::vector<T> all;
  for (const Json& item : elements(items)) {
    puzzle::Expected<T, std::string> one = read(item);
    if (!one) return puzzle::unexpected(one.error());
    all.push_back(std::move(*one));
  }
  return all;
}

// One of the answer's "left_out", named as the report names it, or why it cannot be read.
puzzle::Expected<LeftOut, std::string> left_out_of(const Json& item,
                                                   const Submissions& submissions) {
  const SubmissionCode* code = named(field(item, "id"), submissions);
  const Json reason = field(item, "reason");
  if (code == nullptr || !reason.is_string())
    return puzzle::unexpected(std::string("a left-out submission lacks its id or reason"));
  return LeftOut{name_of(*code), display_text(reason.get<std::string>())};
}

// One of the answer's "left_out_pairs", or why it cannot be read.
puzzle::Expected<LeftOutPair, std::string> left_out_pair_of(const Json& item,
                                                            const Submissions& submissions) {
  const auto [left, right] = sides(item, submissions);
  const Json share = field(item, "share");
  const Json reason = field(item, "reason");
  if (left == nullptr || right == nullptr || !left->archive.empty() || !share.is_number() ||
      !reason.is_string()) {
    return puzzle::unexpected(std::string("a pair left out lacks its students, share or reason"));
  }
  return LeftOutPair{left->student, right->student, right->archive, share_of(share),
                     display_text(reason.get<std::string>())};
}

// The answer's "common" (absent when the script compared nothing): what was set aside.
CommonCode common_of(const Json& common) {
  return {count_of(field(common, "fingerprints")), count_of(field(common, "limit")),
          count_of(field(common, "students")), count_of(field(common, "pairs"))};
}

// How many students and archive entries were compared: all of `submissions` but those
// the script left out (report.left_out, archive entries named "<label>/<entry>").
void count_compared(const Submissions& submissions, SimilarityReport& report) {
  int students = 0;
  int archived = 0;
  for (const SubmissionCode& code : submissions) {
    const bool out = std::any_of(report.left_out.begin(), report.left_out.end(),
                                 [&](const LeftOut& one) { return one.student == name_of(code); });
    if (!out) ++(code.archive.empty() ? students : archived);
  }
  report.compared = students;
  report.archived = archived;
}

}  // namespace

puzzle::Expected<SimilarityReport, std::string> parse_dolos_answer(
    std::string_view answer, const std::vector<SubmissionCode>& submissions) {
  const Json json = Json::parse(answer, nullptr, /*allow_exceptions=*/false);
  if (!json.is_object() || !json.contains("pairs") || !json["pairs"].is_array())
    return puzzle::unexpected(std::string("not a JSON object with \"pairs\""));
  SimilarityReport report;
  report.status = SimilarityStatus::checked;
  auto read = [&](auto reader) {
    return [&submissions, reader](const Json& item) { return reader(item, submissions); };
  };
  auto pairs = each_of<SimilarPair>(json["pairs"], read(pair_of));
  auto left_out = each_of<LeftOut>(field(json, "left_out"), read(left_out_of));
  auto pairs_left_out = each_of<LeftOutPair>(field(json, "left_out_pairs"), read(left_out_pair_of));
  if (!pairs) return puzzle::unexpected(pairs.error());
  if (!left_out) return puzzle::unexpected(left_out.error());
  if (!pairs_left_out) return puzzle::unexpected(pairs_left_out.error());
  report.pairs = std::move(*pairs);
  std::stable_sort(report.pairs.begin(), report.pairs.end(),
                   [](const SimilarPair& a, const SimilarPair& b) {
                     return a.similarity > b.similarity;
                   });
  report.left_out = std::move(*left_out);
  count_compared(submissions, report);
  report.unlisted = count_of(field(json, "unlisted"));
  report.left_out_pairs = std::move(*pairs_left_out);
  report.left_out_pairs_unlisted = count_of(field(json, "left_out_pairs_unlisted"));
  report.common = common_of(field(json, "common"));
  return report;
}

}  // namespace grader

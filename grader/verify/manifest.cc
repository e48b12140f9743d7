#include "verify/manifest.h"

#include <algorithm>
#include <fmt/format.h>
#include <map>

#include "common/yaml_fields.h"

namespace grader {
namespace {

using puzzle::Fields;
using puzzle::Keys;

const Keys kTopKeys = {"submissions"};
const Keys kEntryKeys = {"path",    "verdict",    "variant", "explanation",
                         "mistake", "exposed_by", "points"};

// Unknown keys are errors (the reader's): a misspelt 'variant' must not silently skip a
// check.
class ManifestLoader : private puzzle::YamlReader {
 public:
  explicit ManifestLoader(std::filesystem::path file)
      : YamlReader(file.string()), folder_(file.parent_path()) {}

  puzzle::Expected<Manifest, SuiteErrors> load(std::string_view text);

 private:
  std::optional<ManifestEntry> load_entry(const YAML::Node& node);
  void load_path(const Fields& map, ManifestEntry& entry);
  void load_verdict(const Fields& map, ManifestEntry& entry);
  void load_explanation(const Fields& map, ManifestEntry& entry);
  void load_points(const Fields& map, ManifestEntry& entry);
  void check_duplicates(const YAML::Node& list);

  std::filesystem::path folder_;
};

puzzle::Expected<Manifest, SuiteErrors> ManifestLoader::load(std::string_view text) {
  auto root = parse(text, "manifest");
  if (!root) return puzzle::unexpected(errors_);
  Manifest manifest;
  manifest.path = file_;
  auto top = fields(*root, "", kTopKeys, "the manifest");
  // A repeated or misspelt 'submissions' would only add a misleading "needs".
  if (!top || !errors_.empty()) return puzzle::unexpected(sorted_errors());
  const puzzle::Entry* list = top->find("submissions");
  if (list == nullptr || !list->value.IsSequence() || list->value.size() == 0) {
    error(list ? list->value : top->self, "submissions",
          "the manifest needs 'submissions', a non-empty list of {path, verdict}");
    return puzzle::unexpected(sorted_errors());
  }
  for (const YAML::Node& node : list->value) {
    if (auto entry = load_entry(node)) manifest.entries.push_back(std::move(*entry));
  }
  check_duplicates(list->value);
  if (errors_.empty()) return manifest;
  return puzzle::unexpected(sorted_errors());
}

std::optional<ManifestEntry> ManifestLoader::load_entry(const YAML::Node& node) {
  auto map = fields(node, "submissions", kEntryKeys, "a submission");
  if (!map) return std::nullopt;
  ManifestEntry entry;
  entry.line = node.Mark().line + 1;
  load_path(*map, entry);
  load_verdict(*map, entry);
  entry.variant = string_at(*map, "variant");
  entry.mistake = string_at(*map, "mistake").value_or("");
  if (entry.variant && entry.verdict != Verdict::wrong_answer) {
    error(map->find("variant")->value, "variant",
          "'variant' only applies to verdict: wrong_answer");
  }
  load_explanation(*map, entry);
  load_points(*map, entry);
  if (entry.verdict != Verdict::passed && map->find("mistake") == nullptr) {
    error(node, "mistake",
          fmt::format("'{}' needs 'mistake', one line naming what is wrong", entry.path));
  }
  string_at(*map, "exposed_by");  // free text; only its type is checked
  return entry;
}

void ManifestLoader::load_path(const Fields& map, ManifestEntry& entry) {
  if (!required(map, "path", "every submission")) return;
  auto path = string_at(map, "path");
  if (!path) return;
  const YAML::Node& at = map.find("path")->value;
  entry.path = *path;
  entry.location = folder_ / *path;
  if (!puzzle::is_inside_relative_path(*path)) {
    error(at, "path", "'path' must be relative to the manifest and stay inside its folder");
  } else if (!std::filesystem::exists(entry.location)) {
    error(at, "path", fmt::format("there is no {} next to the manifest", entry.location.string()));
  }
}

void ManifestLoader::load_verdict(const Fields& map, ManifestEntry& entry) {
  if (map.find("verdict") == nullptr) {
    error(map.self, "verdict", fmt::format("'{}' needs a 'verdict'", entry.path));
    return;
  }
  if (auto verdict = choice_at(map, "verdict", kVerdictTable, &VerdictName::verdict, "a verdict")) {
    entry.verdict = *verdict;
  }
}

// `explanation: [dev-a, dev-b]`: deviation names as the suites declare them. Any verdict
// whose program may print wrong numbers takes one: a program that runs out of time on the
// deep boards is still explained by its wrong numbers on the others (issue 41's funny
// examples no_closed_check and priority_adds_parent_f).
void ManifestLoader::load_explanation(const Fields& map, ManifestEntry& entry) {
  const puzzle::Entry* found = map.find("explanation");
  if (found == nullptr) return;
  const YAML::Node& value = found->value;
  if (entry.verdict == Verdict::passed || entry.verdict == Verdict::submission_error ||
      entry.verdict == Verdict::grader_error) {
    error(value, "explanation",
          fmt::format("'explanation' does not apply to verdict: {}", to_string(entry.verdict)));
    return;
  }
  if (!value.IsSequence() || value.size() == 0) {
    error(value, "explanation", "'explanation' must be a non-empty list of deviation names");
    return;
  }
  DeviationSet names;
  for (const YAML::Node& item : value) {
    if (!item.IsScalar() || item.Scalar().empty()) {
      error(item, "explanation", "each deviation in 'explanation' must be a name");
    } else if (std::find(names.begin(), names.end(), item.Scalar()) != names.end()) {
      error(item, "explanation", fmt::format("'explanation' names '{}' twice", item.Scalar()));
    } else {
      names.push_back(item.Scalar());
    }
  }
  std::sort(names.begin(), names.end());
  entry.explanation = std::move(names);
}

// `points: {q2: 4, q6: 8, q5: 0, q1: pending, total: 36}`: the names are checked
// against the assignment by verify, which knows it; here only their form. An example
// declared time_limit stops grading at its first time limit, so its points are unknown.
void ManifestLoader::load_points(const Fields& map, ManifestEntry& entry) {
  const puzzle::Entry* found = map.find("points");
  if (found == nullptr) return;
  const YAML::Node& value = found->value;
  if (entry.verdict == Verdict::time_limit) {
    error(value, "points",
          "'points' cannot be checked for verdict: time_limit (grading stops "
          "at its first time limit)");
    return;
  }
  if (!value.IsMap() || value.size() == 0) {
    error(value, "points", "'points' must map question names (or total) to points or pending");
    return;
  }
  for (const auto& item : value) {
    DeclaredPoints declared;
    declared.question = item.first.IsScalar() ? item.first.Scalar() : "";
    if (declared.question.empty()) {
      error(item.first, "points", "each key of 'points' must be a question's name or total");
      continue;
    }
    const bool twice = std::any_of(entry.points.begin(), entry.points.end(),
                                   [&](const auto& p) { return p.question == declared.question; });
    if (twice) {
      error(item.first, "points", fmt::format("'points' names '{}' twice", declared.question));
      continue;
    }
    declared.line = item.first.Mark().line + 1;
    declared.column = item.first.Mark().column + 1;
    if (item.second.IsScalar() && item.second.Scalar() == "pending") {
      entry.points.push_back(std::move(declared));
      continue;
    }
    auto points = number_of(item.second, declared.question, 0, 1e6, "points");
    if (!points) continue;
    declared.points = *points;
    entry.points.push_back(std::move(declared));
  }
}

void ManifestLoader::check_duplicates(const YAML::Node& list) {
  std::map<std::string, int> first_line;
  for (const YAML::Node& node : list) {
    if (!node.IsMap() || !node["path"].IsScalar()) continue;
    auto [it, inserted] = first_line.emplace(node["path"].Scalar(), node.Mark().line + 1);
    if (!inserted) {
      error(node["path"], "path",
            fmt::format("{} is listed twice (first on line {})", it->first, it->second));
    }
  }
}

}  // namespace

puzzle::Expected<Manifest, SuiteErrors> parse_manifest(std::string_view text,
                                                       const std::filesystem::path& file_name) {
  return ManifestLoader(file_name).load(text);
}

puzzle::Expected<Manifest, SuiteErrors> load_manifest(const std::filesystem::path& path) {
  auto text = puzzle::read_yaml_file(path, "manifest");
  if (!text) return puzzle::unexpected(text.error());
  return parse_manifest(*text, path);
}

}  // namespace grader

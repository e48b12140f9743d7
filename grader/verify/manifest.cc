#include "verify/manifest.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <fmt/format.h>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace grader {
namespace {

using Keys = std::vector<std::string_view>;

const Keys kTopKeys = {"submissions"};
const Keys kEntryKeys = {"path", "verdict", "variant", "explanation", "mistake", "exposed_by"};
Keys verdict_names() {
  Keys names;
  for (const VerdictName& row : kVerdictTable) names.push_back(row.name);
  return names;
}

bool is_inside_relative_path(const std::string& text) {
  std::filesystem::path path(text);
  if (text.empty() || path.is_absolute()) return false;
  return std::none_of(path.begin(), path.end(), [](const auto& part) { return part == ".."; });
}

class ManifestLoader {
 public:
  explicit ManifestLoader(std::filesystem::path file) : file_(std::move(file)) {}

  puzzle::Expected<Manifest, SuiteErrors> load(std::string_view text);

 private:
  void error(const YAML::Node& at, std::string_view key, std::string message);
  bool known_keys(const YAML::Node& map, const Keys& known, std::string_view what);
  std::optional<std::string> text_at(const YAML::Node& map, const std::string& key);
  std::optional<ManifestEntry> load_entry(const YAML::Node& node);
  void load_path(const YAML::Node& node, ManifestEntry& entry);
  void load_verdict(const YAML::Node& node, ManifestEntry& entry);
  void load_explanation(const YAML::Node& node, ManifestEntry& entry);
  void check_duplicates(const YAML::Node& list);

  std::filesystem::path file_;
  SuiteErrors errors_;
};

void ManifestLoader::error(const YAML::Node& at, std::string_view key, std::string message) {
  YAML::Mark mark = at.IsDefined() ? at.Mark() : YAML::Mark();
  errors_.push_back({file_.string(), mark.line < 0 ? 1 : mark.line + 1,
                     mark.column < 0 ? 1 : mark.column + 1, std::move(message),
                     std::string(key)});
}

// Unknown keys are errors: a misspelt 'variant' must not silently skip a check.
bool ManifestLoader::known_keys(const YAML::Node& map, const Keys& known,
                                std::string_view what) {
  if (!map.IsMap()) {
    error(map, "", fmt::format("{} must be a mapping of keys to values", what));
    return false;
  }
  std::set<std::string> seen;
  for (auto it = map.begin(); it != map.end(); ++it) {
    std::string name = it->first.IsScalar() ? it->first.Scalar() : "?";
    if (!seen.insert(name).second) {
      // YAML keeps the first; the second would be silently ignored.
      error(it->first, name, fmt::format("key '{}' appears twice in {}", name, what));
      continue;
    }
    if (std::find(known.begin(), known.end(), name) != known.end()) continue;
    std::string message = fmt::format("unknown key '{}' in {}", name, what);
    std::string guess = closest_word(name, known);
    if (!guess.empty()) message += fmt::format("; did you mean '{}'?", guess);
    error(it->first, name, message);
  }
  return true;
}

std::optional<std::string> ManifestLoader::text_at(const YAML::Node& map, const std::string& key) {
  YAML::Node value = map[key];
  if (!value.IsDefined() || value.IsNull()) return std::nullopt;
  if (!value.IsScalar()) {
    error(value, key, fmt::format("'{}' must be text", key));
    return std::nullopt;
  }
  return value.Scalar();
}

puzzle::Expected<Manifest, SuiteErrors> ManifestLoader::load(std::string_view text) {
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::Exception& e) {
    errors_.push_back({file_.string(), e.mark.line + 1, e.mark.column + 1,
                       fmt::format("this is not valid YAML: {}", e.msg), ""});
    return puzzle::unexpected(errors_);
  }
  Manifest manifest;
  manifest.path = file_;
  YAML::Node list = root.IsMap() ? root["submissions"] : YAML::Node();
  if (root.IsMap()) known_keys(root, kTopKeys, "the manifest");
  if (!errors_.empty()) return puzzle::unexpected(errors_);
  if (!list.IsDefined() || !list.IsSequence() || list.size() == 0) {
    error(list.IsDefined() ? list : root, "submissions",
          "the manifest needs 'submissions', a non-empty list of {path, verdict}");
    return puzzle::unexpected(errors_);
  }
  for (const YAML::Node& node : list) {
    if (auto entry = load_entry(node)) manifest.entries.push_back(std::move(*entry));
  }
  check_duplicates(list);
  if (errors_.empty()) return manifest;
  return puzzle::unexpected(errors_);
}

std::optional<ManifestEntry> ManifestLoader::load_entry(const YAML::Node& node) {
  if (!known_keys(node, kEntryKeys, "a submission")) return std::nullopt;
  ManifestEntry entry;
  entry.line = node.Mark().line + 1;
  load_path(node, entry);
  load_verdict(node, entry);
  entry.variant = text_at(node, "variant");
  entry.mistake = text_at(node, "mistake").value_or("");
  if (entry.variant && entry.verdict != Verdict::wrong_answer) {
    error(node["variant"], "variant", "'variant' only applies to verdict: wrong_answer");
  }
  load_explanation(node, entry);
  if (entry.verdict != Verdict::passed && entry.mistake.empty() && !node["mistake"].IsDefined()) {
    error(node, "mistake", fmt::format("'{}' needs 'mistake', one line naming what is wrong",
                                       entry.path));
  }
  text_at(node, "exposed_by");  // free text; only its type is checked
  return entry;
}

void ManifestLoader::load_path(const YAML::Node& node, ManifestEntry& entry) {
  auto path = text_at(node, "path");
  if (!path) {
    if (!node["path"].IsDefined()) error(node, "path", "every submission needs a 'path'");
    return;
  }
  entry.path = *path;
  entry.location = file_.parent_path() / *path;
  if (!is_inside_relative_path(*path)) {
    error(node["path"], "path", "'path' must be relative to the manifest and stay inside its folder");
  } else if (!std::filesystem::exists(entry.location)) {
    error(node["path"], "path", fmt::format("there is no {} next to the manifest",
                                            entry.location.string()));
  }
}

void ManifestLoader::load_verdict(const YAML::Node& node, ManifestEntry& entry) {
  auto verdict = text_at(node, "verdict");
  if (!verdict) {
    if (!node["verdict"].IsDefined()) {
      error(node, "verdict", fmt::format("'{}' needs a 'verdict'", entry.path));
    }
    return;
  }
  if (auto parsed = parse_verdict(*verdict)) {
    entry.verdict = *parsed;
    return;
  }
  std::string message = fmt::format("'{}' is not a verdict; use {}", *verdict, verdict_name_list());
  std::string guess = closest_word(*verdict, verdict_names());
  if (!guess.empty()) message += fmt::format("; did you mean '{}'?", guess);
  error(node["verdict"], "verdict", message);
}

// `explanation: [dev-a, dev-b]`: deviation names as the suites declare them.
void ManifestLoader::load_explanation(const YAML::Node& node, ManifestEntry& entry) {
  YAML::Node value = node["explanation"];
  if (!value.IsDefined()) return;
  if (entry.verdict != Verdict::wrong_answer) {
    error(value, "explanation", "'explanation' only applies to verdict: wrong_answer");
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

void ManifestLoader::check_duplicates(const YAML::Node& list) {
  std::map<std::string, int> first_line;
  for (const YAML::Node& node : list) {
    if (!node.IsMap() || !node["path"].IsScalar()) continue;
    auto [it, inserted] = first_line.emplace(node["path"].Scalar(), node.Mark().line + 1);
    if (!inserted) {
      error(node["path"], "path", fmt::format("{} is listed twice (first on line {})",
                                              it->first, it->second));
    }
  }
}

}  // namespace

puzzle::Expected<Manifest, SuiteErrors> parse_manifest(std::string_view text,
                                               const std::filesystem::path& file_name) {
  return ManifestLoader(file_name).load(text);
}

puzzle::Expected<Manifest, SuiteErrors> load_manifest(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return puzzle::unexpected(SuiteErrors{{path.string(), 1, 1, "cannot read the manifest", ""}});
  std::ostringstream text;
  text << in.rdbuf();
  return parse_manifest(text.str(), path);
}

}  // namespace grader

#include "intake/unpack.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <fstream>

#include "check/text.h"
#include "run/workspace.h"

namespace grader {
namespace {

// Names of litter, whole path parts: skipped wherever they appear.
constexpr std::string_view kLitterParts[] = {
    "__MACOSX",           ".DS_Store", "Thumbs.db", "desktop.ini", "__pycache__",
    ".ipynb_checkpoints", ".git",      ".idea",     ".vscode",
};

std::vector<std::string_view> parts_of(std::string_view path) {
  std::vector<std::string_view> parts;
  while (!path.empty()) {
    const std::size_t slash = std::min(path.find('/'), path.size());
    parts.push_back(path.substr(0, slash));
    path.remove_prefix(std::min(slash + 1, path.size()));
  }
  return parts;
}

bool is_litter_part(std::string_view part) {
  if (part.substr(0, 2) == "._") return true;  // macOS's resource forks
  if (part.size() > 4 && part.substr(part.size() - 4) == ".pyc") return true;
  return std::find(std::begin(kLitterParts), std::end(kLitterParts), part) !=
         std::end(kLitterParts);
}

// A path the grader takes (run/workspace.h's limits, which grading would refuse anyway):
// one over them could not even be unpacked under the grader's folders (ENAMETOOLONG).
EntryDecision within_path_limits(const std::string& path, EntryKind kind) {
  const WorkspaceLimits limits;
  const auto parts = static_cast<std::size_t>(std::count(path.begin(), path.end(), '/')) + 1;
  const std::size_t folders = kind == EntryKind::folder ? parts : parts - 1;
  if (path.size() > limits.max_path_bytes) {
    return {EntryAction::refuse, "",
            fmt::format("it holds {}, a path of {} bytes, more than the {} the grader takes",
                        display_ends(path), path.size(), limits.max_path_bytes)};
  }
  if (folders > limits.max_path_depth) {
    return {EntryAction::refuse, "",
            fmt::format("it holds {}, {} folders deep, more than the {} the grader takes",
                        display_ends(path), folders, limits.max_path_depth)};
  }
  return {EntryAction::keep, path, ""};
}

}  // namespace

EntryDecision decide_entry(std::string_view name, EntryKind kind) {
  std::string slashed(name);
  std::replace(slashed.begin(), slashed.end(), '\\', '/');
  const std::string shown = display_text(name);
  if (kind == EntryKind::link) {
    return {EntryAction::refuse, "",
            fmt::format("it holds {}, a link (only files and folders can be handed in)", shown)};
  }
  if (kind == EntryKind::other) {
    return {EntryAction::refuse, "",
            fmt::format("it holds {}, which is neither a file nor a folder", shown)};
  }
  if (!slashed.empty() && slashed.front() == '/') {
    return {EntryAction::refuse, "",
            fmt::format("it holds {}, an absolute path, which leads outside the zip", shown)};
  }
  if (slashed.size() > 1 && slashed[1] == ':') {  // C:/...
    return {EntryAction::refuse, "",
            fmt::format("it holds {}, a path with a drive letter, which leads outside the zip",
                        shown)};
  }
  std::string path;
  for (std::string_view part : parts_of(slashed)) {
    if (part.empty() || part == ".") continue;
    if (part == "..") {
      return {EntryAction::refuse, "",
              fmt::format("it holds {}, whose \"..\" leads outside the zip", shown)};
    }
    if (is_litter_part(part)) {
      return {EntryAction::skip, "", fmt::format("{}: left by the computer or an editor", shown)};
    }
    if (!path.empty()) path += '/';
    path.append(part);
  }
  if (path.empty()) {
    return {EntryAction::skip, "", fmt::format("{}: an entry without a name", shown)};
  }
  return within_path_limits(path, kind);
}

bool looks_like_zip(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::array<char, 4> head{};
  if (!in.read(head.data(), head.size())) return false;
  const std::string_view magic(head.data(), head.size());
  return magic == std::string_view("PK\3\4", 4) || magic == std::string_view("PK\5\6", 4);
}

}  // namespace grader

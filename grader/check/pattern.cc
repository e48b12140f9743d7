#include "check/pattern.h"

#include <re2/re2.h>

#include <fmt/format.h>

#include <map>
#include <mutex>

namespace grader {
namespace {

RE2::Options pattern_options() {
  RE2::Options options;
  options.set_encoding(RE2::Options::EncodingLatin1);  // bytes, like std::regex on char
  options.set_log_errors(false);                       // errors are returned, not logged
  return options;
}

bool is_backreference(std::string_view fragment) {
  return fragment.size() == 2 && fragment[0] == '\\' && fragment[1] >= '1' && fragment[1] <= '9';
}

// What an instructor can act on: the unsupported features by name, RE2's words otherwise.
std::string explain(const RE2& failed) {
  const std::string& fragment = failed.error_arg();
  if (failed.error_code() == RE2::ErrorBadEscape && is_backreference(fragment)) {
    return fmt::format("backreferences such as {} are not supported (patterns use RE2 syntax)",
                       fragment);
  }
  if (failed.error_code() == RE2::ErrorBadPerlOp && (fragment == "(?=" || fragment == "(?!")) {
    return fmt::format("lookaheads such as {} are not supported (patterns use RE2 syntax)",
                       fragment);
  }
  if (failed.error_code() == RE2::ErrorBadPerlOp && fragment == "(?<") {
    return "lookbehinds (?<=, (?<! and groups named (?<name>...) are not supported (patterns "
           "use RE2 syntax: name a group (?P<name>...))";
  }
  return fmt::format("the pattern is not a valid regular expression: {}", failed.error());
}

}  // namespace

puzzle::Expected<CompiledPattern, PatternError> compile_pattern(const std::string& pattern) {
  auto compiled = std::make_shared<const RE2>(pattern, pattern_options());
  if (compiled->ok()) return CompiledPattern(compiled);
  std::size_t offset = pattern.find(compiled->error_arg());
  return puzzle::unexpected(
      PatternError{explain(*compiled), offset == std::string::npos ? 0 : offset});
}

// Past this many, patterns are compiled on each use (a fuzzer makes up new ones forever).
constexpr std::size_t kMostSharedPatterns = 1024;

puzzle::Expected<CompiledPattern, PatternError> shared_pattern(const std::string& pattern) {
  static std::mutex mutex;
  static std::map<std::string, CompiledPattern, std::less<>> compiled;
  {
    std::lock_guard lock(mutex);
    if (auto it = compiled.find(pattern); it != compiled.end()) return it->second;
  }
  auto fresh = compile_pattern(pattern);
  if (!fresh) return fresh;
  std::lock_guard lock(mutex);
  if (compiled.size() >= kMostSharedPatterns) return fresh;
  return compiled.try_emplace(pattern, *fresh).first->second;
}

bool matches_whole_line(const RE2& pattern, std::string_view line) {
  return RE2::FullMatch(line, pattern);
}

}  // namespace grader

// Patterns of `regex` and `format` checks (docs/suite-format.md), compiled and matched
// with RE2. RE2 runs in time linear in the line and in bounded memory, without recursion,
// so no pattern and no student line (however long or "evil", e.g. (a+)+$ against
// 100,000 a's) can hang the grader or overflow its stack. The price is RE2's syntax: no
// backreferences and no lookarounds, which the suite loader reports as a suite error.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "common/expected.h"

namespace re2 {
class RE2;
}

namespace grader {

using CompiledPattern = std::shared_ptr<const re2::RE2>;

struct PatternError {
  std::string message;     // one plain sentence, e.g. "backreferences such as \1 are ..."
  std::size_t offset = 0;  // byte offset in the pattern of the part at fault
};

// Compiles `pattern` for whole-line matching. Patterns match bytes, as std::regex did
// before: `.` is any one byte, so a line that is not valid UTF-8 still matches `.*`.
puzzle::Expected<CompiledPattern, PatternError> compile_pattern(const std::string& pattern);

// The same, compiled once per process for each pattern text and shared: the loader
// compiles a suite's patterns through it, so grading finds them compiled. Suites are the
// instructor's, so the patterns kept are few (and at most a thousand or so are).
puzzle::Expected<CompiledPattern, PatternError> shared_pattern(const std::string& pattern);

// Whether the whole of `line` matches (an implicit ^...$; explicit anchors are harmless).
bool matches_whole_line(const re2::RE2& pattern, std::string_view line);

}  // namespace grader

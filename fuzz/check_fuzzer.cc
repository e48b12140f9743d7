// Fuzz target: the per-line comparators on output a student controls. Byte 0 picks the
// check kind and byte 1 its lines and tolerances; the rest is "expected\0actual". Patterns
// and one_of values are fixed, realistic ones: the instructor writes those, the student
// only the output. Contract: a CheckResult whose shown text is valid, escaped UTF-8;
// never a crash or a hang: patterns are matched by RE2 (check/pattern.h), in time linear
// in the line, even for the "evil" (a+)+$.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <string>
#include <string_view>

#include "check/check.h"
#include "check/pattern.h"
#include "check/text.h"

namespace {

constexpr const char* kPatterns[] = {
    R"(^running_time: \d+\.\d{8}$)",
    R"(^path_to_goal: \[('(Up|Down|Left|Right)'(, )?)*\]$)",
    R"((a|b)*)",
    R"(^[0-9, ]*$)",
    R"((a+)+$)",
};

grader::LineSpec lines_from(std::uint8_t byte) {
  switch (byte & 3) {
    case 0: return {grader::LineSelector::all, 1, 1};
    case 1: return {grader::LineSelector::last, 1, 1};
    case 2: return {grader::LineSelector::single, 1 + (byte >> 2) % 4, 1 + (byte >> 2) % 4};
    default: return {grader::LineSelector::range, 1, 1 + (byte >> 2) % 4};
  }
}

grader::Check check_from(std::uint8_t kind_byte, std::uint8_t lines_byte) {
  grader::Check check;
  check.kind = static_cast<grader::CheckKind>(kind_byte % 10);
  check.lines = lines_from(lines_byte);
  check.points = 1;
  check.pattern = kPatterns[(kind_byte >> 4) % std::size(kPatterns)];
  check.tolerance = lines_byte >> 5;
  if (lines_byte & 0x10) check.abs_tol = 0.5;
  if (lines_byte & 0x08) check.rel_tol = 1e-3;
  check.values = {"bfs", "dfs", "1,2,3"};
  return check;
}

// Valid UTF-8 (no overlong forms checked) without C0 or C1 control characters, and
// without the bidirectional controls U+202A..U+202E and U+2066..U+2069.
bool is_display_safe(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x20 || byte == 0x7f) return false;
    std::size_t length = byte < 0x80         ? 1
                         : (byte >> 5) == 6  ? 2
                         : (byte >> 4) == 14 ? 3
                         : (byte >> 3) == 30 ? 4
                                             : 0;
    if (length == 0 || i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) >> 6) != 2) return false;
    }
    std::string_view sequence(text.data() + i, length);
    if (length == 2 && byte == 0xc2 && static_cast<unsigned char>(text[i + 1]) < 0xa0) return false;
    if (sequence >= "\xe2\x80\xaa" && sequence <= "\xe2\x80\xae") return false;
    if (sequence >= "\xe2\x81\xa6" && sequence <= "\xe2\x81\xa9") return false;
    i += length;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  std::string_view rest(reinterpret_cast<const char*>(data + 2), size - 2);
  std::size_t split = rest.find('\0');
  std::string_view expected = rest.substr(0, split);
  std::string_view actual = split == std::string_view::npos ? "" : rest.substr(split + 1);
  grader::Check check = check_from(data[0], data[1]);
  grader::CheckResult result =
      grader::run_check(check, grader::make_output(actual, grader::OutputPresence::present),
                        grader::make_output(expected, grader::OutputPresence::present));
  if (!is_display_safe(result.actual) || !is_display_safe(result.expected)) std::abort();
  return 0;
}

#include "check/check.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>
#include <optional>

#include "check/pattern.h"
#include "check/text.h"

namespace grader {
namespace {

// One failed line comparison, before it becomes a CheckResult.
struct LineFailure {
  std::string message;
  std::size_t actual_offset = std::string::npos;  // byte offset of the difference
  std::size_t expected_offset = std::string::npos;
  std::string expected_text;  // replaces the expected line if set
};

using LineResult = std::optional<LineFailure>;  // nullopt: the line passed

// ---- numbers in a line (integer and float checks) ----

struct Token {
  std::string text;
  std::size_t offset = 0;
  bool number = false;
};

bool starts_number(std::string_view line, std::size_t i) {
  auto digit = [&](std::size_t k) {
    return k < line.size() && std::isdigit(static_cast<unsigned char>(line[k]));
  };
  if (digit(i)) return true;
  bool after_word = i > 0 && std::isalnum(static_cast<unsigned char>(line[i - 1]));
  return line[i] == '-' && digit(i + 1) && !after_word;
}

// Length of the number at line[i]: digits, and for floats a fraction and an exponent.
std::size_t number_length(std::string_view line, std::size_t i, CheckKind kind) {
  auto digits = [&](std::size_t k) {
    while (k < line.size() && std::isdigit(static_cast<unsigned char>(line[k]))) ++k;
    return k;
  };
  std::size_t end = digits(i + (line[i] == '-'));
  if (kind != CheckKind::floating) return end - i;
  if (end + 1 < line.size() && line[end] == '.' &&
      std::isdigit(static_cast<unsigned char>(line[end + 1]))) {
    end = digits(end + 1);
  }
  if (end < line.size() && (line[end] == 'e' || line[end] == 'E')) {
    std::size_t k = end + 1 +
                    (end + 1 < line.size() && (line[end + 1] == '+' || line[end + 1] == '-'));
    if (k < line.size() && std::isdigit(static_cast<unsigned char>(line[k]))) end = digits(k);
  }
  return end - i;
}

std::vector<Token> tokenize(std::string_view line, CheckKind kind) {
  std::vector<Token> tokens;
  for (std::size_t i = 0; i < line.size();) {
    if (starts_number(line, i)) {
      std::size_t n = number_length(line, i, kind);
      tokens.push_back({std::string(line.substr(i, n)), i, true});
      i += n;
      continue;
    }
    if (tokens.empty() || tokens.back().number) tokens.push_back({"", i, false});
    tokens.back().text += line[i++];
  }
  return tokens;
}

// nullopt when the numbers agree within the check's tolerance; else why not.
std::optional<std::string> compare_numbers(const Check& check, const std::string& actual,
                                           const std::string& expected) {
  if (check.kind == CheckKind::integer) {
    std::int64_t a = 0, e = 0;
    bool ok_a = std::from_chars(actual.data(), actual.data() + actual.size(), a).ec == std::errc();
    bool ok_e = std::from_chars(expected.data(), expected.data() + expected.size(), e).ec ==
                std::errc();
    if (!ok_a || !ok_e) {  // too large for 64 bits: compare the digits
      if (actual == expected) return std::nullopt;
      return fmt::format("{} is not the expected {}", actual, expected);
    }
    long double gap = std::fabs(static_cast<long double>(a) - static_cast<long double>(e));
    if (gap <= static_cast<long double>(check.tolerance)) return std::nullopt;
    return fmt::format("{} is not the expected {} (off by {:.0Lf}, tolerance {})", actual, expected,
                       gap, check.tolerance);
  }
  double a = std::strtod(actual.c_str(), nullptr);
  double e = std::strtod(expected.c_str(), nullptr);
  double gap = std::fabs(a - e);
  double abs_tol = check.abs_tol.value_or(0);
  double rel_tol = check.rel_tol.value_or(0) * std::fabs(e);
  if (gap <= std::max(abs_tol, rel_tol)) return std::nullopt;
  return fmt::format("{} is not within tolerance of the expected {}", actual, expected);
}

LineResult compare_numeric_line(const Check& check, const std::string& actual,
                                const std::string& expected) {
  std::vector<Token> a = tokenize(actual, check.kind);
  std::vector<Token> e = tokenize(expected, check.kind);
  for (std::size_t i = 0; i < std::max(a.size(), e.size()); ++i) {
    if (i >= a.size() || i >= e.size()) {
      std::size_t offset = i < a.size() ? a[i].offset : actual.size();
      std::size_t expected_offset = i < e.size() ? e[i].offset : expected.size();
      return LineFailure{"the line differs from the expected one", offset, expected_offset, ""};
    }
    if (a[i].number != e[i].number || (!a[i].number && a[i].text != e[i].text)) {
      std::size_t at = first_difference(a[i].text, e[i].text);
      return LineFailure{"the text around the numbers differs", a[i].offset + at, e[i].offset + at,
                         ""};
    }
    if (!a[i].number) continue;
    if (auto why = compare_numbers(check, a[i].text, e[i].text)) {
      return LineFailure{*why, a[i].offset, e[i].offset, ""};
    }
  }
  return std::nullopt;
}

// ---- one line, by kind ----

LineResult compare_exact(const std::string& actual, const std::string& expected) {
  if (actual == expected) return std::nullopt;
  std::size_t at = first_difference(actual, expected);
  return LineFailure{"the line differs from the expected one", at, at, ""};
}

// The loader has compiled every pattern of a suite it read (shared_pattern); checks
// built by hand, as in tests, are compiled here on first use.
LineResult compare_pattern(const Check& check, const std::string& actual) {
  std::string wanted = fmt::format("a line matching {}", check.pattern);
  auto compiled = shared_pattern(check.pattern);
  if (!compiled) {
    return LineFailure{compiled.error().message, std::string::npos, std::string::npos, wanted};
  }
  if (matches_whole_line(**compiled, actual)) return std::nullopt;
  std::string message = check.kind == CheckKind::format
                            ? "the line does not have the required format"
                            : "the line does not match the pattern";
  return LineFailure{message, std::string::npos, std::string::npos, wanted};
}

LineResult compare_one_of(const Check& check, const std::string& actual) {
  for (const std::string& value : check.values) {
    std::vector<std::string> lines = split_lines(value);
    if ((lines.empty() ? std::string() : lines.front()) == actual) return std::nullopt;
  }
  std::string wanted = "one of:";
  for (const std::string& value : check.values) wanted += fmt::format(" \"{}\"", value);
  return LineFailure{"the line is none of the accepted values", std::string::npos,
                     std::string::npos, wanted};
}

LineResult compare_line(const Check& check, const std::string& actual,
                        const std::string& expected) {
  switch (check.kind) {
    case CheckKind::exact: return compare_exact(actual, expected);
    case CheckKind::whitespace:
      return compare_exact(collapse_whitespace(actual), collapse_whitespace(expected));
    case CheckKind::regex:
    case CheckKind::format: return compare_pattern(check, actual);
    case CheckKind::integer:
    case CheckKind::floating: return compare_numeric_line(check, actual, expected);
    case CheckKind::one_of: return compare_one_of(check, actual);
    case CheckKind::ignore:
    case CheckKind::unordered:
    case CheckKind::produced_output:
    case CheckKind::python: return std::nullopt;  // handled on the whole output, see run_check
  }
  return std::nullopt;
}

// ---- selecting lines ----

// A pair of 0-based line indexes to compare; an index past the end means "missing".
struct LinePair {
  int actual = 0;
  int expected = 0;
};

std::vector<LinePair> selected_lines(const Check& check, int actual_count, int expected_count) {
  std::vector<LinePair> pairs;
  const LineSpec& spec = check.lines;
  switch (spec.selector) {
    case LineSelector::single:
    case LineSelector::range:
      for (int i = spec.first - 1; i < spec.last; ++i) pairs.push_back({i, i});
      break;
    case LineSelector::last:
      pairs.push_back({std::max(actual_count - 1, 0), std::max(expected_count - 1, 0)});
      break;
    case LineSelector::all: {
      int count = traits(check.kind).reads_expected ? std::max(actual_count, expected_count)
                                                    : std::max(actual_count, 1);
      for (int i = 0; i < count; ++i) pairs.push_back({i, i});
      break;
    }
  }
  return pairs;
}

CheckResult failure(int line, std::string message) {
  CheckResult result;
  result.outcome = CheckOutcome::failed;
  result.line = line;
  result.message = std::move(message);
  return result;
}

CheckResult line_failure(int line, const std::string& actual, const std::string& expected,
                         const LineFailure& why) {
  CheckResult result = failure(line, why.message);
  result.actual_state = LineState::present;
  std::string wanted = why.expected_text.empty() ? expected : why.expected_text;
  // A Cyrillic a (U+0430) for 'a' shows as <U+0430>, where it is the difference.
  const LookAlikes look_alikes = look_alikes_against(wanted);
  int column = why.actual_offset == std::string::npos
                   ? 0
                   : display_column(actual, why.actual_offset, look_alikes);
  DisplayLine shown = clip_display(display_text(actual, look_alikes), column);
  result.actual = shown.text;
  result.column = shown.column;
  result.expected = clip_display(display_text(wanted, look_alikes), column).text;
  return result;
}

// The first failing line pair, or a passed result.
CheckResult run_line_check(const Check& check, const Output& actual, const Output& expected) {
  int actual_count = static_cast<int>(actual.lines.size());
  int expected_count = static_cast<int>(expected.lines.size());
  bool need_expected = traits(check.kind).reads_expected;
  for (const LinePair& pair : selected_lines(check, actual_count, expected_count)) {
    std::string wanted = pair.expected < expected_count ? expected.lines[pair.expected] : "";
    if (pair.actual >= actual_count) {
      CheckResult result = failure(pair.actual + 1,
                                   fmt::format("line {} is missing: the output has {} line{}",
                                               pair.actual + 1, actual_count,
                                               actual_count == 1 ? "" : "s"));
      result.actual_state = LineState::missing;
      result.expected = clip_display(display_text(wanted), 0).text;
      return result;
    }
    const std::string& line = actual.lines[pair.actual];
    if (need_expected && pair.expected >= expected_count) {
      return line_failure(pair.actual + 1, line, "",
                          {fmt::format("line {} is extra: the expected output has {} lines",
                                       pair.actual + 1, expected_count),
                           0, 0, ""});
    }
    if (auto why = compare_line(check, line, wanted)) {
      return line_failure(pair.actual + 1, line, wanted, *why);
    }
  }
  return CheckResult{};
}

std::vector<std::string> lines_in(const LineSpec& spec, const std::vector<std::string>& lines) {
  int count = static_cast<int>(lines.size());
  int first = 0, last = count - 1;
  switch (spec.selector) {
    case LineSelector::single:
    case LineSelector::range:
      first = spec.first - 1;
      last = std::min(spec.last - 1, count - 1);
      break;
    case LineSelector::last: first = std::max(count - 1, 0); break;
    case LineSelector::all: break;
  }
  if (first > last) return {};
  return {lines.begin() + first, lines.begin() + last + 1};
}

// Multiset comparison: reports the first expected line not found, else the first extra one.
CheckResult run_unordered(const Check& check, const Output& actual, const Output& expected) {
  std::vector<std::string> have = lines_in(check.lines, actual.lines);
  std::vector<std::string> want = lines_in(check.lines, expected.lines);
  std::vector<std::string> remaining = have;
  for (const std::string& line : want) {
    auto it = std::find(remaining.begin(), remaining.end(), line);
    if (it != remaining.end()) {
      remaining.erase(it);
      continue;
    }
    CheckResult result = failure(0, "an expected line is missing (in any order)");
    result.actual_state = LineState::missing;
    result.expected = clip_display(display_text(line), 0).text;
    return result;
  }
  if (remaining.empty()) return CheckResult{};
  CheckResult result = failure(0, "this line is not among the expected lines");
  result.actual_state = LineState::present;
  // As in a failed line: look-alikes marked when every expected line is ASCII.
  LookAlikes look_alikes = LookAlikes::marked;
  for (const std::string& line : want) {
    if (look_alikes_against(line) == LookAlikes::shown) look_alikes = LookAlikes::shown;
  }
  result.actual = clip_display(display_text(remaining.front(), look_alikes), 0).text;
  return result;
}

CheckResult run_produced_output(const Output& actual) {
  if (actual.presence == OutputPresence::present && actual.bytes > 0) return CheckResult{};
  std::string why = actual.presence == OutputPresence::present ? "the output is empty"
                                                               : "no output was produced";
  return failure(0, why);
}

}  // namespace

Output make_output(std::string_view text, OutputPresence presence) {
  return Output{presence, text.size(), split_lines(text)};
}

CheckResult run_check(const Check& check, const Output& actual, const Output& expected) {
  CheckResult result;
  switch (check.kind) {
    case CheckKind::ignore: return result;
    case CheckKind::produced_output: result = run_produced_output(actual); break;
    case CheckKind::python:  // judged from the harness's report (grade/python_check.h)
      return failure(0, "a python check is judged from what the harness reports");
    case CheckKind::unordered: result = run_unordered(check, actual, expected); break;
    case CheckKind::exact:
    case CheckKind::whitespace:
    case CheckKind::regex:
    case CheckKind::integer:
    case CheckKind::floating:
    case CheckKind::one_of:
    case CheckKind::format: result = run_line_check(check, actual, expected); break;
  }
  if (result.outcome == CheckOutcome::passed) result.points = check.points;
  return result;
}

Check comparison_form(const Check& check) {
  const CheckKindTraits& kind = traits(check.kind);
  if (kind.reads_expected || !kind.judges_value) return check;
  Check exact;
  exact.kind = CheckKind::exact;
  exact.lines = check.lines;
  exact.points = check.points;
  return exact;
}

bool is_comparison(CheckKind kind) { return traits(kind).judges_value; }

}  // namespace grader

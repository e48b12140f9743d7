#include "gen/yaml_writer.h"

#include <array>
#include <chrono>
#include <cmath>

#include <fmt/format.h>

namespace puzzle::gen {
namespace {

bool plain_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-' || c == '.' || c == '/';
}

// Words YAML 1.1 (and so yaml-cpp) would read as something other than text.
bool reserved_word(std::string_view text) {
  constexpr std::array kWords{"true", "false", "yes", "no", "on", "off", "null",
                              "True", "False", "Yes", "No", "On", "Off", "Null",
                              "TRUE", "FALSE", "YES", "NO", "ON", "OFF", "NULL",
                              "y",    "n",     "Y",   "N",  "~"};
  for (std::string_view word : kWords) {
    if (text == word) return true;
  }
  return false;
}

// Plain only when it starts with a letter (so never a number) and holds no YAML syntax.
bool can_be_plain(std::string_view text) {
  if (text.empty() || reserved_word(text)) return false;
  const char first = text.front();
  if (!((first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z'))) return false;
  for (char c : text) {
    if (!plain_char(c)) return false;
  }
  return true;
}

bool needs_escapes(std::string_view text) {
  for (char c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return true;
  }
  return false;
}

std::string double_quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {
          out += fmt::format("\\x{:02x}", static_cast<unsigned char>(c));
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string single_quoted(std::string_view text) {
  std::string out = "'";
  for (char c : text) {
    out += c;
    if (c == '\'') out += '\'';
  }
  return out + "'";
}

std::string flow_list(const std::vector<std::string>& items) {
  std::string text = "[";
  for (std::size_t i = 0; i < items.size(); ++i) text += (i ? ", " : "") + yaml_scalar(items[i]);
  return text + "]";
}

std::string seconds(std::chrono::milliseconds time) {
  return yaml_number(static_cast<double>(time.count()) / 1000);
}

std::string check_line(const Check& check) {
  std::string text = "{";
  if (suite::traits(check.kind).takes_lines) {
    text += fmt::format("lines: {}, ", to_string(check.lines));
  }
  text += fmt::format("kind: {}", to_string(check.kind));
  if (!check.pattern.empty()) text += fmt::format(", pattern: {}", yaml_scalar(check.pattern));
  if (check.kind == CheckKind::integer) text += fmt::format(", tolerance: {}", check.tolerance);
  if (check.abs_tol) text += fmt::format(", abs_tol: {}", yaml_number(*check.abs_tol));
  if (check.rel_tol) text += fmt::format(", rel_tol: {}", yaml_number(*check.rel_tol));
  if (!check.values.empty()) text += fmt::format(", values: {}", flow_list(check.values));
  if (!check.name.empty()) text += fmt::format(", name: {}", yaml_scalar(check.name));
  if (!check.message.empty()) text += fmt::format(", message: {}", yaml_scalar(check.message));
  return text + fmt::format(", points: {}}}", yaml_number(check.points));
}

std::string checks_block(const std::vector<Check>& checks, int indent) {
  std::string text;
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  for (const auto& check : checks) text += fmt::format("{}- {}\n", pad, check_line(check));
  return text;
}

std::string args_map(const Args& args) {
  std::string text = "{";
  for (const auto& [key, value] : args) {
    if (text.size() > 1) text += ", ";
    text += fmt::format("{}: {}", key, yaml_scalar(value));
  }
  return text + "}";
}

// `key: value` with `value` a block scalar when it spans lines.
std::string text_entry(std::string_view key, std::string_view value, int indent) {
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  if (value.find('\n') == std::string_view::npos || value.empty()) {
    return fmt::format("{}{}: {}\n", pad, key, yaml_scalar(value));
  }
  return fmt::format("{}{}: {}", pad, key, yaml_block(value, indent + 2));
}

std::string header_part(const suite::Suite& suite) {
  std::string text = fmt::format("suite: {}\nassignment: {}\n", yaml_scalar(suite.name),
                                 yaml_scalar(suite.assignment));
  return text + fmt::format("submission:\n  files: {}\n", flow_list(suite.required_files));
}

std::string run_part(const suite::Suite& suite) {
  const RunSpec& run = suite.run;
  const std::string_view print_result = run.return_value == ReturnValue::printed
                                            ? ", print_result: true"
                                            : "";
  switch (run.mode) {
    case RunMode::command: return fmt::format("run:\n  command: {}\n", yaml_scalar(run.command));
    case RunMode::call:
      return fmt::format("run:\n  call: {{module: {}, function: {}{}}}\n", yaml_scalar(run.module),
                         yaml_scalar(run.function), print_result);
    case RunMode::notebook:
      return fmt::format("run:\n  notebook: {{file: {}, function: {}{}}}\n", yaml_scalar(run.file),
                         yaml_scalar(run.function), print_result);
  }
  return "";
}

std::string python_part(const std::optional<PythonEnvironment>& python) {
  if (!python) return "";
  std::string text = "python:\n";
  if (!python->version.empty())
    text += fmt::format("  version: {}\n", yaml_scalar(python->version));
  if (!python->packages.empty()) {
    text += fmt::format("  packages: {}\n", flow_list(python->packages));
  }
  return text;
}

std::string output_part(const suite::Suite& suite) {
  switch (suite.output.source) {
    case OutputSource::stdout_stream: return "output:\n  from: stdout\n";
    case OutputSource::file:
      return fmt::format("output:\n  from: file\n  file: {}\n", yaml_scalar(suite.output.file));
  }
  return "";
}

std::string limits_part(const Limits& limits) {
  const Limits defaults;
  std::string text = fmt::format("limits:\n  time_per_test: {}\n", seconds(limits.time_per_test));
  if (limits.time_total) text += fmt::format("  time_total: {}\n", seconds(*limits.time_total));
  if (limits.time_total_bonus != defaults.time_total_bonus) {
    text += fmt::format("  time_total_bonus: {}\n", yaml_number(limits.time_total_bonus));
  }
  text += fmt::format("  memory_mb: {}\n", limits.memory_mb);
  if (limits.output_kb != defaults.output_kb) {
    text += fmt::format("  output_kb: {}\n", limits.output_kb);
  }
  if (limits.processes != defaults.processes) {
    text += fmt::format("  processes: {}\n", limits.processes);
  }
  return text;
}

std::string variants_part(const std::vector<suite::Variant>& variants) {
  if (variants.empty()) return "";
  std::string text = "variants:\n";
  for (const auto& variant : variants) {
    text += fmt::format("  {}:\n    description: {}\n", variant.name,
                        yaml_scalar(variant.description));
  }
  return text;
}

std::string deviations_part(const std::vector<suite::Deviation>& deviations) {
  if (deviations.empty()) return "";
  std::string text = "deviations:\n";
  for (const auto& deviation : deviations) {
    text += fmt::format("  {}:\n    dimension: {}\n    yours: {}\n    assignment: {}\n",
                        deviation.name, yaml_scalar(deviation.dimension),
                        yaml_scalar(deviation.yours), yaml_scalar(deviation.assignment));
  }
  return text;
}

// 3: 'nodes_expanded: 711', 1: {fnv1a: '9f1c2e0b7d3a4c55'} or 6: {format: '^...$'}
std::string line_entry(const RecordedLine& line) {
  if (line.fnv1a) {
    return fmt::format("{}: {{fnv1a: {}}}", line.number,
                       yaml_scalar(fmt::format("{:016x}", *line.fnv1a)));
  }
  if (line.format) return fmt::format("{}: {{format: {}}}", line.number, yaml_scalar(*line.format));
  return fmt::format("{}: {}", line.number, yaml_scalar(line.text));
}

std::string lines_map(const std::vector<RecordedLine>& lines) {
  std::string text = "{";
  for (const auto& line : lines) {
    if (text.size() > 1) text += ", ";
    text += line_entry(line);
  }
  return text + "}";
}

// [a, b]: a deviation set in flow style.
std::string names_list(const std::vector<std::string>& set) {
  std::string names;
  for (const auto& name : set) names += (names.empty() ? "" : ", ") + yaml_scalar(name);
  return "[" + names + "]";
}

std::string explained_by_part(const TestCase& test) {
  std::string text;
  if (test.trivial) text += "    trivial: true\n";
  if (!test.explained_by.empty()) text += "    explained_by:\n";
  for (const auto& entry : test.explained_by) {
    text += fmt::format("      - by: {}\n        lines: {}\n", names_list(entry.by),
                        lines_map(entry.lines));
  }
  if (test.unfinished.empty()) return text;
  std::string sets;
  for (const auto& set : test.unfinished) sets += (sets.empty() ? "" : ", ") + names_list(set);
  return text + fmt::format("    unfinished: [{}]\n", sets);
}

std::string test_part(const TestCase& test, const std::vector<Check>& default_checks) {
  std::string text = fmt::format("  - name: {}\n", yaml_scalar(test.name));
  text += fmt::format("    args: {}\n", args_map(test.args));
  if (!test.stdin_data.empty()) text += text_entry("stdin", test.stdin_data, 4);
  if (test.visibility) text += fmt::format("    visibility: {}\n", to_string(*test.visibility));
  if (test.time_limit) text += fmt::format("    time_limit: {}\n", seconds(*test.time_limit));
  text += text_entry("expected", test.expected, 4);
  if (!test.python.empty()) text += text_entry("python", test.python, 4);
  if (!test.checks.empty() && test.checks != default_checks) {
    text += fmt::format("    checks:\n{}", checks_block(test.checks, 6));
  }
  text += explained_by_part(test);
  if (!test.variant_outputs.empty()) {
    text += "    variant_outputs:\n";
    for (const auto& [variant, output] : test.variant_outputs)
      text += text_entry(variant, output, 6);
  }
  return text;
}

}  // namespace

std::string yaml_scalar(std::string_view text) {
  if (can_be_plain(text)) return std::string(text);
  if (needs_escapes(text)) return double_quoted(text);
  return single_quoted(text);
}

std::string yaml_block(std::string_view text, int indent) {
  std::size_t trailing = 0;
  while (trailing < text.size() && text[text.size() - 1 - trailing] == '\n') ++trailing;
  const std::string_view chomp = trailing == 0 ? "-" : trailing == 1 ? "" : "+";
  const std::size_t first_text = text.find_first_not_of('\n');
  const bool leading_space = first_text != std::string_view::npos && text[first_text] == ' ';
  // YAML guesses the indentation from the first non-empty line; say it when that line
  // itself starts with spaces.
  std::string out = fmt::format("|{}{}\n", leading_space ? std::to_string(indent) : "", chomp);
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  std::size_t start = 0;
  const std::string_view body = text.substr(0, text.size() - (trailing ? 1 : 0));
  while (start <= body.size()) {
    const std::size_t end = std::min(body.find('\n', start), body.size());
    const std::string_view line = body.substr(start, end - start);
    out += line.empty() ? std::string("\n") : fmt::format("{}{}\n", pad, line);
    start = end + 1;
  }
  return out;
}

std::string yaml_number(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15) {
    return fmt::format("{}", static_cast<long long>(value));
  }
  return fmt::format("{}", value);
}

std::string write_suite(const GeneratedSuite& suite) {
  std::string text;
  for (const auto& line : suite.header) text += line.empty() ? "#\n" : fmt::format("# {}\n", line);
  return text + write_suite(static_cast<const suite::Suite&>(suite));
}

std::string write_suite(const suite::Suite& suite) {
  std::string text = header_part(suite) + run_part(suite) + python_part(suite.python) +
                     output_part(suite) + limits_part(suite.limits);
  text += fmt::format("visibility: {}\n", to_string(suite.visibility));
  if (!suite.default_checks.empty()) {
    text += fmt::format("defaults:\n  checks:\n{}", checks_block(suite.default_checks, 4));
  }
  text += variants_part(suite.variants);
  text += deviations_part(suite.deviations);
  text += "tests:\n";
  for (const auto& test : suite.tests) text += test_part(test, suite.default_checks);
  return text;
}

}  // namespace puzzle::gen

#include "suite/suite_loader.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fmt/format.h>
#include <regex>
#include <set>
#include <tuple>
#include <utility>

#include "check/pattern.h"
#include "common/name_table.h"
#include "common/yaml_fields.h"
#include "suite/python_env.h"

namespace grader {
namespace {

using puzzle::Entry;
using puzzle::Fields;
using puzzle::is_inside_relative_path;
using puzzle::Keys;
using puzzle::parse_integer;
using puzzle::parse_number;
using puzzle::with_suggestion;

const Keys kTopKeys = {"suite",      "assignment", "submission", "run",      "output",
                       "limits",     "visibility", "args",       "defaults", "variants",
                       "deviations", "tests",      "python"};
const Keys kTestKeys = {"name",       "args",         "stdin",      "visibility",
                        "time_limit", "expected",     "checks",     "variant_outputs",
                        "trivial",    "explained_by", "unfinished", "python"};
const Keys kVariantKeys = {"description", "credit", "fraction"};
const Keys kDeviationKeys = {"dimension", "yours", "assignment"};
const Keys kExplainedKeys = {"by", "lines"};
const Keys kRecordedLineKeys = {"fnv1a", "format"};
const Keys kCheckKeys = {"lines",   "kind",    "points", "pattern", "tolerance",
                         "abs_tol", "rel_tol", "values", "name",    "message"};
const Keys kSubmissionKeys = {"files"};
const Keys kRunKeys = {"command", "call", "notebook"};
const Keys kCallKeys = {"module", "function", "print_result"};
const Keys kNotebookKeys = {"file", "function", "print_result"};
const Keys kOutputKeys = {"from", "file"};
const Keys kLimitKeys = {"time_per_test", "time_total", "memory_mb",
                         "output_kb",     "processes",  "time_total_bonus"};
const Keys kDefaultsKeys = {"checks"};
const Keys kPythonKeys = {"version", "packages"};
const Keys kKindNames = puzzle::names_of(kCheckKindTable);

// Sanity bounds: a value outside them is almost certainly a unit mistake.
constexpr double kMaxTestSeconds = 3600;
constexpr double kMaxSuiteSeconds = 7 * 24 * 3600;
constexpr std::uint64_t kMaxMemoryMb = 1 << 20;
constexpr std::uint64_t kMaxOutputKb = 1 << 20;
constexpr int kMaxProcesses = 4096;
constexpr double kMaxPoints = 1e6;

std::chrono::milliseconds to_millis(double seconds) {
  return std::chrono::milliseconds(std::llround(seconds * 1000));
}

// "{name}": the whole text is one placeholder.
bool is_single_placeholder(std::string_view text) {
  return text.size() > 2 && text.front() == '{' && text.back() == '}' &&
         text.find_first_of("{}", 1) == text.size() - 1;
}

bool is_identifier(std::string_view text) {
  if (text.empty() || std::isdigit(static_cast<unsigned char>(text[0]))) return false;
  return std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
  });
}

// Variant names appear in reports and on command lines: keep them plain.
bool is_variant_name(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-';
  });
}

// Deviation names and dimensions: kebab-case, e.g. ties-smaller-g.
bool is_kebab_name(std::string_view text) {
  return !text.empty() && std::islower(static_cast<unsigned char>(text[0])) &&
         std::all_of(text.begin(), text.end(), [](char c) {
           return std::islower(static_cast<unsigned char>(c)) ||
                  std::isdigit(static_cast<unsigned char>(c)) || c == '-';
         });
}

// 16 lowercase hex digits, as `gen` writes an FNV-1a hash.
std::optional<std::uint64_t> parse_hash(std::string_view text) {
  std::uint64_t value = 0;
  if (text.size() != 16) return std::nullopt;
  for (char c : text) {
    if (!std::isdigit(static_cast<unsigned char>(c)) && (c < 'a' || c > 'f')) return std::nullopt;
  }
  std::from_chars(text.data(), text.data() + text.size(), value, 16);
  return value;
}

std::vector<std::string_view> deviation_names(const Suite& suite) {
  std::vector<std::string_view> names;
  for (const Deviation& deviation : suite.deviations) names.push_back(deviation.name);
  return names;
}

std::vector<std::string_view> variant_names(const Suite& suite) {
  std::vector<std::string_view> names;
  for (const Variant& variant : suite.variants) names.push_back(variant.name);
  return names;
}

int count_lines(const std::string& text) {
  if (text.empty()) return 0;
  int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n'));
  return text.back() == '\n' ? lines : lines + 1;
}

class Loader : private LimitsReader {
 public:
  explicit Loader(std::string file) : LimitsReader(std::move(file)) {}

  puzzle::Expected<Suite, SuiteErrors> load(std::string_view text);

 private:
  ReturnValue return_value_at(const Fields& map);
  Args args_at(const Fields& map);

  void load_top(const Fields& top, Suite& suite);
  void load_submission(const Fields& top, Suite& suite);
  void load_run(const Fields& top, Suite& suite);
  void load_call(const Entry& entry, const Keys& known, RunSpec& run);
  void load_output(const Fields& top, Suite& suite);
  void load_limits(const Fields& top, Suite& suite);
  void load_python(const Fields& top, Suite& suite);
  void load_python_packages(const Entry& entry, PythonEnvironment& python);
  void load_variants(const Fields& top, Suite& suite);
  std::optional<Variant> load_variant(const std::string& name, const YAML::Node& node);
  void refuse_credit(const Fields& map, const std::string& name);
  std::vector<VariantOutput> load_variant_outputs(const Fields& map, const Suite& suite);
  void load_deviations(const Fields& top, Suite& suite);
  std::optional<Deviation> load_deviation(const std::string& name, const YAML::Node& node);
  std::vector<ExplainedOutput> load_explained_by(const Fields& map, const Suite& suite);
  std::optional<ExplainedOutput> load_explained(const YAML::Node& node, const Suite& suite);
  std::vector<std::string> load_deviation_set(const Entry& entry, const Suite& suite);
  std::vector<std::string> load_deviation_set(const YAML::Node& node, std::string_view key,
                                              const Suite& suite);
  std::vector<std::vector<std::string>> load_unfinished(
      const Fields& map, const Suite& suite, const std::vector<ExplainedOutput>& entries);
  std::vector<RecordedLine> load_recorded_lines(const Entry& entry);
  std::optional<RecordedLine> load_recorded_line(const YAML::Node& key, const YAML::Node& value);
  std::optional<RecordedLine> load_format_line(const Entry& entry, RecordedLine line);
  std::vector<Check> load_checks(const Entry& entry);
  std::optional<Check> load_check(const YAML::Node& node);
  void load_check_details(const Fields& map, Check& check);
  std::optional<LineSpec> load_lines(const Fields& map);
  void load_tests(const Fields& top, Suite& suite);
  std::optional<TestCase> load_test(const YAML::Node& node, const Suite& suite);
  void validate_test(const TestCase& test, const Fields& map, const Suite& suite);
  void validate_check_lines(const Check& check, int expected_lines, const YAML::Node& at);
  void load_python_check(const Fields& map, Check& check);
  void validate_python(const TestCase& test, const Fields& map, const Suite& suite);
  void validate_args(const TestCase& test, const Fields& map, const Suite& suite);

  std::vector<Check> default_checks_;
  Args suite_args_;
};

Args Loader::args_at(const Fields& map) {
  Args args;
  const Entry* entry = map.find("args");
  if (entry == nullptr) return args;
  if (!entry->value.IsMap()) {
    error(entry->value, "args", "'args' must be a mapping such as {method: bfs}");
    return args;
  }
  for (auto it = entry->value.begin(); it != entry->value.end(); ++it) {
    if (!it->second.IsScalar()) {
      error(it->second, it->first.Scalar(),
            fmt::format("argument '{}' must be text; quote it, e.g. \"[1, 2]\"",
                        it->first.Scalar()));
      continue;
    }
    set_arg(args, it->first.Scalar(), it->second.Scalar());
  }
  return args;
}

puzzle::Expected<Suite, SuiteErrors> Loader::load(std::string_view text) {
  auto root = parse(text, "suite file");
  if (!root) return puzzle::unexpected(errors_);
  Suite suite;
  suite.path = file_;
  if (auto top = fields(*root, "", kTopKeys, "the suite")) load_top(*top, suite);
  if (errors_.empty()) return suite;
  return puzzle::unexpected(sorted_errors());
}

void Loader::load_top(const Fields& top, Suite& suite) {
  suite.name = string_at(top, "suite").value_or(std::filesystem::path(file_).stem().string());
  suite.assignment = string_at(top, "assignment").value_or("");
  suite.visibility = choice_at(top, "visibility", kVisibilityTable, &VisibilityName::visibility,
                               "a visibility")
                         .value_or(Visibility::visible);
  suite_args_ = args_at(top);
  load_submission(top, suite);
  load_run(top, suite);
  load_output(top, suite);
  load_limits(top, suite);
  load_python(top, suite);
  load_variants(top, suite);    // before the tests, whose variant_outputs name them
  load_deviations(top, suite);  // before the tests, whose explained_by name them
  if (const Entry* defaults = top.find("defaults")) {
    if (auto map = fields(defaults->value, "defaults", kDefaultsKeys, "'defaults'")) {
      if (const Entry* checks = map->find("checks")) default_checks_ = load_checks(*checks);
      suite.default_checks = default_checks_;
    }
  }
  load_tests(top, suite);
}

void Loader::load_submission(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("submission");
  if (entry == nullptr) return;
  auto map = fields(entry->value, "submission", kSubmissionKeys, "'submission'");
  const Entry* files = map ? map->find("files") : nullptr;
  if (files == nullptr) return;
  if (!files->value.IsSequence()) {
    error(files->value, "files", "'files' must be a list, e.g. [driver.py]");
    return;
  }
  for (const YAML::Node& item : files->value) {
    if (!item.IsScalar() || !is_inside_relative_path(item.Scalar())) {
      error(item, "files", "each file must be a relative path inside the submission");
      continue;
    }
    suite.required_files.push_back(item.Scalar());
  }
}

void Loader::load_run(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("run");
  if (entry == nullptr) {
    error(top.self, "run", "the suite does not say how to run a submission; add 'run'");
    return;
  }
  auto map = fields(entry->value, "run", kRunKeys, "'run'");
  if (!map) return;
  if (map->entries.size() != 1) {
    error(entry->value, "run", "'run' needs exactly one of 'command', 'call' or 'notebook'");
    return;
  }
  if (const Entry* command = map->find("command")) {
    suite.run.mode = RunMode::command;
    suite.run.command = string_at(*map, "command").value_or("");
    if (suite.run.command.find_first_not_of(' ') == std::string::npos) {
      error(command->value, "command", "'command' must not be empty");
    }
  } else if (const Entry* call = map->find("call")) {
    suite.run.mode = RunMode::call;
    load_call(*call, kCallKeys, suite.run);
  } else if (const Entry* notebook = map->find("notebook")) {
    suite.run.mode = RunMode::notebook;
    load_call(*notebook, kNotebookKeys, suite.run);
  }
}

// Reads `call: {module, function}` or `notebook: {file, function}`.
void Loader::load_call(const Entry& entry, const Keys& known, RunSpec& run) {
  std::string key = entry.key.Scalar();
  auto map = fields(entry.value, key, known, fmt::format("'{}'", key));
  if (!map) return;
  std::string first_key(known.front());
  auto target = string_at(*map, first_key);
  auto function = string_at(*map, "function");
  if (!target) error(entry.value, first_key, fmt::format("'{}' needs '{}'", key, first_key));
  if (!function) error(entry.value, "function", fmt::format("'{}' needs 'function'", key));
  if (function && !is_identifier(*function) && !is_single_placeholder(*function)) {
    error(map->find("function")->value, "function",
          "'function' must be a Python name or one {placeholder} filled from each test's args");
  }
  run.return_value = return_value_at(*map);
  if (target && run.mode == RunMode::call && !is_identifier(*target)) {
    error(map->find(first_key)->value, first_key,
          "'module' must be a Python module name without '.py'");
  }
  if (target && run.mode == RunMode::notebook && !is_inside_relative_path(*target)) {
    error(map->find(first_key)->value, first_key,
          "'file' must be a relative path inside the submission");
  }
  (run.mode == RunMode::call ? run.module : run.file) = target.value_or("");
  run.function = function.value_or("");
}

// `print_result: true|false` (default false).
ReturnValue Loader::return_value_at(const Fields& map) {
  return flag_at(map, "print_result").value_or(false) ? ReturnValue::printed : ReturnValue::ignored;
}

void Loader::load_output(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("output");
  if (entry == nullptr) return;
  auto map = fields(entry->value, "output", kOutputKeys, "'output'");
  if (!map) return;
  std::string from = string_at(*map, "from").value_or("stdout");
  auto file = string_at(*map, "file");
  if (from == "file") {
    suite.output.source = OutputSource::file;
    if (!file) error(entry->value, "file", "'output' with from: file needs 'file'");
  } else if (from != "stdout") {
    error(map->find("from")->value, "from", "'from' must be 'stdout' or 'file'");
  } else if (file) {
    error(map->find("file")->value, "file", "'file' is only used with from: file");
  }
  if (file && !is_inside_relative_path(*file)) {
    error(map->find("file")->value, "file",
          "the output file must be a relative path inside the submission's folder");
  }
  suite.output.file = file.value_or("");
}

void Loader::load_limits(const Fields& top, Suite& suite) {
  if (const Entry* entry = top.find("limits")) read_limits(*entry, suite.limits);
}

// `python: {version: '>=3.9,<3.14', packages: [numpy, psutil]}`; both keys optional.
void Loader::load_python(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("python");
  if (entry == nullptr) return;
  auto map = fields(entry->value, "python", kPythonKeys, "'python'");
  if (!map) return;
  PythonEnvironment python;
  if (auto version = string_at(*map, "version")) {
    auto range = parse_version_range(*version);
    if (range) {
      python.version = *version;
    } else {
      error_inside(map->find("version")->value, range.error().offset, "version",
                   range.error().message);
    }
  }
  if (const Entry* packages = map->find("packages")) load_python_packages(*packages, python);
  suite.python = std::move(python);
}

void Loader::load_python_packages(const Entry& entry, PythonEnvironment& python) {
  if (!entry.value.IsSequence()) {
    error(entry.value, "packages",
          "'packages' must be a list of the names programs import, e.g. [numpy, psutil]");
    return;
  }
  for (const YAML::Node& item : entry.value) {
    const std::string name = item.IsScalar() ? item.Scalar() : std::string();
    if (!is_module_name(name)) {
      error(item, "packages",
            fmt::format("'{}' is not a name Python imports; write the import name, e.g. "
                        "sklearn for scikit-learn",
                        item.IsScalar() ? name : "?"));
    } else if (is_common_standard_module(name)) {
      error(item, "packages",
            fmt::format("{} is part of Python's standard library, which programs may always "
                        "use; list only other packages",
                        name));
    } else if (std::find(python.packages.begin(), python.packages.end(), name) !=
               python.packages.end()) {
      error(item, "packages", fmt::format("package '{}' is listed twice", name));
    } else {
      python.packages.push_back(name);
    }
  }
}

void Loader::load_variants(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("variants");
  if (entry == nullptr) return;
  if (!entry->value.IsMap()) {
    error(entry->value, "variants",
          "'variants' must be a mapping from each variant's name to its description");
    return;
  }
  for (auto it = entry->value.begin(); it != entry->value.end(); ++it) {
    std::string name = it->first.IsScalar() ? it->first.Scalar() : std::string();
    if (!is_variant_name(name)) {
      error(it->first, "variants",
            "a variant name may only use letters, digits, '-' and '_' (e.g. decrease-key)");
    } else if (find_variant(suite, name) != nullptr) {
      error(it->first, name, fmt::format("variant '{}' is declared twice", name));
    } else if (auto variant = load_variant(name, it->second)) {
      suite.variants.push_back(std::move(*variant));
    }
  }
}

std::optional<Variant> Loader::load_variant(const std::string& name, const YAML::Node& node) {
  auto map = fields(node, name, kVariantKeys, fmt::format("variant '{}'", name));
  if (!map) return std::nullopt;
  Variant variant;
  variant.name = name;
  auto description = string_at(*map, "description");
  if (map->find("description") == nullptr || (description && description->empty())) {
    error(node, "description",
          fmt::format("variant '{}' needs a 'description': what that program does, for "
                      "students to read",
                      name));
  }
  variant.description = description.value_or("");
  refuse_credit(*map, name);
  return variant;
}

// Credit for another rule is the assignment manifest's to give (`accept:`), in one place
// that survives regenerating the suite. `credit: diagnostic`, which gen wrote before, said
// nothing and is read with a warning.
void Loader::refuse_credit(const Fields& map, const std::string& name) {
  for (const char* key : {"credit", "fraction"}) {
    const Entry* entry = map.find(key);
    if (entry == nullptr) continue;
    if (entry->value.IsScalar() && entry->value.Scalar() == "diagnostic") {
      warning(entry->key, "'credit: diagnostic' is no longer needed in a suite; remove it");
      continue;
    }
    error(entry->key, key,
          fmt::format("a suite no longer gives credit for a variant; accept it in the "
                      "assignment manifest instead: accept: {{{}: 1}} "
                      "(docs/assignment-manifest.md)",
                      name));
  }
}

std::vector<VariantOutput> Loader::load_variant_outputs(const Fields& map, const Suite& suite) {
  std::vector<VariantOutput> outputs;
  const Entry* entry = map.find("variant_outputs");
  if (entry == nullptr) return outputs;
  if (!entry->value.IsMap()) {
    error(entry->value, "variant_outputs",
          "'variant_outputs' must be a mapping from a variant's name to its whole output");
    return outputs;
  }
  std::set<std::string> seen;
  for (auto it = entry->value.begin(); it != entry->value.end(); ++it) {
    std::string name = it->first.IsScalar() ? it->first.Scalar() : std::string("?");
    if (find_variant(suite, name) == nullptr) {
      error(it->first, name,
            with_suggestion(fmt::format("variant_outputs names '{}', which is not declared "
                                        "under 'variants'",
                                        name),
                            name, variant_names(suite)));
    } else if (!seen.insert(name).second) {
      error(it->first, name, fmt::format("variant '{}' has two outputs in this test", name));
    } else if (!it->second.IsScalar()) {
      error(it->second, name, fmt::format("the output of variant '{}' must be text", name));
    } else {
      outputs.push_back({name, it->second.Scalar()});
    }
  }
  return outputs;
}

void Loader::load_deviations(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("deviations");
  if (entry == nullptr) return;
  if (!entry->value.IsMap()) {
    error(entry->value, "deviations",
          "'deviations' must be a mapping from each deviation's name to its "
          "dimension, yours and assignment");
    return;
  }
  for (auto it = entry->value.begin(); it != entry->value.end(); ++it) {
    std::string name = it->first.IsScalar() ? it->first.Scalar() : std::string();
    if (!is_kebab_name(name)) {
      error(it->first, "deviations",
            "a deviation name uses lowercase letters, digits and '-' (e.g. ties-smaller-g)");
    } else if (find_deviation(suite, name) != nullptr) {
      error(it->first, name, fmt::format("deviation '{}' is declared twice", name));
    } else if (auto deviation = load_deviation(name, it->second)) {
      suite.deviations.push_back(std::move(*deviation));
    }
  }
}

// All three keys are required: a deviation is only useful with both sentences.
std::optional<Deviation> Loader::load_deviation(const std::string& name, const YAML::Node& node) {
  auto map = fields(node, name, kDeviationKeys, fmt::format("deviation '{}'", name));
  if (!map) return std::nullopt;
  Deviation deviation;
  deviation.name = name;
  for (const auto& [key, field] :
       {std::pair{"dimension", &Deviation::dimension}, std::pair{"yours", &Deviation::yours},
        std::pair{"assignment", &Deviation::assignment}}) {
    auto text = string_at(*map, key);
    if (map->find(key) == nullptr || (text && text->empty())) {
      error(node, key, fmt::format("deviation '{}' needs '{}'", name, key));
    }
    deviation.*field = text.value_or("");
  }
  if (!deviation.dimension.empty() && !is_kebab_name(deviation.dimension)) {
    error(map->find("dimension")->value, "dimension",
          "a dimension uses lowercase letters, digits and '-' (e.g. tie-break)");
  }
  return deviation;
}

std::vector<ExplainedOutput> Loader::load_explained_by(const Fields& map, const Suite& suite) {
  std::vector<ExplainedOutput> outputs;
  const Entry* entry = map.find("explained_by");
  if (entry == nullptr) return outputs;
  if (!entry->value.IsSequence()) {
    error(entry->value, "explained_by",
          "'explained_by' must be a list of {by: [deviations], lines: {N: text}}");
    return outputs;
  }
  for (const YAML::Node& node : entry->value) {
    auto output = load_explained(node, suite);
    if (!output) continue;
    bool repeated = std::any_of(outputs.begin(), outputs.end(),
                                [&](const ExplainedOutput& o) { return o.by == output->by; });
    if (repeated) {
      error(node, "by",
            fmt::format("the deviations [{}] have two entries in this test",
                        fmt::join(output->by, ", ")));
      continue;
    }
    outputs.push_back(std::move(*output));
  }
  return outputs;
}

std::optional<ExplainedOutput> Loader::load_explained(const YAML::Node& node, const Suite& suite) {
  auto map = fields(node, "explained_by", kExplainedKeys, "an explained_by entry");
  if (!map) return std::nullopt;
  const Entry* by = map->find("by");
  const Entry* lines = map->find("lines");
  if (by == nullptr) error(node, "by", "an explained_by entry needs 'by', a list of deviations");
  if (lines == nullptr) error(node, "lines", "an explained_by entry needs 'lines'");
  if (by == nullptr || lines == nullptr) return std::nullopt;
  std::size_t before = errors_.size();
  ExplainedOutput output{load_deviation_set(*by, suite), load_recorded_lines(*lines)};
  if (errors_.size() != before) return std::nullopt;
  return output;
}

std::vector<std::string> Loader::load_deviation_set(const Entry& entry, const Suite& suite) {
  return load_deviation_set(entry.value, "by", suite);
}

// Names of declared deviations, kept sorted so a set has one spelling; `key` names the
// field in errors.
std::vector<std::string> Loader::load_deviation_set(const YAML::Node& node, std::string_view key,
                                                    const Suite& suite) {
  std::vector<std::string> names;
  const std::string field(key);
  if (!node.IsSequence() || node.size() == 0) {
    error(node, field, fmt::format("'{}' must be a non-empty list of deviation names", key));
    return names;
  }
  for (const YAML::Node& item : node) {
    std::string name = item.IsScalar() ? item.Scalar() : std::string("?");
    if (find_deviation(suite, name) == nullptr) {
      error(item, field,
            with_suggestion(fmt::format("'{}' names '{}', which is not declared "
                                        "under 'deviations'",
                                        key, name),
                            name, deviation_names(suite)));
    } else if (std::find(names.begin(), names.end(), name) != names.end()) {
      error(item, field, fmt::format("'{}' names '{}' twice", key, name));
    } else {
      names.push_back(name);
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

bool holds(const std::vector<std::string>& large, const std::vector<std::string>& small) {
  return std::includes(large.begin(), large.end(), small.begin(), small.end());
}

// The sets whose search did not finish on a test: each a set of declared deviations,
// none holding another, none with an `explained_by` entry of its own (what it prints is
// unknown, so no entry can say it; a larger set whose own search finished may have one).
// Sorted.
std::vector<std::vector<std::string>> Loader::load_unfinished(
    const Fields& map, const Suite& suite, const std::vector<ExplainedOutput>& entries) {
  std::vector<std::vector<std::string>> sets;
  const Entry* entry = map.find("unfinished");
  if (entry == nullptr) return sets;
  if (!entry->value.IsSequence()) {
    error(entry->value, "unfinished",
          "'unfinished' must be a list of deviation sets, e.g. [[ties-by-insertion]]");
    return sets;
  }
  for (const YAML::Node& node : entry->value) {
    std::size_t before = errors_.size();
    auto set = load_deviation_set(node, "unfinished", suite);
    if (errors_.size() != before) continue;
    for (const auto& other : sets) {
      if (holds(set, other) || holds(other, set)) {
        error(node, "unfinished",
              fmt::format("'unfinished' lists [{}] and [{}]; list the smallest sets only",
                          fmt::join(other, ", "), fmt::join(set, ", ")));
      }
    }
    for (const ExplainedOutput& output : entries) {
      if (output.by != set) continue;
      error(node, "unfinished",
            fmt::format("[{}] did not finish here, so nothing is known of what it prints; "
                        "remove its explained_by entry",
                        fmt::join(set, ", ")));
    }
    sets.push_back(std::move(set));
  }
  std::sort(sets.begin(), sets.end());
  return sets;
}

std::vector<RecordedLine> Loader::load_recorded_lines(const Entry& entry) {
  std::vector<RecordedLine> lines;
  // `{}`: the set prints `expected` here although a smaller set inside it does not.
  if (!entry.value.IsMap()) {
    error(entry.value, "lines",
          "'lines' must be a mapping from a line number to that line's text "
          "({} when the deviations print what is expected)");
    return lines;
  }
  for (auto it = entry.value.begin(); it != entry.value.end(); ++it) {
    auto line = load_recorded_line(it->first, it->second);
    if (!line) continue;
    bool repeated = std::any_of(lines.begin(), lines.end(),
                                [&](const RecordedLine& l) { return l.number == line->number; });
    if (repeated) {
      error(it->first, "lines", fmt::format("line {} is listed twice", line->number));
      continue;
    }
    lines.push_back(std::move(*line));
  }
  std::sort(lines.begin(), lines.end(),
            [](const RecordedLine& a, const RecordedLine& b) { return a.number < b.number; });
  return lines;
}

// `N: text`, `N: {fnv1a: 16 hex digits}` or `N: {format: pattern}`.
std::optional<RecordedLine> Loader::load_recorded_line(const YAML::Node& key,
                                                       const YAML::Node& value) {
  auto number = key.IsScalar() ? parse_integer(key.Scalar()) : std::nullopt;
  if (!number || *number < 1 || *number > INT32_MAX) {
    error(key, "lines",
          fmt::format("'{}' is not a line number (1, 2, ...)",
                      key.IsScalar() ? key.Scalar() : "?"));
    return std::nullopt;
  }
  RecordedLine line;
  line.number = static_cast<int>(*number);
  if (value.IsScalar()) {
    line.text = value.Scalar();
    return line;
  }
  auto map = fields(value, "lines", kRecordedLineKeys, fmt::format("line {}", line.number));
  if (!map) return std::nullopt;
  const Entry* hash_entry = map->find("fnv1a");
  const Entry* format_entry = map->find("format");
  if (hash_entry != nullptr && format_entry != nullptr) {
    error(value, "lines",
          fmt::format("line {} has both 'fnv1a' and 'format'; give one", line.number));
    return std::nullopt;
  }
  if (format_entry != nullptr) return load_format_line(*format_entry, std::move(line));
  if (hash_entry == nullptr) {
    if (map->unknown_keys == 0) {  // a misspelt key is reported already
      error(value, "lines",
            fmt::format("line {} needs 'fnv1a' (16 lowercase hex digits) or 'format' (a "
                        "pattern)",
                        line.number));
    }
    return std::nullopt;
  }
  auto hash = string_at(*map, "fnv1a");
  line.fnv1a = hash ? parse_hash(*hash) : std::nullopt;
  if (!line.fnv1a) {
    error(hash_entry ? hash_entry->value : value, "fnv1a",
          fmt::format("line {} needs 'fnv1a', 16 lowercase hex digits", line.number));
    return std::nullopt;
  }
  return line;
}

// A line recorded by its format: a pattern the student's whole line must match, compiled
// here once (shared_pattern) so the grader finds it compiled.
std::optional<RecordedLine> Loader::load_format_line(const Entry& entry, RecordedLine line) {
  auto pattern = string_of(entry.value, "format");
  if (!pattern) return std::nullopt;
  if (pattern->empty()) {
    error(entry.value, "format", fmt::format("line {} has an empty 'format'", line.number));
    return std::nullopt;
  }
  auto compiled = shared_pattern(*pattern);
  if (!compiled) {
    error_inside(entry.value, compiled.error().offset, "format",
                 fmt::format("line {}'s format: {}", line.number, compiled.error().message));
    return std::nullopt;
  }
  line.format = std::move(*pattern);
  return line;
}

std::vector<Check> Loader::load_checks(const Entry& entry) {
  std::vector<Check> checks;
  if (!entry.value.IsSequence()) {
    error(entry.value, "checks", "'checks' must be a list of checks");
    return checks;
  }
  for (const YAML::Node& node : entry.value) {
    if (auto check = load_check(node)) checks.push_back(std::move(*check));
  }
  return checks;
}

std::optional<Check> Loader::load_check(const YAML::Node& node) {
  auto map = fields(node, "checks", kCheckKeys, "a check");
  if (!map) return std::nullopt;
  auto kind = string_at(*map, "kind");
  if (!kind) {
    if (map->find("kind") == nullptr) error(node, "kind", "this check has no 'kind'");
    return std::nullopt;
  }
  auto parsed = parse_check_kind(*kind);
  if (!parsed) {
    error(map->find("kind")->value, "kind",
          with_suggestion(fmt::format("unknown check kind '{}'", *kind), *kind, kKindNames));
    return std::nullopt;
  }
  Check check;
  check.kind = *parsed;
  check.points = number_at(*map, "points", 0, kMaxPoints, "points").value_or(0);
  if (auto lines = load_lines(*map)) check.lines = *lines;
  load_check_details(*map, check);
  return check;
}

// Kind-specific keys: required ones present, foreign ones rejected.
void Loader::load_check_details(const Fields& map, Check& check) {
  auto only_for = [&](const std::string& key, std::initializer_list<CheckKind> kinds) {
    const Entry* entry = map.find(key);
    if (entry == nullptr || std::find(kinds.begin(), kinds.end(), check.kind) != kinds.end()) {
      return;
    }
    error(entry->key, key,
          fmt::format("'{}' does not apply to kind: {}", key, to_string(check.kind)));
  };
  only_for("pattern", {CheckKind::regex, CheckKind::format});
  only_for("tolerance", {CheckKind::integer});
  only_for("abs_tol", {CheckKind::floating});
  only_for("rel_tol", {CheckKind::floating});
  only_for("values", {CheckKind::one_of});
  only_for("name", {CheckKind::python});
  only_for("message", {CheckKind::python});
  if (check.kind == CheckKind::python) load_python_check(map, check);
  if (const Entry* lines = map.find("lines"); lines && !traits(check.kind).takes_lines) {
    error(lines->key, "lines",
          fmt::format("'lines' does not apply to kind: {}", to_string(check.kind)));
  }
  if (check.kind == CheckKind::ignore && check.points != 0) {
    error(map.find("points")->value, "points", "an 'ignore' check is worth 0 points");
  }
  check.tolerance = integer_at(map, "tolerance", 0, INT64_MAX).value_or(0);
  check.abs_tol = number_at(map, "abs_tol", 0, 1e300, "");
  check.rel_tol = number_at(map, "rel_tol", 0, 1e300, "");
  if (check.kind == CheckKind::regex || check.kind == CheckKind::format) {
    auto pattern = string_at(map, "pattern");
    if (!pattern) {
      if (map.find("pattern") == nullptr) {
        error(map.self, "pattern",
              fmt::format("kind: {} needs a 'pattern'", to_string(check.kind)));
      }
      return;
    }
    check.pattern = *pattern;
    auto compiled = shared_pattern(*pattern);  // compiled once, for grading as well
    if (!compiled) {
      error_inside(map.find("pattern")->value, compiled.error().offset, "pattern",
                   compiled.error().message);
    }
  }
  if (check.kind == CheckKind::one_of) {
    const Entry* values = map.find("values");
    if (values == nullptr || !values->value.IsSequence() || values->value.size() == 0) {
      error(values ? values->value : map.self, "values",
            "kind: one_of needs 'values', a non-empty list of accepted lines");
      return;
    }
    for (const YAML::Node& value : values->value) {
      if (value.IsScalar())
        check.values.push_back(value.Scalar());
      else
        error(value, "values", "each accepted value must be text");
    }
  }
}

// kind: python: the name its code passes to expect() and the sentence a student reads.
void Loader::load_python_check(const Fields& map, Check& check) {
  static const std::regex kName(R"([A-Za-z0-9_-]+)");
  if (auto name = string_at(map, "name"); name && std::regex_match(*name, kName)) {
    check.name = *name;
  } else if (name || map.find("name") == nullptr) {
    error(name ? map.find("name")->value : map.self, "name",
          "kind: python needs a 'name' of letters, digits, '-' and '_' (what its code passes "
          "to expect())");
  }
  if (auto message = string_at(map, "message"); message && !message->empty()) {
    check.message = *message;
  } else if (message || map.find("message") == nullptr) {
    error(message ? map.find("message")->value : map.self, "message",
          "kind: python needs a 'message', the sentence a student reads when it fails");
  }
}

// `lines`: N, A-B, last or all (the default).
std::optional<LineSpec> Loader::load_lines(const Fields& map) {
  auto text = string_at(map, "lines");
  if (!text) return std::nullopt;
  const YAML::Node& at = map.find("lines")->value;
  if (*text == "last") return LineSpec{LineSelector::last, 0, 0};
  if (*text == "all") return LineSpec{LineSelector::all, 0, 0};
  std::size_t dash = text->find('-', 1);
  auto first = parse_integer(std::string_view(*text).substr(0, dash));
  auto last = dash == std::string::npos ? first
                                        : parse_integer(std::string_view(*text).substr(dash + 1));
  if (!first || !last) {
    error(at, "lines",
          fmt::format("'{}' is not a line number, a range like 2-12, 'last' or "
                      "'all'",
                      *text));
  } else if (*first < 1) {
    error(at, "lines", fmt::format("line numbers start at 1, so '{}' is not a line", *text));
  } else if (*last < *first) {
    error(at, "lines", fmt::format("the range '{}' ends before it starts", *text));
  } else {
    LineSelector selector = dash == std::string::npos ? LineSelector::single : LineSelector::range;
    return LineSpec{selector, static_cast<int>(*first), static_cast<int>(*last)};
  }
  return std::nullopt;
}

void Loader::load_tests(const Fields& top, Suite& suite) {
  const Entry* entry = top.find("tests");
  if (entry == nullptr || !entry->value.IsSequence() || entry->value.size() == 0) {
    error(entry ? entry->value : top.self, "tests", "the suite needs 'tests', a non-empty list");
    return;
  }
  std::map<std::string, int> first_line;
  for (const YAML::Node& node : entry->value) {
    auto test = load_test(node, suite);
    if (!test) continue;
    auto [it, inserted] = first_line.emplace(test->name, node.Mark().line + 1);
    if (!inserted) {
      error(node["name"], "name",
            fmt::format("there is already a test named '{}' (line {})", test->name, it->second));
    }
    suite.tests.push_back(std::move(*test));
  }
}

std::optional<TestCase> Loader::load_test(const YAML::Node& node, const Suite& suite) {
  auto map = fields(node, "tests", kTestKeys, "a test");
  if (!map) return std::nullopt;
  TestCase test;
  auto name = string_at(*map, "name");
  if (!name || name->empty()) {
    if (!map->find("name") || name) error(node, "name", "every test needs a 'name'");
    return std::nullopt;
  }
  test.name = *name;
  test.args = suite_args_;
  for (auto& [key, value] : args_at(*map)) set_arg(test.args, key, std::move(value));
  test.stdin_data = string_at(*map, "stdin").value_or("");
  // nullopt: the suite's (visibility_of).
  test.visibility = choice_at(*map, "visibility", kVisibilityTable, &VisibilityName::visibility,
                              "a visibility");
  test.time_limit = test_time_limit_at(*map, "time_limit");
  test.expected = string_at(*map, "expected").value_or("");
  const Entry* checks = map->find("checks");
  test.checks = checks ? load_checks(*checks) : default_checks_;
  test.variant_outputs = load_variant_outputs(*map, suite);
  test.trivial = flag_at(*map, "trivial").value_or(false);
  test.explained_by = load_explained_by(*map, suite);
  test.unfinished = load_unfinished(*map, suite, test.explained_by);
  test.python = string_at(*map, "python").value_or("");
  validate_test(test, *map, suite);
  return test;
}

void Loader::validate_test(const TestCase& test, const Fields& map, const Suite& suite) {
  // An unknown key is most likely a misspelt 'checks': one error about it is enough.
  if (test.checks.empty() && map.find("checks") == nullptr && map.unknown_keys == 0) {
    error(map.self, "checks",
          fmt::format("test '{}' has no 'checks' and the suite has no defaults.checks", test.name));
  }
  const Entry* checks = map.find("checks");
  const YAML::Node& at = checks ? checks->value : map.self;
  int expected_lines = count_lines(test.expected);
  for (std::size_t i = 0; i < test.checks.size(); ++i) {
    bool own = checks && checks->value.IsSequence() && i < checks->value.size();
    validate_check_lines(test.checks[i], expected_lines, own ? checks->value[i] : at);
  }
  validate_python(test, map, suite);
  validate_args(test, map, suite);
}

// A test's `python` code and its kind: python checks come together, each check's name
// once, and only where the harness runs (call and notebook suites).
void Loader::validate_python(const TestCase& test, const Fields& map, const Suite& suite) {
  const Entry* code = map.find("python");
  std::set<std::string> names;
  bool has_python_check = false;
  for (const Check& check : test.checks) {
    if (check.kind != CheckKind::python) continue;
    has_python_check = true;
    if (!code) {
      error(map.self, "python",
            fmt::format("test '{}' has kind: python checks but no 'python' code", test.name));
      return;
    }
    if (!check.name.empty() && !names.insert(check.name).second) {
      error(map.find("checks") ? map.find("checks")->value : map.self, "name",
            fmt::format("test '{}' has two python checks named '{}'", test.name, check.name));
    }
  }
  if (!code) return;
  if (suite.run.mode == RunMode::command) {
    error(code->key, "python",
          "'python' needs a suite that runs call: or notebook: (the harness runs the code)");
  } else if (!has_python_check) {
    error(code->key, "python",
          fmt::format("test '{}' has 'python' code but no kind: python check to score it",
                      test.name));
  }
}

// Checks that compare with `expected` must find their lines there.
void Loader::validate_check_lines(const Check& check, int expected_lines, const YAML::Node& at) {
  if (!traits(check.kind).reads_expected) return;
  if (expected_lines == 0) {
    error(at, "expected",
          fmt::format("a kind: {} check needs the test's 'expected' output",
                      to_string(check.kind)));
  } else if ((check.lines.selector == LineSelector::single ||
              check.lines.selector == LineSelector::range) &&
             check.lines.last > expected_lines) {
    error(at, "lines",
          fmt::format("line {} is past the end of 'expected', which has {} lines", check.lines.last,
                      expected_lines));
  }
}

void Loader::validate_args(const TestCase& test, const Fields& map, const Suite& suite) {
  const bool is_command = suite.run.mode == RunMode::command;
  const std::string& used = is_command ? suite.run.command : suite.run.function;
  const char* where = is_command ? "run.command" : "the called function's name";
  const Entry* args = map.find("args");
  for (const std::string& name : placeholders(used)) {
    if (find_arg(test.args, name) != nullptr) continue;
    // Given but not text (e.g. a board as a YAML list): args_at() already said so;
    // "gives no value" would point the instructor at the wrong mistake.
    if (args && args->value.IsMap() && std::as_const(args->value)[name]) continue;
    error(args ? args->value : map.self, "args",
          fmt::format("test '{}' gives no value for {{{}}}, which {} uses", test.name, name,
                      where));
  }
}

}  // namespace

std::vector<std::string> placeholders(std::string_view command_template) {
  static const std::regex kPlaceholder(R"(\{([A-Za-z_][A-Za-z0-9_]*)\})");
  std::vector<std::string> names;
  std::string text(command_template);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), kPlaceholder);
       it != std::sregex_iterator(); ++it) {
    std::string name = (*it)[1];
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

puzzle::Expected<Suite, SuiteErrors> parse_suite(std::string_view text,
                                                 const std::string& file_name) {
  return Loader(file_name).load(text);
}

puzzle::Expected<Suite, SuiteErrors> load_suite(const std::filesystem::path& path) {
  auto text = puzzle::read_yaml_file(path, "suite file");
  if (!text) return puzzle::unexpected(text.error());
  return parse_suite(*text, path.string());
}

void LimitsReader::read_limits(const Entry& entry, Limits& limits) {
  auto map = fields(entry.value, "limits", kLimitKeys, "'limits'");
  if (!map) return;
  if (auto v = number_at(*map, "time_per_test", 0.001, kMaxTestSeconds, "s")) {
    limits.time_per_test = to_millis(*v);
  }
  if (auto v = number_at(*map, "time_total", 0.001, kMaxSuiteSeconds, "s")) {
    limits.time_total = to_millis(*v);
  }
  limits.memory_mb = integer_at(*map, "memory_mb", 1, kMaxMemoryMb).value_or(limits.memory_mb);
  limits.output_kb = integer_at(*map, "output_kb", 1, kMaxOutputKb).value_or(limits.output_kb);
  limits.processes = static_cast<int>(
      integer_at(*map, "processes", 1, kMaxProcesses).value_or(limits.processes));
  limits.time_total_bonus = number_at(*map, "time_total_bonus", 0, kMaxPoints, "points")
                                .value_or(limits.time_total_bonus);
  const Entry* bonus = map->find("time_total_bonus");
  if (bonus != nullptr && limits.time_total_bonus > 0 && !limits.time_total) {
    error(bonus->value, "time_total_bonus", "'time_total_bonus' needs 'time_total' as well");
  }
}

std::optional<std::chrono::milliseconds> LimitsReader::test_time_limit_at(const Fields& map,
                                                                          const std::string& key) {
  auto seconds = number_at(map, key, 0.001, kMaxTestSeconds, "s");
  if (!seconds) return std::nullopt;
  return to_millis(*seconds);
}

}  // namespace grader

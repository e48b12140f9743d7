#include "suite/assignment.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "common/yaml_fields.h"

namespace grader {
namespace {

using puzzle::Entry;
using puzzle::Fields;
using puzzle::Keys;
using puzzle::with_suggestion;

const Keys kTopKeys = {"assignment", "suites", "manual", "accept"};
const Keys kManualKeys = {"name", "points", "prompt"};
const Keys kPartKeys = {"file", "name", "points", "weight", "visibility", "limits", "tests"};
const Keys kTestKeys = {"points", "time_limit", "visibility"};
constexpr double kMaxPoints = 1e6;
// Below this, two sums of points are the same (points are shown in hundredths).
constexpr double kPointsSlack = 1e-9;

// Names a rule went by elsewhere in the toolkit, for "did you mean": `puzzle-ref variants
// driver` listed the deviation `ties-larger-g` as the variant `ties-by-depth` until
// issue 40, and manifests written from that list name it so.
struct FormerRuleName {
  std::string_view former;
  std::string_view name;
};
constexpr FormerRuleName kFormerRuleNames[] = {{"ties-by-depth", "ties-larger-g"}};

// "; did you mean 'x'?" for a refused rule name: the rule it is a former name of, else
// the closest recorded name, else "".
std::string rule_suggestion(std::string_view rule, const Keys& known) {
  for (const FormerRuleName& row : kFormerRuleNames) {
    if (row.former == rule && std::find(known.begin(), known.end(), row.name) != known.end()) {
      return fmt::format("; did you mean '{}'?", row.name);
    }
  }
  return with_suggestion("", rule, known);
}

// The most points a suite gives on its own (its tests and its total time bonus).
double own_points(const Suite& suite) {
  double own = suite.limits.time_total_bonus;
  for (const TestCase& test : suite.tests) own += max_points(test);
  return own;
}

// The points a manifest writes for a part, which the part keeps as written whatever its
// `points` or `weight` (docs/assignment-manifest.md "Points written in the manifest").
struct WrittenPoints {
  std::vector<std::string> tests;  // the tests given `points` under `tests:`
  bool bonus = false;              // `limits: {time_total_bonus: ...}` given
};

// Every check of `suite`'s tests that `written` does not name, and its bonus unless
// written, times `by`; or, with Written::only, just the written ones.
enum class Written { except, only };
void scale_points(Suite& suite, const WrittenPoints& written, Written which, double by) {
  auto named = [&](const TestCase& test) {
    return std::find(written.tests.begin(), written.tests.end(), test.name) != written.tests.end();
  };
  for (TestCase& test : suite.tests) {
    if (named(test) != (which == Written::only)) continue;
    for (Check& check : test.checks) check.points *= by;
  }
  if (written.bonus == (which == Written::only)) suite.limits.time_total_bonus *= by;
}

class ManifestLoader : private LimitsReader {
 public:
  ManifestLoader(std::string file, AcceptedRules accepted)
      : LimitsReader(std::move(file)), accepted_(accepted) {}

  puzzle::Expected<Assignment, SuiteErrors> load(std::string_view text);

 private:
  std::optional<AssignmentPart> load_part(const YAML::Node& node);
  std::optional<Suite> load_part_suite(const Fields& map);
  void apply_limits(const Fields& map, Suite& suite, WrittenPoints& written);
  void apply_tests(const Fields& map, Suite& suite, WrittenPoints& written);
  void apply_test(const Entry& entry, TestCase& test, WrittenPoints& written);
  void keep_written(const Fields& map, const WrittenPoints& written, AssignmentPart& part);
  void load_accept(const Fields& top, Assignment& assignment);
  void check_names(const Assignment& assignment, const YAML::Node& list);
  void load_manual(const Fields& top, Assignment& assignment);

  AcceptedRules accepted_;
};

puzzle::Expected<Assignment, SuiteErrors> ManifestLoader::load(std::string_view text) {
  auto root = parse(text, "assignment manifest");
  if (!root) return puzzle::unexpected(errors_);
  Assignment assignment;
  assignment.path = file_;
  auto top = fields(*root, "", kTopKeys, "the assignment manifest");
  if (!top) return puzzle::unexpected(sorted_errors());
  assignment.name =
      string_at(*top, "assignment").value_or(std::filesystem::path(file_).stem().string());
  const Entry* suites = top->find("suites");
  if (suites == nullptr || !suites->value.IsSequence() || suites->value.size() == 0) {
    error(suites ? suites->value : top->self, "suites",
          "'suites' must list the assignment's suites, e.g. - {file: public.yaml, points: 40}");
    return puzzle::unexpected(sorted_errors());
  }
  for (const YAML::Node& node : suites->value) {
    if (auto part = load_part(node)) assignment.parts.push_back(std::move(*part));
  }
  // The names it accepts are checked against every suite, so all of them must be read.
  if (assignment.parts.size() == suites->value.size() && accepted_ == AcceptedRules::applied) {
    load_accept(*top, assignment);
  }
  if (errors_.empty()) check_names(assignment, suites->value);
  load_manual(*top, assignment);
  if (errors_.empty()) return assignment;
  return puzzle::unexpected(sorted_errors());
}

std::optional<AssignmentPart> ManifestLoader::load_part(const YAML::Node& node) {
  auto map = fields(node, "suites", kPartKeys, "a suite of the assignment");
  if (!map) return std::nullopt;
  AssignmentPart part;
  auto suite = load_part_suite(*map);
  part.scale.points = number_at(*map, "points", 0, kMaxPoints, "points");
  part.scale.weight = number_at(*map, "weight", 0, kMaxPoints, "times").value_or(1);
  part.visibility = choice_at(*map, "visibility", kVisibilityTable, &VisibilityName::visibility,
                              "a visibility");
  if (map->find("points") && map->find("weight")) {
    error(map->find("weight")->key, "weight", "give a suite either 'points' or 'weight', not both");
  }
  if (!suite) return std::nullopt;
  WrittenPoints written;
  apply_limits(*map, *suite, written);
  apply_tests(*map, *suite, written);
  part.name = string_at(*map, "name").value_or(suite->name);
  part.suite = std::move(*suite);
  if (part.scale.points && *part.scale.points > 0 && own_points(part.suite) <= 0) {
    error(map->find("points")->value, "points", "this suite's tests give no points to scale");
    return part;
  }
  keep_written(*map, written, part);
  return part;
}

// The points written for `part`'s tests and bonus stay as written: a part's `points` is
// what is left of it shared by the other tests (and the suite's own bonus) in proportion
// to their own points; a `weight` multiplies only those others. The suite is changed so
// that part.factor() gives exactly that; a combination that cannot is refused.
void ManifestLoader::keep_written(const Fields& map, const WrittenPoints& written,
                                  AssignmentPart& part) {
  if (written.tests.empty() && !written.bonus) return;
  Suite& suite = part.suite;
  Suite only_written = suite;
  scale_points(only_written, written, Written::except, 0);
  const double kept = own_points(only_written);
  const double all = own_points(suite);
  if (!part.scale.points) {
    const double weight = part.scale.weight;
    if (weight > 0) {
      scale_points(suite, written, Written::only, 1 / weight);
    } else if (kept > 0) {
      error(map.find("weight")->value, "weight",
            fmt::format("a suite of weight 0 counts for nothing, so the {} points written for "
                        "its tests and time bonus cannot count: remove 'weight' or them",
                        kept));
    }
    return;
  }
  const double total = *part.scale.points;
  const double rest = all - kept;  // the own points of what is not written
  const YAML::Node& at = map.find("points")->value;
  if (kept > total + kPointsSlack) {
    error(at, "points",
          fmt::format("the points written for this suite's tests and time bonus add up to {}, "
                      "more than its {} points: raise 'points' or lower them",
                      kept, total));
  } else if (rest <= 0 && kept < total - kPointsSlack) {
    error(at, "points",
          fmt::format("the points written for this suite's tests and time bonus add up to {}, "
                      "and no other test has points to take the rest of its {}: make "
                      "'points' {}",
                      kept, total, kept));
  } else {
    scale_points(suite, written, Written::except, rest > 0 ? (total - kept) / rest : 0);
  }
}

std::optional<Suite> ManifestLoader::load_part_suite(const Fields& map) {
  const Entry* file = map.find("file");
  if (file == nullptr) {
    error(map.self, "file", "each suite of the assignment needs 'file', the suite's path");
    return std::nullopt;
  }
  auto name = string_at(map, "file");
  if (!name) return std::nullopt;
  std::filesystem::path path = std::filesystem::path(*name);
  if (path.is_relative()) path = std::filesystem::path(file_).parent_path() / path;
  auto text = puzzle::read_yaml_file(path, "suite file");
  if (!text) {
    error(file->value, "file", fmt::format("cannot read the suite file {}", path.string()));
    return std::nullopt;
  }
  if (is_assignment_manifest(*text)) {
    error(file->value, "file",
          fmt::format("{} is an assignment manifest, not a suite", path.string()));
    return std::nullopt;
  }
  auto suite = parse_suite(*text, path.string());
  if (!suite) {
    errors_.insert(errors_.end(), suite.error().begin(), suite.error().end());
    error(file->value, "file",
          fmt::format("the suite {} has problems (listed with its name)", path.string()));
    return std::nullopt;
  }
  return *suite;
}

// `manual:` the questions graded by hand, each {name, points, prompt}; names unique.
void ManifestLoader::load_manual(const Fields& top, Assignment& assignment) {
  const Entry* list = top.find("manual");
  if (list == nullptr) return;
  if (!list->value.IsSequence()) {
    error(list->value, "manual", "'manual' must list questions, e.g. - {name: q1, points: 4}");
    return;
  }
  std::set<std::string> seen;
  for (const YAML::Node& node : list->value) {
    auto map = fields(node, "manual", kManualKeys, "a manual question");
    if (!map) continue;
    ManualQuestion question;
    question.name = string_at(*map, "name").value_or("");
    question.points = number_at(*map, "points", 0, kMaxPoints, "points").value_or(0);
    question.prompt = string_at(*map, "prompt").value_or("");
    if (question.name.empty()) {
      error(node, "name", "each manual question needs a 'name', e.g. q1");
    } else if (!seen.insert(question.name).second) {
      error(node, "name", fmt::format("there are two manual questions named '{}'", question.name));
    }
    if (map->find("points") == nullptr) {
      error(node, "points", fmt::format("manual question '{}' needs 'points'", question.name));
    }
    assignment.manual.push_back(std::move(question));
  }
}

// `limits:` over the suite's own, read as a suite's are. A `time_per_test` given here is
// every test's limit, the ones gen wrote per test included (`tests:` sets one test's).
void ManifestLoader::apply_limits(const Fields& map, Suite& suite, WrittenPoints& written) {
  const Entry* entry = map.find("limits");
  if (entry == nullptr) return;
  const YAML::Node& limits = entry->value;
  written.bonus = limits.IsMap() && limits["time_total_bonus"].IsDefined();
  const auto before = suite.limits.time_per_test;
  read_limits(*entry, suite.limits);
  if (suite.limits.time_per_test == before) return;
  for (TestCase& test : suite.tests) test.time_limit.reset();
}

// `tests: {NAME: {points: 10, time_limit: 60, visibility: visible}}`: one test's rules.
void ManifestLoader::apply_tests(const Fields& map, Suite& suite, WrittenPoints& written) {
  const Entry* entry = map.find("tests");
  if (entry == nullptr) return;
  if (!entry->value.IsMap()) {
    error(entry->value, "tests",
          "'tests' must map a test's name to its rules, e.g. 'sample-01': {points: 10}");
    return;
  }
  Keys names;
  for (const TestCase& test : suite.tests) names.push_back(test.name);
  for (auto it = entry->value.begin(); it != entry->value.end(); ++it) {
    const std::string name = it->first.IsScalar() ? it->first.Scalar() : std::string();
    auto test = std::find_if(suite.tests.begin(), suite.tests.end(),
                             [&](const TestCase& t) { return t.name == name; });
    if (test == suite.tests.end()) {
      error(it->first, "tests",
            with_suggestion(fmt::format("the suite has no test called '{}'", name), name, names));
      continue;
    }
    apply_test(Entry{it->first, it->second}, *test, written);
  }
}

// A test's points scale its checks, so each check keeps its share of the test.
void ManifestLoader::apply_test(const Entry& entry, TestCase& test, WrittenPoints& written) {
  auto map = fields(entry.value, "tests", kTestKeys, fmt::format("test '{}'", test.name));
  if (!map) return;
  if (auto points = number_at(*map, "points", 0, kMaxPoints, "points")) {
    written.tests.push_back(test.name);
    const double own = max_points(test);
    if (own <= 0 && *points > 0) {
      error(map->find("points")->value, "points", "this test's checks give no points to scale");
    }
    for (Check& check : test.checks) check.points = own > 0 ? check.points * *points / own : 0;
  }
  if (auto limit = test_time_limit_at(*map, "time_limit")) test.time_limit = limit;
  if (auto visibility = choice_at(*map, "visibility", kVisibilityTable, &VisibilityName::visibility,
                                  "a visibility")) {
    test.visibility = visibility;
  }
}

// `accept: {decrease-key: 1, ast-ties-by-g: 0.5}`: rules the instructor accepts besides
// the assignment's, each a deviation or variant some suite records, for that share of the
// points of the lines it explains.
void ManifestLoader::load_accept(const Fields& top, Assignment& assignment) {
  const Entry* entry = top.find("accept");
  if (entry == nullptr) return;
  if (!entry->value.IsMap()) {
    error(entry->value, "accept",
          "'accept' must map a recorded rule to the share of the points it earns, e.g. "
          "accept: {decrease-key: 1}");
    return;
  }
  const std::vector<RecordedRule> rules = recorded_rules(assignment.parts);
  Keys known;
  for (const RecordedRule& rule : rules) known.push_back(rule.name);
  for (auto it = entry->value.begin(); it != entry->value.end(); ++it) {
    const std::string rule = it->first.IsScalar() ? it->first.Scalar() : std::string();
    auto share = number_of(it->second, rule, 0, kMaxPoints, "");
    if (!share) continue;
    if (*share <= 0 || *share > 1) {
      error(it->second, rule,
            fmt::format("'{}' earns a share of the points from above 0 to 1 (full points), "
                        "not {}",
                        rule, it->second.Scalar()));
      continue;
    }
    if (std::find(known.begin(), known.end(), rule) == known.end()) {
      error(it->first, "accept",
            fmt::format("no suite of the assignment records a rule called '{}' (puzzle-grader "
                        "rules --suite {} lists the {} it records){}",
                        rule, file_, known.size(), rule_suggestion(rule, known)));
      continue;
    }
    for (AssignmentPart& part : assignment.parts) {
      if (find_deviation(part.suite, rule) || find_variant(part.suite, rule)) {
        part.suite.accepted.push_back({rule, *share});
      }
    }
  }
}

// Reports and gradebooks tell tests apart by name, so the prefixed names must be unique.
void ManifestLoader::check_names(const Assignment& assignment, const YAML::Node& list) {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < assignment.parts.size(); ++i) {
    const AssignmentPart& part = assignment.parts[i];
    for (const TestCase& test : part.suite.tests) {
      std::string name = fmt::format("{}: {}", part.name, test.name);
      if (!seen.insert(name).second) {
        error(list[i], "name",
              fmt::format("two tests of the assignment are both called '{}'; give "
                          "the suites different 'name's",
                          name));
        return;
      }
    }
  }
}

}  // namespace

double AssignmentPart::factor() const {
  if (!scale.points) return scale.weight;
  const double own = own_points(suite);
  return own > 0 ? *scale.points / own : 0;
}

std::vector<std::filesystem::path> Assignment::files() const {
  std::vector<std::filesystem::path> paths;
  if (parts.size() != 1 || parts.front().suite.path != path) paths.push_back(path);
  for (const AssignmentPart& part : parts) paths.push_back(part.suite.path);
  return paths;
}

double Assignment::max_points() const {
  double total = 0;
  for (const AssignmentPart& part : parts) total += own_points(part.suite) * part.factor();
  return total;
}

double Assignment::manual_points() const {
  double total = 0;
  for (const ManualQuestion& question : manual) total += question.points;
  return total;
}

bool is_assignment_manifest(std::string_view text) {
  try {
    YAML::Node root = YAML::Load(std::string(text));
    return root.IsMap() && root["suites"].IsDefined();
  } catch (const YAML::Exception&) {
    return false;  // the suite loader says what is wrong
  }
}

puzzle::Expected<Assignment, SuiteErrors> parse_assignment(std::string_view text,
                                                           const std::string& file_name,
                                                           AcceptedRules accepted) {
  return ManifestLoader(file_name, accepted).load(text);
}

puzzle::Expected<Assignment, SuiteErrors> load_assignment(const std::filesystem::path& path,
                                                          AcceptedRules accepted) {
  auto text = puzzle::read_yaml_file(path, "file");
  if (!text) return puzzle::unexpected(text.error());
  if (is_assignment_manifest(*text)) return parse_assignment(*text, path.string(), accepted);
  auto suite = parse_suite(*text, path.string());
  if (!suite) return puzzle::unexpected(suite.error());
  return lone_suite_assignment(std::move(*suite));
}

std::vector<RecordedRule> recorded_rules(const std::vector<AssignmentPart>& parts) {
  std::vector<RecordedRule> rules;
  auto add = [&rules](const AssignmentPart& part, RecordedRule rule) {
    const std::string& part_name = part.name.empty() ? part.suite.name : part.name;
    auto same = [&rule](const RecordedRule& known) { return known.name == rule.name; };
    auto it = std::find_if(rules.begin(), rules.end(), same);
    if (it == rules.end()) it = rules.insert(rules.end(), std::move(rule));
    if (std::find(it->parts.begin(), it->parts.end(), part_name) == it->parts.end()) {
      it->parts.push_back(part_name);
    }
  };
  for (const AssignmentPart& part : parts) {
    for (const Deviation& deviation : part.suite.deviations) {
      add(part, {deviation.name, deviation.yours, deviation.dimension, {}});
    }
    for (const Variant& variant : part.suite.variants) {
      add(part, {variant.name, variant.description, "", {}});
    }
  }
  return rules;
}

Assignment lone_suite_assignment(Suite suite) {
  Assignment assignment;
  assignment.path = suite.path;
  assignment.name = suite.name;
  assignment.parts.push_back({"", std::move(suite), {}, std::nullopt});
  return assignment;
}

namespace {

std::string letters_and_digits(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
  }
  return out;
}

// What of `test`'s input its name spells out: an argument's value or the stdin, compared
// by letters and digits alone ("bfs-806547231" spells the board 8,0,6,5,4,7,2,3,1).
// Values shorter than kMinInputChars (a method, "bfs") or the same in every test of the
// suite (a suite-wide argument) tell nothing of this test.
std::string input_in_name(const TestCase& test, const Suite& suite) {
  constexpr std::size_t kMinInputChars = 6;
  const std::string name = letters_and_digits(test.name);
  auto telling = [&](const std::string& value, auto same_in) {
    const std::string text = letters_and_digits(value);
    if (text.size() < kMinInputChars || name.find(text) == std::string::npos) return false;
    return !std::all_of(suite.tests.begin(), suite.tests.end(), same_in);
  };
  for (const auto& arg : test.args) {
    // Named, not a structured binding: Debian's emscripten (clang 14) cannot capture one.
    const std::string& key = arg.first;
    const std::string& value = arg.second;
    if (telling(value, [&](const TestCase& other) {
          const std::string* theirs = find_arg(other.args, key);
          return theirs != nullptr && *theirs == value;
        })) {
      return value;
    }
  }
  if (telling(test.stdin_data,
              [&](const TestCase& other) { return other.stdin_data == test.stdin_data; })) {
    return test.stdin_data;
  }
  return "";
}

}  // namespace

std::vector<std::string> hidden_names_telling_input(const Assignment& assignment) {
  std::vector<std::string> warnings;
  for (const AssignmentPart& part : assignment.parts) {
    for (const TestCase& test : part.suite.tests) {
      if (part.visibility.value_or(visibility_of(test, part.suite)) != Visibility::hidden) {
        continue;
      }
      const std::string input = input_in_name(test, part.suite);
      if (input.empty()) continue;
      warnings.push_back(fmt::format(
          "{}: the hidden test '{}' is named after its input '{}', and students see every "
          "test's name: rename it (puzzle-ref gen --visibility hidden names tests by "
          "their number and method alone)",
          part.suite.path.string(), test.name, input));
    }
  }
  return warnings;
}

}  // namespace grader

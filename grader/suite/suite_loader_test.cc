#include "suite/suite_loader.h"

#include <gtest/gtest.h>

#include "common/yaml_fields.h"

namespace grader {
namespace {

// The example of docs/suite-format.md, trimmed to two checks.
const char* kGoodSuite = R"(suite: driver-public
assignment: driver
submission:
  files: [driver.py]
run:
  command: python3 driver.py {method} {board}
output:
  from: file
  file: output.txt
limits:
  time_per_test: 10
  time_total: 600
  memory_mb: 1024
  output_kb: 1024
  processes: 64
visibility: visible
tests:
  - name: bfs-125340678
    args: {method: bfs, board: "1,2,5,3,4,0,6,7,8"}
    visibility: hidden
    time_limit: 2.5
    expected: |
      path_to_goal: ['Up', 'Left', 'Left']
      cost_of_path: 3
    checks:
      - {lines: 1, kind: exact, points: 0.75}
      - {lines: 2, kind: integer, tolerance: 1, points: 0.75}
      - {lines: 1-2, kind: format, pattern: '^\w+: .*$', points: 0.5}
      - {kind: produced_output, points: 0.75}
)";

// Loads `text` and returns every error as "FILE:LINE:COLUMN: message (key 'x')".
std::vector<std::string> errors_of(const std::string& text) {
  auto suite = parse_suite(text, "s.yaml");
  std::vector<std::string> out;
  if (suite) return out;
  for (const SuiteError& e : suite.error()) out.push_back(e.to_string());
  return out;
}

std::string first_error(const std::string& text) {
  auto errors = errors_of(text);
  return errors.empty() ? "<no error>" : errors.front();
}

// A minimal valid suite with one test whose body is `test_body` (indented 4 spaces).
std::string with_test(const std::string& test_body) {
  return "run:\n  command: prog {x}\ntests:\n  - name: t\n    args: {x: 1}\n" + test_body;
}

TEST(SuiteLoader, loads_the_documented_example) {
  auto suite = parse_suite(kGoodSuite, "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  EXPECT_EQ(suite->name, "driver-public");
  EXPECT_EQ(suite->required_files, std::vector<std::string>{"driver.py"});
  EXPECT_EQ(suite->run.mode, RunMode::command);
  EXPECT_EQ(suite->output.source, OutputSource::file);
  EXPECT_EQ(suite->output.file, "output.txt");
  EXPECT_EQ(suite->limits.time_total, std::chrono::milliseconds(600'000));
  ASSERT_EQ(suite->tests.size(), 1u);
  const TestCase& test = suite->tests[0];
  EXPECT_EQ(test.args, (Args{{"method", "bfs"}, {"board", "1,2,5,3,4,0,6,7,8"}}));  // file order
  EXPECT_EQ(test.visibility, Visibility::hidden);
  EXPECT_EQ(suite->visibility, Visibility::visible);
  EXPECT_EQ(test.time_limit, std::chrono::milliseconds(2500));
  EXPECT_EQ(test.expected, "path_to_goal: ['Up', 'Left', 'Left']\ncost_of_path: 3\n");
  ASSERT_EQ(test.checks.size(), 4u);
  EXPECT_EQ(test.checks[1].kind, CheckKind::integer);
  EXPECT_EQ(test.checks[1].tolerance, 1);
  EXPECT_EQ(test.checks[2].lines.selector, LineSelector::range);
  EXPECT_EQ(test.checks[2].lines.last, 2);
  EXPECT_EQ(test.checks[2].pattern, R"(^\w+: .*$)");
  EXPECT_EQ(test.checks[3].lines.selector, LineSelector::all);
  EXPECT_DOUBLE_EQ(max_points(test), 2.75);
}

TEST(SuiteLoader, reports_broken_yaml_with_its_position) {
  EXPECT_EQ(first_error("run: {command: x\ntests: []\n"),
            "s.yaml:2:6: this is not valid YAML: end of map flow not found");
}

TEST(SuiteLoader, reports_an_empty_file) {
  EXPECT_EQ(first_error(""), "s.yaml:1:1: the suite file is empty");
}

TEST(SuiteLoader, suggests_the_closest_key_for_a_typo) {
  EXPECT_EQ(first_error(with_test("    chekcs: []\n")),
            "s.yaml:6:5: unknown key 'chekcs' in a test; did you mean 'checks'? "
            "(key 'chekcs')");
}

TEST(SuiteLoader, gives_no_suggestion_for_a_key_unlike_any_other) {
  EXPECT_EQ(first_error("zzzzzzzz: 1\n" + with_test("    checks: [{kind: ignore}]\n")),
            "s.yaml:1:1: unknown key 'zzzzzzzz' in the suite (key 'zzzzzzzz')");
}

TEST(SuiteLoader, rejects_a_repeated_key) {
  EXPECT_EQ(first_error(with_test("    checks: [{kind: ignore}]\n    stdin: a\n    stdin: b\n")),
            "s.yaml:8:5: key 'stdin' appears twice in a test (key 'stdin')");
}

TEST(SuiteLoader, rejects_a_wrong_type) {
  EXPECT_EQ(first_error(with_test("    checks: {kind: exact}\n")),
            "s.yaml:6:13: 'checks' must be a list of checks (key 'checks')");
  EXPECT_EQ(first_error(with_test("    checks: [{kind: ignore}]\n    time_limit: soon\n")),
            "s.yaml:7:17: 'time_limit' must be a number (key 'time_limit')");
  EXPECT_EQ(first_error(with_test("    checks: [{kind: ignore}]\n    stdin: [1, 2]\n")),
            "s.yaml:7:12: 'stdin' must be text (key 'stdin')");
}

TEST(SuiteLoader, rejects_a_missing_run_section) {
  EXPECT_EQ(first_error("tests:\n  - name: t\n    checks: [{kind: ignore}]\n"),
            "s.yaml:1:1: the suite does not say how to run a submission; add 'run' (key 'run')");
}

TEST(SuiteLoader, rejects_two_ways_of_running) {
  EXPECT_EQ(first_error("run:\n  command: a\n  call: {module: m, function: f}\n"
                        "tests:\n  - name: t\n    checks: [{kind: ignore}]\n"),
            "s.yaml:2:3: 'run' needs exactly one of 'command', 'call' or 'notebook' "
            "(key 'run')");
}

TEST(SuiteLoader, rejects_a_test_without_a_name) {
  EXPECT_EQ(first_error("run:\n  command: a\ntests:\n  - checks: [{kind: ignore}]\n"),
            "s.yaml:4:5: every test needs a 'name' (key 'name')");
}

TEST(SuiteLoader, rejects_a_missing_check_kind) {
  EXPECT_EQ(first_error(with_test("    checks:\n      - {lines: 1, points: 1}\n")),
            "s.yaml:7:9: this check has no 'kind' (key 'kind')");
}

TEST(SuiteLoader, suggests_the_closest_check_kind) {
  EXPECT_EQ(first_error(with_test("    checks:\n      - {kind: exakt}\n")),
            "s.yaml:7:16: unknown check kind 'exakt'; did you mean 'exact'? (key 'kind')");
}

TEST(SuiteLoader, rejects_duplicate_test_names) {
  std::string text = with_test("    checks: [{kind: ignore}]\n") +
                     "  - name: t\n    args: {x: 2}\n    checks: [{kind: ignore}]\n";
  EXPECT_EQ(first_error(text),
            "s.yaml:7:11: there is already a test named 't' (line 4) (key 'name')");
}

TEST(SuiteLoader, rejects_negative_and_absurd_limits) {
  std::string tests = "tests:\n  - name: t\n    checks: [{kind: ignore}]\n";
  EXPECT_EQ(first_error("run: {command: a}\nlimits:\n  time_per_test: -1\n" + tests),
            "s.yaml:3:18: 'time_per_test' must be at least 0.001 s, not -1 "
            "(key 'time_per_test')");
  EXPECT_EQ(first_error("run: {command: a}\nlimits:\n  time_per_test: 36000\n" + tests),
            "s.yaml:3:18: 'time_per_test' is 36000 s, more than the sane maximum of 3600 "
            "(key 'time_per_test')");
  EXPECT_EQ(first_error("run: {command: a}\nlimits:\n  memory_mb: 0\n" + tests),
            "s.yaml:3:14: 'memory_mb' must be between 1 and 1048576, not 0 (key 'memory_mb')");
  EXPECT_EQ(first_error("run: {command: a}\nlimits:\n  processes: 2.5\n" + tests),
            "s.yaml:3:14: 'processes' must be a whole number (key 'processes')");
}

TEST(SuiteLoader, rejects_bad_line_ranges) {
  std::string expected = "    expected: \"a\\nb\\nc\\n\"\n    checks:\n";
  EXPECT_EQ(first_error(with_test(expected + "      - {lines: 0, kind: exact}\n")),
            "s.yaml:8:17: line numbers start at 1, so '0' is not a line (key 'lines')");
  EXPECT_EQ(first_error(with_test(expected + "      - {lines: 3-2, kind: exact}\n")),
            "s.yaml:8:17: the range '3-2' ends before it starts (key 'lines')");
  EXPECT_EQ(first_error(with_test(expected + "      - {lines: first, kind: exact}\n")),
            "s.yaml:8:17: 'first' is not a line number, a range like 2-12, 'last' or 'all' "
            "(key 'lines')");
  EXPECT_EQ(first_error(with_test(expected + "      - {lines: 2-4, kind: exact}\n")),
            "s.yaml:8:9: line 4 is past the end of 'expected', which has 3 lines "
            "(key 'lines')");
}

TEST(SuiteLoader, accepts_line_ranges_past_expected_for_format_checks) {
  std::string text = with_test("    checks:\n      - {lines: 9, kind: format, pattern: x}\n");
  EXPECT_EQ(errors_of(text), std::vector<std::string>{});
}

TEST(SuiteLoader, rejects_a_regex_that_does_not_compile) {
  std::string error = first_error(
      with_test("    checks:\n      - {kind: regex, pattern: 'a(b'}\n"));
  EXPECT_EQ(error, "s.yaml:7:33: the pattern is not a valid regular expression: missing ): a(b "
                   "(key 'pattern')");
}

// The quote opens at column 32 (as above) and ^(a) takes 33 to 36: the \1 is at 37.
TEST(SuiteLoader, points_at_a_backreference_inside_the_pattern) {
  std::string error = first_error(
      with_test("    checks:\n      - {kind: regex, pattern: '^(a)\\1$'}\n"));
  EXPECT_EQ(error, "s.yaml:7:37: backreferences such as \\1 are not supported (patterns use "
                   "RE2 syntax) (key 'pattern')");
}

// A double-quoted pattern with escapes is not spelled as it reads: the error points at
// the pattern's start.
TEST(SuiteLoader, points_at_an_escaped_pattern_s_start) {
  std::string error = first_error(
      with_test("    checks:\n      - {kind: regex, pattern: \"(a)\\\\1\"}\n"));
  EXPECT_EQ(error.substr(0, 13), "s.yaml:7:32: ");
}

TEST(SuiteLoader, rejects_a_placeholder_without_an_argument) {
  std::string text = "run:\n  command: python3 driver.py {method} {board}\ntests:\n"
                     "  - name: t\n    args: {method: bfs}\n    checks: [{kind: ignore}]\n";
  EXPECT_EQ(first_error(text),
            "s.yaml:5:11: test 't' gives no value for {board}, which run.command uses "
            "(key 'args')");
}

TEST(SuiteLoader, call_function_may_be_a_placeholder_filled_by_every_test) {
  std::string text =
      "run:\n  call: {module: eight_puzzle, function: '{method}', print_result: true}\n"
      "tests:\n  - name: t\n    args: {call: \"'a', 'b'\"}\n    checks: [{kind: ignore}]\n";
  EXPECT_EQ(first_error(text),
            "s.yaml:5:11: test 't' gives no value for {method}, which the called function's "
            "name uses (key 'args')");
  auto suite =
      parse_suite("run:\n  call: {module: eight_puzzle, function: '{method}', print_result: true}\n"
                  "tests:\n  - name: t\n    args: {method: bfs}\n    checks: [{kind: ignore}]\n",
                  "s.yaml");
  ASSERT_TRUE(suite);
  EXPECT_EQ(suite->run.function, "{method}");
  EXPECT_EQ(suite->run.return_value, ReturnValue::printed);
}

TEST(SuiteLoader, rejects_print_result_that_is_not_true_or_false) {
  std::string text = "run:\n  call: {module: m, function: f, print_result: yes please}\n"
                     "tests:\n  - name: t\n    checks: [{kind: ignore}]\n";
  EXPECT_EQ(first_error(text),
            "s.yaml:2:48: 'print_result' must be true or false (key 'print_result')");
}

// A board written as a YAML list is one mistake (not text), not two: the argument is
// given, so "gives no value" must not come first and mislead (issue #7).
TEST(SuiteLoader, a_non_text_argument_is_reported_once_as_not_text) {
  std::string text = "run:\n  command: python3 driver.py {board}\ntests:\n"
                     "  - name: t\n    args: {board: [1, 2, 0]}\n    checks: [{kind: ignore}]\n";
  std::vector<std::string> errors = errors_of(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0], "s.yaml:5:19: argument 'board' must be text; quote it, e.g. \"[1, 2]\" "
                       "(key 'board')");
}

TEST(SuiteLoader, fills_placeholders_from_suite_level_args) {
  std::string text = "run:\n  command: '{ref} driver {method}'\nargs: {ref: ./puzzle-ref}\n"
                     "tests:\n  - name: t\n    args: {method: bfs}\n    checks: [{kind: ignore}]\n";
  auto suite = parse_suite(text, "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  EXPECT_EQ(suite->tests[0].args, (Args{{"ref", "./puzzle-ref"}, {"method", "bfs"}}));
}

TEST(SuiteLoader, rejects_keys_that_do_not_apply_to_the_kind) {
  EXPECT_EQ(first_error(with_test("    expected: a\n    checks:\n"
                                  "      - {kind: exact, tolerance: 2}\n")),
            "s.yaml:8:23: 'tolerance' does not apply to kind: exact (key 'tolerance')");
}

TEST(SuiteLoader, rejects_points_on_an_ignore_check) {
  EXPECT_EQ(first_error(with_test("    checks:\n      - {kind: ignore, points: 1}\n")),
            "s.yaml:7:32: an 'ignore' check is worth 0 points (key 'points')");
}

TEST(SuiteLoader, rejects_a_comparison_without_expected_output) {
  EXPECT_EQ(first_error(with_test("    checks:\n      - {kind: exact, lines: 1}\n")),
            "s.yaml:7:9: a kind: exact check needs the test's 'expected' output "
            "(key 'expected')");
}

TEST(SuiteLoader, rejects_an_output_file_outside_the_workspace) {
  EXPECT_EQ(first_error("run: {command: a}\noutput: {from: file, file: ../x.txt}\n"
                        "tests:\n  - name: t\n    checks: [{kind: ignore}]\n"),
            "s.yaml:2:28: the output file must be a relative path inside the submission's "
            "folder (key 'file')");
}

TEST(SuiteLoader, rejects_an_unknown_visibility_with_a_suggestion) {
  EXPECT_EQ(first_error(with_test("    visibility: hiden\n    checks: [{kind: ignore}]\n")),
            "s.yaml:6:17: 'hiden' is not a visibility; use 'visible', 'hidden', "
            "'after_due_date' or 'after_published'; did you mean 'hidden'? (key 'visibility')");
}

TEST(SuiteLoader, uses_default_checks_for_tests_without_their_own) {
  std::string text =
      "run: {command: a}\ndefaults:\n  checks: [{kind: produced_output, points: 2}]\n"
      "tests:\n  - name: t\n";
  auto suite = parse_suite(text, "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  EXPECT_DOUBLE_EQ(max_points(suite->tests[0]), 2);
}

TEST(SuiteLoader, rejects_a_test_without_any_checks) {
  EXPECT_EQ(first_error("run: {command: a}\ntests:\n  - name: t\n"),
            "s.yaml:3:5: test 't' has no 'checks' and the suite has no defaults.checks "
            "(key 'checks')");
}

TEST(SuiteLoader, reads_call_and_notebook_modes) {
  auto call = parse_suite("run:\n  call: {module: funny_puzzle, function: solve}\n"
                          "tests:\n  - name: t\n    args: {call: '[1, 2]'}\n"
                          "    checks: [{kind: ignore}]\n",
                          "s.yaml");
  ASSERT_TRUE(call);
  EXPECT_EQ(call->run.mode, RunMode::call);
  EXPECT_EQ(call->run.module, "funny_puzzle");
  EXPECT_EQ(call->run.function, "solve");
  EXPECT_EQ(first_error("run:\n  notebook: {file: f.ipynb}\ntests:\n  - name: t\n"
                        "    checks: [{kind: ignore}]\n"),
            "s.yaml:2:13: 'notebook' needs 'function' (key 'function')");
}

TEST(SuiteLoader, reports_every_error_not_only_the_first) {
  auto errors = errors_of("bogus: 1\nrun: {command: a}\nlimits: {memory_mb: -5}\n"
                          "tests:\n  - name: t\n    checks: [{kind: nope}]\n");
  ASSERT_EQ(errors.size(), 3u);
  EXPECT_EQ(errors[1].substr(0, 12), "s.yaml:3:21:");
  EXPECT_EQ(errors[2].substr(0, 12), "s.yaml:6:21:");
}

TEST(SuiteLoader, reads_old_kebab_spellings_with_one_warning_each) {
  puzzle::WarningCapture warnings;
  auto suite = parse_suite("run: {command: prog}\nlimits: {time-per-test: 3, memory_mb: 64}\n"
                           "tests:\n  - name: t\n    time-limit: 2\n    checks: [{kind: ignore}]\n",
                           "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  EXPECT_EQ(suite->limits.time_per_test, std::chrono::milliseconds(3000));
  EXPECT_EQ(suite->tests.at(0).time_limit, std::chrono::milliseconds(2000));
  EXPECT_EQ(warnings.lines(),
            (std::vector<std::string>{
                "s.yaml:2:10: warning: 'time-per-test' is the old spelling of 'time_per_test'; "
                "write 'time_per_test' (the old one is accepted in this release only)",
                "s.yaml:5:5: warning: 'time-limit' is the old spelling of 'time_limit'; write "
                "'time_limit' (the old one is accepted in this release only)"}));
  // Both spellings at once are one key given twice.
  EXPECT_EQ(first_error(with_test("    time_limit: 1\n    time-limit: 2\n"
                                  "    checks: [{kind: ignore}]\n")),
            "s.yaml:7:5: key 'time_limit' appears twice in a test (key 'time_limit')");
}

TEST(SuiteLoader, reports_an_unreadable_file) {
  auto suite = load_suite("/nonexistent/suite.yaml");
  ASSERT_FALSE(suite);
  EXPECT_EQ(suite.error().front().to_string(),
            "/nonexistent/suite.yaml:1:1: cannot read this suite file");
}

// A suite with two variants and `test_extra` appended to its only test.
std::string with_variants(const std::string& variant_extra, const std::string& test_extra) {
  return "run: {command: prog}\n"
         "variants:\n"
         "  decrease-key:\n"
         "    description: A* updates a state already in the frontier.\n" +
         variant_extra +
         "  lifo-ties: {description: Newest first.}\n"
         "tests:\n"
         "  - name: t\n"
         "    expected: \"a\\n\"\n"
         "    checks: [{kind: exact}]\n" +
         test_extra;
}

TEST(SuiteLoader, loads_variants_and_variant_outputs_in_file_order) {
  auto suite = parse_suite(with_variants("", "    variant_outputs:\n"
                                             "      lifo-ties: \"b\\n\"\n"
                                             "      decrease-key: |\n        c\n"),
                           "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  ASSERT_EQ(suite->variants.size(), 2u);
  EXPECT_EQ(suite->variants[0].name, "decrease-key");
  EXPECT_EQ(suite->variants[1].description, "Newest first.");
  const auto& outputs = suite->tests[0].variant_outputs;
  ASSERT_EQ(outputs.size(), 2u);
  EXPECT_EQ(outputs[0].variant, "lifo-ties");
  EXPECT_EQ(outputs[1].output, "c\n");
}

TEST(SuiteLoader, rejects_variant_outputs_of_an_undeclared_variant) {
  EXPECT_EQ(first_error(with_variants("", "    variant_outputs:\n      decrease-kye: \"b\"\n")),
            "s.yaml:11:7: variant_outputs names 'decrease-kye', which is not declared under "
            "'variants'; did you mean 'decrease-key'? (key 'decrease-kye')");
}

// Credit is the assignment manifest's (`accept:`): one place, surviving regeneration.
TEST(SuiteLoader, refuses_credit_in_a_suite_and_points_at_the_manifest) {
  EXPECT_EQ(first_error(with_variants("    credit: accepted\n", "")),
            "s.yaml:5:5: a suite no longer gives credit for a variant; accept it in the "
            "assignment manifest instead: accept: {decrease-key: 1} "
            "(docs/assignment-manifest.md) (key 'credit')");
  EXPECT_EQ(first_error(with_variants("    fraction: 0.5\n", "")),
            "s.yaml:5:5: a suite no longer gives credit for a variant; accept it in the "
            "assignment manifest instead: accept: {decrease-key: 1} "
            "(docs/assignment-manifest.md) (key 'fraction')");
}

TEST(SuiteLoader, reads_the_old_diagnostic_credit_with_a_warning) {
  puzzle::WarningCapture warnings;
  auto suite = parse_suite(with_variants("    credit: diagnostic\n", ""), "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  ASSERT_EQ(warnings.lines().size(), 1u);
  EXPECT_EQ(warnings.lines()[0],
            "s.yaml:5:5: warning: 'credit: diagnostic' is no longer needed in a suite; remove it");
}

TEST(SuiteLoader, a_variant_needs_a_description) {
  EXPECT_EQ(first_error("run: {command: prog}\nvariants:\n  x: {}\n"
                        "tests:\n  - {name: t, checks: [{kind: produced_output}]}\n"),
            "s.yaml:3:6: variant 'x' needs a 'description': what that program does, for "
            "students to read (key 'description')");
}

// A suite with two deviations and `test_extra` appended to its only test.
std::string with_deviations(const std::string& test_extra) {
  return "run: {command: prog}\n"                                              // 1
         "deviations:\n"                                                       // 2
         "  ties-smaller-g:\n"                                                 // 3
         "    dimension: tie-break\n"                                          // 4
         "    yours: 'Your A* breaks ties by the smaller g.'\n"                // 5
         "    assignment: 'The assignment breaks them by insertion order.'\n"  // 6
         "  counts-blank:\n"                                                   // 7
         "    dimension: heuristic\n"                                          // 8
         "    yours: 'Your heuristic counts the blank.'\n"                     // 9
         "    assignment: 'The assignment counts only the tiles.'\n"           // 10
         "tests:\n"                                                            // 11
         "  - name: t\n"                                                       // 12
         "    expected: \"a\\nb\\nc\\n\"\n"                                    // 13
         "    checks: [{kind: exact}]\n" +
         test_extra;  // 14
}

TEST(SuiteLoader, loads_deviations_and_explained_by) {
  auto suite = parse_suite(with_deviations("    trivial: true\n"
                                           "    explained_by:\n"
                                           "      - by: [ties-smaller-g]\n"
                                           "        lines: {3: 'nodes_expanded: 711', 1: x}\n"
                                           "      - by: [ties-smaller-g, counts-blank]\n"
                                           "        lines: {2: {fnv1a: 9f1c2e0b7d3a4c55}}\n"),
                           "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  ASSERT_EQ(suite->deviations.size(), 2u);
  EXPECT_EQ(suite->deviations[0].name, "ties-smaller-g");
  EXPECT_EQ(suite->deviations[1].dimension, "heuristic");
  EXPECT_EQ(suite->deviations[1].yours, "Your heuristic counts the blank.");
  EXPECT_EQ(suite->deviations[1].assignment, "The assignment counts only the tiles.");
  const TestCase& test = suite->tests[0];
  EXPECT_TRUE(test.trivial);
  ASSERT_EQ(test.explained_by.size(), 2u);
  EXPECT_EQ(test.explained_by[0].by, std::vector<std::string>{"ties-smaller-g"});
  ASSERT_EQ(test.explained_by[0].lines.size(), 2u);  // sorted by line number
  EXPECT_EQ(test.explained_by[0].lines[0].number, 1);
  EXPECT_EQ(test.explained_by[0].lines[0].text, "x");
  EXPECT_EQ(test.explained_by[0].lines[1].text, "nodes_expanded: 711");
  EXPECT_FALSE(test.explained_by[0].lines[1].fnv1a);
  // A set has one spelling: sorted, whatever order the file used.
  EXPECT_EQ(test.explained_by[1].by, (std::vector<std::string>{"counts-blank", "ties-smaller-g"}));
  EXPECT_EQ(test.explained_by[1].lines[0].fnv1a, 0x9f1c2e0b7d3a4c55ULL);
}

TEST(SuiteLoader, a_suite_without_deviations_loads_as_before) {
  auto suite = parse_suite(with_test("    expected: a\n    checks: [{kind: exact}]\n"), "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  EXPECT_TRUE(suite->deviations.empty());
  EXPECT_FALSE(suite->tests[0].trivial);
  EXPECT_TRUE(suite->tests[0].explained_by.empty());
}

TEST(SuiteLoader, rejects_explained_by_naming_an_undeclared_deviation) {
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [ties-smaler-g], lines: {1: x}}\n")),
            "s.yaml:16:15: 'by' names 'ties-smaler-g', which is not declared under "
            "'deviations'; did you mean 'ties-smaller-g'? (key 'by')");
}

TEST(SuiteLoader, rejects_the_same_deviation_set_twice_in_a_test) {
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [counts-blank], lines: {1: x}}\n"
                                        "      - {by: [counts-blank], lines: {1: y}}\n")),
            "s.yaml:17:9: the deviations [counts-blank] have two entries in this test (key 'by')");
}

TEST(SuiteLoader, loads_the_sets_that_did_not_finish_sorted) {
  auto suite = parse_suite(with_deviations("    explained_by:\n"
                                           "      - {by: [counts-blank], lines: {1: x}}\n"
                                           "    unfinished: [[ties-smaller-g]]\n"),
                           "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  EXPECT_EQ(suite->tests[0].unfinished,
            (std::vector<std::vector<std::string>>{{"ties-smaller-g"}}));
  // Without the mark, nothing is unfinished (old suites read as before).
  auto old = parse_suite(with_deviations(""), "s.yaml");
  ASSERT_TRUE(old) << old.error().front().to_string();
  EXPECT_TRUE(old->tests[0].unfinished.empty());
}

TEST(SuiteLoader, rejects_malformed_unfinished_sets) {
  EXPECT_EQ(first_error(with_deviations("    unfinished: [ties-smaller-g]\n")),
            "s.yaml:15:18: 'unfinished' must be a non-empty list of deviation names (key "
            "'unfinished')");
  EXPECT_EQ(first_error(with_deviations("    unfinished: ties-smaller-g\n")),
            "s.yaml:15:17: 'unfinished' must be a list of deviation sets, e.g. "
            "[[ties-by-insertion]] (key 'unfinished')");
  EXPECT_EQ(first_error(with_deviations("    unfinished: [[ties-smaler-g]]\n")),
            "s.yaml:15:19: 'unfinished' names 'ties-smaler-g', which is not declared under "
            "'deviations'; did you mean 'ties-smaller-g'? (key 'unfinished')");
  EXPECT_EQ(first_error(with_deviations(
                "    unfinished: [[counts-blank], [counts-blank, ties-smaller-g]]\n")),
            "s.yaml:15:34: 'unfinished' lists [counts-blank] and [counts-blank, "
            "ties-smaller-g]; list the smallest sets only (key 'unfinished')");
}

// What an unfinished set prints is unknown, so no entry may say it; a larger set whose
// own search finished may have one.
TEST(SuiteLoader, rejects_an_entry_for_an_unfinished_set) {
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [ties-smaller-g], lines: {1: x}}\n"
                                        "    unfinished: [[ties-smaller-g]]\n")),
            "s.yaml:17:18: [ties-smaller-g] did not finish here, so nothing is known of what it "
            "prints; remove its explained_by entry (key 'unfinished')");
  EXPECT_EQ(first_error(
                with_deviations("    explained_by:\n"
                                "      - {by: [counts-blank, ties-smaller-g], lines: {1: x}}\n"
                                "    unfinished: [[ties-smaller-g]]\n")),
            "<no error>");
}

TEST(SuiteLoader, rejects_bad_recorded_lines) {
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [counts-blank], lines: {0: x}}\n")),
            "s.yaml:16:38: '0' is not a line number (1, 2, ...) (key 'lines')");
  EXPECT_EQ(first_error(
                with_deviations("    explained_by:\n"
                                "      - {by: [counts-blank], lines: {2: {fnv1a: 12ab}}}\n")),
            "s.yaml:16:49: line 2 needs 'fnv1a', 16 lowercase hex digits (key 'fnv1a')");
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [counts-blank], lines: [x]}\n")),
            "s.yaml:16:37: 'lines' must be a mapping from a line number to that line's text "
            "({} when the deviations print what is expected) (key 'lines')");
}

// An entry with no line: the set prints `expected` here although a smaller set inside it
// does not (issue 41), so the grader does not read it as printing that set's lines.
TEST(SuiteLoader, loads_an_entry_that_prints_what_is_expected) {
  auto suite =
      parse_suite(with_deviations("    explained_by:\n"
                                  "      - {by: [ties-smaller-g], lines: {1: x}}\n"
                                  "      - {by: [counts-blank, ties-smaller-g], lines: {}}\n"),
                  "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  const auto& entries = suite->tests[0].explained_by;
  ASSERT_EQ(entries.size(), 2u);
  EXPECT_EQ(entries[1].by, (std::vector<std::string>{"counts-blank", "ties-smaller-g"}));
  EXPECT_TRUE(entries[1].lines.empty());
}

// A line whose value is the machine's (a timing) is recorded by its format.
TEST(SuiteLoader, loads_a_line_recorded_by_its_format) {
  auto suite = parse_suite(
      with_deviations("    explained_by:\n"
                      "      - by: [counts-blank]\n"
                      "        lines: {2: {format: '^running_time: \\d+\\.\\d{8}$'}, 3: c2}\n"),
      "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  const auto& lines = suite->tests[0].explained_by[0].lines;
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0].number, 2);
  EXPECT_EQ(lines[0].format, std::optional<std::string>(R"(^running_time: \d+\.\d{8}$)"));
  EXPECT_EQ(lines[0].text, "");
  EXPECT_FALSE(lines[0].fnv1a);
  EXPECT_EQ(lines[1].format, std::nullopt);
}

TEST(SuiteLoader, rejects_bad_format_lines) {
  // The pattern's text starts at column 51, after the quote.
  EXPECT_EQ(first_error(
                with_deviations("    explained_by:\n"
                                "      - {by: [counts-blank], lines: {2: {format: 'a(b'}}}\n")),
            "s.yaml:16:51: line 2's format: the pattern is not a valid regular expression: "
            "missing ): a(b (key 'format')");
  EXPECT_EQ(first_error(
                with_deviations("    explained_by:\n"
                                "      - {by: [counts-blank], lines: {2: {format: ''}}}\n")),
            "s.yaml:16:50: line 2 has an empty 'format' (key 'format')");
  EXPECT_EQ(first_error(
                with_deviations("    explained_by:\n"
                                "      - {by: [counts-blank], lines: {2: {format: [a]}}}\n")),
            "s.yaml:16:50: 'format' must be text (key 'format')");
  EXPECT_EQ(
      first_error(with_deviations(
          "    explained_by:\n"
          "      - {by: [counts-blank], lines: {2: {format: a, fnv1a: 9f1c2e0b7d3a4c55}}}\n")),
      "s.yaml:16:41: line 2 has both 'fnv1a' and 'format'; give one (key 'lines')");
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [counts-blank], lines: {2: {fromat: a}}}\n")),
            "s.yaml:16:42: unknown key 'fromat' in line 2; did you mean 'format'? (key 'fromat')");
  EXPECT_EQ(first_error(with_deviations("    explained_by:\n"
                                        "      - {by: [counts-blank], lines: {2: {}}}\n")),
            "s.yaml:16:41: line 2 needs 'fnv1a' (16 lowercase hex digits) or 'format' (a "
            "pattern) (key 'lines')");
}

TEST(SuiteLoader, rejects_a_deviation_without_its_sentences) {
  EXPECT_EQ(first_error("run: {command: prog}\ndeviations:\n"
                        "  x: {dimension: tie-break, yours: 'Yours.'}\n"
                        "tests:\n  - {name: t, checks: [{kind: produced_output}]}\n"),
            "s.yaml:3:6: deviation 'x' needs 'assignment' (key 'assignment')");
  EXPECT_EQ(first_error("run: {command: prog}\ndeviations:\n"
                        "  Ties_G: {dimension: tie-break, yours: 'Y.', assignment: 'A.'}\n"
                        "tests:\n  - {name: t, checks: [{kind: produced_output}]}\n"),
            "s.yaml:3:3: a deviation name uses lowercase letters, digits and '-' (e.g. "
            "ties-smaller-g) (key 'deviations')");
}

TEST(SuiteLoader, trivial_must_be_true_or_false) {
  EXPECT_EQ(first_error(with_deviations("    trivial: yes\n")),
            "s.yaml:15:14: 'trivial' must be true or false (key 'trivial')");
}

TEST(Placeholders, lists_each_name_once_in_order) {
  EXPECT_EQ(placeholders("{a} x {b} {a} {not-a-name} {}"), (std::vector<std::string>{"a", "b"}));
}

}  // namespace
}  // namespace grader

namespace grader {
namespace {

std::string with_python(const std::string& python_block) {
  return python_block +
         "run:\n  command: prog\ntests:\n  - name: t\n    checks: [{kind: ignore}]\n";
}

TEST(SuiteLoaderPython, reads_the_version_range_and_the_packages) {
  auto suite = parse_suite(
      with_python("python:\n  version: '>=3.9,<3.14'\n  packages: [numpy, psutil]\n"), "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  ASSERT_TRUE(suite->python);
  EXPECT_EQ(suite->python->version, ">=3.9,<3.14");
  EXPECT_EQ(suite->python->packages, (std::vector<std::string>{"numpy", "psutil"}));
}

TEST(SuiteLoaderPython, a_suite_without_python_declares_nothing) {
  auto suite = parse_suite(with_python(""), "s.yaml");
  ASSERT_TRUE(suite);
  EXPECT_FALSE(suite->python);
  auto only_version = parse_suite(with_python("python: {version: '>=3.9'}\n"), "s.yaml");
  ASSERT_TRUE(only_version);
  ASSERT_TRUE(only_version->python);
  EXPECT_TRUE(only_version->python->packages.empty());
}

TEST(SuiteLoaderPython, points_into_a_bad_version_range) {
  EXPECT_EQ(first_error(with_python("python:\n  version: '>=3.9,<3.x'\n")),
            "s.yaml:2:20: '3.x' is not a Python version such as 3.9 or 3.11.2 (key 'version')");
}

TEST(SuiteLoaderPython, names_each_bad_package) {
  EXPECT_EQ(
      errors_of(with_python(
          "python:\n  packages:\n    - scikit-learn\n    - heapq\n    - numpy\n    - numpy\n")),
      (std::vector<std::string>{
          "s.yaml:3:7: 'scikit-learn' is not a name Python imports; write the import "
          "name, e.g. sklearn for scikit-learn (key 'packages')",
          "s.yaml:4:7: heapq is part of Python's standard library, which programs may "
          "always use; list only other packages (key 'packages')",
          "s.yaml:6:7: package 'numpy' is listed twice (key 'packages')"}));
  EXPECT_EQ(first_error(with_python("python: {packages: numpy}\n")),
            "s.yaml:1:20: 'packages' must be a list of the names programs import, e.g. "
            "[numpy, psutil] (key 'packages')");
  EXPECT_EQ(first_error(with_python("python: {pakages: [numpy]}\n")),
            "s.yaml:1:10: unknown key 'pakages' in 'python'; did you mean 'packages'? "
            "(key 'pakages')");
}

// A notebook suite with one test whose body is `test_body` (indented 4 spaces).
std::string with_python_test(const std::string& test_body) {
  return "run:\n  notebook: {file: n.ipynb, function: f}\ntests:\n  - name: t\n" + test_body;
}

TEST(SuiteLoader, python_check_reads_its_code_name_and_message) {
  auto suite = parse_suite(with_python_test("    python: |\n      expect('a', True)\n"
                                            "    checks:\n"
                                            "      - {kind: python, name: a, points: 2, "
                                            "message: 'copy() sets parent'}\n"),
                           "s.yaml");
  ASSERT_TRUE(suite) << suite.error().front().to_string();
  const TestCase& test = suite->tests.at(0);
  EXPECT_EQ(test.python, "expect('a', True)\n");
  ASSERT_EQ(test.checks.size(), 1u);
  EXPECT_EQ(test.checks[0].kind, CheckKind::python);
  EXPECT_EQ(test.checks[0].name, "a");
  EXPECT_EQ(test.checks[0].message, "copy() sets parent");
  EXPECT_EQ(test.checks[0].points, 2);
}

TEST(SuiteLoader, python_check_needs_code_name_and_message) {
  EXPECT_EQ(first_error(with_python_test("    checks: [{kind: python, name: a, message: m}]\n")),
            "s.yaml:4:5: test 't' has kind: python checks but no 'python' code (key 'python')");
  EXPECT_EQ(first_error(with_python_test("    python: x = 1\n"
                                         "    checks: [{kind: python, message: m}]\n")),
            "s.yaml:6:14: kind: python needs a 'name' of letters, digits, '-' and '_' (what "
            "its code passes to expect()) (key 'name')");
  EXPECT_EQ(first_error(with_python_test("    python: x = 1\n"
                                         "    checks: [{kind: python, name: a}]\n")),
            "s.yaml:6:14: kind: python needs a 'message', the sentence a student reads when "
            "it fails (key 'message')");
}

TEST(SuiteLoader, python_code_needs_a_python_check_and_the_harness) {
  EXPECT_EQ(first_error(with_python_test("    python: x = 1\n"
                                         "    checks: [{kind: ignore}]\n")),
            "s.yaml:5:5: test 't' has 'python' code but no kind: python check to score it "
            "(key 'python')");
  EXPECT_EQ(first_error(with_test("    python: x = 1\n"
                                  "    checks: [{kind: python, name: a, message: m}]\n")),
            "s.yaml:6:5: 'python' needs a suite that runs call: or notebook: (the harness "
            "runs the code) (key 'python')");
}

TEST(SuiteLoader, python_check_names_are_unique_in_a_test_and_belong_to_python_checks) {
  EXPECT_EQ(first_error(with_python_test("    python: x = 1\n    checks:\n"
                                         "      - {kind: python, name: a, message: m}\n"
                                         "      - {kind: python, name: a, message: n}\n")),
            "s.yaml:7:7: test 't' has two python checks named 'a' (key 'name')");
  EXPECT_EQ(first_error(with_test("    expected: \"x\\n\"\n"
                                  "    checks: [{kind: exact, name: a}]\n")),
            "s.yaml:7:28: 'name' does not apply to kind: exact (key 'name')");
}

}  // namespace
}  // namespace grader

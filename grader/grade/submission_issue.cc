#include "grade/submission_issue.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <re2/re2.h>

#include "check/text.h"
#include "grade/command.h"
#include "grade/harness_channel.h"
#include "run/harness.h"
#include "suite/python_env.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

constexpr std::size_t kMaxNamesRead = 200;  // a submission with thousands of files
constexpr std::size_t kMaxNamesShown = 5;
constexpr int kMaxDepth = 2;  // the top folder and one level of sub-folders

std::string lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

// The regular files handed in, relative to the submission (generic '/' form), sorted.
// Hidden files and folders (".git", "__MACOSX" style "._x") are not the student's work.
std::vector<std::string> handed_in(const fs::path& submission) {
  if (!fs::is_directory(submission)) return {submission.filename().string()};
  std::vector<std::string> names;
  std::error_code error;
  fs::recursive_directory_iterator it(submission, fs::directory_options::skip_permission_denied,
                                      error);
  for (; !error && it != fs::recursive_directory_iterator() && names.size() < kMaxNamesRead;
       it.increment(error)) {
    std::string name = it->path().filename().string();
    bool hidden = name.starts_with('.') || name == "__MACOSX" || name == "__pycache__";
    if (hidden || it.depth() + 1 >= kMaxDepth) it.disable_recursion_pending();
    if (hidden || !it->is_regular_file(error)) continue;
    names.push_back(it->path().lexically_relative(submission).generic_string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// How a file that was handed in resembles the file the suite wants, as the sentence
// that tells the student; empty when it does not.
std::string resemblance(const std::string& found, const std::string& wanted) {
  fs::path found_path(found), wanted_path(wanted);
  std::string found_name = lower(found_path.filename().string());
  std::string wanted_name = lower(wanted_path.filename().string());
  std::string shown = display_text(found);
  if (found_path.filename() == wanted_path.filename()) {
    return fmt::format("found {}; the grader looks for {} at the top of the submission, not "
                       "in a folder",
                       shown, wanted);
  }
  if (found_name == wanted_name) {
    return fmt::format("found {}; the grader looks for {} (names are case-sensitive)", shown,
                       wanted);
  }
  std::string stem = lower(wanted_path.stem().string());
  bool same_extension = lower(found_path.extension().string()) ==
                        lower(wanted_path.extension().string());
  bool near = (found_name.starts_with(stem) && same_extension) ||  // "driver (1).py"
              found_name.starts_with(wanted_name);                 // "driver.py.txt"
  if (near) {
    return fmt::format("found {}; the grader looks for {} (rename your file)", shown, wanted);
  }
  return "";
}

std::string found_list(const std::vector<std::string>& names) {
  std::vector<std::string> shown;
  for (std::size_t i = 0; i < names.size() && i < kMaxNamesShown; ++i) {
    shown.push_back(display_text(names[i]));
  }
  std::string list = fmt::format("{}", fmt::join(shown, ", "));
  if (names.size() > kMaxNamesShown)
    list += fmt::format(" and {} more", names.size() - kMaxNamesShown);
  return list;
}

// The harness's fixed phrases (puzzle_harness.py), in the order they are tried.
enum class Where { starts, anywhere };
struct HarnessPhrase {
  std::string_view phrase;
  Where where;
  SubmissionProblem problem;
};
constexpr HarnessPhrase kHarnessPhrases[] = {
    {"syntax error in ", Where::starts, SubmissionProblem::syntax_error},
    {", which is not installed on the grader", Where::anywhere, SubmissionProblem::missing_package},
    {"import error in ", Where::starts, SubmissionProblem::import_error},
    {"cannot import ", Where::starts, SubmissionProblem::import_error},
    {"function ", Where::starts,
     SubmissionProblem::missing_function},  // "function f not found in m.py"
    {" is not a function", Where::anywhere, SubmissionProblem::missing_function},
    // Never missing_file: the files are checked before anything runs (required_files_issue),
    // and a problem read from a run must not pass for one found from the file list
    // (found_before_running).
    {"file not found: ", Where::starts, SubmissionProblem::import_error},
    {" is not a readable notebook", Where::anywhere, SubmissionProblem::unreadable_file},
};

bool says(std::string_view text, const HarnessPhrase& row) {
  switch (row.where) {
    case Where::starts: return text.starts_with(row.phrase);
    case Where::anywhere: return text.find(row.phrase) != std::string_view::npos;
  }
  return false;
}

// The harness's sentence without its "submission error: " prefix.
std::string_view without_prefix(std::string_view reason) {
  const std::string_view prefix = kHarnessSubmissionErrorPrefix;
  if (reason.starts_with(prefix)) reason.remove_prefix(prefix.size());
  return reason;
}

// The function a test calls (its placeholder filled from the test's args); "" in command
// mode, where every test runs the same program.
std::string called_function(const Suite& suite, const TestCase& test) {
  switch (suite.run.mode) {
    case RunMode::command: return "";
    case RunMode::call:
    case RunMode::notebook: {
      std::vector<std::string> words = build_argv(suite.run.function, test.args);
      return words.empty() ? "" : words.front();
    }
  }
  return "";
}

// The last line of a Python traceback that says where: `  File "/x/driver.py", line 2`,
// as "driver.py, line 2"; empty when there is none.
std::string traceback_place(const std::vector<std::string>& lines) {
  static const RE2 kFileLine(R"re(^\s*File "(?:[^"]*/)?([^"/]+)", line (\d+))re");
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
    std::string file, line;
    if (RE2::PartialMatch(*it, kFileLine, &file, &line))
      return fmt::format("{}, line {}", file, line);
  }
  return "";
}

// Well-known errors of programs written for an older Python, and what to do instead.
struct KnownError {
  std::string_view says;  // part of the last traceback line
  std::string_view hint;
};
constexpr KnownError kKnownErrors[] = {
    {"module 'time' has no attribute 'clock'",
     "time.clock() was removed in Python 3.8: use time.perf_counter()"},
    {"has no attribute 'getchildren'",
     "Element.getchildren() was removed in Python 3.9: use list(element)"},
    {"cannot import name 'Mapping' from 'collections'",
     "since Python 3.10 these names are in collections.abc: from collections.abc import Mapping"},
    {"has no attribute 'encodestring'",
     "base64.encodestring() was removed in Python 3.9: use base64.encodebytes()"},
};

// A module Python could not find, and the file that imported it (as the traceback or
// the harness names it; empty when neither does).
struct MissingModule {
  std::string file;
  std::string module;
};

// The module a test failed to import: a crash whose last line is Python's "No module
// named 'M'", or the harness's "F imports M, which is not installed on the grader".
std::optional<MissingModule> missing_module(const TestResult& test) {
  static const RE2 kNoModule(
      R"re(^(?:ModuleNotFoundError|ImportError): No module named '?([A-Za-z_][A-Za-z0-9_.]*)'?\s*$)re");
  static const RE2 kHarnessSays(
      R"re(^(.+) imports ([A-Za-z_][A-Za-z0-9_.]*), which is not installed on the grader)re");
  MissingModule missing;
  if (test.verdict == Verdict::runtime_error) {
    std::vector<std::string> lines = split_lines(without_folders(test.stderr_tail));
    if (lines.empty() || !RE2::PartialMatch(lines.back(), kNoModule, &missing.module)) {
      return std::nullopt;
    }
    const std::string place = traceback_place(lines);
    missing.file = place.substr(0, place.find(','));
    return missing;
  }
  const std::string_view prefix = kHarnessSubmissionErrorPrefix;
  if (test.verdict == Verdict::submission_error && test.reason.starts_with(prefix) &&
      RE2::PartialMatch(without_prefix(test.reason), kHarnessSays, &missing.file,
                        &missing.module)) {
    return missing;
  }
  return std::nullopt;
}

// Why a program failed to import a module the suite declares: the grader imported it
// before grading anyone (python_probe.h), so the failure came from the program, which
// can raise any ModuleNotFoundError it likes.
bool is_declared(const Suite& suite, const MissingModule& missing) {
  return suite.python && promises(*suite.python, missing.module);
}
std::string declared_module_reason(const MissingModule& missing) {
  return fmt::format("{} could not import {}, which the grader has (it was checked before "
                     "grading): the error came from your program",
                     missing.file.empty() ? "your program" : missing.file, missing.module);
}

// A line the program wrote, quoted as its own words: its double quotes made single, so it
// cannot close the quote and go on in the grader's voice ("... which is not your
// program's fault").
std::string programs_words(std::string_view line) {
  std::string text(line);
  std::replace(text.begin(), text.end(), '"', '\'');
  return fmt::format("\"{}\"", text);
}

bool same_stderr_everywhere(const std::vector<TestResult>& tests) {
  if (tests.empty()) return false;
  const std::string first = without_folders(tests.front().stderr_tail);
  return !first.empty() && std::all_of(tests.begin(), tests.end(), [&](const TestResult& test) {
    return test.verdict == Verdict::runtime_error && without_folders(test.stderr_tail) == first;
  });
}

constexpr std::uintmax_t kMaxSourceBytes = 1 << 20;  // a source file read for its imports

// The first part of each module an import line names: "import a.b, c as d" gives a and
// c; "from a.b import c" gives a; relative imports ("from . import x") none.
void add_imports(std::string_view line, std::set<std::string>& names) {
  static const RE2 kFrom(R"re(^\s*from\s+([A-Za-z_]\w*)[\w.]*\s+import\b)re");
  static const RE2 kImport(R"re(^\s*import\s+([^#;]+))re");
  static const RE2 kFirst(R"re(^\s*([A-Za-z_]\w*))re");
  std::string name, list;
  if (RE2::PartialMatch(line, kFrom, &name)) {
    names.insert(name);
  } else if (RE2::PartialMatch(line, kImport, &list)) {
    std::size_t start = 0;
    while (start <= list.size()) {
      const std::size_t comma = std::min(list.find(',', start), list.size());
      if (RE2::PartialMatch(list.substr(start, comma - start), kFirst, &name)) names.insert(name);
      start = comma + 1;
    }
  }
}

// The code a file holds: a .py file as it is, a notebook's code cells joined.
std::string source_of(const fs::path& file) {
  std::error_code error;
  if (fs::file_size(file, error) > kMaxSourceBytes || error) return "";
  std::ifstream in(file, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (lower(file.extension().string()) != ".ipynb") return text;
  const nlohmann::json notebook = nlohmann::json::parse(text, nullptr, false);
  std::string code;
  if (!notebook.is_object() || !notebook.contains("cells") || !notebook["cells"].is_array())
    return code;
  for (const nlohmann::json& cell : notebook["cells"]) {
    if (!cell.is_object() || cell.value("cell_type", "") != "code") continue;
    const nlohmann::json& lines = cell.value("source", nlohmann::json());
    if (lines.is_string()) code += lines.get<std::string>() + "\n";
    if (!lines.is_array()) continue;
    for (const nlohmann::json& line : lines) {
      if (line.is_string()) code += line.get<std::string>();
    }
    code += "\n";
  }
  return code;
}

}  // namespace

std::set<std::string> static_imports(const fs::path& submission) {
  std::set<std::string> names;
  const fs::path folder = fs::is_directory(submission) ? submission : submission.parent_path();
  for (const std::string& name : handed_in(submission)) {
    const std::string extension = lower(fs::path(name).extension().string());
    if (extension != ".py" && extension != ".ipynb") continue;
    for (const std::string& line : split_lines(source_of(folder / name))) add_imports(line, names);
    if (names.size() > kMaxStaticImports) return {};
  }
  return names;
}

std::string without_folders(const std::string& tail) {
  static const RE2 kPath(R"re(File "[^"]*/([^"/]+)")re");
  std::string out = tail;
  RE2::GlobalReplace(&out, kPath, R"(File "\1")");
  return out;
}

// What a test gives the program: its command line, or the call's arguments.
std::string what_a_test_gives(const Suite& suite) {
  switch (suite.run.mode) {
    case RunMode::command:
      return fmt::format("only what its command line holds: {}", suite.run.command);
    case RunMode::call:
    case RunMode::notebook: break;
  }
  return "only the arguments of the call";
}

// Python's words for a file opened by a relative name that the test folder does not hold
// ("FileNotFoundError: [Errno 2] No such file or directory: 'board.txt'"): the program did
// run, and expected an input the tests never give. Empty for any other error.
std::string file_not_given_hint(std::string_view last, const Suite& suite) {
  static const RE2 kNotFound(
      R"re(^FileNotFoundError: \[Errno 2\] No such file or directory: '([^'/][^']*)'$)re");
  std::string file;
  if (!RE2::FullMatch(last, kNotFound, &file)) return "";
  return fmt::format(
      " (your program did run: it opens {}, a file no test gives it; each test gives your "
      "program {})",
      display_text(file), what_a_test_gives(suite));
}

std::optional<SubmissionIssue> same_crash_issue(const Suite& suite,
                                                const std::vector<TestResult>& tests) {
  if (!same_stderr_everywhere(tests)) return std::nullopt;
  std::vector<std::string> lines = split_lines(without_folders(tests.front().stderr_tail));
  if (lines.empty()) return std::nullopt;
  // "No module named 'numpy'" alone would read as the grader's missing package.
  if (const auto missing = missing_module(tests.front()); missing && is_declared(suite, *missing)) {
    return SubmissionIssue{SubmissionProblem::same_crash,
                           fmt::format("it stops with the same error on every test: {}",
                                       declared_module_reason(*missing))};
  }
  const std::string& last = lines.back();
  const std::string place = traceback_place(lines);
  std::string reason = fmt::format("it stops with the same error on every test: {} says {}",
                                   place.empty() ? "your program" : place + ",",
                                   programs_words(last));
  for (const KnownError& known : kKnownErrors) {
    if (last.find(known.says) != std::string::npos) reason += fmt::format(" ({})", known.hint);
  }
  reason += file_not_given_hint(last, suite);
  return SubmissionIssue{SubmissionProblem::same_crash, reason};
}

std::string python2_hint(std::string_view error) {
  // What Python 3 says of the Python 2 forms students hand in most (print and exec as
  // statements, "except E, e", backquotes, "<>", 0777 octals, ur"" strings).
  static constexpr std::string_view kPython2Marks[] = {
      "Missing parentheses in call to 'print'", "Missing parentheses in call to 'exec'",
      "multiple exception types must be parenthesized",
      "leading zeros in decimal integer literals are not permitted"};
  for (std::string_view mark : kPython2Marks) {
    if (error.find(mark) != std::string_view::npos) {
      return "; this looks like Python 2 code, and the grader runs Python 3";
    }
  }
  return "";
}

std::optional<SubmissionIssue> python_start_issue(const Suite& suite,
                                                  const std::vector<TestResult>& tests) {
  if (suite.run.mode != RunMode::command || !same_stderr_everywhere(tests)) return std::nullopt;
  std::vector<std::string> lines = split_lines(tests.front().stderr_tail);
  if (lines.empty()) return std::nullopt;
  const std::string& last = lines.back();
  std::string place = traceback_place(lines);
  for (std::string_view error : {"SyntaxError: ", "IndentationError: ", "TabError: "}) {
    if (last.starts_with(error)) {
      return SubmissionIssue{SubmissionProblem::syntax_error,
                             fmt::format("Python cannot read {}: {}{}",
                                         place.empty() ? "your program" : place,
                                         programs_words(last), python2_hint(last))};
    }
  }
  return std::nullopt;
}

std::string missing_module_sentence(std::string_view file, std::string_view module,
                                    const Suite& suite) {
  std::vector<std::string> available{"Python's standard library"};
  if (suite.python) {
    available.insert(available.end(), suite.python->packages.begin(), suite.python->packages.end());
  }
  std::string list = available.front();
  for (std::size_t i = 1; i < available.size(); ++i) {
    list += fmt::format("{}{}", i + 1 == available.size() ? " and " : ", ", available[i]);
  }
  return fmt::format("{} imports {}, which is not installed on the grader; you can use {} (if "
                     "{} is a file of your own, hand it in too)",
                     file.empty() ? "your program" : file, module, list, module);
}

void explain_missing_modules(const Suite& suite, const std::set<std::string>& imported,
                             std::vector<TestResult>& tests) {
  for (TestResult& test : tests) {
    const std::optional<MissingModule> missing = missing_module(test);
    if (!missing) continue;
    if (is_declared(suite, *missing)) {
      test.verdict = Verdict::runtime_error;
      test.reason = declared_module_reason(*missing);
    } else {
      test.verdict = Verdict::submission_error;
      test.reason = missing_module_sentence(missing->file, missing->module, suite);
      if (imported.contains(missing->module.substr(0, missing->module.find('.')))) {
        test.imported_module = missing->module;
      }
    }
    test.score = 0;
  }
}

std::vector<std::string> missing_required_files(const Suite& suite, const fs::path& submission) {
  std::vector<std::string> missing;
  bool is_folder = fs::is_directory(submission);
  for (const std::string& file : suite.required_files) {
    bool found = is_folder ? fs::exists(submission / file)
                           : submission.filename() == fs::path(file).filename();
    if (!found) missing.push_back(file);
  }
  return missing;
}

std::optional<SubmissionIssue> required_files_issue(const Suite& suite,
                                                    const fs::path& submission) {
  std::vector<std::string> missing = missing_required_files(suite, submission);
  if (missing.empty()) return std::nullopt;
  std::vector<std::string> names = handed_in(submission);
  for (const std::string& wanted : missing) {
    for (const std::string& found : names) {
      std::string sentence = resemblance(found, wanted);
      if (!sentence.empty()) return SubmissionIssue{SubmissionProblem::wrong_file_name, sentence};
    }
  }
  // One file of the wanted type under an unrelated name (dan.py for driver.py) is almost
  // surely the program, misnamed: say so rather than "no submission".
  for (const std::string& wanted : missing) {
    for (const std::string& found : names) {
      if (lower(fs::path(found).extension().string()) ==
          lower(fs::path(wanted).extension().string())) {
        return SubmissionIssue{SubmissionProblem::wrong_file_name,
                               fmt::format("found {}; the grader looks for {} (rename your file)",
                                           display_text(found), wanted)};
      }
    }
  }
  std::string wanted = fmt::format("{}", fmt::join(suite.required_files, ", "));
  if (names.empty()) {
    return SubmissionIssue{SubmissionProblem::missing_file,
                           fmt::format("the submission is empty; it must contain {}", wanted)};
  }
  return SubmissionIssue{SubmissionProblem::missing_file,
                         fmt::format("the submission has no {}; it must contain {} (found: {})",
                                     fmt::join(missing, ", "), wanted, found_list(names))};
}

SubmissionProblem classify_harness_reason(std::string_view reason) {
  std::string_view what = without_prefix(reason);
  for (const HarnessPhrase& row : kHarnessPhrases) {
    if (says(what, row)) return row.problem;
  }
  return SubmissionProblem::import_error;
}

namespace {

// A reason the harness gave, as the submission's issue says it: the harness's own phrases
// as they are, the part the program chose (an exception's message) quoted as its words,
// and a reason in none of the harness's shapes (forged with its nonce, docs/security.md
// "The harness's messages") quoted whole. A reason without the harness's prefix is the
// grader's own sentence (missing_module_sentence) and is kept.
std::string issue_sentence(std::string_view reason) {
  if (!reason.starts_with(kHarnessSubmissionErrorPrefix)) return std::string(reason);
  const std::string what(without_prefix(reason));
  static const RE2 kNamed(
      R"re((?:function \w+ not found in [^\s"]+(?: cell \d+)?|\w+ in [^\s"]+(?: cell \d+)? is )re"
      R"re(not a function|file not found: [^\s"]+|cannot import [^\s"]+))re");
  static const RE2 kWithMessage(
      R"re((syntax error in [^\s"]+(?: cell \d+)? line [0-9?]+|import error in [^\s"]+)re"
      R"re((?: cell \d+)?|[^\s"]+ is not a readable notebook): (.*))re");
  std::string head, message;
  if (RE2::FullMatch(what, kNamed)) return what;
  if (RE2::FullMatch(what, kWithMessage, &head, &message)) {
    return fmt::format("{}: {}", head, programs_words(message));
  }
  return fmt::format("your program reports {}", programs_words(what));
}

}  // namespace

std::optional<SubmissionIssue> common_submission_issue(const Suite& suite,
                                                       const std::vector<TestResult>& tests) {
  if (tests.empty() || tests.size() != suite.tests.size()) return std::nullopt;
  std::map<std::string, std::string> reason_of_function;
  std::vector<std::string> reasons;  // distinct, in suite order
  for (std::size_t i = 0; i < tests.size(); ++i) {
    if (tests[i].verdict != Verdict::submission_error) return std::nullopt;
    auto [entry, added] = reason_of_function.emplace(called_function(suite, suite.tests[i]),
                                                     tests[i].reason);
    if (entry->second != tests[i].reason) return std::nullopt;
    if (added && std::find(reasons.begin(), reasons.end(), tests[i].reason) == reasons.end()) {
      reasons.push_back(tests[i].reason);
    }
  }
  std::vector<std::string> sentences;
  for (const std::string& reason : reasons) {
    sentences.push_back(issue_sentence(reason) + python2_hint(reason));
  }
  return SubmissionIssue{classify_harness_reason(reasons.front()),
                         fmt::format("{}", fmt::join(sentences, "; "))};
}

}  // namespace grader

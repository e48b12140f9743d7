#include "verify/verify.h"

#include <algorithm>
#include <atomic>
#include <fmt/format.h>
#include <fstream>
#include <iterator>
#include <mutex>
#include <optional>
#include <ostream>

#include "batch/students.h"
#include "common/worker_pool.h"
#include "grade/grader.h"
#include "suite/assignment.h"
#include "suite/suite_loader.h"
#include "verify/declared_points.h"
#include "verify/result_cache.h"

namespace grader {
namespace {

const NamedVerdict* worst(const std::vector<NamedVerdict>& got) {
  const NamedVerdict* worst = nullptr;
  for (const NamedVerdict& test : got) {
    if (worst == nullptr || severity(test.verdict) > severity(worst->verdict)) worst = &test;
  }
  return worst;
}

// "wrong_answer on driver-public/dfs-1" plus "(and 2 more tests)" when others share it.
std::string where(const std::vector<NamedVerdict>& got, Verdict verdict) {
  std::vector<const NamedVerdict*> with;
  for (const NamedVerdict& test : got) {
    if (test.verdict == verdict) with.push_back(&test);
  }
  if (with.empty()) return std::string(to_string(verdict));
  std::string text = fmt::format("{} on {}", to_string(verdict), with.front()->test);
  if (with.size() > 1) {
    text += fmt::format(" (and {} more test{})", with.size() - 1, with.size() == 2 ? "" : "s");
  }
  return text;
}

std::string join(const std::vector<std::string>& names) {
  return names.empty() ? std::string("none") : fmt::format("{}", fmt::join(names, ", "));
}

std::vector<NamedVerdict> named_verdicts(const std::vector<SuiteResult>& results) {
  std::vector<NamedVerdict> got;
  for (const SuiteResult& suite : results) {
    for (const TestResult& test : suite.tests) {
      got.push_back({suite.suite_name + "/" + test.name, test.verdict});
    }
  }
  return got;
}

// The variant part of an ok line, or why the variant check failed.
SubmissionCheck check_variant(const ManifestEntry& entry, const std::vector<Suite>& suites,
                              const std::vector<SuiteResult>& results) {
  std::string head = fmt::format("{}  {}", entry.path, to_string(entry.verdict));
  if (!entry.variant) return {VerifyStatus::ok, head};
  const std::string& variant = *entry.variant;
  if (!suites_record_variant(suites, variant)) {
    return {VerifyStatus::ok,
            fmt::format("{} (variant {} not checked: no suite records its output)", head, variant)};
  }
  std::vector<std::string> diagnosed = diagnosed_variants(results);
  if (std::find(diagnosed.begin(), diagnosed.end(), variant) != diagnosed.end()) {
    return {VerifyStatus::ok, fmt::format("{} (diagnosed: {})", head, variant)};
  }
  return {VerifyStatus::failed, fmt::format("{}, but no test's diagnosis names {} (diagnosed: {})",
                                            head, variant, join(diagnosed))};
}

std::string set_name(const DeviationSet& set) { return fmt::format("{}", fmt::join(set, " + ")); }

std::string set_names(const std::vector<DeviationSet>& sets) {
  std::vector<std::string> names;
  for (const DeviationSet& set : sets) names.push_back(set_name(set));
  return join(names);
}

bool is_part_of(const DeviationSet& set, const DeviationSet& declared) {
  return std::includes(declared.begin(), declared.end(), set.begin(), set.end());
}

// Where one suite names several explanations at once (an exact tie, grade/explanation.h)
// and one of them is the declared set or a part of it: the other sets it names. Their
// programs print what the declared one prints on every board of that suite, so its
// boards cannot tell them apart.
struct Tie {
  std::vector<std::string> suites;  // where the sets tie, in suite order
  std::string assignment;           // the first such suite's `assignment:`, if any
  DeviationSet with;                // the declared set's part they tie with
  std::vector<DeviationSet> others;
};

std::vector<Tie> ties_with(const DeviationSet& declared, const std::vector<Suite>& suites,
                           const std::vector<SuiteResult>& results) {
  std::vector<Tie> ties;
  for (std::size_t k = 0; k < results.size(); ++k) {
    const SuiteResult& suite = results[k];
    std::vector<DeviationSet> sets;
    for (const Explanation& explanation : suite.explanations) {
      DeviationSet set;
      for (const Deviation& deviation : explanation.deviations) set.push_back(deviation.name);
      std::sort(set.begin(), set.end());
      sets.push_back(std::move(set));
    }
    if (sets.size() < 2) continue;
    auto part = std::find_if(sets.begin(), sets.end(),
                             [&](const DeviationSet& set) { return is_part_of(set, declared); });
    if (part == sets.end()) continue;
    Tie tie{{suite.suite_name}, k < suites.size() ? suites[k].assignment : "", *part, {}};
    for (const DeviationSet& set : sets) {
      if (!is_part_of(set, declared)) tie.others.push_back(set);
    }
    if (tie.others.empty()) continue;
    auto same = std::find_if(ties.begin(), ties.end(), [&](const Tie& known) {
      return known.with == tie.with && known.others == tie.others;
    });
    if (same != ties.end()) {
      same->suites.push_back(suite.suite_name);
    } else {
      ties.push_back(std::move(tie));
    }
  }
  return ties;
}

// "decrease-key and decrease-key-in-place print the same numbers on every board of
// driver-hidden, so verify cannot tell which one this program follows (puzzle-ref
// tell-apart driver decrease-key decrease-key-in-place --random N --depths D --seed S
// finds boards that would)"; the command for a generated suite only.
std::string tie_sentence(const Tie& tie) {
  std::vector<std::string> names{set_name(tie.with)};
  for (const DeviationSet& set : tie.others) names.push_back(set_name(set));
  const std::string last = names.back();
  names.pop_back();
  std::string sentence = fmt::format(
      "{} and {} print the same numbers on every board of {}, so verify cannot tell which one "
      "this program follows",
      fmt::join(names, ", "), last, fmt::join(tie.suites, " and "));
  if (tie.assignment.empty()) return sentence;
  return sentence + fmt::format(" (puzzle-ref tell-apart {} {} {} --random N --depths D --seed S "
                                "finds boards that would)",
                                tie.assignment, fmt::join(tie.with, "+"),
                                fmt::join(tie.others.front(), "+"));
}

// The sets of `got` that only a tie named, beside a part of the declared set.
bool only_tied(const DeviationSet& set, const std::vector<Tie>& ties) {
  return std::any_of(ties.begin(), ties.end(), [&](const Tie& tie) {
    return std::find(tie.others.begin(), tie.others.end(), set) != tie.others.end();
  });
}

// Adds the explanation's part to an ok line, or fails it: a submission gets exactly the
// explanation it declares in at least one suite, and in every other suite that one, a
// part of it (a suite whose boards show only some of the deviations, e.g. the format
// slips on a sample where the numbers are right) or none; with none declared, none at all.
// Where it fails only because a suite's boards tie the declared rules with others, the
// line says so as a tie, not as if the program followed them all.
SubmissionCheck check_explanation(SubmissionCheck line, const ManifestEntry& entry,
                                  const std::vector<Suite>& suites,
                                  const std::vector<SuiteResult>& results) {
  if (line.status == VerifyStatus::failed) return line;
  std::vector<DeviationSet> got = explained_sets(results);
  if (!entry.explanation) {
    if (got.empty()) return line;
    return {VerifyStatus::failed, fmt::format("{}, but it got an explanation where none is "
                                              "declared: {}",
                                              line.line, set_names(got))};
  }
  const DeviationSet& declared = *entry.explanation;
  if (got.empty() && !suites_declare_deviations(suites, declared)) {
    return {VerifyStatus::ok, fmt::format("{} (explanation {} not checked: no suite declares "
                                          "those deviations)",
                                          line.line, set_name(declared))};
  }
  const bool right = std::find(got.begin(), got.end(), declared) != got.end();
  auto is_part = [&](const DeviationSet& set) { return is_part_of(set, declared); };
  if (right && std::all_of(got.begin(), got.end(), is_part)) {
    return {VerifyStatus::ok, fmt::format("{} (explained: {})", line.line, set_name(declared))};
  }
  const std::vector<Tie> ties = ties_with(declared, suites, results);
  const bool tied = !ties.empty() && right && std::all_of(got.begin(), got.end(), [&](auto& set) {
    return is_part(set) || only_tied(set, ties);
  });
  if (tied) {
    std::vector<std::string> sentences;
    for (const Tie& tie : ties) sentences.push_back(tie_sentence(tie));
    return {VerifyStatus::failed,
            fmt::format("{}, but {}", line.line, fmt::join(sentences, "; and "))};
  }
  return {VerifyStatus::failed, fmt::format("{}, but it was explained by {} instead of {}",
                                            line.line, set_names(got), set_name(declared))};
}

std::string status_word(VerifyStatus status) {
  switch (status) {
    case VerifyStatus::ok: return "ok  ";
    case VerifyStatus::failed: return "FAIL";
  }
  return "?";
}

struct LoadedInput {
  Manifest manifest;
  // What verify grades, in order: with an assignment.yaml, each of its parts' suites as
  // the manifest grades it (its limits, tests and accepted rules applied), then the
  // folder's suites it does not name; else the folder's suites, each as it is.
  std::vector<Suite> suites;
  // What declared points are counted against (verify/declared_points.h); its part k is
  // suites[k].
  Assignment assignment;
  // The assignment.yaml whose rules the parts' suites carry, if any: part of their
  // results' cache keys.
  std::optional<std::filesystem::path> rules;
};

void print_errors(const SuiteErrors& errors, std::ostream& err) {
  for (const SuiteError& error : errors) err << error.to_string() << "\n";
}

bool same_file(const std::filesystem::path& a, const std::filesystem::path& b) {
  std::error_code error;
  return std::filesystem::equivalent(a, b, error);
}

// The folder's suites, loaded as they are, or false after saying what is wrong.
bool load_folder_suites(const std::filesystem::path& dir, std::vector<Suite>& suites,
                        std::ostream& err) {
  std::vector<std::filesystem::path> files = suite_files(dir);
  if (files.empty()) {
    err << fmt::format("{}:1:1: no suite (*.yaml) in this folder, so nothing can be verified\n",
                       dir.string());
    return false;
  }
  bool ok = true;
  for (const std::filesystem::path& file : files) {
    auto suite = load_suite(file);
    if (suite) {
      suites.push_back(std::move(*suite));
    } else {
      print_errors(suite.error(), err);
      ok = false;
    }
  }
  return ok;
}

// With <dir>/assignment.yaml: the examples are graded as students are, under the
// instructor's rules (docs/assignment-manifest.md), so each part's suite replaces the
// folder's file it names; a file no part names is still graded as it is. Without one,
// each folder suite is a part of its own, named by its `suite:` name.
bool apply_assignment(const std::filesystem::path& dir, std::vector<Suite> folder_suites,
                      LoadedInput& input, std::ostream& err) {
  const std::filesystem::path manifest = dir / "assignment.yaml";
  if (!std::filesystem::exists(manifest)) {
    input.assignment.path = dir;
    for (const Suite& suite : folder_suites) {
      input.assignment.parts.push_back({suite.name, suite, {}, {}});
    }
    input.suites = std::move(folder_suites);
    return true;
  }
  auto assignment = load_assignment(manifest);
  if (!assignment) {
    print_errors(assignment.error(), err);
    return false;
  }
  input.assignment = std::move(*assignment);
  input.rules = manifest;
  for (const AssignmentPart& part : input.assignment.parts) input.suites.push_back(part.suite);
  for (Suite& suite : folder_suites) {
    const auto& parts = input.assignment.parts;
    if (std::none_of(parts.begin(), parts.end(), [&](const AssignmentPart& part) {
          return same_file(part.suite.path, suite.path);
        })) {
      input.suites.push_back(std::move(suite));
    }
  }
  return true;
}

std::optional<LoadedInput> load_input(const std::filesystem::path& dir, std::ostream& err) {
  auto manifest = load_manifest(dir / "submissions" / "manifest.yaml");
  bool ok = static_cast<bool>(manifest);
  if (!manifest) print_errors(manifest.error(), err);
  LoadedInput input;
  std::vector<Suite> folder_suites;
  ok = load_folder_suites(dir, folder_suites, err) && ok;
  if (ok) ok = apply_assignment(dir, std::move(folder_suites), input, err);
  if (ok) {
    input.manifest = std::move(*manifest);
    const SuiteErrors unknown = point_name_errors(input.manifest, input.assignment);
    print_errors(unknown, err);
    ok = unknown.empty();
  }
  if (!ok) {
    err << "puzzle-grader: verify stopped before grading; fix the problems above.\n";
    return std::nullopt;
  }
  return input;
}

bool has_time_limit(const SuiteResult& result) {
  return std::any_of(result.tests.begin(), result.tests.end(),
                     [](const TestResult& test) { return test.verdict == Verdict::time_limit; });
}

GradeOptions grade_options(const ManifestEntry& entry, const VerifyOptions& options) {
  GradeOptions grade;
  grade.jobs = 1;
  grade.isolation = options.isolation;
  if (entry.verdict == Verdict::time_limit) grade.after_time_limit = AfterTimeLimit::stop_grading;
  return grade;
}

// Grades one submission against every suite in turn, its tests one at a time, for an
// example declared time_limit: it stops at its first time limit, as its verdict is then
// established (a later crash could only be a worse verdict of the same program, which we
// accept not to see), and waiting out every limit of every suite would take many minutes.
std::vector<SuiteResult> grade_until_time_limit(const ManifestEntry& entry,
                                                const std::vector<Suite>& suites,
                                                const VerifyOptions& options, ProcessRunner& runner,
                                                GradingEnvironment& environment) {
  const GradeOptions grade = grade_options(entry, options);
  std::vector<SuiteResult> results;
  for (const Suite& suite : suites) {
    results.push_back(grade_submission(suite, entry.location, grade, runner, environment));
    if (has_time_limit(results.back())) break;
  }
  return results;
}

// Prints each submission's line in manifest order as soon as it and every line before
// it are known, whichever worker finishes it.
class OrderedPrinter {
 public:
  OrderedPrinter(std::size_t count, std::ostream& out) : checks_(count), out_(out) {}

  void finished(std::size_t index, SubmissionCheck check) {
    std::lock_guard lock(mutex_);
    checks_[index] = std::move(check);
    for (; printed_ < checks_.size() && checks_[printed_]; ++printed_) {
      failed_ += checks_[printed_]->status == VerifyStatus::failed;
      out_ << status_word(checks_[printed_]->status) << " " << checks_[printed_]->line << std::endl;
    }
  }
  std::size_t failed() const { return failed_; }

 private:
  std::mutex mutex_;
  std::vector<std::optional<SubmissionCheck>> checks_;
  std::ostream& out_;
  std::size_t printed_ = 0;
  std::size_t failed_ = 0;
};

// One piece of verify's work: an entry against one suite, or an entry declared
// time_limit against its suites in turn (grade_until_time_limit).
struct VerifyWork {
  std::size_t entry = 0;
  std::optional<std::size_t> suite;  // nullopt: every suite, until the first time limit
};

// The pieces in the order they are started: the time_limit examples first, since each
// waits out at least one whole time limit, and the work that takes longest is best
// begun first; then every other entry against each suite, in manifest order. Finer
// pieces than whole submissions keep every worker busy until the end.
std::vector<VerifyWork> plan_work(const std::vector<ManifestEntry>& entries,
                                  std::size_t suite_count) {
  std::vector<VerifyWork> work;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].verdict == Verdict::time_limit) work.push_back({i, std::nullopt});
  }
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].verdict == Verdict::time_limit) continue;
    for (std::size_t suite = 0; suite < suite_count; ++suite) work.push_back({i, suite});
  }
  return work;
}

// Each entry's results as its pieces finish; the entry is checked once its last is in.
class EntryResults {
 public:
  EntryResults(const std::vector<VerifyWork>& work, std::size_t entries, std::size_t suites)
      : results_(entries, std::vector<std::optional<SuiteResult>>(suites)), left_(entries) {
    for (const VerifyWork& piece : work) ++left_[piece.entry];
  }

  // Stores a piece's results; returns the entry's results, in suite order, when it was
  // the entry's last piece.
  std::optional<std::vector<SuiteResult>> finished(const VerifyWork& piece,
                                                   std::vector<SuiteResult> got) {
    std::lock_guard lock(mutex_);
    for (std::size_t k = 0; k < got.size(); ++k) {
      results_[piece.entry][piece.suite.value_or(k)] = std::move(got[k]);
    }
    if (--left_[piece.entry] > 0) return std::nullopt;
    std::vector<SuiteResult> all;
    for (auto& result : results_[piece.entry]) {
      if (result) all.push_back(std::move(*result));
    }
    return all;
  }

 private:
  std::mutex mutex_;
  std::vector<std::vector<std::optional<SuiteResult>>> results_;
  std::vector<std::size_t> left_;
};

// Adds the points' part to an ok line, or fails it (verify/declared_points.h). `results`
// holds one result per suite of `input.suites`.
SubmissionCheck check_points(SubmissionCheck line, const ManifestEntry& entry,
                             const LoadedInput& input, const std::vector<SuiteResult>& results) {
  if (line.status == VerifyStatus::failed || entry.points.empty()) return line;
  std::vector<SuiteResult> parts(results.begin(),
                                 results.begin() +
                                     static_cast<std::ptrdiff_t>(input.assignment.parts.size()));
  const std::vector<QuestionPoints> got =
      points_got(input.assignment, std::move(parts),
                 answers_in_submission(entry.location, input.assignment.manual));
  const std::string mismatch = points_mismatch(entry.points, got);
  if (mismatch.empty()) {
    return {VerifyStatus::ok, fmt::format("{} ({})", line.line, points_text(got))};
  }
  return {VerifyStatus::failed, fmt::format("{}, but {}", line.line, mismatch)};
}

// Grades a piece, or reuses what an earlier verify stored for the same bytes
// (result_cache.h), and stores what it grades.
class PieceGrader {
 public:
  PieceGrader(const LoadedInput& input, const VerifyOptions& options, ProcessRunner& runner,
              GradingEnvironment& environment, std::optional<ResultCache> cache)
      : input_(input),
        options_(options),
        runner_(runner),
        environment_(environment),
        cache_(std::move(cache)) {
    if (!cache_) return;
    // A part's suite is graded under the manifest's rules: its bytes count too.
    const std::string rules = input.rules ? " under " + content_hash(*input.rules) : "";
    for (std::size_t k = 0; k < input.suites.size(); ++k) {
      const bool part = k < input.assignment.parts.size();
      suite_hashes_.push_back(content_hash(input.suites[k].path) + (part ? rules : ""));
    }
  }

  std::vector<SuiteResult> grade(const VerifyWork& piece) {
    std::optional<std::string> key = cache_key(piece);
    if (key) {
      if (auto stored = cache_->find(*key)) {
        ++reused_;
        return std::move(*stored);
      }
    }
    std::vector<SuiteResult> got = grade_now(piece);
    if (key && !runner_.stopped()) cache_->store(*key, got);
    return got;
  }

  std::size_t reused() const { return reused_; }

  // Keeps the cache within kVerifyCacheMaxBytes, once the work is done.
  void trim_cache() const {
    if (cache_) cache_->trim(kVerifyCacheMaxBytes);
  }

 private:
  std::optional<std::string> cache_key(const VerifyWork& piece) const {
    if (!cache_) return std::nullopt;
    CacheKeyParts parts{input_.manifest.entries[piece.entry].location,
                        {},
                        options_.grader_build,
                        options_.isolation,
                        CachedGrading::one_suite};
    if (piece.suite) {
      parts.suite_hashes = {suite_hashes_[*piece.suite]};
    } else {
      parts.suite_hashes = suite_hashes_;
      parts.grading = CachedGrading::until_time_limit;
    }
    return verify_cache_key(parts);
  }

  std::vector<SuiteResult> grade_now(const VerifyWork& piece) {
    const ManifestEntry& entry = input_.manifest.entries[piece.entry];
    if (!piece.suite) {
      return grade_until_time_limit(entry, input_.suites, options_, runner_, environment_);
    }
    return {grade_submission(input_.suites[*piece.suite], entry.location,
                             grade_options(entry, options_), runner_, environment_)};
  }

  const LoadedInput& input_;
  const VerifyOptions& options_;
  ProcessRunner& runner_;
  GradingEnvironment& environment_;
  std::optional<ResultCache> cache_;
  std::vector<std::string> suite_hashes_;
  std::atomic<std::size_t> reused_{0};
};

// The cache of options.cache_folder, or nullopt (none asked for, or one that cannot be
// trusted: said on `err`, and verify grades everything).
std::optional<ResultCache> open_cache(const VerifyOptions& options, std::ostream& err) {
  if (!options.cache_folder) return std::nullopt;
  auto cache = ResultCache::open(*options.cache_folder);
  if (cache) return std::move(*cache);
  err << fmt::format("puzzle-grader: not reusing earlier results: {}\n", cache.error());
  return std::nullopt;
}

struct GradedWork {
  std::size_t failed = 0;
  std::size_t reused = 0;  // pieces whose results came from the cache
  std::size_t pieces = 0;
};

// Grades the pieces of plan_work on `jobs` threads, printing lines in manifest order
// (OrderedPrinter). An exception stops the work; lines known before it are printed.
GradedWork grade_and_print(const LoadedInput& input, const VerifyOptions& options,
                           ProcessRunner& runner, GradingEnvironment& environment,
                           std::ostream& out, std::ostream& err) {
  const std::vector<ManifestEntry>& entries = input.manifest.entries;
  const std::vector<VerifyWork> work = plan_work(entries, input.suites.size());
  EntryResults results(work, entries.size(), input.suites.size());
  OrderedPrinter printer(entries.size(), out);
  PieceGrader grader(input, options, runner, environment, open_cache(options, err));
  puzzle::for_each_parallel(work.size(), options.jobs, [&](std::size_t i) {
    const VerifyWork& piece = work[i];
    if (auto all = results.finished(piece, grader.grade(piece))) {
      const ManifestEntry& entry = entries[piece.entry];
      SubmissionCheck check = check_points(check_submission(entry, input.suites, *all), entry,
                                           input, *all);
      if (check.status == VerifyStatus::failed && input.rules) {
        check.line += accepted_rules_note(input.assignment, *input.rules);
      }
      printer.finished(piece.entry, std::move(check));
    }
  });
  grader.trim_cache();
  return {printer.failed(), grader.reused(), work.size()};
}

}  // namespace

int severity(Verdict verdict) {
  switch (verdict) {
    case Verdict::passed: return 0;
    case Verdict::wrong_answer: return 1;
    case Verdict::missing_output: return 2;
    case Verdict::output_limit: return 3;
    case Verdict::time_limit: return 4;
    case Verdict::memory_limit: return 5;
    case Verdict::runtime_error: return 6;
    case Verdict::submission_error: return 7;
    case Verdict::grader_error: return 8;
  }
  return 0;
}

VerdictMatch match_verdict(Verdict declared, const std::vector<NamedVerdict>& got) {
  const NamedVerdict* bad = worst(got);
  std::string expected = fmt::format("expected {}", to_string(declared));
  if (bad == nullptr || bad->verdict == Verdict::passed) {
    if (declared == Verdict::passed) return {VerifyStatus::ok, ""};
    return {VerifyStatus::failed, expected + ", got passed: every test passed"};
  }
  if (declared == Verdict::passed || severity(bad->verdict) > severity(declared)) {
    return {VerifyStatus::failed, fmt::format("{}, got {}", expected, where(got, bad->verdict))};
  }
  bool seen = std::any_of(got.begin(), got.end(),
                          [&](const NamedVerdict& test) { return test.verdict == declared; });
  if (seen) return {VerifyStatus::ok, ""};
  return {VerifyStatus::failed,
          fmt::format("{}, but no test got it (got {})", expected, where(got, bad->verdict))};
}

bool suites_record_variant(const std::vector<Suite>& suites, const std::string& variant) {
  for (const Suite& suite : suites) {
    for (const TestCase& test : suite.tests) {
      for (const VariantOutput& output : test.variant_outputs) {
        if (output.variant == variant) return true;
      }
    }
  }
  return false;
}

std::vector<std::string> diagnosed_variants(const std::vector<SuiteResult>& results) {
  std::vector<std::string> names;
  for (const SuiteResult& suite : results) {
    for (const TestResult& test : suite.tests) {
      for (const CheckResult& check : test.check_results) {
        for (const std::string& variant : check.matching_variants) {
          if (std::find(names.begin(), names.end(), variant) == names.end()) {
            names.push_back(variant);
          }
        }
      }
    }
  }
  return names;
}

bool suites_declare_deviations(const std::vector<Suite>& suites, const DeviationSet& set) {
  return std::any_of(suites.begin(), suites.end(), [&](const Suite& suite) {
    return std::all_of(set.begin(), set.end(), [&](const std::string& name) {
      return find_deviation(suite, name) != nullptr;
    });
  });
}

std::vector<DeviationSet> explained_sets(const std::vector<SuiteResult>& results) {
  std::vector<DeviationSet> sets;
  for (const SuiteResult& suite : results) {
    for (const Explanation& explanation : suite.explanations) {
      DeviationSet set;
      for (const Deviation& deviation : explanation.deviations) set.push_back(deviation.name);
      std::sort(set.begin(), set.end());
      if (std::find(sets.begin(), sets.end(), set) == sets.end()) sets.push_back(set);
    }
  }
  return sets;
}

SubmissionCheck check_submission(const ManifestEntry& entry, const std::vector<Suite>& suites,
                                 const std::vector<SuiteResult>& results) {
  VerdictMatch verdict = match_verdict(entry.verdict, named_verdicts(results));
  switch (verdict.status) {
    case VerifyStatus::ok:
      return check_explanation(check_variant(entry, suites, results), entry, suites, results);
    case VerifyStatus::failed:
      return {VerifyStatus::failed, fmt::format("{}  {}", entry.path, verdict.why)};
  }
  return {VerifyStatus::failed, entry.path};
}

std::string accepted_rules_note(const Assignment& assignment,
                                const std::filesystem::path& manifest) {
  std::vector<std::string> rules;
  std::vector<std::string> seen;
  for (const AssignmentPart& part : assignment.parts) {
    for (const Acceptance& acceptance : part.suite.accepted) {
      if (std::find(seen.begin(), seen.end(), acceptance.rule) != seen.end()) continue;
      seen.push_back(acceptance.rule);
      rules.push_back(fmt::format("{} {:g}", acceptance.rule, acceptance.share));
    }
  }
  if (rules.empty()) return "";
  return fmt::format(" (graded as {} accepts: {})", manifest.filename().string(),
                     fmt::join(rules, ", "));
}

std::vector<std::filesystem::path> suite_files(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& item : std::filesystem::directory_iterator(dir, error)) {
    if (!item.is_regular_file() || item.path().extension() != ".yaml") continue;
    // An assignment manifest (assignment.yaml) groups these suites; it is not one itself.
    std::ifstream in(item.path(), std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!is_assignment_manifest(text)) files.push_back(item.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

VerifyOutcome run_verify(const VerifyOptions& options, ProcessRunner& runner,
                         GradingEnvironment& environment, std::ostream& out, std::ostream& err) {
  auto input = load_input(options.dir, err);
  if (!input) return VerifyOutcome::bad_input;
  const GradedWork graded = grade_and_print(*input, options, runner, environment, out, err);
  if (graded.reused > 0) {
    out << fmt::format("{} of {} results reused from {} (--no-cache grades everything)\n",
                       graded.reused, graded.pieces, options.cache_folder->string());
  }
  const std::size_t failed = graded.failed;
  const std::size_t total = input->manifest.entries.size();
  out << fmt::format("{} passed, {} failed\n", total - failed, failed);
  return failed == 0 ? VerifyOutcome::all_ok : VerifyOutcome::some_failed;
}

}  // namespace grader

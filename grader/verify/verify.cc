#include "verify/verify.h"

#include <algorithm>
#include <atomic>
#include <fmt/format.h>
#include <fstream>
#include <future>
#include <iterator>
#include <ostream>
#include <thread>

#include "grade/grader.h"
#include "suite/assignment.h"
#include "suite/suite_loader.h"

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
            fmt::format("{} (variant {} not checked: no suite records its output)", head,
                        variant)};
  }
  std::vector<std::string> diagnosed = diagnosed_variants(results);
  if (std::find(diagnosed.begin(), diagnosed.end(), variant) != diagnosed.end()) {
    return {VerifyStatus::ok, fmt::format("{} (diagnosed: {})", head, variant)};
  }
  return {VerifyStatus::failed,
          fmt::format("{}, but no test's diagnosis names {} (diagnosed: {})", head, variant,
                      join(diagnosed))};
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
  std::vector<Suite> suites;
};

void print_errors(const SuiteErrors& errors, std::ostream& err) {
  for (const SuiteError& error : errors) err << error.to_string() << "\n";
}

std::optional<LoadedInput> load_input(const std::filesystem::path& dir, std::ostream& err) {
  auto manifest = load_manifest(dir / "submissions" / "manifest.yaml");
  bool ok = static_cast<bool>(manifest);
  if (!manifest) print_errors(manifest.error(), err);
  LoadedInput input;
  std::vector<std::filesystem::path> files = suite_files(dir);
  if (files.empty()) {
    err << fmt::format("{}:1:1: no suite (*.yaml) in this folder, so nothing can be verified\n",
                       dir.string());
    ok = false;
  }
  for (const std::filesystem::path& file : files) {
    auto suite = load_suite(file);
    if (suite) {
      input.suites.push_back(std::move(*suite));
    } else {
      print_errors(suite.error(), err);
      ok = false;
    }
  }
  if (!ok) {
    err << "puzzle-grader: verify stopped before grading; fix the problems above.\n";
    return std::nullopt;
  }
  input.manifest = std::move(*manifest);
  return input;
}

bool has_time_limit(const SuiteResult& result) {
  return std::any_of(result.tests.begin(), result.tests.end(),
                     [](const TestResult& test) { return test.verdict == Verdict::time_limit; });
}

// Grades one submission against every suite, its tests one at a time. An example
// declared time_limit stops at its first time limit: its verdict is then established
// (a later crash could only be a worse verdict of the same program, which we accept
// not to see), and waiting out every limit of every suite would take many minutes.
std::vector<SuiteResult> grade_all(const ManifestEntry& entry, const std::vector<Suite>& suites,
                                   const VerifyOptions& options, ProcessRunner& runner,
                                   GradingEnvironment& environment) {
  GradeOptions grade;
  grade.jobs = 1;
  grade.isolation = options.isolation;
  const bool expect_time_limit = entry.verdict == Verdict::time_limit;
  if (expect_time_limit) grade.after_time_limit = AfterTimeLimit::stop_grading;
  std::vector<SuiteResult> results;
  for (const Suite& suite : suites) {
    results.push_back(grade_submission(suite, entry.location, grade, runner, environment));
    if (expect_time_limit && has_time_limit(results.back())) break;
  }
  return results;
}

// Grades the entries on `jobs` threads and prints each line in manifest order as soon
// as it and every line before it are known. Returns how many failed.
std::size_t grade_and_print(const LoadedInput& input, const VerifyOptions& options,
                            ProcessRunner& runner, GradingEnvironment& environment,
                            std::ostream& out) {
  const std::vector<ManifestEntry>& entries = input.manifest.entries;
  std::vector<std::promise<SubmissionCheck>> promises(entries.size());
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t i = next++; i < entries.size(); i = next++) {
      try {
        auto results = grade_all(entries[i], input.suites, options, runner, environment);
        promises[i].set_value(check_submission(entries[i], input.suites, results));
      } catch (...) {
        promises[i].set_exception(std::current_exception());
        next = entries.size();  // grading cannot continue: take no new submission
      }
    }
  };
  std::vector<std::thread> threads;
  std::size_t workers = std::clamp<std::size_t>(options.jobs, 1, entries.size());
  for (std::size_t i = 0; i < workers; ++i) threads.emplace_back(work);
  std::size_t failed = 0;
  std::exception_ptr error;
  for (std::size_t i = 0; i < entries.size() && !error; ++i) {
    try {
      SubmissionCheck check = promises[i].get_future().get();
      failed += check.status == VerifyStatus::failed;
      out << status_word(check.status) << " " << check.line << std::endl;
    } catch (...) {
      // Submissions after this one may never start, but none before it is left
      // waiting: work is taken in manifest order, so stopping here cannot block.
      error = std::current_exception();
    }
  }
  for (std::thread& thread : threads) thread.join();
  if (error) std::rethrow_exception(error);
  return failed;
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
  return {VerifyStatus::failed, fmt::format("{}, but no test got it (got {})", expected,
                                            where(got, bad->verdict))};
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
      for (const Diagnosis& diagnosis : test.diagnoses) {
        bool named = diagnosis.kind == DiagnosisKind::variant_match;
        if (named && std::find(names.begin(), names.end(), diagnosis.variant) == names.end()) {
          names.push_back(diagnosis.variant);
        }
      }
    }
  }
  return names;
}

SubmissionCheck check_submission(const ManifestEntry& entry, const std::vector<Suite>& suites,
                                 const std::vector<SuiteResult>& results) {
  VerdictMatch verdict = match_verdict(entry.verdict, named_verdicts(results));
  switch (verdict.status) {
    case VerifyStatus::ok: return check_variant(entry, suites, results);
    case VerifyStatus::failed:
      return {VerifyStatus::failed, fmt::format("{}  {}", entry.path, verdict.why)};
  }
  return {VerifyStatus::failed, entry.path};
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
  std::size_t failed = grade_and_print(*input, options, runner, environment, out);
  std::size_t total = input->manifest.entries.size();
  out << fmt::format("{} passed, {} failed\n", total - failed, failed);
  return failed == 0 ? VerifyOutcome::all_ok : VerifyOutcome::some_failed;
}

}  // namespace grader

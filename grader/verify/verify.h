// `puzzle-grader verify testcases/ASSIGNMENT`: grades every example submission listed in
// <dir>/submissions/manifest.yaml against every suite (<dir>/*.yaml) and checks each gets
// the verdict, and where named the variant diagnosis, the manifest declares; and that
// each gets exactly the explanation it declares, and none where it declares none.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "grade/environment.h"
#include "grade/result.h"
#include "run/process_runner.h"
#include "suite/assignment.h"
#include "suite/suite.h"
#include "verify/manifest.h"

namespace grader {

// How bad a verdict is, for the manifest's rule: passed 0, wrong_answer 1,
// missing_output 2, output_limit 3, time_limit 4, memory_limit 5, runtime_error 6,
// submission_error 7 (a program that cannot even be loaded is the worst).
int severity(Verdict verdict);

enum class VerifyStatus { ok, failed };

// One test's verdict, named "suite/test" for messages.
struct NamedVerdict {
  std::string test;
  Verdict verdict = Verdict::passed;
};

struct VerdictMatch {
  VerifyStatus status = VerifyStatus::ok;
  std::string why;  // failed: one sentence fragment, e.g. "expected passed, got ..."
};

// The manifest's rule, over the tests of every suite together: `passed` when every test
// passes; otherwise at least one test gets `declared` and none gets a worse verdict.
VerdictMatch match_verdict(Verdict declared, const std::vector<NamedVerdict>& got);

// Whether any suite records an output for `variant` (else it cannot be diagnosed).
bool suites_record_variant(const std::vector<Suite>& suites, const std::string& variant);

// The variants whose output a failed check of `results` matches, in first-seen order.
std::vector<std::string> diagnosed_variants(const std::vector<SuiteResult>& results);

// Whether any suite declares every deviation of `set` (else it cannot be explained).
bool suites_declare_deviations(const std::vector<Suite>& suites, const DeviationSet& set);

// The distinct deviation sets the explanations of `results` name, in first-seen order.
std::vector<DeviationSet> explained_sets(const std::vector<SuiteResult>& results);

// The verify line of one submission: "ok   PATH  VERDICT (...)" or "FAIL PATH  why".
struct SubmissionCheck {
  VerifyStatus status = VerifyStatus::ok;
  std::string line;
};

// `results` holds one SuiteResult per suite of `suites`, in the same order.
SubmissionCheck check_submission(const ManifestEntry& entry, const std::vector<Suite>& suites,
                                 const std::vector<SuiteResult>& results);

// For a failed line graded under the assignment manifest `manifest`: the rules it accepts,
// from every suite of `assignment` (a rule recorded by several is said once), since an
// example that now passes, or earns more, is most likely their doing:
// " (graded as assignment.yaml accepts: queue-after-pop 1)". "" when it accepts none.
std::string accepted_rules_note(const Assignment& assignment,
                                const std::filesystem::path& manifest);

enum class VerifyOutcome {
  all_ok,       // every submission got its declared verdict (exit 0)
  some_failed,  // at least one did not (exit 1)
  bad_input,    // the manifest or a suite has errors, or there is no suite (exit 2)
};

struct VerifyOptions {
  std::filesystem::path dir;  // testcases/ASSIGNMENT
  int jobs = 1;               // runs at once: a submission against one suite, its tests one by one
  Isolation isolation = Isolation::sandbox;
  // Where results are reused from and kept (result_cache.h); nullopt: grade everything.
  std::optional<std::filesystem::path> cache_folder;
  std::string grader_build;  // grader_build_id(), part of every cache key
};

// The suite files of `dir`: its *.yaml files (not in subfolders), sorted by name.
std::vector<std::filesystem::path> suite_files(const std::filesystem::path& dir);

// Prints one line per submission in manifest order as results arrive, then
// "N passed, M failed" (before it, how many runs were reused from the cache, if any;
// a cache that cannot be used is said once on `err` and not used). Problems with the manifest or
// suites go to `err` as file:line:column. Throws only when grading cannot continue.
VerifyOutcome run_verify(const VerifyOptions& options, ProcessRunner& runner,
                         GradingEnvironment& environment, std::ostream& out, std::ostream& err);

}  // namespace grader

#include "batch/batch.h"

#include <algorithm>
#include <mutex>

#include "common/worker_pool.h"
#include "export/atomic_file.h"
#include "grade/assignment_grader.h"
#include "grade/grader.h"
#include "report/json_report.h"

namespace grader {
namespace {

using Clock = std::chrono::steady_clock;

// A platform's download can hold another attempt of the student since the last batch:
// its entries' content hash then differs from the one graded.
bool same_handin(const Student& student, const StudentResult& stored) {
  if (!student.handin) return !stored.handin;
  return stored.handin && stored.handin->fingerprint == student.handin->fingerprint;
}

bool has_current_result(const Student& student, const BatchOptions& options) {
  auto stored = read_result_file(result_path(results_dir(options), student.name));
  return stored && stored->suite_hash == options.suite_hash &&
         stored->grader_build == options.grader_build && has_grade(*stored) &&
         stored->student == student.name && same_handin(student, *stored);
}

// What the download said was wrong with the submission (a zip that could not be opened,
// the file under another name inside it) is the reason for the grader's own finding that
// the required files are not there: it names the zip and what it held.
void say_handin_problem(const Student& student, SuiteResult& result) {
  if (!student.handin || student.handin->problem.empty() || !result.submission_issue) return;
  const SubmissionProblem found = result.submission_issue->problem;
  if (found != SubmissionProblem::missing_file && found != SubmissionProblem::wrong_file_name) {
    return;
  }
  result.submission_issue = SubmissionIssue{student.handin->problem_kind, student.handin->problem};
  for (TestResult& test : result.tests) {
    if (test.verdict == Verdict::submission_error) test.reason = student.handin->problem;
  }
}

void save(const StudentResult& result, const BatchOptions& options) {
  write_file_atomically(result_path(results_dir(options), result.student),
                        dump_json(result_file_json(result)));
}

// The one file a single-file submission is graded as: the suite's only required file,
// else the module or notebook a call or notebook suite without `submission.files` runs.
std::optional<std::string> single_file_name(const Suite& suite) {
  if (suite.required_files.size() == 1) return suite.required_files.front();
  if (!suite.required_files.empty()) return std::nullopt;
  switch (suite.run.mode) {
    case RunMode::call: return suite.run.module + ".py";
    case RunMode::notebook: return suite.run.file;
    case RunMode::command: return std::nullopt;  // its file is somewhere in a command line
  }
  return std::nullopt;
}

}  // namespace

std::filesystem::path results_dir(const BatchOptions& options) { return options.out / "results"; }

BatchPlan plan_batch(const std::vector<Student>& students, const BatchOptions& options) {
  BatchPlan plan;
  for (const Student& student : students) {
    if (options.only && student.name != *options.only) continue;
    if (!options.only && has_current_result(student, options)) {
      ++plan.already_graded;
      continue;
    }
    plan.to_grade.push_back(student);
  }
  return plan;
}

StudentResult grade_student(const Assignment& assignment, const Student& student,
                            const BatchOptions& options, int test_jobs, ProcessRunner& runner,
                            GradingEnvironment& environment) {
  StudentResult result;
  result.student = student.name;
  result.handin = student.handin;
  result.suite_hash = options.suite_hash;
  result.grader_build = options.grader_build;
  GradeOptions grade;
  grade.jobs = test_jobs;
  grade.isolation = options.isolation;
  auto start = Clock::now();
  try {
    // A single file is staged under the first suite's file name (all of an assignment's
    // suites grade the same program).
    StagedSubmission submission(student, single_file_name(assignment.parts.front().suite));
    result.result = grade_assignment(assignment, submission.path(), grade, runner, environment);
    say_handin_problem(student, result.result);
    result.status = status_of(result.result);
  } catch (const std::exception& e) {
    result.status = GradingStatus::grader_error;
    result.error = *e.what() != '\0' ? e.what() : "unknown failure";
  } catch (...) {
    result.status = GradingStatus::grader_error;
    result.error = "unknown failure";
  }
  result.grading_time = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
  return result;
}

void make_private_folder(const std::filesystem::path& dir) {
  using std::filesystem::perms;
  std::filesystem::path made;
  for (const auto& part : dir) {
    made /= part;
    if (std::filesystem::exists(made)) continue;
    std::filesystem::create_directory(made);
    std::filesystem::permissions(made, perms::owner_all, std::filesystem::perm_options::replace);
  }
  std::filesystem::permissions(dir, perms::owner_all, std::filesystem::perm_options::replace);
}

BatchSummary run_batch(const Suite& suite, const BatchPlan& plan, const BatchOptions& options,
                       ProcessRunner& runner, GradingEnvironment& environment,
                       BatchObserver& observer) {
  return run_batch(lone_suite_assignment(suite), plan, options, runner, environment, observer);
}

BatchSummary run_batch(const Assignment& assignment, const BatchPlan& plan,
                       const BatchOptions& options, ProcessRunner& runner,
                       GradingEnvironment& environment, BatchObserver& observer) {
  make_private_folder(results_dir(options));
  remove_dead_temporaries(results_dir(options));
  observer.started(plan);
  int jobs = std::max(1, options.jobs);
  int workers = std::clamp<int>(static_cast<int>(plan.to_grade.size()), 1, jobs);
  int test_jobs = std::max(1, jobs / workers);
  BatchSummary summary;
  summary.already_graded = plan.already_graded;
  std::mutex mutex;
  std::size_t started =
      puzzle::for_each_parallel(plan.to_grade.size(), workers, [&](std::size_t i) {
        StudentResult result = grade_student(assignment, plan.to_grade[i], options, test_jobs,
                                             runner, environment);
        if (runner.stopped()) {  // its runs were killed midway: a resumed batch grades it again
          std::lock_guard lock(mutex);
          ++summary.interrupted;
          return puzzle::AfterWork::stop;
        }
        save(result, options);
        std::lock_guard lock(mutex);
        ++summary.graded;
        summary.grader_errors += result.status == GradingStatus::grader_error;
        return observer.finished(result) == BatchControl::stop ? puzzle::AfterWork::stop
                                                               : puzzle::AfterWork::go_on;
      });
  summary.not_started = static_cast<int>(plan.to_grade.size() - started);
  return summary;
}

}  // namespace grader

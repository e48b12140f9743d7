// `puzzle-grader batch`: grading a class. Each student's result is written atomically to
// <out>/results/<student>.json as soon as it is known, so a batch that is killed resumes
// where it stopped: a student whose result file holds the current suite's hash and the
// current grader build (build_id.h) is not graded again; a missing, unreadable or stale
// file (another suite or another grader), or a recorded grader error, is graded (again).
//
// Several batches (or shards of one class) may share a results folder at once: each
// result file is replaced whole, and a batch removes only the temporary files of writers
// that are provably dead (atomic_file.h). A student in two of them is graded twice; the
// last result written is kept.
//
// Parallelism: students are spread over `jobs` workers and each student's tests run one
// after another. Students are independent, so this scales without any coordination per
// test, and a student's tests never compete with each other for a core (which would
// skew their timings against the suite's time limits). When fewer students than
// workers are left (e.g. --only), the spare workers go to the tests of each student.
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "batch/students.h"
#include "export/class_results.h"
#include "grade/environment.h"
#include "run/process_runner.h"
#include "suite/assignment.h"
#include "suite/suite.h"

namespace grader {

struct BatchOptions {
  std::filesystem::path out;  // results/ and the exports go here
  std::string suite_hash;     // content_hash() of the suite file (of each file
                              // of an assignment, joined by '+')
  std::string grader_build;   // grader_build_id()
  int jobs = 1;
  Isolation isolation = Isolation::sandbox;
  std::optional<std::string> only;  // grade this student again, whatever is stored
};

// What a batch is about to do, before it starts.
struct BatchPlan {
  std::vector<Student> to_grade;
  int already_graded = 0;  // current results kept as they are
};

enum class BatchControl { keep_going, stop };

// Told about progress; called from worker threads, one call at a time.
class BatchObserver {
 public:
  virtual ~BatchObserver() = default;
  virtual void started(const BatchPlan& plan) = 0;
  // Returning stop lets the running students finish and takes no new one (a test uses
  // it to stand in for a batch killed half-way).
  virtual BatchControl finished(const StudentResult& result) = 0;
};

// Which students need grading: all those without a current result, or just `only`.
BatchPlan plan_batch(const std::vector<Student>& students, const BatchOptions& options);

// Grades one student (a single file under the name the suite requires, students.h);
// anything that escapes grade_submission becomes a grader_error result, so one
// submission can never stop the batch.
StudentResult grade_student(const Assignment& assignment, const Student& student,
                            const BatchOptions& options, int test_jobs, ProcessRunner& runner,
                            GradingEnvironment& environment);

struct BatchSummary {
  int graded = 0;  // graded now (grader errors included)
  int grader_errors = 0;
  int already_graded = 0;
  int not_started = 0;  // left after an observer said stop, or after the runner was stopped
  int interrupted = 0;  // being graded when the runner was stopped: not saved
};

// Grades the plan, writing each result file as it finishes. Throws only when a result
// cannot be written (then nothing more is started).
BatchSummary run_batch(const Assignment& assignment, const BatchPlan& plan,
                       const BatchOptions& options, ProcessRunner& runner,
                       GradingEnvironment& environment, BatchObserver& observer);
// The same for a lone suite.
BatchSummary run_batch(const Suite& suite, const BatchPlan& plan, const BatchOptions& options,
                       ProcessRunner& runner, GradingEnvironment& environment,
                       BatchObserver& observer);

// <out>/results
std::filesystem::path results_dir(const BatchOptions& options);

// Makes `dir` and each missing folder above it, and leaves `dir` 0700. Results hold the
// suite's expected outputs (and hand-ins staged there, other students' work): without
// bubblewrap a run's own uid must not read them, so the folders the batch makes (--out
// too, if new) are the grader's alone.
void make_private_folder(const std::filesystem::path& dir);

}  // namespace grader

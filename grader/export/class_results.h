// One student's stored grading result (results/<student>.json) and reading them back.
// The file holds the full JSON report (report/json_report.h) under "report", plus what a
// resumed batch needs: the student, the content hash of the suite it was graded with and
// the build of the grader that graded it (batch/build_id.h).
#pragma once

#include <chrono>
#include <filesystem>
#include <iosfwd>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "export/student_key.h"
#include "grade/result.h"
#include "grade/status.h"
#include "manual/manual_grades.h"

namespace grader {

struct StudentResult {
  std::string student;
  std::string suite_hash;
  std::string grader_build;
  // status_of(result), or grader_error when grading failed as a whole (then `error`
  // says why and `result` is empty).
  GradingStatus status = GradingStatus::graded;
  std::string error;
  SuiteResult result;
  std::chrono::milliseconds grading_time{0};  // wall time spent on this student
  // The assignment's written questions, in manifest order, as the instructor's CSVs grade
  // them (export/manual_export.h); empty for an assignment without any. Not stored in the
  // result file: export reads them anew each time.
  std::vector<ManualScore> manual;
  // Where the submission came from, when the class came as a platform's download
  // (intake/intake.h): stored in the result file; export replaces it with what the
  // download says now (the late rule as stated now).
  std::optional<Handin> handin;
};

// Whether the student's score is a grade (every status but grader_error).
bool has_grade(const StudentResult& student);

// The student's total: the suites' score plus the written questions' points that count
// (manual/manual_grades.h: a pending question adds nothing until graded), less the late
// penalty of its handin (a share of it, rounded to hundredths), and its most.
double total_score(const StudentResult& student);
// The same before any late penalty.
double total_before_penalty(const StudentResult& student);
double total_max_score(const StudentResult& student);

// One sentence on why the student has no ordinary grade: `error`, or status_reason().
std::string status_message(const StudentResult& student);

// A handin as stored in a result file ("handin"), and back.
nlohmann::json handin_json(const Handin& handin);
Handin handin_from_json(const nlohmann::json& value);

// The result file's JSON ("format": 1) and its inverse. The round trip keeps everything
// the exports read: tests, verdicts, scores, visibility, checks (kind, lines, points),
// check results and diagnoses.
nlohmann::json result_file_json(const StudentResult& student);
puzzle::Expected<StudentResult, std::string> parse_result_file(const nlohmann::json& json);

// The result file at `path`, or why it cannot be used.
puzzle::Expected<StudentResult, std::string> read_result_file(const std::filesystem::path& path);

// A SuiteResult read back from json_of() (report/json_report.h).
SuiteResult suite_result_from_json(const nlohmann::json& json);

// results/<key>.json, the key of student_file_key() (export/student_key.h).
std::filesystem::path result_path(const std::filesystem::path& results_dir,
                                  const std::string& student);

// Every readable result file of `results_dir`, sorted by student. A file that cannot be
// read is named on `warnings` and skipped.
std::vector<StudentResult> load_results(const std::filesystem::path& results_dir,
                                        std::ostream& warnings);

// The test names of all results, in the order they first appear (suite order).
std::vector<std::string> test_names(const std::vector<StudentResult>& students);

}  // namespace grader

// blackboard.csv: a class's grades as Blackboard's Grade Center uploads them into one
// existing column (docs/platforms/blackboard.md). Blackboard matches each row to a
// student by the Username column only, and each column by the id it appends to the
// column's header when it writes a download ("Homework 3 [Total Pts: 100 Score]
// |1234567"); a header without that id makes the upload create a new text column.
//
// Both come from a Grade Center file the instructor downloaded (Work Offline >
// Download), so the export starts from one: its students in its order, and its header
// of the assignment's column, kept byte for byte. Students are joined by username: a
// student's folder in the class folder (StudentResult's `student`) must be named by their
// Blackboard username. Nobody is dropped silently: Grade Center students without a result
// get an empty cell (or 0 on request) and graded students the file does not know are
// returned for the caller to list.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "export/class_results.h"

namespace grader {

// What the export read from a Grade Center download.
struct GradeCenter {
  std::vector<std::string> columns;    // the header row, each header as downloaded
  std::vector<std::string> usernames;  // one per student row, in file order
  // How the file was written, for the summary: "comma-delimited UTF-8" or
  // "tab-delimited UTF-16" (Blackboard's .xls), found from its bytes, not its name.
  std::string format;
};

// Where a Grade Center file is wrong: its 1-based line and one sentence.
struct GradeCenterError {
  int line = 1;
  std::string message;
};

// The Grade Center file's bytes, as Blackboard writes either download: comma-delimited
// UTF-8 (a byte order mark allowed), or tab-delimited UTF-16 with a byte order mark
// (the ".xls" Blackboard offers, which is text, not a workbook; little- or big-endian,
// and little-endian without a mark, are read too). Fields may be quoted as in CSV, in
// either delimiter. The file must have a "Username" column and a username on every
// student row, each username once.
puzzle::Expected<GradeCenter, GradeCenterError> parse_grade_center(std::string_view bytes);

// The column's name as the instructor knows it: the header without the " |1234567" id
// and the " [Total Pts: 100 Score]" after the name ("Homework 3"); the header itself
// when it has neither.
std::string grade_center_column_name(std::string_view header);

// The column id at the end of a Grade Center header ("1234567" of "... |1234567"), or ""
// when it has none.
std::string grade_center_column_id(std::string_view header);

// The header of the column `wanted` names, exactly as downloaded: the header itself, or
// the column's name (grade_center_column_name) when one column has it. The error is one
// sentence: an unknown name (with the file's column names and a "did you mean"), a name
// several columns share (with their headers), one of Blackboard's user columns, or a
// column without an id, which Blackboard would not update but add as a new text column.
puzzle::Expected<std::string, std::string> find_grade_center_column(
    const std::vector<std::string>& columns, std::string_view wanted);

// What a Grade Center student without any result gets.
enum class MissingStudents { empty_cell, zero };

struct BlackboardUpload {
  std::string csv;                       // the file to upload
  std::vector<std::string> not_graded;   // usernames with no result (empty cell, or 0)
  std::vector<std::string> not_in_file;  // graded students no username matches
  std::vector<std::string> no_grade;     // matched, but grader_error: empty cell
  // matched, but a written question is not graded yet: empty cell, so that Blackboard
  // never takes a total without those points as the grade
  std::vector<std::string> manual_pending;
};

// The upload file: the header "Username" and `column` (as downloaded, id kept), then one
// row per Grade Center student in file order with the total points of the result whose
// student is that username exactly (written questions included: total_score). The cell
// is empty when there is no result (0 with MissingStudents::zero), the result is no grade
// (grader_error), or a written question is pending. Comma-delimited UTF-8, CRLF, every
// field in quotes (Blackboard's rule for comma-delimited uploads); usernames and the
// header exactly as the download has them (csv_identifier): they come from Blackboard,
// never from a student, whose folder names are only compared with them.
BlackboardUpload blackboard_upload(const GradeCenter& grade_center,
                                   const std::vector<StudentResult>& students,
                                   std::string_view column, MissingStudents missing);

}  // namespace grader

// canvas.csv: a class's grades as Canvas imports them into one assignment column
// (docs/platforms/canvas.md). Canvas's gradebook import reads the columns Student, ID,
// SIS User ID, SIS Login ID and Section to find the student, then one column per
// assignment named "Assignment name (Canvas id)"; the id makes Canvas fill the existing
// assignment instead of creating a new one.
//
// Students are joined by login: a student's folder in the class folder (its name is the
// StudentResult's `student`) must be named by their SIS Login ID in the roster, which is
// Canvas's own gradebook export (Grades > Export). Nobody is dropped silently: roster
// students without a result keep an empty cell (Canvas leaves their grade as it was)
// and graded students the roster does not know are returned for the caller to list.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"
#include "export/class_results.h"

namespace grader {

// One student of the roster: the five columns Canvas matches on, as the roster has them.
struct RosterEntry {
  std::string student;
  std::string id;
  std::string sis_user_id;
  std::string sis_login_id;
  std::string section;
};

// The students of a Canvas gradebook export (RFC 4180, a UTF-8 byte order mark allowed).
// Columns are found by their header names; others are ignored, as is Canvas's
// "Points Possible" row. The error is one sentence naming what is wrong and where, e.g.
// "the roster has no 'SIS Login ID' column (its columns: Student, ID)".
puzzle::Expected<std::vector<RosterEntry>, std::string> parse_canvas_roster(std::string_view csv);

struct CanvasGradebook {
  std::string csv;                         // the file to import
  std::vector<std::string> not_graded;     // roster logins with no result (empty cell)
  std::vector<std::string> not_in_roster;  // graded students no roster login matches
  std::vector<std::string> no_grade;       // matched, but grader_error: empty cell
  // matched, but a written question is not graded yet: empty cell, so that Canvas never
  // shows a total without those points as the grade
  std::vector<std::string> manual_pending;
};

// One row per roster entry, in roster order, with the student's total points (written
// questions included: total_score) in the `assignment` column ("" when there is no result,
// it is not a grade, or a written question is still pending). The identifier
// columns Canvas matches on (ID, SIS User ID, SIS Login ID) are written exactly as the
// roster holds them, only quoted where CSV needs it (an SIS Login ID "-rf" stays "-rf",
// or Canvas would not find the student); they come from Canvas's own export, never from a
// student. Every other field goes through csv_field(), so nothing a student named or
// wrote can become a formula.
CanvasGradebook canvas_gradebook(const std::vector<RosterEntry>& roster,
                                 const std::vector<StudentResult>& students,
                                 std::string_view assignment);

// Whether `assignment` ends in a Canvas id, as in "Driver (123456)": a name, one space,
// then digits in parentheses, which is how Canvas's importer finds the assignment;
// without one Canvas creates a new assignment on import.
bool names_a_canvas_id(std::string_view assignment);

// Why Canvas's importer would not read `assignment` as the column meant, in one
// sentence, or "" when it would: empty or blank; a control character (a line break
// ends the header); one of the columns Canvas reads itself ("Student", "Section",
// "Final Score", ...); an id written without the space Canvas needs, as in
// "Driver(4242)", or with a name missing, as in "(4242)".
std::string canvas_column_problem(std::string_view assignment);

}  // namespace grader

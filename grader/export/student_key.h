// The stem of a student's files in an output folder (results/<key>.json,
// feedback/<key>.md, the class report's link to it). A student's name is whatever the
// class folder holds (a file name of up to 255 bytes, with newlines, leading dashes or
// any bytes), but a file named after it needs room for ".json" and for the temporary
// name it is written under (atomic_file.h), and should be safe to type in a shell.
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/name_table.h"
#include "grade/result.h"  // SubmissionProblem

namespace grader {

// One student of a class folder (batch/students.h reads them): here, below batch/, so
// that exports which read submissions (similarity.h) take the students they are given.
// Closed set: how a class's hand-ins are laid out.
enum class HandinLayout { student_folders, student_zips, canvas_download, blackboard_download };

struct HandinLayoutName {
  HandinLayout layout;
  std::string_view name;   // as stored in result files (Handin::layout)
  std::string_view label;  // as said to the instructor
};
inline constexpr HandinLayoutName kHandinLayoutTable[] = {
    {HandinLayout::student_folders, "folders",
     "one folder or file per student, named after the student"},
    {HandinLayout::student_zips, "zips", "one zip per student, named like hw8_<netid>.zip"},
    {HandinLayout::canvas_download, "canvas", "Canvas's Download Submissions"},
    {HandinLayout::blackboard_download, "blackboard", "Blackboard's Assignment File Download"},
};
static_assert(puzzle::covers_each_value_once(kHandinLayoutTable, &HandinLayoutName::layout,
                                             HandinLayout::blackboard_download));
std::string_view to_string(HandinLayout layout);
std::optional<HandinLayout> parse_handin_layout(std::string_view name);
std::string_view label_of(HandinLayout layout);

// Where a student's submission came from when the class came as a platform's download
// (intake/intake.h, docs/intake.md): who the platform says handed it in, which attempt
// is graded, and what was wrong with it as handed in. Stored in the student's result
// file, so that every export can name the student the way the platform does.
struct Handin {
  HandinLayout layout = HandinLayout::student_folders;
  std::string platform_id;           // what the platform matches on: Canvas's user id (its ID
                                     // column), Blackboard's username, the netid of hw8_<netid>.zip
  std::string display_name;          // as the download names the student: "doejane", "Jane Doe"
  std::string submitted_at;          // "YYYY-MM-DD HH:MM:SS" when the download says; else ""
  bool late = false;                 // the platform marked it late, or it came after the due time
  double late_days = 0;              // days after the due time (whole days begun), when known
  double penalty_percent = 0;        // taken off the total for lateness (0-100)
  std::string late_note;             // what the late rule did, for the instructor; "" when nothing
  int attempts = 1;                  // attempts of this student in the download
  int attempt = 1;                   // the one graded, 1 = the first in time
  std::vector<std::string> entries;  // the download's entries it came from, as named there
  std::string fingerprint;           // content hash of those entries: another attempt grades again
  std::string problem;               // why it cannot be graded as handed in ("hw8_jdoe.zip holds
                                     // Funny_Puzzle.py, not funny_puzzle.py"); "" when none
  SubmissionProblem problem_kind = SubmissionProblem::missing_file;  // when `problem` is set
  std::string pdf;  // a PDF of the same attempt (DS340's copy of the notebook),
                    // its name in the submission's folder; "" when none
};

struct Student {
  std::string name;                  // printable; its files' stem is student_file_key(name)
  std::filesystem::path submission;  // a folder, or a single file
  std::optional<Handin> handin = std::nullopt;  // when the class came as a platform's download
};

// A plain name is its own key: 1 to kMaxPlainKeyBytes bytes of letters, digits and
// . _ - + @, not starting with '.' or '-' (so existing result files keep their names).
// Any other name's key is a readable prefix of it (each other byte as '_', cut at
// kKeyPrefixBytes) + '~' + the 16 hex digits of fnv1a(name).
//
// Collision-free: a plain key never holds '~' and a hashed one always does, so a plain
// name never shares a key with another name; two hashed keys are equal only if the names'
// 64-bit hashes are. FNV-1a is not a cryptographic hash (a student who chose a folder
// name on purpose could make it collide with a classmate's), so the class folder's
// reader refuses every student whose key is not unique in the class (batch/students.h),
// and each result file also holds its full name, which is checked when it is read.
inline constexpr std::size_t kMaxPlainKeyBytes = 96;
inline constexpr std::size_t kKeyPrefixBytes = 48;
std::string student_file_key(std::string_view name);

}  // namespace grader

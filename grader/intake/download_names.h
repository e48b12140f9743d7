// The names platforms give the files of a class's download (docs/intake.md), read back
// into who handed the file in and what it was called. Pure: names in, fields out.
//
// - Canvas's "Download Submissions" zip: one entry per file a student handed in, named
//   <name>[_LATE]_<user id>_<submission id>_<original file name>, where <name> is the
//   student's sortable name folded to lower case without spaces or punctuation
//   ("doejane"), LATE is Canvas's own late mark, and the two ids are digits.
// - Blackboard's "Assignment File Download" zip: per attempt, each file as
//   <assignment>_<username>_attempt_<YYYY-MM-DD-HH-MM-SS>_<original file name> and one
//   receipt <assignment>_<username>_attempt_<YYYY-MM-DD-HH-MM-SS>.txt, which names the
//   student ("Name: Jane Doe (jdoe)") and pairs each stored file name with the original.
// - A folder of students' own zips, named like hw8_<netid>.zip: the netid is what follows
//   the prefix every zip shares.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace grader {

struct CanvasEntryName {
  std::string student;        // Canvas's folded name, e.g. "doejane"
  bool late = false;          // Canvas marked the submission late
  std::string user_id;        // digits: the gradebook's ID column
  std::string submission_id;  // digits
  std::string file_name;      // the name the student's file had
};

// The fields of a Canvas download entry's name, or nullopt when it is not one.
std::optional<CanvasEntryName> parse_canvas_entry_name(std::string_view name);

struct BlackboardEntryName {
  std::string before_attempt;  // "<assignment>_<username>": split by the receipt
  std::string attempt;         // "YYYY-MM-DD-HH-MM-SS", Blackboard's time of the attempt
  std::string file_name;       // the stored file's own part; "" for the receipt
  bool receipt = false;        // the attempt's .txt receipt
};

// The fields of a Blackboard download entry's name, or nullopt when it is not one.
std::optional<BlackboardEntryName> parse_blackboard_entry_name(std::string_view name);

// What an attempt's receipt says: the student's name and username, and, per stored file
// name, the name the student's file had ("Filename: ..." after "Original filename: ...").
struct BlackboardReceipt {
  std::string name;                                   // "Jane Doe"
  std::string username;                               // "jdoe"; "" when the Name line has none
  std::map<std::string, std::string> original_names;  // stored name -> original name
};
BlackboardReceipt parse_blackboard_receipt(std::string_view text);

// The username in "<assignment>_<username>": the receipt's username when the text ends
// with "_" + it (a username may hold '_'), else what follows the last '_'.
std::string blackboard_username(std::string_view before_attempt, std::string_view from_receipt);

// "2026-11-20 23:59:02" from Blackboard's "2026-11-20-23-59-02".
std::string readable_attempt_time(std::string_view attempt);

// The student key of each zip name in a folder of students' own zips, in order: the name
// without ".zip" and without the longest prefix ending in '_' that all of them share
// ("hw8_"), or, for a lone zip, without what precedes its first '_'. A key that would be
// empty keeps the whole stem.
std::vector<std::string> student_zip_keys(const std::vector<std::string>& zip_names);

}  // namespace grader

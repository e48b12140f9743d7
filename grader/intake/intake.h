// A class's hand-ins as the platform gives them (docs/intake.md): Canvas's "Download
// Submissions" zip, Blackboard's "Assignment File Download" zip, a folder of either
// unpacked, a folder of students' own zips (hw8_<netid>.zip), or, as before, one folder or
// file per student named after the student. The layout is recognised from the names; each
// student's graded attempt is staged as a folder of its own, and every entry of the
// download ends up in a student's submission or in `refused` with its reason: nothing is
// dropped in silence.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "common/expected.h"
#include "common/name_table.h"
#include "export/student_key.h"
#include "intake/unpack.h"

namespace grader {

// HandinLayout, its table and names: export/student_key.h (a result file stores it).

// Closed set: which of a student's attempts is graded.
enum class AttemptChoice {
  last,          // the latest (the courses' rule: "only the final submission is graded")
  last_on_time,  // the latest at or before the due time, else the latest
};
inline constexpr puzzle::NameRow<AttemptChoice> kAttemptChoiceTable[] = {
    {AttemptChoice::last, "last"},
    {AttemptChoice::last_on_time, "last-on-time"},
};
static_assert(puzzle::covers_each_value_once(kAttemptChoiceTable, AttemptChoice::last_on_time));

// The instructor's late rule, stated once. Times are the download's own clock (Blackboard
// names each attempt by the server's local time).
struct LateRule {
  std::string due;             // "YYYY-MM-DD HH:MM[:SS]"; "" when there is no due time
  double percent_per_day = 0;  // off the total per day begun after `due` (capped at 100)
};

struct IntakeOptions {
  std::vector<std::string> required_files;  // the assignment's submission.files
  std::filesystem::path staging;            // an empty folder: receives every staged submission
  AttemptChoice attempt = AttemptChoice::last;
  LateRule late;
  UnpackLimits limits;  // for each student's own zip
};

struct Intake {
  HandinLayout layout = HandinLayout::student_folders;
  std::vector<Student> students;     // sorted by name; `handin` set but for student_folders
  std::vector<std::string> refused;  // "<entry>: <why>; <what to do>", one line each
  std::vector<std::string> notes;    // "<student>: <what was decided>", one line each
};

// The hand-ins of `submissions` (a folder, or a platform's zip). The error is one
// sentence for a download that cannot be read at all (neither a folder nor a zip, a zip
// that cannot be unpacked). Throws std::runtime_error for the grader's own failures
// (the staging folder cannot be written).
puzzle::Expected<Intake, std::string> read_handins(const std::filesystem::path& submissions,
                                                   const IntakeOptions& options);

// The instructor's choices that `export` must stage the class with as `batch` did (the
// attempt, the late rule, the required files), stored once in <out>/intake.json by batch.
nlohmann::json intake_rule_json(const IntakeOptions& options);
IntakeOptions intake_rule_from_json(const nlohmann::json& value);

// "YYYY-MM-DD HH:MM[:SS]" as seconds since 1970 (the calendar's arithmetic, no time zone),
// or nullopt when `time` is not written so.
std::optional<long long> seconds_of(std::string_view time);

// The late mark, days and penalty of `handin` under `rule` (its submitted_at, or the
// platform's own late mark when it has no time), with the sentence saying what was done.
void apply_late_rule(const LateRule& rule, Handin& handin);

}  // namespace grader

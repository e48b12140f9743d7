#include "intake/intake.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "batch/students.h"
#include "check/text.h"
#include "intake/download_names.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

// A platform's whole download: far larger than one student's zip.
constexpr UnpackLimits kDownloadLimits{100000, 8ull << 30, 1000};

// One file of the download and what it belongs to.
struct DownloadFile {
  fs::path path;          // where it is now
  std::string entry;      // its name in the download
  std::string file_name;  // the name the student gave it
};

// One attempt of one student.
struct Attempt {
  std::string time;   // sortable: Blackboard's "YYYY-MM-DD-HH-MM-SS", Canvas's submission id
  std::string shown;  // for people: "2026-09-20 23:58:01"; "" when unknown
  bool late = false;  // the platform's own mark
  std::vector<DownloadFile> files;
};

struct PlatformStudent {
  std::string name;  // the student's name in the class (their result's name)
  std::string platform_id;
  std::string display_name;
  std::vector<Attempt> attempts;  // any order until sorted
};

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool ends_with(std::string_view text, std::string_view tail) {
  return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

std::string extension_of(std::string_view name) {
  const std::size_t dot = name.rfind('.');
  return dot == std::string_view::npos ? "" : lowercase(name.substr(dot));
}

// A receipt: its first 64 KB, which hold the name and the files (the student's own text,
// which follows, may be long).
std::string read_receipt(const fs::path& file) {
  constexpr std::size_t kMost = 64 << 10;
  std::ifstream in(file, std::ios::binary);
  std::string text(kMost, '\0');
  in.read(text.data(), static_cast<std::streamsize>(kMost));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return text;
}

std::string joined(const std::vector<std::string>& items, std::string_view separator) {
  std::string out;
  for (const std::string& item : items) {
    if (!out.empty()) out.append(separator);
    out.append(item);
  }
  return out;
}

// The top-level entries of a download folder that may hold hand-ins: what decide_entry
// calls litter is left out (noted in `skipped`).
std::vector<fs::path> download_entries(const fs::path& root) {
  std::vector<fs::path> entries;
  for (const auto& entry : fs::directory_iterator(root)) {
    const std::string name = entry.path().filename().string();
    if (decide_entry(name, EntryKind::file).action == EntryAction::skip) continue;
    entries.push_back(entry.path());
  }
  std::sort(entries.begin(), entries.end());
  return entries;
}

bool is_plain_file(const fs::path& path) {
  std::error_code error;
  return fs::is_regular_file(fs::symlink_status(path, error));
}

HandinLayout recognise_layout(const std::vector<fs::path>& entries) {
  std::size_t canvas = 0, blackboard = 0, zips = 0;
  for (const fs::path& entry : entries) {
    const std::string name = entry.filename().string();
    if (!is_plain_file(entry)) continue;
    if (parse_blackboard_entry_name(name)) ++blackboard;
    if (parse_canvas_entry_name(name)) ++canvas;
    if (ends_with(lowercase(name), ".zip")) ++zips;
  }
  const std::size_t half = entries.size() / 2;
  if (blackboard > half && blackboard >= canvas) return HandinLayout::blackboard_download;
  if (canvas > half) return HandinLayout::canvas_download;
  if (zips > half && zips == entries.size()) return HandinLayout::student_zips;
  return HandinLayout::student_folders;
}

std::string unattributed(const fs::path& entry, HandinLayout layout) {
  return fmt::format(
      "{}: its name is not one {} gives, so it belongs to no student; if it is a student's, "
      "grade it on its own",
      display_text(entry.filename().string()), label_of(layout));
}

// ---- grouping the download's entries by student ----

// The student's attempt whose sortable time is `time`, added when new.
Attempt& attempt_of(PlatformStudent& student, const std::string& time, const std::string& shown) {
  auto found = std::find_if(student.attempts.begin(), student.attempts.end(),
                            [&](const Attempt& a) { return a.time == time; });
  if (found != student.attempts.end()) return *found;
  student.attempts.push_back({time, shown, false, {}});
  return student.attempts.back();
}

std::vector<PlatformStudent> canvas_students(const std::vector<fs::path>& entries,
                                             std::vector<std::string>& refused) {
  std::map<std::string, PlatformStudent> by_id;
  for (const fs::path& entry : entries) {
    const std::string name = entry.filename().string();
    auto parsed = is_plain_file(entry) ? parse_canvas_entry_name(name) : std::nullopt;
    if (!parsed) {
      refused.push_back(unattributed(entry, HandinLayout::canvas_download));
      continue;
    }
    PlatformStudent& student = by_id[parsed->user_id];
    student.platform_id = parsed->user_id;
    student.display_name = parsed->student;
    student.name = parsed->student + "_" + parsed->user_id;
    // Canvas's ids grow with time: a zero-padded id sorts as the attempts came.
    Attempt& attempt = attempt_of(student, fmt::format("{:0>20}", parsed->submission_id), "");
    attempt.late = attempt.late || parsed->late;
    attempt.files.push_back({entry, name, parsed->file_name});
  }
  std::vector<PlatformStudent> students;
  for (auto& [id, student] : by_id) students.push_back(std::move(student));
  return students;
}

std::vector<PlatformStudent> blackboard_students(const std::vector<fs::path>& entries,
                                                 std::vector<std::string>& refused) {
  // Receipts first: they name the student and the files' original names.
  std::map<std::string, BlackboardReceipt> receipts;  // by before_attempt + attempt
  for (const fs::path& entry : entries) {
    auto parsed = is_plain_file(entry) ? parse_blackboard_entry_name(entry.filename().string())
                                       : std::nullopt;
    if (parsed && parsed->receipt) {
      receipts[parsed->before_attempt + "\n" + parsed->attempt] = parse_blackboard_receipt(
          read_receipt(entry));
    }
  }
  std::map<std::string, PlatformStudent> by_username;
  for (const fs::path& entry : entries) {
    const std::string name = entry.filename().string();
    auto parsed = is_plain_file(entry) ? parse_blackboard_entry_name(name) : std::nullopt;
    if (!parsed) {
      refused.push_back(unattributed(entry, HandinLayout::blackboard_download));
      continue;
    }
    const auto receipt = receipts.find(parsed->before_attempt + "\n" + parsed->attempt);
    const BlackboardReceipt none;
    const BlackboardReceipt& said = receipt == receipts.end() ? none : receipt->second;
    const std::string username = blackboard_username(parsed->before_attempt, said.username);
    PlatformStudent& student = by_username[username];
    student.name = student.platform_id = username;
    if (!said.name.empty()) student.display_name = said.name;
    Attempt& attempt = attempt_of(student, parsed->attempt, readable_attempt_time(parsed->attempt));
    if (parsed->receipt) continue;  // read above; not a file of the submission
    const auto original = said.original_names.find(name);
    attempt.files.push_back(
        {entry, name,
         original == said.original_names.end() ? parsed->file_name : original->second});
  }
  std::vector<PlatformStudent> students;
  for (auto& [username, student] : by_username) {
    std::erase_if(student.attempts, [](const Attempt& a) { return a.files.empty(); });
    if (student.attempts.empty()) {
      refused.push_back(fmt::format(
          "{}: only a receipt, without any file handed in; nothing to grade", username));
      continue;
    }
    students.push_back(std::move(student));
  }
  return students;
}

std::vector<PlatformStudent> zip_students(const std::vector<fs::path>& entries,
                                          std::vector<std::string>& refused) {
  std::vector<std::string> names;
  for (const fs::path& entry : entries) names.push_back(entry.filename().string());
  const std::vector<std::string> keys = student_zip_keys(names);
  std::map<std::string, std::vector<std::size_t>> by_key;
  for (std::size_t i = 0; i < entries.size(); ++i) by_key[keys[i]].push_back(i);
  std::vector<PlatformStudent> students;
  for (const auto& [key, indexes] : by_key) {
    if (indexes.size() > 1) {
      for (std::size_t i : indexes) {
        refused.push_back(
            fmt::format("{}: another zip names the same student ({}); keep one of them",
                        display_text(names[i]), display_text(key)));
      }
      continue;
    }
    const std::size_t i = indexes.front();
    PlatformStudent student{key, key, key, {}};
    student.attempts.push_back({"", "", false, {{entries[i], names[i], names[i]}}});
    students.push_back(std::move(student));
  }
  return students;
}

// ---- one student's attempt, staged ----

// The names in `folder`, relative, sorted: for the sentences that say what a zip holds.
std::vector<std::string> files_in(const fs::path& folder) {
  std::vector<std::string> names;
  std::error_code error;
  for (auto it = fs::recursive_directory_iterator(folder, error);
       !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
    if (it->is_regular_file())
      names.push_back(display_text(fs::relative(it->path(), folder).string()));
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string listed(const std::vector<std::string>& names) {
  constexpr std::size_t kShown = 5;
  std::vector<std::string> shown(names.begin(), names.begin() + std::min(kShown, names.size()));
  std::string text = joined(shown, ", ");
  if (names.size() > kShown) text += fmt::format(" and {} more", names.size() - kShown);
  return text;
}

// The one folder inside `folder` when it holds nothing else (a zip of a folder).
std::optional<fs::path> lone_folder(const fs::path& folder) {
  std::optional<fs::path> found;
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (!entry.is_directory() || found) return std::nullopt;
    found = entry.path();
  }
  return found;
}

bool holds_required(const fs::path& folder, const std::vector<std::string>& required) {
  return std::all_of(required.begin(), required.end(),
                     [&](const std::string& file) { return fs::exists(folder / file); });
}

struct Problem {
  std::string reason;  // "" when none
  SubmissionProblem kind = SubmissionProblem::unreadable_file;
};

// Why a student's zip lacks the required files, naming what it holds: a file of another
// case or beside the name ("holds Funny_Puzzle.py, not funny_puzzle.py") is a wrong file
// name, anything else a missing file. One walk of the folder decides both.
Problem missing_from_zip(const std::string& zip, const fs::path& folder,
                         const std::vector<std::string>& required) {
  const std::vector<std::string> held = files_in(folder);
  std::vector<std::string> missing;
  for (const std::string& file : required) {
    if (!fs::exists(folder / file)) missing.push_back(file);
  }
  if (held.empty()) {
    return {fmt::format("{} holds no file", display_text(zip)), SubmissionProblem::missing_file};
  }
  for (const std::string& name : held) {
    const std::string base = fs::path(name).filename().string();
    for (const std::string& file : missing) {
      if (lowercase(base) == lowercase(file) || fs::path(name).stem() == fs::path(file).stem()) {
        return {fmt::format("{} holds {}, not {}", display_text(zip), name, file),
                SubmissionProblem::wrong_file_name};
      }
    }
  }
  return {fmt::format("{} holds {}, but no {}", display_text(zip), listed(held),
                      joined(missing, " or ")),
          SubmissionProblem::missing_file};
}

// Unpacks one of the student's zips into `folder`; the problem, if any.
Problem stage_zip(const DownloadFile& file, const fs::path& folder, const IntakeOptions& options,
                  std::vector<std::string>& notes_out) {
  const fs::path into = folder / ".unpacked";
  fs::create_directories(into);
  auto unpacked = unpack_zip(file.path, into, options.limits);
  if (!unpacked) {
    fs::remove_all(into);
    return {fmt::format("{} could not be unpacked: {}", display_text(file.file_name),
                        unpacked.error()),
            SubmissionProblem::unreadable_file};
  }
  Problem problem{"", SubmissionProblem::missing_file};
  if (!unpacked->skipped.empty()) {
    notes_out.push_back(
        fmt::format("left out of {}: {}", display_text(file.file_name), listed(unpacked->skipped)));
  }
  fs::path contents = into;
  if (!holds_required(into, options.required_files)) {
    if (auto inner = lone_folder(into); inner && holds_required(*inner, options.required_files)) {
      contents = *inner;
      notes_out.push_back(fmt::format("graded the folder {} inside {}",
                                      display_text(inner->filename().string()),
                                      display_text(file.file_name)));
    } else {
      // Staged all the same: the grader's own check of the files then agrees (a file
      // under another name is a wrong file name, not a missing one).
      problem = missing_from_zip(file.file_name, into, options.required_files);
    }
  }
  for (const auto& entry : fs::directory_iterator(contents)) {
    const fs::path target = folder / entry.path().filename();
    if (fs::exists(fs::symlink_status(target))) {
      fs::remove_all(into);
      return {fmt::format("{} holds {}, which another file handed in also is",
                          display_text(file.file_name), display_text(target.filename().string())),
              SubmissionProblem::unreadable_file};
    }
    fs::rename(entry.path(), target);
  }
  fs::remove_all(into);
  return problem;
}

// The name a file handed in directly is graded under: its own, or the one required file's
// when it is the only file of that kind (a Blackboard notebook named "HW1.ipynb", Canvas's
// "funny_puzzle-1.py" for a second upload), as a lone file in a class folder always was.
std::string graded_name(const DownloadFile& file, const std::vector<DownloadFile>& files,
                        const std::vector<std::string>& required) {
  if (required.size() != 1 || file.file_name == required.front()) return file.file_name;
  const std::string kind = extension_of(required.front());
  if (extension_of(file.file_name) != kind) return file.file_name;
  const auto same_kind = std::count_if(files.begin(), files.end(), [&](const DownloadFile& f) {
    return extension_of(f.file_name) == kind;
  });
  return same_kind == 1 ? required.front() : file.file_name;
}

// A file name as a path of one part: what a platform's name could hold of '/' is '_'.
std::string one_part(std::string name) {
  std::replace(name.begin(), name.end(), '/', '_');
  if (name.empty() || name == "." || name == "..") return std::string(1, '_').append(name);
  return name;
}

Handin stage_attempt(const PlatformStudent& student, const Attempt& attempt, const fs::path& folder,
                     const IntakeOptions& options, std::vector<std::string>& notes) {
  Handin handin;
  handin.platform_id = student.platform_id;
  handin.display_name = student.display_name;
  handin.submitted_at = attempt.shown;
  handin.late = attempt.late;
  fs::create_directories(folder);
  std::vector<std::string> said;
  for (const DownloadFile& file : attempt.files) {
    handin.entries.push_back(display_text(file.entry));
    if (!handin.fingerprint.empty()) handin.fingerprint += '+';
    handin.fingerprint.append(content_hash(file.path));
  }
  for (const DownloadFile& file : attempt.files) {
    if (ends_with(lowercase(file.file_name), ".zip")) {
      Problem problem =
          looks_like_zip(file.path)
              ? stage_zip(file, folder, options, said)
              : Problem{fmt::format("{} is not a zip file, though its name ends in .zip (a file "
                                    "renamed to .zip is not zipped)",
                                    display_text(file.file_name)),
                        SubmissionProblem::unreadable_file};
      if (!problem.reason.empty() && handin.problem.empty()) {
        handin.problem = std::move(problem.reason);
        handin.problem_kind = problem.kind;
      }
      continue;
    }
    const std::string name = one_part(graded_name(file, attempt.files, options.required_files));
    if (name != file.file_name) {
      said.push_back(fmt::format("graded {} as {}", display_text(file.file_name), name));
    }
    const fs::path target = folder / name;
    if (fs::exists(fs::symlink_status(target))) {
      said.push_back(
          fmt::format("{} was handed in twice; graded the first", display_text(file.file_name)));
      continue;
    }
    fs::copy_file(file.path, target);
    if (extension_of(name) == ".pdf" && handin.pdf.empty()) handin.pdf = name;
  }
  for (const std::string& sentence : said) {
    notes.push_back(fmt::format("{}: {}", display_text(student.name), sentence));
  }
  return handin;
}

std::size_t chosen_attempt(const std::vector<Attempt>& attempts, const IntakeOptions& options) {
  std::size_t chosen = attempts.size() - 1;
  if (options.attempt == AttemptChoice::last_on_time && !options.late.due.empty()) {
    const auto due = seconds_of(options.late.due);
    for (std::size_t i = attempts.size(); i-- > 0;) {
      const auto at = seconds_of(attempts[i].shown);
      if (due && at && *at <= *due) return i;
    }
  }
  return chosen;
}

Student staged_student(PlatformStudent& student, HandinLayout layout, const IntakeOptions& options,
                       std::vector<std::string>& notes) {
  std::sort(student.attempts.begin(), student.attempts.end(),
            [](const Attempt& a, const Attempt& b) { return a.time < b.time; });
  const std::size_t chosen = chosen_attempt(student.attempts, options);
  const fs::path folder = options.staging / "students" / student_file_key(student.name);
  Handin handin = stage_attempt(student, student.attempts[chosen], folder, options, notes);
  handin.layout = layout;
  handin.attempts = static_cast<int>(student.attempts.size());
  handin.attempt = static_cast<int>(chosen) + 1;
  apply_late_rule(options.late, handin);
  if (handin.attempts > 1) {
    notes.push_back(
        fmt::format("{}: {} attempts; graded attempt {}{}", display_text(student.name),
                    handin.attempts, handin.attempt,
                    handin.submitted_at.empty() ? "" : fmt::format(" ({})", handin.submitted_at)));
  }
  if (!handin.late_note.empty()) {
    notes.push_back(fmt::format("{}: {}", display_text(student.name), handin.late_note));
  }
  return Student{student.name, folder, std::move(handin)};
}

// The download as a folder: `submissions` itself, or the platform's zip unpacked into
// the staging folder.
puzzle::Expected<fs::path, std::string> download_folder(const fs::path& submissions,
                                                        const fs::path& staging) {
  std::error_code error;
  if (fs::is_directory(submissions, error)) return submissions;
  if (!fs::is_regular_file(submissions, error)) {
    return puzzle::unexpected(
        fmt::format("{} is neither a folder nor a file", display_text(submissions.string())));
  }
  if (!looks_like_zip(submissions)) {
    return puzzle::unexpected(
        fmt::format("{} is neither a folder nor a zip file (a platform's download is a .zip)",
                    display_text(submissions.string())));
  }
  const fs::path into = staging / "download";
  fs::create_directories(into);
  auto unpacked = unpack_zip(submissions, into, kDownloadLimits);
  if (!unpacked) {
    return puzzle::unexpected(fmt::format("{} could not be unpacked: {}",
                                          display_text(submissions.string()), unpacked.error()));
  }
  // Some platforms (and people) put the whole class in one folder of the zip.
  if (auto inner = lone_folder(into)) return *inner;
  return into;
}

}  // namespace

nlohmann::json intake_rule_json(const IntakeOptions& options) {
  return {{"required_files", options.required_files},
          {"attempt", puzzle::name_of(kAttemptChoiceTable, options.attempt)},
          {"due", options.late.due},
          {"late_penalty_percent_per_day", options.late.percent_per_day}};
}

IntakeOptions intake_rule_from_json(const nlohmann::json& value) {
  IntakeOptions options;
  options.required_files = value.value("required_files", std::vector<std::string>{});
  options.attempt = puzzle::value_named(kAttemptChoiceTable, value.value("attempt", "last"))
                        .value_or(AttemptChoice::last);
  options.late.due = value.value("due", "");
  options.late.percent_per_day = value.value("late_penalty_percent_per_day", 0.0);
  return options;
}

std::optional<long long> seconds_of(std::string_view time) {
  int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  char tail = 0;
  const std::string text(time);
  const int read = std::sscanf(text.c_str(), "%4d-%2d-%2d %2d:%2d:%2d%c", &year, &month, &day,
                               &hour, &minute, &second, &tail);
  if (read != 5 && read != 6) return std::nullopt;
  const std::chrono::year_month_day date{std::chrono::year(year),
                                         std::chrono::month(static_cast<unsigned>(month)),
                                         std::chrono::day(static_cast<unsigned>(day))};
  if (!date.ok() || hour > 23 || minute > 59 || second > 59 || hour < 0 || minute < 0 ||
      second < 0) {
    return std::nullopt;
  }
  const long long days = std::chrono::sys_days(date).time_since_epoch().count();
  return days * 86400 + hour * 3600 + minute * 60 + second;
}

void apply_late_rule(const LateRule& rule, Handin& handin) {
  const auto due = seconds_of(rule.due);
  const auto at = seconds_of(handin.submitted_at);
  if (due && at) {
    handin.late = *at > *due;
    handin.late_days = handin.late ? std::ceil(static_cast<double>(*at - *due) / 86400.0) : 0;
  }
  if (!handin.late) return;
  const bool days_known = due && at;
  const double days = days_known ? handin.late_days : 1;
  handin.penalty_percent = std::min(100.0, rule.percent_per_day * days);
  const std::string when = days_known ? fmt::format("late by {:g} day{} (due {})", days,
                                                    days == 1 ? "" : "s", rule.due)
                                      : std::string("marked late by the platform");
  if (handin.penalty_percent > 0) {
    handin.late_note = fmt::format("{}: {:g}% off the total{}", when, handin.penalty_percent,
                                   days_known ? ""
                                              : " (one day's penalty: the download gives no time)");
  } else {
    handin.late_note = when + ": no penalty";
  }
}

puzzle::Expected<Intake, std::string> read_handins(const fs::path& submissions,
                                                   const IntakeOptions& options) {
  fs::create_directories(options.staging);
  auto root = download_folder(submissions, options.staging);
  if (!root) return puzzle::unexpected(root.error());
  const std::vector<fs::path> entries = download_entries(*root);
  Intake intake;
  intake.layout = recognise_layout(entries);
  std::vector<PlatformStudent> students;
  switch (intake.layout) {
    case HandinLayout::student_folders: {
      ClassFolder folder = read_class_folder(*root);
      intake.students = std::move(folder.students);
      intake.refused = std::move(folder.refused);
      return intake;
    }
    case HandinLayout::canvas_download: students = canvas_students(entries, intake.refused); break;
    case HandinLayout::blackboard_download:
      students = blackboard_students(entries, intake.refused);
      break;
    case HandinLayout::student_zips: students = zip_students(entries, intake.refused); break;
  }
  for (PlatformStudent& student : students) {
    intake.students.push_back(staged_student(student, intake.layout, options, intake.notes));
  }
  std::sort(intake.students.begin(), intake.students.end(),
            [](const Student& a, const Student& b) { return a.name < b.name; });
  return intake;
}

}  // namespace grader

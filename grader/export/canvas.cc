#include "export/canvas.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <set>

#include "common/csv.h"
#include "export/gradebook.h"  // csv_row
#include "report/report.h"     // format_points
#include "report/untrusted_text.h"

namespace grader {
namespace {

using Record = std::vector<std::string>;

std::string trimmed(std::string_view text) {
  auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

constexpr std::array<std::string_view, 5> kRosterColumns = {"Student", "ID", "SIS User ID",
                                                            "SIS Login ID", "Section"};

std::string joined(const Record& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

// A roster row: the three identifier columns Canvas matches on exactly as the roster has
// them (csv_identifier(); they come from Canvas's own export, set by Canvas and the
// school's SIS, not by students), the others through csv_field()'s formula guard.
std::string roster_row(const RosterEntry& entry, const std::string& points) {
  return fmt::format("{},{},{},{},{},{}\r\n", csv_field(entry.student), csv_identifier(entry.id),
                     csv_identifier(entry.sis_user_id), csv_identifier(entry.sis_login_id),
                     csv_field(entry.section), csv_field(points));
}

}  // namespace

puzzle::Expected<std::vector<RosterEntry>, std::string> parse_canvas_roster(std::string_view csv) {
  std::vector<puzzle::CsvRecord> records = puzzle::csv_records(csv);
  if (records.empty()) return puzzle::unexpected(std::string("the roster is empty"));
  Record header;
  for (const std::string& name : records[0].fields) header.push_back(trimmed(name));
  std::array<std::size_t, kRosterColumns.size()> column{};
  for (std::size_t c = 0; c < kRosterColumns.size(); ++c) {
    auto found = std::find(header.begin(), header.end(), kRosterColumns[c]);
    if (found == header.end()) {
      return puzzle::unexpected(fmt::format("the roster has no '{}' column (its columns: {}); use "
                                            "the file of Canvas's Grades > Export",
                                            kRosterColumns[c], joined(header)));
    }
    column[c] = static_cast<std::size_t>(found - header.begin());
  }
  std::vector<RosterEntry> roster;
  for (std::size_t r = 1; r < records.size(); ++r) {
    Record& record = records[r].fields;
    record.resize(std::max(record.size(), header.size()));
    if (trimmed(record[column[0]]) == "Points Possible") continue;
    RosterEntry entry{record[column[0]], record[column[1]], record[column[2]],
                      trimmed(record[column[3]]), record[column[4]]};
    if (entry.sis_login_id.empty()) {
      return puzzle::unexpected(fmt::format("line {} of the roster ({}) has no SIS Login ID, so no "
                                            "student folder can match it",
                                            records[r].line, entry.student));
    }
    roster.push_back(std::move(entry));
  }
  return roster;
}

CanvasGradebook canvas_gradebook(const std::vector<RosterEntry>& roster,
                                 const std::vector<StudentResult>& students,
                                 std::string_view assignment) {
  // A student from Canvas's own download is known by Canvas's user id (the roster's ID);
  // any other by the folder's name, which must be the SIS Login ID.
  std::map<std::string, const StudentResult*, std::less<>> by_login;
  std::map<std::string, const StudentResult*, std::less<>> by_canvas_id;
  for (const StudentResult& student : students) {
    if (student.handin && student.handin->layout == HandinLayout::canvas_download) {
      by_canvas_id[student.handin->platform_id] = &student;
    } else {
      by_login[student.student] = &student;
    }
  }
  CanvasGradebook out;
  out.csv = csv_row(
      {"Student", "ID", "SIS User ID", "SIS Login ID", "Section", std::string(assignment)});
  std::set<const StudentResult*> in_roster;
  for (const RosterEntry& entry : roster) {
    const StudentResult* match = nullptr;
    if (auto id = by_canvas_id.find(entry.id); id != by_canvas_id.end()) {
      match = id->second;
    } else if (auto login = by_login.find(entry.sis_login_id); login != by_login.end()) {
      match = login->second;
    }
    if (match != nullptr) in_roster.insert(match);
    std::string points;
    if (match == nullptr) {
      out.not_graded.push_back(entry.sis_login_id);
    } else if (!has_grade(*match)) {
      out.no_grade.push_back(entry.sis_login_id);
    } else if (has_pending(match->manual)) {
      out.manual_pending.push_back(entry.sis_login_id);
    } else {
      points = format_points(total_score(*match));
    }
    out.csv += roster_row(entry, points);
  }
  for (const StudentResult& student : students) {
    if (!in_roster.contains(&student)) out.not_in_roster.push_back(student.student);
  }
  return out;
}

namespace {

// The "(digits)" a column name ends in: where its '(' is, or npos.
std::size_t id_start(std::string_view name) {
  if (!name.ends_with(')')) return std::string_view::npos;
  const auto open = name.rfind('(');
  if (open == std::string_view::npos || open + 2 >= name.size()) return std::string_view::npos;
  std::string_view id = name.substr(open + 1, name.size() - open - 2);
  const bool digits = std::all_of(id.begin(), id.end(),
                                  [](char c) { return c >= '0' && c <= '9'; });
  return digits ? open : std::string_view::npos;
}

// Columns of Canvas's gradebook export that its importer reads as its own, never as an
// assignment (docs/platforms/canvas.md).
constexpr std::string_view kCanvasOwnColumns[] = {"Student",
                                                  "ID",
                                                  "SIS User ID",
                                                  "SIS Login ID",
                                                  "Integration ID",
                                                  "Section",
                                                  "Root Account",
                                                  "Points Possible",
                                                  "Current Points",
                                                  "Final Points",
                                                  "Current Score",
                                                  "Final Score",
                                                  "Current Grade",
                                                  "Final Grade",
                                                  "Unposted Current Score",
                                                  "Unposted Final Score",
                                                  "Unposted Current Grade",
                                                  "Unposted Final Grade",
                                                  "Override Score",
                                                  "Override Grade"};

}  // namespace

bool names_a_canvas_id(std::string_view assignment) {
  const auto open = id_start(assignment);
  return open != std::string_view::npos && open >= 2 && assignment[open - 1] == ' ' &&
         !trimmed(assignment.substr(0, open)).empty();
}

std::string canvas_column_problem(std::string_view assignment) {
  const std::string name(trimmed(assignment));
  if (name.empty()) return "the assignment column has no name; write it as 'Name (123456)'";
  if (std::any_of(assignment.begin(), assignment.end(),
                  [](unsigned char c) { return c < 0x20 || c == 0x7f; })) {
    return "the assignment column holds a control character (such as a line break), which "
           "would end Canvas's header row";
  }
  for (std::string_view own : kCanvasOwnColumns) {
    if (name == own) {
      return fmt::format("'{}' is a column Canvas reads itself, not an assignment; write the "
                         "assignment's name as 'Name (123456)'",
                         name);
    }
  }
  const auto open = id_start(assignment);
  if (open == std::string_view::npos || names_a_canvas_id(assignment)) return "";
  std::string_view before = assignment.substr(0, open);
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  if (before.empty()) {
    return fmt::format("'{}' has a Canvas id but no name before it; write 'Name {}'", assignment,
                       assignment.substr(open));
  }
  return fmt::format("'{}': Canvas reads the id only after a space, as in '{} {}'", assignment,
                     before, assignment.substr(open));
}

}  // namespace grader

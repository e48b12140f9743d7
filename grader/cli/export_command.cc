// `puzzle-grader export`: the gradebook, feedback, summary, class report and the optional
// Canvas, Blackboard and similarity outputs from a results folder
// (docs/instructor-guide.md "Exports").
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <fstream>
#include <iterator>
#include <ostream>

#include "batch/students.h"
#include "cli/commands.h"
#include "export/atomic_file.h"
#include "export/blackboard.h"
#include "export/canvas.h"
#include "export/exports.h"
#include "export/manual_export.h"
#include "export/similarity.h"
#include "export/similarity_render.h"
#include "report/untrusted_text.h"
#include "suite/assignment.h"

namespace grader {
namespace {

std::optional<CanvasGradebook> canvas_export_or_report(const ExportArgs& args,
                                                       const std::vector<StudentResult>& students,
                                                       std::ostream& err) {
  if (const std::string problem = canvas_column_problem(args.assignment); !problem.empty()) {
    err << fmt::format("puzzle-grader: error: --assignment {}\n", problem);
    return std::nullopt;
  }
  std::ifstream file(args.canvas, std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  auto roster = parse_canvas_roster(text);
  if (!file || !roster) {
    err << fmt::format("puzzle-grader: error: {}: {}\n", args.canvas,
                       roster ? "cannot be read" : roster.error());
    return std::nullopt;
  }
  if (!names_a_canvas_id(args.assignment)) {
    err << fmt::format("puzzle-grader: note: '{}' has no Canvas id such as (123456) at the "
                       "end, so Canvas will create a new assignment on import\n",
                       args.assignment);
  }
  CanvasGradebook book = canvas_gradebook(*roster, students, args.assignment);
  for (const std::string& login : book.not_in_roster) {
    err << fmt::format("puzzle-grader: warning: the student folder '{}' matches no SIS Login "
                       "ID of the roster: left out of canvas.csv\n",
                       display_text(login));
  }
  return book;
}

// The Canvas part of export's summary: who could not be matched, so nobody is lost.
std::string canvas_summary(const CanvasGradebook& book, const std::string& out) {
  std::string text = fmt::format("Canvas: {}/canvas.csv, one row per roster student.\n", out);
  auto section = [&](const std::vector<std::string>& logins, std::string_view title) {
    if (logins.empty()) return;
    text += fmt::format("{} ({}):\n", title, logins.size());
    for (const std::string& login : logins) text += "  " + display_text(login) + "\n";
  };
  section(book.not_in_roster, "Graded but not in the roster (left out of canvas.csv)");
  section(book.not_graded, "In the roster but not graded (empty cell)");
  section(book.no_grade, "Could not be graded, grader error (empty cell)");
  section(book.manual_pending, "Written answers not graded yet (empty cell)");
  return text;
}

// blackboard.csv, and what the summary says of where it came from.
struct BlackboardExport {
  BlackboardUpload upload;
  std::string column;  // the header as downloaded
  std::string format;  // of the Grade Center file: "tab-delimited UTF-16", ...
};

std::optional<BlackboardExport> blackboard_export_or_report(
    const ExportArgs& args, const std::vector<StudentResult>& students, std::ostream& err) {
  std::ifstream file(args.blackboard, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  if (!file) {
    err << fmt::format("puzzle-grader: error: {}: cannot be read\n", args.blackboard);
    return std::nullopt;
  }
  auto grade_center = parse_grade_center(bytes);
  if (!grade_center) {
    err << fmt::format("puzzle-grader: error: {}:{}: {}\n", args.blackboard,
                       grade_center.error().line, display_text(grade_center.error().message));
    return std::nullopt;
  }
  auto column = find_grade_center_column(grade_center->columns, args.column);
  if (!column) {
    err << fmt::format("puzzle-grader: error: {}:1: --column {}\n", args.blackboard,
                       display_text(column.error()));
    return std::nullopt;
  }
  const MissingStudents missing = args.missing_as_zero ? MissingStudents::zero
                                                       : MissingStudents::empty_cell;
  BlackboardExport out{blackboard_upload(*grade_center, students, *column, missing), *column,
                       grade_center->format};
  for (const std::string& student : out.upload.not_in_file) {
    err << fmt::format("puzzle-grader: warning: the student folder '{}' matches no Username "
                       "of the Grade Center file: left out of blackboard.csv\n",
                       display_text(student));
  }
  return out;
}

// The Blackboard part of export's summary: who could not be matched, so nobody is lost.
std::string blackboard_summary(const BlackboardExport& blackboard, const ExportArgs& args) {
  const BlackboardUpload& upload = blackboard.upload;
  std::string text =
      fmt::format("Blackboard: {}/blackboard.csv, column '{}', one row per student of {} ({}).\n",
                  args.out, display_text(blackboard.column), args.blackboard, blackboard.format);
  auto section = [&](const std::vector<std::string>& names, std::string_view title) {
    if (names.empty()) return;
    text += fmt::format("{} ({}):\n", title, names.size());
    for (const std::string& name : names) text += "  " + display_text(name) + "\n";
  };
  section(upload.not_in_file,
          "Graded but not in the Grade Center file (left out of blackboard.csv)");
  section(upload.not_graded, args.missing_as_zero
                                 ? "In the Grade Center file but not graded (0: --missing-as-zero)"
                                 : "In the Grade Center file but not graded (empty cell)");
  section(upload.no_grade, "Could not be graded, grader error (empty cell)");
  section(upload.manual_pending, "Written answers not graded yet (empty cell)");
  return text;
}

// The written questions of --suite's manifest (export/manual_export.h) into `students`:
// the exit code when it cannot: a bad --suite, or filled-in CSVs with errors (every bad
// row printed on its own line as FILE:LINE).
std::optional<ExitCode> written_answers_or_report(const ExportArgs& args,
                                                  const std::vector<Student>& class_students,
                                                  std::vector<StudentResult>& students,
                                                  std::ostream& out, std::ostream& err) {
  if (args.suite.empty()) return std::nullopt;
  auto assignment = load_assignment_or_report(args.suite, err);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  if (assignment->manual.empty()) return std::nullopt;
  ManualExport manual = grade_written_answers(students, assignment->manual, class_students,
                                              args.out, *make_system_runner(), katex_setup());
  for (const std::string& note : manual.notes) out << "Written answers: " << note << "\n";
  for (const std::string& error : manual.errors) {
    err << "puzzle-grader: error: " << display_text(error) << "\n";
  }
  if (manual.errors.empty()) return std::nullopt;
  return ExitCode::bad_manual_grades;
}

}  // namespace

CLI::App* add_export_command(CLI::App& app, ExportArgs& args) {
  CLI::App* cmd = app.add_subcommand(
      "export", "Write gradebook.csv, feedback/, summary.json and class-report.html from "
                "the results of an earlier batch.");
  cmd->add_option("--out", args.out, "The batch's --out folder (holding results/).")
      ->required()
      ->transform(folder_argument);
  CLI::Option* submissions =
      cmd->add_option("--submissions", args.submissions,
                      "The class folder or platform download batch graded: every student in it "
                      "gets a gradebook row, and those no batch or shard graded are listed.")
          ->check(CLI::ExistingPath);
  CLI::Option* canvas =
      cmd->add_option(
             "--canvas", args.canvas,
             "Also write canvas.csv for Canvas's grade import, joining each "
             "student folder's name to this roster's SIS Login ID (Canvas: Grades > Export).")
          ->check(CLI::ExistingFile);
  cmd->add_option("--assignment", args.assignment,
                  "The Canvas assignment column, as \"Name (id)\" (with --canvas).")
      ->needs(canvas);
  canvas->needs(cmd->get_option("--assignment"));
  CLI::Option* blackboard =
      cmd->add_option("--blackboard", args.blackboard,
                      "Also write blackboard.csv for Blackboard's Grade Center upload, joining "
                      "each student folder's name to a Username of this Grade Center file "
                      "(Work Offline > Download; comma or tab-delimited).")
          ->check(CLI::ExistingFile);
  cmd->add_option("--column", args.column,
                  "The Grade Center column to fill (with --blackboard): its header as "
                  "downloaded, or its name when one column has it (\"Homework 3\").")
      ->needs(blackboard);
  blackboard->needs(cmd->get_option("--column"));
  cmd->add_flag("--missing-as-zero", args.missing_as_zero,
                "blackboard.csv: 0 for a Grade Center student with no result, instead of an "
                "empty cell.")
      ->needs(blackboard);
  CLI::Option* similarity = cmd->add_flag(
      "--similarity", args.similarity,
      "Also list pairs of submissions that share unusual code (Dolos; needs Node.js) in "
      "class-report.html and similarity.csv. A hint to read both, never proof.");
  similarity->needs(submissions);
  cmd->add_option("--starter", args.starter,
                  "The starter file or folder students were given "
                  "(student_template/<assignment>/): its code counts for nobody.")
      ->check(CLI::ExistingPath)
      ->needs(similarity);
  cmd->add_option("--similarity-archive", args.similarity_archives,
                  "A folder of programs to compare each student with (a prior term's class "
                  "folder, solutions collected online), named in the report by the folder's "
                  "name; repeatable. Archive entries are never compared with each other.")
      ->needs(similarity);
  cmd->add_option("--suite", args.suite,
                  "The suite or assignment manifest the batch graded with. A manifest with "
                  "written (manual:) questions: write manual/<question>.html and a "
                  "manual/<question>.csv to fill in, and merge the filled-in points into "
                  "every export.")
      ->check(CLI::ExistingFile)
      ->needs(submissions);
  return cmd;
}

ExitCode run_export_command(const ExportArgs& args, std::ostream& out, std::ostream& err) {
  std::filesystem::path results = std::filesystem::path(args.out) / "results";
  if (!std::filesystem::is_directory(results)) {
    err << fmt::format("puzzle-grader: error: {} has no results/ folder; run batch first\n",
                       args.out);
    return ExitCode::bad_suite_or_usage;
  }
  if (!out_private_or_report(args.out, err)) return ExitCode::bad_suite_or_usage;
  std::vector<StudentResult> students;
  std::vector<std::string> without_result;
  // The class staged as batch staged it (its rule in <out>/intake.json).
  std::optional<ClassHandins> handins;
  if (args.submissions.empty()) {
    students = load_results(results, err);
  } else {
    handins = class_or_report(args.submissions, args.out, stored_intake_rule(args.out),
                              IntakeNotes::leave_out, err);
    if (!handins) return ExitCode::bad_suite_or_usage;
    ClassResults merged = results_of(handins->students, args.out, err);
    students = std::move(merged.results);
    without_result = std::move(merged.without_result);
  }
  const std::vector<Student> no_students;
  const std::vector<Student>& class_students = handins ? handins->students : no_students;
  if (auto failed = written_answers_or_report(args, class_students, students, out, err)) {
    return *failed;
  }
  std::optional<CanvasGradebook> canvas;
  if (!args.canvas.empty()) {
    canvas = canvas_export_or_report(args, students, err);
    if (!canvas) return ExitCode::bad_suite_or_usage;
  }
  std::optional<BlackboardExport> blackboard;
  if (!args.blackboard.empty()) {
    blackboard = blackboard_export_or_report(args, students, err);
    if (!blackboard) return ExitCode::bad_suite_or_usage;
  }
  auto archives =
      archive_folders(std::vector<std::filesystem::path>(args.similarity_archives.begin(),
                                                         args.similarity_archives.end()),
                      args.submissions);
  if (!archives) {
    err << "puzzle-grader: error: " << display_text(archives.error()) << "\n";
    return ExitCode::bad_suite_or_usage;
  }
  for (ArchiveFolder& archive : *archives) archive.entries = find_students(archive.path);
  std::optional<SimilarityReport> similarity;
  if (args.similarity) {
    auto starter = args.starter.empty() ? std::nullopt
                                        : std::optional<std::filesystem::path>(args.starter);
    similarity = check_class_similarity(*make_system_runner(), class_students, starter, args.out,
                                        *archives);
  }
  write_exports(students, args.out, similarity);
  out << fmt::format("Exported {} student{} to {}.\n", students.size(),
                     students.size() == 1 ? "" : "s", args.out);
  if (!without_result.empty()) {
    out << fmt::format("Not graded by any batch or shard ({}; grader error in the gradebook):\n",
                       without_result.size());
    for (const std::string& name : without_result) out << "  " << display_text(name) << "\n";
  }
  if (similarity) out << similarity_summary(*similarity, args.out);
  if (canvas) {
    write_file_atomically(std::filesystem::path(args.out) / "canvas.csv", canvas->csv);
    out << canvas_summary(*canvas, args.out);
  }
  if (blackboard) {
    write_file_atomically(std::filesystem::path(args.out) / "blackboard.csv",
                          blackboard->upload.csv);
    out << blackboard_summary(*blackboard, args);
  }
  return ExitCode::all_passed;
}

}  // namespace grader

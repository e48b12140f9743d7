// One file per subcommand of puzzle-grader: each has its arguments, a function that adds
// its options to the CLI11 app, and one that runs it (docs/grader.md). cli.cc dispatches.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "cli/cli.h"

namespace CLI {
class App;
}

namespace grader {

// run_command.cc
struct RunArgs {
  std::string suite;
  std::string submission;
  std::string format = "text";
  std::string output;
  std::string summary;
  std::string json;  // --json: also the full JSON report, to this file
  double time_limit = 0;
  std::string deadline;  // --deadline: "9m", "540s" or "540" (seconds); empty: none
  int jobs = 0;
  bool no_sandbox = false;
  bool verbose = false;  // --verbose: the instructor's detail (sandbox, how limits held)
};
CLI::App* add_run_command(CLI::App& app, RunArgs& args);
ExitCode run_run_command(const RunArgs& args, std::ostream& out, std::ostream& err);

// validate_command.cc
struct ValidateArgs {
  std::string path;
  bool debian_packages_only = false;  // --debian-packages: list, check nothing
};
CLI::App* add_validate_command(CLI::App& app, ValidateArgs& args);
ExitCode run_validate_command(const ValidateArgs& args, std::ostream& out, std::ostream& err);

// rules_command.cc
struct RulesArgs {
  std::string suite;
};
CLI::App* add_rules_command(CLI::App& app, RulesArgs& args);
ExitCode run_rules_command(const RulesArgs& args, std::ostream& out, std::ostream& err);

// verify_command.cc
struct VerifyArgs {
  std::string dir;
  int jobs = 0;
  bool no_sandbox = false;
  bool no_cache = false;
};
CLI::App* add_verify_command(CLI::App& app, VerifyArgs& args);
ExitCode run_verify_command(const VerifyArgs& args, std::ostream& out, std::ostream& err);

// batch_command.cc, export_command.cc
struct BatchArgs {
  std::string suite;
  std::string submissions;
  std::string out;
  int jobs = 0;
  std::string only;
  bool no_sandbox = false;
  std::string shard;             // "K/N" (batch/shard.h); "" for the scheduler's or the whole class
  std::string attempt = "last";  // a name of kAttemptChoiceTable (intake/intake.h)
  std::string due;               // "YYYY-MM-DD HH:MM" or ""
  double late_penalty = 0;       // percent per day begun after `due`
  std::string deadline;          // --deadline, as run's (parse_deadline); empty: none
};

CLI::App* add_batch_command(CLI::App& app, BatchArgs& args);
ExitCode run_batch_command(const BatchArgs& args, std::ostream& out, std::ostream& err);

struct ExportArgs {
  std::string out;
  std::string submissions;  // the class: list who has no result (batch/shard.h); and,
                            // with --similarity, whose code Dolos compares
  std::string canvas;       // a Canvas roster (Grades > Export): also write canvas.csv
  std::string assignment;   // the Canvas column, "Name (id)"
  std::string blackboard;   // a Grade Center download (Work Offline > Download): also
                            // write blackboard.csv (export/blackboard.h)
  std::string column;       // the Grade Center column: its header, or its name
  // blackboard.csv: 0, not an empty cell, for a Grade Center student without a result
  bool missing_as_zero = false;
  bool similarity = false;  // also run Dolos over `submissions` (export/similarity.h)
  std::string starter;      // the assignment's starter file or folder, Dolos's template
  std::vector<std::string> similarity_archives;  // prior terms, collected solutions: each
                                                 // student is compared with their entries
  std::string suite;  // the batch's suite or manifest: its `manual:` questions get their
                      // answer pages and CSVs under <out>/manual/ (export/manual_export.h)
};

CLI::App* add_export_command(CLI::App& app, ExportArgs& args);
ExitCode run_export_command(const ExportArgs& args, std::ostream& out, std::ostream& err);

// kit_command.cc
struct KitArgs {
  std::string suite;
  std::string output;
  std::string starter;     // "": the toolkit's student_template/<assignment>/
  bool web = false;        // --web: a folder holding the web page instead (docs/web.md)
  std::string web_assets;  // "": web/ beside this executable (web/build-page.sh)
};
CLI::App* add_kit_command(CLI::App& app, KitArgs& args);
ExitCode run_kit_command(const KitArgs& args, std::ostream& out, std::ostream& err);

}  // namespace grader

// `puzzle-grader batch` and `puzzle-grader export` (docs/instructor-guide.md "Grading a
// class", "Exports"). Kept out of cli.cc so each subcommand is one file.
#pragma once

#include <iosfwd>
#include <string>

#include "cli/cli.h"

namespace CLI {
class App;
}

namespace grader {

struct BatchArgs {
  std::string suite;
  std::string submissions;
  std::string out;
  int jobs = 0;
  std::string only;
  bool no_sandbox = false;
  std::string shard;  // "K/N" (batch/shard.h); "" for the scheduler's or the whole class
};

CLI::App* add_batch_command(CLI::App& app, BatchArgs& args);
ExitCode run_batch_command(const BatchArgs& args, std::ostream& out, std::ostream& err);

struct ExportArgs {
  std::string out;
  std::string submissions;  // the class: list who has no result (batch/shard.h); and,
                            // with --similarity, whose code Dolos compares
  std::string canvas;      // a Canvas roster (Grades > Export): also write canvas.csv
  std::string assignment;  // the Canvas column, "Name (id)"
  bool similarity = false; // also run Dolos over `submissions` (export/similarity.h)
  std::string starter;     // the assignment's starter file or folder, Dolos's template
};

CLI::App* add_export_command(CLI::App& app, ExportArgs& args);
ExitCode run_export_command(const ExportArgs& args, std::ostream& out, std::ostream& err);

}  // namespace grader

// `puzzle-grader kit`: the student kit of an assignment (kit/kit.h, docs/kit.md).
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <filesystem>
#include <ostream>

#include "check/text.h"
#include "cli/commands.h"
#include "kit/kit.h"
#include "run/harness.h"
#include "suite/assignment.h"

namespace grader {
namespace fs = std::filesystem;
namespace {

// The static grader the build makes beside this executable (grader/CMakeLists.txt).
std::optional<fs::path> kit_grader() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  const fs::path beside = exe.parent_path() / "puzzle-grader-kit";
  if (!fs::is_regular_file(beside, ec)) return std::nullopt;
  return beside;
}

// The page's assets web/build-page.sh puts beside this executable, in web/.
fs::path default_web_assets() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path("web") : exe.parent_path() / "web";
}

std::string file_list(const std::vector<fs::path>& files) {
  std::vector<std::string> names;
  for (const fs::path& file : files) names.push_back(file.filename().string());
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace

CLI::App* add_kit_command(CLI::App& app, KitArgs& args) {
  CLI::App* cmd = app.add_subcommand(
      "kit", "Make the student kit: the public suites, the starter and this grader, one archive.");
  cmd->add_option("--suite", args.suite, "The assignment manifest, or a suite (YAML).")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("-o,--output", args.output, "The kit to write: NAME.tar.gz.")->required();
  cmd->add_option("--starter", args.starter,
                  "The students' starter folder (default: student_template/<assignment>/ "
                  "of the toolkit the suite is in).")
      ->check(CLI::ExistingDirectory);
  cmd->add_flag("--web", args.web,
                "Make the web page instead: -o names a new folder holding a static page that "
                "grades in the browser (docs/web.md).");
  cmd->add_option("--web-assets", args.web_assets,
                  "The page's built files (default: web/ beside this program, made by "
                  "web/build-page.sh).")
      ->check(CLI::ExistingDirectory);
  return cmd;
}

namespace {

ExitCode run_web_command(const KitArgs& args, const KitContents& contents, std::ostream& out,
                         std::ostream& err) {
  const WebPageSources sources{
      args.web_assets.empty() ? default_web_assets() : fs::path(args.web_assets), harness_path()};
  if (auto error = write_web_page(contents, sources, args.output)) {
    err << fmt::format("puzzle-grader: error: {}\n", *error);
    return ExitCode::bad_suite_or_usage;
  }
  std::vector<fs::path> kept;
  for (const KitSuite& suite : contents.suites) kept.push_back(suite.source);
  out << fmt::format("{}: a web page with {} public suite{} ({})\n", args.output, kept.size(),
                     kept.size() == 1 ? "" : "s", file_list(kept));
  return ExitCode::all_passed;
}

}  // namespace

ExitCode run_kit_command(const KitArgs& args, std::ostream& out, std::ostream& err) {
  if (!args.web) {
    if (auto problem = kit_name_problem(args.output)) {
      err << fmt::format("puzzle-grader: error: {}\n", *problem);
      return ExitCode::bad_suite_or_usage;
    }
  }
  auto assignment = load_assignment_or_report(args.suite, err);
  if (!assignment) return ExitCode::bad_suite_or_usage;
  auto contents = plan_kit(*assignment);
  if (!contents) {
    err << fmt::format("puzzle-grader: error: {}\n", contents.error());
    return ExitCode::bad_suite_or_usage;
  }
  if (args.web) return run_web_command(args, *contents, out, err);
  const auto starter = args.starter.empty() ? default_starter(args.suite)
                                            : std::optional<fs::path>(args.starter);
  if (!starter) {
    err << fmt::format("puzzle-grader: error: no starter for {} in the toolkit's "
                       "student_template/; give one with --starter FOLDER\n",
                       args.suite);
    return ExitCode::bad_suite_or_usage;
  }
  if (auto problem = starter_problem(*starter)) {
    err << fmt::format("puzzle-grader: error: {}\n", display_text(*problem));
    return ExitCode::bad_suite_or_usage;
  }
  const auto grader = kit_grader();
  if (!grader) {
    err << "puzzle-grader: error: the kit's grader puzzle-grader-kit is not beside this "
           "executable; build it (cmake --build <build> --target puzzle-grader-kit; it needs "
           "the static libraries scripts/bootstrap.sh installs)\n";
    return ExitCode::bad_suite_or_usage;
  }
  // As root, tar runs with a uid of its own in a folder under $TMPDIR (kit/kit.h make_kit).
  if (!workspaces_reachable_or_report(err)) return ExitCode::internal_error;
  auto runner = make_system_runner();
  const KitSources sources{*grader, harness_path(), *starter};
  if (auto error = make_kit(*contents, sources, args.output, *runner)) {
    err << fmt::format("puzzle-grader: error: {}\n", *error);
    return ExitCode::internal_error;
  }
  std::vector<fs::path> kept;
  for (const KitSuite& suite : contents->suites) kept.push_back(suite.source);
  out << fmt::format("{}: {} public suite{} ({}), starter {}", args.output, kept.size(),
                     kept.size() == 1 ? "" : "s", file_list(kept), starter->string());
  if (!contents->left_out.empty())
    out << fmt::format("; left out: {}", file_list(contents->left_out));
  out << "\n";
  return ExitCode::all_passed;
}

}  // namespace grader

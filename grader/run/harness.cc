#include "run/harness.h"

#include <algorithm>
#include <system_error>

#include <fmt/format.h>

#include "run/workspace.h"

namespace grader {
namespace fs = std::filesystem;

#ifndef PUZZLE_HARNESS_SOURCE_PATH
#error "CMake passes PUZZLE_HARNESS_SOURCE_PATH (grader/harness/puzzle_harness.py)"
#endif

fs::path harness_path() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path beside = exe.parent_path().parent_path() / "share" / "puzzle" /
                            "puzzle_harness.py";
    if (fs::is_regular_file(beside, ec)) return beside;
  }
  return PUZZLE_HARNESS_SOURCE_PATH;
}

puzzle::Expected<fs::path, std::string> install_harness(const fs::path& folder) {
  const fs::path source = harness_path();
  const fs::path copy = folder / kHarnessCopyName;
  std::error_code ec;
  // Whatever the submission holds under that name (a file, a link, a folder full of
  // read-only files) is the student's, not the grader's: it is removed, never a reason to
  // fail. remove_tree follows no link.
  if (fs::exists(fs::symlink_status(copy, ec))) remove_tree(copy);
  std::shared_lock writing(copy_fork_lock());
  if (!fs::copy_file(source, copy, ec) || ec) {
    return puzzle::unexpected(fmt::format(
        "the grader cannot copy its Python harness {} ({}); rebuild or reinstall the toolkit "
        "(cmake --build on its build folder) so that this file exists and the grader can read it",
        source.string(), ec ? ec.message() : "not copied"));
  }
  fs::permissions(copy, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read, ec);
  return fs::path(kHarnessCopyName);
}

namespace {

std::vector<std::string> harness_argv(const fs::path& harness, const char* mode,
                                      const std::string& file, const std::string& function,
                                      const std::string& args_literal, HarnessReturn returned) {
  // -I (isolated): no user site-packages, no PYTHON* variables, and the harness's own
  // folder not on sys.path. Otherwise code of the submission could run before the
  // harness and read the nonce meant for it (grade/harness_channel.h): HOME is the
  // workspace, so .local/lib/python3.X/site-packages/usercustomize.py would be imported
  // at startup, and a harness copied into a folder holding the submission would import
  // its json.py. The harness puts the submission's folder on sys.path itself.
  std::vector<std::string> argv{"python3", "-I", harness.string(), "--nonce-on-stdin"};
  switch (returned) {
    case HarnessReturn::ignore: break;
    case HarnessReturn::print: argv.push_back("--print-result"); break;
  }
  argv.insert(argv.end(), {mode, file, function, args_literal});
  return argv;
}

}  // namespace

std::vector<std::string> harness_call_argv(const fs::path& harness, const std::string& module_file,
                                           const std::string& function,
                                           const std::string& args_literal,
                                           HarnessReturn returned) {
  return harness_argv(harness, "call", module_file, function, args_literal, returned);
}

std::vector<std::string> harness_notebook_argv(const fs::path& harness,
                                               const std::string& notebook_file,
                                               const std::string& function,
                                               const std::string& args_literal,
                                               HarnessReturn returned) {
  return harness_argv(harness, "notebook", notebook_file, function, args_literal, returned);
}

std::vector<std::string> with_check_on_stdin(std::vector<std::string> argv) {
  auto nonce = std::find(argv.begin(), argv.end(), "--nonce-on-stdin");
  argv.insert(nonce == argv.end() ? nonce : nonce + 1, "--check-on-stdin");
  return argv;
}

namespace {

HarnessReturn harness_return(puzzle::suite::ReturnValue value) {
  switch (value) {
    case puzzle::suite::ReturnValue::ignored: return HarnessReturn::ignore;
    case puzzle::suite::ReturnValue::printed: return HarnessReturn::print;
  }
  return HarnessReturn::ignore;
}

}  // namespace

puzzle::Expected<std::vector<std::string>, std::string> harness_argv_for(
    const puzzle::suite::RunSpec& run, const std::string& call_args, const fs::path& folder) {
  using puzzle::suite::RunMode;
  const auto harness = install_harness(folder);
  if (!harness) return puzzle::unexpected(harness.error());
  const HarnessReturn returned = harness_return(run.return_value);
  switch (run.mode) {
    case RunMode::call:
      return harness_call_argv(*harness, run.module + ".py", run.function, call_args, returned);
    case RunMode::notebook:
      return harness_notebook_argv(*harness, run.file, run.function, call_args, returned);
    case RunMode::command: break;
  }
  return std::vector<std::string>{};
}

}  // namespace grader

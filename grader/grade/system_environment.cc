// The only file of grade/ that knows the run layer's workspace and harness APIs.
#include <iterator>

#include <fmt/format.h>

#include "check/text.h"
#include "grade/environment.h"
#include "grade/python_probe.h"
#include "run/harness.h"
#include "run/workspace.h"

namespace grader {
namespace {

// Which of the path limits `path` is over, said to the student with the path.
std::string path_limit_sentence(const std::filesystem::path& path, const WorkspaceLimits& limits) {
  const std::size_t bytes = path.native().size();
  if (bytes > limits.max_path_bytes) {
    return fmt::format("the path {} in the submission is {} bytes long, more than the {} the "
                       "grader takes: hand in your program's files in fewer folders with "
                       "shorter names",
                       display_ends(path.string()), bytes, limits.max_path_bytes);
  }
  return fmt::format("the folder {} in the submission is {} folders deep, more than the {} the "
                     "grader takes: hand in your program's files in fewer folders",
                     display_ends(path.string()), std::distance(path.begin(), path.end()),
                     limits.max_path_depth);
}

// A submission over a workspace's limits (size, files, a path too long or too deep) is
// the student's to fix, said in plain words; any other failure, a path too long for the
// grader's own temporary folder included, is the grader's.
FolderError folder_error(const WorkspaceOrError& made, const std::filesystem::path& submission) {
  const WorkspaceLimits limits;
  switch (made.error) {
    case WorkspaceError::too_large:
      return {FolderFault::submission,
              fmt::format("the submission is larger than {} MB, the most the grader takes: hand "
                          "in your program's files only",
                          limits.max_bytes >> 20)};
    case WorkspaceError::too_many_entries:
      return {FolderFault::submission,
              fmt::format("the submission holds more than {} files and folders, the most the "
                          "grader takes: hand in your program's files only",
                          limits.max_entries)};
    case WorkspaceError::path_too_long:
      return {FolderFault::submission, path_limit_sentence(made.too_long, limits)};
    case WorkspaceError::submission_missing:
    case WorkspaceError::io_error: break;
  }
  return {FolderFault::grader, fmt::format("cannot prepare a folder for the submission {}: {}",
                                           submission.string(), made.message)};
}

// Hands its workspace to the janitor when the test is done with it, so the next test
// need not wait for the removal.
class WorkspaceFolder final : public TestFolder {
 public:
  WorkspaceFolder(Workspace workspace, WorkspaceJanitor& janitor)
      : workspace_(std::move(workspace)), janitor_(janitor) {}
  ~WorkspaceFolder() override { janitor_.dispose(std::move(workspace_)); }
  WorkspaceFolder(const WorkspaceFolder&) = delete;
  WorkspaceFolder& operator=(const WorkspaceFolder&) = delete;
  const std::filesystem::path& path() const override { return workspace_.dir(); }
  std::string quota_reached() const override {
    const QuotaUse use = workspace_.quota_use();
    if (!use.bytes_full && !use.files_full) return {};
    const WorkspaceLimits limits;
    return use.files_full ? fmt::format("it made more files than its folder may hold ({} files)",
                                        limits.quota_files)
                          : fmt::format("it wrote more data than its folder may hold ({} MB)",
                                        limits.quota_bytes >> 20);
  }

 private:
  Workspace workspace_;
  WorkspaceJanitor& janitor_;
};

class SystemEnvironment final : public GradingEnvironment {
 public:
  explicit SystemEnvironment(ProcessRunner& runner) : python_(runner) {}

  puzzle::Expected<std::unique_ptr<TestFolder>, FolderError> make_folder(
      const std::filesystem::path& submission) override {
    WorkspaceOrError made = Workspace::create(submission);
    if (!made.workspace) return puzzle::unexpected(folder_error(made, submission));
    return std::unique_ptr<TestFolder>(
        std::make_unique<WorkspaceFolder>(std::move(*made.workspace), janitor_));
  }

  puzzle::Expected<std::vector<std::string>, std::string> harness_argv(
      const RunSpec& run, const std::string& call_args,
      const std::filesystem::path& folder) override {
    return harness_argv_for(run, call_args, folder);
  }

  std::vector<std::string> python_problems(const Suite& suite) override {
    return grader::python_problems(suite, python_);
  }

 private:
  PythonProbe python_;  // its answers are cached for the whole command
  // Outlives every folder made here; its destructor waits until all are removed.
  WorkspaceJanitor janitor_;
};

}  // namespace

std::unique_ptr<GradingEnvironment> make_system_environment(ProcessRunner& runner) {
  return std::make_unique<SystemEnvironment>(runner);
}

}  // namespace grader

#include "web_environment.h"

#include <fmt/format.h>
#include <system_error>

#include "run/harness.h"

namespace grader::web {
namespace {
namespace fs = std::filesystem;

class MemoryFolder final : public TestFolder {
 public:
  explicit MemoryFolder(fs::path path) : path_(std::move(path)) {}
  ~MemoryFolder() override {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  MemoryFolder(const MemoryFolder&) = delete;
  MemoryFolder& operator=(const MemoryFolder&) = delete;
  const fs::path& path() const override { return path_; }

 private:
  fs::path path_;
};

class WebEnvironment final : public GradingEnvironment {
 public:
  puzzle::Expected<std::unique_ptr<TestFolder>, FolderError> make_folder(
      const fs::path& submission) override {
    const fs::path folder = fs::path("/runs") / fmt::format("test-{}", ++made_);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (!ec) {
      const fs::path target = fs::is_directory(submission) ? folder
                                                           : folder / submission.filename();
      fs::copy(submission, target, fs::copy_options::recursive, ec);
    }
    if (ec) {
      return puzzle::unexpected(FolderError{
          FolderFault::grader,
          fmt::format("cannot copy the submission into the page's memory: {}", ec.message())});
    }
    return std::unique_ptr<TestFolder>(std::make_unique<MemoryFolder>(folder));
  }

  puzzle::Expected<std::vector<std::string>, std::string> harness_argv(
      const RunSpec& run, const std::string& call_args, const fs::path& folder) override {
    return harness_argv_for(run, call_args, folder);
  }

 private:
  int made_ = 0;
};

}  // namespace

std::unique_ptr<GradingEnvironment> make_web_environment() {
  return std::make_unique<WebEnvironment>();
}

}  // namespace grader::web

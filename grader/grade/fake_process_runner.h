// Test doubles for grading without processes: a ProcessRunner that answers from a
// script and an environment whose folders are real temporary folders (so output files
// can be "written" by the script) but whose harness is a fixed argv.
#pragma once

#include <atomic>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "grade/environment.h"
#include "run/process_runner.h"

namespace grader {

class FakeProcessRunner final : public ProcessRunner {
 public:
  // Gets the spec of each run; may write files into spec.working_dir.
  using Script = std::function<ProcessResult(const ProcessSpec&)>;

  explicit FakeProcessRunner(Script script) : script_(std::move(script)) {}

  ProcessResult run(const ProcessSpec& spec) override {
    {
      std::lock_guard lock(mutex_);
      specs_.push_back(spec);
    }
    return script_(spec);
  }

  std::vector<ProcessSpec> specs() const {
    std::lock_guard lock(mutex_);
    return specs_;
  }

  // What Ctrl-C does to the real runner (BoostProcessRunner::stop_all); a script may call
  // it to stand in for a stop that comes while a run is in progress.
  void stop() { stopped_ = true; }
  bool stopped() const override { return stopped_; }

 private:
  std::atomic<bool> stopped_{false};
  Script script_;
  mutable std::mutex mutex_;
  std::vector<ProcessSpec> specs_;
};

// A result for a program that exited with `code` after printing `out`.
inline ProcessResult exited(int code, std::string out = "", std::string err = "") {
  ProcessResult result;
  result.termination = Termination::exited;
  result.exit_code = code;
  result.stdout_data = std::move(out);
  result.stderr_data = std::move(err);
  result.wall_time = std::chrono::milliseconds(12);
  result.peak_memory_bytes = 5 << 20;
  return result;
}

inline ProcessResult stopped(Termination how) {
  ProcessResult result = exited(-1);
  result.termination = how;
  result.signal = how == Termination::signaled ? 11 : 9;
  return result;
}

inline void write_file(const std::filesystem::path& path, const std::string& data) {
  std::ofstream(path, std::ios::binary) << data;
}

class FakeFolder final : public TestFolder {
 public:
  explicit FakeFolder(std::filesystem::path path) : path_(std::move(path)) {
    std::filesystem::create_directories(path_);
  }
  ~FakeFolder() override {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const override { return path_; }

 private:
  std::filesystem::path path_;
};

class FakeEnvironment final : public GradingEnvironment {
 public:
  puzzle::Expected<std::unique_ptr<TestFolder>, FolderError> make_folder(
      const std::filesystem::path&) override {
    if (folder_error) return puzzle::unexpected(*folder_error);
    static std::atomic<int> counter{0};
    auto dir = std::filesystem::temp_directory_path() /
               ("grader-fake-" + std::to_string(std::random_device{}()) + "-" +
                std::to_string(counter++));
    return std::unique_ptr<TestFolder>(std::make_unique<FakeFolder>(dir));
  }
  puzzle::Expected<std::vector<std::string>, std::string> harness_argv(
      const RunSpec& run, const std::string& call_args, const std::filesystem::path&) override {
    if (!harness_error.empty()) return puzzle::unexpected(harness_error);
    return std::vector<std::string>{"harness", run.module + run.file, run.function, call_args};
  }
  // When set, harness_argv fails with this message (the grader cannot read its harness).
  std::string harness_error;
  // When set, make_folder fails so (e.g. the submission is over a folder's limits).
  std::optional<FolderError> folder_error;
};

}  // namespace grader

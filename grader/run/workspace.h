// A fresh temporary folder per test holding a copy of the submission, removed when the
// Workspace goes out of scope (RAII), even if the program made files read-only.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace grader {

struct WorkspaceLimits {
  std::uint64_t max_bytes = 64ULL << 20;  // total size of the copied files
  std::size_t max_entries = 10'000;       // files and folders
  // The disk quota of the whole folder, the copy included: where the grader may mount
  // (root), the folder is a tmpfs of its own with size= and nr_inodes= (its pages count
  // against the run's memory cap too), so 1e6 empty files or 2 GiB of data stop at the
  // quota (ENOSPC), and removal is one unmount. 0: no quota.
  std::uint64_t quota_bytes = 128ULL << 20;
  std::size_t quota_files = 20'000;
  // A path inside the submission (relative to it) is at most max_path_bytes long and
  // max_path_depth folders deep: the student's own layout then fits under any temporary
  // folder (Linux refuses a path over 4,096 bytes, ENAMETOOLONG), and the copy, which
  // holds a folder open per level, cannot run out of file descriptors.
  std::size_t max_path_bytes = 1024;
  std::size_t max_path_depth = 32;
};

// How full a workspace's quota is, for the verdict after a run.
struct QuotaUse {
  bool bytes_full = false;  // under 1 MiB left
  bool files_full = false;  // under 16 inodes left
};

enum class WorkspaceError {
  submission_missing,  // the submission path does not exist
  too_large,           // over WorkspaceLimits::max_bytes
  too_many_entries,    // over WorkspaceLimits::max_entries
  path_too_long,       // over WorkspaceLimits::max_path_bytes or max_path_depth
  io_error,            // the temporary folder or a copy could not be made
};

// A short human-readable name ("too large", ...) for messages.
const char* to_string(WorkspaceError error);

// How every workspace folder's name starts: puzzle-ws-<instance tag>-XXXXXX. The sweep
// after a killed grader (cgroup.cc) finds its folders by it.
inline constexpr std::string_view kWorkspacePrefix = "puzzle-ws-";

// Held shared while the grader writes a file into a workspace (the submission's copy, the
// harness), and exclusively by each fork (boost_process_runner.cc spawn). Linux refuses to
// exec a file that any process holds open for writing ("Text file busy", ETXTBSY), and a
// fork copies every open descriptor of the grader into its child until that child's own
// exec: a run forked in one thread while another thread copied a compiled submission kept
// the copy open for writing, and that submission's run failed to start as if it were the
// program's fault. With this lock no child is forked while a copy is open for writing.
std::shared_mutex& copy_fork_lock();

// `text` (a program's stderr) with the folder each test ran in taken out of its paths:
// "/submission/driver.py" (kSandboxWorkdir, under the sandbox) and
// "/tmp/puzzle-ws-<tag>-XXXXXX/driver.py" (without it) both read "driver.py". That folder
// differs from run to run and from one sandbox mode to another, and tells a student
// nothing about their program.
std::string without_workspace_folder(std::string_view text);

struct WorkspaceOrError;

class Workspace {
 public:
  // Creates <parent>/puzzle-ws-XXXXXX (mode 0700) and copies the submission into it: a
  // single file is copied under its own name, a folder's contents are copied
  // recursively. Symbolic links are never followed out of the submission: a link to a
  // regular file inside it is copied as that file, any other link (to a folder, or
  // leading outside) and any special file (fifo, socket, device) is skipped and listed
  // in skipped().
  static WorkspaceOrError create(
      const std::filesystem::path& submission, const WorkspaceLimits& limits = {},
      const std::filesystem::path& parent = std::filesystem::temp_directory_path());

  Workspace(Workspace&& other) noexcept;
  Workspace& operator=(Workspace&& other) noexcept;
  Workspace(const Workspace&) = delete;
  Workspace& operator=(const Workspace&) = delete;
  ~Workspace();

  const std::filesystem::path& dir() const { return dir_; }
  // Whether the folder is a tmpfs with a quota (false where mounting is not allowed).
  bool has_quota() const { return quota_mounted_; }
  QuotaUse quota_use() const;
  // Paths, relative to the submission, that were not copied.
  const std::vector<std::filesystem::path>& skipped() const { return skipped_; }

 private:
  friend struct WorkspaceBuilder;
  explicit Workspace(std::filesystem::path dir) : dir_(std::move(dir)) {}
  std::filesystem::path dir_;
  std::vector<std::filesystem::path> skipped_;
  bool quota_mounted_ = false;
};

// Detaches the quota tmpfs mounted on `dir`, if any (what it held is freed at once),
// then removes `dir` with remove_tree(). Used for workspaces, also those a dead grader
// left (cgroup.h's sweep).
bool remove_workspace_folder(const std::filesystem::path& dir);

struct WorkspaceOrError {
  std::optional<Workspace> workspace;  // set on success
  WorkspaceError error = WorkspaceError::io_error;
  std::string message;  // set on failure
  // path_too_long: the first path found over the limits, relative to the submission.
  std::filesystem::path too_long;
};

// Removes finished workspaces on a background thread, so that a worker can start its next
// test while the file system deletes the last folder (~0.3 ms on ext4, as much as
// creating it). Removal order is arrival order. The destructor returns only once every
// workspace handed over is gone, so nothing outlives the object that owns the janitor.
class WorkspaceJanitor {
 public:
  WorkspaceJanitor();
  ~WorkspaceJanitor();
  WorkspaceJanitor(const WorkspaceJanitor&) = delete;
  WorkspaceJanitor& operator=(const WorkspaceJanitor&) = delete;

  // Takes the workspace and removes it soon. When kMaxPending folders already wait
  // (removal slower than grading), removes this one now instead, on the caller's thread.
  void dispose(Workspace workspace);

  static constexpr std::size_t kMaxPending = 64;

 private:
  void remove_pending();

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Workspace> pending_;
  bool stopping_ = false;
  std::thread thread_;  // last: starts after the members it uses exist
};

// When the grader runs as root, each run has a uid of its own (docs/sandbox.md) that must
// reach its workspace under `parent`: every folder from / down to `parent` needs search
// permission (x) for others. Returns a one-line description of the first folder that
// lacks it, or nullopt when all is well or when the grader is not root (runs then have the
// grader's own uid).
std::optional<std::string> unreachable_by_run_users(
    const std::filesystem::path& parent = std::filesystem::temp_directory_path());

// Without bubblewrap, a run's own uid (the grader being root) can read whatever "others"
// may: describes how `path` is open to them, e.g. "/autograder/source/hidden.yaml (mode
// 0644) can be read by every user", or nullopt when some folder above it keeps others
// out, or when `path` itself is a file others may not read / a folder they may neither
// list nor enter.
std::optional<std::string> open_to_other_users(const std::filesystem::path& path);

// Whether users other than the grader could replace what the grader writes under `path`
// (a batch's --out: a run's uid could otherwise swap results/ for its own): describes the
// first of `path` (if it exists) and its folders `sub` (e.g. "results") that another user
// owns or that its group or others may write, or a folder above them that group or others
// may write without the sticky bit (they could rename `path` away), e.g. "/srv/out (mode
// 0777) can be written by every user"; nullopt when none. Folders above owned by another
// user (an instructor's home, graded by root) are accepted: that user is not a run.
std::optional<std::string> writable_by_other_users(const std::filesystem::path& path,
                                                   const std::vector<std::string>& sub = {});

// Removes `root` and everything under it, first giving the owner rwx on every folder so
// that read-only folders made by the program do not stop the removal. Never follows
// symbolic links. Returns false if something could not be removed.
bool remove_tree(const std::filesystem::path& root);

}  // namespace grader

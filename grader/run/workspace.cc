#include "run/workspace.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <system_error>
#include <utility>

#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <fmt/format.h>

#include "run/instance.h"
#include "run/sandbox.h"

namespace grader {
namespace fs = std::filesystem;

namespace {

// Where the path holding text[at] starts: after the last quote, space or '(' before it.
std::size_t path_start(std::string_view text, std::size_t at) {
  const std::size_t before = text.find_last_of("\"' (=", at);
  return before == std::string_view::npos ? 0 : before + 1;
}

}  // namespace

std::shared_mutex& copy_fork_lock() {
  static std::shared_mutex lock;
  return lock;
}

std::string without_workspace_folder(std::string_view text) {
  const std::string sandbox_folder = std::string(kSandboxWorkdir) + "/";
  std::string out;
  std::size_t from = 0;
  while (from < text.size()) {
    const std::size_t in_sandbox = text.find(sandbox_folder, from);
    std::size_t own = text.find(std::string("/") + std::string(kWorkspacePrefix), from);
    const std::size_t own_end = own == std::string_view::npos ? own : text.find('/', own + 1);
    if (own_end == std::string_view::npos) own = std::string_view::npos;
    if (in_sandbox == std::string_view::npos && own == std::string_view::npos) break;
    if (own == std::string_view::npos ||
        (in_sandbox != std::string_view::npos && in_sandbox < own)) {
      out.append(text.substr(from, in_sandbox - from));
      from = in_sandbox + sandbox_folder.size();
    } else {
      const std::size_t start = std::max(path_start(text, own), from);
      out.append(text.substr(from, start - from));
      from = own_end + 1;
    }
  }
  out.append(text.substr(std::min(from, text.size())));
  return out;
}

namespace {

bool is_inside(const fs::path& path, const fs::path& root) {
  const auto mismatch = std::mismatch(root.begin(), root.end(), path.begin(), path.end());
  return mismatch.first == root.end();
}

// A tmpfs of its own on `dir`, private to the grader (mode 0700 like mkdtemp's folder).
bool mount_quota(const fs::path& dir, const WorkspaceLimits& limits) {
  if (limits.quota_bytes == 0 || ::geteuid() != 0) return false;
  const std::string options = fmt::format("size={},nr_inodes={},mode=0700", limits.quota_bytes,
                                          limits.quota_files);
  return ::mount("puzzle-ws", dir.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, options.c_str()) == 0;
}

}  // namespace

// Copies one submission into a workspace folder, counting entries and bytes.
struct WorkspaceBuilder {
  const fs::path& root;  // canonical submission folder (or the file's folder)
  const WorkspaceLimits& limits;
  Workspace& workspace;
  std::uint64_t bytes = 0;
  std::size_t entries = 0;
  std::optional<WorkspaceError> error;
  std::string message;
  fs::path too_long;

  void fail(WorkspaceError e, std::string what) {
    if (!error) {
      error = e;
      message = std::move(what);
    }
  }

  bool count(std::uint64_t size) {
    bytes += size;
    ++entries;
    if (entries > limits.max_entries)
      fail(WorkspaceError::too_many_entries,
           "more than " + std::to_string(limits.max_entries) + " files");
    if (bytes > limits.max_bytes)
      fail(WorkspaceError::too_large, "more than " + std::to_string(limits.max_bytes) + " bytes");
    return !error;
  }

  void copy_file(const fs::path& from, const fs::path& rel) {
    std::error_code ec;
    const auto size = fs::file_size(from, ec);
    if (ec || !count(size)) return;
    std::shared_lock writing(copy_fork_lock());
    fs::copy_file(from, workspace.dir() / rel, ec);
    if (ec) fail(WorkspaceError::io_error, "cannot copy " + rel.string() + ": " + ec.message());
  }

  // A link is copied as its target only when that target is a regular file inside root.
  void copy_link(const fs::path& link, const fs::path& rel) {
    std::error_code ec;
    const fs::path target = fs::weakly_canonical(link, ec);
    if (!ec && is_inside(target, root) && fs::is_regular_file(fs::symlink_status(target, ec))) {
      copy_file(target, rel);
      return;
    }
    workspace.skipped_.push_back(rel);
  }

  // A folder is seen before anything in it, so the copy never goes below the limits.
  bool within_path_limits(const fs::path& rel, bool is_folder) {
    const auto depth = static_cast<std::size_t>(std::distance(rel.begin(), rel.end()));
    if (rel.native().size() <= limits.max_path_bytes &&
        (!is_folder || depth <= limits.max_path_depth)) {
      return true;
    }
    fail(WorkspaceError::path_too_long, fmt::format("{} is {} bytes long, {} parts deep",
                                                    rel.string(), rel.native().size(), depth));
    too_long = rel;
    return false;
  }

  void copy_entry(const fs::directory_entry& entry) {
    std::error_code ec;
    const fs::path rel = entry.path().lexically_relative(root);
    if (!within_path_limits(rel, entry.is_directory(ec) && !entry.is_symlink(ec))) return;
    const auto status = entry.symlink_status(ec);
    if (ec) return fail(WorkspaceError::io_error, "cannot read " + rel.string());
    if (fs::is_symlink(status)) return copy_link(entry.path(), rel);
    if (fs::is_regular_file(status)) return copy_file(entry.path(), rel);
    if (fs::is_directory(status)) {
      if (count(0)) fs::create_directory(workspace.dir() / rel, ec);
      if (ec) fail(WorkspaceError::io_error, "cannot create " + rel.string());
      return;
    }
    workspace.skipped_.push_back(rel);
  }

  void copy_folder() {
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::none, ec), end;
    for (; !ec && !error && it != end; it.increment(ec)) copy_entry(*it);
    if (ec) fail(WorkspaceError::io_error, "cannot list the submission: " + ec.message());
  }
};

const char* to_string(WorkspaceError error) {
  switch (error) {
    case WorkspaceError::submission_missing: return "submission missing";
    case WorkspaceError::too_large: return "submission too large";
    case WorkspaceError::too_many_entries: return "too many files in the submission";
    case WorkspaceError::path_too_long: return "a path in the submission is too long";
    case WorkspaceError::io_error: return "cannot prepare the workspace";
  }
  return "cannot prepare the workspace";
}

WorkspaceOrError Workspace::create(const fs::path& submission, const WorkspaceLimits& limits,
                                   const fs::path& parent) {
  std::error_code ec;
  const fs::path source = fs::canonical(submission, ec);
  if (ec)
    return {std::nullopt,
            WorkspaceError::submission_missing,
            submission.string() + ": " + ec.message(),
            {}};
  // The grader's tag in the name, and the parent in its lock file: a later grader
  // removes the folders of a dead one.
  note_workspace_parent(parent);
  std::string templ =
      (parent / (std::string(kWorkspacePrefix) + instance_tag() + "-XXXXXX")).string();
  if (::mkdtemp(templ.data()) == nullptr) {
    return {
        std::nullopt, WorkspaceError::io_error, "mkdtemp in " + parent.string() + " failed", {}};
  }
  Workspace workspace{fs::path(templ)};
  workspace.quota_mounted_ = mount_quota(workspace.dir_, limits);
  const bool single_file = fs::is_regular_file(source, ec);
  const fs::path root = single_file ? source.parent_path() : source;
  WorkspaceBuilder builder{root, limits, workspace, 0, 0, std::nullopt, {}, {}};
  if (single_file) {
    builder.copy_file(source, source.filename());
  } else {
    builder.copy_folder();
  }
  if (builder.error) return {std::nullopt, *builder.error, builder.message, builder.too_long};
  return {std::move(workspace), WorkspaceError::io_error, {}, {}};
}

Workspace::Workspace(Workspace&& other) noexcept
    : dir_(std::exchange(other.dir_, {})),
      skipped_(std::move(other.skipped_)),
      quota_mounted_(std::exchange(other.quota_mounted_, false)) {}

Workspace& Workspace::operator=(Workspace&& other) noexcept {
  if (this != &other) {
    if (!dir_.empty()) remove_workspace_folder(dir_);
    dir_ = std::exchange(other.dir_, {});
    skipped_ = std::move(other.skipped_);
    quota_mounted_ = std::exchange(other.quota_mounted_, false);
  }
  return *this;
}

Workspace::~Workspace() {
  if (!dir_.empty()) remove_workspace_folder(dir_);
}

QuotaUse Workspace::quota_use() const {
  struct statvfs info {};
  if (!quota_mounted_ || ::statvfs(dir_.c_str(), &info) != 0) return {};
  return {static_cast<std::uint64_t>(info.f_bavail) * info.f_frsize < (1ULL << 20),
          info.f_favail < 16};
}

bool remove_workspace_folder(const fs::path& dir) {
  // Only a mount on exactly this folder: its device differs from its parent's.
  struct stat self {
  }, parent{};
  if (::lstat(dir.c_str(), &self) == 0 && S_ISDIR(self.st_mode) &&
      ::lstat(dir.parent_path().c_str(), &parent) == 0 && self.st_dev != parent.st_dev) {
    ::umount2(dir.c_str(), MNT_DETACH | UMOUNT_NOFOLLOW);
  }
  return remove_tree(dir);
}

WorkspaceJanitor::WorkspaceJanitor() : thread_([this] { remove_pending(); }) {}

WorkspaceJanitor::~WorkspaceJanitor() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void WorkspaceJanitor::dispose(Workspace workspace) {
  {
    std::lock_guard lock(mutex_);
    if (pending_.size() < kMaxPending) {
      pending_.push_back(std::move(workspace));
      wake_.notify_one();
      return;
    }
  }
  // `workspace` is removed here, when it goes out of scope.
}

void WorkspaceJanitor::remove_pending() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return stopping_ || !pending_.empty(); });
    if (pending_.empty()) return;  // stopping, and everything is removed
    Workspace next = std::move(pending_.front());
    pending_.pop_front();
    lock.unlock();
    { const Workspace removed_at_scope_exit = std::move(next); }
    lock.lock();
  }
}

namespace {

// Gives the owner rwx on every folder under `dir` (not following links), so that
// remove_all can list and empty them.
void open_up_folders(const fs::path& dir) {
  std::error_code ec;
  fs::permissions(dir, fs::perms::owner_all, fs::perm_options::add | fs::perm_options::nofollow,
                  ec);
  for (const auto& entry : fs::directory_iterator(dir, ec)) {
    std::error_code entry_ec;
    if (entry.is_directory(entry_ec) && !entry.is_symlink(entry_ec)) open_up_folders(entry.path());
  }
}

}  // namespace

std::optional<std::string> unreachable_by_run_users(const fs::path& parent) {
  if (::geteuid() != 0) return std::nullopt;
  std::error_code ec;
  const fs::path folder = fs::canonical(parent, ec);
  if (ec) return parent.string() + " does not exist";
  fs::path path;
  for (const fs::path& part : folder) {
    path /= part;
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return path.string() + " cannot be read";
    if ((info.st_mode & S_IXOTH) == 0) {
      return fmt::format("{} (mode {:04o}) cannot be entered by other users", path.string(),
                         info.st_mode & 07777);
    }
  }
  return std::nullopt;
}

std::optional<std::string> open_to_other_users(const fs::path& path) {
  std::error_code ec;
  const fs::path target = fs::canonical(path, ec);
  if (ec) return std::nullopt;
  fs::path above;
  for (const fs::path& part : target.parent_path()) {
    above /= part;
    struct stat info {};
    if (::stat(above.c_str(), &info) != 0 || (info.st_mode & S_IXOTH) == 0) return std::nullopt;
  }
  struct stat info {};
  if (::stat(target.c_str(), &info) != 0) return std::nullopt;
  const bool folder = S_ISDIR(info.st_mode);
  const mode_t open_bits = folder ? (S_IROTH | S_IXOTH) : S_IROTH;
  if ((info.st_mode & open_bits) == 0) return std::nullopt;
  return fmt::format("{} (mode {:04o}) can be {} by every user", target.string(),
                     info.st_mode & 07777, folder ? "entered" : "read");
}

namespace {

// Who may replace an entry of a folder: its owner, and whoever may write to it (unless
// the folder is sticky and the entry is not theirs, as in /tmp).
enum class Role { above_out, out };

std::optional<std::string> others_may_write(const fs::path& path, const struct stat& info,
                                            Role role) {
  if (role == Role::out && info.st_uid != ::geteuid()) {
    return fmt::format("{} belongs to another user (uid {})", path.string(), info.st_uid);
  }
  if ((info.st_mode & (S_IWGRP | S_IWOTH)) == 0) return std::nullopt;
  if (role == Role::above_out && (info.st_mode & S_ISVTX) != 0) return std::nullopt;
  return fmt::format("{} (mode {:04o}) can be written by {}", path.string(), info.st_mode & 07777,
                     (info.st_mode & S_IWOTH) != 0 ? "every user" : "its group");
}

}  // namespace

std::optional<std::string> writable_by_other_users(const fs::path& path,
                                                   const std::vector<std::string>& sub) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  if (ec) return std::nullopt;
  fs::path above;
  for (const fs::path& part : absolute.parent_path()) {  // sticky folders such as /tmp are fine
    above /= part;
    struct stat info {};
    if (::stat(above.c_str(), &info) != 0) break;
    if (auto problem = others_may_write(above, info, Role::above_out)) return problem;
  }
  std::vector<fs::path> own = {absolute};
  for (const std::string& name : sub) own.push_back(absolute / name);
  for (const fs::path& folder : own) {
    struct stat info {};
    if (::lstat(folder.c_str(), &info) != 0) continue;  // not made yet: the grader makes it 0700
    if (auto problem = others_may_write(folder, info, Role::out)) return problem;
  }
  return std::nullopt;
}

bool remove_tree(const fs::path& root) {
  std::error_code ec;
  if (!fs::exists(fs::symlink_status(root, ec))) return true;
  if (fs::is_directory(fs::symlink_status(root, ec))) open_up_folders(root);
  fs::remove_all(root, ec);
  return !ec;
}

}  // namespace grader

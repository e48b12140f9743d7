#include "run/workspace.h"

#include <fstream>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

namespace grader {
namespace {
namespace fs = std::filesystem;

void write_file(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path) << text;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

class WorkspaceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (fs::temp_directory_path() / "workspace-test-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    root_ = templ;
    submission_ = root_ / "submission";
    parent_ = root_ / "workspaces";
    fs::create_directories(submission_);
    fs::create_directories(parent_);
  }
  void TearDown() override { remove_tree(root_); }

  Workspace make(const fs::path& source, const WorkspaceLimits& limits = {}) {
    WorkspaceOrError made = Workspace::create(source, limits, parent_);
    EXPECT_TRUE(made.workspace.has_value()) << made.message;
    return std::move(*made.workspace);
  }

  fs::path root_, submission_, parent_;
};

TEST_F(WorkspaceTest, copies_a_single_file_under_its_name) {
  write_file(submission_ / "driver.py", "print(1)\n");
  Workspace ws = make(submission_ / "driver.py");
  EXPECT_EQ(read_file(ws.dir() / "driver.py"), "print(1)\n");
  EXPECT_EQ(ws.dir().parent_path(), parent_);
}

TEST_F(WorkspaceTest, copies_a_folder_recursively) {
  write_file(submission_ / "a.py", "a");
  write_file(submission_ / "pkg" / "b.py", "b");
  Workspace ws = make(submission_);
  EXPECT_EQ(read_file(ws.dir() / "a.py"), "a");
  EXPECT_EQ(read_file(ws.dir() / "pkg" / "b.py"), "b");
}

TEST_F(WorkspaceTest, each_workspace_is_a_fresh_folder) {
  write_file(submission_ / "a.py", "a");
  Workspace first = make(submission_);
  Workspace second = make(submission_);
  EXPECT_NE(first.dir(), second.dir());
}

TEST_F(WorkspaceTest, symlink_leading_outside_is_skipped_and_inside_is_copied_as_a_file) {
  write_file(root_ / "secret.txt", "expected outputs");
  write_file(submission_ / "real.py", "real");
  fs::create_symlink(root_ / "secret.txt", submission_ / "leak.txt");
  fs::create_symlink("real.py", submission_ / "alias.py");
  fs::create_directory_symlink(root_, submission_ / "up");
  Workspace ws = make(submission_);
  EXPECT_FALSE(fs::exists(fs::symlink_status(ws.dir() / "leak.txt")));
  EXPECT_FALSE(fs::exists(fs::symlink_status(ws.dir() / "up")));
  EXPECT_FALSE(fs::is_symlink(ws.dir() / "alias.py"));
  EXPECT_EQ(read_file(ws.dir() / "alias.py"), "real");
  EXPECT_EQ(ws.skipped().size(), 2u);
}

TEST_F(WorkspaceTest, too_large_a_submission_is_refused_and_leaves_nothing) {
  write_file(submission_ / "big.txt", std::string(2000, 'x'));
  WorkspaceOrError made = Workspace::create(submission_, {1000, 100}, parent_);
  EXPECT_FALSE(made.workspace.has_value());
  EXPECT_EQ(made.error, WorkspaceError::too_large);
  EXPECT_TRUE(fs::is_empty(parent_));
}

TEST_F(WorkspaceTest, too_many_files_are_refused) {
  for (int i = 0; i < 5; ++i) write_file(submission_ / std::to_string(i), "x");
  WorkspaceOrError made = Workspace::create(submission_, {1 << 20, 3}, parent_);
  EXPECT_EQ(made.error, WorkspaceError::too_many_entries);
}

// A folder made one level at a time, relative to the last: its whole path may be longer
// than the 4,096 bytes Linux takes in one call. Returns the innermost folder's path.
fs::path make_nested(const fs::path& top, const std::vector<std::string>& names) {
  fs::path path = top;
  for (const std::string& name : names) {
    path /= name;
    EXPECT_TRUE(fs::create_directory(path)) << path.native().size();
  }
  return path;
}

// issue 38 item 5: the student's own layout is over the limits, said with the path.
TEST_F(WorkspaceTest, a_folder_deeper_than_the_limit_is_refused_with_its_path_and_leaves_nothing) {
  write_file(submission_ / "driver.py", "x");
  make_nested(submission_, {"a", "b", "c", "d"});
  WorkspaceLimits limits;
  limits.max_path_depth = 3;
  WorkspaceOrError made = Workspace::create(submission_, limits, parent_);
  EXPECT_FALSE(made.workspace.has_value());
  EXPECT_EQ(made.error, WorkspaceError::path_too_long);
  EXPECT_EQ(made.too_long, "a/b/c/d");
  EXPECT_TRUE(fs::is_empty(parent_));
}

TEST_F(WorkspaceTest, a_path_longer_than_the_limit_is_refused_with_its_path) {
  write_file(submission_ / "pkg" / "a_rather_long_module_name.py", "x");
  WorkspaceLimits limits;
  limits.max_path_bytes = 20;
  WorkspaceOrError made = Workspace::create(submission_, limits, parent_);
  EXPECT_EQ(made.error, WorkspaceError::path_too_long);
  EXPECT_EQ(made.too_long, "pkg/a_rather_long_module_name.py");
}

TEST_F(WorkspaceTest, paths_up_to_the_limits_are_copied) {
  const fs::path deepest = make_nested(submission_, {"a", "b", "c"});
  write_file(deepest / "f.py", "x");  // a/b/c/f.py: 10 bytes, 3 folders deep
  WorkspaceLimits limits;
  limits.max_path_bytes = 10;
  limits.max_path_depth = 3;
  Workspace ws = make(submission_, limits);
  EXPECT_EQ(read_file(ws.dir() / "a" / "b" / "c" / "f.py"), "x");
}

// Five names of 255 bytes: 1,279 bytes, which fit under the class folder and under most
// temporary folders, but a student may nest deeper, past the 4,096 bytes of any.
TEST_F(WorkspaceTest, by_default_a_path_over_1024_bytes_is_the_students) {
  write_file(submission_ / "driver.py", "x");
  make_nested(submission_, std::vector<std::string>(5, std::string(255, 'd')));
  WorkspaceOrError made = Workspace::create(submission_, {}, parent_);
  EXPECT_EQ(made.error, WorkspaceError::path_too_long);
  EXPECT_EQ(made.too_long.native().size(), 1279u);
}

// A path within the limits that does not fit under the grader's own temporary folder (a
// TMPDIR thousands of bytes deep) is the grader's problem, never the student's.
TEST_F(WorkspaceTest, a_temporary_folder_too_deep_for_a_path_within_the_limits_is_an_io_error) {
  const fs::path deep_parent = make_nested(parent_,
                                           std::vector<std::string>(13, std::string(250, 't')));
  const fs::path inside = make_nested(submission_,
                                      std::vector<std::string>(4, std::string(250, 'a')));
  write_file(inside / "driver.py", "x");
  WorkspaceOrError made = Workspace::create(submission_, {}, deep_parent);
  EXPECT_FALSE(made.workspace.has_value());
  EXPECT_EQ(made.error, WorkspaceError::io_error) << made.message;
}

TEST_F(WorkspaceTest, missing_submission_is_reported) {
  WorkspaceOrError made = Workspace::create(root_ / "nope", {}, parent_);
  EXPECT_FALSE(made.workspace.has_value());
  EXPECT_EQ(made.error, WorkspaceError::submission_missing);
}

TEST_F(WorkspaceTest, is_removed_on_scope_exit_even_with_read_only_folders_and_odd_names) {
  write_file(submission_ / "a.py", "a");
  fs::path dir;
  {
    Workspace ws = make(submission_);
    dir = ws.dir();
    const fs::path locked = dir / "locked";
    write_file(locked / "-rf \n\t\x01name", "x");
    write_file(locked / "deeper" / "f", "x");
    ::chmod((locked / "deeper").c_str(), 0);
    ::chmod(locked.c_str(), 0500);
    ::chmod(dir.c_str(), 0500);
  }
  EXPECT_FALSE(fs::exists(dir));
}

TEST_F(WorkspaceTest, moving_transfers_ownership_of_the_folder) {
  write_file(submission_ / "a.py", "a");
  Workspace ws = make(submission_);
  const fs::path dir = ws.dir();
  {
    Workspace moved = std::move(ws);
    EXPECT_EQ(moved.dir(), dir);
    EXPECT_TRUE(fs::exists(dir));
  }
  EXPECT_FALSE(fs::exists(dir));
}

TEST_F(WorkspaceTest, janitor_removes_every_disposed_workspace_by_the_time_it_is_destroyed) {
  write_file(submission_ / "driver.py", "print(1)\n");
  std::vector<fs::path> dirs;
  {
    WorkspaceJanitor janitor;
    // More than kMaxPending, so some are removed on this thread and some on the janitor's.
    for (std::size_t i = 0; i < WorkspaceJanitor::kMaxPending + 8; ++i) {
      Workspace workspace = make(submission_);
      dirs.push_back(workspace.dir());
      fs::permissions(workspace.dir(), fs::perms::owner_read | fs::perms::owner_exec);
      janitor.dispose(std::move(workspace));
    }
  }
  for (const fs::path& dir : dirs) EXPECT_FALSE(fs::exists(dir)) << dir;
  EXPECT_TRUE(fs::is_empty(parent_));
}

TEST_F(WorkspaceTest, a_private_parent_is_unreachable_by_run_users_when_root) {
  if (::geteuid() != 0) {
    EXPECT_EQ(unreachable_by_run_users(parent_), std::nullopt);  // runs keep our uid
    return;
  }
  ::chmod(root_.c_str(), 0711);
  EXPECT_EQ(unreachable_by_run_users(parent_), std::nullopt);
  ::chmod(root_.c_str(), 0700);
  const auto problem = unreachable_by_run_users(parent_);
  ASSERT_TRUE(problem.has_value());
  EXPECT_EQ(*problem, root_.string() + " (mode 0700) cannot be entered by other users");
  EXPECT_EQ(unreachable_by_run_users(root_ / "nowhere"),
            (root_ / "nowhere").string() + " does not exist");
}

TEST_F(WorkspaceTest, a_file_is_open_to_other_users_only_if_they_can_reach_and_read_it) {
  const fs::path suite = root_ / "suites" / "hidden.yaml";
  write_file(suite, "tests: []\n");
  ::chmod(root_.c_str(), 0711);
  ::chmod((root_ / "suites").c_str(), 0755);
  ::chmod(suite.c_str(), 0644);
  EXPECT_EQ(open_to_other_users(suite), suite.string() + " (mode 0644) can be read by every user");
  EXPECT_EQ(open_to_other_users(root_ / "suites"),
            (root_ / "suites").string() + " (mode 0755) can be entered by every user");
  ::chmod(suite.c_str(), 0600);
  EXPECT_EQ(open_to_other_users(suite), std::nullopt);
  ::chmod(suite.c_str(), 0644);
  ::chmod((root_ / "suites").c_str(), 0750);  // a folder above keeps others out
  EXPECT_EQ(open_to_other_users(suite), std::nullopt);
  EXPECT_EQ(open_to_other_users(root_ / "suites"), std::nullopt);
  EXPECT_EQ(open_to_other_users(root_ / "nowhere"), std::nullopt);
}

TEST_F(WorkspaceTest, an_out_folder_that_others_could_write_is_named) {
  const fs::path out = root_ / "out";
  ::chmod(root_.c_str(), 0700);
  EXPECT_EQ(writable_by_other_users(out, {"results"}), std::nullopt);  // not made yet
  fs::create_directories(out / "results");
  ::chmod(out.c_str(), 0755);
  ::chmod((out / "results").c_str(), 0700);
  EXPECT_EQ(writable_by_other_users(out, {"results"}), std::nullopt);
  ::chmod(out.c_str(), 0777);
  EXPECT_EQ(writable_by_other_users(out, {"results"}),
            out.string() + " (mode 0777) can be written by every user");
  ::chmod(out.c_str(), 0775);
  EXPECT_EQ(writable_by_other_users(out, {"results"}),
            out.string() + " (mode 0775) can be written by its group");
  ::chmod(out.c_str(), 01777);  // sticky is not enough for the folder itself
  EXPECT_NE(writable_by_other_users(out, {"results"}), std::nullopt);
  ::chmod(out.c_str(), 0700);
  ::chmod((out / "results").c_str(), 0777);
  EXPECT_EQ(writable_by_other_users(out, {"results"}),
            (out / "results").string() + " (mode 0777) can be written by every user");
  ::chmod((out / "results").c_str(), 0700);
  ::chmod(root_.c_str(), 0777);  // others could rename out/ away
  EXPECT_EQ(writable_by_other_users(out, {"results"}),
            root_.string() + " (mode 0777) can be written by every user");
  ::chmod(root_.c_str(), 01777);  // ... not in a sticky folder such as /tmp
  EXPECT_EQ(writable_by_other_users(out, {"results"}), std::nullopt);
  ::chmod(root_.c_str(), 0700);
  if (::geteuid() == 0) {
    ASSERT_EQ(::chown(out.c_str(), 12345, 12345), 0);
    EXPECT_EQ(writable_by_other_users(out, {"results"}),
              out.string() + " belongs to another user (uid 12345)");
  }
}

TEST_F(WorkspaceTest, a_quota_stops_files_and_bytes_and_removal_is_one_unmount) {
  if (::geteuid() != 0) GTEST_SKIP() << "only root may mount the quota tmpfs";
  write_file(submission_ / "driver.py", "print(1)\n");
  WorkspaceLimits limits;
  limits.quota_bytes = 4 << 20;
  limits.quota_files = 100;
  fs::path dir;
  {
    Workspace ws = make(submission_, limits);
    dir = ws.dir();
    ASSERT_TRUE(ws.has_quota());
    EXPECT_EQ(read_file(dir / "driver.py"), "print(1)\n");  // the copy is inside the quota
    EXPECT_FALSE(ws.quota_use().files_full);
    int made = 0;
    for (; made < 1000; ++made) {
      std::ofstream file(dir / std::to_string(made));
      if (!file) break;
    }
    EXPECT_LT(made, 100);  // stopped at the inode quota
    EXPECT_TRUE(ws.quota_use().files_full);
  }
  EXPECT_FALSE(fs::exists(dir));
  {
    Workspace ws = make(submission_, limits);
    dir = ws.dir();
    std::ofstream big(dir / "big", std::ios::binary);
    const std::string mib(1 << 20, 'x');
    for (int i = 0; i < 8 && big; ++i)
      big.write(mib.data(), static_cast<std::streamsize>(mib.size()));
    big.close();
    EXPECT_LE(fs::file_size(dir / "big"), 4u << 20);
    EXPECT_TRUE(ws.quota_use().bytes_full);
  }
  EXPECT_FALSE(fs::exists(dir));
}

TEST(RemoveTree, does_not_follow_symlinks_out) {
  std::string templ = (fs::temp_directory_path() / "remove-tree-test-XXXXXX").string();
  ASSERT_NE(::mkdtemp(templ.data()), nullptr);
  const fs::path root = templ;
  write_file(root / "keep" / "precious.txt", "keep me");
  write_file(root / "doomed" / "x", "x");
  fs::create_directory_symlink(root / "keep", root / "doomed" / "link");
  EXPECT_TRUE(remove_tree(root / "doomed"));
  EXPECT_EQ(read_file(root / "keep" / "precious.txt"), "keep me");
  remove_tree(root);
}

// The two folders a test runs in, as Python's traceback and its errors name them, and
// paths of the program's own that only look alike, worked by hand.
TEST(WithoutWorkspaceFolder, takes_the_test_folder_out_of_each_path) {
  EXPECT_EQ(without_workspace_folder("  File \"/submission/driver.py\", line 2"),
            "  File \"driver.py\", line 2");
  EXPECT_EQ(without_workspace_folder(
                "  File \"/tmp/t/puzzle-ws-g13-179-cyWpji/pkg/search.py\", line 9, in bfs"),
            "  File \"pkg/search.py\", line 9, in bfs");
  EXPECT_EQ(without_workspace_folder(
                "OSError: [Errno 30] Read-only file system: '/submission/out.txt' and "
                "'/var/puzzle-ws-a-b/x/y'"),
            "OSError: [Errno 30] Read-only file system: 'out.txt' and 'x/y'");
  EXPECT_EQ(without_workspace_folder("  File \"/usr/lib/python3.11/heapq.py\", line 1"),
            "  File \"/usr/lib/python3.11/heapq.py\", line 1");
  EXPECT_EQ(without_workspace_folder("/submission"), "/submission");
  EXPECT_EQ(without_workspace_folder("puzzle-ws-x has no slash after it"),
            "puzzle-ws-x has no slash after it");
}

}  // namespace
}  // namespace grader

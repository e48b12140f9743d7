#include "run/sandbox.h"

#include "run/process_runner.h"

#include <algorithm>

#include <gtest/gtest.h>

namespace grader {
namespace {

HostLayout merged_usr_host() {
  HostLayout host;
  host.root_entries = {{"bin", RootEntry::Kind::symlink, "usr/bin"},
                       {"lib", RootEntry::Kind::symlink, "usr/lib"},
                       {"lib64", RootEntry::Kind::directory, {}},
                       {"lib32", RootEntry::Kind::missing, {}}};
  host.etc_entries = {"/etc/ld.so.cache", "/etc/alternatives"};
  return host;
}

BwrapRequest request() {
  BwrapRequest r;
  r.bwrap = "/usr/bin/bwrap";
  r.working_dir = "/tmp/puzzle-ws-abc";
  r.readable_paths = {"/opt/puzzle/share/puzzle/puzzle_harness.py"};
  r.argv = {"python3", "driver.py", "bfs", "1,2,0"};
  return r;
}

// True when `needle` appears in `hay` as consecutive elements.
bool contains_sequence(const std::vector<std::string>& hay,
                       const std::vector<std::string>& needle) {
  return std::search(hay.begin(), hay.end(), needle.begin(), needle.end()) != hay.end();
}

TEST(BwrapCommand, starts_with_bwrap_and_isolation_flags) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  ASSERT_GE(cmd.size(), 4u);
  EXPECT_EQ(cmd[0], "/usr/bin/bwrap");
  EXPECT_TRUE(contains_sequence(cmd, {"--unshare-all", "--die-with-parent"}));
  EXPECT_EQ(std::count(cmd.begin(), cmd.end(), "--share-net"), 0);
}

// --new-session makes bwrap's pid-1 helper leave the run's process group, and the runner
// then lost the program's CPU time and memory (issue 37: 0.01 s and 2.8 MB in a terminal).
TEST(BwrapCommand, never_asks_for_a_session_of_its_own) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  EXPECT_EQ(std::count(cmd.begin(), cmd.end(), "--new-session"), 0);
}

TEST(BwrapCommand, ends_with_the_program_after_a_double_dash) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  ASSERT_GE(cmd.size(), 5u);
  EXPECT_EQ(std::vector<std::string>(cmd.end() - 5, cmd.end()),
            (std::vector<std::string>{"--", "python3", "driver.py", "bfs", "1,2,0"}));
}

TEST(BwrapCommand, mirrors_the_hosts_root_symlinks_and_binds_its_dirs_read_only) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  EXPECT_TRUE(contains_sequence(cmd, {"--ro-bind", "/usr", "/usr"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--symlink", "usr/bin", "/bin"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--symlink", "usr/lib", "/lib"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--ro-bind", "/lib64", "/lib64"}));
  EXPECT_EQ(std::count(cmd.begin(), cmd.end(), "/lib32"), 0);
}

TEST(BwrapCommand, exposes_only_the_listed_etc_entries) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  EXPECT_TRUE(contains_sequence(cmd, {"--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--ro-bind", "/etc/alternatives", "/etc/alternatives"}));
  EXPECT_EQ(std::count(cmd.begin(), cmd.end(), "/etc"), 1);  // only `--dir /etc`
}

TEST(BwrapCommand, binds_the_working_dir_read_write_and_runs_there) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  EXPECT_TRUE(contains_sequence(cmd, {"--bind", "/tmp/puzzle-ws-abc", "/submission"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--chdir", "/submission"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"}));
}

TEST(BwrapCommand, binds_readable_paths_read_only_at_the_same_place) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  const std::string harness = "/opt/puzzle/share/puzzle/puzzle_harness.py";
  EXPECT_TRUE(contains_sequence(cmd, {"--ro-bind", harness, harness}));
}

TEST(BwrapCommand, clears_the_environment_and_sets_the_minimal_one) {
  const auto cmd = bwrap_command(request(), merged_usr_host());
  EXPECT_TRUE(contains_sequence(cmd, {"--clearenv"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--setenv", "PATH", "/usr/local/bin:/usr/bin:/bin"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--setenv", "HOME", "/submission"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--setenv", "LANG", "C.UTF-8"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--setenv", "PYTHONDONTWRITEBYTECODE", "1"}));
  EXPECT_TRUE(contains_sequence(cmd, {"--setenv", "PYTHONHASHSEED", "0"}));
}

TEST(BwrapCommand, json_status_fd_only_when_asked) {
  BwrapRequest with_fd = request();
  with_fd.json_status_fd = 3;
  EXPECT_TRUE(
      contains_sequence(bwrap_command(with_fd, merged_usr_host()), {"--json-status-fd", "3"}));
  const auto without = bwrap_command(request(), merged_usr_host());
  EXPECT_EQ(std::count(without.begin(), without.end(), "--json-status-fd"), 0);
}

TEST(BwrapCommand, seccomp_program_only_when_asked) {
  BwrapRequest with_filter = request();
  with_filter.seccomp_fd = 4;
  const auto cmd = bwrap_command(with_filter, merged_usr_host());
  EXPECT_TRUE(contains_sequence(cmd, {"--seccomp", "4"}));
  // An option of bwrap's, so before the "--" that starts the program's argv.
  EXPECT_LT(std::find(cmd.begin(), cmd.end(), "--seccomp"),
            std::find(cmd.begin(), cmd.end(), "--"));
  const auto without = bwrap_command(request(), merged_usr_host());
  EXPECT_EQ(std::count(without.begin(), without.end(), "--seccomp"), 0);
}

TEST(SubmissionEnvironment, has_exactly_the_five_documented_variables) {
  const auto env = submission_environment("/home/x");
  ASSERT_EQ(env.size(), 5u);
  EXPECT_EQ(env[1], (EnvVar{"HOME", "/home/x"}));
}

TEST(ProbeHostLayout, finds_usr_lib_one_way_or_another) {
  const HostLayout host = probe_host_layout();
  const auto lib = std::find_if(host.root_entries.begin(), host.root_entries.end(),
                                [](const RootEntry& e) { return e.name == "lib"; });
  ASSERT_NE(lib, host.root_entries.end());
  EXPECT_NE(lib->kind, RootEntry::Kind::missing);
}

TEST(BwrapCommand, caps_the_private_tmp_only_when_asked) {
  BwrapRequest capped = request();
  capped.tmp_size_bytes = 16 << 20;
  EXPECT_TRUE(contains_sequence(bwrap_command(capped, merged_usr_host()),
                                {"--size", "16777216", "--tmpfs", "/tmp"}));
  const auto uncapped = bwrap_command(request(), merged_usr_host());
  EXPECT_EQ(std::count(uncapped.begin(), uncapped.end(), "--size"), 0);
  EXPECT_TRUE(contains_sequence(uncapped, {"--tmpfs", "/tmp"}));
}

TEST(BwrapCommand, gives_dev_shm_a_sized_tmpfs_of_its_own_when_asked) {
  BwrapRequest capped = request();
  capped.shm_size_bytes = 256 << 20;
  EXPECT_TRUE(contains_sequence(bwrap_command(capped, merged_usr_host()),
                                {"--dev", "/dev", "--size", "268435456", "--tmpfs", "/dev/shm"}));
  const auto uncapped = bwrap_command(request(), merged_usr_host());
  EXPECT_EQ(std::count(uncapped.begin(), uncapped.end(), "/dev/shm"), 0);
}

// The status lines below are the shape bubblewrap 0.8 writes (checked by hand with
// `bwrap ... --json-status-fd 3 -- true 3>status`).
TEST(BwrapInitPid, reads_child_pid_from_the_first_status_line) {
  EXPECT_EQ(bwrap_init_pid("{ \"child-pid\": 19288, \"pid-namespace\": 4026532181 }\n"
                           "{ \"exit-code\": 0 }\n"),
            19288);
}

TEST(BwrapInitPid, needs_a_whole_first_line) {
  EXPECT_EQ(bwrap_init_pid(""), std::nullopt);
  EXPECT_EQ(bwrap_init_pid("{ \"child-pid\": 19288"), std::nullopt);
}

TEST(BwrapInitPid, ignores_later_lines_and_malformed_or_odd_values) {
  EXPECT_EQ(bwrap_init_pid("{ \"exit-code\": 0 }\n{ \"child-pid\": 5 }\n"), std::nullopt);
  EXPECT_EQ(bwrap_init_pid("child-pid: 5\n"), std::nullopt);
  EXPECT_EQ(bwrap_init_pid("{ \"child-pid\": \"5\" }\n"), std::nullopt);
  EXPECT_EQ(bwrap_init_pid("{ \"child-pid\": 1 }\n"), std::nullopt);
  EXPECT_EQ(bwrap_init_pid("{ \"child-pid\": -7 }\n"), std::nullopt);
  EXPECT_EQ(bwrap_init_pid("{ \"child-pid\": 99999999999 }\n"), std::nullopt);
}

TEST(IsolationTable, every_mode_has_one_row_with_a_distinct_name_and_a_note) {
  const Isolation modes[] = {Isolation::sandbox, Isolation::fallback, Isolation::rlimits};
  EXPECT_EQ(std::size(kIsolationTable), std::size(modes));
  for (const Isolation mode : modes) {
    EXPECT_EQ(isolation_entry(mode).isolation, mode);
    EXPECT_FALSE(isolation_entry(mode).note.empty());
  }
  EXPECT_EQ(to_string(Isolation::sandbox), "bubblewrap");
  EXPECT_EQ(to_string(Isolation::fallback), "fallback");
  EXPECT_EQ(to_string(Isolation::rlimits), "none");
  EXPECT_EQ(weaker(Isolation::sandbox, Isolation::fallback), Isolation::fallback);
  EXPECT_EQ(weaker(Isolation::rlimits, Isolation::fallback), Isolation::rlimits);
}

}  // namespace
}  // namespace grader

// Launch planning without starting a process: the rlimits a child gets, where argv[0] is
// looked up, and what is exec'd with which environment under each isolation. Expected
// values are worked out by hand from the contracts in launch_plan.h and docs/sandbox.md.
#include "run/launch_plan.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <optional>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "run/seccomp_filter.h"
#include "run/workspace.h"

namespace grader {
namespace {
namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::optional<Rlimit> find_limit(const std::vector<Rlimit>& limits, int resource) {
  for (const Rlimit& limit : limits) {
    if (limit.resource == resource) return limit;
  }
  return std::nullopt;
}

ResourceLimits limits_1500ms() {
  ResourceLimits limits;
  limits.cpu_time = 1500ms;
  limits.memory_bytes = 256ULL << 20;
  limits.file_size_bytes = 4ULL << 20;
  limits.max_processes = 10;
  return limits;
}

TEST(RlimitsFor, without_a_control_group_memory_is_address_space_and_cpu_is_rounded_up) {
  const auto limits = rlimits_for(limits_1500ms(), Isolation::fallback, ResourceControl::rlimits);
  ASSERT_TRUE(find_limit(limits, RLIMIT_CORE));
  EXPECT_EQ(find_limit(limits, RLIMIT_CORE)->value, 0u);
  ASSERT_TRUE(find_limit(limits, RLIMIT_AS));
  EXPECT_EQ(find_limit(limits, RLIMIT_AS)->value, 256ULL << 20);
  ASSERT_TRUE(find_limit(limits, RLIMIT_FSIZE));
  EXPECT_EQ(find_limit(limits, RLIMIT_FSIZE)->value, 4ULL << 20);
  ASSERT_TRUE(find_limit(limits, RLIMIT_NPROC));
  EXPECT_EQ(find_limit(limits, RLIMIT_NPROC)->value, 10u);
  // 1.5 s is 2 whole seconds (SIGXCPU), and SIGKILL one second later.
  ASSERT_TRUE(find_limit(limits, RLIMIT_CPU));
  EXPECT_EQ(find_limit(limits, RLIMIT_CPU)->value, 2u);
  EXPECT_EQ(find_limit(limits, RLIMIT_CPU)->hard, 3u);
}

TEST(RlimitsFor, with_a_control_group_memory_is_the_groups_and_cpu_is_a_later_backstop) {
  const auto limits = rlimits_for(limits_1500ms(), Isolation::sandbox, ResourceControl::cgroup_v1);
  EXPECT_FALSE(find_limit(limits, RLIMIT_AS));
  // bwrap's monitor and the namespace's pid 1 count as processes too.
  ASSERT_TRUE(find_limit(limits, RLIMIT_NPROC));
  EXPECT_EQ(find_limit(limits, RLIMIT_NPROC)->value, 12u);
  ASSERT_TRUE(find_limit(limits, RLIMIT_CPU));
  EXPECT_EQ(find_limit(limits, RLIMIT_CPU)->value, 3u);
  EXPECT_EQ(find_limit(limits, RLIMIT_CPU)->hard, 4u);
}

TEST(RlimitsFor, zero_means_no_cap_except_for_core_files) {
  ResourceLimits none;
  none.cpu_time = 0ms;
  none.memory_bytes = 0;
  none.file_size_bytes = 0;
  none.max_processes = 0;
  const auto limits = rlimits_for(none, Isolation::rlimits, ResourceControl::rlimits);
  ASSERT_EQ(limits.size(), 1u);
  EXPECT_EQ(limits[0].resource, RLIMIT_CORE);
}

// A folder on the grader's PATH only, holding an executable no system folder has.
class GraderPathTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string templ = (fs::temp_directory_path() / "launch-plan-test-XXXXXX").string();
    ASSERT_NE(::mkdtemp(templ.data()), nullptr);
    dir_ = templ;
    std::ofstream(dir_ / kTool) << "#!/bin/sh\n";
    ::chmod((dir_ / kTool).c_str(), 0755);
    if (const char* path = std::getenv("PATH")) saved_path_ = path;
    ::setenv("PATH", dir_.c_str(), 1);
  }
  void TearDown() override {
    if (saved_path_) ::setenv("PATH", saved_path_->c_str(), 1);
    if (!dir_.empty()) remove_tree(dir_);
  }
  static constexpr const char* kTool = "puzzle-launch-plan-test-tool";
  fs::path dir_;
  std::optional<std::string> saved_path_;
};

TEST_F(GraderPathTest, the_sandbox_sees_only_the_submissions_path) {
  EXPECT_EQ(resolve_program(kTool, Isolation::sandbox), std::nullopt);
  EXPECT_EQ(resolve_program(kTool, Isolation::fallback), dir_ / kTool);
  EXPECT_EQ(resolve_program(kTool, Isolation::rlimits), dir_ / kTool);
}

TEST_F(GraderPathTest, the_submissions_path_comes_before_the_graders) {
  // `sh` is in /bin (and /usr/bin on merged systems): never the grader's PATH.
  const auto sh = resolve_program("sh", Isolation::rlimits);
  ASSERT_TRUE(sh);
  EXPECT_TRUE(sh->string() == "/usr/bin/sh" || sh->string() == "/bin/sh") << *sh;
}

TEST(ResolveProgram, a_name_with_a_slash_is_used_as_is) {
  EXPECT_EQ(resolve_program("./solver", Isolation::sandbox), fs::path("./solver"));
  EXPECT_EQ(resolve_program("/no/such/file", Isolation::rlimits), fs::path("/no/such/file"));
}

ProcessSpec spec_in(const fs::path& dir) {
  ProcessSpec spec;
  spec.argv = {"/bin/true", "bfs", "1,2,0"};
  spec.working_dir = dir;
  spec.limits = limits_1500ms();
  return spec;
}

std::vector<std::string> env_of(const ChildPlan& plan) {
  std::vector<std::string> env;
  for (const char* entry : plan.envp) {
    if (entry != nullptr) env.emplace_back(entry);
  }
  return env;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// The option `name` followed by `value` somewhere in args.
bool has_option(const std::vector<std::string>& args, const std::string& name,
                const std::string& value) {
  for (std::size_t i = 0; i + 1 < args.size(); ++i) {
    if (args[i] == name && args[i + 1] == value) return true;
  }
  return false;
}

TEST(PlanLaunch, without_the_sandbox_the_program_runs_directly_with_tmp_in_its_folder) {
  ChildPlan plan;
  const auto launch = plan_launch(spec_in("/tmp/ws-1"), Isolation::rlimits, HostFacts{}, plan);
  ASSERT_TRUE(launch) << launch.error();
  EXPECT_EQ(launch->exe, fs::path("/bin/true"));
  EXPECT_EQ(launch->args, (std::vector<std::string>{"bfs", "1,2,0"}));
  const auto env = env_of(plan);
  EXPECT_TRUE(contains(env, "TMPDIR=/tmp/ws-1"));
  EXPECT_TRUE(contains(env, "HOME=/tmp/ws-1"));
  EXPECT_TRUE(contains(env, std::string("PATH=") + kSubmissionPath));
  EXPECT_EQ(plan.envp.back(), nullptr);  // execve's terminator
  EXPECT_FALSE(plan.seccomp);
}

TEST(PlanLaunch, the_fallback_adds_the_system_call_filter) {
  ASSERT_TRUE(fallback_filter()) << fallback_filter().error();
  ChildPlan plan;
  const auto launch = plan_launch(spec_in("/tmp/ws-2"), Isolation::fallback, HostFacts{}, plan);
  ASSERT_TRUE(launch) << launch.error();
  EXPECT_EQ(launch->exe, fs::path("/bin/true"));
  EXPECT_TRUE(plan.seccomp);
  EXPECT_TRUE(contains(env_of(plan), "TMPDIR=/tmp/ws-2"));
}

TEST(PlanLaunch, the_sandbox_runs_bwrap_with_the_status_and_filter_fds_it_was_given) {
  HostFacts host;
  host.bwrap = "/usr/bin/bwrap";
  ChildPlan plan;
  plan.fds = {10, 11, 12, 13, 14};  // the status pipe and the filter are there
  const auto launch = plan_launch(spec_in("/tmp/ws-3"), Isolation::sandbox, host, plan);
  ASSERT_TRUE(launch) << launch.error();
  EXPECT_EQ(launch->exe, fs::path("/usr/bin/bwrap"));
  const auto& args = launch->args;
  EXPECT_TRUE(has_option(args, "--json-status-fd", "3"));
  EXPECT_TRUE(has_option(args, "--seccomp", "4"));
  EXPECT_TRUE(has_option(args, "--chdir", kSandboxWorkdir));
  EXPECT_FALSE(contains(args, "--new-session"));
  // /tmp and /dev/shm are capped at the file-size and memory limits.
  EXPECT_TRUE(has_option(args, "--size", std::to_string(4ULL << 20)));
  EXPECT_TRUE(has_option(args, "--size", std::to_string(256ULL << 20)));
  // The command inside comes last, after "--", as the suite wrote it.
  const auto dashes = std::find(args.begin(), args.end(), "--");
  ASSERT_NE(dashes, args.end());
  EXPECT_EQ(std::vector<std::string>(dashes + 1, args.end()),
            (std::vector<std::string>{"/bin/true", "bfs", "1,2,0"}));
  // No TMPDIR: the sandbox's /tmp is private.
  for (const std::string& entry : env_of(plan)) EXPECT_NE(entry.rfind("TMPDIR=", 0), 0u) << entry;
  EXPECT_TRUE(contains(env_of(plan), std::string("HOME=") + kSandboxWorkdir));
  EXPECT_FALSE(plan.seccomp);  // bwrap installs it, from fd 4
}

TEST(PlanLaunch, without_a_status_pipe_or_filter_bwrap_is_not_told_about_them) {
  HostFacts host;
  host.bwrap = "/usr/bin/bwrap";
  ChildPlan plan;
  plan.fds = {10, 11, 12, -1, -1};
  const auto launch = plan_launch(spec_in("/tmp/ws-4"), Isolation::sandbox, host, plan);
  ASSERT_TRUE(launch) << launch.error();
  EXPECT_FALSE(contains(launch->args, "--json-status-fd"));
  EXPECT_FALSE(contains(launch->args, "--seccomp"));
}

TEST(PlanLaunch, a_program_found_nowhere_is_a_one_line_error_naming_it) {
  ProcessSpec spec = spec_in("/tmp/ws-5");
  spec.argv = {"no-such-interpreter-xyz", "main.py"};
  ChildPlan plan;
  const auto launch = plan_launch(spec, Isolation::sandbox, HostFacts{}, plan);
  ASSERT_FALSE(launch);
  EXPECT_NE(launch.error().find("no-such-interpreter-xyz"), std::string::npos) << launch.error();
  EXPECT_EQ(launch.error().find('\n'), std::string::npos);
}

}  // namespace
}  // namespace grader

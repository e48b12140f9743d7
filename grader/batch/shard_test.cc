#include "batch/shard.h"

#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <map>

namespace grader {
namespace {

// An environment of the given variables only.
EnvironmentLookup environment(std::map<std::string, std::string> variables) {
  return [variables](const char* name) -> std::optional<std::string> {
    auto found = variables.find(name);
    if (found == variables.end()) return std::nullopt;
    return found->second;
  };
}

std::optional<Shard> shard_in(std::map<std::string, std::string> variables) {
  auto shard = shard_from_environment(environment(std::move(variables)));
  EXPECT_TRUE(shard) << shard.error();
  return shard ? *shard : std::nullopt;
}

std::string error_in(std::map<std::string, std::string> variables) {
  auto shard = shard_from_environment(environment(std::move(variables)));
  EXPECT_FALSE(shard);
  return shard ? "" : shard.error();
}

TEST(ParseShard, ReadsKOfN) {
  EXPECT_EQ(*parse_shard("2/4"), (Shard{2, 4}));
  EXPECT_EQ(*parse_shard("1/1"), (Shard{1, 1}));
  EXPECT_EQ(*parse_shard("100000/100000"), (Shard{100000, 100000}));
}

TEST(ParseShard, RefusesWhatIsNotAShareWithOneSentence) {
  for (const char* bad : {"", "2", "2/", "/4", "a/4", "2/b", "2/4/8", " 2/4", "2 /4", "-1/4",
                          "+2/4", "2.0/4", "0x2/4"}) {
    auto shard = parse_shard(bad);
    ASSERT_FALSE(shard) << bad;
    EXPECT_NE(shard.error().find("is not K/N"), std::string::npos) << shard.error();
  }
  EXPECT_EQ(parse_shard("0/4").error(), "'0/4': the share must be from 1 to 4");
  EXPECT_EQ(parse_shard("5/4").error(), "'5/4': the share must be from 1 to 4");
  EXPECT_EQ(parse_shard("1/0").error(), "'1/0': the number of shares must be from 1 to 100000");
  EXPECT_FALSE(parse_shard("1/100001"));
  EXPECT_FALSE(parse_shard("1/99999999999999999999999"));  // overflows: not a crash
}

TEST(ShardFromEnvironment, NothingSetIsTheWholeClass) {
  EXPECT_EQ(shard_in({}), std::nullopt);
  EXPECT_EQ(shard_in({{"PUZZLE_SHARD_COUNT", "4"}}), std::nullopt);  // no index: no share
}

TEST(ShardFromEnvironment, SlurmArrayFromZero) {
  // As set by `sbatch --array=0-3` (seen on slurm-wlm 22.05).
  std::map<std::string, std::string> task = {{"SLURM_ARRAY_TASK_COUNT", "4"},
                                             {"SLURM_ARRAY_TASK_MIN", "0"},
                                             {"SLURM_ARRAY_TASK_MAX", "3"},
                                             {"SLURM_ARRAY_TASK_STEP", "1"}};
  task["SLURM_ARRAY_TASK_ID"] = "0";
  EXPECT_EQ(shard_in(task), (Shard{1, 4}));
  task["SLURM_ARRAY_TASK_ID"] = "3";
  EXPECT_EQ(shard_in(task), (Shard{4, 4}));
}

TEST(ShardFromEnvironment, SlurmArrayNotFromZeroOrWithAStep) {
  // --array=1-4
  EXPECT_EQ(shard_in({{"SLURM_ARRAY_TASK_ID", "1"},
                      {"SLURM_ARRAY_TASK_COUNT", "4"},
                      {"SLURM_ARRAY_TASK_MIN", "1"},
                      {"SLURM_ARRAY_TASK_MAX", "4"}}),
            (Shard{1, 4}));
  // --array=2-8:3 has tasks 2, 5, 8.
  EXPECT_EQ(shard_in({{"SLURM_ARRAY_TASK_ID", "5"},
                      {"SLURM_ARRAY_TASK_COUNT", "3"},
                      {"SLURM_ARRAY_TASK_MIN", "2"},
                      {"SLURM_ARRAY_TASK_MAX", "8"},
                      {"SLURM_ARRAY_TASK_STEP", "3"}}),
            (Shard{2, 3}));
  // Older Slurm without MIN: counted from 0.
  EXPECT_EQ(shard_in({{"SLURM_ARRAY_TASK_ID", "2"}, {"SLURM_ARRAY_TASK_COUNT", "3"}}),
            (Shard{3, 3}));
}

TEST(ShardFromEnvironment, SlurmArrayThatIsNotOneRangeIsRefused) {
  // --array=1,3,7: Slurm says count 3, min 1, max 7, step 1.
  std::string error = error_in({{"SLURM_ARRAY_TASK_ID", "7"},
                                {"SLURM_ARRAY_TASK_COUNT", "3"},
                                {"SLURM_ARRAY_TASK_MIN", "1"},
                                {"SLURM_ARRAY_TASK_MAX", "7"},
                                {"SLURM_ARRAY_TASK_STEP", "1"}});
  EXPECT_NE(error.find("SLURM_ARRAY_TASK_ID=7"), std::string::npos) << error;
  EXPECT_NE(error.find("--shard K/N"), std::string::npos) << error;
  EXPECT_NE(error_in({{"SLURM_ARRAY_TASK_ID", "x"}}).find("SLURM_ARRAY_TASK_ID='x'"),
            std::string::npos);
  EXPECT_NE(error_in({{"SLURM_ARRAY_TASK_ID", "1"}}).find("SLURM_ARRAY_TASK_COUNT is not"),
            std::string::npos);
  EXPECT_NE(error_in({{"SLURM_ARRAY_TASK_ID", "1"}, {"SLURM_ARRAY_TASK_COUNT", "four"}})
                .find("SLURM_ARRAY_TASK_COUNT='four'"),
            std::string::npos);
  // An id outside its array: a hand-set variable.
  EXPECT_FALSE(shard_from_environment(
      environment({{"SLURM_ARRAY_TASK_ID", "4"}, {"SLURM_ARRAY_TASK_COUNT", "4"}})));
}

TEST(ShardFromEnvironment, KubernetesIndexedJob) {
  EXPECT_EQ(shard_in({{"JOB_COMPLETION_INDEX", "0"}, {"PUZZLE_SHARD_COUNT", "4"}}), (Shard{1, 4}));
  EXPECT_EQ(shard_in({{"JOB_COMPLETION_INDEX", "3"}, {"PUZZLE_SHARD_COUNT", "4"}}), (Shard{4, 4}));
  EXPECT_NE(error_in({{"JOB_COMPLETION_INDEX", "0"}}).find("PUZZLE_SHARD_COUNT is not"),
            std::string::npos);
  EXPECT_NE(error_in({{"JOB_COMPLETION_INDEX", "4"}, {"PUZZLE_SHARD_COUNT", "4"}})
                .find("JOB_COMPLETION_INDEX=4 is not below PUZZLE_SHARD_COUNT=4"),
            std::string::npos);
  EXPECT_NE(error_in({{"JOB_COMPLETION_INDEX", "0"}, {"PUZZLE_SHARD_COUNT", "0"}})
                .find("PUZZLE_SHARD_COUNT='0'"),
            std::string::npos);
}

TEST(ShardFromEnvironment, SlurmWinsOverKubernetes) {
  EXPECT_EQ(shard_in({{"SLURM_ARRAY_TASK_ID", "1"},
                      {"SLURM_ARRAY_TASK_COUNT", "2"},
                      {"JOB_COMPLETION_INDEX", "0"},
                      {"PUZZLE_SHARD_COUNT", "4"}}),
            (Shard{2, 2}));
}

TEST(ChooseShard, TheOptionWinsOverTheScheduler) {
  auto slurm = environment({{"SLURM_ARRAY_TASK_ID", "1"}, {"SLURM_ARRAY_TASK_COUNT", "2"}});
  EXPECT_EQ(*choose_shard("3/8", slurm), (Shard{3, 8}));
  EXPECT_EQ(*choose_shard("1/1", slurm), (Shard{1, 1}));  // the whole class inside an array
  EXPECT_EQ(*choose_shard("", slurm), (Shard{2, 2}));
  EXPECT_EQ(*choose_shard("", environment({})), std::nullopt);
  EXPECT_EQ(choose_shard("9/8", slurm).error(), "--shard '9/8': the share must be from 1 to 8");
  EXPECT_EQ(choose_shard("", environment({{"SLURM_ARRAY_TASK_ID", "x"}})).error(),
            "SLURM_ARRAY_TASK_ID='x' is not a whole number");
}

TEST(ShardOf, IsTheMixedFnv1aOfTheNameModuloTheCount) {
  // Expected values from an independent Python implementation of FNV-1a 64 (checked
  // against the published vectors: "a" -> af63dc4c8601ec8c, "foobar" -> 85944171f73967e8)
  // and MurmurHash3's fmix64; for counts 2, 3, 4, 7.
  const std::map<std::string, std::vector<int>> expected = {
      {"alice", {1, 3, 1, 7}}, {"bob", {1, 2, 1, 6}},          {"carol", {1, 2, 3, 6}},
      {"dan", {1, 3, 3, 7}},   {"s01", {2, 2, 2, 2}},          {"s02", {1, 3, 1, 5}},
      {"s03", {1, 2, 1, 3}},   {"\xc3\xa9lodie", {2, 2, 2, 7}}};
  for (const auto& [name, shards] : expected) {
    EXPECT_EQ((std::vector<int>{shard_of(name, 2), shard_of(name, 3), shard_of(name, 4),
                                shard_of(name, 7)}),
              shards)
        << name;
  }
  EXPECT_EQ(shard_of("alice", 1), 1);
}

TEST(ShareOf, EveryStudentIsInExactlyOneShareAndSharesAreNearEven) {
  std::vector<Student> students;
  for (int i = 0; i < 1000; ++i) students.push_back({fmt::format("s{:04}", i), {}});
  std::map<std::string, int> times_graded;
  for (int k = 1; k <= 4; ++k) {
    std::vector<Student> share = share_of(students, {k, 4});
    // 1000 names over 4 shares: 250 each on average; a hash that sent similar names
    // together would be far off (sd of a fair split is about 14).
    EXPECT_GT(share.size(), 190u) << k;
    EXPECT_LT(share.size(), 310u) << k;
    for (const Student& s : share) ++times_graded[s.name];
  }
  EXPECT_EQ(times_graded.size(), students.size());
  for (const auto& [name, times] : times_graded) EXPECT_EQ(times, 1) << name;
}

TEST(ShareOf, DoesNotDependOnTheOtherStudentsOrTheirOrder) {
  std::vector<Student> some = {{"alice", {}}, {"bob", {}}, {"carol", {}}, {"dan", {}}};
  std::vector<Student> more = {{"zoe", {}}, {"dan", {}}, {"carol", {}}, {"bob", {}}, {"alice", {}}};
  auto names = [](const std::vector<Student>& share) {
    std::vector<std::string> out;
    for (const Student& s : share) out.push_back(s.name);
    std::sort(out.begin(), out.end());
    std::erase(out, "zoe");
    return out;
  };
  for (int k = 1; k <= 3; ++k)
    EXPECT_EQ(names(share_of(some, {k, 3})), names(share_of(more, {k, 3})));
  // From the table above, 4 shares: alice and bob in 1, carol and dan in 3.
  EXPECT_EQ(names(share_of(some, {1, 4})), (std::vector<std::string>{"alice", "bob"}));
  EXPECT_TRUE(share_of(some, {2, 4}).empty());
}

StudentResult graded(const std::string& name) {
  StudentResult result;
  result.student = name;
  result.suite_hash = "fnv1a64:0123456789abcdef";
  return result;
}

TEST(MergeClassResults, KeepsTheClassAndNamesWhoHasNoResult) {
  std::vector<Student> students = {{"alice", {}}, {"bob", {}}, {"carol", {}}, {"dan", {}}};
  // As written by two shares; "gone" left the class since.
  ClassResults merged = merge_class_results(students,
                                            {graded("gone"), graded("carol"), graded("alice")});
  EXPECT_EQ(merged.without_result, (std::vector<std::string>{"bob", "dan"}));
  ASSERT_EQ(merged.results.size(), 4u);
  std::vector<std::string> order;
  for (const StudentResult& r : merged.results) order.push_back(r.student);
  EXPECT_EQ(order, (std::vector<std::string>{"alice", "bob", "carol", "dan"}));
  EXPECT_EQ(merged.results[0].suite_hash, "fnv1a64:0123456789abcdef");  // the stored one
  EXPECT_EQ(merged.results[1].status, GradingStatus::grader_error);     // bob: not his fault
  EXPECT_FALSE(has_grade(merged.results[1]));
  EXPECT_EQ(status_message(merged.results[1]), kNoResultReason);
}

TEST(MergeClassResults, AFullClassIsItsResults) {
  std::vector<Student> students = {{"alice", {}}, {"bob", {}}};
  ClassResults merged = merge_class_results(students, {graded("alice"), graded("bob")});
  EXPECT_TRUE(merged.without_result.empty());
  EXPECT_EQ(merged.results.size(), 2u);
}

}  // namespace
}  // namespace grader

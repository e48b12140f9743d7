#include "verify/result_cache.h"

#include <sys/stat.h>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <fstream>

#include "common/fnv1a.h"
#include "common/testing/temp_folder.h"

namespace grader {
namespace {

namespace fs = std::filesystem;

void write(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

class ResultCacheTest : public ::testing::Test {
 protected:
  ResultCacheTest() {
    write(submission() / "driver.py", "print(1)\n");
    write(submission() / "lib" / "helper.py", "x = 2\n");
  }
  fs::path submission() const { return temp_.path() / "example"; }
  fs::path cache_folder() const { return temp_.path() / "cache" / "verify"; }
  CacheKeyParts parts() const {
    return {submission(),
            {"fnv1a64:0000000000000001"},
            "grader fnv1a64:0000000000000002",
            Isolation::sandbox,
            CachedGrading::one_suite};
  }
  std::string key() const { return verify_cache_key(parts()).value(); }

  puzzle::testing::TempFolder temp_{"result-cache-test"};
};

SuiteResult explained_wrong_answer() {
  SuiteResult result;
  result.suite_name = "driver-hidden";
  TestResult test;
  test.name = "hidden-01 (bfs)";
  test.verdict = Verdict::wrong_answer;
  test.checks.push_back({});
  CheckResult check;
  check.outcome = CheckOutcome::failed;
  check.matching_variants = {"lifo"};
  test.check_results.push_back(check);
  result.tests.push_back(test);
  Explanation explanation;
  explanation.deviations.push_back({"lifo-ties", "ties", "yours", "assignment"});
  explanation.tests = {"hidden-01 (bfs)"};
  result.explanations.push_back(explanation);
  return result;
}

TEST_F(ResultCacheTest, a_key_names_every_file_by_its_bytes_and_what_grades_it) {
  const std::string text = key();
  EXPECT_NE(text.find("file driver.py fnv1a64:"), std::string::npos) << text;
  EXPECT_NE(text.find("file lib/helper.py fnv1a64:"), std::string::npos) << text;
  EXPECT_NE(text.find("suite fnv1a64:0000000000000001"), std::string::npos) << text;
  EXPECT_NE(text.find("grader grader fnv1a64:0000000000000002"), std::string::npos) << text;
}

TEST_F(ResultCacheTest, any_change_of_bytes_or_of_grading_changes_the_key) {
  const std::string before = key();
  write(submission() / "lib" / "helper.py", "x = 3\n");
  EXPECT_NE(key(), before);
  write(submission() / "lib" / "helper.py", "x = 2\n");
  EXPECT_EQ(key(), before);  // the same bytes again
  write(submission() / "notes.txt", "");
  EXPECT_NE(key(), before);  // a file added
  fs::remove(submission() / "notes.txt");

  CacheKeyParts other = parts();
  other.suite_hashes = {"fnv1a64:0000000000000003"};
  EXPECT_NE(verify_cache_key(other), before);
  other = parts();
  other.grader_build = "grader fnv1a64:0000000000000004";
  EXPECT_NE(verify_cache_key(other), before);
  other = parts();
  other.isolation = Isolation::fallback;
  EXPECT_NE(verify_cache_key(other), before);
  other = parts();
  other.grading = CachedGrading::until_time_limit;
  EXPECT_NE(verify_cache_key(other), before);
}

TEST_F(ResultCacheTest, a_folder_with_a_link_has_no_key) {
  fs::create_symlink("/etc/passwd", submission() / "data.txt");
  EXPECT_FALSE(verify_cache_key(parts()));
}

TEST_F(ResultCacheTest, a_submission_that_is_one_file_is_keyed_by_its_bytes) {
  CacheKeyParts one_file = parts();
  one_file.submission = submission() / "driver.py";
  const std::optional<std::string> before = verify_cache_key(one_file);
  ASSERT_TRUE(before);
  EXPECT_NE(before->find("file driver.py fnv1a64:"), std::string::npos) << *before;
  write(submission() / "driver.py", "print(2)\n");
  EXPECT_NE(verify_cache_key(one_file), before);
  one_file.submission = submission() / "absent.py";
  EXPECT_FALSE(verify_cache_key(one_file));  // grading says it is missing
}

TEST_F(ResultCacheTest, gives_back_what_it_stored_for_the_same_key_only) {
  auto cache = ResultCache::open(cache_folder());
  ASSERT_TRUE(cache) << cache.error();
  EXPECT_FALSE(cache->find(key()));
  cache->store(key(), {explained_wrong_answer()});
  auto found = cache->find(key());
  ASSERT_TRUE(found);
  ASSERT_EQ(found->size(), 1u);
  const SuiteResult& result = found->front();
  EXPECT_EQ(result.suite_name, "driver-hidden");
  ASSERT_EQ(result.tests.size(), 1u);
  EXPECT_EQ(result.tests[0].verdict, Verdict::wrong_answer);
  ASSERT_EQ(result.tests[0].check_results.size(), 1u);
  EXPECT_EQ(result.tests[0].check_results[0].matching_variants, std::vector<std::string>{"lifo"});
  ASSERT_EQ(result.explanations.size(), 1u);
  EXPECT_EQ(result.explanations[0].deviations[0].name, "lifo-ties");
  EXPECT_FALSE(cache->find(key() + "isolation fallback\n"));
}

TEST_F(ResultCacheTest, an_entry_holding_another_key_or_damaged_is_not_used) {
  auto cache = ResultCache::open(cache_folder());
  ASSERT_TRUE(cache);
  const fs::path entry = cache_folder() / fmt::format("{:016x}.json", puzzle::fnv1a(key()));
  write(entry, R"({"key": "another key", "results": []})");
  EXPECT_FALSE(cache->find(key()));
  write(entry, R"({"key": )");
  EXPECT_FALSE(cache->find(key()));
  fs::remove(entry);
  fs::create_symlink(temp_.path() / "elsewhere.json", entry);
  write(temp_.path() / "elsewhere.json", R"({"key": "", "results": []})");
  EXPECT_FALSE(cache->find(key()));
}

TEST_F(ResultCacheTest, a_grader_error_is_not_kept) {
  auto cache = ResultCache::open(cache_folder());
  ASSERT_TRUE(cache);
  SuiteResult result = explained_wrong_answer();
  result.tests[0].verdict = Verdict::grader_error;
  cache->store(key(), {result});
  EXPECT_FALSE(cache->find(key()));
}

TEST_F(ResultCacheTest, makes_a_private_folder_and_refuses_one_others_can_write) {
  ASSERT_TRUE(ResultCache::open(cache_folder()));
  struct stat info {};
  ASSERT_EQ(::stat(cache_folder().c_str(), &info), 0);
  EXPECT_EQ(info.st_mode & 0777, 0700u);
  ::chmod(cache_folder().c_str(), 0777);
  auto shared = ResultCache::open(cache_folder());
  ASSERT_FALSE(shared);
  EXPECT_EQ(shared.error(), cache_folder().string() + " can be written by other users");
}

TEST_F(ResultCacheTest, trimming_removes_the_least_recently_used_entries_first) {
  auto cache = ResultCache::open(cache_folder());
  ASSERT_TRUE(cache);
  CacheKeyParts old_parts = parts();
  old_parts.grader_build = "an older grader";
  const std::string old_key = verify_cache_key(old_parts).value();
  cache->store(old_key, {explained_wrong_answer()});
  cache->store(key(), {explained_wrong_answer()});
  const fs::path old_entry = cache_folder() / fmt::format("{:016x}.json", puzzle::fnv1a(old_key));
  const fs::path new_entry = cache_folder() / fmt::format("{:016x}.json", puzzle::fnv1a(key()));
  fs::last_write_time(new_entry, fs::last_write_time(new_entry) - std::chrono::hours(2));
  fs::last_write_time(old_entry, fs::last_write_time(old_entry) - std::chrono::hours(1));
  ASSERT_TRUE(cache->find(key()));  // used now: the older entry is the least recently used

  cache->trim(fs::file_size(new_entry) + fs::file_size(old_entry));  // both fit
  EXPECT_TRUE(fs::exists(old_entry));
  cache->trim(fs::file_size(new_entry));
  EXPECT_FALSE(fs::exists(old_entry));
  EXPECT_TRUE(cache->find(key()));
  cache->trim(0);
  EXPECT_FALSE(cache->find(key()));
}

TEST(DefaultVerifyCacheFolder, is_under_the_users_cache_folder) {
  auto folder = default_verify_cache_folder();
  if (!folder) GTEST_SKIP() << "neither XDG_CACHE_HOME nor HOME is set";
  EXPECT_EQ(folder->filename(), "verify");
  EXPECT_EQ(folder->parent_path().filename(), "puzzle-grader");
}

}  // namespace
}  // namespace grader

#include "batch/batch.h"

#include <gtest/gtest.h>

#include <fstream>
#include <mutex>
#include <random>
#include <sstream>

#include "export/atomic_file.h"
#include "grade/fake_process_runner.h"
#include "report/json_report.h"
#include "suite/suite_loader.h"

namespace grader {
namespace {

const char* kSuite =
    "run: {command: 'python3 echo.py {word}'}\n"
    "tests:\n"
    "  - {name: one, args: {word: one}, expected: one, checks: [{kind: exact, points: 1}]}\n"
    "  - {name: two, args: {word: two}, expected: two, checks: [{kind: exact, points: 1}]}\n";

// Prints the word it is given: every test passes.
ProcessResult echo(const ProcessSpec& spec) { return exited(0, spec.argv.back() + "\n"); }

// The environment refuses to make a folder for the submission named "evil", as if the
// grader's handling of it crashed.
class Environment final : public GradingEnvironment {
 public:
  puzzle::Expected<std::unique_ptr<TestFolder>, FolderError> make_folder(
      const std::filesystem::path& s) override {
    if (s.filename() == "evil") throw std::runtime_error("the workspace could not be made");
    std::lock_guard lock(mutex_);
    if (std::filesystem::is_directory(s)) {
      for (const auto& entry : std::filesystem::directory_iterator(s)) {
        copied.push_back(entry.path().filename().string());
      }
    } else {
      copied.push_back(s.filename().string());
    }
    return fake_.make_folder(s);
  }
  // The names a test folder would have been given a copy of, per test.
  std::vector<std::string> copied;
  puzzle::Expected<std::vector<std::string>, std::string> harness_argv(
      const RunSpec& run, const std::string& args, const std::filesystem::path& folder) override {
    return fake_.harness_argv(run, args, folder);
  }

 private:
  std::mutex mutex_;
  FakeEnvironment fake_;
};

// Records results and says stop after `stop_after` of them (0: never).
class Recorder final : public BatchObserver {
 public:
  explicit Recorder(int stop_after = 0) : stop_after_(stop_after) {}
  void started(const BatchPlan& plan) override { planned = plan; }
  BatchControl finished(const StudentResult& result) override {
    finished_names.push_back(result.student);
    bool stop = stop_after_ > 0 && static_cast<int>(finished_names.size()) >= stop_after_;
    return stop ? BatchControl::stop : BatchControl::keep_going;
  }
  BatchPlan planned;
  std::vector<std::string> finished_names;

 private:
  int stop_after_;
};

class BatchTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = std::filesystem::temp_directory_path() /
            ("batch-test-" + std::to_string(std::random_device{}()));
    for (const char* name : {"ann", "ben", "cat", "dan", "eve"}) add_student(name);
    auto parsed = parse_suite(kSuite, "s.yaml");
    ASSERT_TRUE(parsed);
    suite_ = *parsed;
    options_.out = root_ / "out";
    options_.suite_hash = "fnv1a64:1111111111111111";
    options_.isolation = Isolation::rlimits;
  }
  void TearDown() override { std::filesystem::remove_all(root_); }

  void add_student(const std::string& name) {
    std::filesystem::create_directories(root_ / "subs" / name);
    std::ofstream(root_ / "subs" / name / "echo.py") << "print()";
  }
  std::vector<Student> students() { return find_students(root_ / "subs"); }
  BatchSummary run(Recorder& recorder, FakeProcessRunner& runner) {
    return run_batch(suite_, plan_batch(students(), options_), options_, runner, environment_,
                     recorder);
  }
  std::string stored(const std::string& name) {
    std::ifstream in(result_path(results_dir(options_), name), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }
  void seed(const std::string& name, const std::string& hash, double score,
            const std::string& build = "") {
    StudentResult r;
    r.student = name;
    r.suite_hash = hash;
    r.grader_build = build;
    r.result.suite_name = "seeded";
    TestResult t;
    t.name = "one";
    t.score = score;
    t.max_score = 99;
    r.result.tests.push_back(t);
    write_file_atomically(result_path(results_dir(options_), name), dump_json(result_file_json(r)));
  }

  std::filesystem::path root_;
  Suite suite_;
  BatchOptions options_;
  Environment environment_;
};

TEST_F(BatchTest, grades_every_student_and_writes_one_result_file_each_with_the_suite_hash) {
  FakeProcessRunner runner(echo);
  Recorder recorder;
  options_.jobs = 2;
  BatchSummary summary = run(recorder, runner);
  EXPECT_EQ(summary.graded, 5);
  EXPECT_EQ(runner.specs().size(), 10u);
  for (const char* name : {"ann", "ben", "cat", "dan", "eve"}) {
    auto result = read_result_file(result_path(results_dir(options_), name));
    ASSERT_TRUE(result) << name;
    EXPECT_EQ(result->suite_hash, options_.suite_hash);
    EXPECT_DOUBLE_EQ(result->result.score(), 2);
  }
}

// Stands in for a batch killed after two students: the rerun grades only the other
// three, keeps the first two files byte for byte, and loses nobody.
TEST_F(BatchTest, a_stopped_batch_resumes_without_regrading_or_losing_anyone) {
  FakeProcessRunner first_runner(echo);
  Recorder stops(2);
  options_.jobs = 1;
  BatchSummary first = run(stops, first_runner);
  EXPECT_EQ(first.graded, 2);
  EXPECT_EQ(first.not_started, 3);
  std::string ann = stored("ann"), ben = stored("ben");
  ASSERT_FALSE(ann.empty());

  FakeProcessRunner second_runner(echo);
  Recorder resumes;
  options_.jobs = 2;
  BatchSummary second = run(resumes, second_runner);
  EXPECT_EQ(second.already_graded, 2);
  EXPECT_EQ(second.graded, 3);
  EXPECT_EQ(second_runner.specs().size(), 6u);  // 3 students x 2 tests
  std::sort(resumes.finished_names.begin(), resumes.finished_names.end());
  EXPECT_EQ(resumes.finished_names, (std::vector<std::string>{"cat", "dan", "eve"}));
  EXPECT_EQ(stored("ann"), ann);
  EXPECT_EQ(stored("ben"), ben);
  std::ostringstream warnings;
  EXPECT_EQ(load_results(results_dir(options_), warnings).size(), 5u);
}

// Ctrl-C during a student's runs: the runner is stopped, that student's verdicts mean
// nothing, so nothing is saved for them and nobody after them starts.
TEST_F(BatchTest, a_student_graded_while_the_runner_stopped_is_not_saved) {
  FakeProcessRunner* self = nullptr;
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    self->stop();  // the first run is cut short
    return echo(spec);
  });
  self = &runner;
  Recorder recorder;
  options_.jobs = 1;
  BatchSummary summary = run(recorder, runner);
  EXPECT_EQ(summary.graded, 0);
  EXPECT_EQ(summary.interrupted, 1);
  EXPECT_EQ(summary.not_started, 4);
  EXPECT_TRUE(recorder.finished_names.empty());
  std::ostringstream warnings;
  EXPECT_EQ(load_results(results_dir(options_), warnings).size(), 0u);
}

TEST_F(BatchTest, keeps_current_results_and_regrades_stale_broken_and_failed_ones) {
  seed("ann", options_.suite_hash, 42);         // current: kept as it is
  seed("ben", "fnv1a64:2222222222222222", 42);  // graded with another suite: stale
  std::filesystem::create_directories(results_dir(options_));
  std::ofstream(result_path(results_dir(options_), "cat")) << "{\"format\": 1, \"stu";  // torn
  StudentResult failed;
  failed.student = "dan";
  failed.suite_hash = options_.suite_hash;
  failed.status = GradingStatus::grader_error;
  failed.error = "no space left on device";
  write_file_atomically(result_path(results_dir(options_), "dan"),
                        dump_json(result_file_json(failed)));

  BatchPlan plan = plan_batch(students(), options_);
  EXPECT_EQ(plan.already_graded, 1);
  std::vector<std::string> names;
  for (const Student& s : plan.to_grade) names.push_back(s.name);
  EXPECT_EQ(names, (std::vector<std::string>{"ben", "cat", "dan", "eve"}));

  FakeProcessRunner runner(echo);
  Recorder recorder;
  run(recorder, runner);
  EXPECT_DOUBLE_EQ(read_result_file(result_path(results_dir(options_), "ann"))->result.score(), 42);
  EXPECT_DOUBLE_EQ(read_result_file(result_path(results_dir(options_), "ben"))->result.score(), 2);
  EXPECT_DOUBLE_EQ(read_result_file(result_path(results_dir(options_), "cat"))->result.score(), 2);
}

TEST_F(BatchTest, only_regrades_the_one_student_even_with_a_current_result) {
  seed("ann", options_.suite_hash, 42);
  seed("ben", options_.suite_hash, 42);
  options_.only = "ben";
  options_.jobs = 2;
  FakeProcessRunner runner(echo);
  Recorder recorder;
  run(recorder, runner);
  EXPECT_EQ(recorder.finished_names, (std::vector<std::string>{"ben"}));
  EXPECT_DOUBLE_EQ(read_result_file(result_path(results_dir(options_), "ben"))->result.score(), 2);
  EXPECT_DOUBLE_EQ(read_result_file(result_path(results_dir(options_), "ann"))->result.score(), 42);
}

TEST_F(BatchTest, a_submission_the_grader_cannot_handle_is_recorded_and_the_batch_goes_on) {
  add_student("evil");
  FakeProcessRunner runner(echo);
  Recorder recorder;
  options_.jobs = 2;
  BatchSummary summary = run(recorder, runner);
  EXPECT_EQ(summary.graded, 6);
  EXPECT_EQ(summary.grader_errors, 1);
  auto evil = read_result_file(result_path(results_dir(options_), "evil"));
  ASSERT_TRUE(evil);
  EXPECT_EQ(evil->status, GradingStatus::grader_error);
  EXPECT_EQ(evil->error, "the workspace could not be made");
  EXPECT_EQ(plan_batch(students(), options_).to_grade.size(), 1u);  // tried again next time
}

TEST_F(BatchTest, removes_temporaries_a_killed_run_left_behind_but_not_a_live_writers) {
  std::filesystem::create_directories(results_dir(options_));
  auto dead = results_dir(options_) / ".ann.json.tmp-99-00000000-0";
  auto young = results_dir(options_) / ".ben.json.tmp-98-00000000-0";
  std::ofstream(dead) << "{";
  std::ofstream(young) << "{";
  std::filesystem::last_write_time(dead, std::filesystem::file_time_type::clock::now() -
                                             std::chrono::hours(1));
  FakeProcessRunner runner(echo);
  Recorder recorder;
  run(recorder, runner);
  EXPECT_FALSE(std::filesystem::exists(dead));
  EXPECT_TRUE(std::filesystem::exists(young));  // maybe another batch's, just created
}

TEST_F(BatchTest, a_result_made_by_another_grader_build_is_graded_again) {
  options_.grader_build = "grader fnv1a64:aaaaaaaaaaaaaaaa, harness fnv1a64:bbbbbbbbbbbbbbbb";
  seed("ann", options_.suite_hash, 42, options_.grader_build);  // same suite, same grader
  seed("ben", options_.suite_hash, 42,
       "grader fnv1a64:cccccccccccccccc, harness fnv1a64:bbbbbbbbbbbbbbbb");
  seed("cat", options_.suite_hash, 42, "");  // before builds were recorded
  BatchPlan plan = plan_batch(students(), options_);
  EXPECT_EQ(plan.already_graded, 1);
  std::vector<std::string> names;
  for (const Student& s : plan.to_grade) names.push_back(s.name);
  EXPECT_EQ(names, (std::vector<std::string>{"ben", "cat", "dan", "eve"}));
  FakeProcessRunner runner(echo);
  Recorder recorder;
  run(recorder, runner);
  auto ben = read_result_file(result_path(results_dir(options_), "ben"));
  ASSERT_TRUE(ben);
  EXPECT_EQ(ben->grader_build, options_.grader_build);
  EXPECT_DOUBLE_EQ(ben->result.score(), 2);
}

// A call suite without submission.files: a single file is graded as its module.
TEST_F(BatchTest, a_single_file_student_of_a_call_suite_is_graded_as_its_module) {
  auto parsed = parse_suite("run: {call: {module: solution, function: solve}}\n"
                            "tests:\n  - {name: t, checks: [{kind: produced_output, points: 1}]}\n",
                            "s.yaml");
  ASSERT_TRUE(parsed);
  suite_ = *parsed;
  std::filesystem::remove_all(root_ / "subs");
  std::filesystem::create_directories(root_ / "subs");
  std::ofstream(root_ / "subs" / "alice.py") << "def solve(): print(1)\n";
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0, "1\n"); });
  Recorder recorder;
  run(recorder, runner);
  EXPECT_EQ(environment_.copied, std::vector<std::string>{"solution.py"});
  EXPECT_EQ(read_result_file(result_path(results_dir(options_), "alice"))->status,
            GradingStatus::graded);
}

// class/alice.py for a suite that runs driver.py: graded as driver.py.
TEST_F(BatchTest, a_single_file_student_is_graded_under_the_required_name) {
  auto parsed = parse_suite(std::string("submission: {files: [echo.py]}\n") + kSuite, "s.yaml");
  ASSERT_TRUE(parsed);
  suite_ = *parsed;
  std::filesystem::remove_all(root_ / "subs");
  std::filesystem::create_directories(root_ / "subs");
  std::ofstream(root_ / "subs" / "alice.py") << "print()";
  std::filesystem::create_directories(root_ / "subs" / "bob");
  std::ofstream(root_ / "subs" / "bob" / "Echo.py") << "print()";
  std::filesystem::create_directories(root_ / "subs" / "carl");
  FakeProcessRunner runner(echo);
  Recorder recorder;
  run(recorder, runner);
  EXPECT_EQ(environment_.copied,
            (std::vector<std::string>{"echo.py", "echo.py"}));  // alice's 2 tests
  auto status = [&](const char* name) {
    return read_result_file(result_path(results_dir(options_), name))->status;
  };
  EXPECT_EQ(status("alice"), GradingStatus::graded);
  EXPECT_DOUBLE_EQ(read_result_file(result_path(results_dir(options_), "alice"))->result.score(),
                   2);
  EXPECT_EQ(status("bob"), GradingStatus::wrong_file_name);
  EXPECT_EQ(status("carl"), GradingStatus::no_submission);
}

}  // namespace
}  // namespace grader

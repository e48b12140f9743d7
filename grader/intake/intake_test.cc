#include "intake/intake.h"

#include <gtest/gtest.h>

#include <fstream>

#include "common/testing/temp_folder.h"
#include "intake/test_zip.h"

namespace grader {
namespace {

namespace fs = std::filesystem;
using testing::write_zip;
using testing::ZipEntry;

void write_file(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

const Student& named(const Intake& intake, const std::string& name) {
  for (const Student& student : intake.students) {
    if (student.name == name) return student;
  }
  throw std::runtime_error("no student " + name);
}

bool has_line(const std::vector<std::string>& lines, const std::string& part) {
  for (const std::string& line : lines) {
    if (line.find(part) != std::string::npos) return true;
  }
  return false;
}

IntakeOptions funny_options(const fs::path& staging) {
  IntakeOptions options;
  options.required_files = {"funny_puzzle.py"};
  options.staging = staging;
  return options;
}

// CS540 through Canvas: each student's hw8_<netid>.zip inside Canvas's download, named
// <name>[_LATE]_<user id>_<submission id>_<file>.
TEST(ReadHandins, a_canvas_download_of_student_zips) {
  puzzle::testing::TempFolder folder;
  const fs::path download = folder.path() / "download";
  fs::create_directories(download);
  write_zip(download / "doejane_LATE_11_901_hw8_jdoe.zip", {{"funny_puzzle.py", "jane\n"}});
  write_zip(download / "leeann_12_902_hw8_alee.zip",
            {{"hw8_alee/", "", ZipEntry::folder},
             {"hw8_alee/funny_puzzle.py", "ann\n"},
             {"__MACOSX/hw8_alee/._funny_puzzle.py", "x"}});
  write_zip(download / "moeray_13_903_hw8_rmoe.zip", {{"Funny_Puzzle.py", "ray\n"}});
  write_file(download / "readme.txt", "not a submission\n");
  auto intake = read_handins(download, funny_options(folder.path() / "staging"));
  ASSERT_TRUE(intake) << intake.error();
  EXPECT_EQ(intake->layout, HandinLayout::canvas_download);
  ASSERT_EQ(intake->students.size(), 3u);
  const Student& jane = named(*intake, "doejane_11");
  ASSERT_TRUE(jane.handin);
  EXPECT_EQ(jane.handin->platform_id, "11");
  EXPECT_EQ(jane.handin->display_name, "doejane");
  EXPECT_TRUE(jane.handin->late);
  EXPECT_EQ(jane.handin->layout, HandinLayout::canvas_download);
  EXPECT_EQ(jane.handin->problem, "");
  EXPECT_EQ(read_file(jane.submission / "funny_puzzle.py"), "jane\n");
  const Student& ann = named(*intake, "leeann_12");
  EXPECT_EQ(ann.handin->problem, "");
  EXPECT_FALSE(ann.handin->late);
  EXPECT_EQ(read_file(ann.submission / "funny_puzzle.py"), "ann\n");  // the folder, opened
  EXPECT_FALSE(fs::exists(ann.submission / "__MACOSX"));
  const Student& ray = named(*intake, "moeray_13");
  EXPECT_EQ(ray.handin->problem, "hw8_rmoe.zip holds Funny_Puzzle.py, not funny_puzzle.py");
  // Nothing dropped in silence: the stray file is listed with its reason.
  ASSERT_EQ(intake->refused.size(), 1u);
  EXPECT_EQ(intake->refused[0].rfind("readme.txt: its name is not one Canvas's", 0), 0u)
      << intake->refused[0];
}

// Two files of one submission are one attempt, both graded; an older submission of the
// same student (a smaller id) is an earlier attempt.
TEST(ReadHandins, a_canvas_submission_of_several_files) {
  puzzle::testing::TempFolder folder;
  const fs::path download = folder.path() / "download";
  write_file(download / "doejane_11_901_funny_puzzle.py", "old\n");
  write_file(download / "doejane_11_950_funny_puzzle-1.py", "new\n");
  write_file(download / "doejane_11_950_helpers.txt", "notes\n");
  auto intake = read_handins(download, funny_options(folder.path() / "staging"));
  ASSERT_TRUE(intake) << intake.error();
  ASSERT_EQ(intake->students.size(), 1u);
  const Student& jane = intake->students[0];
  EXPECT_EQ(jane.handin->attempts, 2);
  EXPECT_EQ(jane.handin->attempt, 2);
  EXPECT_EQ(read_file(jane.submission / "funny_puzzle.py"), "new\n");  // Canvas's -1 undone
  EXPECT_EQ(read_file(jane.submission / "helpers.txt"), "notes\n");
  EXPECT_EQ(jane.handin->entries.size(), 2u);
}

// The same download as the zip Canvas gives, not unpacked by hand.
TEST(ReadHandins, the_platforms_zip_itself) {
  puzzle::testing::TempFolder folder;
  write_zip(folder.path() / "inner.zip", {{"funny_puzzle.py", "jane\n"}});
  write_zip(folder.path() / "submissions.zip",
            {{"doejane_11_901_hw8_jdoe.zip", read_file(folder.path() / "inner.zip")}});
  auto intake = read_handins(folder.path() / "submissions.zip",
                             funny_options(folder.path() / "staging"));
  ASSERT_TRUE(intake) << intake.error();
  EXPECT_EQ(intake->layout, HandinLayout::canvas_download);
  ASSERT_EQ(intake->students.size(), 1u);
  EXPECT_EQ(read_file(intake->students[0].submission / "funny_puzzle.py"), "jane\n");
}

// DS340 through Blackboard: per attempt, the notebook and its PDF under
// <assignment>_<username>_attempt_<time>_<name>, and a receipt.
TEST(ReadHandins, a_blackboard_download_grades_the_last_attempt) {
  puzzle::testing::TempFolder folder;
  const fs::path download = folder.path() / "download";
  const std::string first = "Assignment 1_j_doe_attempt_2026-09-20-10-00-00";
  const std::string second = "Assignment 1_j_doe_attempt_2026-09-22-09-30-00";
  write_file(download / (first + "_HW1.ipynb"), "{\"first\": 1}");
  write_file(download / (first + ".txt"),
             "Name: Jane Doe (j_doe)\nFiles:\n\tOriginal filename: HW1.ipynb\n\tFilename: " +
                 first + "_HW1.ipynb\n");
  write_file(download / (second + "_HW1 final.ipynb"), "{\"second\": 2}");
  write_file(download / (second + "_HW1 final.pdf"), "%PDF-1.4");
  write_file(download / (second + ".txt"), "Name: Jane Doe (j_doe)\n");
  write_file(download / "Assignment 1_bob_attempt_2026-09-19-08-00-00.txt", "Name: Bob (bob)\n");
  IntakeOptions options;
  options.required_files = {"fifteen_puzzle.ipynb"};
  options.staging = folder.path() / "staging";
  options.late = {"2026-09-21 23:59", 10};
  auto intake = read_handins(download, options);
  ASSERT_TRUE(intake) << intake.error();
  EXPECT_EQ(intake->layout, HandinLayout::blackboard_download);
  ASSERT_EQ(intake->students.size(), 1u);
  const Student& jane = intake->students[0];
  EXPECT_EQ(jane.name, "j_doe");  // the receipt's username, though it holds '_'
  EXPECT_EQ(jane.handin->display_name, "Jane Doe");
  EXPECT_EQ(jane.handin->attempts, 2);
  EXPECT_EQ(jane.handin->attempt, 2);
  EXPECT_EQ(jane.handin->submitted_at, "2026-09-22 09:30:00");
  // The notebook, whatever its name, is graded as the one the suite runs.
  EXPECT_EQ(read_file(jane.submission / "fifteen_puzzle.ipynb"), "{\"second\": 2}");
  EXPECT_EQ(jane.handin->pdf, "HW1 final.pdf");
  // 9 h 31 min after the due time: one day begun, 10% off.
  EXPECT_TRUE(jane.handin->late);
  EXPECT_EQ(jane.handin->late_days, 1);
  EXPECT_EQ(jane.handin->penalty_percent, 10);
  EXPECT_TRUE(has_line(intake->notes, "j_doe: 2 attempts; graded attempt 2 (2026-09-22 09:30:00)"));
  EXPECT_TRUE(has_line(intake->notes, "j_doe: graded HW1 final.ipynb as fifteen_puzzle.ipynb"));
  EXPECT_TRUE(has_line(intake->refused, "bob: only a receipt"));
  // The instructor's other rule: the last attempt on time.
  options.attempt = AttemptChoice::last_on_time;
  options.staging = folder.path() / "staging-again";  // each read stages into an empty folder
  auto on_time = read_handins(download, options);
  ASSERT_TRUE(on_time);
  EXPECT_EQ(on_time->students[0].handin->attempt, 1);
  EXPECT_FALSE(on_time->students[0].handin->late);
  EXPECT_EQ(read_file(on_time->students[0].submission / "fifteen_puzzle.ipynb"), "{\"first\": 1}");
}

// A folder of the students' own zips, each one's problem said in its own sentence.
TEST(ReadHandins, a_folder_of_student_zips) {
  puzzle::testing::TempFolder folder;
  const fs::path download = folder.path() / "download";
  fs::create_directories(download);
  write_zip(download / "hw8_ok.zip", {{"funny_puzzle.py", "ok\n"}, {".DS_Store", "x"}});
  write_zip(download / "hw8_up.zip", {{"../funny_puzzle.py", "escape\n"}});
  write_zip(download / "hw8_none.zip", {{"notes.txt", "n"}, {"solver.py", "s"}});
  write_zip(download / "hw8_empty.zip", {});
  write_file(download / "hw8_fake.zip", "print('a .py renamed')\n");
  auto intake = read_handins(download, funny_options(folder.path() / "staging"));
  ASSERT_TRUE(intake) << intake.error();
  EXPECT_EQ(intake->layout, HandinLayout::student_zips);
  ASSERT_EQ(intake->students.size(), 5u);
  EXPECT_EQ(named(*intake, "ok").handin->problem, "");
  EXPECT_EQ(named(*intake, "up").handin->problem,
            "hw8_up.zip could not be unpacked: it holds ../funny_puzzle.py, whose \"..\" leads "
            "outside the zip");
  EXPECT_EQ(named(*intake, "none").handin->problem,
            "hw8_none.zip holds notes.txt, solver.py, but no funny_puzzle.py");
  EXPECT_EQ(named(*intake, "empty").handin->problem, "hw8_empty.zip holds no file");
  EXPECT_EQ(named(*intake, "fake").handin->problem,
            "hw8_fake.zip is not a zip file, though its name ends in .zip (a file renamed to "
            ".zip is not zipped)");
  EXPECT_FALSE(fs::exists(named(*intake, "fake").submission / "funny_puzzle.py"));
}

TEST(ReadHandins, student_folders_as_before) {
  puzzle::testing::TempFolder folder;
  write_file(folder.path() / "class/alice/funny_puzzle.py", "a\n");
  write_file(folder.path() / "class/bob.py", "b\n");
  auto intake = read_handins(folder.path() / "class", funny_options(folder.path() / "staging"));
  ASSERT_TRUE(intake) << intake.error();
  EXPECT_EQ(intake->layout, HandinLayout::student_folders);
  ASSERT_EQ(intake->students.size(), 2u);
  EXPECT_FALSE(intake->students[0].handin);
  EXPECT_EQ(intake->students[1].submission, folder.path() / "class/bob.py");
}

TEST(ReadHandins, a_file_that_is_no_download_is_one_sentence) {
  puzzle::testing::TempFolder folder;
  write_file(folder.path() / "grades.csv", "a,b\n");
  auto intake = read_handins(folder.path() / "grades.csv", funny_options(folder.path() / "s"));
  ASSERT_FALSE(intake);
  EXPECT_NE(intake.error().find("is neither a folder nor a zip file"), std::string::npos);
}

TEST(LateRule, counts_days_begun_after_the_due_time) {
  EXPECT_EQ(seconds_of("1970-01-02 00:00"), 86400);
  EXPECT_EQ(seconds_of("2000-03-01 00:00:01").value() - seconds_of("2000-02-28 00:00:01").value(),
            2 * 86400);  // 2000 is a leap year
  EXPECT_FALSE(seconds_of("2026-02-30 10:00"));
  EXPECT_FALSE(seconds_of("2026-09-20"));
  Handin on_time;
  on_time.submitted_at = "2026-09-21 23:59:00";
  apply_late_rule({"2026-09-21 23:59", 10}, on_time);
  EXPECT_FALSE(on_time.late);
  EXPECT_EQ(on_time.penalty_percent, 0);
  Handin three_days;
  three_days.submitted_at = "2026-09-24 00:00:00";  // 2 days and 1 minute late
  apply_late_rule({"2026-09-21 23:59", 40}, three_days);
  EXPECT_EQ(three_days.late_days, 3);
  EXPECT_EQ(three_days.penalty_percent, 100);  // capped
  EXPECT_EQ(three_days.late_note, "late by 3 days (due 2026-09-21 23:59): 100% off the total");
  Handin canvas;  // Canvas's mark without a time
  canvas.late = true;
  apply_late_rule({"", 5}, canvas);
  EXPECT_EQ(canvas.penalty_percent, 5);
  Handin no_rule;
  no_rule.late = true;
  apply_late_rule({}, no_rule);
  EXPECT_EQ(no_rule.penalty_percent, 0);
  EXPECT_EQ(no_rule.late_note, "marked late by the platform: no penalty");
}

}  // namespace
}  // namespace grader

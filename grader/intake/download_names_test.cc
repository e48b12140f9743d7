#include "intake/download_names.h"

#include <gtest/gtest.h>

namespace grader {
namespace {

TEST(CanvasEntryName, reads_name_late_mark_ids_and_file) {
  auto entry = parse_canvas_entry_name("doejane_LATE_123456_7890123_hw8_jdoe.zip");
  ASSERT_TRUE(entry);
  EXPECT_EQ(entry->student, "doejane");
  EXPECT_TRUE(entry->late);
  EXPECT_EQ(entry->user_id, "123456");
  EXPECT_EQ(entry->submission_id, "7890123");
  EXPECT_EQ(entry->file_name, "hw8_jdoe.zip");
  auto on_time = parse_canvas_entry_name("leeann_42_7_funny_puzzle.py");
  ASSERT_TRUE(on_time);
  EXPECT_FALSE(on_time->late);
  EXPECT_EQ(on_time->file_name, "funny_puzzle.py");
}

TEST(CanvasEntryName, refuses_names_canvas_does_not_write) {
  EXPECT_FALSE(parse_canvas_entry_name("hw8_jdoe.zip"));
  EXPECT_FALSE(parse_canvas_entry_name("doejane_12_x_file.py"));  // an id that is no number
  EXPECT_FALSE(parse_canvas_entry_name("doejane_12_34_"));        // no file name
  EXPECT_FALSE(parse_canvas_entry_name("_12_34_f.py"));           // no student
  EXPECT_FALSE(parse_canvas_entry_name("doejane_LATE_12_f.py"));  // one id only
}

TEST(BlackboardEntryName, reads_files_and_receipts) {
  auto file = parse_blackboard_entry_name(
      "Assignment 1_jdoe_attempt_2026-09-20-23-58-01_fifteen puzzle.ipynb");
  ASSERT_TRUE(file);
  EXPECT_EQ(file->before_attempt, "Assignment 1_jdoe");
  EXPECT_EQ(file->attempt, "2026-09-20-23-58-01");
  EXPECT_EQ(file->file_name, "fifteen puzzle.ipynb");
  EXPECT_FALSE(file->receipt);
  auto receipt = parse_blackboard_entry_name("Assignment 1_jdoe_attempt_2026-09-20-23-58-01.txt");
  ASSERT_TRUE(receipt);
  EXPECT_TRUE(receipt->receipt);
  EXPECT_EQ(receipt->file_name, "");
  // A student's own file named like an attempt is read after the real attempt.
  auto nested = parse_blackboard_entry_name(
      "A_x_attempt_2026-09-20-23-58-01_my_attempt_2020-01-01-00-00-00_a.py");
  ASSERT_TRUE(nested);
  EXPECT_EQ(nested->before_attempt, "A_x");
  EXPECT_EQ(nested->file_name, "my_attempt_2020-01-01-00-00-00_a.py");
}

TEST(BlackboardEntryName, refuses_other_names) {
  EXPECT_FALSE(parse_blackboard_entry_name("jdoe.ipynb"));
  EXPECT_FALSE(parse_blackboard_entry_name("A_jdoe_attempt_2026-09-20_x.py"));  // short time
  EXPECT_FALSE(parse_blackboard_entry_name("_attempt_2026-09-20-23-58-01_x.py"));
  EXPECT_FALSE(parse_blackboard_entry_name("A_jdoe_attempt_2026-09-20-23-58-01.pdf"));
}

TEST(BlackboardReceipt, reads_the_student_and_the_original_names) {
  const auto receipt = parse_blackboard_receipt(
      "Name: Jane Q. Doe (j_doe)\r\n"
      "Assignment: Assignment 1\r\n"
      "Date Submitted: Sunday, September 20, 2026 11:58:01 PM EDT\r\n"
      "Current Grade: Needs Grading\r\n\r\n"
      "Submission Field:\r\nThere is no student submission text data for this assignment.\r\n\r\n"
      "Files:\r\n"
      "\tOriginal filename: My Notebook.ipynb\r\n"
      "\tFilename: Assignment 1_j_doe_attempt_2026-09-20-23-58-01_My Notebook.ipynb\r\n"
      "\tOriginal filename: report (1).pdf\r\n"
      "\tFilename: Assignment 1_j_doe_attempt_2026-09-20-23-58-01_report 1.pdf\r\n");
  EXPECT_EQ(receipt.name, "Jane Q. Doe");
  EXPECT_EQ(receipt.username, "j_doe");
  ASSERT_EQ(receipt.original_names.size(), 2u);
  EXPECT_EQ(receipt.original_names.at(
                "Assignment 1_j_doe_attempt_2026-09-20-23-58-01_report 1.pdf"),
            "report (1).pdf");
}

TEST(BlackboardUsername, prefers_the_receipts_username) {
  EXPECT_EQ(blackboard_username("Assignment 1_j_doe", "j_doe"), "j_doe");
  EXPECT_EQ(blackboard_username("Assignment 1_j_doe", ""), "doe");
  EXPECT_EQ(blackboard_username("Assignment 1_jdoe", "someone"), "jdoe");
  EXPECT_EQ(readable_attempt_time("2026-09-20-23-58-01"), "2026-09-20 23:58:01");
}

TEST(StudentZipKeys, strip_the_prefix_every_zip_shares) {
  EXPECT_EQ(student_zip_keys({"hw8_jdoe.zip", "hw8_jsmith.zip", "hw8_ali.zip"}),
            (std::vector<std::string>{"jdoe", "jsmith", "ali"}));
  EXPECT_EQ(student_zip_keys({"hw8_jdoe.zip"}), (std::vector<std::string>{"jdoe"}));
  EXPECT_EQ(student_zip_keys({"jdoe.zip", "bob.zip"}), (std::vector<std::string>{"jdoe", "bob"}));
  // A shared start inside a netid is no prefix: only up to an '_'.
  EXPECT_EQ(student_zip_keys({"hw8_jdoe.zip", "hw8_jdan.zip"}),
            (std::vector<std::string>{"jdoe", "jdan"}));
  EXPECT_EQ(student_zip_keys({"hw8_.zip", "hw8_x.zip"}), (std::vector<std::string>{"hw8_", "x"}));
}

}  // namespace
}  // namespace grader

#include "grade/result.h"

#include <gtest/gtest.h>

#include <set>

namespace grader {
namespace {

// The last enumerator: a new verdict appended after it makes the first test fail until
// this line and the table both know it.
constexpr int kLastVerdict = static_cast<int>(Verdict::grader_error);

TEST(VerdictTable, every_verdict_has_exactly_one_row) {
  for (int value = 0; value <= kLastVerdict; ++value) {
    int rows = 0;
    for (const VerdictName& row : kVerdictTable) rows += static_cast<int>(row.verdict) == value;
    EXPECT_EQ(rows, 1) << "verdict #" << value;
  }
  EXPECT_EQ(std::size(kVerdictTable), static_cast<std::size_t>(kLastVerdict + 1));
}

TEST(VerdictTable, names_are_unique_and_parse_back) {
  std::set<std::string_view> seen;
  for (const VerdictName& row : kVerdictTable) {
    EXPECT_TRUE(seen.insert(row.name).second) << row.name;
    EXPECT_EQ(parse_verdict(row.name), row.verdict);
    EXPECT_EQ(to_string(row.verdict), row.name);
  }
}

TEST(VerdictTable, names_are_the_documented_spellings) {
  EXPECT_EQ(to_string(Verdict::time_limit), "time_limit");
  EXPECT_EQ(to_string(Verdict::grader_error), "grader_error");
  EXPECT_EQ(label(Verdict::memory_limit), "Memory limit exceeded");
  EXPECT_EQ(parse_verdict("Passed"), std::nullopt);
  EXPECT_EQ(verdict_name_list().substr(0, 22), "passed, wrong_answer, ");
}

constexpr int kLastSubmissionProblem = static_cast<int>(SubmissionProblem::too_large);

TEST(SubmissionProblemTable, every_problem_has_exactly_one_row_whose_name_parses_back) {
  for (int value = 0; value <= kLastSubmissionProblem; ++value) {
    int rows = 0;
    for (const SubmissionProblemName& row : kSubmissionProblemTable) {
      rows += static_cast<int>(row.problem) == value;
    }
    EXPECT_EQ(rows, 1) << "problem #" << value;
  }
  EXPECT_EQ(std::size(kSubmissionProblemTable),
            static_cast<std::size_t>(kLastSubmissionProblem + 1));
  std::set<std::string_view> seen;
  for (const SubmissionProblemName& row : kSubmissionProblemTable) {
    EXPECT_TRUE(seen.insert(row.name).second) << row.name;
    EXPECT_EQ(parse_submission_problem(row.name), row.problem);
  }
  EXPECT_EQ(to_string(SubmissionProblem::wrong_file_name), "wrong_file_name");
  EXPECT_EQ(parse_submission_problem("Wrong file name"), std::nullopt);
}

}  // namespace
}  // namespace grader

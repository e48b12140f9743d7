#include "export/similarity_script.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "export/similarity_render.h"
#include "export/similarity_testing.h"

namespace grader {
namespace {
using namespace grader::testing;  // NOLINT: the tests' helpers

TEST(ClassCommonLimit, is_half_the_class_but_at_least_a_pair) {
  EXPECT_EQ(class_common_limit(2), 2);
  EXPECT_EQ(class_common_limit(3), 2);
  EXPECT_EQ(class_common_limit(5), 2);
  EXPECT_EQ(class_common_limit(10), 5);
  EXPECT_EQ(class_common_limit(41), 20);
}

TEST(DolosRequest, names_submissions_by_index_and_survives_bytes_that_are_not_utf8) {
  std::vector<SubmissionCode> subs = {code_of("alice", "x = 1\n", {}),
                                      code_of("bob", "y = '\xff'\n", {})};
  SubmissionCode starter = code_of("", "def solve():\n    pass\n", {});
  auto json = nlohmann::json::parse(dolos_request(subs, starter, "/opt/dolos"));
  EXPECT_EQ(json["dolos_prefix"], "/opt/dolos");
  EXPECT_EQ(json["language"], "python");
  EXPECT_EQ(json["starter"], "def solve():\n    pass\n");
  // Dolos's own bound on shared code would hide copies from every pair: never asked for.
  EXPECT_FALSE(json.contains("max_fingerprint_count"));
  EXPECT_EQ(json["max_class_fingerprint_count"], 2);
  EXPECT_EQ(json["near_identical"], 0.7);
  ASSERT_EQ(json["submissions"].size(), 2u);
  EXPECT_EQ(json["submissions"][0]["id"], "0");
  EXPECT_EQ(json["submissions"][0]["code"], "x = 1\n");
  EXPECT_EQ(json["submissions"][1]["id"], "1");
  EXPECT_TRUE(nlohmann::json::parse(dolos_request(subs, std::nullopt, "/p"))["starter"].is_null());
  // The bounds on each pair's work and on the check's time (similarity.h).
  EXPECT_EQ(json["max_pair_matches"], 50000);
  EXPECT_EQ(json["max_pair_cells"], 100000000);
  EXPECT_EQ(json["deadline_cpu_millis"], 480000);
  EXPECT_EQ(json["deadline_wall_millis"], 960000);
}

TEST(ParseDolosAnswer, maps_ids_to_students_and_rows_to_places) {
  std::vector<SubmissionCode> subs = {code_of("alice", "", {{"driver.py", 0, 50}}),
                                      code_of("bob", "", {{"driver.py", 0, 60}}),
                                      code_of("carol", "", {{"driver.py", 0, 40}})};
  auto report = parse_dolos_answer(
      R"({"pairs": [{"left": "2", "right": "0", "similarity": 0.61, "longest": 7, "left_rows": null, "right_rows": null},
                    {"left": "0", "right": "1", "similarity": 0.95, "longest": 40, "left_rows": [2, 30], "right_rows": [9, 37]}],
          "unlisted": 4, "warnings": []})",
      subs);
  ASSERT_TRUE(report) << report.error();
  EXPECT_EQ(report->unlisted, 4);
  EXPECT_EQ(report->compared, 3);
  const std::vector<SimilarPair>* pairs = &report->pairs;
  ASSERT_EQ(pairs->size(), 2u);
  EXPECT_EQ((*pairs)[0].left, "alice");  // most similar first
  EXPECT_EQ((*pairs)[0].right, "bob");
  EXPECT_DOUBLE_EQ((*pairs)[0].similarity, 0.95);
  EXPECT_EQ((*pairs)[0].longest, 40);
  EXPECT_EQ((*pairs)[0].left_place, "driver.py lines 3-31");
  EXPECT_EQ((*pairs)[0].right_place, "driver.py lines 10-38");
  EXPECT_EQ((*pairs)[1].left, "carol");
  EXPECT_EQ((*pairs)[1].left_place, "");
}

TEST(ParseDolosAnswer, names_the_submissions_the_script_left_out) {
  std::vector<SubmissionCode> subs = {code_of("alice", "", {}), code_of("bob", "", {}),
                                      code_of("mallory", "", {})};
  auto report = parse_dolos_answer(
      R"({"pairs": [], "left_out": [{"id": "2", "reason": "its code could not be parsed within 2 s"}]})",
      subs);
  ASSERT_TRUE(report) << report.error();
  ASSERT_EQ(report->left_out.size(), 1u);
  EXPECT_EQ(report->left_out[0].student, "mallory");
  EXPECT_EQ(report->left_out[0].reason, "its code could not be parsed within 2 s");
  EXPECT_EQ(report->compared, 2);
  EXPECT_FALSE(
      parse_dolos_answer(R"({"pairs": [], "left_out": [{"id": "7", "reason": "x"}]})", subs));
  const std::string html = similarity_section_html(*report);
  EXPECT_NE(html.find("<li>mallory: its code could not be parsed within 2 s</li>"),
            std::string::npos)
      << html;
}

// issue 38 item 7: a pair too costly for Dolos is left out alone, named with its reason
// and how alike it is, and every other pair is still listed.
TEST(ParseDolosAnswer, names_the_pairs_the_script_left_out_with_their_share_and_reason) {
  std::vector<SubmissionCode> subs = {code_of("alice", "", {}), code_of("bob", "", {}),
                                      code_of("mallory", "", {}), code_of("trudy", "", {})};
  subs.push_back(code_of("kim", "", {}));
  subs.back().archive = "2024-fall";
  auto report = parse_dolos_answer(
      R"({"pairs": [{"left": "0", "right": "1", "similarity": 0.8, "longest": 9}],
          "left_out_pairs": [{"left": "2", "right": "3", "share": 0.994, "reason": "they repeat the same code"},
                             {"left": "2", "right": "4", "share": 0.5, "reason": "out of time"}],
          "left_out_pairs_unlisted": 7})",
      subs);
  ASSERT_TRUE(report) << report.error();
  ASSERT_EQ(report->pairs.size(), 1u);
  ASSERT_EQ(report->left_out_pairs.size(), 2u);
  EXPECT_EQ(report->left_out_pairs[0].left, "mallory");
  EXPECT_EQ(report->left_out_pairs[0].right, "trudy");
  EXPECT_EQ(report->left_out_pairs[0].right_archive, "");
  EXPECT_DOUBLE_EQ(report->left_out_pairs[0].share, 0.994);
  EXPECT_EQ(report->left_out_pairs[0].reason, "they repeat the same code");
  EXPECT_EQ(report->left_out_pairs[1].right, "kim");
  EXPECT_EQ(report->left_out_pairs[1].right_archive, "2024-fall");
  EXPECT_EQ(report->left_out_pairs_unlisted, 7);
  const std::string html = similarity_section_html(*report);
  EXPECT_NE(html.find("<li>mallory and trudy (about 99% of their code alike): they repeat the "
                      "same code</li>"),
            std::string::npos)
      << html;
  EXPECT_NE(html.find("<li>mallory and 2024-fall/kim (about 50% of their code alike): out of "
                      "time</li>"),
            std::string::npos);
  EXPECT_NE(html.find("<li>and 7 more pairs</li>"), std::string::npos);
  EXPECT_NE(html.find("alice"), std::string::npos);  // the listed pair is still there
  EXPECT_NE(similarity_summary(*report, "grades")
                .find("Similarity: 9 pairs not compared (too costly for Dolos, or past the "
                      "check's time): listed in class-report.html.\n"),
            std::string::npos)
      << similarity_summary(*report, "grades");
  // A left-out pair must name two programs, the left one of the class.
  EXPECT_FALSE(parse_dolos_answer(
      R"({"pairs": [], "left_out_pairs": [{"left": "4", "right": "0", "share": 1, "reason": "x"}]})",
      subs));
  EXPECT_FALSE(parse_dolos_answer(
      R"({"pairs": [], "left_out_pairs": [{"left": "0", "right": "1", "reason": "x"}]})", subs));
}

TEST(ParseDolosAnswer, reads_what_was_set_aside_as_common_and_none_when_not_said) {
  std::vector<SubmissionCode> subs = {code_of("a", "", {}), code_of("b", "", {})};
  auto report = parse_dolos_answer(
      R"({"pairs": [], "common": {"fingerprints": 12, "limit": 2, "students": 5, "pairs": 3}})",
      subs);
  ASSERT_TRUE(report) << report.error();
  EXPECT_EQ(report->common.fingerprints, 12);
  EXPECT_EQ(report->common.limit, 2);
  EXPECT_EQ(report->common.students, 5);
  EXPECT_EQ(report->common.pairs, 3);
  auto bare = parse_dolos_answer(R"({"pairs": [], "common": {"fingerprints": "many"}})", subs);
  ASSERT_TRUE(bare);
  EXPECT_EQ(bare->common.fingerprints, 0);
  EXPECT_EQ(parse_dolos_answer(R"({"pairs": []})", subs)->common.fingerprints, 0);
}

TEST(ParseDolosAnswer, refuses_what_it_cannot_read) {
  std::vector<SubmissionCode> subs = {code_of("a", "", {}), code_of("b", "", {})};
  EXPECT_FALSE(parse_dolos_answer("", subs));
  EXPECT_FALSE(parse_dolos_answer("{\"warnings\": []}", subs));
  EXPECT_FALSE(parse_dolos_answer(
      R"({"pairs": [{"left": "0", "right": "2", "similarity": 1, "longest": 1}]})", subs));
  EXPECT_FALSE(parse_dolos_answer(
      R"({"pairs": [{"left": "-1", "right": "0", "similarity": 1, "longest": 1}]})", subs));
  EXPECT_FALSE(parse_dolos_answer(
      R"({"pairs": [{"left": "0", "right": "1", "similarity": "high", "longest": 1}]})", subs));
  EXPECT_TRUE(parse_dolos_answer(R"({"pairs": []})", subs));
}

TEST(DolosRequest, marks_archive_entries_with_their_label_and_counts_them_as_programs) {
  std::vector<SubmissionCode> subs = {code_of("alice", "x = 1\n", {}),
                                      archived("kim", "y = 2\n", "2023-fall"),
                                      archived("gist", "z = 3\n", "online"),
                                      archived("lee", "w = 4\n", "2023-fall")};
  auto json = nlohmann::json::parse(dolos_request(subs, std::nullopt, "/p"));
  EXPECT_FALSE(json["submissions"][0].contains("archive"));
  EXPECT_EQ(json["submissions"][1]["archive"], "2023-fall");
  EXPECT_EQ(json["submissions"][2]["archive"], "online");
  EXPECT_EQ(json["max_fragments"], 3);
  EXPECT_EQ(json["max_archive_matches"], 5);
  // Common code is what the class's students share: archive entries never make code
  // common, however many hold it.
  EXPECT_EQ(json["max_class_fingerprint_count"], 2);  // one student: at least a pair
  for (int i = 0; i < 10; ++i)
    subs.push_back(archived(std::string("e").append(std::to_string(i)), "", "old"));
  for (int i = 0; i < 5; ++i)
    subs.push_back(code_of(std::string("s").append(std::to_string(i)), "", {}));
  json = nlohmann::json::parse(dolos_request(subs, std::nullopt, "/p"));
  EXPECT_EQ(json["max_class_fingerprint_count"], 3);  // 6 students
}

TEST(ParseDolosAnswer, names_the_archive_of_a_match_and_cuts_each_sides_shared_lines) {
  std::vector<SubmissionCode> subs = {
      code_of("alice", "import sys\ndef f(a):\n    return a + 1\n", {{"driver.py", 0, 3}}),
      code_of("bob", "print(2)\n", {{"driver.py", 0, 1}}),
      archived("kim", "# kim's\ndef g(b):\n    return b + 1\nx = 1\n", "2023-fall"),
      archived("huge", "", "online")};
  auto report = parse_dolos_answer(
      R"({"pairs": [{"left": "0", "right": "2", "similarity": 0.8, "longest": 9,
                     "left_rows": [1, 2], "right_rows": [1, 2],
                     "fragments": [{"left_rows": [1, 2], "right_rows": [1, 2]},
                                   {"left_rows": [0, 0], "right_rows": [3, 3]}]}],
          "left_out": [{"id": "3", "reason": "its code could not be parsed within 2 s"}]})",
      subs);
  ASSERT_TRUE(report) << report.error();
  EXPECT_EQ(report->compared, 2);  // alice and bob
  EXPECT_EQ(report->archived, 1);  // kim; huge was left out
  ASSERT_EQ(report->left_out.size(), 1u);
  EXPECT_EQ(report->left_out[0].student, "online/huge");
  ASSERT_EQ(report->pairs.size(), 1u);
  const SimilarPair& pair = report->pairs[0];
  EXPECT_EQ(pair.left, "alice");
  EXPECT_EQ(pair.right, "kim");
  EXPECT_EQ(pair.right_archive, "2023-fall");
  EXPECT_EQ(pair.right_place, "driver.py lines 2-3");
  ASSERT_EQ(pair.fragments.size(), 2u);
  EXPECT_EQ(pair.fragments[0].left_code, "def f(a):\n    return a + 1\n");
  EXPECT_EQ(pair.fragments[0].right_code, "def g(b):\n    return b + 1\n");
  EXPECT_EQ(pair.fragments[1].left_place, "driver.py lines 1-1");
  EXPECT_EQ(pair.fragments[1].right_code, "x = 1\n");
  // The script never puts an archive entry on the left: an answer that does is refused.
  EXPECT_FALSE(parse_dolos_answer(
      R"({"pairs": [{"left": "2", "right": "0", "similarity": 0.8, "longest": 9}]})", subs));
}

TEST(ParseDolosAnswer, shows_at_most_kMaxFragmentLines_of_a_region_and_says_how_many_more) {
  std::string code;
  for (int i = 1; i <= 100; ++i) {
    code += 'x';
    code += std::to_string(i);
    code += " = 0\n";
  }
  std::vector<SubmissionCode> subs = {code_of("alice", code, {{"a.py", 0, 100}}),
                                      archived("kim", code, "old")};
  auto report = parse_dolos_answer(
      R"({"pairs": [{"left": "0", "right": "1", "similarity": 1, "longest": 90,
                     "fragments": [{"left_rows": [0, 99], "right_rows": [10, 12]},
                                   {"left_rows": [500, 501], "right_rows": [0, 1]}]}]})",
      subs);
  ASSERT_TRUE(report) << report.error();
  const SharedFragment& fragment = report->pairs.at(0).fragments.at(0);
  EXPECT_EQ(std::count(fragment.left_code.begin(), fragment.left_code.end(), '\n'), 61);
  EXPECT_EQ(fragment.left_code.substr(fragment.left_code.rfind("x60")),
            "x60 = 0\n... (40 more lines)\n");
  EXPECT_EQ(fragment.right_code, "x11 = 0\nx12 = 0\nx13 = 0\n");
  EXPECT_EQ(report->pairs[0].fragments.at(1).left_code, "");  // rows outside the code
}

}  // namespace
}  // namespace grader

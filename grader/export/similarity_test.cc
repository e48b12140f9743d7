#include "export/similarity.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "common/testing/temp_folder.h"
#include "export/class_report.h"
#include "grade/fake_process_runner.h"

namespace grader {
namespace {
namespace fs = std::filesystem;

using TempDir = puzzle::testing::TempFolder;

void put(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  std::ofstream(path, std::ios::binary) << text;
}

SubmissionCode code_of(std::string student, std::string code, std::vector<CodeSegment> segments) {
  return {std::move(student), std::move(code), std::move(segments), "", "", ""};
}

// issue 38 item 7: whatever the grader copies into a test folder, a graded program can
// load (exec(open(".impl/impl.py").read())), so dot folders are read too.
TEST(ReadCode, joins_a_folders_python_in_path_order_dot_folders_included_and_skips_links) {
  TempDir dir;
  put(dir.path() / "b.py", "b1\nb2");  // no final newline: one is added
  put(dir.path() / "a.py", "a1\n");
  put(dir.path() / "pkg" / "c.py", "c1\nc2\nc3\n");
  put(dir.path() / ".impl" / "impl.py", "hidden\n");
  put(dir.path() / "__pycache__" / "x.py", "cache\n");
  put(dir.path() / "notes.txt", "text\n");
  // macOS's fork of a.py, no Python (it starts with its magic number and holds NULs).
  put(dir.path() / "._a.py", std::string("\0\5\x16\7\0\2\0\0Mac OS X", 16));
  fs::create_symlink("/etc/passwd", dir.path() / "link.py");
  fs::create_directory_symlink("/etc", dir.path() / "etc_link");

  auto code = read_code(dir.path());
  ASSERT_TRUE(code);
  EXPECT_EQ(code->code, "hidden\ncache\na1\nb1\nb2\nc1\nc2\nc3\n");
  ASSERT_EQ(code->segments.size(), 5u);
  EXPECT_EQ(code->segments[0].file, ".impl/impl.py");
  EXPECT_EQ(code->segments[1].file, "__pycache__/x.py");
  EXPECT_EQ(code->segments[2].file, "a.py");
  EXPECT_EQ(code->segments[3].file, "b.py");
  EXPECT_EQ(code->segments[3].first_row, 3);
  EXPECT_EQ(code->segments[3].rows, 2);
  EXPECT_EQ(code->segments[4].file, "pkg/c.py");
  EXPECT_EQ(code->segments[4].first_row, 5);
  EXPECT_EQ(code->too_large, "");
  EXPECT_EQ(reason_to_leave_out(*code), "");
}

// A folder deeper than Linux lists by its path (ENAMETOOLONG past 4,096 bytes) cannot hide
// part of a submission's code: it is left out, said.
TEST(ReadCode, a_folder_that_cannot_be_listed_whole_leaves_the_submission_out_with_why) {
  TempDir dir;
  put(dir.path() / "a.py", "a1\n");
  fs::path deep = dir.path();
  for (int i = 0; i < 17; ++i) {  // created a level at a time: each call's path is short
    ASSERT_EQ(::mkdirat(AT_FDCWD, (deep / std::string(255, 'd')).c_str(), 0755), 0)
        << deep.native().size();
    deep /= std::string(255, 'd');
    if (deep.native().size() > 3800) break;
  }
  const int fd = ::open(deep.c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::mkdirat(fd, std::string(255, 'e').c_str(), 0755), 0);
  const int inner = ::openat(fd, std::string(255, 'e').c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_EQ(::mkdirat(inner, std::string(255, 'f').c_str(), 0755), 0);
  auto code = read_code(dir.path());
  // The folder's own removal goes by paths too: the deepest level is removed here.
  EXPECT_EQ(::unlinkat(inner, std::string(255, 'f').c_str(), AT_REMOVEDIR), 0);
  ::close(inner);
  ::close(fd);
  ASSERT_TRUE(code);
  EXPECT_NE(code->unread, "");
  EXPECT_NE(reason_to_leave_out(*code).find("its folder could not be read whole"),
            std::string::npos)
      << reason_to_leave_out(*code);
}

TEST(ReadCode, names_a_file_over_the_cap_and_the_submission_is_left_out_with_why) {
  TempDir dir;
  put(dir.path() / "a.py", "a1\n");
  put(dir.path() / "big.py", std::string(kMaxCodeFileBytes + 1, '#'));
  auto code = read_code(dir.path());
  ASSERT_TRUE(code);
  EXPECT_EQ(code->too_large, "big.py");
  EXPECT_EQ(reason_to_leave_out(*code), "its Python is larger than the check reads (big.py: at "
                                        "most 256 KB a file, 512 KB in all)");
  // Three files under the per-file cap that pass the total between them.
  TempDir many;
  for (const char* name : {"a.py", "b.py", "c.py"})
    put(many.path() / name, std::string(200 << 10, 'x'));
  auto total = read_code(many.path());
  ASSERT_TRUE(total);
  EXPECT_EQ(total->too_large, "c.py");
}

TEST(BracketDepth, counts_code_brackets_not_those_in_strings_or_comments) {
  EXPECT_EQ(bracket_depth("f(a[1], {2: (3)})"), 3);  // f( { (
  EXPECT_EQ(bracket_depth("s = '((((' + \"[[[\"  # ((((\nx = (1)"), 1);
  EXPECT_EQ(bracket_depth("s = 'it\\'s ((('\n"), 0);
  EXPECT_EQ(bracket_depth(")))((("), 3);  // unbalanced: never below zero
  const std::string nested = "x = " + std::string(10000, '(') + std::string(10000, ')');
  EXPECT_EQ(bracket_depth(nested), 10000);
  SubmissionCode code{"s", nested, {{"a.py", 0, 1}}, "", "", ""};
  EXPECT_EQ(reason_to_leave_out(code),
            "its brackets nest more than 100 deep, which Python itself does not run");
}

TEST(ReadCode, reads_one_file_and_a_notebooks_code_cells_only) {
  TempDir dir;
  put(dir.path() / "alice.py", "print(1)\n");
  auto single = read_code(dir.path() / "alice.py");
  ASSERT_TRUE(single);
  EXPECT_EQ(single->code, "print(1)\n");
  EXPECT_EQ(single->segments.at(0).file, "alice.py");

  put(dir.path() / "nb" / "puzzle.ipynb",
      R"({"cells": [{"cell_type": "markdown", "source": ["# Title\n"]},
                    {"cell_type": "code", "source": ["x = 1\n", "y = 2"]},
                    {"cell_type": "code", "source": "z = 3\n"}]})");
  auto notebook = read_code(dir.path() / "nb");
  ASSERT_TRUE(notebook);
  EXPECT_EQ(notebook->code, "x = 1\ny = 2\nz = 3\n");

  // A notebook a student broke by hand is read as far as it makes sense, never a crash.
  put(dir.path() / "odd" / "a.ipynb",
      R"({"cells": [{"cell_type": 5, "source": "x"}, {"cell_type": "code", "source": 7},
                    {"cell_type": "code", "source": ["ok = 1\n", 3]}, "cell", null]})");
  put(dir.path() / "odd" / "b.ipynb", R"({"cells": "none"})");
  put(dir.path() / "odd" / "c.ipynb", "not json at all");
  auto odd = read_code(dir.path() / "odd");
  ASSERT_TRUE(odd);
  EXPECT_EQ(odd->code, "ok = 1\n");

  put(dir.path() / "empty" / "README.md", "no code\n");
  EXPECT_FALSE(read_code(dir.path() / "empty"));
  EXPECT_FALSE(read_code(dir.path() / "missing"));
}

TEST(ClassCode, reads_each_student_but_not_the_starter_or_out_folder_beside_them) {
  TempDir dir;
  put(dir.path() / "bob" / "driver.py", "b = 1\n");
  put(dir.path() / "alice.py", "a = 1\n");
  put(dir.path() / "carol" / "notes.txt", "no code\n");
  put(dir.path() / "starter" / "driver.py", "pass\n");
  put(dir.path() / "grades" / "results" / "x.py", "x = 1\n");
  put(dir.path() / "dan" / "driver.py", "x = " + std::string(200, '[') + std::string(200, ']'));
  // As batch/students.h reads the folder: every entry a student, in name order.
  std::vector<Student> students;
  for (const char* name : {"alice", "bob", "carol", "dan", "grades", "starter"}) {
    const fs::path file = dir.path() / (std::string(name) + ".py");
    students.push_back({name, fs::exists(file) ? file : dir.path() / name});
  }
  auto code = class_code(students, {dir.path() / "grades", dir.path() / "starter"});
  ASSERT_EQ(code.compared.size(), 2u);
  EXPECT_EQ(code.compared[0].student, "alice");
  EXPECT_EQ(code.compared[0].code, "a = 1\n");
  EXPECT_EQ(code.compared[1].student, "bob");
  ASSERT_EQ(code.left_out.size(), 1u);
  EXPECT_EQ(code.left_out[0].student, "dan");
  EXPECT_EQ(code.left_out[0].reason.rfind("its brackets nest more than 100 deep", 0), 0u);
  // with starter and grades as students
  EXPECT_EQ(class_code(students, {}).compared.size(), 4u);
}

TEST(PlaceOf, names_the_file_and_its_own_lines) {
  SubmissionCode code = code_of("s", "", {{"a.py", 0, 3}, {"b.py", 3, 10}});
  EXPECT_EQ(place_of(code, 0, 1), "a.py lines 1-2");
  EXPECT_EQ(place_of(code, 4, 8), "b.py lines 2-6");
  EXPECT_EQ(place_of(code, 2, 5), "a.py lines 3-3");  // cut at the file's end
  EXPECT_EQ(place_of(code, 13, 14), "");
  EXPECT_EQ(place_of(code, -1, 2), "");
}

TEST(MaxFingerprintCount, is_half_the_class_but_at_least_a_pair) {
  EXPECT_EQ(max_fingerprint_count(2), 2);
  EXPECT_EQ(max_fingerprint_count(3), 2);
  EXPECT_EQ(max_fingerprint_count(5), 2);
  EXPECT_EQ(max_fingerprint_count(10), 5);
  EXPECT_EQ(max_fingerprint_count(41), 20);
}

TEST(DolosRequest, names_submissions_by_index_and_survives_bytes_that_are_not_utf8) {
  std::vector<SubmissionCode> subs = {code_of("alice", "x = 1\n", {}),
                                      code_of("bob", "y = '\xff'\n", {})};
  SubmissionCode starter = code_of("", "def solve():\n    pass\n", {});
  auto json = nlohmann::json::parse(dolos_request(subs, starter, "/opt/dolos"));
  EXPECT_EQ(json["dolos_prefix"], "/opt/dolos");
  EXPECT_EQ(json["language"], "python");
  EXPECT_EQ(json["starter"], "def solve():\n    pass\n");
  EXPECT_EQ(json["max_fingerprint_count"], 2);
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

SubmissionCode archived(std::string entry, std::string code, std::string archive) {
  SubmissionCode result = code_of(std::move(entry), std::move(code), {{"driver.py", 0, 100}});
  result.archive = std::move(archive);
  return result;
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
  EXPECT_TRUE(json["max_fingerprint_count"].is_null());
  EXPECT_EQ(json["max_class_fingerprint_count"], 2);  // one student: at least a pair
  for (int i = 0; i < 10; ++i)
    subs.push_back(archived(std::string("e").append(std::to_string(i)), "", "old"));
  for (int i = 0; i < 5; ++i)
    subs.push_back(code_of(std::string("s").append(std::to_string(i)), "", {}));
  json = nlohmann::json::parse(dolos_request(subs, std::nullopt, "/p"));
  EXPECT_TRUE(json["max_fingerprint_count"].is_null());
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

TEST(ArchiveFolder, is_labelled_by_its_name_and_refuses_what_cannot_be_one) {
  TempDir dir;
  put(dir.path() / "class" / "alice.py", "a = 1\n");
  put(dir.path() / "terms" / "2023-fall" / "kim" / "driver.py", "k = 1\n");
  put(dir.path() / "notes.txt", "text\n");
  auto archive = archive_folder(dir.path() / "terms" / "2023-fall" / "", dir.path() / "class");
  ASSERT_TRUE(archive) << archive.error();
  EXPECT_EQ(archive->label, "2023-fall");

  const fs::path missing = dir.path() / "missing";
  EXPECT_EQ(archive_folder(missing, dir.path() / "class").error(),
            std::string("--similarity-archive ").append(missing.string()).append(": not a folder"));
  EXPECT_FALSE(archive_folder(dir.path() / "notes.txt", dir.path() / "class"));
  auto itself = archive_folder(dir.path() / "class", dir.path() / "class");
  ASSERT_FALSE(itself);
  EXPECT_NE(itself.error().find("is the class folder or holds it"), std::string::npos);
  EXPECT_FALSE(archive_folder(dir.path(), dir.path() / "class"));  // holds the class

  put(dir.path() / "other" / "2023-fall" / "lee.py", "l = 1\n");
  auto twice =
      archive_folders({dir.path() / "terms" / "2023-fall", dir.path() / "other" / "2023-fall"},
                      dir.path() / "class");
  ASSERT_FALSE(twice);
  EXPECT_NE(twice.error().find("another archive is also named '2023-fall'"), std::string::npos)
      << twice.error();
  EXPECT_TRUE(archive_folders({dir.path() / "terms" / "2023-fall", dir.path() / "other"},
                              dir.path() / "class"));
}

TEST(ArchiveCode, labels_each_entry_and_names_one_left_out_with_its_archive) {
  TempDir dir;
  put(dir.path() / "kim" / "driver.py", "k = 1\n");
  put(dir.path() / "gist-17.py", "g = 1\n");
  put(dir.path() / "deep.py", "x = " + std::string(200, '(') + std::string(200, ')'));
  // As batch/students.h reads the folder: every entry a program, in name order.
  std::vector<Student> entries{{"deep", dir.path() / "deep.py"},
                               {"gist-17", dir.path() / "gist-17.py"},
                               {"kim", dir.path() / "kim"}};
  ClassCode code = archive_code({"online", dir.path(), entries});
  ASSERT_EQ(code.compared.size(), 2u);
  EXPECT_EQ(code.compared[0].student, "gist-17");
  EXPECT_EQ(code.compared[0].archive, "online");
  EXPECT_EQ(code.compared[1].student, "kim");
  EXPECT_EQ(code.compared[1].archive, "online");
  ASSERT_EQ(code.left_out.size(), 1u);
  EXPECT_EQ(code.left_out[0].student, "online/deep");
}

TEST(SimilaritySection, shows_an_archive_match_with_its_origin_and_its_code_side_by_side) {
  SimilarityReport report;
  report.status = SimilarityStatus::checked;
  report.compared = 2;
  report.archived = 30;
  report.pairs = {{"alice",
                   "kim",
                   0.9,
                   40,
                   "driver.py lines 2-3",
                   "driver.py lines 5-6",
                   "2023-fall",
                   {{"driver.py lines 2-3", "driver.py lines 5-6",
                     "s = '</pre><script>alert(1)</script>'\n\x1b[2J = 1\n", "t = 2\n"}}}};
  const std::string html = similarity_section_html(report);
  EXPECT_NE(html.find("archive 2023-fall"), std::string::npos) << html;
  EXPECT_NE(html.find("2 submissions and 30 archive programs compared"), std::string::npos);
  const std::string code = html.substr(html.find("id=\"similarity-code\""));
  EXPECT_NE(code.find("alice and 2023-fall/kim"), std::string::npos) << code;
  EXPECT_NE(code.find("2023-fall/kim: driver.py lines 5-6"), std::string::npos) << code;
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_EQ(html.find("</pre><script"), std::string::npos);
  EXPECT_NE(code.find("&lt;/pre&gt;&lt;script&gt;"), std::string::npos);
  EXPECT_NE(code.find("\\x1b[2J = 1\n"), std::string::npos);  // the escape made visible
  EXPECT_NE(similarity_summary(report, "grades").find("of 2 submissions and 30 archive programs"),
            std::string::npos);
  EXPECT_NE(similarity_csv(report).find(",2023-fall\r\n"), std::string::npos)
      << similarity_csv(report);
}

class CheckSimilarity : public ::testing::Test {
 protected:
  std::vector<SubmissionCode> subs = {code_of("alice", "a\n", {{"a.py", 0, 1}}),
                                      code_of("bob", "b\n", {{"b.py", 0, 1}})};
  // A real script file: each run gets a copy of it in its own folder.
  TempDir temp;
  fs::path script = temp.path() / "similarity-test.mjs";
  DolosSetup setup{fs::path("/usr/bin/node"), fs::path("/opt/dolos"), script};
  void SetUp() override { std::ofstream(script) << "// the script\n"; }
};

TEST_F(CheckSimilarity, runs_the_script_with_node_and_the_request_on_stdin) {
  bool copy_readable_by_others = false;
  FakeProcessRunner runner([&](const ProcessSpec& spec) {
    const fs::perms perms = fs::status(spec.argv.at(1)).permissions();
    copy_readable_by_others = (perms & fs::perms::others_read) != fs::perms::none;
    return exited(0, R"({"pairs": [{"left": "0", "right": "1", "similarity": 0.9, "longest": 12,
                                    "left_rows": [0, 0], "right_rows": [0, 0]}], "warnings": []})");
  });
  SimilarityReport report = check_similarity(runner, subs, std::nullopt, setup);
  EXPECT_EQ(report.status, SimilarityStatus::checked);
  EXPECT_EQ(report.compared, 2);
  ASSERT_EQ(report.pairs.size(), 1u);
  EXPECT_EQ(report.pairs[0].left_place, "a.py lines 1-1");
  const std::vector<ProcessSpec> specs = runner.specs();
  ASSERT_EQ(specs.size(), 1u);
  const ProcessSpec& spec = specs[0];
  // The run's uid may not enter the install (a clone in a 0700 folder): it runs a copy in
  // its own folder, readable by it.
  ASSERT_EQ(spec.argv.size(), 2u);
  EXPECT_EQ(spec.argv[0], "/usr/bin/node");
  EXPECT_EQ(fs::path(spec.argv[1]).parent_path(), spec.working_dir);
  EXPECT_EQ(fs::path(spec.argv[1]).filename(), script.filename());
  EXPECT_TRUE(copy_readable_by_others);
  EXPECT_EQ(nlohmann::json::parse(spec.stdin_data)["submissions"][1]["code"], "b\n");
  EXPECT_EQ(spec.isolation, Isolation::rlimits);
  EXPECT_FALSE(fs::exists(spec.working_dir));  // its temporary folder is gone
}

TEST_F(CheckSimilarity, says_what_is_missing_without_running_anything) {
  FakeProcessRunner runner([](const ProcessSpec&) { return exited(0, "{\"pairs\": []}"); });
  DolosSetup no_node = setup;
  no_node.node.reset();
  SimilarityReport report = check_similarity(runner, subs, std::nullopt, no_node);
  EXPECT_EQ(report.status, SimilarityStatus::unavailable);
  EXPECT_NE(report.note.find("Node.js is not installed"), std::string::npos);

  DolosSetup no_dolos = setup;
  no_dolos.dolos_prefix.reset();
  report = check_similarity(runner, subs, std::nullopt, no_dolos);
  EXPECT_EQ(report.status, SimilarityStatus::unavailable);
  EXPECT_NE(report.note.find("@dodona/dolos-lib"), std::string::npos);

  report = check_similarity(runner, {subs[0]}, std::nullopt, setup);
  EXPECT_EQ(report.status, SimilarityStatus::too_few);
  EXPECT_TRUE(runner.specs().empty());
}

TEST_F(CheckSimilarity, turns_every_failure_of_node_or_dolos_into_a_note) {
  auto report_for = [&](ProcessResult result) {
    FakeProcessRunner runner([result](const ProcessSpec&) { return result; });
    return check_similarity(runner, subs, std::nullopt, setup);
  };
  SimilarityReport no_package = report_for(
      exited(3, "", "@dodona/dolos-lib is not installed in /opt/dolos\n"));
  EXPECT_EQ(no_package.status, SimilarityStatus::unavailable);
  EXPECT_NE(no_package.note.find("is not installed in /opt/dolos"), std::string::npos);
  EXPECT_EQ(report_for(exited(4, "", "Dolos failed: boom\n")).status, SimilarityStatus::failed);
  EXPECT_EQ(report_for(exited(0, "not json")).status, SimilarityStatus::failed);
  EXPECT_EQ(report_for(stopped(Termination::time_limit)).status, SimilarityStatus::failed);
  EXPECT_EQ(report_for(stopped(Termination::failed_to_start)).status, SimilarityStatus::failed);
}

SimilarityReport hostile_report() {
  SimilarityReport report;
  report.status = SimilarityStatus::checked;
  report.compared = 3;
  report.pairs = {{"=HYPERLINK(\"http://x\")",
                   "<script>alert(1)</script>",
                   0.875,
                   31,
                   "driver.py lines 1-9",
                   "<b>.py lines 2-10",
                   "",
                   {}}};
  return report;
}

TEST(SimilarityCsv, guards_names_against_spreadsheet_formulas) {
  std::string csv = similarity_csv(hostile_report());
  EXPECT_EQ(
      csv.substr(0, csv.find('\n') + 1),
      "student_1,student_2,similarity,longest_fragment_kgrams,student_1_lines,student_2_lines,"
      "student_2_archive\r\n");
  EXPECT_NE(csv.find("\"'=HYPERLINK(\"\"http://x\"\")\""), std::string::npos) << csv;
  EXPECT_NE(csv.find(",0.875,31,"), std::string::npos) << csv;
}

TEST(SimilaritySection, escapes_names_and_says_why_nothing_is_listed) {
  std::string html = similarity_section_html(hostile_report());
  EXPECT_NE(html.find("id=\"similarity\""), std::string::npos);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_EQ(html.find("<b>.py"), std::string::npos);
  EXPECT_NE(html.find("&lt;script&gt;"), std::string::npos);
  EXPECT_NE(html.find("88%"), std::string::npos);
  EXPECT_NE(html.find("never proof"), std::string::npos);

  SimilarityReport capped = hostile_report();
  capped.unlisted = 3;
  EXPECT_NE(similarity_section_html(capped).find("3 more pairs as similar are not listed"),
            std::string::npos);
  EXPECT_NE(similarity_summary(capped, "grades").find("Similarity: 4 pairs of 3 submissions"),
            std::string::npos)
      << similarity_summary(capped, "grades");

  SimilarityReport none;
  none.status = SimilarityStatus::checked;
  none.compared = 4;
  EXPECT_NE(similarity_section_html(none).find("No pair of the 4 submissions"), std::string::npos);
  SimilarityReport missing;
  missing.note = "Node.js is not installed";
  EXPECT_NE(similarity_section_html(missing).find("Not checked: Node.js is not installed."),
            std::string::npos);
}

TEST(SimilaritySection, appears_in_the_class_report_only_when_asked_for) {
  EXPECT_EQ(class_report_html({}).find("id=\"similarity\""), std::string::npos);
  EXPECT_NE(class_report_html({}, hostile_report()).find("id=\"similarity\""), std::string::npos);
}

}  // namespace
}  // namespace grader

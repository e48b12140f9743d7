#include "intake/unpack.h"

#include <gtest/gtest.h>

#include <fstream>

#include "common/testing/temp_folder.h"
#include "intake/test_zip.h"

namespace grader {
namespace {

namespace fs = std::filesystem;
using testing::write_zip;
using testing::ZipEntry;

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

TEST(DecideEntry, keeps_files_and_folders_inside_the_zip) {
  EXPECT_EQ(decide_entry("funny_puzzle.py", EntryKind::file).path, "funny_puzzle.py");
  EXPECT_EQ(decide_entry("./hw8/funny_puzzle.py", EntryKind::file).path, "hw8/funny_puzzle.py");
  EXPECT_EQ(decide_entry("hw8\\funny_puzzle.py", EntryKind::file).path, "hw8/funny_puzzle.py");
  EXPECT_EQ(decide_entry("hw8/", EntryKind::folder).path, "hw8");
  EXPECT_EQ(decide_entry("a..b.py", EntryKind::file).action, EntryAction::keep);
}

TEST(DecideEntry, skips_what_computers_and_editors_leave) {
  for (const char* litter : {"__MACOSX/._funny_puzzle.py", "hw8/.DS_Store", "._funny_puzzle.py",
                             "hw8/__pycache__/funny_puzzle.cpython-311.pyc", "Thumbs.db",
                             ".ipynb_checkpoints/x-checkpoint.ipynb", "x.pyc"}) {
    EXPECT_EQ(decide_entry(litter, EntryKind::file).action, EntryAction::skip) << litter;
  }
}

TEST(DecideEntry, refuses_whatever_leads_outside) {
  for (const char* outside :
       {"../funny_puzzle.py", "hw8/../../x", "/etc/passwd", "C:/x.py", "..\\x.py"}) {
    const EntryDecision decision = decide_entry(outside, EntryKind::file);
    EXPECT_EQ(decision.action, EntryAction::refuse) << outside;
    EXPECT_NE(decision.reason.find("outside the zip"), std::string::npos) << decision.reason;
  }
  EXPECT_EQ(decide_entry("funny_puzzle.py", EntryKind::link).action, EntryAction::refuse);
  EXPECT_EQ(decide_entry("fifo", EntryKind::other).action, EntryAction::refuse);
}

// issue 38 item 5: a path the grader would refuse, and could not unpack under its own
// folders past 4,096 bytes, refuses the zip: the student's problem, named.
TEST(DecideEntry, refuses_a_path_too_long_or_too_deep_naming_it) {
  std::string deep;
  for (int i = 0; i < 17; ++i) deep += std::string(255, 'd') + "/";
  const EntryDecision long_one = decide_entry(deep + "x.py", EntryKind::file);
  EXPECT_EQ(long_one.action, EntryAction::refuse);
  EXPECT_EQ(long_one.reason,
            "it holds dddddddddddddddddddddddddddddd...ddddddddddddddddddddddddd/x.py, a path "
            "of 4356 bytes, more than the 1024 the grader takes");
  std::string folders;
  for (int i = 0; i < 33; ++i) folders += "a/";
  EXPECT_EQ(decide_entry(folders + "x.py", EntryKind::file).reason,
            "it holds a/a/a/a/a/a/a/a/a/a/a/a/a/a/a/...a/a/a/a/a/a/a/a/a/a/a/a/a/x.py, 33 folders "
            "deep, more than the 32 the grader takes");
  EXPECT_EQ(decide_entry(folders, EntryKind::folder).action, EntryAction::refuse);
  EXPECT_EQ(decide_entry(folders.substr(2) + "x.py", EntryKind::file).action, EntryAction::keep);
}

TEST(UnpackZip, writes_the_files_and_skips_litter) {
  puzzle::testing::TempFolder folder;
  const fs::path zip = folder.path() / "hw8_jdoe.zip";
  write_zip(zip, {{"hw8/", "", ZipEntry::folder},
                  {"hw8/funny_puzzle.py", "print(1)\n"},
                  {"__MACOSX/hw8/._funny_puzzle.py", "junk"}});
  fs::create_directory(folder.path() / "out");
  auto unpacked = unpack_zip(zip, folder.path() / "out", {});
  ASSERT_TRUE(unpacked) << unpacked.error();
  EXPECT_EQ(unpacked->files, std::vector<std::string>{"hw8/funny_puzzle.py"});
  EXPECT_EQ(unpacked->skipped, std::vector<std::string>{"__MACOSX/hw8/._funny_puzzle.py"});
  EXPECT_EQ(read_file(folder.path() / "out/hw8/funny_puzzle.py"), "print(1)\n");
  EXPECT_FALSE(fs::exists(folder.path() / "out/__MACOSX"));
}

TEST(UnpackZip, refuses_a_link_and_a_path_outside) {
  puzzle::testing::TempFolder folder;
  fs::create_directory(folder.path() / "out");
  write_zip(folder.path() / "link.zip", {{"funny_puzzle.py", "/etc/hostname", ZipEntry::link}});
  auto link = unpack_zip(folder.path() / "link.zip", folder.path() / "out", {});
  ASSERT_FALSE(link);
  EXPECT_NE(link.error().find("a link"), std::string::npos) << link.error();
  write_zip(folder.path() / "up.zip", {{"../escaped.py", "x"}});
  auto up = unpack_zip(folder.path() / "up.zip", folder.path() / "out", {});
  ASSERT_FALSE(up);
  EXPECT_FALSE(fs::exists(folder.path() / "escaped.py"));
}

TEST(UnpackZip, stops_a_bomb_at_the_bounds) {
  puzzle::testing::TempFolder folder;
  fs::create_directory(folder.path() / "out");
  // 8 MB of zeros compresses to ~8 KB: a ratio near 1000.
  write_zip(folder.path() / "bomb.zip", {{"zeros.py", std::string(8u << 20, '\0')}});
  auto bomb = unpack_zip(folder.path() / "bomb.zip", folder.path() / "out", {});
  ASSERT_FALSE(bomb);
  EXPECT_NE(bomb.error().find("times its own size"), std::string::npos) << bomb.error();
  UnpackLimits small;
  small.max_bytes = 1000;
  small.max_ratio = 1u << 30;
  write_zip(folder.path() / "big.zip", {{"big.py", std::string(2000, 'x')}});
  auto big = unpack_zip(folder.path() / "big.zip", folder.path() / "out", small);
  ASSERT_FALSE(big);
  EXPECT_NE(big.error().find("more than"), std::string::npos) << big.error();
  UnpackLimits few;
  few.max_entries = 2;
  write_zip(folder.path() / "many.zip", {{"a.py", "a"}, {"b.py", "b"}, {"c.py", "c"}});
  auto many = unpack_zip(folder.path() / "many.zip", folder.path() / "out2", few);
  ASSERT_FALSE(many);
  EXPECT_NE(many.error().find("more than 2 entries"), std::string::npos) << many.error();
}

TEST(UnpackZip, says_a_file_is_no_zip) {
  puzzle::testing::TempFolder folder;
  std::ofstream(folder.path() / "hw8_jdoe.zip") << "print('not a zip')\n";
  fs::create_directory(folder.path() / "out");
  EXPECT_FALSE(looks_like_zip(folder.path() / "hw8_jdoe.zip"));
  auto unpacked = unpack_zip(folder.path() / "hw8_jdoe.zip", folder.path() / "out", {});
  ASSERT_FALSE(unpacked);
  EXPECT_NE(unpacked.error().find("cannot be opened as a zip"), std::string::npos)
      << unpacked.error();
  write_zip(folder.path() / "real.zip", {{"a.py", "a"}});
  EXPECT_TRUE(looks_like_zip(folder.path() / "real.zip"));
}

}  // namespace
}  // namespace grader

#include "export/atomic_file.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <atomic>

#include <fstream>
#include <random>
#include <sstream>
#include <thread>

namespace grader {
namespace {

std::filesystem::path fresh_dir() {
  auto dir = std::filesystem::temp_directory_path() /
             ("atomic-test-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(dir);
  return dir;
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(WriteFileAtomically, creates_the_folder_and_replaces_the_old_content_leaving_no_temporary) {
  auto dir = fresh_dir();
  auto path = dir / "results" / "alice.json";
  write_file_atomically(path, "old, much longer content");
  write_file_atomically(path, "new");
  EXPECT_EQ(read(path), "new");
  int entries = 0;
  for ([[maybe_unused]] const auto& e : std::filesystem::directory_iterator(dir / "results"))
    ++entries;
  EXPECT_EQ(entries, 1);
  std::filesystem::remove_all(dir);
}

// A reader polling the file while it is rewritten sees one whole version or the other,
// never a truncated or mixed one.
TEST(WriteFileAtomically, a_concurrent_reader_never_sees_a_partial_file) {
  auto dir = fresh_dir();
  auto path = dir / "r.json";
  std::string a(200000, 'a'), b(300000, 'b');
  write_file_atomically(path, a);
  std::atomic<bool> stop{false};
  std::thread writer([&] {
    for (int i = 0; i < 40; ++i) write_file_atomically(path, i % 2 == 0 ? b : a);
    stop = true;
  });
  int reads = 0;
  while (!stop) {
    std::string seen = read(path);
    ASSERT_TRUE(seen == a || seen == b) << "saw " << seen.size() << " bytes";
    ++reads;
  }
  writer.join();
  EXPECT_GT(reads, 0);
  std::filesystem::remove_all(dir);
}

void make_old(const std::filesystem::path& path) {
  std::filesystem::last_write_time(path, std::filesystem::file_time_type::clock::now() -
                                             std::chrono::hours(1));
}

TEST(RemoveDeadTemporaries, removes_an_old_unlocked_temporary_and_nothing_else) {
  auto dir = fresh_dir();
  std::ofstream(dir / ".alice.json.tmp-123-0a0b0c0d-0") << "{\"partial";
  std::ofstream(dir / "bob.json") << "{}";
  make_old(dir / ".alice.json.tmp-123-0a0b0c0d-0");
  make_old(dir / "bob.json");
  EXPECT_EQ(remove_dead_temporaries(dir), 1);
  EXPECT_TRUE(std::filesystem::exists(dir / "bob.json"));
  EXPECT_FALSE(std::filesystem::exists(dir / ".alice.json.tmp-123-0a0b0c0d-0"));
  std::filesystem::remove_all(dir);
}

// Another batch is writing it: however old, a locked temporary stays.
TEST(RemoveDeadTemporaries, keeps_a_temporary_whose_writer_holds_its_lock) {
  auto dir = fresh_dir();
  auto live = dir / ".carol.json.tmp-77-00000001-3";
  std::ofstream(live) << "{";
  make_old(live);
  int fd = ::open(live.c_str(), O_RDONLY | O_CLOEXEC);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::flock(fd, LOCK_EX), 0);
  EXPECT_EQ(remove_dead_temporaries(dir), 0);
  EXPECT_TRUE(std::filesystem::exists(live));
  ::close(fd);  // the writer is gone now
  EXPECT_EQ(remove_dead_temporaries(dir), 1);
  EXPECT_FALSE(std::filesystem::exists(live));
  std::filesystem::remove_all(dir);
}

// Just created, maybe not locked yet: too young to be judged dead.
TEST(RemoveDeadTemporaries, keeps_a_young_unlocked_temporary) {
  auto dir = fresh_dir();
  std::ofstream(dir / ".dan.json.tmp-88-00000002-0") << "{";
  EXPECT_EQ(remove_dead_temporaries(dir), 0);
  EXPECT_EQ(remove_dead_temporaries(dir, std::chrono::seconds(-1)), 1);
  std::filesystem::remove_all(dir);
}

TEST(WriteFileAtomically, throws_when_the_folder_cannot_be_written) {
  EXPECT_THROW(write_file_atomically("/proc/no-such-folder/x.json", "x"), std::exception);
}

}  // namespace
}  // namespace grader

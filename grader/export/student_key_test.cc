#include "export/student_key.h"

#include <gtest/gtest.h>

#include <set>

namespace grader {
namespace {

// The hashes below are FNV-1a 64 computed by a separate Python implementation.

TEST(StudentFileKey, a_plain_name_is_its_own_key) {
  EXPECT_EQ(student_file_key("alice"), "alice");
  EXPECT_EQ(student_file_key("bob.py"), "bob.py");
  EXPECT_EQ(student_file_key("s123_doe-j+x@uni"), "s123_doe-j+x@uni");
  EXPECT_EQ(student_file_key(std::string(96, 'a')), std::string(96, 'a'));
}

TEST(StudentFileKey, any_other_name_is_a_readable_prefix_and_its_hash) {
  EXPECT_EQ(student_file_key("-rf"), "_rf~df312917deb4b268");
  EXPECT_EQ(student_file_key("a\nb"), "a_b~e5beb1190415e670");
  EXPECT_EQ(student_file_key("caf\xe9"), "caf_~b538f990e85962dc");
  EXPECT_EQ(student_file_key("alice smith"), "alice_smith~b851f393ee350ab0");
  EXPECT_EQ(student_file_key(std::string(255, 'x')), std::string(48, 'x') + "~dff658324c99c7bf");
}

TEST(StudentFileKey, keys_are_bounded_and_safe_file_names_for_any_bytes) {
  std::set<std::string> keys;
  std::string name;
  for (int i = 0; i < 300; ++i) {
    name += static_cast<char>(i % 256);
    const std::string key = student_file_key(name);
    EXPECT_LE(key.size(), kKeyPrefixBytes + 17);
    EXPECT_EQ(key.find_first_of(std::string("/\n\0", 3)), std::string::npos);
    EXPECT_NE(key.front(), '.');
    EXPECT_NE(key.front(), '-');
    keys.insert(key);
  }
  EXPECT_EQ(keys.size(), 300u);  // one key per name
}

TEST(StudentFileKey, a_plain_name_that_looks_like_a_key_cannot_meet_a_hashed_one) {
  // "_rf~df312917deb4b268" holds '~', so it is not plain: it is hashed in turn.
  EXPECT_NE(student_file_key("_rf~df312917deb4b268"), student_file_key("-rf"));
  EXPECT_NE(student_file_key(std::string(97, 'a')), student_file_key(std::string(98, 'a')));
}

}  // namespace
}  // namespace grader

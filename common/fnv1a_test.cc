#include "common/fnv1a.h"

#include <gtest/gtest.h>

namespace puzzle {
namespace {

// The published FNV-1a 64-bit test vectors (Fowler, Noll and Vo's reference page).
TEST(Fnv1a, matches_the_published_vectors) {
  EXPECT_EQ(fnv1a(""), 0xcbf29ce484222325ULL);
  EXPECT_EQ(fnv1a("a"), 0xaf63dc4c8601ec8cULL);
  EXPECT_EQ(fnv1a("foobar"), 0x85944171f73967e8ULL);
}

TEST(Fnv1a, continues_over_pieces) {
  EXPECT_EQ(fnv1a("bar", fnv1a("foo")), fnv1a("foobar"));
  static_assert(fnv1a("a") == 0xaf63dc4c8601ec8cULL);
}

}  // namespace
}  // namespace puzzle

// The stem of a student's files in an output folder (results/<key>.json,
// feedback/<key>.md, the class report's link to it). A student's name is whatever the
// class folder holds (a file name of up to 255 bytes, with newlines, leading dashes or
// any bytes), but a file named after it needs room for ".json" and for the temporary
// name it is written under (atomic_file.h), and should be safe to type in a shell.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace grader {

// One student of a class folder (batch/students.h reads them): here, below batch/, so
// that exports which read submissions (similarity.h) take the students they are given.
struct Student {
  std::string name;                  // printable; its files' stem is student_file_key(name)
  std::filesystem::path submission;  // a folder, or a single file
};

// A plain name is its own key: 1 to kMaxPlainKeyBytes bytes of letters, digits and
// . _ - + @, not starting with '.' or '-' (so existing result files keep their names).
// Any other name's key is a readable prefix of it (each other byte as '_', cut at
// kKeyPrefixBytes) + '~' + the 16 hex digits of fnv1a(name).
//
// Collision-free: a plain key never holds '~' and a hashed one always does, so a plain
// name never shares a key with another name; two hashed keys are equal only if the names'
// 64-bit hashes are. FNV-1a is not a cryptographic hash (a student who chose a folder
// name on purpose could make it collide with a classmate's), so the class folder's
// reader refuses every student whose key is not unique in the class (batch/students.h),
// and each result file also holds its full name, which is checked when it is read.
inline constexpr std::size_t kMaxPlainKeyBytes = 96;
inline constexpr std::size_t kKeyPrefixBytes = 48;
std::string student_file_key(std::string_view name);

}  // namespace grader

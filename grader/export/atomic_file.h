// Files that are either absent, the old version or the complete new version, never a
// part: what lets a killed batch resume without trusting a half-written result.
#pragma once

#include <filesystem>
#include <string_view>

namespace grader {

// Writes `data` to a temporary file in the folder of `path` (created if needed), flushes
// it to disk and renames it over `path`. rename() within one file system is atomic, so a
// reader sees the old file or the new one. Throws std::runtime_error when it cannot.
void write_file_atomically(const std::filesystem::path& path, std::string_view data);

// Whether `name` is a temporary left by write_file_atomically (".NAME.tmp-...").
bool is_temporary_name(std::string_view name);

// Removes the temporaries a killed writer left in `folder`; returns how many.
int remove_stale_temporaries(const std::filesystem::path& folder);

}  // namespace grader

// Files that are either absent, the old version or the complete new version, never a
// part: what lets a killed batch resume without trusting a half-written result, and
// several batches share one results folder.
#pragma once

#include <chrono>
#include <filesystem>
#include <string_view>

namespace grader {

// Writes `data` to a temporary file in the folder of `path` (created if needed), flushes
// it to disk and renames it over `path`. rename() within one file system is atomic, so a
// reader sees the old file or the new one. The temporary, ".NAME.tmp-<pid>-<random>-<n>",
// is unique to this call and flock()ed from just after its creation until it has been
// renamed, so another process can tell a live writer's temporary from a dead one's.
// Throws std::runtime_error when it cannot.
void write_file_atomically(const std::filesystem::path& path, std::string_view data);

// Whether `name` is a temporary of write_file_atomically (".NAME.tmp-...").
bool is_temporary_name(std::string_view name);

// How old an unlocked temporary must be to count as dead: its writer may be between
// creating it and locking it (microseconds), never for minutes.
inline constexpr std::chrono::minutes kDeadTemporaryAge{10};

// Removes the temporaries in `folder` whose writer is provably gone: not locked by any
// process and last modified more than `min_age` ago. Another live writer's temporaries
// (another batch, another shard) are left alone. Returns how many were removed.
int remove_dead_temporaries(const std::filesystem::path& folder,
                            std::chrono::seconds min_age = kDeadTemporaryAge);

}  // namespace grader

// Verify's results kept between runs of `puzzle-grader verify` (docs/grader.md
// "Reusing results"), so that in a loop only the examples and suites that changed are
// graded again. A result is reused only for the same bytes of every file in the
// submission's folder, the same bytes of each suite, the same grader build (build_id.h),
// the same isolation and the same way of grading; anything else is a miss and is graded.
//
// Safety: the folder is the user's own ($XDG_CACHE_HOME or ~/.cache, then
// puzzle-grader/verify), made 0700; a folder or entry owned by someone else, writable by
// others or reached through a symbolic link is not used (verify says so once and grades
// everything). Each entry holds its full key and is written whole (atomic_file.h); one
// that does not parse or whose key differs is a miss. Files are told apart by FNV-1a,
// which is not a cryptographic hash: whoever could craft a colliding example can write
// to the examples and the manifest anyway, so it adds no way to make verify lie.
// `--no-cache` grades everything and stores nothing (the ctests use it).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "common/expected.h"
#include "grade/result.h"
#include "run/process_runner.h"

namespace grader {

// How a piece of verify's work grades the submission: against one suite, or against
// the suites in turn until a time limit (an example declared time_limit).
enum class CachedGrading { one_suite, until_time_limit };

struct CacheKeyParts {
  std::filesystem::path submission;       // the example's folder; every file in it counts
  std::vector<std::string> suite_hashes;  // content_hash() of each suite graded, in order
  std::string grader_build;               // grader_build_id()
  Isolation isolation = Isolation::sandbox;
  CachedGrading grading = CachedGrading::one_suite;
};

// The key's text, one fact a line, or nullopt when the submission (a file or a folder)
// is or holds something that is not a plain file or folder (a link, a device) or cannot
// be read, which verify then grades every time.
std::optional<std::string> verify_cache_key(const CacheKeyParts& parts);

// $XDG_CACHE_HOME/puzzle-grader/verify, else $HOME/.cache/puzzle-grader/verify; nullopt
// when neither variable is set to an absolute path.
std::optional<std::filesystem::path> default_verify_cache_folder();

// What verify keeps at most: about 40 full verifies of the driver examples (6.6 MB each);
// every rebuilt grader starts a new set, so old ones must go.
inline constexpr std::uintmax_t kVerifyCacheMaxBytes = 256u << 20;

class ResultCache {
 public:
  // Makes the folder (0700) if needed and checks it is this user's own, a real folder
  // and not writable by group or others; else says why in one sentence.
  static puzzle::Expected<ResultCache, std::string> open(const std::filesystem::path& folder);

  // The results stored under `key`, or nullopt (none, unreadable, not ours, another key).
  std::optional<std::vector<SuiteResult>> find(const std::string& key) const;

  // Stores `results` under `key`, unless one of them could not be trusted again (a
  // grader error; verify does not store a run stopped by Ctrl-C). A store that cannot
  // be written (a full disk) is skipped.
  void store(const std::string& key, const std::vector<SuiteResult>& results) const;

  // Removes the least recently used entries (by modification time, which find() renews)
  // until the folder holds at most `max_bytes` of them, and the temporaries of writers
  // that died (atomic_file.h). Errors are ignored: the next run tries again.
  void trim(std::uintmax_t max_bytes) const;

  const std::filesystem::path& folder() const { return folder_; }

 private:
  explicit ResultCache(std::filesystem::path folder) : folder_(std::move(folder)) {}
  std::filesystem::path entry_path(const std::string& key) const;

  std::filesystem::path folder_;
};

}  // namespace grader

// A student's own zip, unpacked safely into a folder of the grader's (docs/intake.md):
// nothing is written outside that folder (no absolute path, no "..", no symbolic or hard
// link, no device), the number of entries, the bytes written and the compression ratio
// are bounded (a zip bomb stops at the bound, not at the disk's end), and what computers
// and editors add (__MACOSX/, .DS_Store, __pycache__/, .ipynb_checkpoints/) is left out.
// A zip is refused whole or unpacked whole: the student's submission is then what they
// zipped, never part of it.
//
// The zip reading itself is libarchive (unpack_libarchive.cc). The student kit's static
// grader never reads a class's hand-ins and links unpack_unavailable.cc instead, which
// refuses every zip in one sentence, so the kit carries none of libarchive's libraries.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "common/expected.h"

namespace grader {

struct UnpackLimits {
  std::size_t max_entries = 1000;
  std::uint64_t max_bytes = 64ull << 20;  // written in all
  // Bytes written per byte of the zip, above kRatioFloorBytes written: a real student's
  // zip of source code compresses ~4:1, a bomb 1000:1.
  std::uint64_t max_ratio = 100;
  static constexpr std::uint64_t kRatioFloorBytes = 1u << 20;
};

enum class EntryKind { file, folder, link, other };

enum class EntryAction { keep, skip, refuse };

// What to do with one entry of a zip, from its name and kind alone (pure):
// - keep, at `path` (the name with '\' read as '/', without "./" parts and a trailing
//   '/'): a file or folder inside the zip's own folder;
// - skip: litter nobody meant to hand in (`reason` says which);
// - refuse the zip: a link or special file, an absolute path, a ".." part, a path over
//   the grader's limits (run/workspace.h: 1,024 bytes, 32 folders deep); `reason` is a
//   sentence's end naming the entry, e.g. "it holds ../x.py, which leads outside the zip".
struct EntryDecision {
  EntryAction action = EntryAction::keep;
  std::string path;
  std::string reason;
};
EntryDecision decide_entry(std::string_view name, EntryKind kind);

struct Unpacked {
  std::vector<std::string> files;    // relative paths written, in the zip's order
  std::vector<std::string> skipped;  // litter left out, as named in the zip
};

// Unpacks `zip` into `into` (an empty folder that exists). On refusal, `into` may hold
// part of the zip: the caller removes it. The error is the end of a sentence about the
// zip, e.g. "it holds 1,200 entries, more than the 1000 a submission may hold".
puzzle::Expected<Unpacked, std::string> unpack_zip(const std::filesystem::path& zip,
                                                   const std::filesystem::path& into,
                                                   const UnpackLimits& limits);

// Whether `file` starts the way a zip does ("PK\3\4", or "PK\5\6" for an empty one),
// whatever its name.
bool looks_like_zip(const std::filesystem::path& file);

}  // namespace grader

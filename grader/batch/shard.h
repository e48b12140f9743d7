// A class graded across machines: `batch --shard K/N` grades the K-th of N shares of the
// class, and `export --submissions` merges what every share wrote into one results folder
// (docs/platforms/slurm.md, docs/platforms/kubernetes.md).
//
// A student's share depends on its name alone: shard_of(name, N), a hash of the name's
// bytes. So it is the same on every machine, in every order of the folder, and whatever
// other students the folder holds: a submission added while the shares run lands in one
// share (graded, or reported as without a result), and never moves anyone else. The price
// is shares of uneven size (a share of S students on average varies by about sqrt(S)),
// which only wall time feels.
//
// Sharing one results folder is safe already (batch.h, atomic_file.h): each result file
// is replaced whole, and only dead writers' temporaries are removed, which holds across
// machines on a shared file system whose flock() reaches the server (NFSv4 does).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "batch/students.h"
#include "common/expected.h"
#include "export/class_results.h"

namespace grader {

// The `index`-th of `count` shares, counted from 1 as on the command line (2/4).
struct Shard {
  int index = 1;
  int count = 1;
  bool operator==(const Shard&) const = default;
};

// More shares than this is surely a typo (a class is not split over a million machines).
inline constexpr int kMaxShards = 100000;

// "K/N" with 1 <= K <= N <= kMaxShards, or one sentence on what is wrong.
puzzle::Expected<Shard, std::string> parse_shard(std::string_view text);

// Reads one environment variable; nullopt when it is not set.
using EnvironmentLookup = std::function<std::optional<std::string>(const char* name)>;
std::optional<std::string> process_environment(const char* name);

// The share a job scheduler asks for, when nothing is given on the command line:
//  - Slurm array job: SLURM_ARRAY_TASK_ID among SLURM_ARRAY_TASK_COUNT tasks, numbered
//    from SLURM_ARRAY_TASK_MIN by SLURM_ARRAY_TASK_STEP (--array=1-8, --array=0-15:4).
//    An array that is not one range (--array=1,3,7) is refused: its ids do not say the
//    share.
//  - Kubernetes Indexed Job: JOB_COMPLETION_INDEX (from 0) of PUZZLE_SHARD_COUNT (set it
//    to the Job's `completions`; Kubernetes does not pass that on).
// nullopt when neither is set (the whole class); an error sentence naming the variables
// when they are set but unusable.
puzzle::Expected<std::optional<Shard>, std::string> shard_from_environment(
    const EnvironmentLookup& lookup = process_environment);

// The share `option` names (--shard; "" when not given), else the scheduler's, else the
// whole class (nullopt). An error is one sentence naming the option or variable.
puzzle::Expected<std::optional<Shard>, std::string> choose_shard(
    std::string_view option, const EnvironmentLookup& lookup = process_environment);

// 1..count: the share of the student named `name`. Stable across machines and releases
// (changing it would regrade nothing but would mix two splits in one folder): the
// 64-bit FNV-1a of the name's bytes, mixed by MurmurHash3's fmix64 so that names which
// differ only in a few bits spread too, modulo `count`, plus 1.
int shard_of(std::string_view name, int count);

// The students of `students` in `shard`, in their order.
std::vector<Student> share_of(const std::vector<Student>& students, const Shard& shard);

// The class's results, merged from whatever every batch or share wrote.
struct ClassResults {
  // One per student of the class, sorted by student: its stored result, or for a student
  // without one a grader_error result saying so (not the student's fault, and graded by
  // the next batch). Stored results of names no longer in the class are left out.
  std::vector<StudentResult> results;
  std::vector<std::string> without_result;  // sorted
};
ClassResults merge_class_results(const std::vector<Student>& students,
                                 std::vector<StudentResult> stored);

// The reason given for a student without a result.
inline constexpr std::string_view kNoResultReason =
    "no result yet: no batch or shard has graded this student; run the batch (or the "
    "missing shard) again";

}  // namespace grader

// What a similarity check found (export --similarity, similarity.h): the pairs, the
// programs and pairs left out with why, or why nothing was checked. Plain data, read by
// the script's answer (similarity_script.h) and shown by similarity_render.h.
#pragma once

#include <string>
#include <vector>

#include "export/similarity_code.h"

namespace grader {

// A pair that was not compared, and why: its programs would cost Dolos more than the
// bounds of similarity_script.h, or the check's time was up. `share`: the part of their
// fingerprints they share, Dolos's similarity estimated without building the pair.
struct LeftOutPair {
  std::string left;           // a student of the class
  std::string right;          // a classmate, or an entry of the archive `right_archive`
  std::string right_archive;  // "" for a classmate
  double share = 0;
  std::string reason;
};

// One region both programs of a pair share, for the report to show side by side: where
// it is in each (place_of()) and its lines, at most kMaxFragmentLines of each side.
struct SharedFragment {
  std::string left_place;
  std::string right_place;
  std::string left_code;
  std::string right_code;
};
inline constexpr int kMaxFragmentLines = 60;
inline constexpr int kMaxShownFragments = 3;  // the largest of a pair, largest first

struct SimilarPair {
  std::string left;        // a student of the class
  std::string right;       // a classmate, or an entry of the archive `right_archive`
  double similarity = 0;   // Dolos's: shared fingerprints over all, template excluded, 0..1
  int longest = 0;         // the longest shared fragment, in k-grams (runs of ~23 tokens)
  std::string left_place;  // place_of() the longest fragment in each
  std::string right_place;
  std::string right_archive;  // "" when `right` is a classmate, else the archive's label
  std::vector<SharedFragment> fragments;  // the largest shared regions, largest first
};

// Closed set: why a similarity check has or has no pairs.
enum class SimilarityStatus {
  checked,      // Dolos ran; `pairs` may be empty
  unavailable,  // no Node, or no @dodona/dolos-lib: `note` says which and how to install
  failed,       // Node or Dolos failed: `note` says how
  too_few,      // fewer than two submissions with Python code
};
// Code set aside as common (class_common_limit()): how much, by what bound, and how many
// pairs of classmates it kept out of the list. Nothing was set aside when fingerprints is 0.
struct CommonCode {
  int fingerprints = 0;  // Dolos's fingerprints (runs of ~23 tokens) set aside
  int limit = 0;         // shared by more than this many students
  int students = 0;      // of this many compared
  int pairs = 0;         // pairs of classmates kMinSimilarity alike or more, not listed for it
};

struct SimilarityReport {
  SimilarityStatus status = SimilarityStatus::unavailable;
  std::string note;                // one plain sentence when status != checked
  int compared = 0;                // submissions with code that were compared
  int archived = 0;                // archive entries they were compared with
  std::vector<SimilarPair> pairs;  // by decreasing similarity
  int unlisted = 0;                // as similar, but past kMaxSimilarPairs or a student's
                                   // kMaxArchiveMatches
  std::vector<LeftOut> left_out;   // not compared (too large, too deep, unparsable); an
                                   // archive entry as "<label>/<entry>"
  // Pairs not compared, most alike first, and how many more past kMaxSimilarPairs.
  std::vector<LeftOutPair> left_out_pairs;
  int left_out_pairs_unlisted = 0;
  CommonCode common;  // what was set aside as common, said wherever the pairs are
};

// Pairs below this similarity are not listed; nor past kMaxSimilarPairs.
inline constexpr double kMinSimilarity = 0.5;
inline constexpr int kMaxSimilarPairs = 200;
inline constexpr int kMaxPairsWithCode = 50;
// A student's archive matches listed: the most similar few. One who copied a solution many
// archived students also copied would otherwise fill the list with that one copy.
inline constexpr int kMaxArchiveMatches = 5;

// Only the starter counts as given. Code a large share of the class has in common
// (class_common_limit()) is set aside for a pair of classmates under kNearIdentical alike:
// such a pair is listed when what it shares beyond that code reaches kMinSimilarity. A
// pair of classmates kNearIdentical alike or more is always listed, however many share its
// code (a class copying one online solution is just such code), and a student's match
// with an archive entry is never judged by what classmates share (issue 40 item 1).
// Measured with Dolos 3.5.1 and the starter as template: independently written programs
// share at most 63% of their code (the funny held-out programs, small, so alike; driver's:
// 40%), disguised copies at least 73% (docs/similarity.md).
inline constexpr double kNearIdentical = 0.7;

}  // namespace grader
